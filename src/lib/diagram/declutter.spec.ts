import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { declutter, leaderLine, type Spot } from './declutter';

const O = { x: 0, y: 0 };

/** The part of b's box that a's box covers (0..1), both boxes `reach * radius + air / 2` from their centre. */
function covered(a: Spot, b: Spot, radius: number, air = 0): number {
	const ha = a.reach * radius + air / 2;
	const hb = b.reach * radius + air / 2;
	const w = Math.min(a.x + ha, b.x + hb) - Math.max(a.x - ha, b.x - hb);
	const h = Math.min(a.y + ha, b.y + hb) - Math.max(a.y - ha, b.y - hb);
	return w > 0 && h > 0 ? (w * h) / (4 * hb * hb) : 0;
}

const drawn = (spots: Spot[], radius: number, pinned: number[] = [], air = 0) =>
	declutter(spots, radius, { pinned, air }).map((o, i) => ({ ...spots[i]!, x: spots[i]!.x + o.x, y: spots[i]!.y + o.y }));

describe('declutter', () => {
	it.each([
		['far apart: not moved', [{ x: 0, y: 0, reach: 1 }, { x: 10, y: 0, reach: 1 }], [O, O]],
		// radius 2: boxes 4 yd wide, 1 yd apart: 3 yd to part, 1.5 each, along x.
		['side by side: each half the way', [{ x: 0, y: 0, reach: 1 }, { x: 1, y: 0, reach: 1 }], [{ x: -1.5, y: 0 }, { x: 1.5, y: 0 }]],
		// On a diagonal the boxes part when |dx| reaches 4: less than 4 along the line.
		['on a diagonal: along the line until the boxes touch', [{ x: 0, y: 0, reach: 1 }, { x: 1, y: 1, reach: 1 }], [{ x: -1.5, y: -1.5 }, { x: 1.5, y: 1.5 }]],
		['on one spot: apart across the venue', [{ x: 5, y: 5, reach: 1 }, { x: 5, y: 5, reach: 1 }], [{ x: 0, y: -2 }, { x: 0, y: 2 }]]
	])('declutter, %s', (_, spots, want) => {
		const out = declutter(spots, 2);
		out.forEach((o, i) => {
			expect(o.x).toBeCloseTo(want[i]!.x, 5);
			expect(o.y).toBeCloseTo(want[i]!.y, 5);
		});
	});

	it('declutter keeps a pinned marker (the one under the finger) on its spot: the other steps aside', () => {
		const out = declutter([{ x: 0, y: 0, reach: 1 }, { x: 1, y: 0, reach: 1.22 }], 2, { pinned: [0] });
		expect(out[0]).toEqual(O);
		expect(out[1]!.x).toBeCloseTo(2 + 2.44 - 1, 5);
	});

	it('declutter keeps the air asked for between the boxes', () => {
		const [a, b] = drawn([{ x: 0, y: 0, reach: 1 }, { x: 0, y: 0.5, reach: 1 }], 1, [], 0.5);
		expect(Math.abs(b!.y - a!.y)).toBeCloseTo(2.5, 5);
	});

	it('declutter: random moved players, no drawn marker covers more than 15% of another (fast-check)', () => {
		const spot = fc.record({
			x: fc.double({ min: -12, max: 12, noNaN: true }),
			y: fc.double({ min: -8, max: 8, noNaN: true }),
			reach: fc.constantFrom(1, 1.22, 1.75)
		});
		fc.assert(
			fc.property(
				fc.array(spot, { minLength: 2, maxLength: 8 }),
				fc.double({ min: 0.5, max: 8, noNaN: true }),
				fc.option(fc.nat({ max: 7 }), { nil: undefined }),
				(spots, radius, pin) => {
					const pinned = pin !== undefined && pin < spots.length ? [pin] : [];
					const out = drawn(spots, radius, pinned, radius * 0.1);
					for (const a of out) for (const b of out) if (a !== b) expect(covered(a, b, radius)).toBeLessThanOrEqual(0.15);
					// A pinned marker stays on its spot (+ 0: -0 and 0 are the same yard, toEqual tells them apart).
					for (const i of pinned) expect([out[i]!.x + 0, out[i]!.y + 0]).toEqual([spots[i]!.x + 0, spots[i]!.y + 0]);
					// A small offset, not a scatter: no marker goes further than the whole cluster's width.
					for (let i = 0; i < out.length; i++) expect(Math.hypot(out[i]!.x - spots[i]!.x, out[i]!.y - spots[i]!.y)).toBeLessThan(radius * 2 * 1.85 * out.length + 1);
				}
			),
			{ numRuns: 300 }
		);
	});
});

describe('leaderLine', () => {
	it('runs from the marker edge to the spot', () => {
		const l = leaderLine({ x: 10, y: 0 }, { x: 0, y: 0 }, 1.22, 2);
		expect(l!.from.x).toBeCloseTo(2.44, 9);
		expect(l!.to).toEqual({ x: 10, y: 0 });
	});
	it('is none where the spot is under the marker', () => {
		expect(leaderLine({ x: 1, y: 0 }, O, 1, 2)).toBeNull();
	});
});
