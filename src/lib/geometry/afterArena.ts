import { asFoulingFreeHit, fiveLineup, towardFoulingAttack } from './arenaShared';
import { basePenalty, type AfterHit, type AfterHitId, type VenueAfter } from './after';
import { ARENA, READINGS } from './citations';
import { ARENA_MEASURES as M } from './measures';
import { emptyPlan, type Adjustment } from './plan';
import { setupFromPlan, type Setup } from './setup';
import type { Citation, Point } from './types';
import { clamp, dist, yd } from './vec';

/*
 * What happens after the hit in the arena (Arena Rule 9: the rebound off the end wall, the ball hit
 * out of play, the miss, the defender in goal, the re-hits of 6.a to 6.d), and the setups of the new
 * hits it places. A module of its own, reached only through the venue's rules (plans.ts): a page of
 * the field never loads it (issue 17). after.ts holds what both venues share.
 */

// Only ever asked of an arena setup (the venue's rules dispatch here): no test of the venue.
const isArenaFreeHit = (setup: Setup, base: string) => !setup.options.alternativeRule9 && ['2', '3', '4'].includes(base);
/**
 * The 5.a and 5.b, and Penalty 1, which "resumes with a Penalty 5.b": its outcomes follow the awarded goal
 * as they follow any 5.b (RULE-READINGS, third pass).
 */
const isArenaFive = (setup: Setup, base: string) => !setup.options.alternativeRule9 && (base === '5a' || base === '5b' || base === '1');

const ARENA_AFTER = {
	'2': { wide: ARENA.p2Wide, immediately: ARENA.p2Immediately, affected: ARENA.p2Affected, late: ARENA.p2Late, out: ARENA.p2Out, goal: ARENA.p2Goal, playOn: ARENA.p2PlayOn },
	'3': { wide: ARENA.p3Wide, immediately: ARENA.p3Immediately, affected: ARENA.p3Affected, late: ARENA.p3Late, out: ARENA.p3Out, goal: ARENA.p3Goal, playOn: ARENA.p3PlayOn },
	'4': { wide: ARENA.p4Wide, immediately: ARENA.p4Immediately, affected: ARENA.p4Affected, late: ARENA.p4Late, out: ARENA.p4Out, goal: ARENA.p4Goal, playOn: ARENA.p4PlayOn }
} as const;

/** The arena's outcomes after the hit for this setup (with a placement), `base` its basePenalty. */
function arenaAfterHit(setup: Setup, base: string): AfterHit[] {
	const out: AfterHit[] = [];
	if (isArenaFreeHit(setup, base)) {
		const c = ARENA_AFTER[base as '2' | '3' | '4'];
		const inside = base === '2' && setup.options.from === 'spot' ? [ARENA.p2InsideOther] : [];
		if (base === '4') {
			out.push({
				id: 'goal',
				variant: 'goal',
				text: `A goal counts one point, whether scored directly, off the wall or after touching the defender; two points when the criteria of Rule 6.a(3) are satisfied (the umpire says). If no goal is scored, play continues.`,
				citations: [c.goal, ARENA.p4Two, c.playOn],
				points: { one: true, two: '6.a(3)' },
				places: false
			});
			out.push({ id: 'blocked', variant: 'blocked', text: 'The defender in goal blocks the ball or plays a rolling ball: it is live for both teams and the right of way rules apply.', citations: [ARENA.p4Blocked], places: false });
		} else {
			out.push({
				id: 'goal',
				variant: 'goal',
				text: 'A goal scored directly from the hitter’s mallet counts one point. If no goal is scored, play continues.',
				citations: [c.goal, c.playOn, ...inside],
				points: { one: true, two: null },
				places: false
			});
		}
		out.push(
			{
				id: 'wide-rebound',
				variant: 'wide-rebound',
				text: `Wide of the goal, off the end wall: only the fouling team may play the rebound, within ${M.reboundSeconds} seconds, and no fouled player may affect that play (none within ${M.reboundRadius} yards of it).`,
				citations: [c.wide, c.immediately, ARENA.execRebound25, ...inside],
				places: false
			},
			{
				id: 'rebound-late',
				variant: 'rebound-late',
				text: `The fouling team does not play the rebound within ${M.reboundSeconds} seconds: the umpire stops play and the fouled team hits the original Penalty ${labelOf(base)} again.`,
				citations: [c.late, c.immediately],
				places: true
			},
			{
				id: 'rebound-affected',
				variant: 'rebound-affected',
				text: `A fouled player affects that play (within ${M.reboundRadius} yards of it): the umpire may award a centre hit, drawn as a free hit from the centre for the fouling team, or a more severe penalty.`,
				citations: [c.affected, c.immediately],
				places: true
			},
			{
				id: 'out-of-play',
				variant: 'out-of-play',
				text: `The ball is hit directly out of play: a free hit to the fouling team from where it went out, no closer than ${M.outOfPlayFromWall} yards to the end wall, as in a Penalty 5.a.`,
				citations: [c.out],
				places: true
			},
			{
				id: 'missed',
				variant: 'missed',
				text: `The ball is missed, stops, or is redirected by the hitting team before it touches the wall or an opponent: a free hit to the fouling team where play stopped, not less than ${M.missedFromWall} yards from the wall. That free hit is not a penalty.`,
				citations: [ARENA.execMissed, ARENA.execNotAPenalty],
				places: true
			},
			{ id: 'one-touch', variant: null, text: 'The fouled team may hit or hit at the ball only once, and may not affect its course again until the rules above allow it.', citations: [ARENA.execOneHit], places: false }
		);
		if (base !== '4') {
			out.push(
				{ id: 'defender-waits', variant: 'wide-rebound', text: 'No fouling player may hit the ball until it rebounds off the end wall; the designated defender may not switch sides once the umpire has called “Play”.', citations: [ARENA.execWaitRebound, base === '2' ? ARENA.p2Switch : ARENA.p3Switch], places: false },
				{
					id: 'defender-touched',
					variant: null,
					text: 'The shot hits the designated defender: properly placed and not playing it, the ball is treated as rebounding off the wall; otherwise the fouled team hits the original penalty again (the worked examples are in the scenario library).',
					citations: [ARENA.execDefenderTouched, ARENA.execDefenderFault],
					places: false
				}
			);
		}
	} else if (isArenaFive(setup, base)) {
		const five = base === '5a';
		out.push(
			{
				id: 'goal',
				variant: 'main',
				text: 'A goal that satisfies the criteria of Rule 6.a(2) counts two points (the umpire says). If no goal is scored, play continues.',
				citations: five ? [ARENA.p5aTwo, ARENA.p5aPlayOn] : [ARENA.p5bTwo, ARENA.p5bPlayOn],
				points: { one: false, two: '6.a(2)' },
				places: false
			},
			{
				id: 'out-of-play',
				variant: 'out-of-play',
				text: `The ball is hit directly out of play: a free hit to the fouling team from where it went out, no closer than ${M.outOfPlayFromWall} yards to the end wall, or from the centre line when that point is nearer the goal the fouling team attacks than the centre line.`,
				citations: five ? [ARENA.p5aOut, ARENA.p5aOutCentre] : [ARENA.p5bOut],
				places: true
			},
			{ id: 'clean-miss', variant: 'clean-miss', text: 'The hitter misses the ball completely: the ball remains in play.', citations: [ARENA.execCleanMiss], places: false }
		);
	} else if (setup.options.alternativeRule9) {
		out.push({ id: 'goal', variant: 'main', text: 'Taken from the spot, for a 2 point opportunity.', citations: [ARENA.alt9], points: { one: false, two: 'opportunity' }, places: false });
		// The option changes where the hit is taken and the points; Penalty 2's or 3's sentence on a ball hit
		// directly out of play still applies (RULE-READINGS, third pass).
		if (base === '2' || base === '3') {
			out.push({
				id: 'out-of-play',
				variant: 'out-of-play',
				text: `The ball is hit directly out of play: a free hit to the fouling team from where it went out, no closer than ${M.outOfPlayFromWall} yards to the end wall, as in a Penalty 5.a.`,
				citations: [ARENA_AFTER[base].out, ARENA.alt9],
				places: true
			});
		}
	}
	if (setup.penalty === '6a') out.push({ id: 'step-up', variant: null, text: 'Had the original free hit scored but for the fouling team’s failure, the umpire awards Penalty 1 to the team making the free hit.', citations: [ARENA.p6aStepUp], places: false });
	if (setup.penalty === '6b' || setup.penalty === '6d') {
		out.push({ id: 'not-counted', variant: null, text: 'A goal scored from the original free hit does not count.', citations: [setup.penalty === '6b' ? ARENA.p6bNoGoal : ARENA.p6dNoGoal], places: false });
	}
	return out;
}

const labelOf = (id: string) => id.replace(/^(\d+)([a-d])$/, '$1.$2');

/** How far a point is from the nearest wall, yards. */
const fromWall = (setup: Setup, p: Point) => Math.min(p.x, setup.venue.length - p.x, setup.venue.width / 2 - Math.abs(p.y));

/** Where a free hit was moved in from the wall, and why, in English. */
function movedMessage(d: number, r: number): string {
	return d < 0.05 ? `The ball was at the wall: the free hit is moved in to ${r} yd from it.` : `The ball was ${yd(d)} yd from the wall: the free hit is moved in to ${r} yd from it.`;
}

/** The ground 5 yd in from every wall (the 5.a placement, which the outcome free hits reuse). */
function inner(setup: Setup, margin: number) {
	const { length: L, width: W } = setup.venue;
	return { minX: margin, maxX: L - margin, minY: -W / 2 + margin, maxY: W / 2 - margin };
}

/**
 * The fouling team's free hit after the ball was hit directly out of play at `at` (yards, attack frame;
 * a point beyond the walls is read where it crossed them): "from the point where the ball went out of
 * play, no closer than 5 yards to the end wall as in Penalty 5.a", read as 5 yd from every wall, as 5.a
 * places its ball; on 5.a and 5.b, from the centre line when that point is nearer the goal the fouling
 * team attacks than the centre line (RULE-READINGS, After the hit: 5.a's sentence, read for 5.b too).
 */
export function outOfPlaySpot(setup: Setup, at: Point): { ball: Point; adjustments: Adjustment[]; citations: Citation[] } {
	const { venue } = setup;
	const base = basePenalty(setup);
	// Penalty 1 resumes with a 5.b: its out of play is the 5.b's.
	const five = base === '5a' || base === '5b' || base === '1';
	const c = five ? (base === '5a' ? ARENA.p5aOut : ARENA.p5bOut) : ARENA_AFTER[base as '2' | '3' | '4'].out;
	const went: Point = { x: clamp(at.x, venue.bounds.minX, venue.bounds.maxX), y: clamp(at.y, venue.bounds.minY, venue.bounds.maxY) };
	const r = inner(setup, M.outOfPlayFromWall);
	let ball: Point = { x: clamp(went.x, r.minX, r.maxX), y: clamp(went.y, r.minY, r.maxY) };
	const adjustments: Adjustment[] = [];
	const citations: Citation[] = [c];
	if (dist(ball, went) > 1e-9) {
		adjustments.push({ from: went, to: ball, message: movedMessage(fromWall(setup, went), M.outOfPlayFromWall), citations: [c] });
	}
	if (five && ball.x > venue.length / 2) {
		const from = ball;
		ball = { x: venue.length / 2, y: ball.y };
		adjustments.push({ from, to: ball, message: 'Where the ball went out is nearer the goal the fouling team attacks than the centre line: the free hit is taken from the centre line.', citations: [ARENA.p5aOutCentre] });
		citations.push(ARENA.p5aOutCentre);
	}
	return { ball, adjustments, citations };
}

/** The free hit after a miss, a stop or a redirection: "from the point where play was stopped, but not less than 5 yards from the wall". */
export function missedSpot(setup: Setup, at: Point): { ball: Point; adjustments: Adjustment[] } {
	const { venue } = setup;
	const went: Point = { x: clamp(at.x, venue.bounds.minX, venue.bounds.maxX), y: clamp(at.y, venue.bounds.minY, venue.bounds.maxY) };
	const r = inner(setup, M.missedFromWall);
	const ball = { x: clamp(went.x, r.minX, r.maxX), y: clamp(went.y, r.minY, r.maxY) };
	const adjustments: Adjustment[] =
		dist(ball, went) > 1e-9 ? [{ from: went, to: ball, message: movedMessage(fromWall(setup, went), M.missedFromWall), citations: [ARENA.execMissed] }] : [];
	return { ball, adjustments };
}

/** A free hit for the fouling team at `ball`, lined up as a 5.a for that team (or as a 5.b from the centre). */
function foulingFreeHit(setup: Setup, ball: Point, cite: Citation[], asCentre: boolean, adjustments: Adjustment[], at: Point, title: string, summary: string): Setup {
	const { venue } = setup;
	const L = venue.length;
	const five = asCentre
		? fiveLineup(ball, L, 'fouled', { ...cite[0]!, readingId: READINGS.centreHit }, towardFoulingAttack(ARENA.p5bRow))
		: fiveLineup(ball, L, 'fouled', asFoulingFreeHit(cite[0]!), towardFoulingAttack(ARENA.p5aRow));
	const plan = emptyPlan({
		foul: at,
		ball,
		hitter: 'fouling',
		attackGoalX: L,
		adjustments,
		options: setup.options,
		ballCitations: cite,
		...five,
		notes: cite,
		summary
	});
	return setupFromPlan(venue, setup.penalty, plan, true, title);
}

/** The new hit an arena outcome places (after.ts's outcomeSetup has found that it places one). */
function arenaOutcomeSetup(setup: Setup, id: AfterHitId, at: Point | undefined, base: string): Setup | null {
	switch (id) {
		case 'rebound-affected': {
			const c = ARENA_AFTER[base as '2' | '3' | '4'].affected;
			return foulingFreeHit(setup, setup.venue.centre, [c], true, [], setup.venue.centre, 'Centre hit to the fouling team', 'A centre hit for the fouling team, which attacks the other goal: lined up as a Penalty 5.b, the fouled team 5 yd from the ball.');
		}
		case 'out-of-play': {
			const where = at ?? setup.ball!;
			const spot = outOfPlaySpot(setup, where);
			return foulingFreeHit(setup, spot.ball, spot.citations, false, spot.adjustments, where, 'Free hit to the fouling team where the ball went out', 'A free hit for the fouling team where the ball went out of play, lined up as a Penalty 5.a: the fouled team 5 yd from the ball.');
		}
		case 'missed': {
			const where = at ?? setup.ball!;
			const spot = missedSpot(setup, where);
			return foulingFreeHit(setup, spot.ball, [ARENA.execMissed, ARENA.execNotAPenalty], false, spot.adjustments, where, 'Free hit to the fouling team where play stopped', 'A free hit (not a penalty) for the fouling team where play stopped, lined up as a Penalty 5.a: the fouled team 5 yd from the ball.');
		}
		default:
			return null;
	}
}

/** The arena's outcomes after the hit, as plans.ts gives them. */
export const arenaAfter: VenueAfter = { afterHit: arenaAfterHit, outcomeSetup: arenaOutcomeSetup };
