import type { Point, Rect } from './types';

export const pt = (x: number, y: number): Point => ({ x, y });
export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
export const len = (a: Point): number => Math.hypot(a.x, a.y);
export const dist = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
export const perp = (a: Point): Point => ({ x: -a.y, y: a.x });
export const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

export function unit(a: Point): Point {
	const l = len(a);
	return l === 0 ? { x: 1, y: 0 } : { x: a.x / l, y: a.y / l };
}

export function clamp(v: number, lo: number, hi: number): number {
	return Math.min(hi, Math.max(lo, v));
}

/** The point of the segment ab nearest to p. */
export function nearestOnSegment(p: Point, a: Point, b: Point): Point {
	const ab = sub(b, a);
	const l2 = dot(ab, ab);
	const t = l2 === 0 ? 0 : clamp(dot(sub(p, a), ab) / l2, 0, 1);
	return add(a, scale(ab, t));
}

/** Distance from p to the segment ab. */
export const distToSegment = (p: Point, a: Point, b: Point): number => dist(p, nearestOnSegment(p, a, b));

export function insideRect(p: Point, r: Rect, tol = 1e-9): boolean {
	return p.x >= r.minX - tol && p.x <= r.maxX + tol && p.y >= r.minY - tol && p.y <= r.maxY + tol;
}

/** Rounds to 1/1000 yd so that floating noise never shows in URLs, data attributes or messages. */
export function round3(v: number): number {
	const r = Math.round(v * 1000) / 1000;
	return Object.is(r, -0) ? 0 : r;
}

export const roundPoint = (p: Point): Point => ({ x: round3(p.x), y: round3(p.y) });

/** Yards with one decimal, for messages. */
export function yd(v: number): string {
	const r = Math.round(v * 10) / 10;
	return (Object.is(r, -0) ? 0 : r).toFixed(1);
}
