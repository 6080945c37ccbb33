import { penaltyIds } from '$lib/geometry/penalties';
import { citationTextsOf } from '$lib/i18n/citationTexts.server';
import { penaltyTitle } from '$lib/i18n/penalties';
import { getLocale } from '$lib/paraglide/runtime';
import { passageById } from '$lib/rules';
import { penaltyRuleText } from '$lib/rules/penaltyText';
import { passageHeading } from '$lib/scenarios/text.server';
import type { PrintPassage } from './_components/types';
import type { PageServerLoad } from './$types';

/**
 * The rule passages of every penalty of the venue in the page's language, written into the
 * prerendered page's data (any of them may be asked for by the page's URL): the client never loads
 * the rule module. A handout prints the page's language only, with the notice that the English
 * original prevails; the original is on each penalty's page.
 */
export const load: PageServerLoad = ({ params }) => {
	const venue = params.venue === 'arena' ? 'arena' : 'field';
	const locale = getLocale();
	const rules: Record<string, PrintPassage[]> = {};
	for (const id of penaltyIds(venue)) {
		const heading = (pid: string) => {
			const h = passageHeading(pid, locale);
			if (h.lang === locale) return h;
			// No translated heading: the penalty's own passage takes the penalty's translated title.
			const p = passageById(pid);
			return p?.kind === 'rule' && p.clause === null && p.penalty === id ? { text: penaltyTitle(venue, id, locale), lang: locale } : h;
		};
		rules[id] = penaltyRuleText(venue, id, locale, heading).passages.map((p) => ({ id: p.id, heading: p.heading, headingLang: p.headingLang, text: p.text }));
	}
	// The sentences each diagram's description says (the geometry cites them by id).
	return { rules, citations: citationTextsOf(penaltyIds(venue).map((penalty) => ({ kind: venue, penalty })), locale) };
};
