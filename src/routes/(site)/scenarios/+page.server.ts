import { NO_DIAGRAM } from '$lib/scenarios/scenarios';
import { examplePassageIds, exampleTitles, noDiagramReason, passageHeadings } from '$lib/scenarios/text.server';
import type { PageServerLoad } from './$types';

/** The library's titles, no-diagram reasons and cited headings in the page's language. */
export const load: PageServerLoad = () => ({
	titles: exampleTitles(),
	reasons: Object.fromEntries(NO_DIAGRAM.map((n) => [n.exampleRef, noDiagramReason(n.exampleRef)])),
	headings: passageHeadings(examplePassageIds())
});
