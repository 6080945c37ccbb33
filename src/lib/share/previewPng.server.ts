/*
 * A preview picture as a PNG: the setup drawn by preview.ts, rendered by resvg (a plain SVG
 * renderer, no browser) with the system's fonts (DejaVu Sans, else Liberation Sans). Server only:
 * src/routes/og writes one per penalty and language, and the site's own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { standardLineup } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import { legendEntries } from '$lib/view/legend';
import type { PenaltyShare } from './pages.server';
import { paletteFromCss, previewSvg } from './preview';

/** The light theme's colours, read from its style sheet when the site is built (from the project's folder). */
export function lightPalette() {
	return paletteFromCss(readFileSync(join(process.cwd(), 'src/themes/light.css'), 'utf8'));
}

/** The PNG of `share`'s setup under `title` (default: the penalty's own). */
export function previewPng(share: PenaltyShare, locale: Locale, title = share.title): Response {
	const { setup } = share;
	const players = setup.placement ? standardLineup(setup) : [];
	const svg = previewSvg({
		setup,
		players,
		title,
		site: `${m.site_name({}, { locale })} · ${m.site_tagline({}, { locale })}`,
		legend: setup.placement ? legendEntries(setup, players, locale) : [],
		outcome: setup.placement ? undefined : share.description,
		palette: lightPalette()
	});
	const png = new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
	return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
}
