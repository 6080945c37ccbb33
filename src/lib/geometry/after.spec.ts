/*
 * After the hit (issue 15): one table-driven test per sentence, quoting it, and fast-check properties of the
 * setups the outcomes produce (every outcome ball inside the venue and legal for its hitter, every outcome
 * line-up legal).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterHit, basePenalty, outcomeSetup, type AfterHitId } from './after';
import { missedSpot, outOfPlaySpot } from './afterArena';
import { ARENA as ARENA_IDS, FIELD as FIELD_IDS } from './citations';
import { sentenceOf, withSentences } from './sentences';
import { isGeometryError } from './errors';
import { standardLineup } from './lineup';
import { ARENA_MEASURES } from './measures';
import { checkPosition, computeSetup, type Setup, type SetupInput } from './setup';
import type { Point } from './types';
import { getVenue, SIZE_LIMITS, type Venue } from './venue';

const arena = getVenue('arena');
const small = getVenue('arena', 'small');

/** The citations with their sentences (the geometry cites by id; sentences.ts has the words). */
const ARENA = withSentences(ARENA_IDS);
const FIELD = withSentences(FIELD_IDS);

const ids = (s: Setup) => afterHit(s).map((a) => a.id);
const cites = (s: Setup, id: AfterHitId) => afterHit(s).find((a) => a.id === id)!.citations.map(sentenceOf);

describe('afterHit: the outcomes each penalty\'s text gives', () => {
	it.each([
		['arena P2', { venue: arena, penalty: '2' }, ['goal', 'wide-rebound', 'rebound-late', 'rebound-affected', 'out-of-play', 'missed', 'one-touch', 'defender-waits', 'defender-touched']],
		['arena P2 from the spot inside the 15', { venue: arena, penalty: '2', foul: { x: 9, y: 4 }, options: { from: 'spot' } }, ['goal', 'wide-rebound', 'rebound-late', 'rebound-affected', 'out-of-play', 'missed', 'one-touch', 'defender-waits', 'defender-touched']],
		['arena P3', { venue: arena, penalty: '3' }, ['goal', 'wide-rebound', 'rebound-late', 'rebound-affected', 'out-of-play', 'missed', 'one-touch', 'defender-waits', 'defender-touched']],
		['arena P4', { venue: arena, penalty: '4' }, ['goal', 'blocked', 'wide-rebound', 'rebound-late', 'rebound-affected', 'out-of-play', 'missed', 'one-touch']],
		['arena P5.a', { venue: arena, penalty: '5a' }, ['goal', 'out-of-play', 'clean-miss']],
		['arena P5.b', { venue: arena, penalty: '5b' }, ['goal', 'out-of-play', 'clean-miss']],
		['arena P6.a after a P3', { venue: arena, penalty: '6a', options: { original: '3' } }, ['goal', 'wide-rebound', 'rebound-late', 'rebound-affected', 'out-of-play', 'missed', 'one-touch', 'defender-waits', 'defender-touched', 'step-up']],
		['arena P6.b after a P2', { venue: arena, penalty: '6b', options: { original: '2' } }, ['not-counted']],
		['arena P6.d after a P5.a', { venue: arena, penalty: '6d', options: { original: '5a' } }, ['goal', 'out-of-play', 'clean-miss', 'not-counted']],
		['arena Alternative Rule 9', { venue: arena, penalty: '3', foul: { x: 40, y: 5 }, options: { alternativeRule9: true } }, ['goal', 'out-of-play']],
		['arena Alternative Rule 9, Penalty 2', { venue: arena, penalty: '2', foul: { x: 40, y: 5 }, options: { alternativeRule9: true } }, ['goal', 'out-of-play']],
		['arena Penalty 1, resuming with a 5.b (RULE-READINGS, third pass)', { venue: arena, penalty: '1' }, ['goal', 'out-of-play', 'clean-miss']],
		['field P2 from the 30', { venue: 'field', penalty: '2' }, ['entered-early', 'goal-prevented']],
		['field P2 from the spot (Penalty 2c applies to either place: RULE-READINGS, third pass)', { venue: 'field', penalty: '2', foul: { x: 24, y: -14 }, options: { from: 'spot' } }, ['entered-early', 'goal-prevented']],
		['field P3', { venue: 'field', penalty: '3' }, ['entered-early', 'goal-prevented', 'one-touch']],
		['field P4', { venue: 'field', penalty: '4' }, ['goal-prevented']],
		['field P5.a', { venue: 'field', penalty: '5a' }, []],
		['field P8', { venue: 'field', penalty: '8' }, []]
	] as [string, SetupInput, AfterHitId[]][])('%s', (_n, input, expected) => {
		expect(ids(computeSetup(input))).toEqual(expected);
	});

	it('a re-hit follows the after-the-hit rules of the penalty it repeats', () => {
		expect(basePenalty(computeSetup({ venue: arena, penalty: '6a', options: { original: '4' } }))).toBe('4');
		expect(basePenalty(computeSetup({ venue: arena, penalty: '6b', options: { original: '4' } }))).toBe('6b');
		expect(basePenalty(computeSetup({ venue: arena, penalty: '3' }))).toBe('3');
	});
});

/** One test per sentence: the outcome that encodes it, and what it does. */
const SENTENCES: { sentence: string; input: SetupInput; outcome: AfterHitId; check: (s: Setup) => void }[] = [
	{
		sentence: ARENA.p2Wide.sentence,
		input: { venue: arena, penalty: '2' },
		outcome: 'wide-rebound',
		check: (s) => expect(afterHit(s).find((a) => a.id === 'wide-rebound')!.citations[0]!.ref).toBe('Arena Rule 9, Penalty 2')
	},
	{
		sentence: ARENA.p3Immediately.sentence,
		input: { venue: arena, penalty: '3' },
		outcome: 'wide-rebound',
		check: (s) => {
			expect(ARENA_MEASURES.reboundSeconds).toBe(5);
			expect(ARENA_MEASURES.reboundRadius).toBe(5);
			expect(afterHit(s).find((a) => a.id === 'wide-rebound')!.text).toMatch(/within 5 seconds.*within 5 yards/);
		}
	},
	{
		sentence: ARENA.p4Affected.sentence,
		input: { venue: arena, penalty: '4' },
		outcome: 'rebound-affected',
		check: (s) => {
			const o = outcomeSetup(s, 'rebound-affected')!;
			expect(o.ball).toEqual(s.venue.centre);
			expect(o.hitter).toBe('fouling');
			expect(o.attackGoalX).toBe(s.venue.length);
			// lined up as a 5.b: the fouled team at least 5 yd from the ball
			expect(checkPosition(o, { team: 'fouled' }, { x: 53, y: 0 }).legal).toBe(false);
			expect(checkPosition(o, { team: 'fouled' }, { x: 50, y: 6 }).legal).toBe(true);
		}
	},
	{
		sentence: ARENA.p2Late.sentence,
		input: { venue: arena, penalty: '2' },
		outcome: 'rebound-late',
		check: (s) => expect(outcomeSetup(s, 'rebound-late')).toBe(s)
	},
	{
		sentence: ARENA.p2Out.sentence,
		input: { venue: arena, penalty: '2' },
		outcome: 'out-of-play',
		check: (s) => {
			// Over the end wall beside the goal: moved in to 5 yd from the end wall.
			const o = outcomeSetup(s, 'out-of-play', { x: 0, y: -12 })!;
			expect(o.ball).toEqual({ x: 5, y: -12 });
			expect(o.hitter).toBe('fouling');
			expect(o.adjustments).toHaveLength(1);
			// Out over the side wall: 5 yd in from it too, as a 5.a is placed.
			expect(outcomeSetup(s, 'out-of-play', { x: 30, y: 25 })!.ball).toEqual({ x: 30, y: 20 });
		}
	},
	{
		sentence: ARENA.p5aOutCentre.sentence,
		input: { venue: arena, penalty: '5a' },
		outcome: 'out-of-play',
		check: (s) => {
			expect(outcomeSetup(s, 'out-of-play', { x: 80, y: 25 })!.ball).toEqual({ x: 50, y: 20 });
			expect(outcomeSetup(s, 'out-of-play', { x: 30, y: -25 })!.ball).toEqual({ x: 30, y: -20 });
			expect(outcomeSetup(s, 'out-of-play', { x: 0, y: 10 })!.ball).toEqual({ x: 5, y: 10 });
		}
	},
	{
		sentence: ARENA.p5aOut.sentence,
		input: { venue: arena, penalty: '5a' },
		outcome: 'out-of-play',
		check: (s) => expect(outcomeSetup(s, 'out-of-play', { x: 0, y: 10 })!.ball!.x).toBe(5)
	},
	{
		sentence: ARENA.p5bTwo.sentence,
		input: { venue: arena, penalty: '5b' },
		outcome: 'goal',
		check: (s) => expect(afterHit(s).find((a) => a.id === 'goal')!.points).toEqual({ one: false, two: '6.a(2)' })
	},
	{
		sentence: ARENA.p6dNoGoal.sentence,
		input: { venue: arena, penalty: '6d', options: { original: '2' } },
		outcome: 'not-counted',
		check: (s) => expect(afterHit(s).find((a) => a.id === 'not-counted')!.variant).toBeNull()
	},
	{
		sentence: ARENA.p5bOut.sentence,
		input: { venue: arena, penalty: '5b' },
		outcome: 'out-of-play',
		// RULE-READINGS, After the hit: the centre line on 5.a and 5.b.
		check: (s) => expect(outcomeSetup(s, 'out-of-play', { x: 100, y: 0 })!.ball).toEqual({ x: 50, y: 0 })
	},
	{
		sentence: ARENA.p4Out.sentence,
		input: { venue: arena, penalty: '4' },
		outcome: 'out-of-play',
		// P2-P4 have no centre-line clause: a ball out in the far half is taken there.
		check: (s) => expect(outcomeSetup(s, 'out-of-play', { x: 100, y: 3 })!.ball).toEqual({ x: 95, y: 3 })
	},
	{
		sentence: ARENA.execMissed.sentence,
		input: { venue: arena, penalty: '3' },
		outcome: 'missed',
		check: (s) => {
			expect(outcomeSetup(s, 'missed')!.ball).toEqual({ x: 25, y: 0 });
			expect(outcomeSetup(s, 'missed', { x: 2, y: 24 })!.ball).toEqual({ x: 5, y: 20 });
			expect(cites(s, 'missed')).toContain(ARENA.execNotAPenalty.sentence);
		}
	},
	{
		sentence: ARENA.execCleanMiss.sentence,
		input: { venue: arena, penalty: '5b' },
		outcome: 'clean-miss',
		check: (s) => expect(outcomeSetup(s, 'clean-miss')).toBeNull()
	},
	{
		sentence: ARENA.p4Blocked.sentence,
		input: { venue: arena, penalty: '4' },
		outcome: 'blocked',
		check: (s) => expect(outcomeSetup(s, 'blocked')).toBeNull()
	},
	{
		sentence: ARENA.p4Two.sentence,
		input: { venue: arena, penalty: '4' },
		outcome: 'goal',
		check: (s) => expect(afterHit(s).find((a) => a.id === 'goal')!.points).toEqual({ one: true, two: '6.a(3)' })
	},
	{
		sentence: ARENA.p2Goal.sentence,
		input: { venue: arena, penalty: '2' },
		outcome: 'goal',
		check: (s) => expect(afterHit(s).find((a) => a.id === 'goal')!.points).toEqual({ one: true, two: null })
	},
	{
		sentence: ARENA.p5aTwo.sentence,
		input: { venue: arena, penalty: '5a' },
		outcome: 'goal',
		check: (s) => expect(afterHit(s).find((a) => a.id === 'goal')!.points).toEqual({ one: false, two: '6.a(2)' })
	},
	{
		sentence: ARENA.p6aStepUp.sentence,
		input: { venue: arena, penalty: '6a', options: { original: '2' } },
		outcome: 'step-up',
		check: (s) => expect(afterHit(s).find((a) => a.id === 'step-up')!.text).toMatch(/Penalty 1/)
	},
	{
		sentence: ARENA.p6bNoGoal.sentence,
		input: { venue: arena, penalty: '6b', options: { original: '3' } },
		outcome: 'not-counted',
		check: (s) => expect(cites(s, 'not-counted')).toEqual([ARENA.p6bNoGoal.sentence])
	},
	{
		sentence: FIELD.p2c.sentence,
		input: { venue: 'field', penalty: '2' },
		outcome: 'entered-early',
		check: (s) => expect(outcomeSetup(s, 'entered-early')).toBe(s)
	},
	{
		sentence: FIELD.p3b.sentence,
		input: { venue: 'field', penalty: '3', options: { defended: true } },
		outcome: 'goal-prevented',
		check: (s) => expect(afterHit(s).find((a) => a.id === 'goal-prevented')!.variant).toBe('entered-early')
	},
	{
		sentence: FIELD.p3OneTouch.sentence,
		input: { venue: 'field', penalty: '3', options: { defended: true } },
		outcome: 'one-touch',
		check: (s) => expect(afterHit(s).find((a) => a.id === 'one-touch')!.text).toMatch(/until a fouling player has hit or hit at it, or it touches a goal post/)
	},
	{
		sentence: FIELD.p4b.sentence,
		input: { venue: 'field', penalty: '4' },
		outcome: 'goal-prevented',
		check: (s) => expect(cites(s, 'goal-prevented')).toEqual([FIELD.p4b.sentence])
	}
];

describe('play continues, and the re-hits', () => {
	it.each(([
		['2', ARENA.p2PlayOn],
		['3', ARENA.p3PlayOn],
		['4', ARENA.p4PlayOn],
		['5a', ARENA.p5aPlayOn],
		['5b', ARENA.p5bPlayOn]
	] as const).map(([p, c]) => [p, c.sentence, c] as const))('Penalty %s: "%s" is stated with the goal', (penalty, _sentence, c) => {
		const s = computeSetup({ venue: arena, penalty });
		expect(afterHit(s).find((a) => a.id === 'goal')!.citations.map((x) => x.id)).toContain(c.id);
		expect(afterHit(s).find((a) => a.id === 'goal')!.text).toMatch(/play continues/);
	});

	it('P2 inside the 15: "If a penalty shot from the 15-yard line is elected, the Penalty 2 procedure above shall apply."', () => {
		const line = computeSetup({ venue: arena, penalty: '2', foul: { x: 9, y: 4 }, options: { from: 'line' } });
		const standard = computeSetup({ venue: arena, penalty: '2' });
		expect(line.ball).toEqual(standard.ball);
		expect(line.constraints.map((c) => c.id)).toEqual(standard.constraints.map((c) => c.id));
		// "All other procedures shall be as in the standard Penalty 2": the same outcomes after the hit.
		const spot = computeSetup({ venue: arena, penalty: '2', foul: { x: 9, y: 4 }, options: { from: 'spot' } });
		expect(ids(spot)).toEqual(ids(standard));
		expect(afterHit(spot).find((a) => a.id === 'goal')!.citations).toContainEqual(ARENA_IDS.p2InsideOther);
	});

	it('6.d: "another free hit shall be granted to the hitter from the same spot regardless of whether a goal was scored"', () => {
		const s = computeSetup({ venue: arena, penalty: '6d', options: { original: '3' } });
		expect(s.rehit?.team).toBe('fouled');
		expect(s.ball).toEqual(computeSetup({ venue: arena, penalty: '3' }).ball);
		expect(s.rehit?.citation).toEqual(ARENA_IDS.p6d);
	});

	it('"The team fouled may hit or hit at the ball only once on Penalties 2, 3 and 4"', () => {
		for (const p of ['2', '3', '4']) expect(cites(computeSetup({ venue: arena, penalty: p }), 'one-touch')).toEqual([ARENA.execOneHit.sentence]);
	});
});

describe('one test per sentence after the hit', () => {
	it.each(SENTENCES.map((c) => [c.sentence, c] as const))('"%s"', (sentence, c) => {
		const s = computeSetup(c.input);
		expect(cites(s, c.outcome)).toContain(sentence);
		c.check(s);
	});

	it('refuses an outcome the setup does not have', () => {
		let e: unknown;
		try {
			outcomeSetup(computeSetup({ venue: 'field', penalty: '5a' }), 'wide-rebound');
		} catch (x) {
			e = x;
		}
		expect(isGeometryError(e)).toBe(true);
	});
});

describe('the outcome spots, in numbers', () => {
	it.each([
		[{ x: -3, y: 0 }, { x: 5, y: 0 }],
		[{ x: 0, y: 30 }, { x: 5, y: 20 }],
		[{ x: 50, y: -25 }, { x: 50, y: -20 }],
		[{ x: 97, y: 1 }, { x: 95, y: 1 }]
	])('out of play on a Penalty 3 at %j: the free hit at %j', (at, ball) => {
		expect(outOfPlaySpot(computeSetup({ venue: arena, penalty: '3' }), at).ball).toEqual(ball);
	});
	it('missed: where play stopped, 5 yd from any wall (small arena: the width leaves 6 yd either side)', () => {
		expect(missedSpot(computeSetup({ venue: small, penalty: '2' }), { x: 15, y: 11 }).ball).toEqual({ x: 15, y: 6 });
	});
});

// ---------------------------------------------------------------------------------------------------------
// Properties over random venues, foul spots and points where the ball went.

const venueArb: fc.Arbitrary<Venue> = fc.oneof(
	fc.constantFrom(arena, small),
	fc
		.record({
			length: fc.double({ min: SIZE_LIMITS.arena.length[0], max: SIZE_LIMITS.arena.length[1], noNaN: true }),
			width: fc.double({ min: SIZE_LIMITS.arena.width[0], max: SIZE_LIMITS.arena.width[1], noNaN: true })
		})
		.map((o) => getVenue('arena', o))
);

const PLACING: AfterHitId[] = ['out-of-play', 'missed', 'rebound-affected', 'rebound-late'];

const caseArb = venueArb.chain((venue) =>
	fc.record({
		venue: fc.constant(venue),
		penalty: fc.constantFrom('2', '3', '4', '5a', '5b', '6a', '6d'),
		original: fc.constantFrom('2', '3', '4', '5a', '5b'),
		foul: fc.record({ x: fc.double({ min: 0, max: venue.length, noNaN: true }), y: fc.double({ min: -venue.width / 2, max: venue.width / 2, noNaN: true }) }),
		at: fc.record({ x: fc.double({ min: -5, max: venue.length + 5, noNaN: true }), y: fc.double({ min: -venue.width / 2 - 5, max: venue.width / 2 + 5, noNaN: true }) }),
		outcome: fc.constantFrom(...PLACING)
	})
);

function build(c: { venue: Venue; penalty: string; original: string; foul: Point }): Setup | null {
	try {
		return computeSetup({ venue: c.venue, penalty: c.penalty, foul: c.foul, options: c.penalty.startsWith('6') ? { original: c.original as '2' } : {} });
	} catch (e) {
		if (isGeometryError(e)) return null;
		throw e;
	}
}

describe('outcome setups (fast-check)', () => {
	it('every outcome ball is inside the venue, 5 yd from every wall where it moves, and legal for its hitter', () => {
		fc.assert(
			fc.property(caseArb, (c) => {
				const s = build(c);
				if (!s || !afterHit(s).some((a) => a.id === c.outcome)) return;
				const o = outcomeSetup(s, c.outcome, c.at)!;
				const b = o.ball!;
				const { length: L, width: W } = s.venue;
				expect(b.x).toBeGreaterThanOrEqual(-1e-9);
				expect(b.x).toBeLessThanOrEqual(L + 1e-9);
				expect(Math.abs(b.y)).toBeLessThanOrEqual(W / 2 + 1e-9);
				if (c.outcome === 'out-of-play' || c.outcome === 'missed') {
					expect(b.x).toBeGreaterThanOrEqual(5 - 1e-9);
					expect(b.x).toBeLessThanOrEqual(L - 5 + 1e-9);
					expect(Math.abs(b.y)).toBeLessThanOrEqual(W / 2 - 5 + 1e-9);
					expect(o.hitter).toBe('fouling');
				}
				if (c.outcome === 'out-of-play' && ['5a', '5b'].includes(basePenalty(s))) expect(b.x).toBeLessThanOrEqual(L / 2 + 1e-9);
				expect(checkPosition(o, { team: o.hitter!, role: 'hitter' }, b).violations).toEqual([]);
			}),
			{ numRuns: 300 }
		);
	});

	it('every outcome line-up is legal: 8 players, each legal by checkPosition', () => {
		fc.assert(
			fc.property(caseArb, (c) => {
				const s = build(c);
				if (!s || !afterHit(s).some((a) => a.id === c.outcome)) return;
				const o = outcomeSetup(s, c.outcome, c.at)!;
				const players = standardLineup(o);
				expect(players).toHaveLength(8);
				for (const p of players) expect(checkPosition(o, { team: p.team, role: p.role }, p).violations, JSON.stringify(p)).toEqual([]);
			}),
			{ numRuns: 150 }
		);
	});
});
