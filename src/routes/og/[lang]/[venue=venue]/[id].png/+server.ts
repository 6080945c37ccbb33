/*
 * A penalty's link-preview picture in one language, a 1200 x 630 PNG written at build time: the
 * og:image of its page and the thumbnail of its oEmbed answer (share/previewPng.server.ts).
 */
import { error } from '@sveltejs/kit';
import type { Locale } from '$lib/paraglide/runtime';
import { penaltyShare, shareEntries } from '$lib/share/pages.server';
import { previewPng } from '$lib/share/previewPng.server';
import type { EntryGenerator, RequestHandler } from './$types';

export const prerender = true;

export const entries: EntryGenerator = shareEntries;

export const GET: RequestHandler = ({ params }) => {
	const share = penaltyShare(params.venue, params.id, params.lang);
	if (!share) error(404, 'No such penalty');
	return previewPng(share, params.lang as Locale);
};
