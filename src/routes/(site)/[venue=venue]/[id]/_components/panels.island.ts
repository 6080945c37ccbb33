/*
 * panels.ts as an island has it (scripts/islands.mjs puts this module in its place): each panel is a
 * chunk of its own, loaded by Deferred.svelte when the user reaches for it or what it shows changes,
 * not with the page's first use. Its style is the page's already (SvelteKit's build has the panels at
 * hand), so the chunks load no sheet.
 */
import type { Component } from 'svelte';
import type { PANELS as AtHand, Part } from './panels';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const later = <P extends Record<string, any>>(load: () => Promise<{ default: Component<P> }>): Part<P> => ({ component: null, load: () => load().then((m) => m.default) });

export const PANELS: typeof AtHand = {
	checker: later(() => import('./CheckerPanel.svelte')),
	foul: later(() => import('./FoulPanel.svelte')),
	legend: later(() => import('$lib/view/Legend.svelte')),
	options: later(() => import('./OptionsPanel.svelte')),
	size: later(() => import('./VenueSizePanel.svelte')),
	rule: later(() => import('./RulePanel.svelte'))
};
