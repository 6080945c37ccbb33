/*
 * A part of a page hydrated later (Deferred.svelte): its component where the build has it at hand,
 * and how to load it. A route's parts module lists them at hand (the server renders them, and
 * SvelteKit's own client, whose build so keeps their style in the page's sheet); an island has the
 * module's `.island.ts` twin in its place (DEFERRED_MODULES in scripts/islands.mjs), whose parts are
 * each a chunk of its own, loaded when the user reaches for it (issue 17: first-use weight).
 */
import type { Component } from 'svelte';

export interface Part<P extends Record<string, unknown>> {
	component: Component<P> | null;
	load: () => Promise<Component<P>>;
}

// The parts' own props types, as Deferred passes them on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyProps = Record<string, any>;

/** A part whose component is here. */
export const atHand = <P extends AnyProps>(component: Component<P>): Part<P> => ({ component, load: () => Promise.resolve(component) });

/** A part loaded when reached for (an island's). */
export const later = <P extends AnyProps>(load: () => Promise<{ default: Component<P> }>): Part<P> => ({ component: null, load: () => load().then((m) => m.default) });
