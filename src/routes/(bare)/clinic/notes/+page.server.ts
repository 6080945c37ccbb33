import { scenarioTitles } from '$lib/deck/titles.server';
import type { PageServerLoad } from './$types';

/** Scenario titles in the page's language: a deck of one's own may show scenarios. */
export const load: PageServerLoad = () => ({ scenarioTitles: scenarioTitles() });
