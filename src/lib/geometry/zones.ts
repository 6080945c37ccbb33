import { ON_GOAL_LINE, type Constraint, type Shape } from './constraints';
import type { Point, Rect } from './types';
import { add, dot, len, perp, scale, sub, unit } from './vec';

/*
 * A team's legal zone as polygons for drawing: the union of `parts` minus the `holes`. Curved
 * edges are polygons drawn on the safe side (circles cut out circumscribed, arcs kept inscribed),
 * so every point drawn as legal is legal.
 */
export interface ZonePolygons {
	parts: Point[][];
	holes: Point[][];
}

const SEGMENTS = 72;

export function rectPolygon(r: Rect): Point[] {
	return [
		{ x: r.minX, y: r.minY },
		{ x: r.maxX, y: r.minY },
		{ x: r.maxX, y: r.maxY },
		{ x: r.minX, y: r.maxY }
	];
}

/** Keeps the part of a polygon where normal . p <= offset (Sutherland-Hodgman against one edge). */
export function clipHalfplane(poly: Point[], normal: Point, offset: number): Point[] {
	const out: Point[] = [];
	const inside = (p: Point) => dot(normal, p) <= offset + 1e-9;
	for (let i = 0; i < poly.length; i++) {
		const a = poly[i]!;
		const b = poly[(i + 1) % poly.length]!;
		const ina = inside(a);
		const inb = inside(b);
		if (ina) out.push(a);
		if (ina !== inb) {
			const da = dot(normal, a) - offset;
			const db = dot(normal, b) - offset;
			const t = da / (da - db);
			out.push(add(a, scale(sub(b, a), t)));
		}
	}
	return out;
}

/** Clips a polygon to a convex polygon (counter-clockwise or clockwise). */
function clipConvex(poly: Point[], convex: Point[]): Point[] {
	const orientation = Math.sign(area(convex)) || 1;
	let out = poly;
	for (let i = 0; i < convex.length && out.length; i++) {
		const a = convex[i]!;
		const b = convex[(i + 1) % convex.length]!;
		// Outward normal for this orientation.
		const n = scale(perp(sub(b, a)), -orientation);
		out = clipHalfplane(out, n, dot(n, a));
	}
	return out;
}

export function area(poly: Point[]): number {
	let s = 0;
	for (let i = 0; i < poly.length; i++) {
		const a = poly[i]!;
		const b = poly[(i + 1) % poly.length]!;
		s += a.x * b.y - b.x * a.y;
	}
	return s / 2;
}

/** A regular polygon around a circle: circumscribed (covers it) or inscribed (inside it). */
export function circlePolygon(c: Point, r: number, fit: 'outside' | 'inside', n = SEGMENTS): Point[] {
	const R = fit === 'outside' ? r / Math.cos(Math.PI / n) : r;
	return Array.from({ length: n }, (_, i) => {
		const a = (2 * Math.PI * i) / n;
		return { x: c.x + R * Math.cos(a), y: c.y + R * Math.sin(a) };
	});
}

/** The set within r of segment ab, as an inscribed polygon (a stadium). */
function stadiumPolygon(a: Point, b: Point, r: number): Point[] {
	const u = unit(sub(b, a));
	const base = Math.atan2(u.y, u.x);
	const half = SEGMENTS / 2;
	const pts: Point[] = [];
	for (let i = 0; i <= half; i++) {
		const t = base - Math.PI / 2 + (Math.PI * i) / half;
		pts.push({ x: b.x + r * Math.cos(t), y: b.y + r * Math.sin(t) });
	}
	for (let i = 0; i <= half; i++) {
		const t = base + Math.PI / 2 + (Math.PI * i) / half;
		pts.push({ x: a.x + r * Math.cos(t), y: a.y + r * Math.sin(t) });
	}
	return pts;
}

function apply(shape: Shape, parts: Point[][], holes: Point[][], area_: Rect): Point[][] {
	switch (shape.kind) {
		case 'halfplane':
			return parts.map((p) => clipHalfplane(p, shape.normal, shape.offset));
		case 'near-segment': {
			const st = stadiumPolygon(shape.a, shape.b, shape.radius);
			return parts.map((p) => clipConvex(p, st));
		}
		case 'abs-y-at-least': {
			const up = (p: Point[]) => clipHalfplane(p, { x: 0, y: -1 }, -shape.value);
			const down = (p: Point[]) => clipHalfplane(p, { x: 0, y: 1 }, -shape.value);
			if (shape.side === 1) return parts.map(up);
			if (shape.side === -1) return parts.map(down);
			return parts.flatMap((p) => [up(p), down(p)]);
		}
		case 'min-distance':
			holes.push(circlePolygon(shape.center, shape.radius, 'outside'));
			return parts;
		case 'outside-goal': {
			const far = shape.behind === 1 ? area_.minX : area_.maxX;
			const lineX = shape.lineX + (shape.lineLegal ? 0 : shape.behind * ON_GOAL_LINE);
			holes.push(
				rectPolygon({
					minX: Math.min(far, lineX),
					maxX: Math.max(far, lineX),
					minY: -shape.halfWidth,
					maxY: shape.halfWidth
				})
			);
			return parts;
		}
		case 'halfplane-or-off-field': {
			// The halfplane, plus the strips off the field outside it: four disjoint pieces around the field.
			const f = shape.field;
			const notIn = (p: Point[]) => clipHalfplane(p, scale(shape.normal, -1), -shape.offset);
			const strips = (p: Point[]) => [
				clipHalfplane(p, { x: 1, y: 0 }, f.minX),
				clipHalfplane(p, { x: -1, y: 0 }, -f.maxX),
				clipHalfplane(clipHalfplane(clipHalfplane(p, { x: -1, y: 0 }, -f.minX), { x: 1, y: 0 }, f.maxX), { x: 0, y: 1 }, f.minY),
				clipHalfplane(clipHalfplane(clipHalfplane(p, { x: -1, y: 0 }, -f.minX), { x: 1, y: 0 }, f.maxX), { x: 0, y: -1 }, -f.maxY)
			];
			return parts.flatMap((p) => [clipHalfplane(p, shape.normal, shape.offset), ...strips(notIn(p))]);
		}
		case 'right-of-way': {
			const u = unit(sub(shape.to, shape.from));
			const n = perp(u);
			const l = len(sub(shape.to, shape.from));
			const h = shape.halfWidth;
			const corridor = [
				add(shape.from, scale(n, -h)),
				add(add(shape.from, scale(u, l)), scale(n, -h)),
				add(add(shape.from, scale(u, l)), scale(n, h)),
				add(shape.from, scale(n, h))
			];
			const hole = clipConvex(corridor, circlePolygon(shape.from, shape.clearRadius, 'outside'));
			if (hole.length >= 3) holes.push(hole);
			return parts;
		}
	}
}

/** The drawable zone of the constraints binding one team and role, inside `area_`. */
export function zonePolygons(constraints: readonly Constraint[], area_: Rect): ZonePolygons {
	let parts: Point[][] = [rectPolygon(area_)];
	const holes: Point[][] = [];
	for (const c of constraints) parts = apply(c.shape, parts, holes, area_);
	return { parts: parts.filter((p) => p.length >= 3 && Math.abs(area(p)) > 1e-6), holes };
}
