/*
 * The marks drawn over the diagram at one instant of the animation (the 5-yard circle around the player
 * who plays the rebound, the 5-second count), from the timeline's overlay tracks: pure, like positionsAt.
 * The player (player.svelte.ts) exposes them at its current time; OverlayMarks.svelte draws them.
 */
import { clampTime, positionsAt } from './positions';
import type { Frames, OverlayMark } from './types';

/** How far (yards) beyond the circle the count's centre sits. */
export const COUNT_GAP = 2;

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
		return { kind: 'count', role: o.role, x: at.x, y: at.y + o.side * (o.r + COUNT_GAP), seconds, text: String(seconds) };
	});
}
