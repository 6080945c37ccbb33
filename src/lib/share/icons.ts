/*
 * The home-screen icons (the web manifest's, apple-touch-icon), drawn at build time from the site's
 * one icon, static/favicon.svg (src/routes/icons renders them to PNG). A maskable icon and the
 * apple-touch-icon are full-bleed: the platform cuts its own shape, so the picture keeps to the
 * central safe zone (the middle 80 %, web manifest spec) on the icon's own green. Pure.
 */

/** The icon's background green and the page colour a launched app starts on. */
export const THEME_COLOUR = '#2f6b3a';
export const BACKGROUND_COLOUR = '#ffffff';

export interface Icon {
	name: string;
	size: number;
	/** Full-bleed, the picture inside the safe zone. */
	bleed: boolean;
}

export const ICONS: readonly Icon[] = [
	{ name: 'icon-192', size: 192, bleed: false },
	{ name: 'icon-512', size: 512, bleed: false },
	{ name: 'maskable-512', size: 512, bleed: true },
	{ name: 'apple-touch-icon', size: 180, bleed: true }
];

/** The SVG of `icon` from the favicon's SVG text (its viewBox, 32 units square). */
export function iconSvg(favicon: string, icon: Icon): string {
	const inner = favicon.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
	const s = icon.size;
	// The favicon's square at 56 % of a full-bleed icon: its corners (0.28 * sqrt 2 = 0.396 of the
	// side from the centre) stay inside the safe circle of radius 0.4.
	const scale = icon.bleed ? (s * 0.56) / 32 : s / 32;
	const at = icon.bleed ? (s - 32 * scale) / 2 : 0;
	const bg = icon.bleed ? `<rect width="${s}" height="${s}" fill="${THEME_COLOUR}"/>` : '';
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">${bg}<g transform="translate(${at} ${at}) scale(${scale})">${inner}</g></svg>`;
}
