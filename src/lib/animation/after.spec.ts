/*
 * What happens after the hit, animated (issue 15): each variant's last frame is the situation the rule
 * produces, and the rebound's 5-yard circle and 5-second count are drawn while they apply. Each test
 * quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { ARENA_CITATIONS, ARENA_MEASURES, checkPosition, computeSetup, dist, FIELD_CITATIONS, getVenue, outcomeSetup, standardLineup, type Point, type Setup } from '$lib/geometry';
import { framesFor, positionsAt, variantsFor, type Frames, type PlayerId } from '.';
import { overlaysAt } from './overlays';
import { annotationWords, phaseCaption } from './text';
import { sentenceOf } from '$lib/geometry/sentences';

const arena = getVenue('arena');
const small = getVenue('arena', 'small');

const ddOf = (f: Frames) => (Object.keys(f.actors) as PlayerId[]).find((id) => f.actors[id].role === 'designated-defender')!;
const hitterOf = (f: Frames) => (Object.keys(f.actors) as PlayerId[]).find((id) => f.actors[id].role === 'hitter')!;
const phase = (f: Frames, id: string) => f.phases.find((p) => p.id === id)!;
const near = (a: Point, b: Point, tol = 1e-6) => Math.abs(a.x - b.x) <= tol && Math.abs(a.y - b.y) <= tol;

/** The last frame is `next`'s line-up (by team and number) with the ball on its spot, every player legal for it. */
function expectEndsOn(f: Frames, next: Setup, places?: Record<string, Point>) {
	const end = positionsAt(f, f.duration);
	expect(near(end.ball, next.ball!)).toBe(true);
	const lineup = standardLineup(next);
	for (const l of lineup) {
		const id = `${l.team}-${l.number}` as PlayerId;
		const want = places?.[id] ?? { x: l.x, y: l.y };
		expect(near(end[id], want), `${id}: ${JSON.stringify(end[id])} vs ${JSON.stringify(want)}`).toBe(true);
		expect(checkPosition(next, { team: l.team, role: places ? f.actors[id].role : l.role }, end[id]).legal, id).toBe(true);
	}
}

const SETUPS: { name: string; setup: Setup }[] = [
	{ name: 'arena P2', setup: computeSetup({ venue: arena, penalty: '2' }) },
	{ name: 'arena P2 from the spot', setup: computeSetup({ venue: arena, penalty: '2', foul: { x: 9, y: 4 }, options: { from: 'spot' } }) },
	{ name: 'arena P3', setup: computeSetup({ venue: arena, penalty: '3' }) },
	{ name: 'arena P4', setup: computeSetup({ venue: arena, penalty: '4' }) },
	{ name: 'small arena P3', setup: computeSetup({ venue: small, penalty: '3' }) },
	{ name: 'arena 6.a after a P4', setup: computeSetup({ venue: arena, penalty: '6a', options: { original: '4' } }) }
];

describe('arena P2, P3, P4: the rebound off the end wall', () => {
	it.each(SETUPS)(
		'$name wide-rebound: "only the fouling team may play the ball, but it must do so immediately" (within 5 seconds), no fouled player within 5 yards of that play',
		({ setup }) => {
			const f = framesFor(setup, { variant: 'wide-rebound' });
			const dd = ddOf(f);
			const wall = f.moments.wall!;
			const played = f.moments.reboundPlayed!;
			expect(played - wall).toBeLessThanOrEqual(ARENA_MEASURES.reboundSeconds);
			// The circle and the count show from the rebound, around the player who plays it.
			expect(overlaysAt(f, wall - 0.01)).toEqual([]);
			const at = overlaysAt(f, wall);
			const circle = at.find((o) => o.kind === 'circle')!;
			const count = at.find((o) => o.kind === 'count')!;
			expect(circle).toMatchObject({ role: 'rebound-circle', r: 5, x: positionsAt(f, wall)[dd].x, y: positionsAt(f, wall)[dd].y });
			expect(count).toMatchObject({ role: 'rebound-count', seconds: 5, text: '5' });
			expect(overlaysAt(f, wall + 1.1).find((o) => o.kind === 'count')).toMatchObject({ seconds: 4 });
			// Nobody of the fouled team within the 5-yard radius of the play, all through the rebound.
			for (let t = wall; t <= f.duration; t += 0.05) {
				const pos = positionsAt(f, t);
				for (const id of Object.keys(f.actors) as PlayerId[]) {
					if (f.actors[id].team === 'fouled') expect(dist(pos[id], pos[dd]), `${id} at ${t}`).toBeGreaterThan(ARENA_MEASURES.reboundRadius);
				}
			}
			expect(phase(f, 'rebound').citations.map(sentenceOf)).toContain(sentenceOf(ARENA_CITATIONS.p2Wide));
		}
	);

	it.each(SETUPS)('$name rebound-late: "If the fouling team does not play the ball immediately ... another free hit shall be granted the team fouled as called for in the original Penalty"', ({ setup }) => {
		const f = framesFor(setup, { variant: 'rebound-late' });
		const wall = f.moments.wall!;
		// The count runs all 5 seconds down to 0; the ball is not played.
		expect(overlaysAt(f, wall + ARENA_MEASURES.reboundSeconds).find((o) => o.kind === 'count')).toMatchObject({ seconds: 0, text: '0' });
		expect(overlaysAt(f, wall + 2.5).find((o) => o.kind === 'count')).toMatchObject({ seconds: 3 });
		expect(f.moments.call).toBeCloseTo(wall + ARENA_MEASURES.reboundSeconds, 9);
		const dd = ddOf(f);
		for (let t = wall; t < phase(f, 'outcome').start; t += 0.05) expect(dist(positionsAt(f, t)[dd], positionsAt(f, t).ball)).toBeGreaterThan(1.5);
		// Last frame: the original free hit again, lined up as before.
		expect(outcomeSetup(setup, 'rebound-late')).toBe(setup);
		const lineup = Object.fromEntries(standardLineup(setup).map((l) => [`${l.team}-${l.number}`, { x: l.x, y: l.y }]));
		expectEndsOn(f, setup, lineup);
		expect(phase(f, 'outcome').citations.map(sentenceOf).join(' ')).toContain('another free hit shall be granted the team fouled as called for in the original Penalty');
	});

	it.each(SETUPS)('$name rebound-affected: "If a member of the fouled team affects that play, the Umpire(s) may award a center hit or more severe penalty."', ({ setup }) => {
		const f = framesFor(setup, { variant: 'rebound-affected' });
		const played = f.moments.reboundPlayed!;
		const pos = positionsAt(f, played);
		// The fouled hitter is inside the 5-yard circle drawn around the play.
		const circle = overlaysAt(f, played).find((o) => o.kind === 'circle')!;
		expect(dist(pos[hitterOf(f)], { x: circle.x, y: circle.y })).toBeLessThan(ARENA_MEASURES.reboundRadius);
		// Last frame: the ball on the centre spot, the centre hit to the fouling team lined up legally.
		const next = outcomeSetup(setup, 'rebound-affected')!;
		expect(next.ball).toEqual(setup.venue.centre);
		expectEndsOn(f, next);
		expect(phase(f, 'outcome').caption).toMatch(/centre hit/);
	});

	it.each(SETUPS)('$name: the designated defender "may not switch sides either left or right of the goal once the Umpire has called “PLAY.”"', ({ setup }) => {
		for (const v of ['wide-rebound', 'rebound-late', 'rebound-affected']) {
			const f = framesFor(setup, { variant: v });
			const dd = ddOf(f);
			const side = Math.sign(positionsAt(f, phase(f, 'play').start)[dd].y);
			if (side === 0) continue; // in the arc straight in front of the goal (P4): no side to keep
			const until = f.phases.find((p) => p.id === 'outcome')?.start ?? f.duration;
			for (let t = phase(f, 'play').start; t <= until; t += 0.05) expect(Math.sign(positionsAt(f, t)[dd].y), `${v} at ${t}`).toBe(side);
		}
	});
});

describe('arena: the ball hit directly out of play, missed, blocked', () => {
	it.each([
		...SETUPS,
		{ name: 'arena 5.a', setup: computeSetup({ venue: arena, penalty: '5a' }) },
		{ name: 'arena 5.b', setup: computeSetup({ venue: arena, penalty: '5b' }) },
		// RULE-READINGS, third pass: Penalty 1 resumes with a 5.b, whose outcomes follow; Alternative Rule 9
		// keeps Penalty 2's and 3's sentence on a ball hit directly out of play.
		{ name: 'arena P1 (its 5.b)', setup: computeSetup({ venue: arena, penalty: '1' }) },
		{ name: 'arena P3 under Alternative Rule 9', setup: computeSetup({ venue: arena, penalty: '3', foul: { x: 40, y: 10 }, options: { alternativeRule9: true } }) },
		{ name: 'arena P2 under Alternative Rule 9', setup: computeSetup({ venue: small, penalty: '2', foul: { x: 30, y: -4 }, options: { alternativeRule9: true } }) }
	])(
		'$name out-of-play: "the Umpire shall award the fouling team a free hit from the point where the ball went out of play, no closer than 5 yards to the end wall"',
		({ setup }) => {
			const f = framesFor(setup, { variant: 'out-of-play' });
			const out = positionsAt(f, f.moments.out!).ball;
			// It left over the end wall, wide of the goal.
			expect(out.x).toBe(0);
			expect(Math.abs(out.y)).toBeGreaterThan(setup.venue.goalWidth / 2);
			const next = outcomeSetup(setup, 'out-of-play', out)!;
			expect(next.ball!.x).toBe(ARENA_MEASURES.outOfPlayFromWall);
			expect(next.hitter).toBe('fouling');
			expectEndsOn(f, next);
		}
	);

	it.each(SETUPS)('$name missed: "the Umpire shall stop play and award the opposing team a free hit from the point where play was stopped, but not less than 5 yards from the wall"', ({ setup }) => {
		const f = framesFor(setup, { variant: 'missed' });
		const next = outcomeSetup(setup, 'missed', setup.ball!)!;
		expect(next.ball).toEqual(setup.ball);
		expectEndsOn(f, next);
		expect(phase(f, 'outcome').citations.map(sentenceOf)).toContain(sentenceOf(ARENA_CITATIONS.execNotAPenalty));
	});

	it.each([computeSetup({ venue: arena, penalty: '5a' }), computeSetup({ venue: small, penalty: '5b' }), computeSetup({ venue: arena, penalty: '1' })])(
		'clean-miss: "In the event the hitter misses the ball completely, on a Penalty 5.a or 5.b, the ball remains in play"',
		(setup) => {
			expect(variantsFor(setup).map((v) => v.id)).toEqual(['main', 'out-of-play', 'clean-miss']);
			const f = framesFor(setup, { variant: 'clean-miss' });
			expect(positionsAt(f, f.duration).ball).toEqual(setup.ball);
			expect(phase(f, 'outcome').caption).toMatch(/remains in play/);
			expect(phase(f, 'outcome').label).toBe('Play on');
		}
	);

	it('blocked: "If the defender in goal blocks the ball with his mallet, body or horse ... the ball becomes live for both teams"', () => {
		const setup = computeSetup({ venue: arena, penalty: '4' });
		const f = framesFor(setup, { variant: 'blocked' });
		const at = positionsAt(f, f.moments.block!);
		expect(dist(at.ball, at[ddOf(f)])).toBeLessThanOrEqual(ARENA_MEASURES.reboundRadius);
		expect(f.moments.goal).toBeUndefined();
		expect(phase(f, 'outcome').caption).toMatch(/live for both teams and the right of way rules apply/);
		expect(phase(f, 'outcome').citations).toContainEqual(ARENA_CITATIONS.p4Blocked);
	});
});

describe('what a goal counts: said, never decided', () => {
	it('P2: "If the goal is scored directly from the mallet of the hitter it shall count as one point."', () => {
		expect(phase(framesFor(computeSetup({ venue: arena, penalty: '2' }), { variant: 'goal' }), 'play').caption).toMatch(/counts one point/);
	});
	it('P4: "If the criteria of Rule 6.a(3) are satisfied, a goal scored shall count two points."', () => {
		const setup = computeSetup({ venue: arena, penalty: '4' });
		const f = framesFor(setup, { variant: 'goal', start: { 'fouling-3': { x: 2, y: 5.5 } } });
		expect(phase(f, 'play').caption).toMatch(/one point; two when the criteria of Rule 6\.a\(3\) are satisfied \(the umpire says\)/);
	});
	it('5.a: "If a goal is scored that satisfies the criteria in Rule 6.a(2), it shall count as two points."', () => {
		const f = framesFor(computeSetup({ venue: arena, penalty: '5a' }));
		expect(phase(f, 'play').caption).toMatch(/satisfies the criteria of Rule 6\.a\(2\) counts two points \(the umpire says\)/);
		expect(phaseCaption(computeSetup({ venue: arena, penalty: '5a' }), f, phase(f, 'play'), 'fr')).toMatch(/6\.a\(2\)/);
	});
});

describe('field P2 and P3: the fouling team entering the field improperly', () => {
	const cases = [
		{ name: 'P2 from the 30', setup: computeSetup({ venue: 'field', penalty: '2' }), entry: FIELD_CITATIONS.p2Entry, c: FIELD_CITATIONS.p2c, b: FIELD_CITATIONS.p2b },
		{ name: 'P3 undefended', setup: computeSetup({ venue: 'field', penalty: '3' }), entry: FIELD_CITATIONS.p3Entry, c: FIELD_CITATIONS.p3c, b: FIELD_CITATIONS.p3b },
		{ name: 'P3 defended', setup: computeSetup({ venue: 'field', penalty: '3', options: { defended: true } }), entry: FIELD_CITATIONS.p3Entry, c: FIELD_CITATIONS.p3c, b: FIELD_CITATIONS.p3b },
		// Penalty 2c from the spot (RULE-READINGS, third pass): a fouling player off the field comes on early.
		{ name: 'P2 from the spot', setup: computeSetup({ venue: 'field', penalty: '2', foul: { x: 24, y: -14 }, options: { from: 'spot' } }), entry: FIELD_CITATIONS.p2Entry, c: FIELD_CITATIONS.p2c, b: FIELD_CITATIONS.p2b },
		{ name: 'P2 from the spot, far out', setup: computeSetup({ venue: 'field', penalty: '2', foul: { x: 120, y: 40 }, options: { from: 'spot' } }), entry: FIELD_CITATIONS.p2Entry, c: FIELD_CITATIONS.p2c, b: FIELD_CITATIONS.p2b }
	];
	it.each(cases)('$name entered-early: "... and a defending player has entered the field improperly, the penalty shall be taken again."', ({ setup, entry, c, b }) => {
		const f = framesFor(setup, { variant: 'entered-early' });
		const rider = f.annotations.find((a) => a.key === 'enters-early' || a.key === 'enters-posts')!.actor as PlayerId;
		expect(f.actors[rider].team).toBe('fouling');
		// Onto the field before the ball is hit (defended: between the posts, where it may never enter).
		expect(f.moments.entered!).toBeLessThan(f.moments.strike);
		const crossing = positionsAt(f, f.moments.entered!)[rider];
		expect(crossing.x).toBeCloseTo(0, 9);
		if (setup.options.defended) expect(Math.abs(crossing.y)).toBeLessThan(setup.venue.goalWidth / 2);
		// The hit goes wide of the post, not into the goal.
		expect(f.moments.goal).toBeUndefined();
		const onLine = positionsAt(f, f.moments.strike + 0.6).ball;
		expect(Math.abs(onLine.y)).toBeGreaterThan(setup.venue.goalWidth / 2);
		// The rider stood off the field, behind the back line, legally, when "Play" was called.
		const stood = positionsAt(f, phase(f, 'play').start);
		expect(stood[rider].x).toBeLessThan(0);
		expect(checkPosition(setup, { team: 'fouling' }, stood[rider]).legal).toBe(true);
		// Last frame: taken again, lined up as before.
		const lineup = Object.fromEntries(Object.keys(f.actors).map((id) => [id, stood[id as PlayerId]]));
		expectEndsOn(f, setup, lineup);
		const sentences = [...phase(f, 'play').citations, ...phase(f, 'outcome').citations].map(sentenceOf);
		for (const s of [entry, c, b].map(sentenceOf)) expect(sentences).toContain(s);
	});

	it('P2 from the spot: Penalty 2c applies there too, entering early is a variant (RULE-READINGS, third pass)', () => {
		expect(variantsFor(computeSetup({ venue: 'field', penalty: '2', foul: { x: 24, y: -14 }, options: { from: 'spot' } })).map((v) => v.id)).toEqual(['main', 'entered-early']);
	});

	it.each([false, true])('P3 (defended %s): "The team fouled may hit or hit at the ball only once ..."', (defended) => {
		const setup = computeSetup({ venue: 'field', penalty: '3', options: { defended } });
		const f = framesFor(setup, { variant: defended ? 'defended' : 'undefended' });
		const play = phase(f, 'play');
		expect(play.citations).toContainEqual(FIELD_CITATIONS.p3OneTouch);
		expect(play.caption).toMatch(defended ? /Blue may not play the ball again until a Red player has hit or hit at it, or it touches a goal post/ : /Blue may not play the ball again or affect its course/);
		// No Blue player touches the ball again after the hit.
		for (let t = f.moments.strike + 0.2; t <= f.duration; t += 0.05) {
			const pos = positionsAt(f, t);
			for (const id of Object.keys(f.actors) as PlayerId[]) if (f.actors[id].team === 'fouled') expect(dist(pos[id], pos.ball), `${id} at ${t}`).toBeGreaterThan(1.5);
		}
	});
});

describe('the words after the hit in French and Spanish', () => {
	const all = [
		...SETUPS.flatMap(({ setup }) => variantsFor(setup).map((v) => ({ setup, variant: v.id }))),
		...['5a', '5b', '1'].flatMap((p) => ['main', 'out-of-play', 'clean-miss'].map((variant) => ({ setup: computeSetup({ venue: arena, penalty: p }), variant }))),
		...['main', 'out-of-play'].map((variant) => ({ setup: computeSetup({ venue: arena, penalty: '3', foul: { x: 40, y: 10 }, options: { alternativeRule9: true } }), variant })),
		...[computeSetup({ venue: 'field', penalty: '2' }), computeSetup({ venue: 'field', penalty: '2', foul: { x: 24, y: -14 }, options: { from: 'spot' } }), computeSetup({ venue: 'field', penalty: '3', options: { defended: true } })].map((setup) => ({ setup, variant: 'entered-early' }))
	];
	it.each(all.map((x) => [`${x.setup.venue.kind} ${x.setup.penalty} ${x.variant}`, x] as const))('%s: every caption and annotation is worded, none English', (_n, { setup, variant }) => {
		const f = framesFor(setup, { variant });
		for (const locale of ['fr', 'es'] as const) {
			for (const p of f.phases) {
				const t = phaseCaption(setup, f, p, locale);
				expect(t.length, p.id).toBeGreaterThan(10);
				expect(t, `${p.id} ${locale}`).not.toBe(p.caption);
				expect(t).not.toMatch(/\{|\}|undefined|NaN/);
			}
			const words = annotationWords(setup, f, locale);
			expect(words).toHaveLength(f.annotations.length);
			for (const [i, w] of words.entries()) if (f.annotations[i]!.key) expect(w.text, f.annotations[i]!.key).not.toBe(f.annotations[i]!.text);
		}
	});
});
