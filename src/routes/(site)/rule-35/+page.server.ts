import { rule35 } from '$lib/rules';
import { ruleMentions } from '$lib/rules/ruleMentions';
import { exampleTitles, passageHeadings } from '$lib/scenarios/text.server';
import type { PageServerLoad } from './$types';

/** Passage headings and worked-example titles in the page's language. */
export const load: PageServerLoad = () => ({
	titles: exampleTitles(),
	headings: passageHeadings([...rule35.map((p) => p.id), ...ruleMentions.map((mn) => mn.passageId)])
});
