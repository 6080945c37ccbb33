import { describe, expect, it } from 'vitest';
import { ARENA_MEASURES, FIELD_MEASURES, standardLineup, type Point, type VenueKind } from '$lib/geometry';
import { drillPenalties, VENUE_KINDS } from './scenario';
import { BALL_TOLERANCE, gradeSetup, setItUpTask, type PlacedPlayer } from './setItUp';
import { decodePositions, encodePositions } from './url';
import { sentenceOf } from '$lib/geometry/sentences';

const everyPenalty = VENUE_KINDS.flatMap((venue) => drillPenalties(venue).map((penalty) => [venue, penalty] as const));

function standard(venue: VenueKind, penalty: string, seed = 'std') {
	const task = setItUpTask(seed, { venue, penalty });
	const players = standardLineup(task.setup);
	return { task, players, ball: task.setup.ball! };
}

describe('setItUpTask', () => {
	it.each(everyPenalty)('%s Penalty %s: a task with a roster of eight and the roles of the setup', (venue, penalty) => {
		const task = setItUpTask('roster', { venue, penalty });
		expect(task.roster).toHaveLength(8);
		expect(task.roster.filter((r) => r.role === 'hitter')).toHaveLength(1);
		expect(task.roster.some((r) => r.role === 'designated-defender')).toBe(task.setup.hasDesignatedDefender);
		expect(task.setup.foul).not.toBeNull();
	});

	it('is reproducible from its seed and covers every penalty', () => {
		const seen = new Set<string>();
		for (let i = 0; i < 400; i++) {
			const a = setItUpTask(`t${i}`);
			expect({ ...setItUpTask(`t${i}`), setup: null }).toEqual({ ...a, setup: null });
			seen.add(`${a.venueKind}/${a.penalty}`);
		}
		expect(seen.size).toBe(everyPenalty.length);
	});
});

describe('gradeSetup', () => {
	it.each(everyPenalty)('%s Penalty %s: the standard line-up on the ball is all legal', (venue, penalty) => {
		for (let i = 0; i < 20; i++) {
			const { task, players, ball } = standard(venue, penalty, `legal${i}`);
			const grade = gradeSetup(task, ball, players);
			expect(grade).toEqual({ ballOk: true, violations: [], missing: [], allLegal: true });
		}
	});

	it.each(everyPenalty)('%s Penalty %s: the standard line-up stays legal through the URL', (venue, penalty) => {
		for (let i = 0; i < 20; i++) {
			const { task, players, ball } = standard(venue, penalty, `url${i}`);
			const decoded = decodePositions(encodePositions(players, ball));
			expect(decoded.notices).toEqual([]);
			expect(gradeSetup(task, decoded.ball, decoded.positions).allLegal).toBe(true);
		}
	});

	const F = FIELD_MEASURES;
	const A = ARENA_MEASURES;
	it.each([
		['field', '4', 'fouling-2', { x: F.behindLine + 5, y: 20 }, 'fouling-behind-30', 'Rule 37, Penalty 4', '5.0 yd in front of the 30-yard line'],
		['field', '5b', 'fouling-3', (b: Point) => ({ x: b.x - 20, y: b.y }), 'fouling-30-from-ball', 'Rule 37, Penalty 5.b', '20.0 yd from the ball'],
		['field', '6', 'fouling-4', { x: F.behindLine + 1, y: -30 }, 'fouling-behind-30', 'Rule 37, Penalty 6', '1.0 yd in front'],
		['arena', '4', 'fouling-3', { x: A.goalArc + 5, y: 0 }, 'dd-goal-arc', 'Arena Rule 9, Penalty 4', '10.0 yd from the goal mouth'],
		['arena', '5b', 'fouled-2', (b: Point) => ({ x: b.x - 10, y: b.y }), 'right-of-way', 'Arena Rule 9, Penalty 5.b', 'in the right of way 10.0 yd from the ball'],
		['arena', '4', 'fouled-4', (b: Point) => ({ x: b.x - 3, y: 10 }), 'behind-the-ball', 'Arena Rule 9, Penalty 4', '3.0 yd in front of the point of the hit']
	] as const)('%s Penalty %s: %s moved lists %s with its rule', (venue, penalty, key, where, constraintId, rule, message) => {
		const { task, players, ball } = standard(venue, penalty);
		const at = typeof where === 'function' ? where(ball) : where;
		const moved = players.map((p) => (`${p.team}-${p.number}` === key ? { ...p, ...at } : p));
		const grade = gradeSetup(task, ball, moved);
		expect(grade.allLegal).toBe(false);
		expect(grade.ballOk).toBe(true);
		expect(grade.violations.map((v) => v.key)).toEqual([key]);
		const v = grade.violations[0]!;
		expect(v.violations.map((x) => x.constraintId)).toContain(constraintId);
		const hit = v.violations.find((x) => x.constraintId === constraintId)!;
		expect(hit.rule).toBe(rule);
		expect(hit.message).toContain(message);
		expect(sentenceOf(hit.citation).length).toBeGreaterThan(20);
	});

	it('says how far the ball is off, with the rule that places it', () => {
		const { task, players, ball } = standard('field', '4');
		const ref = task.setup.ballCitations[0]!.ref;
		const off = gradeSetup(task, { x: ball.x + 3, y: ball.y + 4 }, players);
		expect(off.ballOk).toBe(false);
		expect(off.allLegal).toBe(false);
		expect(off.ballMessage).toBe(`The ball is 5.0 yd from its spot (${ref}).`);
		// The players are judged from the true spot, so they stay legal.
		expect(off.violations).toEqual([]);

		const near = gradeSetup(task, { x: ball.x + BALL_TOLERANCE * 0.9, y: ball.y }, players);
		expect(near.ballOk).toBe(true);
		expect(near.ballMessage).toBeUndefined();

		for (const missingBall of [null, undefined, { x: Number.NaN, y: 0 }]) {
			const g = gradeSetup(task, missingBall, players);
			expect(g.ballOk).toBe(false);
			expect(g.ballMessage).toContain(ref);
		}
	});

	it('reports players not placed, and ignores junk and repeats', () => {
		const { task, players, ball } = standard('arena', '2');
		const [first, ...rest] = players;
		if (!first) throw new Error('no line-up');
		const junk = [{ team: first.team, number: first.number, x: Number.NaN, y: 0 }, { team: 'umpire', number: 1, x: 0, y: 0 } as unknown as PlacedPlayer];
		const grade = gradeSetup(task, ball, [...junk, ...rest, { ...rest[0]!, x: -999 }]);
		expect(grade.missing).toEqual([`${first.team}-${first.number}`]);
		expect(grade.violations).toEqual([]);
		expect(grade.allLegal).toBe(false);
	});

	it('takes roles from the task, not from the players given', () => {
		const { task, players, ball } = standard('arena', '3');
		const dd = task.roster.find((r) => r.role === 'designated-defender')!;
		// The designated defender may stand by the end wall; claiming to be a plain player changes nothing.
		const claimed = players.map((p) => ({ ...p, role: 'player' as const }));
		expect(gradeSetup(task, ball, claimed).allLegal).toBe(true);
		expect(dd.key).toBe('fouling-3');
	});
});

describe("the ball's verdict as data", () => {
	it('says how far off the ball is, or that it is not placed', () => {
		const { task, players, ball } = standard('field', '2');
		expect(gradeSetup(task, ball, players).ballOff).toBeUndefined();
		const off = gradeSetup(task, { x: ball.x + 3, y: ball.y + 4 }, players);
		expect(off.ballOff).toBeCloseTo(5, 6);
		expect(off.ballMessage).toBe(`The ball is 5.0 yd from its spot (${task.setup.ballCitations[0]!.ref}).`);
		const none = gradeSetup(task, null, players);
		expect(none.ballOff).toBeNull();
		expect(none.ballMessage).toMatch(/^The ball has not been placed; /);
	});
});
