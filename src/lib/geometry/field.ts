import { awayFrom, outsideGoal, sideOfLine, sideOfLineOrOffField, type Binds } from './build';
import { FIELD, RULE35_5A } from './citations';
import { GeometryError } from './errors';
import { FIELD_MEASURES as M } from './measures';
import { emptyPlan, highlightLine, type OutcomeLine, type Plan, type PlanInput } from './plan';
import { clamp, yd } from './vec';
import type { Citation, Point, Rect } from './types';

const FOULING: Binds = { teams: ['fouling'], roles: ['player'] };
const FOULED_ALL: Binds = { teams: ['fouled'], roles: ['player', 'hitter'] };

function requireOption(input: PlanInput, allowed: Array<keyof PlanInput['options']>) {
	for (const [key, value] of Object.entries(input.options)) {
		if (value !== undefined && !allowed.includes(key as keyof PlanInput['options'])) {
			throw new GeometryError(
				'option-not-applicable',
				`The option "${key}" does not apply to field Penalty ${input.penalty}`,
				{ option: key, penalty: input.penalty }
			);
		}
	}
}

/**
 * The fouling team 30 yd from the ball and between it and the goal they defend (5.a, 5.b and the P1
 * restart). "between the ball and the goal it defends" with the ball on that goal's back line (a 5.a
 * at x = 0) is x <= 0, never the field side of the ball (RULE-READINGS, Who is exempt: hence `<=`).
 * A player off the field is exempt from "between the ball and the defended goal", never from the 30
 * yards (RULE-READINGS, Who is exempt).
 */
function fiveDistance(ball: Point, defendedGoalX: number, citation: Plan['notes'][number], field: Rect) {
	const keep = defendedGoalX <= ball.x ? 'below' : 'above';
	return [
		awayFrom('fouling-30-from-ball', ball, M.p5Distance, { key: 'ball' }, FOULING, citation),
		sideOfLineOrOffField('fouling-goal-side-of-ball', ball.x, keep, { key: 'ball' }, FOULING, citation, field, 'between-ball-and-goal')
	];
}

export function fieldPlan(input: PlanInput): Plan {
	const { venue, penalty, foul } = input;
	const L = venue.length;
	const W = venue.width;
	const goalHalf = venue.goalWidth / 2;
	const onLine = (x: number): Point => ({ x, y: 0 });
	const base = { hitter: 'fouled' as const, attackGoalX: 0 };

	switch (penalty) {
		case '1': {
			requireOption(input, []);
			const ball = venue.centre;
			return emptyPlan({
				...base,
				foul,
				ball,
				attackGoalX: L,
				ballCitations: [FIELD.p1Restart, FIELD.p5bBall],
				constraints: fiveDistance(ball, L, FIELD.p5bDistance, venue.bounds),
				exclusions: [{ center: ball, radius: M.p5Distance, teams: ['fouling'], label: `${M.p5Distance} yd`, citation: FIELD.p5bDistance }],
				award: { goals: '1', restart: '5b', changeOfDirection: true, citations: [FIELD.p1Goal, FIELD.p1Restart] },
				notes: [FIELD.p1Goal, FIELD.p1Restart, FIELD.p5bDistance, FIELD.p5bFouled],
				summary: `One goal to the fouled team; play restarts with a Penalty 5.b from the centre, the fouled team now attacking the other goal, the fouling team ${M.p5Distance} yd from the ball on the side of the goal they now defend.`
			});
		}
		case '2': {
			requireOption(input, ['from']);
			const from = input.options.from ?? 'line';
			if (from === 'line') {
				const ball = onLine(M.p2Line);
				return emptyPlan({
					...base,
					foul,
					ball,
					options: { from },
					ballCitations: [FIELD.p2Ball],
					constraints: [
						sideOfLine('fouling-behind-back-line', 0, 'below', { key: 'back-line' }, FOULING, FIELD.p2Line),
						outsideGoal('fouling-outside-goal', 0, 1, goalHalf, FOULING, FIELD.p2Line)
					],
					lines: [highlightLine(0, { key: 'back-line' }, FIELD.p2Line)],
					notes: [FIELD.p2Ball, FIELD.p2Line, FIELD.p2Entry],
					summary: `A penalty hit from the centre of the ${M.p2Line}-yard line; the whole fouling team behind its back line, outside the goal.`
				});
			}
			const ball = foul;
			return emptyPlan({
				...base,
				foul,
				ball,
				options: { from },
				ballCitations: [FIELD.p2Ball],
				constraints: [
					awayFrom('fouling-30-from-ball', ball, M.p2SpotDistance, { key: 'ball' }, FOULING, FIELD.p2Spot),
					outsideGoal('fouling-outside-goal', 0, 1, goalHalf, FOULING, FIELD.p2Spot)
				],
				exclusions: [{ center: ball, radius: M.p2SpotDistance, teams: ['fouling'], label: `${M.p2SpotDistance} yd`, citation: FIELD.p2Spot }],
				notes: [FIELD.p2Ball, FIELD.p2Spot, FIELD.p2Entry],
				summary: `A penalty hit from the spot of the foul; no fouling player within ${M.p2SpotDistance} yd of the ball, none in the goal.`
			});
		}
		case '3': {
			requireOption(input, ['defended']);
			const defended = input.options.defended ?? false;
			const ball = onLine(M.p3Line);
			return emptyPlan({
				...base,
				foul,
				ball,
				options: { defended },
				ballCitations: [FIELD.p3Ball],
				constraints: [
					// "unless they are off the field or returning to their proper position" (RULE-READINGS, Who is exempt).
					sideOfLineOrOffField('fouled-behind-40', M.p3Line, 'above', { key: 'yard-line', yards: M.p3Line }, FOULED_ALL, FIELD.p3Fouled, venue.bounds),
					// "who are not off the field ...": exempt from "behind the back line", not from "outside of the goal".
					sideOfLineOrOffField('fouling-behind-back-line', 0, 'below', { key: 'back-line' }, FOULING, FIELD.p3Fouling, venue.bounds),
					outsideGoal('fouling-outside-goal', 0, 1, goalHalf, FOULING, FIELD.p3Fouling)
				],
				lines: [
					highlightLine(M.p3Line, { key: 'yard-line', yards: M.p3Line }, FIELD.p3Fouled),
					highlightLine(0, { key: 'back-line' }, FIELD.p3Fouling)
				],
				notes: defended ? [FIELD.p3Ball, FIELD.p3Fouled, FIELD.p3Fouling, FIELD.p3Entry, FIELD.p3Note] : [FIELD.p3Ball, FIELD.p3Fouled, FIELD.p3Fouling, FIELD.p3Entry],
				summary: defended
					? `A defended penalty hit from the centre of the ${M.p3Line}-yard line: the fouled team behind the ${M.p3Line}, the fouling team behind the back line outside the goal; once the ball is in play they may ride in, except between the posts.`
					: `An undefended penalty hit from the centre of the ${M.p3Line}-yard line: the fouled team behind the ${M.p3Line}, the fouling team behind the back line outside the goal, and none of them may enter the field.`
			});
		}
		case '4':
		case '6': {
			requireOption(input, []);
			let ball = onLine(M.p4Line);
			const adjustments: Plan['adjustments'] = [];
			if (penalty === '6') {
				// Between the posts the ball crossed the back line as a goal, not a safety: refused, not drawn.
				if (Math.abs(foul.y) < goalHalf) {
					throw new GeometryError(
						'crossing-in-goal',
						`The ball crossed the back line ${yd(Math.abs(foul.y))} yd from the centre of the goal, between the posts (${yd(goalHalf)} yd either side): that is a goal, not a safety. Set a crossing point outside the posts.`,
						{ y: foul.y, halfWidth: goalHalf }
					);
				}
				const y = clamp(foul.y, -M.p6MaxOffCentre, M.p6MaxOffCentre);
				ball = { x: M.p6Line, y };
				if (y !== foul.y) {
					adjustments.push({
						from: { x: M.p6Line, y: foul.y },
						to: ball,
						message: `The ball crossed the back line ${yd(Math.abs(foul.y))} yd from the centre of the goal; the spot may be no more than ${M.p6MaxOffCentre} yd from the centre of the ${M.p6Line}-yard line, so it is moved to ${M.p6MaxOffCentre} yd.`,
						citations: [FIELD.p6Ball]
					});
				}
			}
			const c = penalty === '4' ? FIELD.p4Fouling : FIELD.p6Fouling;
			return emptyPlan({
				...base,
				foul: penalty === '6' ? { x: 0, y: foul.y } : foul,
				ball,
				adjustments,
				ballCitations: [penalty === '4' ? FIELD.p4Ball : FIELD.p6Ball],
				// "who are not off the field or returning to their proper position" (RULE-READINGS, Who is exempt).
				constraints: [sideOfLineOrOffField('fouling-behind-30', M.behindLine, 'below', { key: 'yard-line', yards: M.behindLine }, FOULING, c, venue.bounds)],
				lines: [highlightLine(M.behindLine, { key: 'yard-line', yards: M.behindLine }, c)],
				notes: penalty === '4' ? [FIELD.p4Ball, FIELD.p4Fouled, FIELD.p4Fouling] : [FIELD.p6Ball, FIELD.p6Fouled, FIELD.p6Fouling],
				summary:
					penalty === '4'
						? `A free hit from the centre of the ${M.p4Line}-yard line; the fouling team behind its ${M.behindLine}-yard line, the fouled team anywhere.`
						: `A safety: a penalty hit from ${M.p6Line} yd out, level with where the ball crossed the back line but no more than ${M.p6MaxOffCentre} yd off centre; the fouling team behind its ${M.behindLine}-yard line.`
			});
		}
		case '5a':
		case '5b': {
			requireOption(input, []);
			const adjustments: Plan['adjustments'] = [];
			const warnings: Plan['warnings'] = [];
			let ball: Point = venue.centre;
			if (penalty === '5a') {
				const lim = W / 2 - M.p5aSideMargin;
				ball = { x: foul.x, y: clamp(foul.y, -lim, lim) };
				if (ball.y !== foul.y) {
					adjustments.push({
						from: foul,
						to: ball,
						message: `The foul was ${yd(W / 2 - Math.abs(foul.y))} yd from the ${venue.boarded ? 'boards' : 'side line'}; the ball is moved in to ${M.p5aSideMargin} yd from ${venue.boarded ? 'the boards' : 'the side line'}.`,
						citations: [FIELD.p5aBall]
					});
				}
				if (ball.x < M.p5aAdvice) {
					warnings.push({
						message: `This spot is ${yd(ball.x)} yd in front of the goal the fouling team defends: Rule 35 advises against a Penalty 5.a within ${M.p5aAdvice} yd of it. The umpire decides; the ball is not moved.`,
						citation: RULE35_5A
					});
				}
			}
			const dist = penalty === '5a' ? FIELD.p5aDistance : FIELD.p5bDistance;
			return emptyPlan({
				...base,
				foul,
				ball,
				adjustments,
				warnings,
				ballCitations: [penalty === '5a' ? FIELD.p5aBall : FIELD.p5bBall],
				constraints: fiveDistance(ball, 0, dist, venue.bounds),
				exclusions: [{ center: ball, radius: M.p5Distance, teams: ['fouling'], label: `${M.p5Distance} yd`, citation: dist }],
				notes: penalty === '5a' ? [FIELD.p5aBall, FIELD.p5aDistance, FIELD.p5aFouled] : [FIELD.p5bBall, FIELD.p5bDistance, FIELD.p5bFouled],
				summary:
					penalty === '5a'
						? `A penalty hit from the spot (at least ${M.p5aSideMargin} yd off the ${venue.boarded ? 'boards' : 'side lines'}); the fouling team ${M.p5Distance} yd from the ball, between it and the goal they defend; the fouled team anywhere.`
						: `A penalty hit from the centre of the field; the fouling team ${M.p5Distance} yd from the ball, between it and the goal they defend; the fouled team anywhere.`
			});
		}
		case '7':
		case '8':
		case '9':
		case '10': {
			requireOption(input, []);
			const card: { c: Citation; t: string; also?: OutcomeLine[] } = {
				'7': {
					c: FIELD.p7,
					t: 'The fouled captain designates a player of the fouling team to leave the game (or brings on a qualified substitute); play goes on three a side.',
					also: [
						// "designate the removal of a player from the fouling team whose handicap is nearest above that of the disabled player" (the arena card says it too).
						{ id: 'p7-removal', text: 'The player designated is the fouling player whose handicap is nearest above the disabled player’s.', citation: FIELD.p7 },
						{ id: 'p7-equal', text: 'If the disabled player’s handicap is equal to or higher than every fouling player’s, any of them may be designated.', citation: FIELD.p7Equal }
					]
				},
				'8': {
					c: FIELD.p8,
					t: 'The horse is ordered off the field and may not be played again in this game.',
					also: [
						{ id: 'p8-cure', text: 'Except when it was sent off for a violation of Rules 5, 6a or 6b: once the violation is cured it may play again, provided the game is not delayed. A violation of Rule 6a is penalised by forfeiture.', citation: FIELD.p8Cure }
					]
				},
				'9': {
					c: FIELD.p9,
					t: 'The game is forfeited.',
					also: [{ id: 'p9-both', text: 'If both teams commit a violation calling for Penalty 9 in the same game, both forfeit, whichever came first.', citation: FIELD.p9Both }]
				},
				'10': { c: FIELD.p10, t: 'The umpire excludes the player from the game (Rule 33).' }
			}[penalty];
			const also = card.also ?? [];
			return emptyPlan({
				hitter: null,
				attackGoalX: null,
				outcome: { text: card.t, citation: card.c, ...(also.length ? { also } : {}) },
				// A further line may cite the card's own sentence (P7's "nearest above"): each sentence once.
				notes: [...new Set([card.c, ...(penalty === '7' ? [FIELD.p7Substitute] : []), ...also.map((a) => a.citation), ...(penalty === '8' ? [FIELD.p8Note] : [])])],
				summary: card.t
			});
		}
	}
	throw new GeometryError('unknown-penalty', `Unknown field penalty "${penalty}"`, { penalty });
}
