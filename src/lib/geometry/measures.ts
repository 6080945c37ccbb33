/*
 * The distances the penalties use, with the sentence each comes from. Venue measurements live in
 * venue.ts; these are the rule distances laid over any venue.
 */
export const FIELD_MEASURES = {
	/** P2: "the center of the 30-yard line nearest the fouling team's goal"; P2 from the spot: "none of the fouling team may be within 30 yards from the ball". */
	p2Line: 30,
	p2SpotDistance: 30,
	/** P3: "from the center of the 40-yard line"; the fouled team "behind the 40-yard line". */
	p3Line: 40,
	/** P4: "from the center of the 60-yard line"; P4 and P6: the fouling team "behind the 30-yard line". */
	p4Line: 60,
	behindLine: 30,
	/** P5.a and 5.b: "No member of the fouling team may be within 30 yards from the ball". */
	p5Distance: 30,
	/** P5.a: "at least 5 yards from the boards or from the side lines". */
	p5aSideMargin: 5,
	/** Rule 35: no 5.a "from within the 60 yards in front of the goal the fouling team is defending". */
	p5aAdvice: 60,
	/** P6: "60 yards from the end line ... no more than 40 yards from the center of the 60-yard line". */
	p6Line: 60,
	p6MaxOffCentre: 40
} as const;

export const ARENA_MEASURES = {
	/** P2 "15 yards in front of the center of the goal"; P3 and P4 "25 yards". */
	p2Spot: 15,
	p3Spot: 25,
	/** "No opponent shall be within 5 yards of the player making the hit" (P2-P5). */
	hitterClearance: 5,
	/** The designated defender "no closer to the goal than 10 yards from its edge". */
	defenderFromGoalEdge: 10,
	/** "along the end wall": read as within 2 yd of it (RULE-READINGS, Arena). */
	wallBand: 2,
	/** P4: "within a 5-yard arc of the goal". */
	goalArc: 5,
	/** P5.a: "25 yards or more from the goal that the fouled team is attacking". */
	p5aFromGoal: 25,
	/** P5.a: "the nearest spot in the arena which is five yards from the wall". */
	p5aFromWall: 5,
	/** P5: "No player may line up in the Right of Way unless at a minimum of 16 yards from the ball". */
	rightOfWayClear: 16,
	/**
	 * The rule gives the right of way no width: we draw it 2 yd either side of the line of the ball,
	 * about a horse and rider, so that a player standing on the line is in it.
	 */
	rightOfWayHalfWidth: 2,
	/** Alternative Rule 9: "fouled outside the 25 yard line". */
	alt9From: 25,
	/** P2-P4: "the word “immediately” means within 5 seconds of the rebound". */
	reboundSeconds: 5,
	/** P2-P4: "being within a 5-yard radius of the designated player’s play on the rebound". */
	reboundRadius: 5,
	/** P2-P5: the fouling team's free hit after a ball hit out of play, "no closer than 5 yards to the end wall". */
	outOfPlayFromWall: 5,
	/** Execution: the free hit after a miss, a stop or a redirection, "not less than 5 yards from the wall". */
	missedFromWall: 5
} as const;
