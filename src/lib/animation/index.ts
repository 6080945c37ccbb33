/**
 * Animated setups (issue 4): from the foul to the hit, as pure data.
 *
 *   const frames = framesFor(setup, { variant, start });   // keyframes per actor, phases, annotations
 *   positionsAt(frames, t)                                 // every actor at t seconds (clamped)
 *   restTime(frames)                                       // end of the line-up: the setup itself
 *
 * Yards in the attack frame of src/lib/geometry; seconds from the foul. No DOM, no clock.
 */
export {
	PLAYER_IDS,
	ACTOR_IDS,
	type PlayerId,
	type ActorId,
	type PhaseId,
	type Easing,
	type Keyframe,
	type Track,
	type Phase,
	type Annotation,
	type Positions,
	type ActorInfo,
	type Moments,
	type Frames,
	type FramesOptions,
	type Variant
} from './types';
export { framesFor, variantsFor, AnimationError, PHASE_SECONDS, GOAL_DEPTH, type AnimationErrorCode } from './frames';
export { loadScene } from './scenes';
export { positionsAt, phaseAt, phaseIndexAt, phaseStart, previousPhaseTime, nextPhaseTime, restTime, clampTime } from './positions';
export { inPlayScatter, foulSpot, SCATTER_GAP } from './scatter';
export { TEAM_NAMES, REBOUND_WINDOW, REBOUND_CITATION, fmt, movePhrase } from './english';
export { EASINGS, ease } from './easing';
