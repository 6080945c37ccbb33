import {
	checkPosition,
	dist,
	round3,
	standardLineup,
	type Constraint,
	type Point,
	type Setup,
	type Shape,
	type Violation
} from '$lib/geometry';
import { playerKey, legalMargin, ruleConstraints, type DrillPlayer } from './players';
import { createRng, type Rng } from './random';
import { drawScenario, type Scenario, type ScenarioOptions } from './scenario';

/*
 * "Spot the fault": a line-up with 0 to 3 players standing where the rules forbid, generated from
 * the geometry. Offenders are made by taking a player's legal spot and pushing it a few yards across
 * one boundary it must respect, the way players really get it wrong (creeping inside the circle,
 * in front of a line, into the goal mouth, into the right of way), and then checked by checkPosition.
 */

export interface Drill extends Scenario {
	/** All eight players, fouling 1-4 then fouled 1-4. */
	players: DrillPlayer[];
	/** Keys of the players standing illegally, sorted as `players`. */
	offenders: string[];
	/** checkPosition's violations for each offender (only offenders have an entry). */
	explanations: Record<string, Violation[]>;
}

export type DrillOptions = ScenarioOptions;

/** How likely each number of offenders is (index = count). 0 stays possible, but rarer. */
const OFFENDER_ODDS = [0.15, 0.3, 0.3, 0.25] as const;
/** Players closer than this overlap on the diagram; the same gap is kept from the ball. */
export const MIN_GAP = 3;
/** A fault is pushed this far (yd) across the boundary: clearly wrong, yet a spot a player might take. */
const PUSH_MIN = 2;
const PUSH_MAX = 8;
/** How far a fault may slide along its boundary, so that faults do not always sit level with the lineup. */
const SLIDE = 6;
/** The worst violation of an offender must be at least this big: a hair across a line is no drill. */
const MIN_FAULT = 1;
/** Legal players keep at least this much room (or what the lineup gave them, if less). */
const LEGAL_ROOM = 1.5;
/** Legal players wander up to this far from their lineup spot. */
const JITTER = 5;
/** Everybody stays this far inside the area they may physically use. */
const SURROUND_MARGIN = 1;
const JITTER_TRIES = 8;
const UNSTACK_TRIES = 80;
const FAULT_TRIES = 40;

export function generateDrill(seed: string, opts: DrillOptions = {}): Drill {
	const rng = createRng(seed);
	const scenario = drawScenario(rng, seed, opts);
	const { setup } = scenario;
	const lineup = standardLineup(setup);
	const players: DrillPlayer[] = lineup.map((p) => {
		// Thousandths keep the data tidy; a spot exactly on its boundary keeps its full precision.
		const tidy = { x: round3(p.x), y: round3(p.y) };
		const at = checkPosition(setup, p, tidy).legal ? tidy : { x: p.x, y: p.y };
		return { key: playerKey(p.team, p.number), team: p.team, number: p.number, role: p.role, ...at };
	});

	const wanted = drawCount(rng);
	// The hitter stands at the ball; moving it is not a placement fault a clinic would drill.
	const candidates = rng.shuffle(players.filter((p) => p.role !== 'hitter' && ruleConstraints(setup, p.team, p.role).length > 0));

	// Offenders are chosen before anyone moves, so that only players meant to stay legal are jittered.
	const offenderKeys = new Set(candidates.slice(0, wanted).map((p) => p.key));
	for (const p of players) {
		if (!offenderKeys.has(p.key)) jitterLegally(rng, setup, p, players);
	}
	const offenders: string[] = [];
	// Chosen offenders come first; if one cannot be placed, the next candidate stands in for it.
	for (const p of candidates) {
		if (offenders.length >= wanted) break;
		const spot = illegalSpot(rng, setup, p, players);
		if (spot) {
			p.x = spot.x;
			p.y = spot.y;
			offenders.push(p.key);
		}
	}
	// A stacked legal player that could not move earlier may have room now that offenders moved.
	for (const p of players) {
		if (!offenders.includes(p.key) && !hasRoom(setup, p, p, players)) jitterLegally(rng, setup, p, players);
	}
	const order = players.map((p) => p.key);
	offenders.sort((a, b) => order.indexOf(a) - order.indexOf(b));
	const explanations: Record<string, Violation[]> = {};
	for (const key of offenders) {
		const p = players.find((q) => q.key === key)!;
		explanations[key] = checkPosition(setup, { team: p.team, role: p.role }, p).violations;
	}
	return { ...scenario, players, offenders, explanations };
}

function drawCount(rng: Rng): number {
	let r = rng.next();
	for (let i = 0; i < OFFENDER_ODDS.length; i++) {
		r -= OFFENDER_ODDS[i]!;
		if (r < 0) return i;
	}
	return OFFENDER_ODDS.length - 1;
}

function insideSurround(setup: Setup, p: Point): boolean {
	const s = setup.venue.surround;
	return p.x >= s.minX + SURROUND_MARGIN && p.x <= s.maxX - SURROUND_MARGIN && p.y >= s.minY + SURROUND_MARGIN && p.y <= s.maxY - SURROUND_MARGIN;
}

/** Far enough from every other player, and (but for the hitter) from the ball. */
function hasRoom(setup: Setup, p: DrillPlayer, at: Point, players: DrillPlayer[]): boolean {
	if (p.role !== 'hitter' && setup.ball && dist(at, setup.ball) < MIN_GAP) return false;
	return players.every((q) => q.key === p.key || dist(at, q) >= MIN_GAP);
}

/** Tenths of a yard: the precision of the URL, so a drill drawn from a shared link is the same drill. */
function tenth(p: Point): Point {
	const r = (v: number) => {
		const t = Math.round(v * 10) / 10;
		return Object.is(t, -0) ? 0 : t;
	};
	return { x: r(p.x), y: r(p.y) };
}

/**
 * Moves a legal player a little, keeping it clearly legal and clear of everybody. A player that
 * stands on another (standardLineup can stack two on the edge of a circle) keeps trying, further
 * out each time; otherwise it may just stay put.
 */
function jitterLegally(rng: Rng, setup: Setup, p: DrillPlayer, players: DrillPlayer[]) {
	const home = { x: p.x, y: p.y };
	const room = Math.min(LEGAL_ROOM, legalMargin(setup, p.team, p.role, home));
	const crowded = !hasRoom(setup, p, home, players);
	// The hitter lines up behind the ball: moving it would make it look like a fault.
	const tries = p.role === 'hitter' ? 0 : crowded ? UNSTACK_TRIES : JITTER_TRIES;
	for (let i = 0; i < tries; i++) {
		const a = rng.range(0, 2 * Math.PI);
		const r = rng.range(crowded ? MIN_GAP : 0, JITTER * (1 + i / JITTER_TRIES));
		const at = tenth({ x: home.x + r * Math.cos(a), y: home.y + r * Math.sin(a) });
		if (legalMargin(setup, p.team, p.role, at) >= room && insideSurround(setup, at) && hasRoom(setup, p, at, players)) {
			p.x = at.x;
			p.y = at.y;
			return;
		}
	}
}

/** A spot where this player breaks a rule in a way a real player might, or null if none was found. */
function illegalSpot(rng: Rng, setup: Setup, p: DrillPlayer, players: DrillPlayer[]): Point | null {
	const rules = ruleConstraints(setup, p.team, p.role);
	const who = { team: p.team, role: p.role };
	for (let i = 0; i < FAULT_TRIES; i++) {
		const c = rng.pick(rules);
		const pushed = pushAcross(rng, c, p);
		const at = pushed && tenth(pushed);
		if (!at || !insideSurround(setup, at) || !hasRoom(setup, p, at, players)) continue;
		const { legal, violations } = checkPosition(setup, who, at);
		if (legal || Math.max(...violations.map((v) => v.by)) < MIN_FAULT) continue;
		return at;
	}
	return null;
}

const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const perp = (a: Point): Point => ({ x: -a.y, y: a.x });
const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;
function unit(a: Point): Point {
	const l = Math.hypot(a.x, a.y);
	return l === 0 ? { x: 1, y: 0 } : { x: a.x / l, y: a.y / l };
}

/** A point across the boundary of `c` from `from`, PUSH_MIN to PUSH_MAX yd deep where the shape allows. */
function pushAcross(rng: Rng, c: Constraint, from: Point): Point | null {
	const shape: Shape = c.shape;
	const depth = (most = PUSH_MAX) => rng.range(PUSH_MIN, Math.max(PUSH_MIN, Math.min(PUSH_MAX, most)));
	switch (shape.kind) {
		case 'halfplane': {
			// Slide along the line, then step over it: in front of the 30, on the field, off the wall.
			const foot = sub(from, scale(shape.normal, dot(shape.normal, from) - shape.offset));
			return add(add(foot, scale(perp(shape.normal), rng.range(-SLIDE, SLIDE))), scale(shape.normal, depth()));
		}
		case 'halfplane-or-off-field': {
			// As a line, but the fault must stay on the field: off it the rule does not bind.
			const foot = sub(from, scale(shape.normal, dot(shape.normal, from) - shape.offset));
			const q = add(add(foot, scale(perp(shape.normal), rng.range(-SLIDE, SLIDE))), scale(shape.normal, depth()));
			const f = shape.field;
			const inset = MIN_FAULT;
			const onField = { x: Math.min(f.maxX - inset, Math.max(f.minX + inset, q.x)), y: Math.min(f.maxY - inset, Math.max(f.minY + inset, q.y)) };
			return shape.offset - dot(shape.normal, onField) < -MIN_FAULT ? onField : null;
		}
		case 'min-distance': {
			// Creeping inside the circle round the ball, from the side the player stands on.
			const angle = Math.atan2(from.y - shape.center.y, from.x - shape.center.x) + rng.range(-0.3, 0.3);
			const r = shape.radius - depth(shape.radius - MIN_GAP);
			return r <= 0 ? null : add(shape.center, { x: r * Math.cos(angle), y: r * Math.sin(angle) });
		}
		case 'near-segment': {
			// Wandering out of the arc round the goal mouth.
			const ab = sub(shape.b, shape.a);
			const l2 = dot(ab, ab);
			const t = l2 === 0 ? 0 : Math.min(1, Math.max(0, dot(sub(from, shape.a), ab) / l2));
			const q = add(shape.a, scale(ab, t));
			const away = unit(sub(from, q));
			return add(q, scale(away, shape.radius + depth()));
		}
		case 'outside-goal': {
			// Sheltering between the posts, behind the goal line.
			const inside = shape.halfWidth - MIN_FAULT;
			if (inside <= 0) return null;
			return { x: shape.lineX - shape.behind * depth(), y: rng.range(-inside, inside) };
		}
		case 'abs-y-at-least': {
			// Creeping along the end wall toward the goal.
			const side = shape.side ?? (Math.sign(from.y) || 1);
			return { x: from.x, y: side * (shape.value - depth(shape.value)) };
		}
		case 'right-of-way': {
			// Standing in the line of the hit, nearer the ball than the rule allows.
			const axis = sub(shape.to, shape.from);
			const u = unit(axis);
			const reach = Math.min(shape.clearRadius, Math.hypot(axis.x, axis.y)) - PUSH_MIN;
			if (reach <= MIN_GAP) return null;
			const along = rng.range(MIN_GAP, reach);
			const across = rng.range(-shape.halfWidth / 2, shape.halfWidth / 2);
			return add(add(shape.from, scale(u, along)), scale(perp(u), across));
		}
	}
}

export interface ScoreResult {
	/** Offenders the user clicked. */
	correct: string[];
	/** Offenders the user did not click. */
	missed: string[];
	/** Legal players the user clicked. */
	wrong: string[];
	/** 0-100: correct clicks over every player that was either an offender or clicked. */
	score: number;
	perfect: boolean;
	/** The violations of every offender, to show next to the score. */
	explanations: Record<string, Violation[]>;
}

/**
 * Scores a set of clicks. Keys that are not players of the drill are ignored, duplicates count once.
 * The score is |correct| / |offenders ∪ clicked| (100 when both are empty): a miss and a wrong
 * click cost the same, and clicking everyone cannot score well.
 */
export function scoreAnswer(drill: Drill, clickedKeys: readonly string[]): ScoreResult {
	const valid = new Set(drill.players.map((p) => p.key));
	const clicked = new Set(clickedKeys.filter((k) => valid.has(k)));
	const offenders = new Set(drill.offenders);
	const order = drill.players.map((p) => p.key);
	const correct = order.filter((k) => clicked.has(k) && offenders.has(k));
	const missed = order.filter((k) => offenders.has(k) && !clicked.has(k));
	const wrong = order.filter((k) => clicked.has(k) && !offenders.has(k));
	const union = correct.length + missed.length + wrong.length;
	const score = union === 0 ? 100 : Math.round((100 * correct.length) / union);
	return { correct, missed, wrong, score, perfect: missed.length === 0 && wrong.length === 0, explanations: drill.explanations };
}
