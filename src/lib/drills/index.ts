/**
 * Issue 5's drills, pure: 'Spot the fault' (a seeded line-up with 0 to 3 illegal players, every one
 * checked by the geometry) and 'Set it up' (the user places the ball and players; every violation
 * is listed with its rule), with scores kept on the device and drills shared by URL.
 */
export { createRng, seedFromString, randomSeed, isValidSeed, type Rng } from './random';
export { drillPenalties, variantsFor, VENUE_KINDS, type Scenario, type ScenarioOptions, type Variant } from './scenario';
export { playerKey, type DrillPlayer } from './players';
export { generateDrill, scoreAnswer, MIN_GAP, type Drill, type DrillOptions, type ScoreResult } from './spotTheFault';
export {
	setItUpTask,
	gradeSetup,
	BALL_TOLERANCE,
	type SetItUpTask,
	type SetupGrade,
	type PlacedPlayer,
	type PlayerViolations,
	type RosterEntry
} from './setItUp';
export {
	loadScores,
	recordResult,
	resetScores,
	summarize,
	tally,
	memoryStore,
	browserStore,
	SCORES_KEY,
	MAX_ENTRIES,
	type ScoreStore,
	type Scores,
	type ScoreEntry,
	type ResultInput,
	type DrillKind,
	type Tally
} from './scores';
export {
	encodeDrillRef,
	decodeDrillRef,
	encodePositions,
	decodePositions,
	POSITION_LIMIT,
	type DrillRef,
	type DecodedDrillRef,
	type EncodedPlayer,
	type DecodedPosition,
	type DecodedPositions
} from './url';
