/*
 * The marks drawn over the diagram at one instant of the animation (the 5-yard circle around the player
 * who plays the rebound, the 5-second count), from the timeline's overlay tracks: pure, like positionsAt.
 * The player (player.svelte.ts) exposes them at its current time; OverlayMarks.svelte draws them.
 */
import type { Point, Rect } from '$lib/geometry';
import { clampTime, positionsAt } from './positions';
import type { Frames, OverlayMark } from './types';

/** Whether an overlay lasting [start, end] shows at t: half-open, except one that lasts to the end. */
function showing(frames: Frames, start: number, end: number, t: number): boolean {
	return t >= start && (t < end || (end >= frames.duration && t <= end));
}

/**
 * The overlays showing at t (seconds, clamped to the animation), yards in the attack frame. The count
 * shows the whole seconds left, as a referee's count does: 5 at the rebound, 0 when the time is up.
 */
export function overlaysAt(frames: Frames, t: number): OverlayMark[] {
	const tracks = frames.overlays ?? [];
	if (tracks.length === 0) return [];
	const tt = clampTime(frames, t);
	const live = tracks.filter((o) => showing(frames, o.start, o.end, tt));
	if (live.length === 0) return [];
	const pos = positionsAt(frames, tt);
	return live.map((o): OverlayMark => {
		const at = pos[o.actor];
		if (o.kind === 'circle') return { kind: 'circle', role: o.role, x: at.x, y: at.y, r: o.r };
		const seconds = Math.max(0, Math.ceil(o.from - (tt - o.start) - 1e-9));
		return { kind: 'count', role: o.role, x: at.x, y: at.y, r: o.r, seconds, text: String(seconds) };
	});
}

/**
 * Where the count's centre goes (yards, attack frame): beside the circle of radius `r` around `c`,
 * `gap` clear of it, its text (half extents `half`, yards: the size it has on screen) wholly inside
 * `area`. Toward the middle of the venue first (y = 0: the player who plays the rebound is near a
 * side wall or the end wall, and the count against a wall sat on the circle's stroke on a phone),
 * then the other side, then beside it toward the middle of `area`. None fitting (a view zoomed
 * tighter than the circle): toward the middle.
 */
export function countAt(c: Point & { r: number }, half: { w: number; h: number }, gap: number, area: Rect): Point {
	const up = c.y > 0 ? -1 : 1;
	const dy = c.r + gap + half.h;
	const dx = c.r + gap + half.w;
	const right = c.x < (area.minX + area.maxX) / 2 ? 1 : -1;
	// Slid along the circle's side into the area (a circle against the end wall): only farther from it.
	const sx = (x: number) => Math.min(Math.max(x, area.minX + half.w), area.maxX - half.w);
	const sy = (y: number) => Math.min(Math.max(y, area.minY + half.h), area.maxY - half.h);
	const towardMiddle = { x: sx(c.x), y: c.y + up * dy };
	const candidates: Point[] = [
		towardMiddle,
		{ x: sx(c.x), y: c.y - up * dy },
		{ x: c.x + right * dx, y: sy(c.y) },
		{ x: c.x - right * dx, y: sy(c.y) }
	];
	const inside = (p: Point) => p.x - half.w >= area.minX && p.x + half.w <= area.maxX && p.y - half.h >= area.minY && p.y + half.h <= area.maxY;
	return candidates.find(inside) ?? towardMiddle;
}
