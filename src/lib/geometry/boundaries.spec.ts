import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPosition, computeSetup, type Setup, type SetupInput } from './setup';
import type { Point, Role, Team } from './types';
import { getVenue, SIZE_LIMITS, type Venue } from './venue';

/*
 * Issue 34: every distance and line the placements use, tested on each side of it (just inside, on,
 * just outside), off the goal axis, in corners and in the smallest arena the site accepts; and, per
 * placement, a property: a random point is legal by checkPosition exactly when it satisfies each
 * sentence the page cites for it, measured here from the rule's own words, independently of the
 * geometry's shapes (distances to the goal mouth as a segment, not to its centre).
 *
 * The numbers below are the texts' (yards), typed again on purpose: the oracle must not share the
 * geometry's measures.
 */

const EPS = 1e-3;

// ------------------------------------------------------------------------------------------- oracle
const hyp = Math.hypot;
/** Distance from p to the segment between (x0, -h) and (x0, h): the goal mouth. */
const toMouth = (p: Point, x0: number, h: number) => hyp(p.x - x0, Math.max(Math.abs(p.y) - h, 0));
const inRect = (p: Point, minX: number, maxX: number, minY: number, maxY: number) => p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY;
/** Field: off the playing field (beyond a back line or a side line; on the line counts as off it, as the geometry reads "off the field"). */
const offField = (v: Venue, p: Point) => p.x <= 0 || p.x >= v.length || Math.abs(p.y) >= v.width / 2;
/** Field: "outside of the goal": not on or behind the goal line at x = 0 between the posts, 8 yd apart. */
const outsideGoal = (p: Point) => !(p.x <= 0 && Math.abs(p.y) < 4);
/** Inside what players may use: the field and its safety zone (30 yd behind the back lines, 10 beyond the sides), or the arena's walls. */
const inGround = (v: Venue, p: Point) =>
	v.kind === 'field' ? inRect(p, -30, v.length + 30, -v.width / 2 - 10, v.width / 2 + 10) : inRect(p, 0, v.length, -v.width / 2, v.width / 2);
/** The arena right of way: the line of the ball toward the goal at `toX`, 2 yd either side, clear from 16 yd of the ball. */
function outOfRightOfWay(ball: Point, toX: number, p: Point): boolean {
	const ax = toX - ball.x;
	const ay = -ball.y;
	const l = hyp(ax, ay);
	const t = ((p.x - ball.x) * ax + (p.y - ball.y) * ay) / l;
	const s = Math.abs((p.x - ball.x) * -ay + (p.y - ball.y) * ax) / l;
	const inCorridor = t > 0 && t < l && s < 2;
	return !inCorridor || hyp(p.x - ball.x, p.y - ball.y) >= 16;
}

type Oracle = (p: Point) => boolean;
interface Case {
	name: string;
	input: SetupInput;
	team: Team;
	role: Role;
	/** Each sentence the page cites for this player, read from its words. */
	legal: (s: Setup) => Oracle;
}

const field = getVenue('field');
const arena = getVenue('arena');
const smallest = getVenue('arena', { length: SIZE_LIMITS.arena.length[0], width: SIZE_LIMITS.arena.width[0] });

const fieldCases = (v: Venue): Case[] => {
	const L = v.length;
	return [
		// P2 from the 30: "all of the fouling team shall be positioned behind their back line, outside of the goal"
		{ name: `${v.preset} P2 from the 30, fouling`, input: { venue: v, penalty: '2' }, team: 'fouling', role: 'player', legal: () => (p) => inGround(v, p) && p.x <= 0 && outsideGoal(p) },
		{ name: `${v.preset} P2 from the 30, fouled`, input: { venue: v, penalty: '2' }, team: 'fouled', role: 'player', legal: () => (p) => inGround(v, p) },
		// P2 from the spot: "none of the fouling team may be within 30 yards from the ball and must remain outside of the goal"
		{
			name: `${v.preset} P2 from the spot, fouling`,
			input: { venue: v, penalty: '2', foul: { x: 24, y: -14 }, options: { from: 'spot' } },
			team: 'fouling',
			role: 'player',
			legal: (s) => (p) => inGround(v, p) && hyp(p.x - s.ball!.x, p.y - s.ball!.y) >= 30 && outsideGoal(p)
		},
		// P3: "All players of the team fouled are to be behind the 40-yard line unless they are off the field"
		{ name: `${v.preset} P3, fouled`, input: { venue: v, penalty: '3' }, team: 'fouled', role: 'player', legal: () => (p) => inGround(v, p) && (p.x >= 40 || offField(v, p)) },
		// P3: "... who are not off the field ... shall be positioned behind the back line, outside of the goal"
		{ name: `${v.preset} P3, fouling`, input: { venue: v, penalty: '3' }, team: 'fouling', role: 'player', legal: () => (p) => inGround(v, p) && (p.x <= 0 || offField(v, p)) && outsideGoal(p) },
		// P4 and P6: the fouling team "behind the 30-yard line" unless off the field
		{ name: `${v.preset} P4, fouling`, input: { venue: v, penalty: '4' }, team: 'fouling', role: 'player', legal: () => (p) => inGround(v, p) && (p.x <= 30 || offField(v, p)) },
		{ name: `${v.preset} P6, fouling`, input: { venue: v, penalty: '6', foul: { x: 0, y: 50 } }, team: 'fouling', role: 'player', legal: () => (p) => inGround(v, p) && (p.x <= 30 || offField(v, p)) },
		// P5.a, 5.b: "No member of the fouling team may be within 30 yards from the ball ... between the ball and the goal it defends"
		...(['5a', '5b'] as const).map(
			(penalty): Case => ({
				name: `${v.preset} P${penalty}, fouling`,
				input: { venue: v, penalty, foul: { x: 100, y: 20 } },
				team: 'fouling',
				role: 'player',
				legal: (s) => (p) => inGround(v, p) && hyp(p.x - s.ball!.x, p.y - s.ball!.y) >= 30 && (p.x <= s.ball!.x || offField(v, p))
			})
		),
		// P1: the 5.b restart with a change of direction: the fouling team now defends the goal at x = L.
		{ name: `${v.preset} P1, fouling`, input: { venue: v, penalty: '1' }, team: 'fouling', role: 'player', legal: (s) => (p) => inGround(v, p) && hyp(p.x - L / 2, p.y) >= 30 && (p.x >= s.ball!.x || offField(v, p)) }
	];
};

const arenaCases = (v: Venue): Case[] => {
	const h = 5 / 3;
	const W2 = v.width / 2;
	// "no closer to the goal than 10 yards from its edge" along the end wall, "or the corner of the arena, if the corner is less than 10 yards from the edge of the goal"
	const corner = W2 - h < 10;
	const ddWall = (side?: 1 | -1) => (p: Point) => inGround(v, p) && p.x <= 2 && (side ? side * p.y : Math.abs(p.y)) >= (corner ? W2 - 2 : h + 10);
	const free = (penalty: '2' | '3' | '4', spot: number): Case[] => [
		// "all players to be behind the point from where the free hit is made"; "No opponent shall be within 5 yards of the player making the hit"
		{ name: `${v.preset} P${penalty}, fouling`, input: { venue: v, penalty }, team: 'fouling', role: 'player', legal: () => (p) => inGround(v, p) && p.x >= spot && hyp(p.x - spot, p.y) >= 5 },
		{ name: `${v.preset} P${penalty}, fouled`, input: { venue: v, penalty }, team: 'fouled', role: 'player', legal: () => (p) => inGround(v, p) && p.x >= spot },
		{
			name: `${v.preset} P${penalty}, designated defender`,
			input: { venue: v, penalty },
			team: 'fouling',
			role: 'designated-defender',
			// P4: "within a 5-yard arc of the goal", measured to the goal mouth.
			legal: () => (p) => (penalty === '4' ? inGround(v, p) && toMouth(p, 0, h) <= 5 : ddWall()(p)) && hyp(p.x - spot, p.y) >= 5
		}
	];
	const five = (penalty: '5a' | '5b' | '1', foul?: Point): Case[] => [
		{
			name: `${v.preset} P${penalty}, fouling`,
			input: { venue: v, penalty, ...(foul ? { foul } : {}) },
			team: 'fouling',
			role: 'player',
			legal: (s) => (p) => inGround(v, p) && hyp(p.x - s.ball!.x, p.y - s.ball!.y) >= 5 && outOfRightOfWay(s.ball!, 0, p)
		},
		{ name: `${v.preset} P${penalty}, fouled`, input: { venue: v, penalty, ...(foul ? { foul } : {}) }, team: 'fouled', role: 'player', legal: (s) => (p) => inGround(v, p) && outOfRightOfWay(s.ball!, 0, p) }
	];
	return [
		...free('2', 15),
		...free('3', 25),
		...free('4', 25),
		// P2 inside the 15, from the spot: "behind the 15 yard line"; the defender on the side of the goal opposite the ball.
		{
			name: `${v.preset} P2 from the spot, fouling`,
			input: { venue: v, penalty: '2', foul: { x: 9, y: Math.min(4, W2 - 1) }, options: { from: 'spot' } },
			team: 'fouling',
			role: 'player',
			legal: (s) => (p) => inGround(v, p) && p.x >= 15 && hyp(p.x - s.ball!.x, p.y - s.ball!.y) >= 5
		},
		{
			name: `${v.preset} P2 from the spot, designated defender`,
			input: { venue: v, penalty: '2', foul: { x: 9, y: Math.min(4, W2 - 1) }, options: { from: 'spot' } },
			team: 'fouling',
			role: 'designated-defender',
			legal: (s) => (p) => ddWall(-1)(p) && hyp(p.x - s.ball!.x, p.y - s.ball!.y) >= 5
		},
		...five('5a', { x: 24.5, y: Math.min(5, W2 - 5) }),
		...five('5b'),
		...five('1')
	];
};

const CASES: Case[] = [...fieldCases(field), ...fieldCases(getVenue('field', 'unboarded')), ...arenaCases(arena), ...arenaCases(getVenue('arena', 'small')), ...arenaCases(smallest)];

const pointIn = (v: Venue) => {
	const r = v.surround;
	return fc.record({ x: fc.double({ min: r.minX - 2, max: r.maxX + 2, noNaN: true }), y: fc.double({ min: r.minY - 2, max: r.maxY + 2, noNaN: true }) });
};

describe('checkPosition agrees with each cited sentence, measured independently (fast-check)', () => {
	it.each(CASES.map((c) => [c.name, c] as const))('%s', (_n, c) => {
		const s = computeSetup(c.input);
		const oracle = c.legal(s);
		const who = { team: c.team, role: c.role };
		fc.assert(
			fc.property(pointIn(s.venue), (p) => {
				// Points within a hair of a boundary are the boundary tests' business (below): there the
				// checker's 1e-6 yd tolerance decides, not the words.
				const near = [-1e-5, 1e-5].some((d) => oracle({ x: p.x + d, y: p.y }) !== oracle(p) || oracle({ x: p.x, y: p.y + d }) !== oracle(p));
				if (near) return;
				expect(checkPosition(s, who, p).legal, JSON.stringify(p)).toBe(oracle(p));
			}),
			{ numRuns: 400 }
		);
	});
});

/** Just inside, on, just outside: [point, legal]. */
type Probe = [string, Point, boolean];
const probes = (name: string, input: SetupInput, team: Team, role: Role, list: Probe[]) => list.map(([where, p, legal]) => ({ name: `${name}: ${where}`, input, team, role, p, legal }));

describe('checkPosition on each side of every line and distance', () => {
	const W2 = field.width / 2;
	const P2 = { venue: field, penalty: '2' } as const;
	const P2S = { venue: field, penalty: '2', foul: { x: 24, y: -14 }, options: { from: 'spot' } } as const;
	const P3 = { venue: field, penalty: '3' } as const;
	const P4 = { venue: field, penalty: '4' } as const;
	const P5A = { venue: field, penalty: '5a', foul: { x: 100, y: 20 } } as const;
	const cases = [
		// "behind their back line, outside of the goal": on the line between the posts is in the goal, beside them is not.
		...probes('field P2 "behind their back line, outside of the goal"', P2, 'fouling', 'player', [
			['on the goal line between the posts', { x: 0, y: 0 }, false],
			['on the goal line, just inside a post', { x: 0, y: 4 - EPS }, false],
			['on the goal line, on a post', { x: 0, y: 4 }, true],
			['on the goal line, just beside a post', { x: 0, y: -4 - EPS }, true],
			['behind the line, between the posts', { x: -5, y: 1 }, false],
			['just in front of the line, beside the goal', { x: EPS, y: 20 }, false],
			['in the corner of the safety zone', { x: -30, y: -W2 - 10 }, true],
			['just beyond the safety zone', { x: -30 - EPS, y: 0 }, false]
		]),
		...probes('field P2 from the spot "within 30 yards from the ball ... outside of the goal"', P2S, 'fouling', 'player', [
			['30 yd from the ball, off the goal axis', { x: 24 + 18, y: -14 + 24 }, true],
			['just inside 30 yd', { x: 24 + 30 - EPS, y: -14 }, false],
			['just outside 30 yd', { x: 24 - 30 - EPS, y: -14 }, true],
			['on the goal line between the posts', { x: 0, y: 3 }, false],
			['on the goal line beside the posts', { x: 0, y: 40 }, true]
		]),
		...probes('field P3 fouled "behind the 40-yard line unless they are off the field"', P3, 'fouled', 'player', [
			['on the 40', { x: 40, y: 10 }, true],
			['just in front of the 40', { x: 40 - EPS, y: 10 }, false],
			['in front of the 40, on the side line (off the field)', { x: 20, y: W2 }, true],
			['in front of the 40, just inside the side line', { x: 20, y: W2 - EPS }, false],
			['beyond the side line, in the corner of the safety zone', { x: -30, y: W2 + 10 }, true]
		]),
		...probes('field P3 fouling "behind the back line, outside of the goal"', P3, 'fouling', 'player', [
			['on the goal line between the posts', { x: 0, y: 0 }, false],
			['on the goal line beside the posts', { x: 0, y: 4 }, true],
			['just in front of the back line', { x: EPS, y: 20 }, false],
			['on the field, beyond the side line', { x: 100, y: W2 + EPS }, true]
		]),
		...probes('field P4 fouling "behind the 30-yard line"', P4, 'fouling', 'player', [
			['on the 30', { x: 30, y: -70 }, true],
			['just in front of the 30', { x: 30 + EPS, y: 0 }, false],
			['in front, beyond the side line', { x: 200, y: -W2 - 1 }, true]
		]),
		...probes('field P5.a fouling "within 30 yards ... between the ball and the goal"', P5A, 'fouling', 'player', [
			['30 yd behind the ball', { x: 70, y: 20 }, true],
			['just inside 30 yd, behind the ball, off axis', { x: 100 - 18 + EPS, y: 20 - 24 }, false],
			['level with the ball, 30 yd across', { x: 100, y: 20 - 30 }, true],
			['just beyond the ball, 30 yd across', { x: 100 + EPS, y: 20 - 30 }, false],
			['beyond the ball, off the field', { x: 200, y: W2 + 1 }, true]
		])
	];
	it.each(cases.map((c) => [c.name, c] as const))('%s', (_n, c) => {
		expect(checkPosition(computeSetup(c.input), { team: c.team, role: c.role }, c.p).legal).toBe(c.legal);
	});

	const h = 5 / 3;
	const arenaProbes = (v: Venue) => {
		const W2 = v.width / 2;
		const corner = W2 - h < 10;
		const ddY = corner ? W2 - 2 : h + 10;
		return [
			...probes(`${v.preset} arena P3 "behind the point from where the free hit is made"`, { venue: v, penalty: '3' }, 'fouled', 'player', [
				['on the point of the hit, off axis', { x: 25, y: W2 - 1 }, true],
				['just in front of it', { x: 25 - EPS, y: W2 - 1 }, false]
			]),
			...probes(`${v.preset} arena P3 "No opponent shall be within 5 yards of the player making the hit"`, { venue: v, penalty: '3' }, 'fouling', 'player', [
				['5 yd from the ball, off axis', { x: 28, y: 4 }, true],
				['just inside 5 yd', { x: 25 + 5 - EPS, y: 0 }, false]
			]),
			...probes(`${v.preset} arena P3 designated defender "along the end wall ... no closer to the goal than 10 yards from its edge"`, { venue: v, penalty: '3' }, 'fouling', 'designated-defender', [
				[corner ? 'in the corner band' : '10 yd from the edge of the goal', { x: 2, y: ddY }, true],
				['just nearer the goal', { x: 1, y: ddY - EPS }, false],
				['just off the wall band', { x: 2 + EPS, y: ddY }, false],
				['in the far corner', { x: 0, y: -W2 }, true]
			]),
			...probes(`${v.preset} arena P4 designated defender "within a 5-yard arc of the goal"`, { venue: v, penalty: '4' }, 'fouling', 'designated-defender', [
				['5 yd out from the centre of the goal', { x: 5, y: 0 }, true],
				['5 yd from a post, beside the goal (off the goal axis)', { x: 3, y: h + 4 }, true],
				['just beyond 5 yd of the post', { x: 3, y: h + 4 + EPS }, false],
				['just beyond 5 yd in front of the mouth', { x: 5 + EPS, y: h - 0.1 }, false]
			])
		];
	};
	const acases = [...arenaProbes(arena), ...arenaProbes(getVenue('arena', 'small')), ...arenaProbes(smallest)];
	it.each(acases.map((c) => [c.name, c] as const))('%s', (_n, c) => {
		expect(checkPosition(computeSetup(c.input), { team: c.team, role: c.role }, c.p).legal).toBe(c.legal);
	});
});

describe('computeSetup: the ball on each side of the 25 yards and the 5 yards of 5.a, and the 25-yard line of Alternative Rule 9', () => {
	const mouthOf = (v: Venue) => (p: Point) => toMouth(p, 0, v.goalWidth / 2);
	it.each([arena, getVenue('arena', 'small'), smallest].map((v) => [v.preset === 'custom' ? `${v.length} x ${v.width}` : v.preset, v] as const))(
		'%s arena 5.a: "the ball must be placed no closer than 25 yards from that goal" (to the mouth), "five yards from the wall"',
		(_n, v) => {
			const m = mouthOf(v);
			const W2 = v.width / 2;
			const y = Math.min(5, W2 - 5);
			// On the 25 yards, off the goal axis beside the goal: not moved.
			const onIt = { x: Math.sqrt(625 - Math.max(y - 5 / 3, 0) ** 2), y };
			expect(computeSetup({ venue: v, penalty: '5a', foul: onIt }).ball).toEqual(onIt);
			// Just inside: moved out to exactly 25 yd.
			const inside = { x: onIt.x - EPS, y };
			const moved = computeSetup({ venue: v, penalty: '5a', foul: inside });
			expect(m(moved.ball!)).toBeCloseTo(25, 6);
			expect(moved.adjustments).toHaveLength(1);
			// Just outside: not moved.
			const outside = { x: onIt.x + EPS, y };
			expect(computeSetup({ venue: v, penalty: '5a', foul: outside }).ball).toEqual(outside);
			// The corners: 5 yd in from both walls (and 25 from the mouth).
			for (const c of [{ x: v.length, y: W2 }, { x: v.length, y: -W2 }, { x: 0, y: W2 }]) {
				const b = computeSetup({ venue: v, penalty: '5a', foul: c }).ball!;
				expect(Math.min(b.x, v.length - b.x, W2 - Math.abs(b.y))).toBeGreaterThanOrEqual(5 - 1e-9);
				expect(m(b)).toBeGreaterThanOrEqual(25 - 1e-9);
			}
		}
	);

	it('arena 5.a: the ball moved is the nearest point that satisfies both (fast-check, against random legal points)', () => {
		for (const v of [arena, smallest]) {
			const m = mouthOf(v);
			const W2 = v.width / 2;
			const ok = (p: Point) => m(p) >= 25 && p.x >= 5 && p.x <= v.length - 5 && Math.abs(p.y) <= W2 - 5;
			fc.assert(
				fc.property(fc.record({ x: fc.double({ min: 0, max: v.length, noNaN: true }), y: fc.double({ min: -W2, max: W2, noNaN: true }) }), fc.array(fc.record({ x: fc.double({ min: 5, max: v.length - 5, noNaN: true }), y: fc.double({ min: -W2 + 5, max: W2 - 5, noNaN: true }) }), { minLength: 20, maxLength: 20 }), (foul, others) => {
					const b = computeSetup({ venue: v, penalty: '5a', foul }).ball!;
					expect(m(b)).toBeGreaterThanOrEqual(25 - 1e-6);
					expect(ok({ x: b.x, y: b.y }) || m(b) >= 25 - 1e-6).toBe(true);
					if (ok(foul)) expect(b).toEqual(foul);
					const d = hyp(b.x - foul.x, b.y - foul.y);
					for (const q of others) if (ok(q)) expect(hyp(q.x - foul.x, q.y - foul.y)).toBeGreaterThanOrEqual(d - 1e-6);
				}),
				{ numRuns: 200 }
			);
		}
	});

	it.each([
		[25 - EPS, false],
		[25, false],
		[25 + EPS, true]
	])('Alternative Rule 9, "fouled outside the 25 yard line", at x = %d, off the goal axis: accepted %s', (x, accepted) => {
		for (const v of [arena, smallest]) {
			const run = () => computeSetup({ venue: v, penalty: '2', foul: { x, y: v.width / 2 - 1 }, options: { alternativeRule9: true } });
			if (accepted) expect(run().options.alternativeRule9).toBe(true);
			else expect(run).toThrow(/outside the 25-yard line/);
		}
	});
});
