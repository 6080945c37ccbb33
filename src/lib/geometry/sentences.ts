import type { CitationId } from './citations';
import type { Citation } from './types';

/*
 * The English sentences (word for word from the rulebook passages) behind every placement, by the
 * id the geometry cites them by (citations.ts). A test checks each one against the seeds, so a
 * sentence cannot drift from the rulebook.
 *
 * Not for the client's scripts: the prerendering writes the sentences a page can show into that
 * page's data (src/lib/i18n/citationTexts.ts), and the exports, loaded when asked for, import them.
 */

const BEHIND_POINT = 'all players to be behind the point from where the free hit is made until the ball is hit or hit at';
const FIVE_YARDS = 'No opponent shall be within 5 yards of the player making the hit.';
const DD_WALL = 'except one designated member of the fouling team, who shall be placed along the end wall to the left or right of the goal, no closer to the goal than 10 yards from its edge or the corner of the arena, if the corner is less than 10 yards from the edge of the goal.';
const ROW = 'No player may line up in the Right of Way unless at a minimum of 16 yards from the ball.';
const WIDE = 'If the ball is hit wide of the goal and rebounds off the end wall, only the fouling team may play the ball, but it must do so immediately, and no member of the fouled team shall affect that play.';
const AFFECTED = 'If a member of the fouled team affects that play, the Umpire(s) may award a center hit or more severe penalty.';
const OUT_AS_5A = 'If the ball is hit directly out of play on the penalty shot, the Umpire shall award the fouling team a free hit from the point where the ball went out of play, no closer than 5 yards to the end wall as in Penalty 5.a.';
const GOAL_ONE = 'If the goal is scored directly from the mallet of the hitter it shall count as one point.';
const TWO_POINTS = 'If a goal is scored that satisfies the criteria in Rule 6.a(2), it shall count as two points.';
const NOT_COUNTED = 'Any goal scored as a result of the original free hit shall not be counted.';

/** The sentence of every citation, by its id. */
export const SENTENCES = {
	// Rule 37
	'field.p1Goal': 'If, in the opinion of the Umpire(s), a player commits a dangerous or deliberate foul in the vicinity of the goal in order to save a goal, the team fouled shall be awarded one goal.',
	'field.p1Restart': 'The game shall be resumed with a Penalty 5.b awarded to the fouled team and a change in direction.',
	'field.p2Ball': 'A penalty hit at the ball by the team fouled from the center of the 30-yard line nearest the fouling team’s goal or, if preferred, from the spot where the foul occurred (the choice to be made by the team fouled).',
	'field.p2Line': 'For a penalty hit from the 30-yard line, all of the fouling team shall be positioned behind their back line, outside of the goal, until the ball is hit or hit at.',
	'field.p2Spot': 'If the penalty is to be hit from the spot, none of the fouling team may be within 30 yards from the ball and must remain outside of the goal until the ball is hit or hit at.',
	'field.p2Entry': 'Once the ball is put into play, no player of the fouling team may enter the field.',
	'field.p3Ball': 'A penalty hit at the ball by the team fouled from the center of the 40-yard line nearest the fouling team’s goal.',
	'field.p3Fouled': 'All players of the team fouled are to be behind the 40-yard line unless they are off the field or returning to their proper position.',
	'field.p3Fouling': 'All members of the fouling team who are not off the field or returning to their proper position shall be positioned behind the back line, outside of the goal, until the ball is hit or hit at.',
	'field.p3Entry': 'If the penalty is to be undefended, no member of the fouling team may enter the field from behind the back line, but if the penalty is to be defended, once the ball is put into play, any member of the fouling team may enter the field from behind the back line except between the goal posts.',
	'field.p3Note': '(At the election of the Host Tournament Committee, to be communicated to the teams before the Event begins, the Penalty 3 may be defended in Events with an upper handicap limit of 8 goals and above, providing that all games in the event are officiated by two certified professional Umpires unless otherwise approved by USPA Umpires LLC.)',
	'field.p4Ball': 'A free hit at the ball by the team fouled from the center of the 60-yard line nearest the fouling team’s goal.',
	'field.p4Fouled': 'The fouled team is free to position themselves anywhere on or off the playing field.',
	'field.p4Fouling': 'All members of the fouling team who are not off the field or returning to their proper position must be behind the 30-yard line until the Umpire calls “Play” and the ball is hit or hit at.',
	'field.p5aBall': 'A penalty hit from the spot where the ball was when the foul occurred, but at least 5 yards from the boards or from the side lines.',
	'field.p5aDistance': 'No member of the fouling team may be within 30 yards from the ball, and all members of the fouling team who are not off the field or returning to their proper position must be between the ball and the defended goal.',
	'field.p5aFouled': 'The team fouled may position itself anywhere.',
	'field.p5bBall': 'A penalty hit from the center of the playing field.',
	'field.p5bDistance': 'No member of the fouling team may be within 30 yards from the ball, and all members of the fouling team who are not off the field or returning to their proper position must be between the ball and the defended goal.',
	'field.p5bFouled': 'The team fouled may position itself anywhere.',
	'field.p6Ball': 'A penalty hit from a spot 60 yards from the end line opposite where the ball crossed the end line, but no more than 40 yards from the center of the 60-yard line.',
	'field.p6Fouled': 'The fouled team is free to position themselves anywhere on or off the playing field.',
	'field.p6Fouling': 'All members of the fouling team who are not off the field or returning to their proper position must be behind the 30-yard line until the Umpire calls “Play” and the ball is hit or hit at.',
	'field.p2b': 'If, in the opinion of the Umpire, when taking a Penalty 2, the penalty hit would have resulted in a goal, but is prevented by the fouling team entering the field improperly, the hit shall be considered a goal for the team fouled.',
	'field.p2c': 'If, in the opinion of the Umpire, when taking a Penalty 2, the penalty hit is deflected by the fouling team or is hit wide by the hitter, and a defending player has entered the field improperly, the penalty shall be taken again.',
	'field.p3b': 'If, in the opinion of the Umpire, when taking the Penalty 3, the hit would have resulted in a goal, but is prevented by the fouling team entering the field improperly, the hit shall be considered a goal for the team fouled.',
	'field.p3c': 'If, in the opinion of the Umpire, when taking a Penalty 3, the penalty hit is deflected by the fouling team or hit wide by the hitter, and a defending player has entered the field improperly, the penalty shall be taken again.',
	'field.p3OneTouch': 'The team fouled may hit or hit at the ball only once and may not make another play on or affect the course of the ball if the penalty is to be undefended, or until it has been hit or hit at by a member of the opposing team or contacts a goal post, opposing player or mount if the penalty is to be defended.',
	'field.p4b': 'If, in the opinion of the Umpire, the hit would have resulted in a goal, but was prevented by the fouling team’s failure to carry out the proper procedure, a goal shall be scored.',
	'field.p7Equal': 'If the disabled player’s handicap is equal to or higher than that of any player on the fouling team, any member of that team may be designated.',
	'field.p7Substitute': 'In the alternative, the team fouled shall have the option of providing a qualified substitute.',
	'field.p8Cure': 'If a mount is ordered off the field for a violation of Rules 5, 6a or 6b, after curing the violation, the mount may be allowed to play provided the game is not delayed.',
	'field.p8Note': '(Note: the penalty for a violation of Rule 6a is forfeiture.)',
	'field.p9Both': 'In the event both teams commit a rule violation in the same game invoking Penalty No. 9, both teams shall forfeit the game, regardless of which violation occurred first.',
	'field.p7': 'If a player is disabled by a foul to the extent the Umpire permits or orders the player’s retirement from the game, the Captain of the team fouled shall designate the removal of a player from the fouling team whose handicap is nearest above that of the disabled player.',
	'field.p8': 'The mount is ordered off the field by the Umpire and disqualified from being played again during the game.',
	'field.p9': 'The game shall be forfeited.',
	'field.p10': 'The Umpire may exclude a player from the game in a manner that is consistent with Rule 33 in case of a deliberate, dangerous foul, or conduct prejudicial to the game.',
	// Arena Rule 9
	'arena.p1Goal': 'If, in the opinion of the Umpire(s), a player commits a deliberate foul in the vicinity of the goal to prevent the scoring of a goal, the team fouled shall be awarded one or two goals depending on whether the attempted goal shot met the criteria of Rule 6.a(2) .',
	'arena.p1Restart': 'The game shall be resumed with a Penalty 5.b awarded to the team fouled.',
	'arena.p2Ball': 'A free hit at the ball by the team fouled from a spot 15 yards in front of the center of the goal',
	'arena.p2Behind': BEHIND_POINT,
	'arena.p2Defender': DD_WALL,
	'arena.p2Five': FIVE_YARDS,
	'arena.p2InsideChoice': 'If the team fouled is awarded a Penalty 2 inside the 15-yard line, it may elect to take the penalty shot from the spot or the 15-yard line.',
	'arena.p2InsideBehind': 'If a penalty shot from the spot is elected, all players are to be behind the 15 yard line until the ball is hit or hit at, except one designated member of the fouling team, who shall be placed along the end wall on the opposite side of the goal from the point of the free hit, no closer to the goal than 10 yards from its edge or the corner of the arena, if the corner is less than 10 yards from the edge of the goal.',
	'arena.p2Wide': WIDE,
	'arena.p3Ball': 'A free hit at the ball by the team fouled from a spot 25 yards in front of the center of the goal',
	'arena.p3Behind': BEHIND_POINT,
	'arena.p3Defender': DD_WALL,
	'arena.p3Five': FIVE_YARDS,
	'arena.p4Ball': 'A free hit at the ball by the team fouled from a spot 25 yards in front of the center of the goal',
	'arena.p4Behind': BEHIND_POINT,
	'arena.p4Defender': 'except one designated member of the fouling team, who may be placed within a 5-yard arc of the goal.',
	'arena.p4Five': FIVE_YARDS,
	'arena.p2Switch': 'That member of the fouling team may not switch sides either left or right of the goal once the Umpire has called “PLAY.”',
	'arena.p2Immediately': 'As used in the prior sentence, the word “immediately” means within 5 seconds of the rebound, and the phrase “affect that play” describes conduct that includes but is not limited to being within a 5-yard radius of the designated player’s play on the rebound.',
	'arena.p2Affected': AFFECTED,
	'arena.p2Late': 'If the fouling team does not play the ball immediately, the Umpire shall stop play and another free hit shall be granted the team fouled as called for in the original Penalty 2.',
	'arena.p2Out': 'If the ball is hit directly out of play on the penalty shot, the Umpire shall award the fouling team a free hit from the point where the ball went out of play, no closer than 5 yards to the end wall as in Penalty No. 5.a.',
	'arena.p2Goal': GOAL_ONE,
	'arena.p2PlayOn': 'Play shall continue, in the event no goal is scored on the free hit.',
	'arena.p2InsideOther': 'All other procedures shall be as in the standard Penalty 2.',
	'arena.p3Wide': WIDE,
	'arena.p3Switch': 'That member of the fouling team may not switch sides either left or right of the goal once the Umpire has called “PLAY.”',
	'arena.p3Immediately': 'As used in the prior sentence, the word “immediately” means within 5 seconds of the rebound, and the phrase “affect that play” describes conduct that includes but is not limited to being within a 5-yard radius of the fouling team’s play on the rebound.',
	'arena.p3Affected': AFFECTED,
	'arena.p3Late': 'If the fouling team does not play the ball immediately, the Umpire shall stop play and another free hit shall be granted the team fouled as called for in the original Penalty 3.',
	'arena.p3Out': OUT_AS_5A,
	'arena.p3Goal': GOAL_ONE,
	'arena.p3PlayOn': 'Play shall continue in the event no goal is scored on the free hit.',
	'arena.p4Blocked': 'If the defender in goal blocks the ball with his mallet, body or horse, or plays a rolling ball, the ball becomes live for both teams and all Right of Way rules apply.',
	'arena.p4Wide': WIDE,
	'arena.p4Immediately': 'As used in the prior sentence(s), the word “immediately” means within 5 seconds of the rebound, and the phrase “affect that play” describes conduct that includes but is not limited to being within a 5-yard radius of the fouling team’s play on the rebound.',
	'arena.p4Affected': AFFECTED,
	'arena.p4Late': 'If the fouling team does not play the ball immediately, the Umpire shall stop play and another free hit shall be granted the team fouled as called for in the original Penalty 4.',
	'arena.p4Goal': 'If the goal is scored, whether directly or off the wall, or after contact with the defender’s mallet, body, or mount, it shall count as one point.',
	'arena.p4Two': 'If the criteria of Rule 6.a(3) are satisfied, a goal scored shall count two points.',
	'arena.p4Out': OUT_AS_5A,
	'arena.p4PlayOn': 'Play shall continue in the event that no goal is scored on the free hit.',
	'arena.p5aBall': 'The point of infraction, if 25 yards or more from the goal that the fouled team is attacking.',
	'arena.p5aPlacement': 'The Penalty 5.a from the point of the infraction should be awarded only for the minor incidents that occur no closer than 25 yards from the goal that the fouled team is attacking, and the ball must be placed no closer than 25 yards from that goal.',
	'arena.p5aWall': 'Should the point of infraction be less than five yards from the wall, the ball shall be hit or hit at from the nearest spot in the arena which is five yards from the wall.',
	'arena.p5aFive': 'Both teams shall position themselves anywhere in the arena except that no member of the fouling team shall be within five yards of the ball when the Umpire calls “PLAY” and the ball is hit or hit at.',
	'arena.p5aRow': ROW,
	'arena.p5bBall': 'A point at the mid-point center line of the arena',
	'arena.p5bFive': 'both teams to position themselves anywhere in the arena except that no member of the fouling team shall be within 5 yards of the ball when the Umpire calls “PLAY” and the ball is hit or hit at.',
	'arena.p5bRow': ROW,
	'arena.p5aPlayOn': 'Play shall continue in the event that no goal is scored on the free hit.',
	'arena.p5aOut': 'If the ball is hit directly out of play on the penalty shot, the Umpire shall award the fouling team a free hit from no closer than 5 yards to the end wall as in Penalty 5.a.',
	'arena.p5aOutCentre': 'That free hit will be taken from the point where the ball went out of play unless that point is closer to the goal the fouling team is attacking than the center line of the arena, in which case it will be taken from the center line.',
	'arena.p5aTwo': TWO_POINTS,
	'arena.p5bPlayOn': 'Play shall continue if no goal is scored on the free hit.',
	'arena.p5bOut': OUT_AS_5A,
	'arena.p5bTwo': TWO_POINTS,
	'arena.alt9': 'If a team is fouled outside the 25 yard line of the goal it is attacking and the foul results in a Penalty 2 or a Penalty 3, the fouled team may elect to take the Penalty from the spot of the infraction (for a 2 point opportunity).',
	'arena.p6a': 'In the event of a failure to correctly carry out the above Penalties 2, 3, 4 or 5 by the fouling team, another free hit shall be granted the hitter at the same place originally called for in the penalty awarded, if a goal has not been scored.',
	'arena.p6b': 'In the case of failure to correctly carry out Penalties 2, 3, or 4 by the team fouled, a free hit from the original spot of the foul shot shall be granted to the fouling team.',
	'arena.p6c': 'In the case of failure to correctly carry out Penalties 5.a or 5.b by the team fouled, a free hit from the original spot of the foul shot shall be granted to the fouling team.',
	'arena.p6cCentre': 'If the spot is closer to the goal the fouling team is attacking than the center of the arena, the free hit shall be taken from the center of the arena.',
	'arena.p6d': 'In the case of a failure to correctly carry out Penalties 2, 3, 4 or 5 by both teams, another free hit shall be granted to the hitter from the same spot regardless of whether a goal was scored.',
	'arena.p6aStepUp': 'However, if, in the opinion of the Umpire, the original free hit would have resulted in a goal, but was missed or blocked because of failure of the fouling team to correctly carry out the Penalty, Penalty No. 1 shall be awarded the team making the free hit.',
	'arena.p6bNoGoal': NOT_COUNTED,
	'arena.p6dNoGoal': NOT_COUNTED,
	'arena.execOneHit': 'The team fouled may hit or hit at the ball only once on Penalties 2, 3 and 4, and may not again affect the course of the ball until allowed to do so by the Penalty 2, 3 and 4 provisions above.',
	'arena.execWaitRebound': 'On Penalties 2 and 3, no member of the fouling team may hit the ball until it rebounds off the end wall.',
	'arena.execMissed': 'Should the ball be hit at and missed, come to a stop or its course be altered by the hitting team before it touches the wall or an opposing mount or player, the Umpire shall stop play and award the opposing team a free hit from the point where play was stopped, but not less than 5 yards from the wall.',
	'arena.execNotAPenalty': 'When a Penalty 2, 3 or 4 is awarded and the ball is hit at and missed by the fouled team, or it comes to a stop or its course is altered by that team before it touches the end wall or an opposing mount or player, the subsequent award of a free hit to the other team is not a penalty.',
	'arena.execRebound25': 'On a Penalty 2, 3, or 4, if the ball rebounds within or outside the 25 yard line, only the fouling team may play the ball, but it must do so immediately (within 5 seconds of the rebound), and no member of the fouled team shall affect that play.',
	'arena.execCleanMiss': 'In the event the hitter misses the ball completely, on a Penalty 5.a or 5.b, the ball remains in play and the Line of the Ball is defined in Rule 11.b.',
	'arena.execDefenderTouched': 'If the penalty shot on a Penalty 2 or 3 hits the designated member of the fouling team or his or her horse directly off the hitter’s mallet, and the designated member is properly positioned (i.e., placed along the end wall no closer to the goal than 10 yards from its edge or the corner of the arena, if the corner is less than 10 yards from the edge of the goal), the rebounding ball will be treated as if it has rebounded off the wall as long as the designated member of the fouling team does not hit or hit at the ball or direct the course of the ball in violation of Rule 14.d when it hits him or her.',
	'arena.execDefenderFault': 'If the penalty shot hits a designated member of the fouling team who is not properly positioned or hits a properly positioned designated member of the fouling team who hits or hits at the ball or directs the course of the ball in violation of Rule 14.d when it hits him or her, another free hit shall be granted the team fouled as called for in the original penalty.',
	'arena.p7': 'If a player is disabled by a foul to the extent the Umpire permits or orders the player’s retirement from the game, the Captain of the team fouled may:',
	'arena.p7Substitute': 'Have the option of providing a qualified substitute.',
	'arena.p7Removal': 'Designate the removal of a player from the fouling team whose handicap is nearest above that of the disabled player.',
	'arena.p7Equal': 'If the disabled player’s handicap is equal to or higher than that of any player on the fouling team, any member of that team may be designated.',
	'arena.p8': 'The player or mount shall be disqualified.',
	'arena.p8Return': 'If the disqualification is for illegal equipment other than horseshoes, the player or mount may return when the offending equipment is removed.',
	'arena.p8Note': '(Note: the penalty for a violation of Rule 2.e is forfeiture.)',
	'arena.p9': 'The game shall be forfeited.',
	'arena.p9Both': 'In the event both teams commit a rule violation in the same game invoking Penalty 9, both teams shall forfeit the game regardless of which violation occurred first.',
	'rule35.p5a': 'Penalty 5.a from the point of the infraction should be awarded only for the most minor incidents and not from within the 60 yards in front of the goal the fouling team is defending.',
	'venue.field': 'Players stand on the field or in its safety zone.',
	'venue.arena': 'Players stand inside the arena walls.',
} as const satisfies Record<CitationId, string>;


/** The sentence of a citation ('' for an id without one). */
export const sentenceOf = (c: Pick<Citation, 'id'>): string => (SENTENCES as Record<string, string>)[c.id] ?? '';

/** A table of citations with each one's sentence beside it (tests and exports read them so). */
export function withSentences<K extends string>(table: Record<K, Citation>): Record<K, Citation & { sentence: string }> {
	const out = {} as Record<K, Citation & { sentence: string }>;
	for (const k of Object.keys(table) as K[]) out[k] = { ...table[k], sentence: sentenceOf(table[k]) };
	return out;
}
