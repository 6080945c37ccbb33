import { describe, expect, it } from 'vitest';
import { computeSetup, getVenue } from '$lib/geometry';
import { framesFor, positionsAt, type Frames } from '.';
import { countAt, overlaysAt } from './overlays';

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
		expect(marks.find((o) => o.kind === 'count')).toMatchObject({ x: at.x, y: at.y, r: 5 });
	});

	it('stops the count once the ball is played, keeps the circle to the end of the rebound, and clamps time', () => {
		expect(overlaysAt(wide, wide.moments.reboundPlayed! + 0.01).map((o) => o.kind)).toEqual(['circle']);
		expect(overlaysAt(wide, wide.duration).map((o) => o.kind)).toEqual(['circle']);
		expect(overlaysAt(wide, Infinity)).toEqual(overlaysAt(wide, wide.duration));
		expect(overlaysAt(wide, Number.NaN)).toEqual([]);
	});
});

describe('countAt', () => {
	// An arena's inside (100 x 50 yd, y = 0 on the goal's axis); the 5-yard circle; a digit 1 x 1.5 yd.
	const arena = { minX: 0, maxX: 100, minY: -25, maxY: 25 };
	const half = { w: 0.5, h: 0.75 };
	const gap = 0.5;
	it.each([
		['near the top wall: below the circle, toward the middle', { x: 8, y: 17, r: 5 }, { x: 8, y: 17 - 6.25 }],
		['near the bottom wall: above it, toward the middle', { x: 8, y: -17, r: 5 }, { x: 8, y: -17 + 6.25 }],
		['on the axis: above it', { x: 20, y: 0, r: 5 }, { x: 20, y: 6.25 }],
		// Zoomed so tight that neither above nor below fits: beside the circle, toward the middle of the view.
		['in a view too short for above or below: beside it', { x: 8, y: 0, r: 5, area: { minX: 0, maxX: 30, minY: -6, maxY: 6 } }, { x: 8 + 6, y: 0 }],
		['in a view too small for any side: toward the middle anyway', { x: 3, y: 2, r: 5, area: { minX: 0, maxX: 8, minY: -3, maxY: 3 } }, { x: 3, y: 2 - 6.25 }]
	])('%s', (_, c, want) => {
		const { area = arena, ...circle } = c as typeof c & { area?: typeof arena };
		const p = countAt(circle, half, gap, area);
		expect(p.x).toBeCloseTo(want.x, 9);
		expect(p.y).toBeCloseTo(want.y, 9);
	});

	it('keeps the text clear of the circle and inside the area wherever a side fits', () => {
		for (let x = 0; x <= 100; x += 2.5) {
			for (let y = -25; y <= 25; y += 2.5) {
				const p = countAt({ x, y, r: 5 }, half, gap, arena);
				// Off the circle by at least the gap, measured from the text's nearest edge.
				const dx = Math.max(Math.abs(p.x - x) - half.w, 0);
				const dy = Math.max(Math.abs(p.y - y) - half.h, 0);
				expect(Math.hypot(dx, dy)).toBeGreaterThanOrEqual(5 + gap - 1e-9);
				expect(p.y - half.h).toBeGreaterThanOrEqual(arena.minY);
				expect(p.y + half.h).toBeLessThanOrEqual(arena.maxY);
				expect(p.x - half.w).toBeGreaterThanOrEqual(arena.minX);
				expect(p.x + half.w).toBeLessThanOrEqual(arena.maxX);
			}
		}
	});
});
