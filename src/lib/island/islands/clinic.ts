/*
 * The clinic deck's island (see start.ts): the slides on the projector and the presenter's keys. Its
 * nodes are those of /(bare)/clinic, outermost first; the page has no universal load (its data is
 * the server load's: the rule sentences and the scenario titles).
 */
import RootLayout from '../../../routes/+layout.svelte';
import BareLayout from '../../../routes/(bare)/+layout.svelte';
import ClinicPage from '../../../routes/(bare)/clinic/+page.svelte';
import { islandStart } from './start';

export { load_css } from './start';
export const start = islandStart({ nodes: [{ component: RootLayout }, { component: BareLayout }, { component: ClinicPage }] });
