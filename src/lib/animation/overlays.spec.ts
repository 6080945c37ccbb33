import { describe, expect, it } from 'vitest';
import { computeSetup, getVenue } from '$lib/geometry';
import { framesFor, positionsAt, type Frames } from '.';
import { COUNT_GAP, overlaysAt } from './overlays';

const wide = framesFor(computeSetup({ venue: getVenue('arena'), penalty: '2' }), { variant: 'wide-rebound' });

describe('overlaysAt', () => {
	it('is empty for a timeline without overlays, and outside their stretch', () => {
		const plain = framesFor(computeSetup({ venue: 'field', penalty: '5b' }));
		expect(plain.overlays).toBeUndefined();
		expect(overlaysAt(plain, 5)).toEqual([]);
		expect(overlaysAt(wide, 0)).toEqual([]);
		expect(overlaysAt(wide, wide.moments.wall! - 1e-3)).toEqual([]);
	});

	it.each([
		[0, 5],
		[0.5, 5],
		[0.999, 5],
		[1, 4],
		[1.49, 4]
	])('counts down in whole seconds: %s s after the rebound shows %s', (dt, seconds) => {
		const count = overlaysAt(wide, wide.moments.wall! + dt).find((o) => o.kind === 'count');
		expect(count).toMatchObject({ seconds, text: String(seconds) });
	});

	it('follows the player who plays the rebound: the circle on it, the count beside the circle', () => {
		const t = wide.moments.wall! + 0.7;
		const dd = (Object.keys(wide.actors) as (keyof Frames['actors'])[]).find((id) => wide.actors[id].role === 'designated-defender')!;
		const at = positionsAt(wide, t)[dd];
		const marks = overlaysAt(wide, t);
		expect(marks.find((o) => o.kind === 'circle')).toEqual({ kind: 'circle', role: 'rebound-circle', x: at.x, y: at.y, r: 5 });
		const count = marks.find((o) => o.kind === 'count')!;
		expect(count.x).toBe(at.x);
		expect(Math.abs(count.y - at.y)).toBeCloseTo(5 + COUNT_GAP, 9);
	});

	it('stops the count once the ball is played, keeps the circle to the end of the rebound, and clamps time', () => {
		expect(overlaysAt(wide, wide.moments.reboundPlayed! + 0.01).map((o) => o.kind)).toEqual(['circle']);
		expect(overlaysAt(wide, wide.duration).map((o) => o.kind)).toEqual(['circle']);
		expect(overlaysAt(wide, Infinity)).toEqual(overlaysAt(wide, wide.duration));
		expect(overlaysAt(wide, Number.NaN)).toEqual([]);
	});
});
