import { writeCaptions } from '$lib/animation/written.server';
import { penaltyIds } from '$lib/geometry/penalties';
import { citationTexts } from '$lib/i18n/citationTexts.server';
import { penaltyTitle } from '$lib/i18n/penalties';
import { getLocale } from '$lib/paraglide/runtime';
import { passageById } from '$lib/rules';
import { penaltyRuleText } from '$lib/rules/penaltyText';
import { passageHeading } from '$lib/scenarios/text.server';
import { resolveSetup } from '$lib/url/state';
import type { PageServerLoad } from './$types';

/**
 * This penalty's rule passages in the page's language (plus the English original on /fr and /es),
 * written into the prerendered page's data: the client never loads the other passages or languages;
 * and the texts of every rule sentence the penalty's setups, outcomes and animation can cite (the
 * geometry cites them by id), which RulePanel, the captions and the diagram's description read.
 * And the pager's neighbours with their titles (the page's script then carries no penalty's title).
 * On /fr and /es, the animation's captions of the page's own setup, each outcome, in its language
 * (animation/written.ts: Play on the page as opened then loads no wording).
 * An unknown penalty gets none; +page.ts answers it with a 404.
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
	const ids = penaltyIds(venue);
	const at = ids.indexOf(params.id);
	const neighbour = (id: string | undefined) => (at >= 0 && id ? { id, title: penaltyTitle(venue, id, locale) } : null);
	return {
		rules: penaltyRuleText(venue, params.id, locale, heading),
		citations: citationTexts(venue, params.id, locale),
		pager: { prev: neighbour(ids[at - 1]), next: neighbour(ids[at + 1]) },
		captions: at >= 0 ? writeCaptions(resolveSetup(venue, params.id, { foul: null }, locale).setup, locale) : {}
	};
};
