import { isPenaltyId } from '$lib/geometry/penalties';
import { penaltyTitle } from '$lib/i18n/penalties';
import { getLocale } from '$lib/paraglide/runtime';
import { resolveSetup } from '$lib/url/state';
import { explorerHead } from './_components/head';
import { passageById } from '$lib/rules';
import { penaltyRuleText } from '$lib/rules/penaltyText';
import { passageHeading } from '$lib/scenarios/text.server';
import type { PageServerLoad } from './$types';

/**
 * This penalty's rule passages in the page's language (plus the English original on /fr and /es),
 * written into the prerendered page's data: the client never loads the other passages or languages.
 * Also the page's <title> and description. An unknown penalty gets none; +page.ts answers it with a 404.
 */
export const load: PageServerLoad = ({ params }) => {
	const venue = params.venue === 'arena' ? 'arena' : 'field';
	const locale = getLocale();
	const heading = (id: string) => {
		const h = passageHeading(id, locale);
		if (h.lang === locale) return h;
		// No translated heading: the penalty's own passage takes the penalty's translated title.
		const p = passageById(id);
		return p?.kind === 'rule' && p.clause === null && p.penalty === params.id ? { text: penaltyTitle(venue, params.id, locale), lang: locale } : h;
	};
	// The title of the page as prerendered (no query); the explorer follows the user's changes.
	const words = isPenaltyId(venue, params.id) ? explorerHead(venue, resolveSetup(venue, params.id, { foul: null }, locale).setup, locale) : null;
	const head = words && { title: words.title, description: words.description };
	return { rules: penaltyRuleText(venue, params.id, locale, heading), head };
};
