/*
 * The markup the server renders for a part of a page that hydrates later (Deferred.svelte): the part's
 * own server rendering, which the page's hydration keeps as it is. Only the server renders it: in a
 * browser's build `import.meta.env.SSR` is false, so Svelte's server renderer is not in its scripts.
 */
import type { Component } from 'svelte';
import { render } from 'svelte/server';

/**
 * What a browser's hydration of the page puts in the part's place before the part's own code runs: any
 * text that is not empty, so that Svelte's {@html} keeps the server's nodes (it never compares them).
 * A comment of its own: where the browser draws the page itself (no server's nodes), this is what the
 * part's box holds, and Deferred tells the two apart by it (drawnHere).
 */
export const KEEP_SERVER_NODES = '<!--polo-deferred-->';

/** The box holds KEEP_SERVER_NODES: the page was drawn in the browser, there is no server's markup of the part to hydrate. */
export function drawnHere(box: ParentNode): boolean {
	return [...box.childNodes].some((n) => n.nodeType === 8 && `<!--${(n as Comment).data}-->` === KEEP_SERVER_NODES);
}

/**
 * The server's markup of `component` with `props` (getters are read once, now) and the contexts of
 * its place in the page (`context`: getAllContexts() there); in a browser, KEEP_SERVER_NODES.
 */
export function serverHtml<P extends Record<string, unknown>>(component: Component<P> | null, props: P, context?: Map<unknown, unknown>): string {
	if (!import.meta.env.SSR || !component) return KEEP_SERVER_NODES;
	return render(component, { props, context }).body;
}
