import { error } from '@sveltejs/kit';
import { passageById } from '$lib/rules';
import { examples } from '$lib/rules/examples';
import { scenarioFor, scenarios } from '$lib/scenarios/scenarios';
import { arrowLabel, passageHeading, scenarioCaption, scenarioTitle } from '$lib/scenarios/text.server';
import type { EntryGenerator, PageServerLoad } from './$types';

/** Every scenario of the library is prerendered (in each language: the layout links the /fr and /es pages). */
export const entries: EntryGenerator = () => scenarios.map((s) => ({ id: s.id }));

/** The scenario's own texts in the page's language, prerendered into the page's data. */
export const load: PageServerLoad = ({ params }) => {
	const s = scenarioFor(params.id);
	if (!s) error(404, `There is no scenario "${params.id.slice(0, 40)}".`);
	const passageId = examples.find((e) => e.id === s.exampleRef)?.passageId;
	return {
		id: s.id,
		title: scenarioTitle(s.id),
		caption: scenarioCaption(s.id),
		arrows: (s.arrows ?? []).map((a) => arrowLabel(a.label)),
		heading: passageId && passageById(passageId) ? passageHeading(passageId) : null
	};
};
