import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	ARENA_MEASURES,
	checkPosition,
	computeSetup,
	dist,
	getVenue,
	nearestLegal,
	standardLineup,
	type Point,
	type Setup
} from '$lib/geometry';
import {
	ACTOR_IDS,
	AnimationError,
	GOAL_DEPTH,
	PLAYER_IDS,
	REBOUND_WINDOW,
	framesFor,
	inPlayScatter,
	positionsAt,
	restTime,
	variantsFor,
	type Frames,
	type PlayerId,
	type Positions
} from '.';
import { allCases } from './test-cases';
import { sentenceOf } from '$lib/geometry/sentences';

const CASES = allCases();
/** Every case with every one of its variants. */
const RUNS = CASES.flatMap((c) => variantsFor(c.setup).map((v) => ({ ...c, variant: v.id, label: `${c.name} [${v.id}]` })));

const TOL = 1e-9;

function grid(frames: Frames, from: number, to: number, step = 0.01): number[] {
	const out: number[] = [];
	for (let t = from; t < to; t += step) out.push(t);
	out.push(to);
	return out;
}

function insideRect(p: Point, r: { minX: number; maxX: number; minY: number; maxY: number }): boolean {
	return p.x >= r.minX - TOL && p.x <= r.maxX + TOL && p.y >= r.minY - TOL && p.y <= r.maxY + TOL;
}

/**
 * The one place the ball may leave venue.surround: inside a goal, no more than GOAL_DEPTH (at most
 * 5 yd) behind its goal line and between the posts.
 */
function inGoal(setup: Setup, p: Point): boolean {
	return setup.venue.goals.some((g) => {
		const behind = (g.x - p.x) * g.facing;
		return behind >= -TOL && behind <= GOAL_DEPTH + TOL && Math.abs(p.y) <= setup.venue.goalWidth / 2 + TOL;
	});
}

function roleOf(frames: Frames, id: PlayerId) {
	const a = frames.actors[id];
	return { team: a.team, role: a.role };
}

function phase(frames: Frames, id: string) {
	const p = frames.phases.find((q) => q.id === id);
	if (!p) throw new Error(`no phase ${id}`);
	return p;
}

describe('the fixture', () => {
	it('covers every penalty with a placement on both presets of both venues', () => {
		expect(CASES.length).toBeGreaterThanOrEqual(40);
		expect(GOAL_DEPTH).toBeLessThanOrEqual(5);
	});
});

describe.each(RUNS)('$label', ({ setup, input, variant }) => {
	const frames = framesFor(setup, { variant });
	const venue = setup.venue;

	it('starts at the foul: ball on the foul spot, players at the in-play scatter', () => {
		const p0 = positionsAt(frames, 0);
		expect(p0.ball).toEqual(setup.foul);
		const scatter = inPlayScatter(setup);
		for (const id of PLAYER_IDS) expect(p0[id]).toEqual(scatter[id]);
	});

	it('scatters the players plausibly: inside the venue, at least 3 yd apart', () => {
		const scatter = inPlayScatter(setup);
		for (const id of PLAYER_IDS) expect(insideRect(scatter[id], venue.surround)).toBe(true);
		for (let i = 0; i < PLAYER_IDS.length; i++) {
			for (let j = i + 1; j < PLAYER_IDS.length; j++) {
				expect(dist(scatter[PLAYER_IDS[i]!], scatter[PLAYER_IDS[j]!])).toBeGreaterThanOrEqual(3);
			}
		}
	});

	it('rests on the legal setup at the end of the line-up', () => {
		const t = restTime(frames);
		expect(t).toBe(phase(frames, 'lineup').end);
		const rest = positionsAt(frames, t);
		expect(rest.ball).toEqual(setup.ball);
		const lineup = standardLineup(setup);
		expect(lineup).toHaveLength(PLAYER_IDS.length);
		for (const l of lineup) {
			const id = `${l.team}-${l.number}` as PlayerId;
			expect(frames.actors[id].role).toBe(l.role);
			expect(Math.abs(rest[id].x - l.x)).toBeLessThanOrEqual(1e-6);
			expect(Math.abs(rest[id].y - l.y)).toBeLessThanOrEqual(1e-6);
			// Exactly, in fact: the markup at rest is the setup to the last bit.
			expect(rest[id]).toEqual({ x: l.x, y: l.y });
			expect(checkPosition(setup, { team: l.team, role: l.role }, rest[id]).legal).toBe(true);
		}
	});

	it('keeps every position finite and inside the venue at any time (fast-check)', () => {
		const scoring = frames.moments.goal !== undefined || frames.moments.goalAwarded !== undefined;
		fc.assert(
			fc.property(fc.double(), (t) => {
				const pos = positionsAt(frames, t);
				for (const id of ACTOR_IDS) {
					expect(Number.isFinite(pos[id].x) && Number.isFinite(pos[id].y)).toBe(true);
				}
				for (const id of PLAYER_IDS) expect(insideRect(pos[id], venue.surround)).toBe(true);
				const ballOk = insideRect(pos.ball, venue.surround) || (scoring && inGoal(setup, pos.ball));
				expect(ballOk).toBe(true);
			}),
			{ numRuns: 200 }
		);
	});

	it('keeps every position inside the venue on a fine time grid', () => {
		const scoring = frames.moments.goal !== undefined || frames.moments.goalAwarded !== undefined;
		for (const t of grid(frames, 0, frames.duration, 0.02)) {
			const pos = positionsAt(frames, t);
			for (const id of PLAYER_IDS) expect(insideRect(pos[id], venue.surround)).toBe(true);
			expect(insideRect(pos.ball, venue.surround) || (scoring && inGoal(setup, pos.ball))).toBe(true);
		}
	});

	it('has its phases in order, contiguous, within 21 s, with well-formed tracks', () => {
		const ids = frames.phases.map((p) => p.id);
		expect(ids.slice(0, 4)).toEqual(['foul', 'whistle', 'lineup', 'play']);
		// After the hit: the rebound off the end wall, then the outcome the rule produces.
		const after: Record<string, string[]> = {
			'wide-rebound': ['rebound'],
			'rebound-late': ['rebound', 'outcome'],
			'rebound-affected': ['rebound', 'outcome'],
			'out-of-play': ['outcome'],
			missed: ['outcome'],
			'clean-miss': ['outcome'],
			blocked: ['outcome'],
			'entered-early': ['outcome']
		};
		expect(ids.slice(4)).toEqual(after[variant] ?? []);
		expect(frames.phases[0]!.start).toBe(0);
		for (let i = 1; i < frames.phases.length; i++) {
			expect(frames.phases[i]!.start).toBe(frames.phases[i - 1]!.end);
			expect(frames.phases[i]!.end).toBeGreaterThan(frames.phases[i]!.start);
		}
		expect(frames.phases.at(-1)!.end).toBe(frames.duration);
		expect(frames.duration).toBeLessThanOrEqual(21);
		for (const id of ACTOR_IDS) {
			const k = frames.tracks[id];
			expect(k[0]!.t).toBe(0);
			expect(k.at(-1)!.t).toBe(frames.duration);
			for (let i = 1; i < k.length; i++) expect(k[i]!.t).toBeGreaterThan(k[i - 1]!.t);
			for (const f of k) expect(Number.isFinite(f.x) && Number.isFinite(f.y) && Number.isFinite(f.t)).toBe(true);
		}
		for (const p of frames.phases) expect(p.caption.length).toBeGreaterThan(0);
	});

	it('moves monotonically phase by phase: still at the foul, ball to its spot at the whistle, players straight to their places in the line-up', () => {
		const p0 = positionsAt(frames, 0);
		const foul = phase(frames, 'foul');
		for (const t of grid(frames, 0, foul.end, 0.1)) expect(positionsAt(frames, t)).toEqual(p0);

		const whistle = phase(frames, 'whistle');
		const lineup = phase(frames, 'lineup');
		for (const t of grid(frames, whistle.start, whistle.end, 0.1)) {
			const pos = positionsAt(frames, t);
			for (const id of PLAYER_IDS) expect(pos[id]).toEqual(p0[id]);
		}
		if (!setup.award) {
			let last = Infinity;
			for (const t of grid(frames, whistle.start, whistle.end)) {
				const d = dist(positionsAt(frames, t).ball, setup.ball!);
				expect(d).toBeLessThanOrEqual(last + TOL);
				last = d;
			}
		}

		const end = positionsAt(frames, lineup.end);
		const lastD = Object.fromEntries(PLAYER_IDS.map((id) => [id, Infinity])) as Record<PlayerId, number>;
		for (const t of grid(frames, lineup.start, lineup.end)) {
			const pos = positionsAt(frames, t);
			expect(pos.ball).toEqual(setup.ball);
			for (const id of PLAYER_IDS) {
				const d = dist(pos[id], end[id]);
				expect(d).toBeLessThanOrEqual(lastD[id] + TOL);
				lastD[id] = d;
			}
		}
	});

	it('plays the hit: the hitter reaches the ball, then the ball travels toward the goal it attacks', () => {
		const rest = positionsAt(frames, restTime(frames));
		const hitter = PLAYER_IDS.find((id) => frames.actors[id].role === 'hitter')!;
		const strike = frames.moments.strike;
		const atStrike = positionsAt(frames, strike);
		expect(dist(atStrike[hitter], atStrike.ball)).toBeLessThanOrEqual(1.5);
		expect(atStrike.ball).toEqual(setup.ball);
		const after = positionsAt(frames, phase(frames, 'play').end);
		const goal = { x: setup.attackGoalX!, y: 0 };
		if (variant === 'missed' || variant === 'clean-miss') {
			// "hit at and missed": the ball stays on its spot while the hitter rides past it.
			expect(after.ball).toEqual(setup.ball);
			expect(dist(after[hitter], setup.ball!)).toBeGreaterThan(3);
		} else if (!['wide-rebound', 'rebound-late', 'rebound-affected'].includes(variant)) {
			expect(dist(after.ball, goal)).toBeLessThan(dist(rest.ball, goal));
			if (frames.moments.goal !== undefined) {
				// On the goal line, between the posts.
				const at = positionsAt(frames, frames.moments.goal).ball;
				expect(at.x).toBe(goal.x);
				expect(Math.abs(at.y)).toBeLessThan(venue.goalWidth / 2);
			}
		}
	});

	it('annotates each line-up move with the rule the in-play position broke', () => {
		const p0 = positionsAt(frames, 0);
		const lineupNotes = frames.annotations.filter((a) => a.phase === 'lineup');
		for (const id of PLAYER_IDS) {
			const check = checkPosition(setup, roleOf(frames, id), p0[id]);
			const mine = lineupNotes.filter((a) => a.actor === id);
			if (check.legal) {
				expect(mine).toEqual([]);
				continue;
			}
			expect(mine.length).toBe(check.violations.length);
			for (const v of check.violations) {
				const note = mine.find((a) => a.citation.ref === v.rule && a.citation.id === v.citation.id && a.detail === v.message);
				expect(note, `${id}: ${v.message}`).toBeDefined();
				expect(note!.text.startsWith(frames.actors[id].name)).toBe(true);
			}
		}
		for (const a of frames.annotations) expect(sentenceOf(a.citation).length).toBeGreaterThan(0);
	});

	it('is deterministic: the same input gives the same frames', () => {
		const again = framesFor(computeSetup(input), { variant });
		expect(again).toEqual(frames);
		expect(JSON.stringify(again)).toBe(JSON.stringify(frames));
	});

	it('starts from the user positions: legal ones stay put, illegal ones end at nearestLegal (fast-check)', () => {
		const s = venue.surround;
		const point = fc.record({ x: fc.double({ min: s.minX, max: s.maxX, noNaN: true }), y: fc.double({ min: s.minY, max: s.maxY, noNaN: true }) });
		const start = fc.record(Object.fromEntries(PLAYER_IDS.map((id) => [id, point])) as Record<PlayerId, fc.Arbitrary<Point>>);
		fc.assert(
			fc.property(start, (given) => {
				const f = framesFor(setup, { variant, start: given });
				const p0 = positionsAt(f, 0);
				const rest = positionsAt(f, restTime(f));
				expect(p0.ball).toEqual(setup.foul);
				for (const id of PLAYER_IDS) {
					expect(p0[id]).toEqual(given[id]);
					const who = roleOf(f, id);
					if (checkPosition(setup, who, given[id]).legal) {
						expect(rest[id]).toEqual(given[id]);
					} else {
						const q = nearestLegal(setup, who, given[id]);
						expect(rest[id].x).toBeCloseTo(q.x, 9);
						expect(rest[id].y).toBeCloseTo(q.y, 9);
						expect(checkPosition(setup, who, rest[id]).legal).toBe(true);
					}
				}
			}),
			{ numRuns: 15 }
		);
	});

	it('leaves a legal line-up where it is', () => {
		const standard = positionsAt(frames, restTime(frames));
		const f = framesFor(setup, { variant, start: standard });
		const rest = positionsAt(f, restTime(f));
		for (const id of PLAYER_IDS) expect(rest[id]).toEqual(standard[id]);
		expect(f.annotations.filter((a) => a.phase === 'lineup')).toEqual([]);
	});
});

describe('awards (Penalty 1)', () => {
	const awards = CASES.filter((c) => c.setup.award);

	it.each(awards)('$name: the ball goes into the goal at the whistle, then to the centre', ({ setup }) => {
		const f = framesFor(setup);
		const w = phase(f, 'whistle');
		const ts = grid(f, w.start, w.end);
		const inside = ts.filter((t) => {
			const b = positionsAt(f, t).ball;
			return b.x < setup.venue.goals[0].x && Math.abs(b.y) <= setup.venue.goalWidth / 2;
		});
		expect(inside.length).toBeGreaterThan(0);
		expect(f.moments.goalAwarded).toBeGreaterThanOrEqual(w.start);
		expect(positionsAt(f, w.end).ball).toEqual(setup.venue.centre);
	});

	it('field P1 changes direction: the restart is hit toward the goal at x = length', () => {
		const setup = computeSetup({ venue: 'field', penalty: '1' });
		expect(setup.award?.changeOfDirection).toBe(true);
		const f = framesFor(setup);
		const end = positionsAt(f, f.duration);
		expect(end.ball.x).toBeGreaterThan(setup.venue.centre.x);
		expect(phase(f, 'play').caption).toMatch(/changed direction/);
	});
});

describe('arena wide shot rebounding off the end wall', () => {
	const wide = RUNS.filter((r) => r.variant === 'wide-rebound');

	it('exists for the arena Penalties 2 and 3 (with their re-hits), beside the shot on goal', () => {
		for (const p of ['2', '3']) {
			expect(variantsFor(computeSetup({ venue: 'arena', penalty: p })).map((v) => v.id)).toEqual(['goal', 'wide-rebound', 'rebound-late', 'rebound-affected', 'out-of-play', 'missed']);
		}
		expect(variantsFor(computeSetup({ venue: 'arena', penalty: '4' })).map((v) => v.id)).toEqual(['goal', 'blocked', 'wide-rebound', 'rebound-late', 'rebound-affected', 'out-of-play', 'missed']);
		expect(wide.length).toBeGreaterThanOrEqual(8);
		expect(REBOUND_WINDOW).not.toBeNull();
	});

	it.each(wide)('$label: the ball touches the end wall wide of the goal and comes back; the designated defender plays it in time', ({ setup }) => {
		const f = framesFor(setup, { variant: 'wide-rebound' });
		const wall = f.moments.wall!;
		const played = f.moments.reboundPlayed!;
		const goalX = setup.attackGoalX!;
		const atWall = positionsAt(f, wall).ball;
		expect(Math.abs(atWall.x - goalX)).toBeLessThanOrEqual(1);
		expect(Math.abs(atWall.y)).toBeGreaterThan(setup.venue.goalWidth / 2);
		// It comes back off the wall.
		const later = positionsAt(f, f.duration).ball;
		expect(Math.abs(later.x - goalX)).toBeGreaterThan(Math.abs(atWall.x - goalX) + 1);
		const closest = Math.min(...grid(f, restTime(f), f.duration).map((t) => Math.abs(positionsAt(f, t).ball.x - goalX)));
		expect(closest).toBeLessThanOrEqual(1);

		const dd = PLAYER_IDS.find((id) => f.actors[id].role === 'designated-defender')!;
		// The designated defender waits for the rebound.
		const waiting = positionsAt(f, restTime(f))[dd];
		for (const t of grid(f, restTime(f), wall, 0.05)) expect(positionsAt(f, t)[dd]).toEqual(waiting);
		expect(played).toBeGreaterThan(wall);
		expect(played - wall).toBeLessThanOrEqual(REBOUND_WINDOW!);
		const atPlay = positionsAt(f, played);
		expect(dist(atPlay[dd], atPlay.ball)).toBeLessThanOrEqual(1.5);
		// Nobody of the fouled team near that play.
		for (const id of PLAYER_IDS.filter((p) => f.actors[p].team === 'fouled')) {
			expect(dist(atPlay[id], atPlay.ball)).toBeGreaterThanOrEqual(ARENA_MEASURES.hitterClearance);
		}
		expect(f.annotations.some((a) => a.phase === 'rebound' && a.actor === dd)).toBe(true);
	});
});

describe('field Penalty 3: defended and undefended', () => {
	const runs = RUNS.filter((r) => r.setup.venue.kind === 'field' && r.setup.penalty === '3' && r.variant !== 'entered-early');

	it('offers both, the setup’s own option first', () => {
		expect(variantsFor(computeSetup({ venue: 'field', penalty: '3' })).map((v) => v.id)).toEqual(['undefended', 'defended', 'entered-early']);
		expect(variantsFor(computeSetup({ venue: 'field', penalty: '3', options: { defended: true } })).map((v) => v.id)).toEqual(['defended', 'undefended', 'entered-early']);
		expect(runs.length).toBe(8);
	});

	it.each(runs)('$label: the fouling team rides in after the hit only when defended, never between the posts', ({ setup, variant }) => {
		const f = framesFor(setup, { variant });
		const fouling = PLAYER_IDS.filter((id) => f.actors[id].team === 'fouling');
		const half = setup.venue.goalWidth / 2;
		const ts = grid(f, restTime(f), f.duration);
		for (const t of ts) {
			const pos = positionsAt(f, t);
			for (const id of fouling) {
				if (variant === 'undefended' || t <= f.moments.strike) expect(pos[id].x).toBeLessThanOrEqual(0);
				// Entering the field (x > 0) happens outside the posts.
				if (pos[id].x > 0 && pos[id].x < 0.5) expect(Math.abs(pos[id].y)).toBeGreaterThan(half);
			}
		}
		const end = positionsAt(f, f.duration);
		for (const id of fouling) {
			if (variant === 'defended') expect(end[id].x).toBeGreaterThan(0);
			expect(f.annotations.some((a) => a.phase === 'play' && a.actor === id && sentenceOf(a.citation).includes('defended'))).toBe(true);
		}
		expect(phase(f, 'lineup').caption.startsWith(variant === 'defended' ? 'A defended' : 'An undefended')).toBe(true);
	});

	it('defended: riders level with the goal mouth move outside the posts before they come in', () => {
		const setup = computeSetup({ venue: 'field', penalty: '3', options: { defended: true } });
		const half = setup.venue.goalWidth / 2;
		const start = { 'fouling-1': { x: 0, y: 0 }, 'fouling-2': { x: 0, y: -half }, 'fouling-3': { x: -3, y: half + 0.5 }, 'fouling-4': { x: -1, y: 1 } };
		const f = framesFor(setup, { start });
		const rest = positionsAt(f, restTime(f));
		for (const id of Object.keys(start) as PlayerId[]) expect(checkPosition(setup, { team: 'fouling' }, rest[id]).legal).toBe(true);
		for (const t of grid(f, restTime(f), f.duration, 0.002)) {
			const pos = positionsAt(f, t);
			for (const id of Object.keys(start) as PlayerId[]) {
				if (pos[id].x > 0) expect(Math.abs(pos[id].y)).toBeGreaterThan(half);
			}
		}
		const end = positionsAt(f, f.duration);
		for (const id of Object.keys(start) as PlayerId[]) expect(end[id].x).toBeGreaterThan(0);
	});
});

describe('annotation wording', () => {
	it('says "Red n rides behind the 30-yard line or off the field" on a field Penalty 4 ("who are not off the field")', () => {
		const f = framesFor(computeSetup({ venue: 'field', penalty: '4' }));
		expect(f.annotations.some((a) => /^Red \d rides behind the 30-yard line or off the field$/.test(a.text))).toBe(true);
	});

	it('sends the arena designated defender to the end wall or the goal arc', () => {
		const p3 = framesFor(computeSetup({ venue: 'arena', penalty: '3' }));
		expect(p3.annotations.some((a) => a.actor === 'fouling-3' && /designated defender, goes to the end wall/.test(a.text))).toBe(true);
		const p4 = framesFor(computeSetup({ venue: 'arena', penalty: '4' }));
		expect(p4.annotations.some((a) => a.actor === 'fouling-3' && /arc of the goal/.test(a.text))).toBe(true);
	});
});

describe('errors', () => {
	it('refuses penalties that place nothing', () => {
		const setup = computeSetup({ venue: 'field', penalty: '7' });
		expect(variantsFor(setup)).toEqual([]);
		expect(() => framesFor(setup)).toThrow(AnimationError);
	});

	it('refuses a variant the setup does not have', () => {
		const setup = computeSetup({ venue: 'field', penalty: '4' });
		expect(variantsFor(setup).map((v) => v.id)).toEqual(['main']);
		expect(framesFor(setup, { variant: 'main' }).variant).toBeNull();
		try {
			framesFor(setup, { variant: 'wide-rebound' });
			expect.unreachable();
		} catch (e) {
			expect(e).toBeInstanceOf(AnimationError);
			expect((e as AnimationError).code).toBe('unknown-variant');
		}
	});

	it('refuses non-finite start positions and draws off-venue ones at the edge', () => {
		const setup = computeSetup({ venue: 'arena', penalty: '2' });
		expect(() => framesFor(setup, { start: { 'fouled-2': { x: Number.NaN, y: 0 } } })).toThrow(AnimationError);
		const f = framesFor(setup, { start: { 'fouled-2': { x: 500, y: -500 } } });
		expect(positionsAt(f, 0)['fouled-2']).toEqual({ x: setup.venue.surround.maxX, y: setup.venue.surround.minY });
	});

	it('starts missing players from the scatter and ignores the ball', () => {
		const setup = computeSetup({ venue: getVenue('field'), penalty: '5b' });
		const start: Partial<Positions> = { ball: { x: 1, y: 1 }, 'fouling-1': { x: 100, y: 0 } };
		const f = framesFor(setup, { start });
		const p0 = positionsAt(f, 0);
		expect(p0.ball).toEqual(setup.foul);
		expect(p0['fouling-1']).toEqual({ x: 100, y: 0 });
		expect(p0['fouled-3']).toEqual(inPlayScatter(setup)['fouled-3']);
	});
});

describe('the scatter', () => {
	it('depends on the foul spot', () => {
		const a = inPlayScatter(computeSetup({ venue: 'field', penalty: '5a', foul: { x: 150, y: 10 } }));
		const b = inPlayScatter(computeSetup({ venue: 'field', penalty: '5a', foul: { x: 150, y: 11 } }));
		expect(a).not.toEqual(b);
	});
});
