import type { Citation } from './types';

/*
 * The rule sentence behind every placement, by id: each constraint cites one of these, and the
 * sentence itself (the English original, word for word from the rulebook passages) is in
 * sentences.ts under the same id ('field.p5aBall'), which only the prerendering and the exports
 * read. The client never loads the sentences in a script: a page carries, in its prerendered
 * data, the sentences its penalty can cite (citableIds, below; src/lib/i18n/citationTexts.ts).
 *
 * A reading says, in plain words for people, how the site draws a sentence where its words leave
 * room (RULE-READINGS.md); the geometry names it by id, and every language words it (the messages
 * rd_<id>, src/lib/i18n/readings.ts).
 */

/** Every reading the site draws by, by id (its words: the messages rd_<id>). */
export const READINGS = {
	behindBackLine: 'behind-back-line',
	p3FouledBehind40: 'p3-fouled-behind-40',
	p3FoulingBehindBackLine: 'p3-fouling-behind-back-line',
	behindOwn30: 'behind-own-30',
	p5aMovedIn: 'p5a-moved-in',
	p5BetweenBallAndGoal: 'p5-between-ball-and-goal',
	p6Spot: 'p6-spot',
	rule35Advice: 'rule35-advice',
	behindPointOfHit: 'behind-point-of-hit',
	ddAlongEndWall: 'dd-along-end-wall',
	fiveFromHitter: 'five-from-hitter',
	p2Inside15: 'p2-inside-15',
	p4Arc: 'p4-arc',
	p5aArenaMoved: 'p5a-arena-moved',
	rowLane: 'row-lane',
	alt9As5a: 'alt9-as-5a',
	freeHitAs5a: 'free-hit-as-5a',
	rowTowardFoulingAttack: 'row-toward-fouling-attack',
	outOfPlaySpot: 'out-of-play-spot',
	outOfPlayCentreLine: 'out-of-play-centre-line',
	reboundCount: 'rebound-count',
	centreHit: 'centre-hit',
	missedSpot: 'missed-spot',
	pointsNotDecided: 'points-not-decided',
} as const;

export type ReadingId = (typeof READINGS)[keyof typeof READINGS];

const R = READINGS;

/** A citation before its id: the id is the table's name and the key ('field.p5aBall'). */
type Cite = Omit<Citation, 'id'>;
const withReading = (readingId?: ReadingId) => (readingId ? { readingId } : {});

const r37 = (penalty: string, readingId?: ReadingId, clause?: string): Cite => ({
	ref: `Rule 37, Penalty ${penalty}${clause ?? ''}`,
	rule: 'rule37',
	penalty,
	...withReading(readingId),
	...(clause ? { clause } : {})
});
const a9 = (penalty: string, readingId?: ReadingId): Cite => ({
	ref: penalty ? `Arena Rule 9, Penalty ${penalty}` : 'Arena Rule 9',
	rule: 'arena9',
	penalty: penalty || null,
	...withReading(readingId)
});
/** The arena's "Execution of penalties" passages, which belong to no one penalty. */
export const EXECUTION_REF = 'Arena Rule 9, execution of penalties';
const exec = (readingId?: ReadingId): Cite => ({ ref: EXECUTION_REF, rule: 'arena9', penalty: null, ...withReading(readingId) });

/** Each citation of `table` with its id, `${prefix}.${key}`. */
function keyed<K extends string>(prefix: string, table: Record<K, Cite>): Record<K, Citation> {
	const out = {} as Record<K, Citation>;
	for (const k of Object.keys(table) as K[]) out[k] = { id: `${prefix}.${k}`, ...table[k] };
	return out;
}

export const FIELD = keyed('field', {
	p1Goal: r37('1'),
	p1Restart: r37('1'),
	p2Ball: r37('2'),
	p2Line: r37('2', R.behindBackLine),
	p2Spot: r37('2'),
	p2Entry: r37('2'),
	p3Ball: r37('3'),
	p3Fouled: r37('3', R.p3FouledBehind40),
	p3Fouling: r37('3', R.p3FoulingBehindBackLine),
	p3Entry: r37('3'),
	p3Note: r37('3'),
	p4Ball: r37('4'),
	p4Fouled: r37('4'),
	p4Fouling: r37('4', R.behindOwn30),
	p5aBall: r37('5.a', R.p5aMovedIn),
	p5aDistance: r37('5.a', R.p5BetweenBallAndGoal),
	p5aFouled: r37('5.a'),
	p5bBall: r37('5.b'),
	p5bDistance: r37('5.b', R.p5BetweenBallAndGoal),
	p5bFouled: r37('5.b'),
	p6Ball: r37('6', R.p6Spot),
	p6Fouled: r37('6'),
	p6Fouling: r37('6', R.behindOwn30),
	p2b: r37('2', undefined, 'b'),
	p2c: r37('2', undefined, 'c'),
	p3b: r37('3', undefined, 'b'),
	p3c: r37('3', undefined, 'c'),
	p3OneTouch: r37('3'),
	p4b: r37('4', undefined, 'b'),
	p7Equal: r37('7'),
	p7Substitute: r37('7'),
	p8Cure: r37('8'),
	p8Note: r37('8'),
	p9Both: r37('9'),
	p7: r37('7'),
	p8: r37('8'),
	p9: r37('9'),
	p10: r37('10'),
});

/** Rule 35's advice on where a 5.a belongs: a warning in the setup, never a silent move. */
export const RULE35_5A: Citation = { id: 'rule35.p5a', ref: 'Rule 35', rule: 'rule35', penalty: '5.a', readingId: R.rule35Advice };

export const ARENA = keyed('arena', {
	p1Goal: a9('1'),
	p1Restart: a9('1'),
	p2Ball: a9('2'),
	p2Behind: a9('2', R.behindPointOfHit),
	p2Defender: a9('2', R.ddAlongEndWall),
	p2Five: a9('2', R.fiveFromHitter),
	p2InsideChoice: a9('2'),
	p2InsideBehind: a9('2', R.p2Inside15),
	p2Wide: a9('2'),
	p3Ball: a9('3'),
	p3Behind: a9('3', R.behindPointOfHit),
	p3Defender: a9('3', R.ddAlongEndWall),
	p3Five: a9('3', R.fiveFromHitter),
	p4Ball: a9('4'),
	p4Behind: a9('4', R.behindPointOfHit),
	p4Defender: a9('4', R.p4Arc),
	p4Five: a9('4', R.fiveFromHitter),
	p2Switch: a9('2'),
	p2Immediately: a9('2', R.reboundCount),
	p2Affected: a9('2', R.centreHit),
	p2Late: a9('2'),
	p2Out: a9('2', R.outOfPlaySpot),
	p2Goal: a9('2'),
	p2PlayOn: a9('2'),
	p2InsideOther: a9('2'),
	p3Wide: a9('3'),
	p3Switch: a9('3'),
	p3Immediately: a9('3', R.reboundCount),
	p3Affected: a9('3', R.centreHit),
	p3Late: a9('3'),
	p3Out: a9('3', R.outOfPlaySpot),
	p3Goal: a9('3'),
	p3PlayOn: a9('3'),
	p4Blocked: a9('4'),
	p4Wide: a9('4'),
	p4Immediately: a9('4', R.reboundCount),
	p4Affected: a9('4', R.centreHit),
	p4Late: a9('4'),
	p4Goal: a9('4'),
	p4Two: a9('4', R.pointsNotDecided),
	p4Out: a9('4', R.outOfPlaySpot),
	p4PlayOn: a9('4'),
	p5aBall: a9('5.a'),
	p5aPlacement: a9('5.a', R.p5aArenaMoved),
	p5aWall: a9('5.a'),
	p5aFive: a9('5.a'),
	p5aRow: a9('5.a', R.rowLane),
	p5bBall: a9('5.b'),
	p5bFive: a9('5.b'),
	p5bRow: a9('5.b', R.rowLane),
	p5aPlayOn: a9('5.a'),
	p5aOut: a9('5.a', R.outOfPlaySpot),
	p5aOutCentre: a9('5.a', R.outOfPlayCentreLine),
	p5aTwo: a9('5.a', R.pointsNotDecided),
	p5bPlayOn: a9('5.b'),
	p5bOut: a9('5.b', R.outOfPlaySpot),
	p5bTwo: a9('5.b', R.pointsNotDecided),
	alt9: a9('', R.alt9As5a),
	p6a: a9('6.a'),
	p6b: a9('6.b'),
	p6c: a9('6.c'),
	p6cCentre: a9('6.c'),
	p6d: a9('6.d'),
	p6aStepUp: a9('6.a'),
	p6bNoGoal: a9('6.b'),
	p6dNoGoal: a9('6.d'),
	execOneHit: exec(),
	execWaitRebound: exec(),
	execMissed: exec(R.missedSpot),
	execNotAPenalty: exec(),
	execRebound25: exec(R.reboundCount),
	execCleanMiss: exec(),
	execDefenderTouched: exec(),
	execDefenderFault: exec(),
	p7: a9('7'),
	p7Substitute: a9('7'),
	p7Removal: a9('7'),
	p7Equal: a9('7'),
	p8: a9('8'),
	p8Return: a9('8'),
	p8Note: a9('8'),
	p9: a9('9'),
	p9Both: a9('9'),
});

/** Not a rule: where players can physically stand. */
export const VENUE_BOUNDS: Record<'field' | 'arena', Citation> = {
	field: { id: 'venue.field', ref: 'The field', rule: 'venue', penalty: null },
	arena: { id: 'venue.arena', ref: 'The arena', rule: 'venue', penalty: null }
};

/** The id of every sentence the geometry cites. */
export type CitationId = `field.${keyof typeof FIELD}` | `arena.${keyof typeof ARENA}` | 'rule35.p5a' | 'venue.field' | 'venue.arena';
