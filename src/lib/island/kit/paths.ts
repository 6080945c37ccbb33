/*
 * `$app/paths` for an island page (see state.svelte.ts). The site's root is found from this module's
 * own address: an island's scripts are under <root>/_app/immutable/ (scripts/islands.mjs; the
 * base-path suite serves the site under /polo). `resolve` is SvelteKit's own, from its route id and
 * parameters.
 */
import { resolve_route } from '__sveltekit_routing__';

/** SvelteKit's folder of built files (kit.appDir, left at its default). */
const IMMUTABLE = '/_app/immutable/';
const here = new URL(import.meta.url).pathname;
export const base = here.slice(0, Math.max(0, here.indexOf(IMMUTABLE)));
export const assets = base;

export function resolve(id: string, params?: Record<string, string>): string {
	return base + resolve_route(id, params ?? {});
}

export function asset(file: string): string {
	return assets + file;
}
