import { error } from '@sveltejs/kit';
import { scenarioFor, scenarios } from '$lib/scenarios/scenarios';
import type { EntryGenerator, PageLoad } from './$types';

/** Every scenario of the library is prerendered. */
export const entries: EntryGenerator = () => scenarios.map((s) => ({ id: s.id }));

export const load: PageLoad = ({ params }) => {
	const s = scenarioFor(params.id);
	if (!s) error(404, `There is no scenario "${params.id.slice(0, 40)}".`);
	return { id: s.id };
};
