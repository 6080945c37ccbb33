import { boundaryCurves, intersections, projections, signedDistance, type Constraint, type Curve } from './constraints';
import { GeometryError } from './errors';
import { dist } from './vec';
import type { Point } from './types';

const TOL = 1e-7;

/**
 * How far inside the rule a moved player is put: positions go into URLs rounded to 0.1 yd, which
 * moves a point by up to 0.071 yd, so a tenth of a yard keeps a corrected position legal there.
 */
export const ROUNDING_ROOM = 0.1;

export function isLegal(constraints: readonly Constraint[], p: Point, margin = 0): boolean {
	return constraints.every((c) => signedDistance(c.shape, p) >= margin - TOL);
}

/**
 * The exact nearest point of {p : every constraint holds with `margin` to spare}. The region's
 * boundary lies on the constraints' curves, so the nearest point is p itself, the foot of p on one
 * curve, or where two curves cross: try them all and keep the nearest that is legal.
 * Returns null when the region is empty.
 */
export function nearestPoint(constraints: readonly Constraint[], p: Point, margin = 0): Point | null {
	if (isLegal(constraints, p, margin)) return p;
	const curves: Curve[] = constraints.flatMap((c) => boundaryCurves(c.shape, margin));
	const candidates: Point[] = [];
	for (const c of curves) candidates.push(...projections(c, p));
	for (let i = 0; i < curves.length; i++) {
		for (let j = i + 1; j < curves.length; j++) candidates.push(...intersections(curves[i]!, curves[j]!));
	}
	let best: Point | null = null;
	let bestD = Infinity;
	for (const q of candidates) {
		if (!Number.isFinite(q.x) || !Number.isFinite(q.y)) continue;
		const d = dist(p, q);
		// Ties (a foul exactly on the goal axis, say) go to the side p is on, so mirrored input gives mirrored output.
		const tie = best !== null && Math.abs(d - bestD) < 1e-9 && q.y * Math.sign(p.y) > best.y * Math.sign(p.y);
		if ((d < bestD - 1e-9 || tie) && isLegal(constraints, q, margin)) {
			best = q;
			bestD = Math.min(d, bestD);
		}
	}
	return best;
}

/** nearestPoint with room to spare where there is room, less room where there is not; throws when nothing is legal. */
export function nearestLegalPoint(constraints: readonly Constraint[], p: Point, margin = 0): Point {
	let found: Point | null = null;
	for (const m of [margin, ROUNDING_ROOM, 0]) {
		if (m > margin) continue;
		found = nearestPoint(constraints, p, m);
		if (found) break;
	}
	if (!found) {
		throw new GeometryError('no-legal-position', 'No position satisfies every constraint of this setup', {
			constraints: constraints.map((c) => c.id)
		});
	}
	return found;
}
