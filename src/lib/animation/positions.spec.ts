import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSetup } from '$lib/geometry';
import {
	EASINGS,
	PHASE_SECONDS,
	clampTime,
	framesFor,
	nextPhaseTime,
	phaseAt,
	phaseIndexAt,
	phaseStart,
	positionsAt,
	previousPhaseTime,
	restTime,
	type Easing,
	type Frames
} from '.';

const frames: Frames = framesFor(computeSetup({ venue: 'arena', penalty: '3' }), { variant: 'wide-rebound' });
const starts = frames.phases.map((p) => p.start);

describe('easings', () => {
	it.each(Object.keys(EASINGS) as Easing[])('%s runs from 0 to 1, monotone, without overshoot', (kind) => {
		const f = EASINGS[kind];
		expect(f(0)).toBe(0);
		expect(f(1)).toBe(1);
		let last = 0;
		for (let i = 0; i <= 1000; i++) {
			const v = f(i / 1000);
			expect(v).toBeGreaterThanOrEqual(last);
			expect(v).toBeLessThanOrEqual(1);
			last = v;
		}
	});
});

describe('positionsAt', () => {
	it('clamps time: before the start is the foul, after the end is the end, NaN is the start', () => {
		expect(positionsAt(frames, -5)).toEqual(positionsAt(frames, 0));
		expect(positionsAt(frames, Number.NEGATIVE_INFINITY)).toEqual(positionsAt(frames, 0));
		expect(positionsAt(frames, Number.NaN)).toEqual(positionsAt(frames, 0));
		expect(positionsAt(frames, 1e9)).toEqual(positionsAt(frames, frames.duration));
		expect(positionsAt(frames, Number.POSITIVE_INFINITY)).toEqual(positionsAt(frames, frames.duration));
	});

	it('returns each keyframe exactly at its time', () => {
		for (const [id, track] of Object.entries(frames.tracks)) {
			for (const k of track) {
				const p = positionsAt(frames, k.t)[id as keyof typeof frames.tracks];
				expect(p).toEqual({ x: k.x, y: k.y });
			}
		}
	});

	it('is continuous: nearby times give nearby positions', () => {
		fc.assert(
			fc.property(fc.double({ min: 0, max: frames.duration, noNaN: true }), (t) => {
				const a = positionsAt(frames, t);
				const b = positionsAt(frames, t + 1e-4);
				for (const id of Object.keys(a) as (keyof typeof a)[]) {
					expect(Math.hypot(a[id].x - b[id].x, a[id].y - b[id].y)).toBeLessThan(0.1);
				}
			})
		);
	});
});

describe('phases and the step keys', () => {
	it('lays the phases out with the fixed durations', () => {
		expect(frames.phases.map((p) => p.end - p.start)).toEqual(frames.phases.map((p) => PHASE_SECONDS[p.id]));
		expect(frames.duration).toBe(13.5);
		expect(restTime(frames)).toBe(PHASE_SECONDS.foul + PHASE_SECONDS.whistle + PHASE_SECONDS.lineup);
	});

	it('finds the phase at any time, the last one including its end', () => {
		expect(phaseAt(frames, 0).id).toBe('foul');
		expect(phaseAt(frames, starts[1]!).id).toBe('whistle');
		expect(phaseAt(frames, starts[1]! - 1e-9).id).toBe('foul');
		expect(phaseAt(frames, restTime(frames)).id).toBe('play');
		expect(phaseAt(frames, frames.duration).id).toBe('rebound');
		expect(phaseAt(frames, 99).id).toBe('rebound');
		expect(phaseIndexAt(frames, Number.NaN)).toBe(0);
	});

	it('gives phase starts, clamped to the phases there are', () => {
		expect(phaseStart(frames, 0)).toBe(0);
		expect(phaseStart(frames, 2)).toBe(starts[2]);
		expect(phaseStart(frames, -3)).toBe(0);
		expect(phaseStart(frames, 42)).toBe(starts.at(-1));
		expect(phaseStart(frames, 1.7)).toBe(starts[1]);
	});

	it('steps to the next and previous phase starts (Right / Left)', () => {
		expect(nextPhaseTime(frames, 0)).toBe(starts[1]);
		expect(nextPhaseTime(frames, starts[1]!)).toBe(starts[2]);
		expect(nextPhaseTime(frames, starts.at(-1)!)).toBe(frames.duration);
		expect(nextPhaseTime(frames, frames.duration)).toBe(frames.duration);
		expect(previousPhaseTime(frames, starts[2]!)).toBe(starts[1]);
		expect(previousPhaseTime(frames, starts[2]! + 0.5)).toBe(starts[2]);
		expect(previousPhaseTime(frames, 0)).toBe(0);
		expect(previousPhaseTime(frames, frames.duration)).toBe(starts.at(-1));
	});

	it('walks every phase with Right then back with Left', () => {
		let t = 0;
		const forward = [t];
		while (t < frames.duration) forward.push((t = nextPhaseTime(frames, t)));
		expect(forward).toEqual([...starts, frames.duration]);
		const back = [t];
		while (t > 0) back.push((t = previousPhaseTime(frames, t)));
		expect(back).toEqual([frames.duration, ...starts.slice().reverse()]);
	});

	it('clamps time', () => {
		expect(clampTime(frames, -1)).toBe(0);
		expect(clampTime(frames, 100)).toBe(frames.duration);
		expect(clampTime(frames, Number.NaN)).toBe(0);
		expect(clampTime(frames, 3)).toBe(3);
	});
});
