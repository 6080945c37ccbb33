import type { Component } from 'svelte';

/**
 * A component's markup for an Island (server only: call it from a universal load inside
 * `if (import.meta.env.SSR)`, so that neither it nor the component reaches the page's first-visit
 * script). Returns the body; a component given to an Island does not use <svelte:head>.
 */
export async function renderIsland<P extends Record<string, unknown>>(component: Component<P>, props: P): Promise<string> {
	const { render } = await import('svelte/server');
	return render(component, { props }).body;
}
