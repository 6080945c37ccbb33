/*
 * The animation's defects an independent review found (issue 15), each test quoting the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { computeSetup, dist, getVenue, type Point, type Setup } from '$lib/geometry';
import { DEFENDER_REACH } from './frames';
import { framesFor, positionsAt, type Frames, type PlayerId } from '.';
import { annotationWords, phaseCaption } from './text';
import { sentenceOf } from '$lib/geometry/sentences';

const arena = getVenue('arena');
const small = getVenue('arena', 'small');

function ddOf(frames: Frames): PlayerId {
	return (Object.keys(frames.actors) as PlayerId[]).find((id) => frames.actors[id].role === 'designated-defender')!;
}

/** The nearest the ball comes to the designated defender during "Play", sampled every 5 ms. */
function closestApproach(frames: Frames): { d: number; t: number } {
	const play = frames.phases.find((p) => p.id === 'play')!;
	const dd = ddOf(frames);
	let best = { d: Infinity, t: play.start };
	for (let t = frames.moments.strike; t <= play.end; t += 0.005) {
		const pos = positionsAt(frames, t);
		const d = dist(pos.ball, pos[dd]);
		if (d < best.d) best = { d, t };
	}
	return best;
}

const P4_GOAL: { name: string; setup: Setup; start?: Partial<Record<PlayerId, Point>> }[] = [
	{ name: 'standard arena', setup: computeSetup({ venue: arena, penalty: '4' }) },
	{ name: 'small arena', setup: computeSetup({ venue: small, penalty: '4' }) },
	{ name: 'a 6.a re-hit of a Penalty 4', setup: computeSetup({ venue: arena, penalty: '6a', options: { original: '4' } }) },
	{ name: 'the defender moved to one side of the arc', setup: computeSetup({ venue: arena, penalty: '4' }), start: { 'fouling-3': { x: 2, y: 5.5 } } }
];

describe('review defect 6: arena P4 "goal" never shoots through the designated defender in the arc', () => {
	it.each(P4_GOAL)(
		'$name: "If the goal is scored, whether directly or off the wall, or after contact with the defender’s mallet, body, or mount, it shall count as one point."',
		({ setup, start }) => {
			const frames = framesFor(setup, { variant: 'goal', ...(start ? { start } : {}) });
			expect(frames.moments.goal).toBeDefined();
			const { d } = closestApproach(frames);
			if (frames.moments.contact === undefined) {
				// Untouched: the shot passes clear of the defender.
				expect(d).toBeGreaterThanOrEqual(DEFENDER_REACH);
			} else {
				// Off the defender: the ball reaches it, then goes in, and the caption says so.
				const at = positionsAt(frames, frames.moments.contact);
				expect(dist(at.ball, at[ddOf(frames)])).toBeLessThan(DEFENDER_REACH);
				expect(frames.moments.contact).toBeLessThan(frames.moments.goal!);
				expect(frames.phases.find((p) => p.id === 'play')!.caption).toMatch(/glances off Red \d, the designated defender, and goes in: it counts as one point/);
				expect(frames.phases.find((p) => p.id === 'play')!.citations.map(sentenceOf)).toContain(
					'If the goal is scored, whether directly or off the wall, or after contact with the defender’s mallet, body, or mount, it shall count as one point.'
				);
			}
		}
	);

	it('the defender at its standard place in front of the goal is touched; moved to the side, the shot goes clear', () => {
		expect(framesFor(P4_GOAL[0]!.setup, { variant: 'goal' }).moments.contact).toBeDefined();
		expect(framesFor(P4_GOAL[3]!.setup, { variant: 'goal', start: P4_GOAL[3]!.start }).moments.contact).toBeUndefined();
	});
});

describe('review defect 8: field P1 says "a dangerous or deliberate foul"', () => {
	it('field: "a player commits a dangerous or deliberate foul in the vicinity of the goal in order to save a goal"', () => {
		const setup = computeSetup({ venue: 'field', penalty: '1' });
		const foul = framesFor(setup).phases[0]!;
		expect(foul.caption).toBe('Red commits a dangerous or deliberate foul near its goal to save a goal.');
		expect(phaseCaption(setup, framesFor(setup), foul, 'fr')).toMatch(/faute dangereuse ou délibérée/);
		expect(phaseCaption(setup, framesFor(setup), foul, 'es')).toMatch(/foul peligroso o deliberado/);
	});
	it('arena: "a player commits a deliberate foul in the vicinity of the goal to prevent the scoring of a goal"', () => {
		const foul = framesFor(computeSetup({ venue: 'arena', penalty: '1' })).phases[0]!;
		expect(foul.caption).toMatch(/deliberately/);
		expect(foul.caption).not.toMatch(/dangerous/);
	});
});

describe('review defect 10: field P2 from the spot says what applies to Red players on the field', () => {
	const setup = computeSetup({ venue: 'field', penalty: '2', foul: { x: 24, y: -14 }, options: { from: 'spot' } });
	const frames = framesFor(setup);
	const play = frames.phases.find((p) => p.id === 'play')!;
	it('"If the penalty is to be hit from the spot, none of the fouling team may be within 30 yards from the ball and must remain outside of the goal until the ball is hit or hit at."', () => {
		expect(play.caption).not.toMatch(/no Red player may enter the field/);
		expect(play.caption).toMatch(/on the field at least 30 yd from the ball and outside the goal until it is hit or hit at, may then play on; a Red player off the field may not enter it/);
		expect(play.citations.map(sentenceOf)).toContain('Once the ball is put into play, no player of the fouling team may enter the field.');
		for (const locale of ['fr', 'es'] as const) expect(phaseCaption(setup, frames, play, locale)).toMatch(/30 yd/);
		// No Red player is annotated as staying behind the back line: they are on the field.
		expect(annotationWords(setup, frames, 'en').some((a) => /stays behind the back line/.test(a.text))).toBe(false);
	});
	it('from the 30-yard line it keeps "Once the ball is put into play, no player of the fouling team may enter the field."', () => {
		const line = framesFor(computeSetup({ venue: 'field', penalty: '2' })).phases.find((p) => p.id === 'play')!;
		expect(line.caption).toMatch(/no Red player may enter the field/);
	});
});

describe('review defect 3: the arena P3 rebound cites Penalty 3', () => {
	it('"If the ball is hit wide of the goal and rebounds off the end wall ..." is Arena Rule 9, Penalty 3 on a Penalty 3', () => {
		const rebound = framesFor(computeSetup({ venue: 'arena', penalty: '3' }), { variant: 'wide-rebound' }).phases.find((p) => p.id === 'rebound')!;
		const refs = rebound.citations.map((c) => c.ref);
		expect(refs).toContain('Arena Rule 9, Penalty 3');
		expect(refs).not.toContain('Arena Rule 9, Penalty 2');
	});
});
