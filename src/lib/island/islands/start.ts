/*
 * An island: a page type whose code hydrates without SvelteKit's client (its router, its loader of
 * nodes, devalue, the generated app), in one script built by scripts/islands.mjs. Issue 17: the
 * embed's first use was 118 KB of script, 13 KB of it SvelteKit's client and about 11 KB the cost of
 * its 50 files (docs/island-entry.md).
 *
 * The page stays SvelteKit's: prerendered by it, started by the gate (gate.js) with SvelteKit's own
 * start-up script, unchanged (its hash is in the policy). That script imports the entry dispatchers
 * (scripts/locale-trees.mjs); on an island page (hooks.server.ts marks it: mark.ts) they load
 * the island instead of the language tree's client, and the script calls the island's `start` with
 * what it calls SvelteKit's with: the element to hydrate and the page's server data, already values.
 * The island hydrates SvelteKit's generated root with the page's layouts and page, so the markup
 * (its hydration comments included) is the one it was prerendered from; `$app/*` are the island's
 * own (src/lib/island/kit/).
 *
 * An island does not import hooks.client.ts: its script is of one language's tree, so paraglide's
 * getLocale answers that language before any strategy, and the hook's overwriteGetLocale (the
 * language from the address under a base path) would only keep the strategy's code alive.
 */
import { hydrate, type Component } from 'svelte';
import Root from '__sveltekit_root__';
import { STATES_KEY } from '../kit/navigation';
import { page } from '$app/state';
import { readMark } from '../mark';

/** What SvelteKit's start-up script passes to `start` (the part an island reads). */
export interface StartOptions {
	node_ids: number[];
	data: ({ type: 'data'; data: Record<string, unknown> | null } | null)[];
	form: unknown;
	error: unknown;
}

/** One page type: its layouts and page, outermost first, and each one's universal load (if any). */
export interface IslandSpec {
	/** What the page needs loaded before it hydrates, from the route's parameters (a venue's plan: plans.ts). */
	prepare?: (params: Record<string, string>) => Promise<void>;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each node's own props: a layout's and a page's differ
	nodes: { component: Component<any>; load?: (event: { params: Record<string, string>; data: Record<string, unknown> | null; url: URL }) => unknown }[];
}

/** A store as SvelteKit's root wants it for `stores.page` (set in an effect, then notify). */
function pageStore() {
	let value: unknown;
	const subs = new Set<(v: unknown) => void>();
	return {
		set: (v: unknown) => {
			value = v;
		},
		notify: () => subs.forEach((f) => f(value)),
		subscribe: (f: (v: unknown) => void) => {
			subs.add(f);
			f(value);
			return () => subs.delete(f);
		}
	};
}

/** The island's `start`, as SvelteKit's start-up script calls it: `start(app, element, options)`. */
export function islandStart(spec: IslandSpec) {
	return async function start(_app: unknown, target: Element, opts: StartOptions): Promise<void> {
		const mark = readMark(document);
		if (!mark || opts.error || opts.node_ids.length !== spec.nodes.length) {
			throw new Error(`island: this page is not the one the island was built for (${mark?.route ?? 'no mark'})`);
		}
		const url = new URL(location.href);
		await spec.prepare?.(mark.params);
		// Each node's data is its parents' merged with its own load's, as SvelteKit's client makes it.
		const props: Record<string, unknown> = {};
		let merged: Record<string, unknown> = {};
		for (const [i, node] of spec.nodes.entries()) {
			const server = opts.data[i]?.data ?? null;
			const own = node.load ? ((await node.load({ params: mark.params, data: server, url })) as Record<string, unknown>) : server;
			merged = { ...merged, ...(own ?? {}) };
			props[`data_${i}`] = merged;
		}
		Object.assign(page, { url, params: mark.params, route: { id: mark.route }, status: 200, error: null, data: merged, form: null, state: history.state?.[STATES_KEY] ?? {} });
		hydrate(Root, {
			target,
			props: { ...props, stores: { page: pageStore(), navigating: pageStore(), updated: pageStore() }, page, constructors: spec.nodes.map((n) => n.component), components: [], form: null }
		});
	};
}

/** SvelteKit's start.js exports it too (the style sheets of a node loaded later): an island has them all in the page. */
export function load_css(): void {}
