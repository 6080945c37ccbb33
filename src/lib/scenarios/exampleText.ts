/*
 * A worked example's own words in a language, for the pages that show a scenario without having
 * prerendered it (a deck's slide in the clinic, the presenter window, the deck's files). The
 * examples are cut from the rule sets: they load when a deck first shows one, not with the clinic.
 */
import type { Locale } from '$lib/paraglide/runtime';
import type { Scenario } from './list';

/** The example's text in `locale`; '' where the rule data has none (never throws on a missing example). */
export async function exampleText(s: Pick<Scenario, 'exampleRef'>, locale: Locale): Promise<string> {
	const { exampleOf } = await import('./scenarios');
	return exampleOf(s)?.[locale] ?? '';
}
