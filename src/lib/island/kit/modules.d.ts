// The two SvelteKit modules an island imports by the aliases of scripts/islands.mjs.
declare module '__sveltekit_root__' {
	import type { Component } from 'svelte';
	const Root: Component<Record<string, unknown>>;
	export default Root;
}
declare module '__sveltekit_routing__' {
	export function resolve_route(id: string, params: Record<string, string | undefined>): string;
}
