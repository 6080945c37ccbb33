import type { Handle } from '@sveltejs/kit';
import { base } from '$app/paths';
import { paraglideMiddleware } from '$lib/paraglide/server';
import { urlWithoutBase } from '$lib/i18n/base';
import { deferStart } from '$lib/island/deferStart';
import { embedHeightScript } from '$lib/share/embedHeight';

// Sets the locale of each prerendered page from its URL and writes it into <html lang>. paraglide reads
// the URL without the base path (its patterns are for a site at the root); the page keeps its own request.
// Every page starts SvelteKit only when it is used (deferStart: a first visit that only reads loads no
// script; the markup is complete without one). The embed's own small script tells its host page the
// height it needs at once. The fallback page (404.html, no route) is drawn by the browser: it starts at once.
export const handle: Handle = ({ event, resolve }) => {
	const bare = urlWithoutBase(event.url, base);
	const request = bare ? new Request(bare, event.request) : event.request;
	const route = event.route.id;
	const embed = route?.startsWith('/(bare)/embed/') ?? false;
	// The drill pages show what only the browser knows (a drill dealt at random, the scores kept on
	// this device): they start at once, or the prerendered demo would change under the user's pointer.
	const deals = route?.startsWith('/drills') ?? false;
	return paraglideMiddleware(request, ({ locale }) =>
		resolve(event, {
			transformPageChunk: ({ html, done }) => {
				const page = html.replace('%paraglide.lang%', locale);
				if (!done || !route || deals) return page;
				return deferStart(page, embed ? embedHeightScript(event.params.venue ?? '', event.params.id ?? '') : '');
			}
		})
	);
};
