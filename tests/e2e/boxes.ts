/*
 * Boxes as a person sees them: CSS px from getBoundingClientRect (the fields a DOMRect gives), and
 * how two of them meet. Shared by the readability specs (clinic-measure.ts, readability-drills).
 * The boxes are read inside page.evaluate, which cannot import: each spec copies the DOMRect's
 * fields into plain objects of this shape there.
 */

/** A box on screen, CSS px. */
export interface Box {
	left: number;
	top: number;
	right: number;
	bottom: number;
	width: number;
	height: number;
}

/**
 * Whether two boxes overlap by more than `pad` px both ways (their intersection's width and
 * height): a box a pixel or less thick (a straight line's path) covers nothing.
 */
export const overlap = (a: Box, b: Box, pad = 0) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > pad && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > pad;

/** Whether `a` lies inside `b`, give or take `pad` px. */
export const inside = (a: Box, b: Box, pad = 1) => a.left >= b.left - pad && a.right <= b.right + pad && a.top >= b.top - pad && a.bottom <= b.bottom + pad;
