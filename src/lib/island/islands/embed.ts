/*
 * The embed's island (see start.ts): the page that club sites load, with no header, no navigation
 * and no deck. Its nodes are those of /(bare)/embed/[venue=venue]/[id], outermost first.
 */
import RootLayout from '../../../routes/+layout.svelte';
import BareLayout from '../../../routes/(bare)/+layout.svelte';
import EmbedPage from '../../../routes/(bare)/embed/[venue=venue]/[id]/+page.svelte';
import { load } from '../../../routes/(bare)/embed/[venue=venue]/[id]/+page';
import { prepareReader } from '$lib/url/reader';
import { prepareVenue } from '../plans';
import { islandStart } from './start';

export { load_css } from './start';
export const start = islandStart({
	// The venue's rules, and the address's reader where it has a query (drawn as the page hydrates).
	prepare: async (params) => void (await Promise.all([prepareVenue(params), prepareReader()])),
	nodes: [{ component: RootLayout }, { component: BareLayout }, { component: EmbedPage, load: load as never }]
});
