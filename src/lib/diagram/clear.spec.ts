import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearMarks, NUMBER_RADIUS, SPACING } from './clear';

const O = { x: 0, y: 0 };

describe('clearMarks', () => {
	it.each([
		// marker 2 yd, ball 0.8 yd: a number needs 2 * 0.9 + 0.8 = 2.6 yd from the ball's centre.
		['far away: not moved', { x: 10, y: 0 }, { x: 0, y: 0 }],
		['the hitter 1 yd behind: pushed back to 2.6 yd', { x: -1, y: 0 }, { x: -1.6, y: 0 }],
		['beside the ball: pushed sideways', { x: 0, y: 2 }, { x: 0, y: 0.6 }],
		['on the ball: pushed back along x', { x: 0, y: 0 }, { x: -2.6, y: 0 }]
	])('one player, %s', (_, p, want) => {
		const [o] = clearMarks([p], O, 2, 0.8);
		expect(o!.x).toBeCloseTo(want.x, 9);
		expect(o!.y).toBeCloseTo(want.y, 9);
	});
	it('moves nothing without a ball or a neighbour', () => {
		expect(clearMarks([O], null, 2, 0.8)).toEqual([O]);
	});
	it('pushes two team-mates apart along the line between them, each half the way', () => {
		const out = clearMarks([{ x: 0, y: 10 }, { x: 0, y: 14 }], null, 4, 1);
		// 4 yd apart, 8 needed: 2 each, outward.
		expect(out[0]!.y).toBeCloseTo(-2, 5);
		expect(out[1]!.y).toBeCloseTo(2, 5);
		expect(out[0]!.x).toBe(0);
	});
	it('without spreading, only the ball moves markers', () => {
		expect(clearMarks([{ x: 0, y: 10 }, { x: 0, y: 11 }], O, 4, 1, false)).toEqual([O, O]);
	});
	it('leaves no number under the ball nor under another marker, whatever the crowd', () => {
		const pt = fc.record({ x: fc.integer({ min: -30, max: 30 }), y: fc.integer({ min: -30, max: 30 }) });
		fc.assert(
			fc.property(fc.array(pt, { minLength: 1, maxLength: 8 }), pt, fc.double({ min: 0.2, max: 4, noNaN: true }), fc.double({ min: 0.1, max: 2, noNaN: true }), (players, ball, r, br) => {
				const out = clearMarks(players, ball, r, br);
				const q = players.map((p, i) => ({ x: p.x + out[i]!.x, y: p.y + out[i]!.y }));
				for (const p of q) expect(Math.hypot(p.x - ball.x, p.y - ball.y)).toBeGreaterThanOrEqual(r * NUMBER_RADIUS + br - 1e-6);
				for (let i = 0; i < q.length; i++) for (let j = i + 1; j < q.length; j++) expect(Math.hypot(q[i]!.x - q[j]!.x, q[i]!.y - q[j]!.y)).toBeGreaterThanOrEqual(r * SPACING * 0.95);
			}),
			{ numRuns: 300 }
		);
	});
	it.each([
		// marker 2 yd, a glyph's half 1 yd: the boxes part at 3 yd along x or y.
		['beside the cross: out along x to 3 yd', { x: 1, y: 0 }, 1, { x: 3, y: 0 }],
		['a diamond (1.22 radii) beside it: to 3.44 yd', { x: 1, y: 0 }, 1.22, { x: 3.44, y: 0 }],
		['on the diagonal: to 3 yd along each axis', { x: 1, y: 1 }, 1, { x: 3, y: 3 }],
		['on the spot: back along x', { x: 0, y: 0 }, 1, { x: -3, y: 0 }],
		['clear already: not moved', { x: 0, y: 3.5 }, 1, { x: 0, y: 3.5 }]
	])('off a glyph (the foul cross), the spot kept: %s', (_, p, reach, want) => {
		const [o] = clearMarks([p], null, 2, 0.8, false, [{ at: O, half: 1 }], [reach]);
		expect(p.x + o!.x).toBeCloseTo(want.x, 5);
		expect(p.y + o!.y).toBeCloseTo(want.y, 5);
	});
	it('leaves no marker on a glyph without a ball, and no number under the ball with one (fast-check)', () => {
		const pt = fc.record({ x: fc.integer({ min: -20, max: 20 }), y: fc.integer({ min: -20, max: 20 }) });
		fc.assert(
			fc.property(fc.array(pt, { minLength: 1, maxLength: 8 }), pt, fc.option(pt, { nil: null }), fc.double({ min: 0.2, max: 4, noNaN: true }), fc.boolean(), (players, glyph, ball, r, spread) => {
				const half = r * 0.6;
				const out = clearMarks(players, ball, r, r * 0.42, spread, [{ at: glyph, half }]);
				const q = players.map((p, i) => ({ x: p.x + out[i]!.x, y: p.y + out[i]!.y }));
				if (ball) for (const p of q) expect(Math.hypot(p.x - ball.x, p.y - ball.y)).toBeGreaterThanOrEqual(r * NUMBER_RADIUS + r * 0.42 - 1e-6);
				else if (!spread) for (const p of q) expect(Math.max(Math.abs(p.x - glyph.x), Math.abs(p.y - glyph.y))).toBeGreaterThanOrEqual(half + r - 1e-6);
			}),
			{ numRuns: 300 }
		);
	});
});
