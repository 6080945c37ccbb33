/*
 * How big an embed is before it can say so itself (its height message, embedMessage.ts): what the
 * iframe snippet, the web component and the Embed dialog's preview start from. Pure.
 *
 * Its height at a width W is the diagram's, W / aspect, plus the embed's head and row of controls,
 * one line each at every width (Embed.svelte keeps them so): EMBED_CHROME_PX. The aspect is the
 * one Diagram gives its home view (the venue's surround with the label margins for that width).
 */
import type { Venue } from '$lib/geometry';
import { boxWithMargins, fitSizes, markerPx } from '$lib/diagram/frame';
import { venueLabels } from '$lib/diagram/labels';

/** The embed's head, row of controls and padding, CSS px (measured by readability-embed.spec). */
export const EMBED_CHROME_PX = 84;

/** The width (CSS px) the snippet's aspect is taken at: a club's content column. */
export const SNIPPET_WIDTH = 640;

/** Width / height of the diagram's home view (the whole venue and its labels) drawn `widthPx` wide, as Diagram lays it out. */
export function homeAspect(venue: Venue, widthPx = SNIPPET_WIDTH): number {
	const base = venue.surround;
	const sizes = fitSizes(base, widthPx, true, markerPx(widthPx));
	const rows = venueLabels(venue, base, sizes.font).rows;
	const box = boxWithMargins(base, sizes.font, true, rows);
	return (box.maxX - box.minX) / (box.maxY - box.minY);
}

/** The embed's natural height (CSS px) at `widthPx`, with its controls or without (controls=0 keeps the head). */
export function embedHeightAt(widthPx: number, aspect: number, chrome = EMBED_CHROME_PX): number {
	return Math.ceil(widthPx / aspect + chrome);
}

/** A size the Embed dialog offers: null fits the host's column (full width, as tall as it needs). */
export interface FixedSize {
	width: number;
	height: number;
}

/** The sizes offered beside "fits the page": a classic 600 x 400 frame and a phone's 360 x 300. */
export const FIXED_SIZES: readonly FixedSize[] = [
	{ width: 600, height: 400 },
	{ width: 360, height: 300 }
];

/** A size as written in a web component's size attribute and the dialog's choice: '600x400'. */
export function sizeKey(size: FixedSize | null): string {
	return size ? `${size.width}x${size.height}` : 'fit';
}
