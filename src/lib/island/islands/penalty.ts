/*
 * A penalty page's island (see start.ts): the diagram explorer under the site's header. Its nodes
 * are those of /(site)/[venue=venue]/[id], outermost first. A link followed from it loads the next
 * page as a document (prerendered, and cached offline once visited).
 */
import RootLayout from '../../../routes/+layout.svelte';
import SiteLayout from '../../../routes/(site)/+layout.svelte';
import PenaltyPage from '../../../routes/(site)/[venue=venue]/[id]/+page.svelte';
import { load } from '../../../routes/(site)/[venue=venue]/[id]/+page';
import { prepareReader } from '$lib/url/reader';
import { prepareVenue } from '../plans';
import { islandStart } from './start';

export { load_css } from './start';
export const start = islandStart({
	// The venue's rules, and the address's reader where it has a query (drawn as the page hydrates).
	prepare: async (params) => void (await Promise.all([prepareVenue(params), prepareReader()])),
	nodes: [{ component: RootLayout }, { component: SiteLayout }, { component: PenaltyPage, load: load as never }]
});
