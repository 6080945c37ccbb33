import { alongEndWall, awayFrom, awayFromMouth, insideArea, nearGoalMouth, sideOfLine, type Binds } from './build';
import { ARENA } from './citations';
import { ALLOWED_ORIGINAL, asFoulingFreeHit, DEFAULT_ORIGINAL, fiveLineup, towardFoulingAttack } from './arenaShared';
import { GeometryError } from './errors';
import { ARENA_MEASURES as M } from './measures';
import { emptyPlan, highlightLine, type OutcomeLine, type Plan, type PlanInput, type SetupOptions } from './plan';
import { nearestPoint } from './solve';
import { dist, distToSegment, yd } from './vec';
import type { Citation, Point } from './types';
import type { Venue } from './venue';

const FOULING_AND_DD: Binds = { teams: ['fouling'], roles: ['player', 'designated-defender'] };

function notApplicable(option: string, penalty: string, why: string): never {
	throw new GeometryError('option-not-applicable', `The option "${option}" does not apply to arena Penalty ${penalty}: ${why}`, {
		option,
		penalty
	});
}

function onlyOptions(input: PlanInput, allowed: Array<keyof SetupOptions>) {
	for (const [key, value] of Object.entries(input.options)) {
		if (value !== undefined && !allowed.includes(key as keyof SetupOptions)) notApplicable(key, input.penalty, 'it has no such choice');
	}
}

/**
 * The 5.a ball: the foul spot, or the nearest point at least 25 yd from the attacked goal and 5 yd
 * from every wall (RULE-READINGS, Arena P5a).
 */
export function arenaSpotBall(venue: Venue, foul: Point, withGoalDistance: boolean): { ball: Point; adjustments: Plan['adjustments'] } {
	const w = M.p5aFromWall;
	const inner = { minX: w, maxX: venue.length - w, minY: -venue.width / 2 + w, maxY: venue.width / 2 - w };
	const wall = insideArea(inner, { key: 'inner-line', yards: w }, { teams: ['fouled'], roles: ['hitter'] }, ARENA.p5aWall);
	// "no closer than 25 yards from that goal": to the nearest point of the goal mouth, the segment between
	// the posts, not to the goal's centre (RULE-READINGS, third pass); a foul beside the goal is moved out
	// to 25 yd from the near post.
	const mouth = venue.goals[0];
	const goal = awayFromMouth('ball-25-from-goal', mouth.posts, mouth.facing, M.p5aFromGoal, { teams: ['fouled'], roles: ['hitter'] }, ARENA.p5aPlacement);
	const constraints = withGoalDistance ? [...wall, ...goal] : wall;
	const ball = nearestPoint(constraints, foul);
	if (!ball) throw new GeometryError('no-legal-position', 'This arena has no room for a Penalty 5.a spot', {});
	if (dist(ball, foul) < 1e-9) return { ball: foul, adjustments: [] };
	const reasons: string[] = [];
	const citations: Citation[] = [];
	const fromMouth = distToSegment(foul, mouth.posts[0], mouth.posts[1]);
	if (withGoalDistance && fromMouth < M.p5aFromGoal) {
		reasons.push(`${yd(fromMouth)} yd from the goal, nearer than ${M.p5aFromGoal} yd`);
		citations.push(ARENA.p5aPlacement);
	}
	const fromWall = Math.min(foul.x, venue.length - foul.x, venue.width / 2 - Math.abs(foul.y));
	if (fromWall < w) {
		reasons.push(`${yd(fromWall)} yd from the wall, nearer than ${w} yd`);
		citations.push(ARENA.p5aWall);
	}
	return {
		ball,
		adjustments: [{ from: foul, to: ball, message: `The foul spot is ${reasons.join(' and ')}: the ball is moved ${yd(dist(foul, ball))} yd to the nearest spot that satisfies the rule.`, citations }]
	};
}

function designatedDefenderAtWall(venue: Venue, side: 1 | -1 | undefined, citation: Citation) {
	const goalHalf = venue.goalWidth / 2;
	const wanted = goalHalf + M.defenderFromGoalEdge;
	const corner = venue.width / 2 - M.wallBand;
	// "or the corner of the arena, if the corner is less than 10 yards from the edge of the goal"
	const cornerCase = venue.width / 2 - goalHalf < M.defenderFromGoalEdge;
	return alongEndWall(M.wallBand, goalHalf, cornerCase ? corner : wanted, side, cornerCase, citation);
}

export function arenaPlan(input: PlanInput): Plan {
	const { venue, penalty, foul } = input;
	const L = venue.length;
	const goalHalf = venue.goalWidth / 2;
	const base = { hitter: 'fouled' as const, attackGoalX: 0, foul };
	const spot = (x: number): Point => ({ x, y: 0 });

	const standard = (p: '2' | '3' | '4'): Plan => {
		const ball = spot(p === '2' ? M.p2Spot : M.p3Spot);
		const c = { '2': [ARENA.p2Ball, ARENA.p2Behind, ARENA.p2Defender, ARENA.p2Five], '3': [ARENA.p3Ball, ARENA.p3Behind, ARENA.p3Defender, ARENA.p3Five], '4': [ARENA.p4Ball, ARENA.p4Behind, ARENA.p4Defender, ARENA.p4Five] }[p] as [Citation, Citation, Citation, Citation];
		const [cBall, cBehind, cDefender, cFive] = c;
		const dd = p === '4'
			? [nearGoalMouth({ x: 0, y: -goalHalf }, { x: 0, y: goalHalf }, M.goalArc, cDefender)]
			: designatedDefenderAtWall(venue, undefined, cDefender);
		return emptyPlan({
			...base,
			ball,
			ballCitations: [cBall],
			hasDesignatedDefender: true,
			constraints: [
				sideOfLine('behind-the-ball', ball.x, 'above', { key: 'point-of-hit' }, { teams: ['fouling', 'fouled'], roles: ['player', 'hitter'] }, cBehind),
				awayFrom('fouling-5-from-ball', ball, M.hitterClearance, { key: 'ball' }, FOULING_AND_DD, cFive),
				...dd
			],
			exclusions: [{ center: ball, radius: M.hitterClearance, teams: ['fouling'], label: `${M.hitterClearance} yd`, citation: cFive }],
			lines: [highlightLine(ball.x, { key: 'point-of-hit' }, cBehind)],
			notes: [cBall, cBehind, cDefender, cFive, { '2': ARENA.p2Wide, '3': ARENA.p3Wide, '4': ARENA.p4Wide }[p]],
			summary:
				p === '4'
					? `A free hit from ${M.p3Spot} yd in front of the goal; every player behind the ball except one designated defender within a ${M.goalArc} yd arc of the goal; no fouling player within ${M.hitterClearance} yd of the hitter.`
					: `A free hit from ${ball.x} yd in front of the goal; every player behind the ball except one designated defender along the end wall, at least ${M.defenderFromGoalEdge} yd from the edge of the goal (or in the corner); no fouling player within ${M.hitterClearance} yd of the hitter.`
		});
	};

	const alternative9 = (p: '2' | '3'): Plan => {
		// "fouled outside the 25 yard line": strictly beyond it, x > 25; a foul on the line does not
		// qualify (RULE-READINGS, third pass). Measured along the arena from the end wall, as the line
		// runs across it: unlike 5.a's "no closer than 25 yards from the goal", measured to the goal mouth.
		if (foul.x <= M.alt9From || !input.foulGiven) {
			notApplicable('alternativeRule9', p, `the foul must be outside the ${M.alt9From}-yard line (set a foul spot more than ${M.alt9From} yd from the end wall)`);
		}
		const { ball, adjustments } = arenaSpotBall(venue, foul, false);
		const five = fiveLineup(ball, 0, 'fouling', ARENA.p5aFive, ARENA.p5aRow);
		return emptyPlan({
			...base,
			ball,
			adjustments,
			options: { alternativeRule9: true },
			ballCitations: [ARENA.alt9],
			...five,
			notes: [ARENA.alt9, ARENA.p5aFive, ARENA.p5aRow],
			summary: `Alternative Rule 9: the Penalty ${p} is taken from the spot of the foul, lined up as a Penalty 5.a, for a 2-point opportunity.`
		});
	};

	switch (penalty) {
		case '1':
		case '5b': {
			onlyOptions(input, []);
			const ball = venue.centre;
			const five = fiveLineup(ball, 0, 'fouling', ARENA.p5bFive, ARENA.p5bRow);
			return emptyPlan({
				...base,
				ball,
				ballCitations: penalty === '1' ? [ARENA.p1Restart, ARENA.p5bBall] : [ARENA.p5bBall],
				...five,
				award: penalty === '1' ? { goals: '1 or 2', restart: '5b', changeOfDirection: false, citations: [ARENA.p1Goal, ARENA.p1Restart] } : null,
				notes: penalty === '1' ? [ARENA.p1Goal, ARENA.p1Restart, ARENA.p5bFive, ARENA.p5bRow] : [ARENA.p5bBall, ARENA.p5bFive, ARENA.p5bRow],
				summary:
					penalty === '1'
						? `One or two goals to the fouled team (Rule 6.a(2)); play restarts with a Penalty 5.b from the centre: no fouling player within ${M.hitterClearance} yd of the ball, nobody in the right of way within ${M.rightOfWayClear} yd.`
						: `A free hit from the centre: both teams anywhere, but no fouling player within ${M.hitterClearance} yd of the ball and nobody in the right of way within ${M.rightOfWayClear} yd.`
			});
		}
		case '2': {
			onlyOptions(input, ['from', 'alternativeRule9']);
			if (input.options.alternativeRule9) {
				if (input.options.from === 'spot') notApplicable('from', '2', 'choose either the inside-the-15 spot or Alternative Rule 9');
				return alternative9('2');
			}
			const from = input.options.from ?? 'line';
			if (from === 'line') return { ...standard('2'), options: { from } };
			if (!input.foulGiven || foul.x >= M.p2Spot) {
				notApplicable('from', '2', `the hit from the spot is for a foul inside the ${M.p2Spot}-yard line (set a foul spot less than ${M.p2Spot} yd from the goal)`);
			}
			const ball = foul;
			const side = ball.y > 0 ? -1 : ball.y < 0 ? 1 : undefined;
			return emptyPlan({
				...base,
				ball,
				options: { from },
				ballCitations: [ARENA.p2InsideChoice],
				hasDesignatedDefender: true,
				constraints: [
					sideOfLine('behind-15', M.p2Spot, 'above', { key: 'yard-line', yards: M.p2Spot }, { teams: ['fouling', 'fouled'], roles: ['player'] }, ARENA.p2InsideBehind),
					awayFrom('fouling-5-from-ball', ball, M.hitterClearance, { key: 'ball' }, FOULING_AND_DD, ARENA.p2Five),
					...designatedDefenderAtWall(venue, side, ARENA.p2InsideBehind)
				],
				exclusions: [{ center: ball, radius: M.hitterClearance, teams: ['fouling'], label: `${M.hitterClearance} yd`, citation: ARENA.p2Five }],
				lines: [highlightLine(M.p2Spot, { key: 'yard-line', yards: M.p2Spot }, ARENA.p2InsideBehind)],
				notes: [ARENA.p2InsideChoice, ARENA.p2InsideBehind, ARENA.p2Five],
				summary: `Fouled inside the ${M.p2Spot}: the hit is taken from the spot; every other player behind the ${M.p2Spot}-yard line, the designated defender along the end wall on the side of the goal opposite the ball.`
			});
		}
		case '3': {
			onlyOptions(input, ['alternativeRule9']);
			return input.options.alternativeRule9 ? alternative9('3') : standard('3');
		}
		case '4':
			onlyOptions(input, []);
			return standard('4');
		case '5a': {
			onlyOptions(input, []);
			const { ball, adjustments } = arenaSpotBall(venue, foul, true);
			const five = fiveLineup(ball, 0, 'fouling', ARENA.p5aFive, ARENA.p5aRow);
			return emptyPlan({
				...base,
				ball,
				adjustments,
				ballCitations: [ARENA.p5aBall, ARENA.p5aPlacement, ARENA.p5aWall],
				...five,
				notes: [ARENA.p5aBall, ARENA.p5aPlacement, ARENA.p5aWall, ARENA.p5aFive, ARENA.p5aRow],
				summary: `A free hit from the spot (at least ${M.p5aFromGoal} yd from the goal and ${M.p5aFromWall} yd from the wall): both teams anywhere, but no fouling player within ${M.hitterClearance} yd of the ball and nobody in the right of way within ${M.rightOfWayClear} yd.`
			});
		}
		case '6a':
		case '6b':
		case '6c':
		case '6d': {
			onlyOptions(input, ['original', 'from', 'alternativeRule9']);
			const original = input.options.original ?? DEFAULT_ORIGINAL[penalty]!;
			if (!ALLOWED_ORIGINAL[penalty]!.includes(original)) {
				notApplicable('original', penalty, `it follows a Penalty ${ALLOWED_ORIGINAL[penalty]!.join(', ')}, not ${original}`);
			}
			// The re-hit keeps the original's own choices (inside-the-15 spot, Alternative Rule 9).
			const { original: _o, ...originalOptions } = input.options;
			const origPlan = arenaPlan({ ...input, penalty: original, options: originalOptions });
			const origBall = origPlan.ball!;
			if (penalty === '6a' || penalty === '6d') {
				const c = penalty === '6a' ? ARENA.p6a : ARENA.p6d;
				return {
					...origPlan,
					options: { ...origPlan.options, original },
					notes: [c, ...origPlan.notes],
					rehit: { team: 'fouled', original, citation: c, message: penalty === '6a' ? `The fouling team did not carry out the Penalty ${original} correctly: the fouled team hits again from the same place.` : `Both teams got the Penalty ${original} wrong: the hitter hits again from the same spot, and any goal scored does not count.` },
					summary: `${penalty === '6a' ? 'A re-hit for the fouled team' : 'A re-hit'} from the same place, lined up as the original Penalty ${original}. ${origPlan.summary}`
				};
			}
			const c = penalty === '6b' ? ARENA.p6b : ARENA.p6c;
			let ball = origBall;
			const adjustments: Plan['adjustments'] = [];
			if (penalty === '6c' && origBall.x > L / 2) {
				ball = venue.centre;
				adjustments.push({ from: origBall, to: ball, message: `The original spot is nearer the goal the fouling team attacks than the centre: the free hit is taken from the centre of the arena.`, citations: [ARENA.p6cCentre] });
			}
			// RULE-READINGS, Line-ups that reuse another penalty's: 6.b and 6.c lined up as a 5.a for the fouling team.
			const five = fiveLineup(ball, L, 'fouled', asFoulingFreeHit(c), towardFoulingAttack(ARENA.p5aRow));
			return emptyPlan({
				foul,
				ball,
				hitter: 'fouling',
				attackGoalX: L,
				adjustments,
				options: { ...origPlan.options, original },
				ballCitations: penalty === '6c' ? [c, ARENA.p6cCentre] : [c],
				...five,
				rehit: { team: 'fouling', original, citation: c, message: `The fouled team did not carry out the Penalty ${original} correctly: the fouling team gets a free hit from the original spot${penalty === '6c' ? ' (the centre, if that spot is nearer the goal it attacks)' : ''}.` },
				notes: penalty === '6c' ? [c, ARENA.p6cCentre] : [c],
				summary: `A free hit to the fouling team from the original spot of the Penalty ${original}${adjustments.length ? ', moved to the centre' : ''}; it attacks the other goal.`
			});
		}
		case '7':
		case '8':
		case '9': {
			onlyOptions(input, []);
			const card: { c: Citation; t: string; also: OutcomeLine[] } = {
				'7': {
					c: ARENA.p7,
					t: 'The fouled captain may bring on a qualified substitute, or designate a player of the fouling team to be removed.',
					also: [
						{ id: 'arena-p7-removal', text: 'The player designated is the fouling player whose handicap is nearest above the disabled player’s.', citation: ARENA.p7Removal },
						{ id: 'arena-p7-equal', text: 'If the disabled player’s handicap is equal to or higher than every fouling player’s, any of them may be designated.', citation: ARENA.p7Equal }
					]
				},
				'8': {
					c: ARENA.p8,
					t: 'The player or the mount is disqualified.',
					also: [{ id: 'arena-p8-return', text: 'Disqualified for illegal equipment other than horseshoes, the player or mount may return once it is removed. A violation of Rule 2.e is penalised by forfeiture.', citation: ARENA.p8Return }]
				},
				'9': {
					c: ARENA.p9,
					t: 'The game is forfeited.',
					also: [{ id: 'arena-p9-both', text: 'If both teams commit a violation calling for Penalty 9 in the same game, both forfeit, whichever came first.', citation: ARENA.p9Both }]
				}
			}[penalty];
			return emptyPlan({
				hitter: null,
				attackGoalX: null,
				outcome: { text: card.t, citation: card.c, also: card.also },
				notes: [card.c, ...(penalty === '7' ? [ARENA.p7Substitute] : []), ...card.also.map((a) => a.citation), ...(penalty === '8' ? [ARENA.p8Note] : [])],
				summary: card.t
			});
		}
	}
	throw new GeometryError('unknown-penalty', `Unknown arena penalty "${penalty}"`, { penalty });
}
