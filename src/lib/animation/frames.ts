import {
	afterHit,
	ARENA_CITATIONS,
	ARENA_MEASURES,
	basePenalty,
	checkPosition,
	computeSetup,
	dist,
	FIELD_CITATIONS,
	FIELD_MEASURES,
	nearestLegal,
	outcomeSetup,
	penaltyLabel,
	standardLineup,
	type Citation,
	type Point,
	type Rect,
	type Setup
} from '$lib/geometry';
import { foulSpot, inPlayScatter } from './scatter';
import { fmt, movePhrase, REBOUND_CITATION, REBOUND_WINDOW, TEAM_NAMES } from './english';
import {
	ACTOR_IDS,
	PLAYER_IDS,
	type ActorId,
	type ActorInfo,
	type Annotation,
	type Easing,
	type Frames,
	type FramesOptions,
	type Keyframe,
	type Moments,
	type OverlayTrack,
	type Phase,
	type PhaseId,
	type PhaseName,
	type PlayerId,
	type Track,
	type Variant
} from './types';

/*
 * framesFor: the whole clinic sequence for one setup as keyframes. 1. the foul (in-play scatter,
 * ball at the foul spot); 2. the whistle (ball to its spot; awards: into the goal, then to the
 * centre); 3. the line-up (each player to its legal position, annotated with the rule it broke);
 * 4. "Play" (the hitter strikes, the ball travels toward the goal); then, in the variants of what
 * happens after the hit (issue 15): 5. the rebound off the end wall (arena P2-P4: played in time,
 * not played, or affected by a fouled player), with the 5-yard circle and the 5-second count as
 * overlays; 6. the outcome: the umpire's call and the situation the rule produces, the players lined
 * up legally for the new hit where there is one (the geometry's outcomeSetup places it).
 *
 * Where the ball may be outside venue.surround: only inside a goal, at most GOAL_DEPTH behind the
 * goal line and between the posts, when the animation puts it into the net (an awarded goal, or a
 * shot that reaches the goal). In the arena, whose surround is its walls, that is behind the goal
 * mouth in the end wall.
 */

/** Seconds per phase; the rebound not played lasts the 5 seconds and a half instead (the longest animation, 20 s). */
export const PHASE_SECONDS: Record<PhaseId, number> = { foul: 1.5, whistle: 2, lineup: 4, play: 3, rebound: 3, outcome: 4 };

// Timings inside phases, seconds from the phase start.
const AWARD_LINE_S = 0.7;
const AWARD_NET_S = 0.9;
const APPROACH_S = 0.8;
const NET_S = 0.25;
const RIDE_DELAY_S = 0.2;
const SIDESTEP_S = 0.6;
const REBOUND_ROLL_S = 1.2;
const DD_REACH_S = 1.5;
const CLEAR_S = 1.2;
/** After a rebound not played, the count shows 0 this long before the call. */
const TIME_UP_S = 0.5;
/** After a fouled player reaches the rebound play, the umpire's call comes this much later. */
const AFFECTED_CALL_S = 0.6;
/** The outcome: the whistle, then the ball to its new spot, then the players to their places. */
const CALL_S = 0.4;
const BALL_TO_SPOT_S = 1.6;
/** An outcome that places nothing (a live ball) is shown this long. */
const OUTCOME_SHORT_S = 1.5;
/** The blocked ball drops this long after the defender stops it. */
const DROP_S = 0.4;
/** Ball speed for the shot, so a short hit does not crawl and a long one does not teleport. */
const BALL_SPEED = 50;
const FLIGHT_MIN_S = 0.6;

// Cosmetic distances (yards), not rules.
/** How far into the net the ball goes behind the goal line. */
export const GOAL_DEPTH = 1.5;
/** A hit rolls this far at most: a 5.b from the centre does not reach the goal in one stroke. */
const SHOT_REACH = 80;
/** The hitter's pony strikes from just behind the ball. */
const STRIKE_BACK = 1;
const FOLLOW = 8;
const FOLLOW_WIDE = 3;
const PULL_AWAY = 6;
/** A shot on goal past a defender in the arc aims this far across the half goal mouth away from it. */
const AIM_INSIDE_POST = 0.6;
/** A ball passing nearer a defender than this (a horse's half length and a mallet) touches it. */
export const DEFENDER_REACH = 2;
/** The wide shot hits the end wall this far outside the goal edge. */
const WIDE_MISS = 4;
/** The shot hit out of play leaves over the end wall this far outside the goal edge. */
const OUT_WIDE = 8;
const REBOUND_RUN = 8;
const CLEAR_RUN = 20;
const DD_FOLLOW = 6;
/** A rebound not played: the defender rides this share of the way toward it, and stops. */
const HESITATE = 0.4;
/** A rebound affected: the fouled player ends this far from the play, inside the 5-yard circle. */
const AFFECT_NEAR = 3;
/** The blocked ball drops this far in front of the defender. */
const DROP = 1.5;
/** Field P3 defended: how far in front of the back line the fouling team rides in. */
const RIDE_IN = 12;
/** ...and how far outside the posts at least, so nobody enters between them. */
const RIDE_OUTSIDE_POSTS = 2;
/** Entered-early: the hit goes this far wide of the post, and rolls this far behind the back line. */
const WIDE_OF_POST = 3;
const ROLL_BEHIND = 4;
/** Keep moving riders and the rolling ball this far off walls and the edge of the safety zone. */
const ROOM = 1;

export type AnimationErrorCode = 'no-placement' | 'unknown-variant' | 'invalid-start';

export class AnimationError extends Error {
	readonly code: AnimationErrorCode;
	constructor(code: AnimationErrorCode, message: string) {
		super(message);
		this.name = 'AnimationError';
		this.code = code;
	}
}

/**
 * The arena free hits with a designated defender taken by the fouled team (Penalties 2, 3 and 4,
 * and their re-hits): the execution rule on rebounds off the end wall names all three.
 */
function hasWideRebound(setup: Setup): boolean {
	return setup.venue.kind === 'arena' && setup.hasDesignatedDefender && setup.hitter === 'fouled';
}

/** The arena 5.a and 5.b (and their re-hits) taken by the fouled team: out of play, a clean miss. */
function isArenaFive(setup: Setup): boolean {
	const base = basePenalty(setup);
	return setup.venue.kind === 'arena' && setup.hitter === 'fouled' && !setup.options.alternativeRule9 && (base === '5a' || base === '5b');
}

const isFieldP3 = (setup: Setup) => setup.venue.kind === 'field' && setup.penalty === '3';
/** Field P2 from the 30 and P3: the fouling team behind its back line, which may enter improperly. */
const hasEntry = (setup: Setup) => setup.venue.kind === 'field' && (setup.penalty === '3' || (setup.penalty === '2' && setup.options.from !== 'spot'));

/** The designated defender stands in the goal arc (arena Penalty 4 and its re-hits), in front of the goal. */
const ddInArc = (setup: Setup) => setup.constraints.some((c) => c.id === 'dd-goal-arc');

function nearestOnSegment(p: Point, a: Point, b: Point): Point {
	const ab = sub(b, a);
	const l2 = ab.x * ab.x + ab.y * ab.y;
	const t = l2 === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / l2));
	return add(a, scale(ab, t));
}
const distToSegment = (p: Point, a: Point, b: Point) => dist(p, nearestOnSegment(p, a, b));

const V = {
	goal: { id: 'goal', label: 'Shot on goal' },
	blocked: { id: 'blocked', label: 'Blocked: the defender in goal stops the ball' },
	wide: { id: 'wide-rebound', label: 'Wide: the ball rebounds off the end wall' },
	late: { id: 'rebound-late', label: `The rebound not played within ${ARENA_MEASURES.reboundSeconds} seconds` },
	affected: { id: 'rebound-affected', label: 'A Blue player affects the rebound' },
	out: { id: 'out-of-play', label: 'Hit directly out of play' },
	missed: { id: 'missed', label: 'Missed: the ball is hit at and missed' },
	cleanMiss: { id: 'clean-miss', label: 'A clean miss: the ball stays in play' },
	entered: { id: 'entered-early', label: 'A Red player enters the field improperly' },
	main: { id: 'main', label: 'The penalty hit' }
} as const satisfies Record<string, Variant>;

/** The outcomes worth showing for a setup; the first is the default (field P3: the setup's own option). */
export function variantsFor(setup: Setup): Variant[] {
	if (!setup.placement) return [];
	if (isFieldP3(setup)) {
		const both: Variant[] = [
			{ id: 'undefended', label: 'Undefended: the fouling team stays behind the back line' },
			{ id: 'defended', label: 'Defended: the fouling team rides in once the ball is in play' }
		];
		return [...(setup.options.defended ? [both[1]!, both[0]!] : both), V.entered];
	}
	if (hasEntry(setup)) return [V.main, V.entered];
	if (hasWideRebound(setup)) return [V.goal, ...(ddInArc(setup) ? [V.blocked] : []), V.wide, V.late, V.affected, V.out, V.missed];
	if (isArenaFive(setup)) return [V.main, V.out, V.cleanMiss];
	return [V.main];
}

/** What a variant animates after the line-up. */
type Kind = 'shot' | 'wide' | 'late' | 'affected' | 'out' | 'missed' | 'clean-miss' | 'blocked' | 'entered';

function kindOf(setup: Setup, variant: string): Kind {
	switch (variant) {
		case 'wide-rebound':
			return 'wide';
		case 'rebound-late':
			return 'late';
		case 'rebound-affected':
			return 'affected';
		case 'out-of-play':
			return 'out';
		case 'missed':
			return 'missed';
		case 'clean-miss':
			return 'clean-miss';
		case 'blocked':
			return 'blocked';
		case 'entered-early':
			return 'entered';
		default:
			return 'shot';
	}
}

const REBOUND_KINDS: readonly Kind[] = ['wide', 'late', 'affected'];
/** The kinds whose last phase is the umpire's call and a new hit lined up (or a live ball). */
const OUTCOME_KINDS: readonly Kind[] = ['late', 'affected', 'out', 'missed', 'clean-miss', 'blocked', 'entered'];

class TrackBuilder {
	readonly keys: Keyframe[];
	constructor(p: Point) {
		this.keys = [{ t: 0, x: p.x, y: p.y, ease: 'linear' }];
	}
	get at(): Point {
		const k = this.keys[this.keys.length - 1]!;
		return { x: k.x, y: k.y };
	}
	get time(): number {
		return this.keys[this.keys.length - 1]!.t;
	}
	to(t: number, p: Point, ease: Easing = 'in-out'): this {
		const last = this.keys[this.keys.length - 1]!;
		if (t <= last.t) {
			if (t === last.t && p.x === last.x && p.y === last.y) return this;
			throw new Error(`animation: keyframe at ${t} s after one at ${last.t} s`);
		}
		this.keys.push({ t, x: p.x, y: p.y, ease });
		return this;
	}
	hold(t: number): this {
		return t > this.time ? this.to(t, this.at, 'linear') : this;
	}
}

const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
const lerp = (a: Point, b: Point, k: number): Point => ({ x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k });
function unit(a: Point): Point {
	const l = Math.hypot(a.x, a.y);
	return l === 0 ? { x: 1, y: 0 } : { x: a.x / l, y: a.y / l };
}
function clampInto(r: Rect, p: Point, room: number): Point {
	return {
		x: Math.min(r.maxX - room, Math.max(r.minX + room, p.x)),
		y: Math.min(r.maxY - room, Math.max(r.minY + room, p.y))
	};
}

function uniqueCitations(cs: Citation[]): Citation[] {
	const seen = new Set<string>();
	return cs.filter((c) => {
		const k = c.ref + '\u0000' + c.id;
		if (seen.has(k)) return false;
		seen.add(k);
		return true;
	});
}

function pickVariant(setup: Setup, variants: Variant[], wanted: string | undefined): string {
	if (wanted === undefined) return variants[0]!.id;
	if (!variants.some((v) => v.id === wanted)) {
		throw new AnimationError(
			'unknown-variant',
			`${setup.title} has no variant "${wanted}": use ${variants.map((v) => `"${v.id}"`).join(' or ')}`
		);
	}
	return wanted;
}

function startPoint(setup: Setup, id: PlayerId, p: Point): Point {
	if (typeof p?.x !== 'number' || typeof p?.y !== 'number' || !Number.isFinite(p.x) || !Number.isFinite(p.y)) {
		throw new AnimationError('invalid-start', `The start position of ${id} must be finite yards, got ${JSON.stringify(p)}`);
	}
	// A player dragged past the edge is drawn at the edge; the animation never leaves the venue.
	return clampInto(setup.venue.surround, p, 0);
}

/** The after-the-hit sentence behind an outcome of this setup (the geometry's afterHit). */
function afterCitations(setup: Setup, id: Parameters<typeof outcomeSetup>[1]): Citation[] {
	return afterHit(setup).find((a) => a.id === id)?.citations ?? [];
}

/** The whole animation for one setup: see the module comment. Pure and deterministic. */
export function framesFor(setup: Setup, opts: FramesOptions = {}): Frames {
	const { venue, ball, hitter, attackGoalX: goalX } = setup;
	if (!setup.placement || !ball || !hitter || goalX === null) {
		throw new AnimationError('no-placement', `${setup.title} places no players: there is no line-up to animate`);
	}
	const variants = variantsFor(setup);
	const variant = pickVariant(setup, variants, opts.variant);
	const kind = kindOf(setup, variant);
	const defended = variant === 'defended' || (variant === 'entered-early' && !!setup.options.defended);
	const rebounds = REBOUND_KINDS.includes(kind);

	const lineup = standardLineup(setup);
	const actors = {} as Record<PlayerId, ActorInfo>;
	const standard = {} as Record<PlayerId, Point>;
	for (const l of lineup) {
		const id = `${l.team}-${l.number}` as PlayerId;
		actors[id] = { team: l.team, number: l.number, role: l.role, name: `${TEAM_NAMES[l.team]} ${l.number}` };
		standard[id] = { x: l.x, y: l.y };
	}
	const scatter = inPlayScatter(setup);
	const foul = foulSpot(setup);
	const who = (id: PlayerId) => ({ team: actors[id].team, role: actors[id].role });

	const from = {} as Record<PlayerId, Point>;
	const target = {} as Record<PlayerId, Point>;
	for (const id of PLAYER_IDS) {
		const given = opts.start?.[id];
		from[id] = given !== undefined ? startPoint(setup, id, given) : scatter[id];
		if (!opts.start) target[id] = standard[id];
		else target[id] = checkPosition(setup, who(id), from[id]).legal ? from[id] : nearestLegal(setup, who(id), from[id]);
	}

	const S = PHASE_SECONDS;
	const tWhistle = S.foul;
	const tLineup = tWhistle + S.whistle;
	const tPlay = tLineup + S.lineup;
	const tPlayEnd = tPlay + S.play;
	const strikeT = tPlay + APPROACH_S;
	const moments: Moments = { strike: strikeT };
	const overlays: OverlayTrack[] = [];

	const goalHalf = venue.goalWidth / 2;
	const goal = venue.goals.find((g) => g.x === goalX) ?? venue.goals[0];
	const hitterId = PLAYER_IDS.find((id) => actors[id].role === 'hitter')!;
	const ddId = PLAYER_IDS.find((id) => actors[id].role === 'designated-defender');
	const inArena = (p: Point) => clampInto(venue.surround, p, ROOM);

	// 1-2: the foul, then the whistle. At the foul the fouled team attacks the goal at x = 0.
	const b = new TrackBuilder(foul).hold(tWhistle);
	if (setup.award) {
		const g0 = venue.goals[0];
		const line = { x: g0.x, y: Math.max(-goalHalf / 2, Math.min(goalHalf / 2, foul.y)) };
		b.to(tWhistle + AWARD_LINE_S, line, 'in');
		b.to(tWhistle + AWARD_NET_S, { x: g0.x - g0.facing * GOAL_DEPTH, y: line.y }, 'out');
		moments.goalAwarded = tWhistle + AWARD_LINE_S;
	}
	b.to(tLineup, ball, 'in-out').hold(tPlay);

	// 3: the line-up.
	const tracks = {} as Record<PlayerId, TrackBuilder>;
	for (const id of PLAYER_IDS) tracks[id] = new TrackBuilder(from[id]).hold(tLineup).to(tPlay, target[id], 'in-out');

	// 4: "Play". The wide shot aims at the end wall outside the goal, on the designated defender's side
	// (it may not switch sides once "PLAY" is called); the shot hit out of play leaves over the end wall
	// on the other side.
	const dd = ddId ? target[ddId] : null;
	const ddSide = Math.sign(dd?.y ?? ball.y ?? 1) || 1;
	const wallPoint: Point = { x: goal.x, y: ddSide * Math.min(goalHalf + WIDE_MISS, venue.width / 2 - ROOM) };
	const outSide = dd ? -ddSide : Math.sign(ball.y) || 1;
	const outPoint: Point = { x: goal.x, y: outSide * Math.min(goalHalf + OUT_WIDE, venue.width / 2 - ROOM) };
	// Entered-early (field P2 from the 30, P3): the hit goes wide of the post, away from the rider.
	const fouling = PLAYER_IDS.filter((id) => actors[id].team === 'fouling');
	const riderId = kind === 'entered' ? fouling.slice().sort((p, q) => Math.abs(target[p].y) - Math.abs(target[q].y) || p.localeCompare(q))[0]! : null;
	const wideSide = riderId ? -(Math.sign(target[riderId].y) || 1) : 1;
	const widePoint: Point = { x: goal.x, y: wideSide * (goalHalf + WIDE_OF_POST) };
	// A shot on goal aims at the goal centre; where a designated defender stands in the goal arc (arena
	// P4), at the side of the goal mouth away from it, and if the line still passes within its reach the
	// ball glances off the defender into the goal ("after contact with the defender's mallet, body, or
	// mount, it shall count as one point"): never through the defender untouched. Blocked: at the defender.
	let aim: Point = rebounds ? wallPoint : kind === 'out' ? outPoint : kind === 'entered' ? widePoint : { x: goal.x, y: 0 };
	let contact: Point | null = null;
	if ((kind === 'shot' || kind === 'blocked') && dd && ddInArc(setup)) {
		aim = { x: goal.x, y: -(Math.sign(dd.y) || 1) * goalHalf * AIM_INSIDE_POST };
		if (kind === 'blocked' || distToSegment(dd, ball, aim) < DEFENDER_REACH) contact = kind === 'blocked' ? add(dd, scale(unit(sub(ball, dd)), DEFENDER_REACH / 2)) : nearestOnSegment(dd, ball, aim);
	}
	const u = unit(sub(contact ?? aim, ball));
	const strikePoint = clampInto(venue.surround, sub(ball, scale(u, STRIKE_BACK)), 0);
	const h = tracks[hitterId];
	h.to(strikeT, strikePoint, 'in');
	// A miss: the hitter rides on past the ball, which stays where it is.
	const follow = kind === 'missed' || kind === 'clean-miss' ? FOLLOW : rebounds ? FOLLOW_WIDE : FOLLOW;
	h.to(tPlayEnd, clampInto(venue.surround, add(strikePoint, scale(u, follow)), ROOM), 'out');

	b.hold(strikeT);
	const toGoal = dist(ball, aim);
	const flight = Math.min(S.play - APPROACH_S - NET_S, Math.max(FLIGHT_MIN_S, Math.min(toGoal, SHOT_REACH) / BALL_SPEED));
	if (rebounds) {
		b.to(tPlayEnd, wallPoint, 'linear');
		moments.wall = tPlayEnd;
	} else if (kind === 'out') {
		b.to(strikeT + flight, outPoint, 'linear');
		moments.out = strikeT + flight;
	} else if (kind === 'missed' || kind === 'clean-miss') {
		// "Should the ball be hit at and missed": it stays on its spot.
	} else if (kind === 'blocked' && contact) {
		b.to(strikeT + flight, contact, 'linear');
		b.to(strikeT + flight + DROP_S, inArena(add(contact, scale(unit(sub(ball, contact)), DROP))), 'out');
		moments.block = strikeT + flight;
	} else if (kind === 'entered') {
		b.to(strikeT + flight, widePoint, 'linear');
		b.to(strikeT + flight + NET_S * 2, inArena(add(widePoint, scale(u, ROLL_BEHIND))), 'out');
	} else if (toGoal <= SHOT_REACH && contact) {
		// To the defender, then off it into the goal, within the same play phase.
		const tContact = strikeT + flight * (dist(ball, contact) / (dist(ball, contact) + dist(contact, aim)));
		b.to(tContact, contact, 'linear');
		b.to(strikeT + flight, aim, 'linear');
		b.to(strikeT + flight + NET_S, { x: goal.x - goal.facing * GOAL_DEPTH, y: aim.y }, 'out');
		moments.contact = tContact;
		moments.goal = strikeT + flight;
	} else if (toGoal <= SHOT_REACH) {
		b.to(strikeT + flight, aim, 'linear');
		b.to(strikeT + flight + NET_S, { x: goal.x - goal.facing * GOAL_DEPTH, y: aim.y }, 'out');
		moments.goal = strikeT + flight;
	} else {
		b.to(strikeT + flight, add(ball, scale(u, SHOT_REACH)), 'out');
	}

	// Field P3 defended: after the hit the fouling team rides in from behind its back line, never between the posts.
	if (variant === 'defended') {
		const line = venue.goals[0];
		for (const id of fouling) {
			const p = tracks[id].at;
			const side = Math.sign(p.y) || 1;
			const y = side * Math.max(Math.abs(p.y), goalHalf + RIDE_OUTSIDE_POSTS);
			tracks[id].hold(strikeT + RIDE_DELAY_S);
			// Someone standing level with the goal mouth first moves along behind the line, then comes in.
			if (y !== p.y) tracks[id].to(strikeT + RIDE_DELAY_S + SIDESTEP_S, { x: p.x, y }, 'in-out');
			tracks[id].to(tPlayEnd, { x: line.x + line.facing * RIDE_IN, y }, 'in-out');
		}
	}
	// Entered-early: at the call of "Play", before the ball is hit, one Red rider enters the field
	// (defended: between the goal posts, the one place it may never enter; otherwise anywhere).
	if (riderId) {
		const line = venue.goals[0];
		const p = tracks[riderId].at;
		const y = defended ? 0 : p.y;
		// Cross the back line before the strike, then on to RIDE_IN yards in.
		const crossT = strikeT - RIDE_DELAY_S;
		if (defended && p.y !== 0) tracks[riderId].to((tPlay + crossT) / 2, { x: p.x, y: 0 }, 'in-out');
		tracks[riderId].to(crossT, { x: line.x, y }, 'in');
		tracks[riderId].to(tPlayEnd, { x: line.x + line.facing * RIDE_IN, y }, 'out');
		moments.entered = crossT;
	}

	// 5: the rebound. The defender may not play the ball before it comes off the wall.
	let tEnd = tPlayEnd;
	let tOutcome = tPlayEnd;
	let atStop: Point = ball;
	if (rebounds && ddId) {
		const d = unit(sub(wallPoint, ball));
		const rebound = inArena(add(wallPoint, scale({ x: -d.x, y: d.y }, REBOUND_RUN)));
		const clear = { x: goal.facing, y: 0 };
		const ddPlay = clampInto(venue.surround, sub(rebound, scale(clear, STRIKE_BACK)), 0);
		const playT = tPlayEnd + DD_REACH_S;
		const R = ARENA_MEASURES.reboundRadius;
		const countSide: 1 | -1 = ddPlay.y + R + 4 > venue.surround.maxY ? -1 : 1;
		b.to(tPlayEnd + REBOUND_ROLL_S, rebound, 'out');
		tracks[ddId].hold(tPlayEnd);
		if (kind === 'wide') {
			b.hold(playT).to(playT + CLEAR_S, inArena(add(rebound, scale(clear, CLEAR_RUN))), 'out');
			tracks[ddId].to(playT, ddPlay, 'in-out').to(playT + CLEAR_S, inArena(add(ddPlay, scale(clear, DD_FOLLOW))), 'out');
			// The hitter pulls away: the fouled team may not affect that play.
			h.to(tPlayEnd + DD_REACH_S, inArena(add(h.at, { x: goal.facing * PULL_AWAY, y: 0 })), 'in-out');
			moments.reboundPlayed = playT;
			tEnd = tPlayEnd + S.rebound;
			overlays.push({ kind: 'circle', role: 'rebound-circle', actor: ddId, r: R, start: tPlayEnd, end: tEnd });
			overlays.push({ kind: 'count', role: 'rebound-count', actor: ddId, r: R, side: countSide, from: ARENA_MEASURES.reboundSeconds, start: tPlayEnd, end: playT });
		} else if (kind === 'late') {
			// "If the fouling team does not play the ball immediately": the defender rides part of the way and stops.
			const timeUp = tPlayEnd + ARENA_MEASURES.reboundSeconds;
			tracks[ddId].to(playT, lerp(target[ddId], ddPlay, HESITATE), 'in-out');
			h.to(tPlayEnd + DD_REACH_S, inArena(add(h.at, { x: goal.facing * PULL_AWAY, y: 0 })), 'in-out');
			tOutcome = timeUp + TIME_UP_S;
			moments.call = timeUp;
			overlays.push({ kind: 'circle', role: 'rebound-circle', actor: ddId, r: R, start: tPlayEnd, end: tOutcome });
			overlays.push({ kind: 'count', role: 'rebound-count', actor: ddId, r: R, side: countSide, from: ARENA_MEASURES.reboundSeconds, start: tPlayEnd, end: tOutcome });
			atStop = rebound;
		} else {
			// "affect that play ... being within a 5-yard radius of the ... play on the rebound": the hitter rides in.
			tracks[ddId].to(playT, ddPlay, 'in-out');
			const near = inArena(add(ddPlay, scale(unit(sub(h.at, ddPlay)), AFFECT_NEAR)));
			h.to(playT, near, 'in-out');
			tOutcome = playT + AFFECTED_CALL_S;
			moments.reboundPlayed = playT;
			moments.call = playT + AFFECTED_CALL_S / 2;
			overlays.push({ kind: 'circle', role: 'rebound-circle', actor: ddId, r: R, start: tPlayEnd, end: tOutcome });
			overlays.push({ kind: 'count', role: 'rebound-count', actor: ddId, r: R, side: countSide, from: ARENA_MEASURES.reboundSeconds, start: tPlayEnd, end: playT });
			atStop = rebound;
		}
	}

	// 6: the outcome: the umpire's call and the situation the rule produces.
	let next: Setup | null = null;
	if (OUTCOME_KINDS.includes(kind)) {
		b.hold(tOutcome);
		for (const id of PLAYER_IDS) tracks[id].hold(tOutcome);
		moments.call ??= tOutcome;
		if (kind === 'clean-miss' || kind === 'blocked') {
			tEnd = tOutcome + OUTCOME_SHORT_S;
		} else {
			const where = kind === 'out' ? outPoint : kind === 'missed' ? ball : atStop;
			next = outcomeSetup(setup, kind === 'late' ? 'rebound-late' : kind === 'affected' ? 'rebound-affected' : kind === 'out' ? 'out-of-play' : kind === 'missed' ? 'missed' : 'entered-early', where);
			tEnd = tOutcome + S.outcome;
			if (next) {
				// The same hit again: the players go back to where they lined up; a new hit: to its line-up.
				const places = next === setup ? target : positionsOf(standardLineup(next));
				b.hold(tOutcome + CALL_S).to(tOutcome + CALL_S + BALL_TO_SPOT_S, next.ball!, 'in-out');
				for (const id of PLAYER_IDS) tracks[id].hold(tOutcome + CALL_S).to(tEnd, places[id] ?? tracks[id].at, 'in-out');
			}
		}
	}

	const built = { ball: b, ...tracks } as Record<ActorId, TrackBuilder>;
	const trackOut = {} as Record<ActorId, Track>;
	for (const id of ACTOR_IDS) trackOut[id] = built[id].hold(tEnd).keys;

	const ctx: SceneContext = { kind, variant, tWhistle, tLineup, tPlay, tPlayEnd, tOutcome, tEnd, defended, actors, hitterId, ddId, riderId, contact: !!contact, goal: moments.goal !== undefined, next };
	const phases = buildPhases(setup, ctx);
	const annotations = buildAnnotations(setup, { ...ctx, from, target });

	return {
		duration: tEnd,
		phases,
		tracks: trackOut,
		annotations,
		variant: variants.length > 1 ? variant : null,
		actors,
		moments,
		...(overlays.length ? { overlays } : {})
	};
}

/** A line-up's positions by player id ('fouling-3'). */
function positionsOf(lineup: { team: string; number: number; x: number; y: number }[]): Partial<Record<PlayerId, Point>> {
	const out: Partial<Record<PlayerId, Point>> = {};
	for (const l of lineup) out[`${l.team}-${l.number}` as PlayerId] = { x: l.x, y: l.y };
	return out;
}

interface SceneContext {
	kind: Kind;
	variant: string;
	tWhistle: number;
	tLineup: number;
	tPlay: number;
	tPlayEnd: number;
	/** Start of the outcome phase (= end of the rebound, or of "Play"). */
	tOutcome: number;
	tEnd: number;
	defended: boolean;
	actors: Record<PlayerId, ActorInfo>;
	hitterId: PlayerId;
	ddId: PlayerId | undefined;
	/** Entered-early: the Red rider who enters the field. */
	riderId: PlayerId | null;
	/** The shot glances off the designated defender into the goal. */
	contact: boolean;
	/** The shot reaches the goal. */
	goal: boolean;
	/** The new hit the outcome lines up (the setup itself for the same hit again), or null. */
	next: Setup | null;
}

const RED = TEAM_NAMES.fouling;
const BLUE = TEAM_NAMES.fouled;

/** What a goal on this hit counts, as the play caption says it (the criterion named, never decided). */
function pointsWords(setup: Setup, c: SceneContext): string {
	if (!c.goal || setup.venue.kind !== 'arena') return '';
	const a = afterHit(setup).find((x) => x.id === 'goal');
	if (!a?.points) return '';
	const { one, two } = a.points;
	if (two === 'opportunity') return ' Taken from the spot, for a 2 point opportunity.';
	if (one && two) return ` It counts one point; two when the criteria of Rule ${two} are satisfied (the umpire says).`;
	if (one) return ' A goal scored directly from the mallet counts one point.';
	if (two) return ` A goal that satisfies the criteria of Rule ${two} counts two points (the umpire says).`;
	return '';
}

function buildPhases(setup: Setup, c: SceneContext): Phase[] {
	const { venue } = setup;
	const foul = foulSpot(setup);
	const hitterTeam = TEAM_NAMES[c.actors[c.hitterId].team];
	const hitterName = c.actors[c.hitterId].name;
	const ddName = c.ddId ? c.actors[c.ddId].name : RED;

	let foulLabel = 'The foul';
	let foulName: PhaseName = 'foul';
	let foulCaption = `${RED} fouls ${BLUE} ${fmt(Math.hypot(foul.x, foul.y))} yd from the goal ${RED} defends.`;
	let foulCitations: Citation[] = [];
	if (setup.award) {
		// Field: "a dangerous or deliberate foul ... in order to save a goal"; arena: "a deliberate foul ... to prevent the scoring of a goal".
		foulCaption = venue.kind === 'field' ? `${RED} commits a dangerous or deliberate foul near its goal to save a goal.` : `${RED} fouls deliberately near its goal to stop a goal.`;
		foulCitations = setup.award.citations.slice(0, 1);
	} else if (venue.kind === 'field' && setup.penalty === '6') {
		foulLabel = 'The safety';
		foulName = 'safety';
		foulCaption = `The ball crosses ${RED}'s back line ${fmt(Math.abs(foul.y))} yd from the centre of the goal.`;
	} else if (setup.rehit) {
		foulLabel = 'The penalty';
		foulName = 'penalty';
		foulCaption = `A Penalty ${penaltyLabel(setup.rehit.original)} is taken and carried out wrongly.`;
		foulCitations = [setup.rehit.citation];
	}

	let whistle: string;
	if (setup.award) {
		const goals = setup.award.goals === '1' ? 'one goal' : `${setup.award.goals} goals`;
		whistle = `${BLUE} is awarded ${goals}; play restarts with a Penalty 5.b from the centre${setup.award.changeOfDirection ? `, ${BLUE} now attacking the other goal` : ''}.`;
	} else if (setup.rehit) {
		whistle = setup.rehit.message;
	} else {
		whistle = `Whistle: ${setup.title}.`;
	}
	const adjustments = setup.adjustments.map((a) => a.message);
	const whistleCitations = uniqueCitations([
		...(setup.award?.citations ?? []),
		...(setup.rehit ? [setup.rehit.citation] : []),
		...setup.ballCitations,
		...setup.adjustments.flatMap((a) => a.citations)
	]);

	// The defended P3 lines up exactly as the undefended one; only the summary's last words differ.
	let lineupCaption = setup.summary;
	if (isFieldP3(setup) && c.defended !== Boolean(setup.options.defended)) {
		lineupCaption = computeSetup({ venue, penalty: setup.penalty, foul: setup.foul, options: { ...setup.options, defended: c.defended } }).summary;
	}
	const lineupCitations = uniqueCitations(setup.constraints.filter((k) => k.citation.rule !== 'venue').map((k) => k.citation));

	const hitCitation = setup.ballCitations.slice(0, 1);
	const goalCitations = c.goal ? afterCitations(setup, 'goal').slice(0, 2) : [];
	let play = `“Play”: ${hitterName} hits toward the goal.`;
	let playCitations = [...hitCitation, ...goalCitations];
	switch (c.kind) {
		case 'wide':
		case 'late':
		case 'affected':
			play = `“Play”: ${hitterName}'s shot goes wide of the goal and hits the end wall.`;
			playCitations = hitCitation;
			break;
		case 'out':
			play = `“Play”: ${hitterName}'s shot goes directly out of play over the end wall.`;
			playCitations = hitCitation;
			break;
		case 'missed':
		case 'clean-miss':
			play = `“Play”: ${hitterName} hits at the ball and misses.`;
			playCitations = hitCitation;
			break;
		case 'blocked':
			play = `“Play”: ${hitterName} shoots and ${ddName}, the defender in goal, blocks the ball.`;
			playCitations = [...hitCitation, ARENA_CITATIONS.p4Blocked];
			break;
		case 'entered':
			play = c.defended
				? `“Play”: ${c.riderId ? c.actors[c.riderId].name : RED} rides in between the goal posts, and ${hitterName}'s hit goes wide.`
				: `“Play”: ${c.riderId ? c.actors[c.riderId].name : RED} rides onto the field before the ball is hit, and ${hitterName}'s hit goes wide.`;
			playCitations = [...hitCitation, setup.penalty === '2' ? FIELD_CITATIONS.p2Entry : FIELD_CITATIONS.p3Entry];
			break;
		default:
			if (c.contact && c.ddId) {
				play = `“Play”: ${hitterName}'s shot glances off ${c.actors[c.ddId].name}, the designated defender, and goes in: it counts as one point.`;
				playCitations = [...hitCitation, ARENA_CITATIONS.p4Goal];
			} else if (isFieldP3(setup)) {
				play += c.defended
					? ` Defended: once the ball is in play ${RED} rides in from behind the back line, but not between the posts. ${BLUE} may not play the ball again until a ${RED} player has hit or hit at it, or it touches a goal post, a ${RED} player or a mount.`
					: ` Undefended: ${RED} may not enter the field from behind the back line. ${BLUE} may not play the ball again or affect its course.`;
				playCitations = [...hitCitation, FIELD_CITATIONS.p3Entry, FIELD_CITATIONS.p3OneTouch];
			} else if (venue.kind === 'field' && setup.penalty === '2' && setup.options.from === 'spot') {
				// The entry sentence binds players off the field; from the spot Red stands on it, 30 yd away.
				play += ` ${RED}'s players, on the field at least ${fmt(FIELD_MEASURES.p2SpotDistance)} yd from the ball and outside the goal until it is hit or hit at, may then play on; a ${RED} player off the field may not enter it.`;
				playCitations = [...hitCitation, FIELD_CITATIONS.p2Spot, FIELD_CITATIONS.p2Entry];
			} else if (venue.kind === 'field' && setup.penalty === '2') {
				play += ` Once the ball is in play, no ${RED} player may enter the field.`;
				playCitations = [...hitCitation, FIELD_CITATIONS.p2Entry];
			} else if (setup.award?.changeOfDirection) {
				play = `“Play”: ${hitterName} hits toward the other goal: ${hitterTeam} has changed direction.`;
			} else {
				play += pointsWords(setup, c);
			}
	}

	const phases: Phase[] = [
		{ id: 'foul', name: foulName, label: foulLabel, start: 0, end: c.tWhistle, caption: foulCaption, citations: foulCitations },
		{ id: 'whistle', name: 'whistle', label: 'The whistle', start: c.tWhistle, end: c.tLineup, caption: [whistle, ...adjustments].join(' '), citations: whistleCitations },
		{ id: 'lineup', name: 'lineup', label: 'The line-up', start: c.tLineup, end: c.tPlay, caption: lineupCaption, citations: lineupCitations },
		{ id: 'play', name: 'play', label: 'Play', start: c.tPlay, end: c.tPlayEnd, caption: play, citations: uniqueCitations(playCitations) }
	];
	if (REBOUND_KINDS.includes(c.kind)) {
		const within = REBOUND_WINDOW !== null ? `within ${fmt(REBOUND_WINDOW)} seconds` : 'immediately';
		const end = c.kind === 'wide' ? c.tEnd : c.tOutcome;
		const caption =
			c.kind === 'wide'
				? `The ball rebounds off the end wall: only ${RED} may play it, and ${within}; no ${BLUE} player may affect that play.`
				: c.kind === 'late'
					? `The ball rebounds off the end wall and no ${RED} player plays it: the ${fmt(ARENA_MEASURES.reboundSeconds)} seconds run out.`
					: `The ball rebounds off the end wall; ${ddName} plays it, but ${hitterName} rides within ${fmt(ARENA_MEASURES.reboundRadius)} yards of that play.`;
		const own = afterCitations(setup, 'wide-rebound');
		phases.push({ id: 'rebound', name: 'rebound', label: 'The rebound', start: c.tPlayEnd, end, caption, citations: reboundCitations(setup, own) });
	}
	if (OUTCOME_KINDS.includes(c.kind)) {
		const { caption, citations } = outcomeWords(setup, c);
		phases.push({ id: 'outcome', name: c.next ? 'new-hit' : 'play-on', label: c.next ? 'The new hit' : 'Play on', start: c.tOutcome, end: c.tEnd, caption, citations: uniqueCitations(citations) });
	}
	return phases;
}

/** The outcome phase's caption and its sentences. */
function outcomeWords(setup: Setup, c: SceneContext): { caption: string; citations: Citation[] } {
	const ddName = c.ddId ? c.actors[c.ddId].name : RED;
	const hitterName = c.actors[c.hitterId].name;
	const moved = (c.next?.adjustments ?? []).map((a) => a.message).join(' ');
	const also = (s: string) => (moved ? `${s} ${moved}` : s);
	switch (c.kind) {
		case 'late':
			return {
				caption: `${RED} did not play the rebound within ${fmt(ARENA_MEASURES.reboundSeconds)} seconds: the umpire stops play and ${BLUE} hits the Penalty ${penaltyLabel(basePenalty(setup))} again, lined up as before.`,
				citations: afterCitations(setup, 'rebound-late')
			};
		case 'affected':
			return {
				caption: `${BLUE} affected that play: the umpire may award a centre hit, shown here as a free hit to ${RED} from the centre, lined up as a Penalty 5.b (or a more severe penalty).`,
				citations: afterCitations(setup, 'rebound-affected')
			};
		case 'out':
			return {
				caption: also(`The ball went directly out of play: ${RED} gets a free hit from where it went out, no closer than ${fmt(ARENA_MEASURES.outOfPlayFromWall)} yards to the end wall, lined up as a Penalty 5.a.`),
				citations: c.next?.ballCitations ?? afterCitations(setup, 'out-of-play')
			};
		case 'missed':
			return {
				caption: also(`${hitterName} missed: ${RED} gets a free hit where play stopped, not less than ${fmt(ARENA_MEASURES.missedFromWall)} yards from the wall; it is not a penalty.`),
				citations: afterCitations(setup, 'missed')
			};
		case 'clean-miss':
			return { caption: `${hitterName} missed the ball completely: it remains in play.`, citations: afterCitations(setup, 'clean-miss') };
		case 'blocked':
			return { caption: `${ddName} blocked the ball in goal: it is live for both teams and the right of way rules apply.`, citations: afterCitations(setup, 'blocked') };
		default: {
			const b = setup.penalty === '2' ? FIELD_CITATIONS.p2b : FIELD_CITATIONS.p3b;
			return {
				caption: `A ${RED} player entered the field improperly and the hit went wide: the penalty is taken again. Had the hit been going in, the umpire would count it as a goal for ${BLUE}.`,
				citations: [...afterCitations(setup, 'entered-early'), b]
			};
		}
	}
}

/**
 * The sentences behind the rebound: the penalty's own wide-shot sentence and its meaning of
 * "immediately" (the geometry's afterHit), and the execution passage, which names 2, 3 and 4.
 */
const WIDE_IDS = new Set([ARENA_CITATIONS.p2Wide.id, ARENA_CITATIONS.p3Wide.id, ARENA_CITATIONS.p4Wide.id]);
function reboundCitations(setup: Setup, own: Citation[]): Citation[] {
	// The setup's own wide-shot sentence (Penalty 2's, 3's or 4's: the same words, each penalty's own reference).
	const wideSentence = own.length ? own.slice(0, 2) : setup.notes.filter((n) => WIDE_IDS.has(n.id)).slice(0, 1);
	return uniqueCitations([...wideSentence, ...(REBOUND_CITATION ? [REBOUND_CITATION] : [])]);
}

interface AnnotationContext extends SceneContext {
	from: Record<PlayerId, Point>;
	target: Record<PlayerId, Point>;
}

function buildAnnotations(setup: Setup, c: AnnotationContext): Annotation[] {
	const out: Annotation[] = [];
	for (const id of PLAYER_IDS) {
		const a = c.actors[id];
		const p = c.from[id];
		const q = c.target[id];
		if (p.x === q.x && p.y === q.y) continue;
		const violations = checkPosition(setup, { team: a.team, role: a.role }, p).violations.slice().sort((m, n) => n.by - m.by);
		const name = a.role === 'designated-defender' ? `${a.name}, the designated defender,` : a.name;
		for (const v of violations) {
			const constraint = setup.constraints.find((k) => k.id === v.constraintId && k.citation.id === v.citation.id);
			if (!constraint) continue;
			out.push({ actor: id, phase: 'lineup', text: `${name} ${movePhrase(setup, constraint)}`, citation: constraint.citation, detail: v.message });
		}
	}

	const hit = setup.ballCitations[0];
	const hitterName = c.actors[c.hitterId].name;
	if (c.kind === 'missed' || c.kind === 'clean-miss') {
		const miss = afterCitations(setup, c.kind === 'missed' ? 'missed' : 'clean-miss')[0];
		if (miss) out.push({ actor: c.hitterId, phase: 'play', text: `${hitterName} hits at the ball and misses`, citation: miss, detail: null, key: 'misses' });
	} else if (hit) {
		out.push({ actor: c.hitterId, phase: 'play', text: `${hitterName} takes the hit`, citation: hit, detail: null });
	}
	const fouling = PLAYER_IDS.filter((id) => c.actors[id].team === 'fouling');
	if (c.kind === 'entered' && c.riderId) {
		const entry = setup.penalty === '2' ? FIELD_CITATIONS.p2Entry : FIELD_CITATIONS.p3Entry;
		out.push({
			actor: c.riderId,
			phase: 'play',
			text: c.defended ? `${c.actors[c.riderId].name} enters the field between the goal posts` : `${c.actors[c.riderId].name} enters the field before the ball is in play`,
			citation: entry,
			detail: null,
			key: c.defended ? 'enters-posts' : 'enters-early'
		});
	} else if (isFieldP3(setup)) {
		for (const id of fouling) {
			const text = c.defended ? 'rides in from behind the back line, outside the posts' : 'stays behind the back line';
			out.push({ actor: id, phase: 'play', text: `${c.actors[id].name} ${text}`, citation: FIELD_CITATIONS.p3Entry, detail: null });
		}
	} else if (setup.venue.kind === 'field' && setup.penalty === '2' && setup.options.from !== 'spot') {
		for (const id of fouling) {
			out.push({ actor: id, phase: 'play', text: `${c.actors[id].name} stays behind the back line`, citation: FIELD_CITATIONS.p2Entry, detail: null });
		}
	}
	if (c.kind === 'blocked' && c.ddId) {
		out.push({ actor: c.ddId, phase: 'play', text: `${c.actors[c.ddId].name}, the defender in goal, blocks the ball`, citation: ARENA_CITATIONS.p4Blocked, detail: null, key: 'blocks' });
	}
	if (REBOUND_KINDS.includes(c.kind) && c.ddId) {
		const within = REBOUND_WINDOW !== null ? `within ${fmt(REBOUND_WINDOW)} seconds` : 'immediately';
		const own = afterCitations(setup, 'wide-rebound');
		const keepClear = reboundCitations(setup, own).at(0);
		const meaning = own[1] ?? keepClear;
		if (c.kind === 'wide') {
			const playIt = REBOUND_CITATION ?? keepClear;
			if (playIt) out.push({ actor: c.ddId, phase: 'rebound', text: `${c.actors[c.ddId].name} plays the rebound ${within}`, citation: playIt, detail: null });
			if (keepClear) out.push({ actor: c.hitterId, phase: 'rebound', text: `${hitterName} keeps clear of that play`, citation: keepClear, detail: null });
		} else if (c.kind === 'late') {
			const late = afterCitations(setup, 'rebound-late')[0];
			if (late) out.push({ actor: c.ddId, phase: 'rebound', text: `${c.actors[c.ddId].name} does not play the rebound ${within}`, citation: late, detail: null, key: 'rebound-not-played' });
		} else if (meaning) {
			out.push({ actor: c.hitterId, phase: 'rebound', text: `${hitterName} rides within ${fmt(ARENA_MEASURES.reboundRadius)} yards of that play`, citation: meaning, detail: null, key: 'rebound-affects' });
		}
	}
	if (c.next && c.next !== setup) {
		const newHitter = PLAYER_IDS.find((id) => c.actors[id].team === c.next!.hitter && c.actors[id].number === 1);
		const why = c.next.ballCitations[0];
		if (newHitter && why) out.push({ actor: newHitter, phase: 'outcome', text: `${c.actors[newHitter].name} takes the free hit`, citation: why, detail: null, key: 'free-hit' });
	}
	return out;
}
