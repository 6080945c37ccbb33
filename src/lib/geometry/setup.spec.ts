import { describe, expect, it } from 'vitest';
import { GeometryError } from './errors';
import { checkPosition, computeSetup, nearestLegal, type SetupInput } from './setup';
import { getVenue } from './venue';
import type { Point, Who } from './types';
import { ROUNDING_ROOM } from './solve';
import { dist } from './vec';
import { sentenceOf } from './sentences';

const field = getVenue('field');
const unboarded = getVenue('field', 'unboarded');
const arena = getVenue('arena');
const small = getVenue('arena', 'small');

const F: Who = { team: 'fouling' };
const D: Who = { team: 'fouled' };
const HIT: Who = { team: 'fouled', role: 'hitter' };
const DD: Who = { team: 'fouling', role: 'designated-defender' };

interface Case {
	/** The rule sentence that places something, quoted. */
	sentence: string;
	input: SetupInput;
	ball: Point | null;
	/** [who, point, legal?] probes of the zones that sentence draws. */
	probes: [Who, Point, boolean][];
}

const cases: Case[] = [
	{
		sentence: 'Rule 37 P1: "The game shall be resumed with a Penalty 5.b awarded to the fouled team and a change in direction."',
		input: { venue: field, penalty: '1' },
		ball: { x: 150, y: 0 },
		probes: [
			[F, { x: 185, y: 0 }, true], // 35 yd away on the side of the goal they now defend (x = 300)
			[F, { x: 120, y: 0 }, false], // 30 yd but on the wrong side after the change of direction
			[F, { x: 170, y: 0 }, false], // too close
			[D, { x: 151, y: 1 }, true]
		]
	},
	{
		sentence: 'Rule 37 P2: "For a penalty hit from the 30-yard line, all of the fouling team shall be positioned behind their back line, outside of the goal"',
		input: { venue: field, penalty: '2', options: { from: 'line' } },
		ball: { x: 30, y: 0 },
		probes: [
			[F, { x: -5, y: 10 }, true],
			[F, { x: -5, y: -4 }, true], // on the post line: outside the goal
			[F, { x: -5, y: 2 }, false], // between the posts
			[F, { x: 1, y: 20 }, false], // 1 yd in front of the back line
			[F, { x: -31, y: 20 }, false], // beyond the safety zone
			[D, { x: 20, y: 0 }, true]
		]
	},
	{
		sentence: 'Rule 37 P2: "If the penalty is to be hit from the spot, none of the fouling team may be within 30 yards from the ball and must remain outside of the goal"',
		input: { venue: field, penalty: '2', foul: { x: 25, y: -10 }, options: { from: 'spot' } },
		ball: { x: 25, y: -10 },
		probes: [
			[F, { x: 25, y: 20.5 }, true],
			[F, { x: 25, y: 19 }, false],
			[F, { x: -10, y: 0 }, false], // 37 yd away but in the goal
			[F, { x: -10, y: 5 }, true]
		]
	},
	{
		sentence: 'Rule 37 P3: "All players of the team fouled are to be behind the 40-yard line" and the fouling team "behind the back line, outside of the goal"',
		input: { venue: field, penalty: '3' },
		ball: { x: 40, y: 0 },
		probes: [
			[D, { x: 41, y: 30 }, true],
			[D, { x: 39, y: 30 }, false],
			[HIT, { x: 40, y: 0 }, true],
			[F, { x: -1, y: 30 }, true],
			[F, { x: -1, y: 3.9 }, false],
			[F, { x: 0.5, y: 30 }, false]
		]
	},
	{
		sentence: 'Rule 37 P4: "All members of the fouling team ... must be behind the 30-yard line"; "The fouled team is free to position themselves anywhere on or off the playing field."',
		input: { venue: field, penalty: '4' },
		ball: { x: 60, y: 0 },
		probes: [
			[F, { x: 30, y: 50 }, true],
			[F, { x: 30.5, y: 50 }, false],
			[D, { x: 5, y: -70 }, true],
			[D, { x: -20, y: 85 }, true] // off the field, in the safety zone
		]
	},
	{
		sentence: 'Rule 37 P5.a: "A penalty hit from the spot where the ball was when the foul occurred, but at least 5 yards from the boards or from the side lines."',
		input: { venue: field, penalty: '5a', foul: { x: 150, y: 78 } },
		ball: { x: 150, y: 75 },
		probes: [
			[F, { x: 120, y: 75 }, true], // 30 yd away, between the ball and the defended goal
			[F, { x: 121, y: 75 }, false],
			[F, { x: 151, y: 40 }, false], // 35 yd away but 1 yd beyond the ball: not between it and the defended goal
			[F, { x: 190, y: 75 }, false] // 40 yd away on the wrong side
		]
	},
	{
		sentence: 'Rule 37 P5.a on an unboarded field: "at least 5 yards ... from the side lines"',
		input: { venue: unboarded, penalty: '5a', foul: { x: 100, y: -99 } },
		ball: { x: 100, y: -95 },
		probes: []
	},
	{
		sentence: 'Rule 37 P5.b: "A penalty hit from the center of the playing field." with the fouling team 30 yd away',
		input: { venue: field, penalty: '5b' },
		ball: { x: 150, y: 0 },
		probes: [
			[F, { x: 120, y: 0 }, true],
			[F, { x: 130, y: 10 }, false],
			[D, { x: 150, y: 5 }, true]
		]
	},
	{
		sentence: 'Rule 37 P6: "A penalty hit from a spot 60 yards from the end line opposite where the ball crossed the end line, but no more than 40 yards from the center of the 60-yard line."',
		input: { venue: field, penalty: '6', foul: { x: 0, y: -70 } },
		ball: { x: 60, y: -40 },
		probes: [
			[F, { x: 29, y: 0 }, true],
			[F, { x: 31, y: 0 }, false]
		]
	},
	{
		sentence: 'Rule 37 P6: level with the crossing point when it is within 40 yd of centre',
		input: { venue: field, penalty: '6', foul: { x: 0, y: 22.5 } },
		ball: { x: 60, y: 22.5 },
		probes: []
	},
	{
		sentence: 'Arena P1: "The game shall be resumed with a Penalty 5.b awarded to the team fouled."',
		input: { venue: arena, penalty: '1' },
		ball: { x: 50, y: 0 },
		probes: [
			[F, { x: 50, y: 5.5 }, true],
			[F, { x: 53, y: 3 }, false]
		]
	},
	{
		sentence: 'Arena P2: "A free hit at the ball by the team fouled from a spot 15 yards in front of the center of the goal, all players to be behind the point from where the free hit is made"',
		input: { venue: arena, penalty: '2' },
		ball: { x: 15, y: 0 },
		probes: [
			[D, { x: 16, y: 10 }, true],
			[D, { x: 14, y: 10 }, false],
			[F, { x: 16, y: 10 }, true],
			[F, { x: 18, y: 3 }, false], // "No opponent shall be within 5 yards of the player making the hit."
			[DD, { x: 1, y: 12 }, true], // 10.33 yd from the goal edge (goal half width 1.67)
			[DD, { x: 1, y: -11.67 }, true],
			[DD, { x: 1, y: 11 }, false], // 9.33 yd from the edge
			[DD, { x: 3, y: 15 }, false] // not along the end wall
		]
	},
	{
		sentence: 'Arena P2: "or the corner of the arena, if the corner is less than 10 yards from the edge of the goal"',
		input: { venue: small, penalty: '2' },
		ball: { x: 15, y: 0 },
		probes: [
			[DD, { x: 1, y: 10.5 }, true],
			[DD, { x: 1, y: -9.5 }, true],
			[DD, { x: 1, y: 8 }, false]
		]
	},
	{
		sentence: 'Arena P2 inside the 15: "the end wall on the opposite side of the goal from the point of the free hit"',
		input: { venue: arena, penalty: '2', foul: { x: 8, y: 6 }, options: { from: 'spot' } },
		ball: { x: 8, y: 6 },
		probes: [
			[DD, { x: 1, y: -15 }, true],
			[DD, { x: 1, y: 15 }, false],
			[D, { x: 16, y: 0 }, true],
			[D, { x: 12, y: 0 }, false], // "all players are to be behind the 15 yard line"
			[HIT, { x: 8, y: 6 }, true]
		]
	},
	{
		sentence: 'Arena P3: "A free hit at the ball by the team fouled from a spot 25 yards in front of the center of the goal"',
		input: { venue: arena, penalty: '3' },
		ball: { x: 25, y: 0 },
		probes: [
			[F, { x: 24, y: 15 }, false],
			[F, { x: 26, y: 15 }, true],
			[DD, { x: 0, y: 24 }, true]
		]
	},
	{
		sentence: 'Arena P4: "except one designated member of the fouling team, who may be placed within a 5-yard arc of the goal."',
		input: { venue: arena, penalty: '4' },
		ball: { x: 25, y: 0 },
		probes: [
			[DD, { x: 4.9, y: 0 }, true],
			[DD, { x: 3, y: 5 }, true], // 4.0 yd from the goal edge at y = 1.67
			[DD, { x: 5.5, y: 0 }, false],
			[DD, { x: 1, y: 12 }, false]
		]
	},
	{
		sentence: 'Arena P5.a: "the ball must be placed no closer than 25 yards from that goal"',
		input: { venue: arena, penalty: '5a', foul: { x: 10, y: 0 } },
		ball: { x: 25, y: 0 },
		probes: [
			[F, { x: 25, y: 4.9 }, false],
			[D, { x: 15, y: 0 }, false], // "No player may line up in the Right of Way unless at a minimum of 16 yards from the ball."
			[D, { x: 8, y: 0 }, true], // 17 yd from the ball
			[D, { x: 15, y: 3 }, true] // beside the corridor
		]
	},
	{
		sentence: 'Arena P5.a: "Should the point of infraction be less than five yards from the wall, the ball shall be hit or hit at from the nearest spot in the arena which is five yards from the wall."',
		input: { venue: arena, penalty: '5a', foul: { x: 60, y: -24 } },
		ball: { x: 60, y: -20 },
		probes: []
	},
	{
		sentence: 'Arena P5.b: "A point at the mid-point center line of the arena"',
		input: { venue: arena, penalty: '5b' },
		ball: { x: 50, y: 0 },
		probes: [
			[F, { x: 56, y: 0 }, true],
			[F, { x: 50, y: 4 }, false]
		]
	},
	{
		sentence: 'Arena P6.b: "a free hit from the original spot of the foul shot shall be granted to the fouling team"',
		input: { venue: arena, penalty: '6b', options: { original: '3' } },
		ball: { x: 25, y: 0 },
		probes: [
			[D, { x: 25, y: 4 }, false],
			[D, { x: 25, y: 6 }, true],
			[F, { x: 35, y: 0 }, false], // in the right of way toward the goal at x = 100
			[{ team: 'fouling', role: 'hitter' }, { x: 24, y: 0 }, true]
		]
	},
	{
		sentence: 'Arena P6.c: "If the spot is closer to the goal the fouling team is attacking than the center of the arena, the free hit shall be taken from the center of the arena."',
		input: { venue: arena, penalty: '6c', foul: { x: 80, y: 10 }, options: { original: '5a' } },
		ball: { x: 50, y: 0 },
		probes: []
	},
	{
		sentence: 'Arena P6.a: "another free hit shall be granted the hitter at the same place originally called for in the penalty awarded"',
		input: { venue: arena, penalty: '6a', options: { original: '4' } },
		ball: { x: 25, y: 0 },
		probes: [[DD, { x: 2, y: 0 }, true]]
	}
];

describe('computeSetup', () => {
	it.each(cases.map((c) => [c.sentence, c] as const))('%s', (_s, c) => {
		const setup = computeSetup(c.input);
		if (c.ball === null) expect(setup.ball).toBeNull();
		else {
			expect(setup.ball!.x).toBeCloseTo(c.ball.x, 6);
			expect(setup.ball!.y).toBeCloseTo(c.ball.y, 6);
		}
		for (const [who, p, legal] of c.probes) {
			const r = checkPosition(setup, who, p);
			expect({ who, p, legal: r.legal, v: r.violations.map((v) => v.message) }).toMatchObject({ legal });
		}
	});

	it.each([
		['field', '7'],
		['field', '8'],
		['field', '9'],
		['field', '10'],
		['arena', '7'],
		['arena', '8'],
		['arena', '9']
	] as const)('%s Penalty %s places nothing and says what happens', (kind, penalty) => {
		const s = computeSetup({ venue: kind, penalty });
		expect(s.placement).toBe(false);
		expect(s.ball).toBeNull();
		expect(s.zones).toEqual([]);
		expect(s.outcome?.text.length).toBeGreaterThan(10);
		expect(sentenceOf(s.outcome!.citation).length).toBeGreaterThan(10);
	});

	it.each([
		['5a', 'The team fouled may position itself anywhere.'],
		['5b', 'The team fouled may position itself anywhere.'],
		['4', 'The fouled team is free to position themselves anywhere on or off the playing field.'],
		['6', 'The fouled team is free to position themselves anywhere on or off the playing field.']
	] as const)('field P%s: "%s"', (penalty, sentence) => {
		const s = computeSetup({ venue: field, penalty, ...(penalty === '6' ? { foul: { x: 0, y: 30 } } : {}) });
		expect(s.notes.map(sentenceOf)).toContain(sentence);
		expect(s.zones.find((z) => z.team === 'fouled' && z.role === 'player')!.unrestricted).toBe(true);
		for (const p of [{ x: s.ball!.x + 1, y: s.ball!.y }, { x: -20, y: 85 }, { x: 320, y: -85 }]) expect(checkPosition(s, D, p).legal, JSON.stringify(p)).toBe(true);
	});

	it('awards the goal on field P1 with a change of direction, and one or two goals in the arena', () => {
		const f = computeSetup({ venue: field, penalty: '1' });
		expect(f.award).toMatchObject({ goals: '1', restart: '5b', changeOfDirection: true });
		expect(f.attackGoalX).toBe(300);
		const a = computeSetup({ venue: arena, penalty: '1' });
		expect(a.award).toMatchObject({ goals: '1 or 2', changeOfDirection: false });
	});

	it('warns, without moving the ball, when a field 5.a is within 60 yd of the goal the fouling team defends (Rule 35)', () => {
		const s = computeSetup({ venue: field, penalty: '5a', foul: { x: 45, y: 10 } });
		expect(s.ball).toEqual({ x: 45, y: 10 });
		expect(s.warnings).toHaveLength(1);
		expect(s.warnings[0]!.citation.ref).toBe('Rule 35');
		expect(s.warnings[0]!.message).toContain('45.0 yd');
		expect(computeSetup({ venue: field, penalty: '5a', foul: { x: 61, y: 10 } }).warnings).toEqual([]);
	});

	it('says when and why a spot was moved', () => {
		const s = computeSetup({ venue: field, penalty: '5a', foul: { x: 150, y: 78 } });
		expect(s.adjustments).toHaveLength(1);
		expect(s.adjustments[0]!.message).toContain('2.0 yd from the boards');
		expect(s.adjustments[0]!.citations[0]!.ref).toBe('Rule 37, Penalty 5.a');
		const a = computeSetup({ venue: arena, penalty: '5a', foul: { x: 10, y: 0 } });
		expect(a.adjustments[0]!.message).toContain('10.0 yd from the goal');
		const p6 = computeSetup({ venue: field, penalty: '6', foul: { x: 0, y: 70 } });
		expect(p6.adjustments[0]!.message).toContain('70.0 yd');
		expect(computeSetup({ venue: field, penalty: '6', foul: { x: 0, y: 39 } }).adjustments).toEqual([]);
	});

	it('keeps a field P3 lined up the same whether defended or not, and says which', () => {
		const u = computeSetup({ venue: field, penalty: '3', options: { defended: false } });
		const d = computeSetup({ venue: field, penalty: '3', options: { defended: true } });
		expect(d.ball).toEqual(u.ball);
		expect(d.summary).toContain('defended');
		expect(u.summary).toContain('undefended');
		expect(d.notes.length).toBeGreaterThan(u.notes.length);
	});

	it.each([
		[{ venue: 'field', penalty: '11' }, 'unknown-penalty'],
		[{ venue: 'arena', penalty: '10' }, 'unknown-penalty'],
		[{ venue: 'field', penalty: '5a', foul: { x: 310, y: 0 } }, 'foul-outside-venue'],
		[{ venue: 'field', penalty: '5a', foul: { x: 10, y: -81 } }, 'foul-outside-venue'],
		[{ venue: 'field', penalty: '5a', foul: { x: Number.NaN, y: 0 } }, 'invalid-number'],
		[{ venue: 'arena', penalty: '5a', foul: { x: 5, y: Infinity } }, 'invalid-number'],
		[{ venue: 'field', penalty: '4', options: { from: 'spot' } }, 'option-not-applicable'],
		[{ venue: 'field', penalty: '2', options: { defended: true } }, 'option-not-applicable'],
		[{ venue: 'arena', penalty: '2', foul: { x: 30, y: 0 }, options: { from: 'spot' } }, 'option-not-applicable'],
		[{ venue: 'arena', penalty: '3', foul: { x: 10, y: 0 }, options: { alternativeRule9: true } }, 'option-not-applicable'],
		[{ venue: 'arena', penalty: '6b', options: { original: '5a' } }, 'option-not-applicable'],
		[{ venue: 'arena', penalty: '4', options: { alternativeRule9: true } }, 'option-not-applicable']
	] as [SetupInput, string][])('rejects bad input %j with a clear %s error', (input, code) => {
		try {
			computeSetup(input);
			expect.unreachable();
		} catch (e) {
			expect(e).toBeInstanceOf(GeometryError);
			expect((e as GeometryError).code).toBe(code);
		}
	});

	it('takes arena P2/P3 from the spot under Alternative Rule 9 when fouled beyond the 25', () => {
		const s = computeSetup({ venue: arena, penalty: '3', foul: { x: 40, y: 10 }, options: { alternativeRule9: true } });
		expect(s.ball).toEqual({ x: 40, y: 10 });
		expect(s.rightOfWay).not.toBeNull();
		expect(s.hasDesignatedDefender).toBe(false);
	});
});

describe('checkPosition', () => {
	it('says what is wrong in numbers, with the rule', () => {
		const s = computeSetup({ venue: field, penalty: '5b' });
		const r = checkPosition(s, F, { x: 150 - 24.6, y: 0 });
		expect(r.legal).toBe(false);
		expect(r.violations).toHaveLength(1);
		expect(r.violations[0]!.rule).toBe('Rule 37, Penalty 5.b');
		expect(r.violations[0]!.message).toBe('24.6 yd from the ball; the fouling team must be at least 30.0 yd away');
	});

	it('lists every rule broken at once', () => {
		const s = computeSetup({ venue: arena, penalty: '2' });
		const r = checkPosition(s, F, { x: 13, y: 1 });
		expect(r.violations.map((v) => v.constraintId).sort()).toEqual(['behind-the-ball', 'fouling-5-from-ball']);
	});

	it.each([
		[{ venue: 'field', penalty: '2' } as SetupInput, DD],
		[{ venue: 'arena', penalty: '2' } as SetupInput, { team: 'fouled', role: 'designated-defender' } as Who],
		[{ venue: 'arena', penalty: '2' } as SetupInput, { team: 'fouling', role: 'hitter' } as Who],
		[{ venue: 'field', penalty: '8' } as SetupInput, F]
	])('refuses a role the setup does not have (%j, %j)', (input, who) => {
		expect(() => checkPosition(computeSetup(input), who, { x: 10, y: 0 })).toThrow(GeometryError);
	});

	it('rejects a non-finite point', () => {
		const s = computeSetup({ venue: field, penalty: '4' });
		expect(() => checkPosition(s, F, { x: Number.NaN, y: 0 })).toThrow(/finite/);
	});
});

describe('nearestLegal', () => {
	it.each([
		// [input, who, from, to]
		[{ venue: 'field', penalty: '5b' }, F, { x: 140, y: 0 }, { x: 120, y: 0 }],
		[{ venue: 'field', penalty: '4' }, F, { x: 50, y: 20 }, { x: 30, y: 20 }],
		[{ venue: 'field', penalty: '2' }, F, { x: 10, y: 1 }, { x: 0, y: 4 }],
		[{ venue: 'field', penalty: '3' }, D, { x: 20, y: 30 }, { x: 40, y: 30 }],
		[{ venue: 'arena', penalty: '2' }, DD, { x: 5, y: 5 }, { x: 2, y: 10 / 6 + 10 }],
		[{ venue: 'arena', penalty: '4' }, DD, { x: 10, y: 0 }, { x: 5, y: 0 }]
	] as [SetupInput, Who, Point, Point][])('moves %j %j from %j to %j, a tenth of a yard inside', (input, who, from, to) => {
		const s = computeSetup(input);
		const p = nearestLegal(s, who, from);
		expect(dist(p, to)).toBeLessThanOrEqual(ROUNDING_ROOM * Math.SQRT2 + 1e-6); // at a corner, a tenth inside both ways
		expect(checkPosition(s, who, p).legal).toBe(true);
		// Still legal once rounded to 0.1 yd for a URL.
		expect(checkPosition(s, who, { x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 }).legal).toBe(true);
	});

	it('leaves a legal point where it is', () => {
		const s = computeSetup({ venue: 'field', penalty: '4' });
		expect(nearestLegal(s, F, { x: 30, y: 7 })).toEqual({ x: 30, y: 7 });
	});
});

describe('checkPosition detail', () => {
	it.each([
		[{ venue: 'field', penalty: '5b' }, F, { x: 140, y: 0 }, { code: 'too-close', from: { key: 'ball' }, who: 'fouling' }],
		[{ venue: 'field', penalty: '4' }, F, { x: 35, y: 0 }, { code: 'in-front-of-line', line: { key: 'yard-line', yards: 30 }, need: 'behind' }],
		[{ venue: 'field', penalty: '2' }, F, { x: -5, y: 1 }, { code: 'in-goal', who: 'fouling' }],
		[{ venue: 'arena', penalty: '4' }, DD, { x: 9, y: 0 }, { code: 'outside-goal-arc', r: 5 }],
		[{ venue: 'arena', penalty: '5b' }, D, { x: 40, y: 0 }, { code: 'in-right-of-way', r: 16 }]
	] as [SetupInput, Who, Point, object][])('gives the code and numbers of what is wrong for %j %j at %j', (input, who, p, expected) => {
		const v = checkPosition(computeSetup(input), who, p).violations;
		expect(v).toHaveLength(1);
		expect(v[0]!.detail).toMatchObject(expected);
		expect(Number.isFinite((v[0]!.detail as { d: number }).d)).toBe(true);
	});
});
