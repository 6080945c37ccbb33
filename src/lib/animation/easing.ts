import type { Easing } from './types';

/** Each maps [0, 1] onto [0, 1], monotone, with f(0) = 0 and f(1) = 1 exactly. */
export const EASINGS: Record<Easing, (u: number) => number> = {
	linear: (u) => u,
	in: (u) => u * u,
	out: (u) => 1 - (1 - u) * (1 - u),
	'in-out': (u) => (u < 0.5 ? 4 * u * u * u : 1 - Math.pow(-2 * u + 2, 3) / 2)
};

export function ease(kind: Easing, u: number): number {
	const v = Math.min(1, Math.max(0, u));
	return EASINGS[kind](v);
}
