/*
 * A phone's close-up before any script runs. A phone opens a diagram zoomed on the play; the
 * prerendered page cannot know it is on a phone, and it draws the setup once (one drawing per
 * diagram), laid out for a desktop width. So the phone's first view is made by CSS alone: the
 * drawing is enlarged inside a box of the close-up's shape and moved so that the close-up fills it
 * (a crop), its strokes and its markers brought back to their on-screen size through CSS variables
 * (--px, --glyph), its text labels hidden (they were laid out for the whole venue) until the code
 * runs and draws the same view properly. Pure: the numbers the CSS needs.
 */
import type { Rect, Venue } from '$lib/geometry';
import { boxWithMargins, fitSizes, markerPx } from './frame';
import { venueLabels } from './labels';
import { fitView, viewRect } from './view';

/** A phone's diagram width before it is measured (a 390 px screen less the page's padding), CSS px. */
export const PHONE_DIAGRAM_WIDTH = 374;

export interface PhoneCrop {
	/** The close-up's shape (width / height): the box's aspect ratio. */
	aspect: number;
	/** The drawing's width, as a multiple of the box's. */
	scale: number;
	/** The drawing's left and top edges from the box's, as fractions of the box's width and height. */
	left: number;
	top: number;
	/** On the close-up: yards per CSS px (--px), and how much to shrink the markers (--glyph). */
	px: number;
	glyph: number;
}

/**
 * The crop that shows `play` (yards) on a phone as the diagram's code will show it (Diagram's
 * fitArea at PHONE_DIAGRAM_WIDTH), for a drawing whose viewBox is `drawnBox` with markers of
 * `drawnPlayer` yards.
 */
export function phoneCrop(venue: Venue, base: Rect, labels: boolean, play: Rect, drawnBox: Rect, drawnPlayer: number, widthPx = PHONE_DIAGRAM_WIDTH): PhoneCrop {
	const marker = markerPx(widthPx);
	const hs = fitSizes(base, widthPx, labels, marker);
	const rows = labels ? venueLabels(venue, base, hs.font).rows : 0;
	const home = boxWithMargins(base, hs.font, labels, rows);
	const aspect = (home.maxX - home.minX) / (home.maxY - home.minY);
	const ps = fitSizes(play, widthPx, labels, marker);
	const r = viewRect(fitView(boxWithMargins(play, ps.font, labels, 2), home), aspect);
	const w = r.maxX - r.minX;
	const h = r.maxY - r.minY;
	const pxPerYard = widthPx / w;
	return {
		aspect,
		scale: (drawnBox.maxX - drawnBox.minX) / w,
		left: -(r.minX - drawnBox.minX) / w,
		top: -(drawnBox.maxY - r.maxY) / h,
		px: 1 / pxPerYard,
		glyph: marker / pxPerYard / drawnPlayer
	};
}
