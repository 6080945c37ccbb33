/*
 * How a deck slide is framed and sized for its files (PNG, ZIP, PPTX, MP4, GIF), read from the
 * back of a room: the play, as "Zoom on the play" shows it, unless the slide keeps a view of its
 * own, with markers and numbers at least the clinic's projector sizes once the picture is placed on
 * a 1920x1080 slide. The picture is drawn at DECK_DRAW and then scaled: into the diagram box of a
 * PNG (1:1) or into the PowerPoint's picture box (smaller), so the sizes are chosen for the smaller.
 * Pure.
 */
import { fitInside, frameBoxes } from './layout';

/** The size each slide's diagram is laid out at off-screen, CSS px: the diagram box of a 1920x1080 picture (frameBoxes). */
export const DECK_DRAW = { width: 1344, height: 824 } as const;

/** The PowerPoint slide (LAYOUT_WIDE), inches, and the picture's box on it (pptx.ts places it there). */
export const PPTX_SLIDE = { w: 13.333, h: 7.5 } as const;
export const PPTX_PICTURE = { x: 0.45, y: 1.5, w: 8.9, h: (8.9 * 9) / 16 } as const;
/** A worked example's slide: its words on the left, its situation's picture on the right. */
export const PPTX_EXAMPLE = {
	text: { x: 0.45, y: 1.5, w: 4.2, h: 5.0 },
	picture: { x: 4.88, y: 1.5, w: 8.0, h: (8.0 * 9) / 16 }
} as const;

/**
 * A player marker's radius and the labels' font where the picture is drawn (DECK_DRAW), CSS px.
 * On a PowerPoint slide shown at 1920x1080 the picture is scaled by pptxScale (about 0.82; 0.74
 * for a worked example's situation): a marker then 53 px across (47), its number (1.25 radii)
 * 33 px (30), the smallest label (0.8 of the font) 20 px (18); on a 1920x1080 PNG (1:1) 64 px,
 * 40 px and 24 px.
 */
export const EXPORT_MARKER_PX = 32;
export const EXPORT_LABEL_PX = 30;

/** The slide's query as its files draw it: the play (zoom=1) unless it names a view of its own. */
export function exportQuery(q: URLSearchParams): URLSearchParams {
	const out = new URLSearchParams(q);
	if (!out.has('view')) out.set('zoom', '1');
	return out;
}

/**
 * How many px on a 1920x1080 PowerPoint slide one px of a diagram drawn `drawn` px wide and tall
 * becomes: the diagram fitted into a bare 1920x1080 picture (pptx.ts' still, chrome off), the
 * picture into the slide's picture box.
 */
export function pptxScale(drawn: { width: number; height: number } = DECK_DRAW, picture: { w: number } = PPTX_PICTURE): number {
	const box = frameBoxes(1920, 1080, { caption: false, chrome: false }).diagram;
	const fitted = fitInside(drawn.width / drawn.height, box);
	return (fitted.width / drawn.width) * (picture.w / PPTX_SLIDE.w);
}

/** As pptxScale, for a 1920x1080 PNG with its title, legend and source line. */
export function pngScale(drawn: { width: number; height: number } = DECK_DRAW): number {
	const box = frameBoxes(1920, 1080, { caption: false }).diagram;
	return fitInside(drawn.width / drawn.height, box).width / drawn.width;
}
