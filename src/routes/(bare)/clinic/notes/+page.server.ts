import { scenarioTitles } from '$lib/deck/titles.server';
import { penaltyIds } from '$lib/geometry/penalties';
import { citationTextsOf } from '$lib/i18n/citationTexts.server';
import { getLocale } from '$lib/paraglide/runtime';
import type { PageServerLoad } from './$types';

/**
 * Scenario titles in the page's language: a deck of one's own may show scenarios; and the texts of
 * the rule sentences of every penalty (a deck of one's own may hold any), readings in the page's
 * language: the slides' descriptions and the notes read them, no script carries them.
 */
export const load: PageServerLoad = () => ({
	scenarioTitles: scenarioTitles(),
	citations: citationTextsOf(
		(['field', 'arena'] as const).flatMap((kind) => penaltyIds(kind).map((penalty) => ({ kind, penalty }))),
		getLocale()
	)
});
