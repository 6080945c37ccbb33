import type { Handle } from '@sveltejs/kit';
import { dev } from '$app/environment';
import { base } from '$app/paths';
import { paraglideMiddleware } from '$lib/paraglide/server';
import { urlWithoutBase } from '$lib/i18n/base';
import gateSource from '$lib/island/gate.js?raw';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ISLAND_ROUTES, ISLANDS_MANIFEST, type IslandFiles } from '$lib/island/mark';
import { compactScript, inertStart, withInlineScripts, withIslandMark } from '$lib/island/page';
import { islandPreloads, treePreloads, withTreePreloads } from '$lib/island/trees';
import { embedHeightScript } from '$lib/share/embedHeight';

/** The gate as every page runs it (gate.js without its comments). */
const GATE = compactScript(gateSource);

/** The islands' files (scripts/locale-trees.mjs wrote them when the client was built; read once, when prerendering). */
let islands: Record<string, IslandFiles> | undefined;
function islandFiles(name: string): IslandFiles {
	islands ??= JSON.parse(readFileSync(join(process.env.KIT_OUT_DIR ?? '.svelte-kit', ISLANDS_MANIFEST), 'utf8')) as Record<string, IslandFiles>;
	const files = islands[name];
	if (!files) throw new Error(`hooks: the build made no island "${name}" (scripts/islands.mjs)`);
	return files;
}

// Sets the locale of each prerendered page from its URL and writes it into <html lang>. paraglide reads
// the URL without the base path (its patterns are for a site at the root); the page keeps its own request.
// Every page starts SvelteKit only when it is used (the gate, gate.js, with SvelteKit's own start-up
// script made inert: page.ts): a first visit that only reads loads no script, the markup being complete
// without one. The embed's own small script tells its host page the height it needs at once. The
// fallback page (404.html, no route) is drawn by the browser: it starts at once. (Not in `vite dev`,
// whose pages load their modules another way.) The pages of ISLAND_ROUTES are islands
// (src/lib/island/islands/start.ts): their mark says so, and their preloads are the island's scripts,
// not SvelteKit's client.
export const handle: Handle = ({ event, resolve }) => {
	const bare = urlWithoutBase(event.url, base);
	const request = bare ? new Request(bare, event.request) : event.request;
	const route = event.route.id;
	const embed = route?.startsWith('/(bare)/embed/') ?? false;
	// The drill pages show what only the browser knows (a drill dealt at random, the scores kept on
	// this device): they start at once, or the prerendered demo would change under the user's pointer.
	// So does the deck page (the deck kept on this device).
	const deals = (route?.startsWith('/(site)/drills') || route === '/(site)/deck') ?? false;
	const where = event.url.pathname;
	return paraglideMiddleware(request, ({ locale }) =>
		resolve(event, {
			transformPageChunk: ({ html, done }) => {
				const page = html.replace('%paraglide.lang%', locale);
				if (!done || dev) return page;
				// The page's scripts are those of its language's tree (scripts/locale-trees.mjs).
				const name = route ? ISLAND_ROUTES[route] : undefined;
				const island = name ? islandFiles(name) : null;
				const preloads = (hrefs: string[]) => (island ? islandPreloads(hrefs, locale, island, event.params.venue) : treePreloads(hrefs, locale));
				const inert = route && !deals ? inertStart(page, where, preloads) : withTreePreloads(page, locale);
				const scene = island?.scenes?.[event.params.venue ?? ''];
				const mark = name && route ? { island: name, route, params: event.params as Record<string, string>, ...(scene ? { scene } : {}) } : null;
				const gated = mark ? withIslandMark(inert, mark, where) : inert;
				const scripts = embed ? [GATE, embedHeightScript(event.params.venue ?? '', event.params.id ?? '')] : [GATE];
				return withInlineScripts(gated, scripts, where);
			}
		})
	);
};
