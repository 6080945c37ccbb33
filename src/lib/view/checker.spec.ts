import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPosition, computeSetup, dist, standardLineup } from '$lib/geometry';
import { TEAM_NAMES } from '$lib/animation';
import { allCases } from '$lib/animation/test-cases';
import { checkPlayers, clampTo, fixPosition, nudge, TEAM_NAME } from './checker';
import { violationText } from './checkerWords';

describe('checkPlayers', () => {
	it('the standard line-up is legal everywhere', () => {
		for (const c of allCases()) {
			const checked = checkPlayers(c.setup, standardLineup(c.setup), {});
			expect(checked, c.name).toHaveLength(8);
			expect(checked.filter((p) => p.illegal), c.name).toEqual([]);
		}
	});

	it('a fouling player inside the 30 yd circle of field P5.b breaks the rule by the numbers checkPosition gives', () => {
		const setup = computeSetup({ venue: 'field', penalty: '5b' });
		const lineup = standardLineup(setup);
		const at = { x: setup.ball!.x - 10, y: setup.ball!.y + 5 };
		const checked = checkPlayers(setup, lineup, { 'fouling-3': at });
		const r3 = checked.find((p) => p.key === 'fouling-3')!;
		expect(r3.moved).toBe(true);
		expect(r3.illegal).toBe(true);
		expect({ x: r3.x, y: r3.y }).toEqual(at);
		const want = checkPosition(setup, { team: 'fouling', role: r3.role }, at).violations;
		expect(r3.violations.map((v) => v.message).sort()).toEqual(want.map((v) => v.message).sort());
		const text = violationText(r3.name, r3.violations[0]!);
		expect(text).toMatch(/^Red 3 is \d+\.\d yd from the ball; the fouling team must be at least 30\.0 yd away$/);
		expect(text).toContain(dist(at, setup.ball!).toFixed(1));
		expect(checked.filter((p) => p.illegal).map((p) => p.key)).toEqual(['fouling-3']);
	});
});

describe('fixPosition', () => {
	it('moves any player anywhere to a legal point, to 0.1 yd, no farther than needed (property)', () => {
		const cases = allCases();
		fc.assert(
			fc.property(fc.nat(cases.length - 1), fc.nat(7), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (ci, pi, u, v) => {
				const { setup } = cases[ci]!;
				const l = standardLineup(setup)[pi]!;
				const s = setup.venue.surround;
				const p = { team: l.team, role: l.role, x: s.minX + u * (s.maxX - s.minX), y: s.minY + v * (s.maxY - s.minY) };
				const q = fixPosition(setup, p);
				expect(checkPosition(setup, { team: l.team, role: l.role }, q).legal).toBe(true);
				expect(Math.round(q.x * 10) / 10).toBeCloseTo(q.x, 9);
				// A legal player stays put.
				if (checkPosition(setup, { team: l.team, role: l.role }, p).legal) expect(dist(q, p)).toBeLessThan(0.1);
			}),
			{ numRuns: 300 }
		);
	});
});

describe('moving with the keyboard', () => {
	const s = { minX: -30, maxX: 330, minY: -90, maxY: 90 };
	it('steps in yards to 0.1, held inside the surround', () => {
		expect(nudge({ x: 10, y: 0 }, 5, -1, s)).toEqual({ x: 15, y: -1 });
		expect(nudge({ x: 329, y: 89.5 }, 5, 5, s)).toEqual({ x: 330, y: 90 });
		expect(clampTo({ x: 1.04, y: -0.04 }, s)).toEqual({ x: 1, y: 0 });
	});
});

describe('names', () => {
	it('the team names are the animation captions’ names', () => {
		expect(TEAM_NAME).toEqual(TEAM_NAMES);
	});
});
