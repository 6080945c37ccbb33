import { describe, expect, it } from 'vitest';
import { goalPointer, goalShown } from './pointer';

const view = { minX: 100, maxX: 200, minY: -40, maxY: 40 };
const area = { minX: 104, maxX: 196, minY: -36, maxY: 36 };

describe('goalShown / goalPointer', () => {
	it.each([
		['in the view', 150, true],
		['left of it', 0, false],
		['right of it', 300, false]
	])('a goal %s', (_, x, shown) => {
		expect(goalShown(x, 4, view)).toBe(shown);
		expect(goalPointer(x, 4, view, area, { x: 150, y: 10 }, 2) === null).toBe(shown);
	});

	it.each([
		[0, 'left'],
		[300, 'right']
	] as const)('a goal at x %d: the arrow on the %s edge, inside the area, pointing at it', (x, side) => {
		const p = goalPointer(x, 4, view, area, { x: 150, y: 0 }, 2)!;
		expect(p.side).toBe(side);
		expect(p.tip.x).toBeCloseTo(side === 'left' ? area.minX + 2 : area.maxX - 2, 9);
		expect(Math.sign(p.dir.x)).toBe(side === 'left' ? -1 : 1);
		expect(p.distance).toBeCloseTo(150, 9);
	});

	it('a view off to one side: the arrow aims at the mouth, the tip stays inside', () => {
		const high = { minX: 100, maxX: 200, minY: 60, maxY: 100 };
		const a = { minX: 104, maxX: 196, minY: 64, maxY: 96 };
		const p = goalPointer(0, 4, high, a, { x: 150, y: 80 }, 2)!;
		expect(p.dir.y).toBeLessThan(0);
		expect(p.tip.x >= a.minX + 2 - 1e-9 && p.tip.y >= a.minY + 2 - 1e-9 && p.tip.y <= a.maxY - 2 + 1e-9).toBe(true);
	});
});
