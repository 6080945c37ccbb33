import { dist, type Point, type Rect } from '$lib/geometry';
import type { Easing, Keyframe } from './types';

/*
 * One actor's keyframes as framesFor and the venues' scenes write them, and the point arithmetic
 * they use (yards, the attack frame of src/lib/geometry).
 */

export class TrackBuilder {
	readonly keys: Keyframe[];
	constructor(p: Point) {
		this.keys = [{ t: 0, x: p.x, y: p.y, ease: 'linear' }];
	}
	get at(): Point {
		const k = this.keys[this.keys.length - 1]!;
		return { x: k.x, y: k.y };
	}
	get time(): number {
		return this.keys[this.keys.length - 1]!.t;
	}
	to(t: number, p: Point, ease: Easing = 'in-out'): this {
		const last = this.keys[this.keys.length - 1]!;
		if (t <= last.t) {
			if (t === last.t && p.x === last.x && p.y === last.y) return this;
			throw new Error(`animation: keyframe at ${t} s after one at ${last.t} s`);
		}
		this.keys.push({ t, x: p.x, y: p.y, ease });
		return this;
	}
	hold(t: number): this {
		return t > this.time ? this.to(t, this.at, 'linear') : this;
	}
}

export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
export const lerp = (a: Point, b: Point, k: number): Point => ({ x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k });
export function unit(a: Point): Point {
	const l = Math.hypot(a.x, a.y);
	return l === 0 ? { x: 1, y: 0 } : { x: a.x / l, y: a.y / l };
}
export function clampInto(r: Rect, p: Point, room: number): Point {
	return {
		x: Math.min(r.maxX - room, Math.max(r.minX + room, p.x)),
		y: Math.min(r.maxY - room, Math.max(r.minY + room, p.y))
	};
}
export function nearestOnSegment(p: Point, a: Point, b: Point): Point {
	const ab = sub(b, a);
	const l2 = ab.x * ab.x + ab.y * ab.y;
	const t = l2 === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / l2));
	return add(a, scale(ab, t));
}
export const distToSegment = (p: Point, a: Point, b: Point) => dist(p, nearestOnSegment(p, a, b));
