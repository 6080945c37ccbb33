/*
 * A penalty page's oEmbed answer in one language (share/oembed.ts), a static JSON file written at
 * build time; the page links it (<link rel="alternate" type="application/json+oembed">).
 */
import { error, json } from '@sveltejs/kit';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import { homeAspect } from '$lib/share/embedSize';
import { oembedFor } from '$lib/share/oembed';
import { penaltyShare, shareEntries } from '$lib/share/pages.server';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from '$lib/share/preview';
import { absoluteUrl, previewImageUrl } from '$lib/share/site';
import type { EntryGenerator, RequestHandler } from './$types';

export const prerender = true;

export const entries: EntryGenerator = shareEntries;

export const GET: RequestHandler = ({ params }) => {
	const share = penaltyShare(params.venue, params.id, params.lang);
	if (!share) error(404, 'No such penalty');
	const locale = params.lang as Locale;
	const lo = { locale };
	return json(
		oembedFor({
			title: `${share.title} · ${m.site_name({}, lo)}`,
			provider: { name: m.site_name({}, lo), url: absoluteUrl('/', locale) },
			embed: absoluteUrl(`/embed/${params.venue}/${encodeURIComponent(params.id)}`, locale),
			aspect: homeAspect(share.setup.venue),
			thumbnail: { url: previewImageUrl(params.venue, params.id, locale), width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT }
		})
	);
};
