/**
 * Polo penalty geometry: where the ball goes and where everybody may stand, in yards.
 *
 * Attack frame: the origin is the centre of the goal line of the goal the fouling team defends
 * (the goal the fouled team attacks); +x runs into the playing area along its length; y runs across
 * it, 0 on the axis through both goal centres. Pure: no DOM, no Svelte, no d3-selection.
 *
 * OUTDOOR FIELD (Rule 37), default boarded 300 x 160 yd (unboarded 300 x 200)
 *
 *        x=-30   x=0  30  40     60                150                240   260 270   300  330
 *          :      |    |   |      |                  |                  |     |   |     |    :
 *   y=+90  +.......................................................................... safety zone
 *   y=+80  :      +=======================================================================+  boards / side line
 *          :      |    |   |      |                  |                  |     |   |     |    :
 *          :      |    |   |      |                  |                  |     |   |     |    :
 *   y=+4   :      o    |   |      |                  |                  |     |   |     o    :  goal posts,
 *   y=0    : goal |    *   *      *                  *                  *     *   *     | goal   8 yd apart
 *   y=-4   :      o    |   |      |                  |                  |     |   |     o    :
 *          :      |    |   |      |                  |                  |     |   |     |    :
 *   y=-80  :      +=======================================================================+
 *   y=-90  +..........................................................................+
 *          |<-30->|<30>|<10>|<-20->|<------ 90 ------>|
 *          safety  back line, 30, 40 and 60 yd lines   centre line (x = length / 2)
 *          zone 30 yd beyond each back line, 10 yd beyond each side line
 *   Penalty spots (*): P2 centre of the 30, P3 centre of the 40, P4 centre of the 60, P5.b centre;
 *   P6 on the 60 at most 40 yd off centre; P5.a the foul spot, at least 5 yd off the boards.
 *
 * ARENA (Arena Rule 9), default 300 x 150 ft = 100 x 50 yd; small preset 60 x 22 yd
 *
 *   x=0    15      25                     50                     75       85     x=100
 *   +=====================================================================================+  y=+25 side wall
 *   |    wall band 2 yd deep: designated defender (P2, P3) at |y| >= 10 + 5/3 yd          |
 *   |      :       :                        :                       :        :          |
 *   goal   *       *                        *                       *        *       goal  goal 10 ft = 3 1/3 yd
 *   |  (5 yd arc: P4 defender)              :                                           |
 *   |      :       :                        :                       :        :          |
 *   +=====================================================================================+  y=-25 side wall
 *          |<-15->|<------- 25 ------->|    centre spot (P1 restart, P5.b)
 *   P2 from 15 yd, P3/P4 from 25 yd in front of the goal centre; P5.a the foul spot at least 25 yd
 *   from the goal and 5 yd from every wall; right of way: nobody in it within 16 yd of the ball.
 */
export type { Point, Rect, VenueKind, Team, Role, Who, Citation, Violation, CheckResult } from './types';
export { GeometryError, isGeometryError, type GeometryErrorCode } from './errors';
export {
	getVenue,
	deriveVenue,
	venuePresets,
	FIELD_PRESETS,
	ARENA_PRESETS,
	SIZE_LIMITS,
	DEFAULT_PRESET,
	type Venue,
	type VenueSpec,
	type FieldSpec,
	type ArenaSpec,
	type VenueOverrides,
	type VenueLine,
	type VenueSpot,
	type GoalFeature
} from './venue';
export { penaltyIds, isPenaltyId, hasPlacement, penaltyLabel, PENALTY_TITLES, FIELD_PENALTIES, ARENA_PENALTIES, type PenaltyId } from './penalties';
export type { SetupOptions, Original, Exclusion, RightOfWay, Adjustment, Warning, Award, Rehit, Outcome, OutcomeLine, HighlightLine } from './plan';
// The plan's two builders, which every venue's rules use: exported here, they are in the page's own
// file rather than a file of their own that a venue's rules load (issue 17: first-use weight).
export { emptyPlan, highlightLine } from './plan';
export { computeSetup, checkPosition, nearestLegal, nearestLegalWithMargin, defaultFoul, type Setup, type SetupInput, type Zone } from './setup';
export { penaltyOptions, foulSpotRole, offered, type PenaltyOptions } from './options';
export { standardLineup, HITTER_NUMBER, DEFENDER_NUMBER, type LineupPlayer } from './lineup';
export { afterHit, outcomeSetup, basePenalty, type AfterHit, type AfterHitId, type Points } from './after';
export { FIELD_MEASURES, ARENA_MEASURES } from './measures';
export { FIELD as FIELD_CITATIONS, ARENA as ARENA_CITATIONS, RULE35_5A, READINGS, EXECUTION_REF, type CitationId, type ReadingId } from './citations';
export { signedDistance, inCorridor, offFieldDistance, type Constraint, type Shape } from './constraints';
export { add, dist, distToSegment, lerp, nearestOnSegment, round3, roundPoint, scale, sub, unit, yd } from './vec';
export { english, landmarkEnglish, ruleLineLabel, type Detail, type Landmark, type LineLandmark, type Subject } from './wording';
