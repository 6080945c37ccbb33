import type { Point } from '$lib/geometry';
import { ease } from './easing';
import { ACTOR_IDS, type Frames, type Phase, type Positions, type Track } from './types';

/*
 * Sampling the timeline: pure functions of (frames, t). The component calls these every frame and
 * for the Left/Right keys; nothing here reads a clock.
 */

/** Phase boundaries closer than this count as "at" the boundary for the step keys. */
const STEP_EPS = 1e-6;

/** t clamped to [0, duration]; NaN reads as the start, so a bad clock shows the foul, not garbage. */
export function clampTime(frames: Frames, t: number): number {
	if (Number.isNaN(t)) return 0;
	return Math.min(frames.duration, Math.max(0, t));
}

function sample(track: Track, t: number): Point {
	const first = track[0];
	if (!first) return { x: 0, y: 0 };
	if (t <= first.t) return { x: first.x, y: first.y };
	let lo = 0;
	let hi = track.length - 1;
	const last = track[hi]!;
	if (t >= last.t) return { x: last.x, y: last.y };
	// Binary search for the last keyframe at or before t.
	while (hi - lo > 1) {
		const mid = (lo + hi) >> 1;
		if (track[mid]!.t <= t) lo = mid;
		else hi = mid;
	}
	const a = track[lo]!;
	const b = track[lo + 1]!;
	// Exactly on a keyframe: its own numbers, so the rest state equals the setup to the last bit.
	if (t === a.t) return { x: a.x, y: a.y };
	const f = ease(b.ease, (t - a.t) / (b.t - a.t));
	if (f === 1) return { x: b.x, y: b.y };
	return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
}

/** Where every actor is at time t (seconds; clamped to the animation). */
export function positionsAt(frames: Frames, t: number): Positions {
	const tt = clampTime(frames, t);
	const out = {} as Positions;
	for (const id of ACTOR_IDS) out[id] = sample(frames.tracks[id], tt);
	return out;
}

/** Index of the phase showing at t: phases are [start, end), the last one includes its end. */
export function phaseIndexAt(frames: Frames, t: number): number {
	const tt = clampTime(frames, t);
	const i = frames.phases.findIndex((p) => tt >= p.start && tt < p.end);
	return i === -1 ? frames.phases.length - 1 : i;
}

export function phaseAt(frames: Frames, t: number): Phase {
	return frames.phases[phaseIndexAt(frames, t)]!;
}

/** Start (seconds) of phase `index`, clamped to the phases there are. */
export function phaseStart(frames: Frames, index: number): number {
	const n = frames.phases.length;
	const i = Number.isNaN(index) ? 0 : Math.min(n - 1, Math.max(0, Math.trunc(index)));
	return frames.phases[i]?.start ?? 0;
}

/** The Left key: the last phase start before t (a media player's "back to the start of this part"). */
export function previousPhaseTime(frames: Frames, t: number): number {
	const tt = clampTime(frames, t);
	let best = 0;
	for (const p of frames.phases) if (p.start < tt - STEP_EPS) best = Math.max(best, p.start);
	return best;
}

/** The Right key: the next phase start after t, or the end. */
export function nextPhaseTime(frames: Frames, t: number): number {
	const tt = clampTime(frames, t);
	for (const p of frames.phases) if (p.start > tt + STEP_EPS) return p.start;
	return frames.duration;
}

/**
 * The end of the line-up: every player at its legal position and the ball on its spot, before
 * "Play" moves them. The page shows this state when the animation is not running, so the markup
 * at rest is the setup.
 */
export function restTime(frames: Frames): number {
	const lineup = frames.phases.find((p) => p.id === 'lineup');
	return lineup ? lineup.end : frames.duration;
}
