import { easeCubicInOut, easeLinear, easeQuadIn, easeQuadOut } from 'd3-ease';
import type { Easing } from './types';

/**
 * The timing of each segment, from d3-ease: each maps [0, 1] onto [0, 1], monotone, with f(0) = 0
 * and f(1) = 1 exactly and no overshoot, so that a segment between two points inside the (convex)
 * venue never leaves it.
 */
export const EASINGS: Record<Easing, (u: number) => number> = {
	linear: easeLinear,
	in: easeQuadIn,
	out: easeQuadOut,
	'in-out': easeCubicInOut
};

export function ease(kind: Easing, u: number): number {
	const v = Math.min(1, Math.max(0, u));
	return EASINGS[kind](v);
}
