import type { Handle } from '@sveltejs/kit';
import { dev } from '$app/environment';
import { base } from '$app/paths';
import { paraglideMiddleware } from '$lib/paraglide/server';
import { urlWithoutBase } from '$lib/i18n/base';
import gateSource from '$lib/island/gate.js?raw';
import { compactScript, inertStart, withInlineScripts } from '$lib/island/page';
import { treePreloads, withTreePreloads } from '$lib/island/trees';
import { embedHeightScript } from '$lib/share/embedHeight';

/** The gate as every page runs it (gate.js without its comments). */
const GATE = compactScript(gateSource);

// Sets the locale of each prerendered page from its URL and writes it into <html lang>. paraglide reads
// the URL without the base path (its patterns are for a site at the root); the page keeps its own request.
// Every page starts SvelteKit only when it is used (the gate, gate.js, with SvelteKit's own start-up
// script made inert: page.ts): a first visit that only reads loads no script, the markup being complete
// without one. The embed's own small script tells its host page the height it needs at once. The
// fallback page (404.html, no route) is drawn by the browser: it starts at once. (Not in `vite dev`,
// whose pages load their modules another way.)
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
				const gated = route && !deals ? inertStart(page, where, (hrefs) => treePreloads(hrefs, locale)) : withTreePreloads(page, locale);
				const scripts = embed ? [GATE, embedHeightScript(event.params.venue ?? '', event.params.id ?? '')] : [GATE];
				return withInlineScripts(gated, scripts, where);
			}
		})
	);
};
