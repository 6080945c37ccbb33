import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxesOverlap, type Box } from '$lib/diagram/labels';
import { goalPointer, goalShown, pointerLayout } from './pointer';

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

describe('pointerLayout', () => {
	const left = goalPointer(0, 4, view, area, { x: 150, y: 0 }, 2)!;
	const sizes = { font: 3, textWidth: 30, length: 7 };
	/** A marker's box (SVG user units: y down) at a point in yards. */
	const at = (x: number, y: number, half = 2): Box => ({ x, y: -y, w: 2 * half, h: 2 * half });
	const hits = (b: Box, obstacles: readonly Box[]) => obstacles.some((o) => boxesOverlap(b, o));

	it.each([
		{ name: 'nothing in the way: the tip goalPointer aims from, the label beside its tail', keep: [] as Box[], moved: false, text: true },
		{ name: 'a player under the label: the tip slides along the edge', keep: [at(120, left.tip.y)], moved: true, text: true },
		{ name: 'the label’s height covered all along the edge: the arrow alone', keep: Array.from({ length: 40 }, (_, i) => at(115, -36 + i * 2)), moved: false, text: false }
	])('$name', ({ keep, moved, text }) => {
		const l = pointerLayout(left, area, sizes, keep);
		expect(l.tip.x).toBeCloseTo(left.tip.x, 9);
		expect(Math.abs(l.tip.y - left.tip.y) > 1e-9).toBe(moved);
		expect(l.text !== null).toBe(text);
		if (l.chip) {
			expect(hits(l.chip, keep)).toBe(false);
			// The text starts past the tail, inward (the goal is on the left).
			expect(l.text!.x).toBeGreaterThan(l.tail.x);
		}
	});

	it('whatever the markers: a label never over one, always inside the area, the tip on the edge (fast-check)', () => {
		fc.assert(
			fc.property(fc.array(fc.record({ x: fc.double({ min: 104, max: 196, noNaN: true }), y: fc.double({ min: -36, max: 36, noNaN: true }) }), { maxLength: 12 }), fc.constantFrom(0, 300), (pts, goalX) => {
				const p = goalPointer(goalX, 4, view, area, { x: 150, y: 0 }, 2)!;
				const keep = pts.map((q) => at(q.x, q.y));
				const l = pointerLayout(p, area, sizes, keep);
				expect(l.tip.y).toBeGreaterThanOrEqual(area.minY - 1e-9);
				expect(l.tip.y).toBeLessThanOrEqual(area.maxY + 1e-9);
				if (!l.chip) return;
				expect(hits(l.chip, keep)).toBe(false);
				const c = l.chip;
				expect(c.x - c.w / 2).toBeGreaterThanOrEqual(area.minX - 1e-9);
				expect(c.x + c.w / 2).toBeLessThanOrEqual(area.maxX + 1e-9);
				expect(-c.y - c.h / 2).toBeGreaterThanOrEqual(area.minY - 1e-9);
				expect(-c.y + c.h / 2).toBeLessThanOrEqual(area.maxY + 1e-9);
			})
		);
	});
});
