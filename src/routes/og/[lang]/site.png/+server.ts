/*
 * The site's own preview picture in one language (og:image of the pages that draw no single
 * penalty): the site's heading over a typical setup, field Penalty 2.
 */
import { error } from '@sveltejs/kit';
import { m } from '$lib/paraglide/messages';
import { locales, type Locale } from '$lib/paraglide/runtime';
import { penaltyShare } from '$lib/share/pages.server';
import { previewPng } from '$lib/share/previewPng.server';
import type { EntryGenerator, RequestHandler } from './$types';

export const prerender = true;

export const entries: EntryGenerator = () => locales.map((lang) => ({ lang }));

export const GET: RequestHandler = ({ params }) => {
	const share = penaltyShare('field', '2', params.lang);
	if (!share) error(404, 'No such language');
	const locale = params.lang as Locale;
	return previewPng(share, locale, m.home_h1({}, { locale }));
};
