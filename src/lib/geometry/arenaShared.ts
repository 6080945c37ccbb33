/*
 * What the arena's plan (arena.ts) shares with the setups after the hit (afterArena.ts) and the options
 * (options.ts): the 5-yard line-up with its right of way, the readings of a free hit for the fouling
 * team, and which penalty a 6.a-6.d follows. Its own module so that a page of the field never loads
 * the arena's plan (plans.ts; the islands load one venue's: src/lib/island/plans.ts).
 */
import { awayFrom, rightOfWay } from './build';
import { READINGS } from './citations';
import { ARENA_MEASURES as M } from './measures';
import type { Original } from './plan';
import type { Citation, Point, Team } from './types';

/** A sentence read as a free hit for the fouling team, lined up as a 5.a (RULE-READINGS, Line-ups that reuse another penalty's). */
export const asFoulingFreeHit = (c: Citation): Citation => ({ ...c, readingId: READINGS.freeHitAs5a });
/** The right of way of such a free hit, toward the goal the fouling team attacks. */
export const towardFoulingAttack = (c: Citation): Citation => ({ ...c, readingId: READINGS.rowTowardFoulingAttack });

export const DEFAULT_ORIGINAL: Record<string, Original> = { '6a': '2', '6b': '2', '6c': '5b', '6d': '2' };
export const ALLOWED_ORIGINAL: Record<string, Original[]> = {
	'6a': ['2', '3', '4', '5a', '5b'],
	'6b': ['2', '3', '4'],
	'6c': ['5a', '5b'],
	'6d': ['2', '3', '4', '5a', '5b']
};

/** Both teams anywhere but the fouling team 5 yd from the ball, nobody in the right of way within 16 yd. */
export function fiveLineup(ball: Point, towardGoalX: number, defending: Team, five: Citation, row: Citation) {
	const target = { x: towardGoalX, y: 0 };
	return {
		constraints: [
			awayFrom(`${defending}-5-from-ball`, ball, M.hitterClearance, { key: 'ball' }, { teams: [defending], roles: ['player'] }, five),
			rightOfWay(ball, target, M.rightOfWayHalfWidth, M.rightOfWayClear, row)
		],
		exclusions: [{ center: ball, radius: M.hitterClearance, teams: [defending], label: `${M.hitterClearance} yd`, citation: five }],
		rightOfWay: { from: ball, to: target, halfWidth: M.rightOfWayHalfWidth, clearRadius: M.rightOfWayClear, citation: row }
	};
}
