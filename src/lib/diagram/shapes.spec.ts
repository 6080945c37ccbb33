import { describe, expect, it } from 'vitest';
import { computeSetup } from '$lib/geometry';
import { circleLabelAt, clearOf, corridorPolygon, lineLabelAt, rightOfWayNear } from './shapes';

describe('shapes', () => {
	const setup = computeSetup({ venue: 'arena', penalty: '5b' });
	const row = setup.rightOfWay!;

	it('draws the right-of-way corridor halfWidth either side of the line of the ball', () => {
		const poly = corridorPolygon(row);
		expect(poly).toHaveLength(4);
		for (const p of poly) expect(Math.abs(Math.abs(p.y) - row.halfWidth)).toBeLessThan(1e-9);
	});

	it('the forbidden part of the corridor stays within the clear radius', () => {
		const poly = rightOfWayNear(row);
		for (const p of poly) expect(Math.hypot(p.x - row.from.x, p.y - row.from.y)).toBeLessThanOrEqual(row.clearRadius + 1e-9);
		// Its far edge is the arc of the clear circle: on the line of the ball it reaches the full radius.
		expect(Math.min(...poly.map((p) => p.x))).toBeCloseTo(row.from.x - row.clearRadius, 6);
	});

	it('puts circle labels inside the area and clear of players when it can', () => {
		const area = { minX: 0, maxX: 100, minY: -25, maxY: 25 };
		const p = circleLabelAt({ x: 50, y: 20 }, 5, area, 1.5, [Math.PI / 2, -Math.PI / 2])!;
		expect(p.y).toBeLessThan(20);
		const q = circleLabelAt({ x: 50, y: 0 }, 5, area, 1.5, [Math.PI / 2, -Math.PI / 2], [{ x: 50, y: 6 }], 2)!;
		expect(q.y).toBeLessThan(0);
		const crowd = [-1, 0, 1].flatMap((i) => [{ x: 50 + i, y: 6 }, { x: 50 + i, y: -6 }, { x: 50 + i, y: 2 }, { x: 50 + i, y: -2 }]);
		expect(circleLabelAt({ x: 50, y: 0 }, 5, area, 1.5, [Math.PI / 2, -Math.PI / 2], crowd, 2)).toBeNull();
	});

	it('slides a line label along the line away from players', () => {
		const area = { minX: -30, maxX: 330, minY: -90, maxY: 90 };
		const free = lineLabelAt(0, area, 20, 3, [], 2)!;
		const busy = lineLabelAt(0, area, 20, 3, [{ x: -2, y: 80 }], 2)!;
		expect(busy.y).toBeLessThan(free.y);
		expect(clearOf(busy, 3, 20, [{ x: -2, y: 80 }], 2)).toBe(true);
		// Players all along the line (a team behind its back line): the label stands a little farther
		// out, on the free side, rather than being dropped, and no farther than it needs.
		const wall = Array.from({ length: 200 }, (_, i) => ({ x: 0, y: -90 + i }));
		const out = lineLabelAt(0, area, 20, 3, wall, 2)!;
		expect(clearOf(out, 3, 20, wall, 2)).toBe(true);
		expect(Math.abs(out.x)).toBeGreaterThan(3 * 0.65);
		expect(Math.abs(out.x)).toBeLessThanOrEqual(3 * (0.65 + 1.5));
		expect(clearOf({ x: out.x - Math.sign(out.x) * 1.5, y: out.y }, 3, 20, wall, 2)).toBe(false);
		// Crowded on both sides as far out as a label may stand: no label.
		const crowd = [-6, -4, -2, 0, 2, 4, 6].flatMap((dx) => Array.from({ length: 200 }, (_, i) => ({ x: dx, y: -90 + i })));
		expect(lineLabelAt(0, area, 20, 3, crowd, 2)).toBeNull();
	});
});
