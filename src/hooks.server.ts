import type { Handle } from '@sveltejs/kit';
import { base } from '$app/paths';
import { paraglideMiddleware } from '$lib/paraglide/server';
import { urlWithoutBase } from '$lib/i18n/base';
import { deferStart } from '$lib/island/deferStart';
import { embedHeightScript } from '$lib/share/embedHeight';

// Sets the locale of each prerendered page from its URL and writes it into <html lang>. paraglide reads
// the URL without the base path (its patterns are for a site at the root); the page keeps its own request.
// The embedded diagram starts SvelteKit only when it is used (deferStart: its first visit inside
// another site's page loads no framework); its own small script tells the host page its height. The
// clinic deck starts the same way: one big prerendered slide until the presenter acts (the key is kept).
export const handle: Handle = ({ event, resolve }) => {
	const bare = urlWithoutBase(event.url, base);
	const request = bare ? new Request(bare, event.request) : event.request;
	const embed = event.route.id?.startsWith('/(bare)/embed/') ?? false;
	const deck = event.route.id === '/(bare)/clinic';
	return paraglideMiddleware(request, ({ locale }) =>
		resolve(event, {
			transformPageChunk: ({ html, done }) => {
				const page = html.replace('%paraglide.lang%', locale);
				if (!done) return page;
				if (embed) return deferStart(page, embedHeightScript(event.params.venue ?? '', event.params.id ?? ''));
				return deck ? deferStart(page) : page;
			}
		})
	);
};
