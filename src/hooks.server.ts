import type { Handle } from '@sveltejs/kit';
import { base } from '$app/paths';
import { paraglideMiddleware } from '$lib/paraglide/server';
import { urlWithoutBase } from '$lib/i18n/base';

// Sets the locale of each prerendered page from its URL and writes it into <html lang>. paraglide reads
// the URL without the base path (its patterns are for a site at the root); the page keeps its own request.
export const handle: Handle = ({ event, resolve }) => {
	const bare = urlWithoutBase(event.url, base);
	const request = bare ? new Request(bare, event.request) : event.request;
	return paraglideMiddleware(request, ({ locale }) =>
		resolve(event, {
			transformPageChunk: ({ html }) => html.replace('%paraglide.lang%', locale)
		})
	);
};
