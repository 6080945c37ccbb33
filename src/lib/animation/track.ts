import type { Point, Rect } from '$lib/geometry';
import type { Easing, Keyframe } from './types';

/*
 * One actor's keyframes as framesFor and the venues' scenes write them (yards, the attack frame of
 * src/lib/geometry, whose point arithmetic they use), and the clamp that keeps them on the ground.
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

/** Where a moving rider or the rolling ball stays: inside `r`, `room` yards off its edges. */
export function clampInto(r: Rect, p: Point, room: number): Point {
	return {
		x: Math.min(r.maxX - room, Math.max(r.minX + room, p.x)),
		y: Math.min(r.maxY - room, Math.max(r.minY + room, p.y))
	};
}
