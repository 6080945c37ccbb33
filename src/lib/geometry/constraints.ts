import { add, dist, distToSegment, dot, len, perp, scale, sub, unit } from './vec';
import type { Citation, Point, Rect, Role, Team } from './types';
import type { Detail } from './wording';

/*
 * Every placement rule is one of a few shapes. Each shape knows its signed distance (positive
 * where legal, negative by how far a point is from legal), the curves bounding it (for the exact
 * nearest-legal solver) and how to say in numbers what is wrong.
 */

export type Shape =
	/** Legal where normal . p <= offset (normal is a unit vector). */
	| { kind: 'halfplane'; normal: Point; offset: number }
	/** Legal at least `radius` from `center`. */
	| { kind: 'min-distance'; center: Point; radius: number }
	/** Legal within `radius` of the segment a-b. */
	| { kind: 'near-segment'; a: Point; b: Point; radius: number }
	/**
	 * Legal outside the goal: not on or behind the goal line at x = lineX (side = +1 if behind means x < lineX)
	 * between the posts. With `lineLegal`, the line itself is legal: a band "no closer than" a distance
	 * (build.ts awayFromMouth), not a goal.
	 */
	| { kind: 'outside-goal'; lineX: number; behind: 1 | -1; halfWidth: number; lineLegal?: true }
	/** Legal where |y| >= value (either side of the goal), or, with `side`, side * y >= value. */
	| { kind: 'abs-y-at-least'; value: number; side?: 1 | -1 }
	/** Legal outside the right-of-way corridor from `from` to `to` (half width `halfWidth`), or anywhere at least `clearRadius` from `from`. */
	| { kind: 'right-of-way'; from: Point; to: Point; halfWidth: number; clearRadius: number }
	/**
	 * Legal where normal . p <= offset (a halfplane, as above) or anywhere off the playing field `field`
	 * (beyond a side line, the boards or a back line): the field's "unless they are off the field".
	 */
	| { kind: 'halfplane-or-off-field'; normal: Point; offset: number; field: Rect };

export interface Constraint {
	id: string;
	/** Which team and roles it binds. */
	teams: Team[];
	roles: Role[];
	shape: Shape;
	citation: Citation;
	/** Says what is wrong at p, in numbers, in English; only called where the point is illegal. */
	explain: (p: Point) => string;
	/** The same as data (a code and its numbers), for pages in other languages. */
	detail: (p: Point) => Detail;
}

/**
 * How far in front of the goal line the goal reaches (yards): not a rule distance, only more than the
 * checker's tolerance, so that a point on the line between the posts (or a rounding hair in front of
 * it) reads as in the goal.
 */
export const ON_GOAL_LINE = 0.01;

/** Signed distance: >= 0 legal, < 0 illegal by that many yards. */
export function signedDistance(shape: Shape, p: Point): number {
	switch (shape.kind) {
		case 'halfplane':
			return shape.offset - dot(shape.normal, p);
		case 'min-distance':
			return dist(p, shape.center) - shape.radius;
		case 'near-segment':
			return shape.radius - distToSegment(p, shape.a, shape.b);
		case 'outside-goal': {
			const inFront = (p.x - shape.lineX) * shape.behind;
			const beside = Math.abs(p.y) - shape.halfWidth;
			// "behind their back line, outside of the goal" (field P2 from the 30, P3; RULE-READINGS, third
			// pass): the goal line between the posts is inside the goal, so the goal reaches ON_GOAL_LINE in
			// front of it and a point on the line is in the goal by that much; a post (|y| = half the goal) is outside it.
			return Math.max(inFront - (shape.lineLegal ? 0 : ON_GOAL_LINE), beside);
		}
		case 'abs-y-at-least':
			return (shape.side ? shape.side * p.y : Math.abs(p.y)) - shape.value;
		case 'right-of-way': {
			const outside = corridorOutsideDistance(shape, p);
			return Math.max(outside, dist(p, shape.from) - shape.clearRadius);
		}
		case 'halfplane-or-off-field':
			return Math.max(shape.offset - dot(shape.normal, p), offFieldDistance(shape.field, p));
	}
}

/** Signed distance to the outside of a rectangle: positive off it (by how far), negative on it (by how far in from its nearest edge). */
export function offFieldDistance(r: Rect, p: Point): number {
	const dx = Math.max(r.minX - p.x, p.x - r.maxX);
	const dy = Math.max(r.minY - p.y, p.y - r.maxY);
	if (dx > 0 || dy > 0) return Math.hypot(Math.max(dx, 0), Math.max(dy, 0));
	return Math.max(dx, dy);
}

/** Corridor frame: t along from->to, s across. */
function corridorFrame(shape: { from: Point; to: Point }) {
	const axis = sub(shape.to, shape.from);
	const u = unit(axis);
	return { u, n: perp(u), length: len(axis) };
}

/** Signed distance to the outside of the corridor rectangle (positive outside). */
function corridorOutsideDistance(shape: Extract<Shape, { kind: 'right-of-way' }>, p: Point): number {
	const { u, n, length } = corridorFrame(shape);
	const d = sub(p, shape.from);
	const t = dot(d, u);
	const s = dot(d, n);
	const dx = Math.abs(t - length / 2) - length / 2;
	const dy = Math.abs(s) - shape.halfWidth;
	const outside = Math.hypot(Math.max(dx, 0), Math.max(dy, 0));
	return outside > 0 ? outside : Math.max(dx, dy);
}

export function inCorridor(shape: Extract<Shape, { kind: 'right-of-way' }>, p: Point): boolean {
	return corridorOutsideDistance(shape, p) < 0;
}

/** A boundary curve, offset inward by `margin` where the solver asks for room to spare. */
export type Curve = { kind: 'line'; point: Point; dir: Point } | { kind: 'circle'; center: Point; radius: number };

const line = (point: Point, dir: Point): Curve => ({ kind: 'line', point, dir: unit(dir) });
const circle = (center: Point, radius: number): Curve => ({ kind: 'circle', center, radius: Math.max(radius, 0) });

/** The curves on which the boundary of {p : signedDistance(p) >= margin} lies. */
export function boundaryCurves(shape: Shape, margin = 0): Curve[] {
	switch (shape.kind) {
		case 'halfplane': {
			const foot = scale(shape.normal, shape.offset - margin);
			return [line(foot, perp(shape.normal))];
		}
		case 'min-distance':
			return [circle(shape.center, shape.radius + margin)];
		case 'near-segment': {
			const r = shape.radius - margin;
			const n = perp(unit(sub(shape.b, shape.a)));
			return [
				circle(shape.a, r),
				circle(shape.b, r),
				line(add(shape.a, scale(n, r)), sub(shape.b, shape.a)),
				line(add(shape.a, scale(n, -r)), sub(shape.b, shape.a)),
				// The ends of the flat part, where the stadium's straight sides meet its caps.
				line(shape.a, n),
				line(shape.b, n)
			];
		}
		case 'outside-goal':
			return [
				line({ x: shape.lineX + shape.behind * (margin + (shape.lineLegal ? 0 : ON_GOAL_LINE)), y: 0 }, { x: 0, y: 1 }),
				line({ x: 0, y: shape.halfWidth + margin }, { x: 1, y: 0 }),
				line({ x: 0, y: -shape.halfWidth - margin }, { x: 1, y: 0 })
			];
		case 'abs-y-at-least': {
			const v = shape.value + margin;
			const sides = shape.side ? [shape.side] : [1, -1];
			return sides.map((s) => line({ x: 0, y: s * v }, { x: 1, y: 0 }));
		}
		case 'halfplane-or-off-field': {
			const foot = scale(shape.normal, shape.offset - margin);
			const f = shape.field;
			const m = margin;
			return [
				line(foot, perp(shape.normal)),
				line({ x: f.minX - m, y: 0 }, { x: 0, y: 1 }),
				line({ x: f.maxX + m, y: 0 }, { x: 0, y: 1 }),
				line({ x: 0, y: f.minY - m }, { x: 1, y: 0 }),
				line({ x: 0, y: f.maxY + m }, { x: 1, y: 0 }),
				// With room to spare, the off-field region's corners are rounded.
				...(m > 0 ? [circle({ x: f.minX, y: f.minY }, m), circle({ x: f.maxX, y: f.minY }, m), circle({ x: f.minX, y: f.maxY }, m), circle({ x: f.maxX, y: f.maxY }, m)] : [])
			];
		}
		case 'right-of-way': {
			const { u, n, length } = corridorFrame(shape);
			const h = shape.halfWidth + margin;
			return [
				line(add(shape.from, scale(n, h)), u),
				line(add(shape.from, scale(n, -h)), u),
				line(add(shape.from, scale(u, -margin)), n),
				line(add(shape.from, scale(u, length + margin)), n),
				circle(shape.from, shape.clearRadius + margin)
			];
		}
	}
}

/** Candidate points of a curve nearest to p (the foot of the perpendicular; both radial points of a circle). */
export function projections(c: Curve, p: Point): Point[] {
	if (c.kind === 'line') {
		return [add(c.point, scale(c.dir, dot(sub(p, c.point), c.dir)))];
	}
	const d = sub(p, c.center);
	const u = len(d) === 0 ? { x: 1, y: 0 } : unit(d);
	return [add(c.center, scale(u, c.radius)), add(c.center, scale(u, -c.radius))];
}

/** Intersection points of two curves (none for parallel lines or disjoint circles). */
export function intersections(a: Curve, b: Curve): Point[] {
	if (a.kind === 'line' && b.kind === 'line') {
		const den = a.dir.x * b.dir.y - a.dir.y * b.dir.x;
		if (Math.abs(den) < 1e-12) return [];
		const d = sub(b.point, a.point);
		const t = (d.x * b.dir.y - d.y * b.dir.x) / den;
		return [add(a.point, scale(a.dir, t))];
	}
	if (a.kind === 'circle' && b.kind === 'circle') {
		const d = dist(a.center, b.center);
		if (d < 1e-12 || d > a.radius + b.radius || d < Math.abs(a.radius - b.radius)) return [];
		const along = (a.radius * a.radius - b.radius * b.radius + d * d) / (2 * d);
		const h = Math.sqrt(Math.max(a.radius * a.radius - along * along, 0));
		const u = unit(sub(b.center, a.center));
		const m = add(a.center, scale(u, along));
		return [add(m, scale(perp(u), h)), add(m, scale(perp(u), -h))];
	}
	const l = (a.kind === 'line' ? a : b) as Extract<Curve, { kind: 'line' }>;
	const c = (a.kind === 'circle' ? a : b) as Extract<Curve, { kind: 'circle' }>;
	const foot = projections(l, c.center)[0]!;
	const h2 = c.radius * c.radius - dist(foot, c.center) ** 2;
	if (h2 < 0) return [];
	const h = Math.sqrt(h2);
	return [add(foot, scale(l.dir, h)), add(foot, scale(l.dir, -h))];
}
