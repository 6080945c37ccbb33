import { checkPosition, dist, standardLineup, type Point, type Role, type Team, type Violation } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import { getLocale } from '$lib/paraglide/runtime';
import { setupTitle } from '$lib/i18n/setupWords';
import { citationRef, ydIn } from '$lib/i18n/format';
import { playerKey } from './players';
import { createRng, seedFromString } from './random';
import { drawScenario, type Scenario, type ScenarioOptions } from './scenario';

/*
 * "Set it up": the user is given a penalty and a foul spot, places the ball and the eight players,
 * and submits; every violation is listed with its rule, straight from checkPosition.
 */

/** Who is on the ground for the task; roles are fixed by the task, not by the user. */
export interface RosterEntry {
	key: string;
	team: Team;
	number: number;
	role: Role;
}

export interface SetItUpTask extends Scenario {
	roster: RosterEntry[];
}

/** A placed player: anything with a team, a number and a position (a DrillPlayer, a decoded URL entry). */
export interface PlacedPlayer {
	team: Team;
	number: number;
	x: number;
	y: number;
}

export interface PlayerViolations {
	key: string;
	team: Team;
	number: number;
	role: Role;
	violations: Violation[];
}

export interface SetupGrade {
	ballOk: boolean;
	/** Why the ball is wrong, with how far off it is and the rule that puts it there (page's language); absent when right. */
	ballMessage?: string;
	/** How far the ball is from its spot, yards; null when it is not placed; absent when right. */
	ballOff?: number | null;
	/** Every misplaced player with each rule it breaks, in roster order. */
	violations: PlayerViolations[];
	/** Roster keys with no valid position among the players given. */
	missing: string[];
	/** The ball on its spot, every player placed, and nobody breaking a rule. */
	allLegal: boolean;
}

/** Yards the ball may be off its spot and still count as placed there (a click is not a tape measure). */
export const BALL_TOLERANCE = 1;

/**
 * A task from a seed. The stream is salted so that the same seed in both drills does not hand the
 * user the very penalty it has just seen as a 'spot the fault' diagram.
 */
export function setItUpTask(seed: string, opts: ScenarioOptions = {}): SetItUpTask {
	const rng = createRng(seedFromString(`set-it-up:${seed}`));
	const scenario = drawScenario(rng, seed, opts);
	const roster = standardLineup(scenario.setup).map((p) => ({ key: playerKey(p.team, p.number), team: p.team, number: p.number, role: p.role }));
	return { ...scenario, roster };
}

const finitePoint = (p: unknown): p is Point =>
	typeof p === 'object' && p !== null && Number.isFinite((p as Point).x) && Number.isFinite((p as Point).y);

/**
 * Grades a user's setup. Players are judged against where the ball belongs, not where the user put
 * it: the rules measure from the true spot, and a misplaced ball is reported on its own.
 * The first entry for a player counts; unknown or malformed entries are ignored.
 */
export function gradeSetup(task: SetItUpTask, ball: Point | null | undefined, players: readonly PlacedPlayer[]): SetupGrade {
	const { setup } = task;
	const spot = setup.ball!;
	const citation = setup.ballCitations[0];
	// In the page's language (English in unit tests): 'Règle 37, Pénalité 5.a'.
	const locale = getLocale();
	const ref = citation ? citationRef(citation, locale) : setupTitle(setup, locale);
	let ballOk = false;
	let ballMessage: string | undefined;
	if (!finitePoint(ball)) {
		ballMessage = m.dr_ball_missing({ ref });
	} else {
		const off = dist(ball, spot);
		ballOk = off <= BALL_TOLERANCE;
		if (!ballOk) ballMessage = m.dr_ball_off({ d: ydIn(off, locale), ref });
	}

	const byKey = new Map<string, PlacedPlayer>();
	for (const p of players) {
		if (!p || !finitePoint(p)) continue;
		const key = playerKey(p.team, p.number);
		if (!byKey.has(key)) byKey.set(key, p);
	}
	const violations: PlayerViolations[] = [];
	const missing: string[] = [];
	for (const r of task.roster) {
		const p = byKey.get(r.key);
		if (!p) {
			missing.push(r.key);
			continue;
		}
		const check = checkPosition(setup, { team: r.team, role: r.role }, { x: p.x, y: p.y });
		if (!check.legal) violations.push({ ...r, violations: check.violations });
	}
	const out: SetupGrade = { ballOk, violations, missing, allLegal: ballOk && missing.length === 0 && violations.length === 0 };
	if (ballMessage) {
		out.ballMessage = ballMessage;
		out.ballOff = finitePoint(ball) ? dist(ball, spot) : null;
	}
	return out;
}
