import type { Citation } from './types';

/*
 * The English sentences (word for word from the rulebook passages) behind every placement. A test
 * checks each one against the seeds, so a sentence cannot drift from the rulebook.
 */

const r37 = (penalty: string, sentence: string, reading?: string): Citation => ({
	ref: `Rule 37, Penalty ${penalty}`,
	rule: 'rule37',
	penalty,
	sentence,
	...(reading ? { reading } : {})
});
const a9 = (penalty: string, sentence: string, reading?: string): Citation => ({
	ref: penalty ? `Arena Rule 9, Penalty ${penalty}` : 'Arena Rule 9',
	rule: 'arena9',
	penalty: penalty || null,
	sentence,
	...(reading ? { reading } : {})
});

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
		'Behind their back line, outside of the goal: x <= 0 and not between the posts.'
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
		'Behind the 40-yard line: x >= 40, except the hitter at the ball.'
	),
	p3Fouling: r37(
		'3',
		'All members of the fouling team who are not off the field or returning to their proper position shall be positioned behind the back line, outside of the goal, until the ball is hit or hit at.',
		'Behind the back line, outside of the goal: x <= 0 and not between the posts.'
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
		'Behind the 30-yard line: their own 30-yard line, the one nearest the goal they defend: x <= 30.'
	),
	p5aBall: r37(
		'5.a',
		'A penalty hit from the spot where the ball was when the foul occurred, but at least 5 yards from the boards or from the side lines.',
		'The spot is moved in across the field only, to 5 yd inside the boards or side line.'
	),
	p5aDistance: r37('5.a', 'No member of the fouling team may be within 30 yards from the ball, and all members of the fouling team who are not off the field or returning to their proper position must be between the ball and the defended goal.', 'Between the ball and the defended goal: x <= ball.x, together with the 30-yard distance from the ball.'),
	p5aFouled: r37('5.a', 'The team fouled may position itself anywhere.'),
	p5bBall: r37('5.b', 'A penalty hit from the center of the playing field.'),
	p5bDistance: r37('5.b', 'No member of the fouling team may be within 30 yards from the ball, and all members of the fouling team who are not off the field or returning to their proper position must be between the ball and the defended goal.', 'Between the ball and the defended goal: x <= ball.x, together with the 30-yard distance from the ball.'),
	p5bFouled: r37('5.b', 'The team fouled may position itself anywhere.'),
	p6Ball: r37(
		'6',
		'A penalty hit from a spot 60 yards from the end line opposite where the ball crossed the end line, but no more than 40 yards from the center of the 60-yard line.',
		'x = 60, y = the crossing point’s y clamped to [-40, +40].'
	),
	p6Fouled: r37('6', 'The fouled team is free to position themselves anywhere on or off the playing field.'),
	p6Fouling: r37(
		'6',
		'All members of the fouling team who are not off the field or returning to their proper position must be behind the 30-yard line until the Umpire calls “Play” and the ball is hit or hit at.',
		'Behind the 30-yard line: their own 30-yard line, the one nearest the goal they defend: x <= 30.'
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
	reading: 'Advice to the umpire: warn, do not move the ball.'
};

const BEHIND_POINT = 'all players to be behind the point from where the free hit is made until the ball is hit or hit at';
const FIVE_YARDS = 'No opponent shall be within 5 yards of the player making the hit.';
const DD_WALL =
	'except one designated member of the fouling team, who shall be placed along the end wall to the left or right of the goal, no closer to the goal than 10 yards from its edge or the corner of the arena, if the corner is less than 10 yards from the edge of the goal.';
const ROW = 'No player may line up in the Right of Way unless at a minimum of 16 yards from the ball.';

export const ARENA = {
	p1Goal: a9(
		'1',
		'If, in the opinion of the Umpire(s), a player commits a deliberate foul in the vicinity of the goal to prevent the scoring of a goal, the team fouled shall be awarded one or two goals depending on whether the attempted goal shot met the criteria of Rule 6.a(2) .'
	),
	p1Restart: a9('1', 'The game shall be resumed with a Penalty 5.b awarded to the team fouled.'),
	p2Ball: a9('2', 'A free hit at the ball by the team fouled from a spot 15 yards in front of the center of the goal'),
	p2Behind: a9('2', BEHIND_POINT, 'Behind the point of the hit: x >= ball.x for every player but the designated defender.'),
	p2Defender: a9(
		'2',
		DD_WALL,
		'Along the end wall: within 2 yd of it, and at least 10 yd from the goal edge; in the corner when the corner is nearer than that.'
	),
	p2Five: a9('2', FIVE_YARDS, 'Fouling players at least 5 yd from the ball.'),
	p2InsideChoice: a9(
		'2',
		'If the team fouled is awarded a Penalty 2 inside the 15-yard line, it may elect to take the penalty shot from the spot or the 15-yard line.'
	),
	p2InsideBehind: a9(
		'2',
		'If a penalty shot from the spot is elected, all players are to be behind the 15 yard line until the ball is hit or hit at, except one designated member of the fouling team, who shall be placed along the end wall on the opposite side of the goal from the point of the free hit, no closer to the goal than 10 yards from its edge or the corner of the arena, if the corner is less than 10 yards from the edge of the goal.',
		'Every player but the designated defender and the hitter at the ball behind the 15-yard line; the defender on the side of the goal opposite the ball.'
	),
	p2Wide: a9(
		'2',
		'If the ball is hit wide of the goal and rebounds off the end wall, only the fouling team may play the ball, but it must do so immediately, and no member of the fouled team shall affect that play.'
	),
	p3Ball: a9('3', 'A free hit at the ball by the team fouled from a spot 25 yards in front of the center of the goal'),
	p3Behind: a9('3', BEHIND_POINT, 'Behind the point of the hit: x >= ball.x for every player but the designated defender.'),
	p3Defender: a9(
		'3',
		DD_WALL,
		'Along the end wall: within 2 yd of it, and at least 10 yd from the goal edge; in the corner when the corner is nearer than that.'
	),
	p3Five: a9('3', FIVE_YARDS, 'Fouling players at least 5 yd from the ball.'),
	p4Ball: a9('4', 'A free hit at the ball by the team fouled from a spot 25 yards in front of the center of the goal'),
	p4Behind: a9('4', BEHIND_POINT, 'Behind the point of the hit: x >= ball.x for every player but the designated defender.'),
	p4Defender: a9(
		'4',
		'except one designated member of the fouling team, who may be placed within a 5-yard arc of the goal.',
		'Within 5 yd of the goal mouth, in front of the end wall.'
	),
	p4Five: a9('4', FIVE_YARDS, 'Fouling players at least 5 yd from the ball.'),
	p5aBall: a9('5.a', 'The point of infraction, if 25 yards or more from the goal that the fouled team is attacking.'),
	p5aPlacement: a9(
		'5.a',
		'The Penalty 5.a from the point of the infraction should be awarded only for the minor incidents that occur no closer than 25 yards from the goal that the fouled team is attacking, and the ball must be placed no closer than 25 yards from that goal.',
		'A foul spot nearer is moved to the nearest point at least 25 yd from the goal and 5 yd from every wall.'
	),
	p5aWall: a9(
		'5.a',
		'Should the point of infraction be less than five yards from the wall, the ball shall be hit or hit at from the nearest spot in the arena which is five yards from the wall.'
	),
	p5aFive: a9(
		'5.a',
		'Both teams shall position themselves anywhere in the arena except that no member of the fouling team shall be within five yards of the ball when the Umpire calls “PLAY” and the ball is hit or hit at.'
	),
	p5aRow: a9('5.a', ROW, 'The right of way is drawn as a corridor from the ball toward the goal the hitting team attacks.'),
	p5bBall: a9('5.b', 'A point at the mid-point center line of the arena'),
	p5bFive: a9(
		'5.b',
		'both teams to position themselves anywhere in the arena except that no member of the fouling team shall be within 5 yards of the ball when the Umpire calls “PLAY” and the ball is hit or hit at.'
	),
	p5bRow: a9('5.b', ROW, 'The right of way is drawn as a corridor from the ball toward the goal the hitting team attacks.'),
	alt9: a9(
		'',
		'If a team is fouled outside the 25 yard line of the goal it is attacking and the foul results in a Penalty 2 or a Penalty 3, the fouled team may elect to take the Penalty from the spot of the infraction (for a 2 point opportunity).',
		'Alternative Rule 9 is the "Penalty 5 Option": the hit from the spot is lined up as a Penalty 5.a.'
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
	p7: a9(
		'7',
		'If a player is disabled by a foul to the extent the Umpire permits or orders the player’s retirement from the game, the Captain of the team fouled may:'
	),
	p8: a9('8', 'The player or mount shall be disqualified.'),
	p9: a9('9', 'The game shall be forfeited.')
} as const;

/** Not a rule: where players can physically stand. */
export const VENUE_BOUNDS: Record<'field' | 'arena', Citation> = {
	field: { ref: 'The field', rule: 'venue', penalty: null, sentence: 'Players stand on the field or in its safety zone.' },
	arena: { ref: 'The arena', rule: 'venue', penalty: null, sentence: 'Players stand inside the arena walls.' }
};
