import { scenarioTitles } from '$lib/deck/titles.server';
import type { PageServerLoad } from './$types';

/** Scenario titles in the page's language: a scenario slide without a title of its own is called by its scenario's. */
export const load: PageServerLoad = () => ({ scenarioTitles: scenarioTitles() });
