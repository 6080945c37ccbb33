/*
 * The penalty page's checker, legend, settings and rule panels, as Deferred.svelte takes them: the component (the
 * server renders it) and how to load it. In this module they are at hand (the server, and SvelteKit's
 * own client, whose build so keeps their style in the page's sheet); an island has panels.island.ts
 * in its place (scripts/islands.mjs), which loads each when the user reaches for it (issue 17:
 * first-use weight, docs/island-entry.md).
 */
import type { Component } from 'svelte';
import CheckerPanel from './CheckerPanel.svelte';
import FoulPanel from './FoulPanel.svelte';
import Legend from '$lib/view/Legend.svelte';
import OptionsPanel from './OptionsPanel.svelte';
import RulePanel from './RulePanel.svelte';
import VenueSizePanel from './VenueSizePanel.svelte';

/** A part of the page hydrated later: its component where at hand, and its loader. */
export interface Part<P extends Record<string, unknown>> {
	component: Component<P> | null;
	load: () => Promise<Component<P>>;
}

// The panels' own props types, as Deferred passes them on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const atHand = <P extends Record<string, any>>(component: Component<P>): Part<P> => ({ component, load: () => Promise.resolve(component) });

export const PANELS = {
	checker: atHand(CheckerPanel),
	foul: atHand(FoulPanel),
	legend: atHand(Legend),
	options: atHand(OptionsPanel),
	size: atHand(VenueSizePanel),
	rule: atHand(RulePanel)
};
