/*
 * panels.ts as an island has it (scripts/islands.mjs puts this module in its place): each panel is a
 * chunk of its own, loaded by Deferred.svelte when the user reaches for it or what it shows changes,
 * not with the page's first use. Its style is the page's already (SvelteKit's build has the panels at
 * hand), so the chunks load no sheet.
 */
import { later } from '$lib/island/part';
import type { PANELS as AtHand } from './panels';

export const PANELS: typeof AtHand = {
	checker: later(() => import('./CheckerPanel.svelte')),
	foul: later(() => import('./FoulPanel.svelte')),
	legend: later(() => import('$lib/view/Legend.svelte')),
	options: later(() => import('./OptionsPanel.svelte')),
	size: later(() => import('./VenueSizePanel.svelte')),
	rule: later(() => import('./RulePanel.svelte')),
	tools: later(() => import('./Tools.svelte'))
};
