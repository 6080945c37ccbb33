import type { Component } from 'svelte';

/**
 * A component's markup for an Island, rendered when prerendering; '' in the browser (the build for
 * the browser drops the rendering: import.meta.env.SSR is false there, so neither svelte/server nor
 * the component is loaded on a first visit). `load` is the component's own dynamic import, written
 * where the route is, so that SvelteKit links the component's CSS into the prerendered page.
 * A component given to an Island does not use <svelte:head>.
 */
export async function renderIsland<P extends Record<string, unknown>>(load: () => Promise<{ default: Component<P> }>, props: P): Promise<string> {
	if (!import.meta.env.SSR) return '';
	const [{ render }, { default: component }] = await Promise.all([import('svelte/server'), load()]);
	return render(component, { props }).body;
}
