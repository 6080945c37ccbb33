/*
 * The web manifest in each language (/manifest.webmanifest, /fr/manifest.webmanifest, ...): the site
 * installs to a home screen under its name in the page's language and opens on that language's home
 * page. Addresses are relative to the manifest's own, so the file works under any sub-path.
 */
import { m } from '$lib/paraglide/messages';
import { baseLocale, getLocale } from '$lib/paraglide/runtime';
import { BACKGROUND_COLOUR, ICONS, THEME_COLOUR } from '$lib/share/icons';
import type { RequestHandler } from './$types';

export const prerender = true;

export const GET: RequestHandler = () => {
	const locale = getLocale();
	const lo = { locale };
	// /fr/manifest.webmanifest: the icons are at the site's root, one level up.
	const up = locale === baseLocale ? '' : '../';
	const manifest = {
		name: `${m.site_name({}, lo)} · ${m.site_tagline({}, lo)}`,
		short_name: m.site_name({}, lo),
		description: m.home_description({}, lo),
		lang: locale,
		start_url: './',
		// The whole site, every language.
		scope: up || './',
		display: 'standalone',
		theme_color: THEME_COLOUR,
		background_color: BACKGROUND_COLOUR,
		icons: ICONS.filter((i) => i.name !== 'apple-touch-icon').map((i) => ({
			src: `${up}icons/${i.name}.png`,
			sizes: `${i.size}x${i.size}`,
			type: 'image/png',
			purpose: i.bleed ? 'maskable' : 'any'
		}))
	};
	return new Response(JSON.stringify(manifest, null, '\t'), { headers: { 'content-type': 'application/manifest+json' } });
};
