/*
 * Every scenario's title in the page's language, for the pages that show a deck of one's own (the
 * deck page, the clinic and its presenter window): a scenario slide without a title of its own is
 * called by its scenario's. Server-only (the titles are messages looked up by id, text.server.ts);
 * prerendered into the page's data.
 */
import { scenarios } from '$lib/scenarios/scenarios';
import { scenarioTitle } from '$lib/scenarios/text.server';
import type { ScenarioTitles } from './words';

export function scenarioTitles(): ScenarioTitles {
	return Object.fromEntries(scenarios.map((s) => [s.id, scenarioTitle(s.id)]));
}
