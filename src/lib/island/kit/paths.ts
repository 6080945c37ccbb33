/*
 * `$app/paths` for an island page (see state.svelte.ts). The site's root is found from this module's
 * own address, as the locale dispatchers do (scripts/locale-trees.mjs): an island's scripts are at
 * <root>/_app/immutable/<locale>/island/, four folders down (the base-path suite serves the site
 * under /polo). `resolve` is SvelteKit's own, from its route id and parameters.
 */
import { resolve_route } from '__sveltekit_routing__';

export const base = new URL(/* @vite-ignore */ '../../../../', import.meta.url).pathname.slice(0, -1);
export const assets = base;

export function resolve(id: string, params?: Record<string, string>): string {
	return base + resolve_route(id, params ?? {});
}

export function asset(file: string): string {
	return assets + file;
}
