import type { Citation } from './types';

/*
 * The English sentences (word for word from the rulebook passages) behind every placement. A test
 * checks each one against the seeds, so a sentence cannot drift from the rulebook.
 *
 * A reading says, in plain words for people, how the site draws a sentence where its words leave
 * room (RULE-READINGS.md); its id lets the other languages word it (src/lib/i18n/readings.ts).
 */

/** A reading: its stable id and its English words. */
export interface Reading {
	id: string;
	en: string;
}

const withReading = (reading?: Reading) => (reading ? { reading: reading.en, readingId: reading.id } : {});

const r37 = (penalty: string, sentence: string, reading?: Reading, clause?: string): Citation => ({
	ref: `Rule 37, Penalty ${penalty}${clause ?? ''}`,
	rule: 'rule37',
	penalty,
	sentence,
	...withReading(reading),
	...(clause ? { clause } : {})
});
const a9 = (penalty: string, sentence: string, reading?: Reading): Citation => ({
	ref: penalty ? `Arena Rule 9, Penalty ${penalty}` : 'Arena Rule 9',
	rule: 'arena9',
	penalty: penalty || null,
	sentence,
	...withReading(reading)
});
/** The arena's "Execution of penalties" passages, which belong to no one penalty. */
export const EXECUTION_REF = 'Arena Rule 9, execution of penalties';
const exec = (sentence: string, reading?: Reading): Citation => ({ ref: EXECUTION_REF, rule: 'arena9', penalty: null, sentence, ...withReading(reading) });

/** Every reading the site draws by, worded in English (the other languages: src/lib/i18n/readings.ts). */
export const READINGS = {
	behindBackLine: { id: 'behind-back-line', en: 'Behind the back line of the goal they defend, and not in the goal between the posts.' },
	p3FouledBehind40: {
		id: 'p3-fouled-behind-40',
		en: 'Farther from the goal they attack than the 40-yard line, unless off the field; the hitter stands at the ball.'
	},
	p3FoulingBehindBackLine: {
		id: 'p3-fouling-behind-back-line',
		en: 'Behind the back line and not in the goal between the posts; a player already off the field may stay there, but not in the goal.'
	},
	behindOwn30: {
		id: 'behind-own-30',
		en: 'Behind their own 30-yard line, the one nearer the goal they defend; a player already off the field may stay there.'
	},
	p5aMovedIn: { id: 'p5a-moved-in', en: 'The spot is moved straight in across the field, to 5 yards inside the boards or the side line, never along it.' },
	p5BetweenBallAndGoal: {
		id: 'p5-between-ball-and-goal',
		en: 'At least 30 yards from the ball and on the side of it nearer the goal they defend (with the ball on that back line: behind the line). Off the field the side does not matter; the 30 yards always do.'
	},
	p6Spot: {
		id: 'p6-spot',
		en: 'On the 60-yard line, level with where the ball crossed the back line, but never more than 40 yards either side of the centre of the 60-yard line.'
	},
	rule35Advice: { id: 'rule35-advice', en: 'Advice to the umpire: the site warns and does not move the ball.' },
	behindPointOfHit: {
		id: 'behind-point-of-hit',
		en: 'Every player but the designated defender stands farther from the goal than the ball; the hitter stands at the ball.'
	},
	ddAlongEndWall: {
		id: 'dd-along-end-wall',
		en: 'Along the end wall (within 2 yards of it), at least 10 yards from the edge of the goal; in the corner when the corner is nearer than that.'
	},
	fiveFromHitter: { id: 'five-from-hitter', en: 'No fouling player within 5 yards of the ball, where the hitter stands.' },
	p2Inside15: {
		id: 'p2-inside-15',
		en: 'Every player but the hitter and the designated defender behind the 15-yard line; the defender along the end wall on the side of the goal away from the ball.'
	},
	p4Arc: { id: 'p4-arc', en: 'Within 5 yards of the goal mouth, in front of the end wall.' },
	p5aArenaMoved: {
		id: 'p5a-arena-moved',
		en: 'A foul spot nearer than that is moved to the nearest point at least 25 yards from the goal mouth and 5 yards from every wall.'
	},
	rowLane: {
		id: 'row-lane',
		en: 'The right of way is drawn as a lane 2 yards either side of the line from the ball to the goal the hitting team attacks; nobody stands in it within 16 yards of the ball.'
	},
	alt9As5a: { id: 'alt9-as-5a', en: 'The hit from the spot is lined up as a Penalty 5.a, with no designated defender (the texts give it none).' },
	freeHitAs5a: { id: 'free-hit-as-5a', en: 'Lined up as a Penalty 5.a free hit for the fouling team: the other team at least 5 yards from the ball.' },
	rowTowardFoulingAttack: { id: 'row-toward-fouling-attack', en: 'The right of way runs from the ball toward the goal the fouling team attacks.' },
	outOfPlaySpot: {
		id: 'out-of-play-spot',
		en: 'The free hit is taken where the ball went out, moved in to 5 yards from the end wall and from the side walls, as a Penalty 5.a is.'
	},
	outOfPlayCentreLine: {
		id: 'out-of-play-centre-line',
		en: 'A point beyond the centre line, in the half the fouling team attacks, is brought back to the centre line, level with where the ball went out.'
	},
	reboundCount: {
		id: 'rebound-count',
		en: 'The count of 5 seconds starts when the ball comes off the wall; the 5-yard circle is drawn around the player of the fouling team who plays it.'
	},
	centreHit: { id: 'centre-hit', en: 'The centre hit goes to the fouling team, lined up as a Penalty 5.b: the fouled team at least 5 yards from the ball.' },
	missedSpot: { id: 'missed-spot', en: 'The free hit is taken where the ball stopped, moved in to 5 yards from any wall.' },
	pointsNotDecided: {
		id: 'points-not-decided',
		en: 'Whether the criteria of Rule 6.a are met is for the umpire: the site says when they apply, never whether they are met.'
	}
} as const satisfies Record<string, Reading>;

const R = READINGS;

export const FIELD = {
	p1Goal: r37(
		'1',
		'If, in the opinion of the Umpire(s), a player commits a dangerous or deliberate foul in the vicinity of the goal in order to save a goal, the team fouled shall be awarded one goal.'
	),
	p1Restart: r37('1', 'The game shall be resumed with a Penalty 5.b awarded to the fouled team and a change in direction.'),
	p2Ball: r37(
		'2',
		'A penalty hit at the ball by the team fouled from the center of the 30-yard line nearest the fouling team’s goal or, if preferred, from the spot where the foul occurred (the choice to be made by the team fouled).'
	),
	p2Line: r37(
		'2',
		'For a penalty hit from the 30-yard line, all of the fouling team shall be positioned behind their back line, outside of the goal, until the ball is hit or hit at.',
		R.behindBackLine
	),
	p2Spot: r37(
		'2',
		'If the penalty is to be hit from the spot, none of the fouling team may be within 30 yards from the ball and must remain outside of the goal until the ball is hit or hit at.'
	),
	p2Entry: r37('2', 'Once the ball is put into play, no player of the fouling team may enter the field.'),
	p3Ball: r37('3', 'A penalty hit at the ball by the team fouled from the center of the 40-yard line nearest the fouling team’s goal.'),
	p3Fouled: r37(
		'3',
		'All players of the team fouled are to be behind the 40-yard line unless they are off the field or returning to their proper position.',
		R.p3FouledBehind40
	),
	p3Fouling: r37(
		'3',
		'All members of the fouling team who are not off the field or returning to their proper position shall be positioned behind the back line, outside of the goal, until the ball is hit or hit at.',
		R.p3FoulingBehindBackLine
	),
	p3Entry: r37(
		'3',
		'If the penalty is to be undefended, no member of the fouling team may enter the field from behind the back line, but if the penalty is to be defended, once the ball is put into play, any member of the fouling team may enter the field from behind the back line except between the goal posts.'
	),
	p3Note: r37(
		'3',
		'(At the election of the Host Tournament Committee, to be communicated to the teams before the Event begins, the Penalty 3 may be defended in Events with an upper handicap limit of 8 goals and above, providing that all games in the event are officiated by two certified professional Umpires unless otherwise approved by USPA Umpires LLC.)'
	),
	p4Ball: r37('4', 'A free hit at the ball by the team fouled from the center of the 60-yard line nearest the fouling team’s goal.'),
	p4Fouled: r37('4', 'The fouled team is free to position themselves anywhere on or off the playing field.'),
	p4Fouling: r37(
		'4',
		'All members of the fouling team who are not off the field or returning to their proper position must be behind the 30-yard line until the Umpire calls “Play” and the ball is hit or hit at.',
		R.behindOwn30
	),
	p5aBall: r37(
		'5.a',
		'A penalty hit from the spot where the ball was when the foul occurred, but at least 5 yards from the boards or from the side lines.',
		R.p5aMovedIn
	),
	p5aDistance: r37('5.a', 'No member of the fouling team may be within 30 yards from the ball, and all members of the fouling team who are not off the field or returning to their proper position must be between the ball and the defended goal.', R.p5BetweenBallAndGoal),
	p5aFouled: r37('5.a', 'The team fouled may position itself anywhere.'),
	p5bBall: r37('5.b', 'A penalty hit from the center of the playing field.'),
	p5bDistance: r37('5.b', 'No member of the fouling team may be within 30 yards from the ball, and all members of the fouling team who are not off the field or returning to their proper position must be between the ball and the defended goal.', R.p5BetweenBallAndGoal),
	p5bFouled: r37('5.b', 'The team fouled may position itself anywhere.'),
	p6Ball: r37(
		'6',
		'A penalty hit from a spot 60 yards from the end line opposite where the ball crossed the end line, but no more than 40 yards from the center of the 60-yard line.',
		R.p6Spot
	),
	p6Fouled: r37('6', 'The fouled team is free to position themselves anywhere on or off the playing field.'),
	p6Fouling: r37(
		'6',
		'All members of the fouling team who are not off the field or returning to their proper position must be behind the 30-yard line until the Umpire calls “Play” and the ball is hit or hit at.',
		R.behindOwn30
	),
	p2b: r37(
		'2',
		'If, in the opinion of the Umpire, when taking a Penalty 2, the penalty hit would have resulted in a goal, but is prevented by the fouling team entering the field improperly, the hit shall be considered a goal for the team fouled.',
		undefined,
		'b'
	),
	p2c: r37(
		'2',
		'If, in the opinion of the Umpire, when taking a Penalty 2, the penalty hit is deflected by the fouling team or is hit wide by the hitter, and a defending player has entered the field improperly, the penalty shall be taken again.',
		undefined,
		'c'
	),
	p3b: r37(
		'3',
		'If, in the opinion of the Umpire, when taking the Penalty 3, the hit would have resulted in a goal, but is prevented by the fouling team entering the field improperly, the hit shall be considered a goal for the team fouled.',
		undefined,
		'b'
	),
	p3c: r37(
		'3',
		'If, in the opinion of the Umpire, when taking a Penalty 3, the penalty hit is deflected by the fouling team or hit wide by the hitter, and a defending player has entered the field improperly, the penalty shall be taken again.',
		undefined,
		'c'
	),
	p3OneTouch: r37(
		'3',
		'The team fouled may hit or hit at the ball only once and may not make another play on or affect the course of the ball if the penalty is to be undefended, or until it has been hit or hit at by a member of the opposing team or contacts a goal post, opposing player or mount if the penalty is to be defended.'
	),
	p4b: r37(
		'4',
		'If, in the opinion of the Umpire, the hit would have resulted in a goal, but was prevented by the fouling team’s failure to carry out the proper procedure, a goal shall be scored.',
		undefined,
		'b'
	),
	p7Equal: r37(
		'7',
		'If the disabled player’s handicap is equal to or higher than that of any player on the fouling team, any member of that team may be designated.'
	),
	p7Substitute: r37('7', 'In the alternative, the team fouled shall have the option of providing a qualified substitute.'),
	p8Cure: r37(
		'8',
		'If a mount is ordered off the field for a violation of Rules 5, 6a or 6b, after curing the violation, the mount may be allowed to play provided the game is not delayed.'
	),
	p8Note: r37('8', '(Note: the penalty for a violation of Rule 6a is forfeiture.)'),
	p9Both: r37(
		'9',
		'In the event both teams commit a rule violation in the same game invoking Penalty No. 9, both teams shall forfeit the game, regardless of which violation occurred first.'
	),
	p7: r37(
		'7',
		'If a player is disabled by a foul to the extent the Umpire permits or orders the player’s retirement from the game, the Captain of the team fouled shall designate the removal of a player from the fouling team whose handicap is nearest above that of the disabled player.'
	),
	p8: r37('8', 'The mount is ordered off the field by the Umpire and disqualified from being played again during the game.'),
	p9: r37('9', 'The game shall be forfeited.'),
	p10: r37(
		'10',
		'The Umpire may exclude a player from the game in a manner that is consistent with Rule 33 in case of a deliberate, dangerous foul, or conduct prejudicial to the game.'
	)
} as const;

/** Rule 35's advice on where a 5.a belongs: a warning in the setup, never a silent move. */
export const RULE35_5A: Citation = {
	ref: 'Rule 35',
	rule: 'rule35',
	penalty: '5.a',
	sentence:
		'Penalty 5.a from the point of the infraction should be awarded only for the most minor incidents and not from within the 60 yards in front of the goal the fouling team is defending.',
	reading: R.rule35Advice.en,
	readingId: R.rule35Advice.id
};

const BEHIND_POINT = 'all players to be behind the point from where the free hit is made until the ball is hit or hit at';
const FIVE_YARDS = 'No opponent shall be within 5 yards of the player making the hit.';
const DD_WALL =
	'except one designated member of the fouling team, who shall be placed along the end wall to the left or right of the goal, no closer to the goal than 10 yards from its edge or the corner of the arena, if the corner is less than 10 yards from the edge of the goal.';
const ROW = 'No player may line up in the Right of Way unless at a minimum of 16 yards from the ball.';
const WIDE =
	'If the ball is hit wide of the goal and rebounds off the end wall, only the fouling team may play the ball, but it must do so immediately, and no member of the fouled team shall affect that play.';
const AFFECTED = 'If a member of the fouled team affects that play, the Umpire(s) may award a center hit or more severe penalty.';
const OUT_AS_5A =
	'If the ball is hit directly out of play on the penalty shot, the Umpire shall award the fouling team a free hit from the point where the ball went out of play, no closer than 5 yards to the end wall as in Penalty 5.a.';
const GOAL_ONE = 'If the goal is scored directly from the mallet of the hitter it shall count as one point.';
const TWO_POINTS = 'If a goal is scored that satisfies the criteria in Rule 6.a(2), it shall count as two points.';
const NOT_COUNTED = 'Any goal scored as a result of the original free hit shall not be counted.';

export const ARENA = {
	p1Goal: a9(
		'1',
		'If, in the opinion of the Umpire(s), a player commits a deliberate foul in the vicinity of the goal to prevent the scoring of a goal, the team fouled shall be awarded one or two goals depending on whether the attempted goal shot met the criteria of Rule 6.a(2) .'
	),
	p1Restart: a9('1', 'The game shall be resumed with a Penalty 5.b awarded to the team fouled.'),
	p2Ball: a9('2', 'A free hit at the ball by the team fouled from a spot 15 yards in front of the center of the goal'),
	p2Behind: a9('2', BEHIND_POINT, R.behindPointOfHit),
	p2Defender: a9(
		'2',
		DD_WALL,
		R.ddAlongEndWall
	),
	p2Five: a9('2', FIVE_YARDS, R.fiveFromHitter),
	p2InsideChoice: a9(
		'2',
		'If the team fouled is awarded a Penalty 2 inside the 15-yard line, it may elect to take the penalty shot from the spot or the 15-yard line.'
	),
	p2InsideBehind: a9(
		'2',
		'If a penalty shot from the spot is elected, all players are to be behind the 15 yard line until the ball is hit or hit at, except one designated member of the fouling team, who shall be placed along the end wall on the opposite side of the goal from the point of the free hit, no closer to the goal than 10 yards from its edge or the corner of the arena, if the corner is less than 10 yards from the edge of the goal.',
		R.p2Inside15
	),
	p2Wide: a9('2', WIDE),
	p3Ball: a9('3', 'A free hit at the ball by the team fouled from a spot 25 yards in front of the center of the goal'),
	p3Behind: a9('3', BEHIND_POINT, R.behindPointOfHit),
	p3Defender: a9(
		'3',
		DD_WALL,
		R.ddAlongEndWall
	),
	p3Five: a9('3', FIVE_YARDS, R.fiveFromHitter),
	p4Ball: a9('4', 'A free hit at the ball by the team fouled from a spot 25 yards in front of the center of the goal'),
	p4Behind: a9('4', BEHIND_POINT, R.behindPointOfHit),
	p4Defender: a9(
		'4',
		'except one designated member of the fouling team, who may be placed within a 5-yard arc of the goal.',
		R.p4Arc
	),
	p4Five: a9('4', FIVE_YARDS, R.fiveFromHitter),
	p2Switch: a9('2', 'That member of the fouling team may not switch sides either left or right of the goal once the Umpire has called “PLAY.”'),
	p2Immediately: a9(
		'2',
		'As used in the prior sentence, the word “immediately” means within 5 seconds of the rebound, and the phrase “affect that play” describes conduct that includes but is not limited to being within a 5-yard radius of the designated player’s play on the rebound.',
		R.reboundCount
	),
	p2Affected: a9('2', AFFECTED, R.centreHit),
	p2Late: a9('2', 'If the fouling team does not play the ball immediately, the Umpire shall stop play and another free hit shall be granted the team fouled as called for in the original Penalty 2.'),
	p2Out: a9(
		'2',
		'If the ball is hit directly out of play on the penalty shot, the Umpire shall award the fouling team a free hit from the point where the ball went out of play, no closer than 5 yards to the end wall as in Penalty No. 5.a.',
		R.outOfPlaySpot
	),
	p2Goal: a9('2', GOAL_ONE),
	p2PlayOn: a9('2', 'Play shall continue, in the event no goal is scored on the free hit.'),
	p2InsideOther: a9('2', 'All other procedures shall be as in the standard Penalty 2.'),
	p3Wide: a9('3', WIDE),
	p3Switch: a9('3', 'That member of the fouling team may not switch sides either left or right of the goal once the Umpire has called “PLAY.”'),
	p3Immediately: a9(
		'3',
		'As used in the prior sentence, the word “immediately” means within 5 seconds of the rebound, and the phrase “affect that play” describes conduct that includes but is not limited to being within a 5-yard radius of the fouling team’s play on the rebound.',
		R.reboundCount
	),
	p3Affected: a9('3', AFFECTED, R.centreHit),
	p3Late: a9('3', 'If the fouling team does not play the ball immediately, the Umpire shall stop play and another free hit shall be granted the team fouled as called for in the original Penalty 3.'),
	p3Out: a9('3', OUT_AS_5A, R.outOfPlaySpot),
	p3Goal: a9('3', GOAL_ONE),
	p3PlayOn: a9('3', 'Play shall continue in the event no goal is scored on the free hit.'),
	p4Blocked: a9(
		'4',
		'If the defender in goal blocks the ball with his mallet, body or horse, or plays a rolling ball, the ball becomes live for both teams and all Right of Way rules apply.'
	),
	p4Wide: a9('4', WIDE),
	p4Immediately: a9(
		'4',
		'As used in the prior sentence(s), the word “immediately” means within 5 seconds of the rebound, and the phrase “affect that play” describes conduct that includes but is not limited to being within a 5-yard radius of the fouling team’s play on the rebound.',
		R.reboundCount
	),
	p4Affected: a9('4', AFFECTED, R.centreHit),
	p4Late: a9('4', 'If the fouling team does not play the ball immediately, the Umpire shall stop play and another free hit shall be granted the team fouled as called for in the original Penalty 4.'),
	p4Goal: a9('4', 'If the goal is scored, whether directly or off the wall, or after contact with the defender’s mallet, body, or mount, it shall count as one point.'),
	p4Two: a9('4', 'If the criteria of Rule 6.a(3) are satisfied, a goal scored shall count two points.', R.pointsNotDecided),
	p4Out: a9('4', OUT_AS_5A, R.outOfPlaySpot),
	p4PlayOn: a9('4', 'Play shall continue in the event that no goal is scored on the free hit.'),
	p5aBall: a9('5.a', 'The point of infraction, if 25 yards or more from the goal that the fouled team is attacking.'),
	p5aPlacement: a9(
		'5.a',
		'The Penalty 5.a from the point of the infraction should be awarded only for the minor incidents that occur no closer than 25 yards from the goal that the fouled team is attacking, and the ball must be placed no closer than 25 yards from that goal.',
		R.p5aArenaMoved
	),
	p5aWall: a9(
		'5.a',
		'Should the point of infraction be less than five yards from the wall, the ball shall be hit or hit at from the nearest spot in the arena which is five yards from the wall.'
	),
	p5aFive: a9(
		'5.a',
		'Both teams shall position themselves anywhere in the arena except that no member of the fouling team shall be within five yards of the ball when the Umpire calls “PLAY” and the ball is hit or hit at.'
	),
	p5aRow: a9('5.a', ROW, R.rowLane),
	p5bBall: a9('5.b', 'A point at the mid-point center line of the arena'),
	p5bFive: a9(
		'5.b',
		'both teams to position themselves anywhere in the arena except that no member of the fouling team shall be within 5 yards of the ball when the Umpire calls “PLAY” and the ball is hit or hit at.'
	),
	p5bRow: a9('5.b', ROW, R.rowLane),
	p5aPlayOn: a9('5.a', 'Play shall continue in the event that no goal is scored on the free hit.'),
	p5aOut: a9(
		'5.a',
		'If the ball is hit directly out of play on the penalty shot, the Umpire shall award the fouling team a free hit from no closer than 5 yards to the end wall as in Penalty 5.a.',
		R.outOfPlaySpot
	),
	p5aOutCentre: a9(
		'5.a',
		'That free hit will be taken from the point where the ball went out of play unless that point is closer to the goal the fouling team is attacking than the center line of the arena, in which case it will be taken from the center line.',
		R.outOfPlayCentreLine
	),
	p5aTwo: a9('5.a', TWO_POINTS, R.pointsNotDecided),
	p5bPlayOn: a9('5.b', 'Play shall continue if no goal is scored on the free hit.'),
	p5bOut: a9('5.b', OUT_AS_5A, R.outOfPlaySpot),
	p5bTwo: a9('5.b', TWO_POINTS, R.pointsNotDecided),
	alt9: a9(
		'',
		'If a team is fouled outside the 25 yard line of the goal it is attacking and the foul results in a Penalty 2 or a Penalty 3, the fouled team may elect to take the Penalty from the spot of the infraction (for a 2 point opportunity).',
		R.alt9As5a
	),
	p6a: a9(
		'6.a',
		'In the event of a failure to correctly carry out the above Penalties 2, 3, 4 or 5 by the fouling team, another free hit shall be granted the hitter at the same place originally called for in the penalty awarded, if a goal has not been scored.'
	),
	p6b: a9(
		'6.b',
		'In the case of failure to correctly carry out Penalties 2, 3, or 4 by the team fouled, a free hit from the original spot of the foul shot shall be granted to the fouling team.'
	),
	p6c: a9(
		'6.c',
		'In the case of failure to correctly carry out Penalties 5.a or 5.b by the team fouled, a free hit from the original spot of the foul shot shall be granted to the fouling team.'
	),
	p6cCentre: a9(
		'6.c',
		'If the spot is closer to the goal the fouling team is attacking than the center of the arena, the free hit shall be taken from the center of the arena.'
	),
	p6d: a9(
		'6.d',
		'In the case of a failure to correctly carry out Penalties 2, 3, 4 or 5 by both teams, another free hit shall be granted to the hitter from the same spot regardless of whether a goal was scored.'
	),
	p6aStepUp: a9(
		'6.a',
		'However, if, in the opinion of the Umpire, the original free hit would have resulted in a goal, but was missed or blocked because of failure of the fouling team to correctly carry out the Penalty, Penalty No. 1 shall be awarded the team making the free hit.'
	),
	p6bNoGoal: a9('6.b', NOT_COUNTED),
	p6dNoGoal: a9('6.d', NOT_COUNTED),
	execOneHit: exec(
		'The team fouled may hit or hit at the ball only once on Penalties 2, 3 and 4, and may not again affect the course of the ball until allowed to do so by the Penalty 2, 3 and 4 provisions above.'
	),
	execWaitRebound: exec('On Penalties 2 and 3, no member of the fouling team may hit the ball until it rebounds off the end wall.'),
	execMissed: exec(
		'Should the ball be hit at and missed, come to a stop or its course be altered by the hitting team before it touches the wall or an opposing mount or player, the Umpire shall stop play and award the opposing team a free hit from the point where play was stopped, but not less than 5 yards from the wall.',
		R.missedSpot
	),
	execNotAPenalty: exec(
		'When a Penalty 2, 3 or 4 is awarded and the ball is hit at and missed by the fouled team, or it comes to a stop or its course is altered by that team before it touches the end wall or an opposing mount or player, the subsequent award of a free hit to the other team is not a penalty.'
	),
	execRebound25: exec(
		'On a Penalty 2, 3, or 4, if the ball rebounds within or outside the 25 yard line, only the fouling team may play the ball, but it must do so immediately (within 5 seconds of the rebound), and no member of the fouled team shall affect that play.',
		R.reboundCount
	),
	execCleanMiss: exec('In the event the hitter misses the ball completely, on a Penalty 5.a or 5.b, the ball remains in play and the Line of the Ball is defined in Rule 11.b.'),
	execDefenderTouched: exec(
		'If the penalty shot on a Penalty 2 or 3 hits the designated member of the fouling team or his or her horse directly off the hitter’s mallet, and the designated member is properly positioned (i.e., placed along the end wall no closer to the goal than 10 yards from its edge or the corner of the arena, if the corner is less than 10 yards from the edge of the goal), the rebounding ball will be treated as if it has rebounded off the wall as long as the designated member of the fouling team does not hit or hit at the ball or direct the course of the ball in violation of Rule 14.d when it hits him or her.'
	),
	execDefenderFault: exec(
		'If the penalty shot hits a designated member of the fouling team who is not properly positioned or hits a properly positioned designated member of the fouling team who hits or hits at the ball or directs the course of the ball in violation of Rule 14.d when it hits him or her, another free hit shall be granted the team fouled as called for in the original penalty.'
	),
	p7: a9(
		'7',
		'If a player is disabled by a foul to the extent the Umpire permits or orders the player’s retirement from the game, the Captain of the team fouled may:'
	),
	p7Substitute: a9('7', 'Have the option of providing a qualified substitute.'),
	p7Removal: a9('7', 'Designate the removal of a player from the fouling team whose handicap is nearest above that of the disabled player.'),
	p7Equal: a9('7', 'If the disabled player’s handicap is equal to or higher than that of any player on the fouling team, any member of that team may be designated.'),
	p8: a9('8', 'The player or mount shall be disqualified.'),
	p8Return: a9('8', 'If the disqualification is for illegal equipment other than horseshoes, the player or mount may return when the offending equipment is removed.'),
	p8Note: a9('8', '(Note: the penalty for a violation of Rule 2.e is forfeiture.)'),
	p9: a9('9', 'The game shall be forfeited.'),
	p9Both: a9('9', 'In the event both teams commit a rule violation in the same game invoking Penalty 9, both teams shall forfeit the game regardless of which violation occurred first.')
} as const;

/** Not a rule: where players can physically stand. */
export const VENUE_BOUNDS: Record<'field' | 'arena', Citation> = {
	field: { ref: 'The field', rule: 'venue', penalty: null, sentence: 'Players stand on the field or in its safety zone.' },
	arena: { ref: 'The arena', rule: 'venue', penalty: null, sentence: 'Players stand inside the arena walls.' }
};
