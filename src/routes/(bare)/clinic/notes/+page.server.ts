import { scenarioTitles } from '$lib/deck/titles.server';
import { penaltyIds } from '$lib/geometry/penalties';
import { citationTextsOf } from '$lib/i18n/citationTexts.server';
import { clinicRuleText } from '$lib/rules/clinicText';
import { getLocale } from '$lib/paraglide/runtime';
import type { PageServerLoad } from './$types';

/**
 * Scenario titles in the page's language: a deck of one's own may show scenarios; and the texts of
 * the rule sentences of every penalty (a deck of one's own may hold any), readings in the page's
 * language: the slides' descriptions and the notes read them, no script carries them; and the rule
 * passages of every penalty in the page's language, for the notes' rule text.
 */
export const load: PageServerLoad = () => {
	const locale = getLocale();
	const penalties = (['field', 'arena'] as const).flatMap((kind) => penaltyIds(kind).map((penalty) => ({ kind, penalty })));
	return {
		scenarioTitles: scenarioTitles(),
		citations: citationTextsOf(penalties, locale),
		// The notes' rule text: every penalty's passages in the page's language (a deck of one's own may hold any).
		rules: Object.fromEntries(penalties.map(({ kind, penalty }) => [`${kind}/${penalty}`, clinicRuleText(kind, penalty, locale)]))
	};
};
