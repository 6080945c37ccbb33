import {
	ARENA_CITATIONS,
	checkPosition,
	computeSetup,
	dist,
	FIELD_CITATIONS,
	FIELD_MEASURES,
	nearestLegal,
	penaltyLabel,
	standardLineup,
	type Citation,
	type Point,
	type Rect,
	type Setup
} from '$lib/geometry';
import { foulSpot, inPlayScatter } from './scatter';
import { fmt, movePhrase, REBOUND_CITATION, REBOUND_WINDOW, TEAM_NAMES } from './text';
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
	type Phase,
	type PhaseId,
	type PlayerId,
	type Track,
	type Variant
} from './types';

/*
 * framesFor: the whole clinic sequence for one setup as keyframes. 1. the foul (in-play scatter,
 * ball at the foul spot); 2. the whistle (ball to its spot; awards: into the goal, then to the
 * centre); 3. the line-up (each player to its legal position, annotated with the rule it broke);
 * 4. "Play" (the hitter strikes, the ball travels toward the goal); arena wide-rebound variant:
 * 5. the rebound off the end wall, played by the designated defender.
 *
 * Where the ball may be outside venue.surround: only inside a goal, at most GOAL_DEPTH behind the
 * goal line and between the posts, when the animation puts it into the net (an awarded goal, or a
 * shot that reaches the goal). In the arena, whose surround is its walls, that is behind the goal
 * mouth in the end wall.
 */

/** Seconds per phase; the longest animation (wide-rebound) lasts 13.5 s. */
export const PHASE_SECONDS: Record<PhaseId, number> = { foul: 1.5, whistle: 2, lineup: 4, play: 3, rebound: 3 };

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
const REBOUND_RUN = 8;
const CLEAR_RUN = 20;
const DD_FOLLOW = 6;
/** Field P3 defended: how far in front of the back line the fouling team rides in. */
const RIDE_IN = 12;
/** ...and how far outside the posts at least, so nobody enters between them. */
const RIDE_OUTSIDE_POSTS = 2;
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

const isFieldP3 = (setup: Setup) => setup.venue.kind === 'field' && setup.penalty === '3';

/** The designated defender stands in the goal arc (arena Penalty 4 and its re-hits), in front of the goal. */
const ddInArc = (setup: Setup) => setup.constraints.some((c) => c.id === 'dd-goal-arc');

function nearestOnSegment(p: Point, a: Point, b: Point): Point {
	const ab = sub(b, a);
	const l2 = ab.x * ab.x + ab.y * ab.y;
	const t = l2 === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / l2));
	return add(a, scale(ab, t));
}
const distToSegment = (p: Point, a: Point, b: Point) => dist(p, nearestOnSegment(p, a, b));

/** The outcomes worth showing for a setup; the first is the default (field P3: the setup's own option). */
export function variantsFor(setup: Setup): Variant[] {
	if (!setup.placement) return [];
	if (isFieldP3(setup)) {
		const both: Variant[] = [
			{ id: 'undefended', label: 'Undefended: the fouling team stays behind the back line' },
			{ id: 'defended', label: 'Defended: the fouling team rides in once the ball is in play' }
		];
		return setup.options.defended ? [both[1]!, both[0]!] : both;
	}
	if (hasWideRebound(setup)) {
		return [
			{ id: 'goal', label: 'Shot on goal' },
			{ id: 'wide-rebound', label: 'Wide: the ball rebounds off the end wall' }
		];
	}
	return [{ id: 'main', label: 'The penalty hit' }];
}

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
		const k = c.ref + '\u0000' + c.sentence;
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

/** The whole animation for one setup: see the module comment. Pure and deterministic. */
export function framesFor(setup: Setup, opts: FramesOptions = {}): Frames {
	const { venue, ball, hitter, attackGoalX: goalX } = setup;
	if (!setup.placement || !ball || !hitter || goalX === null) {
		throw new AnimationError('no-placement', `${setup.title} places no players: there is no line-up to animate`);
	}
	const variants = variantsFor(setup);
	const variant = pickVariant(setup, variants, opts.variant);
	const wide = variant === 'wide-rebound';
	const defended = variant === 'defended';

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
	const tEnd = wide ? tPlayEnd + S.rebound : tPlayEnd;
	const strikeT = tPlay + APPROACH_S;
	const moments: Moments = { strike: strikeT };

	const goalHalf = venue.goalWidth / 2;
	const goal = venue.goals.find((g) => g.x === goalX) ?? venue.goals[0];
	const hitterId = PLAYER_IDS.find((id) => actors[id].role === 'hitter')!;
	const ddId = PLAYER_IDS.find((id) => actors[id].role === 'designated-defender');

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

	// 4: "Play". The wide shot aims at the end wall outside the goal, on the designated defender's side.
	const dd = ddId ? target[ddId] : null;
	const wallPoint: Point = {
		x: goal.x,
		y: (Math.sign(dd?.y ?? 1) || 1) * Math.min(goalHalf + WIDE_MISS, venue.width / 2 - ROOM)
	};
	// A shot on goal aims at the goal centre; where a designated defender stands in the goal arc (arena
	// P4), at the side of the goal mouth away from it, and if the line still passes within its reach the
	// ball glances off the defender into the goal ("after contact with the defender's mallet, body, or
	// mount, it shall count as one point"): never through the defender untouched.
	let aim: Point = wide ? wallPoint : { x: goal.x, y: 0 };
	let contact: Point | null = null;
	if (!wide && dd && ddInArc(setup)) {
		aim = { x: goal.x, y: -(Math.sign(dd.y) || 1) * goalHalf * AIM_INSIDE_POST };
		if (distToSegment(dd, ball, aim) < DEFENDER_REACH) contact = nearestOnSegment(dd, ball, aim);
	}
	const u = unit(sub(contact ?? aim, ball));
	const strikePoint = clampInto(venue.surround, sub(ball, scale(u, STRIKE_BACK)), 0);
	const h = tracks[hitterId];
	h.to(strikeT, strikePoint, 'in');
	h.to(tPlayEnd, clampInto(venue.surround, add(strikePoint, scale(u, wide ? FOLLOW_WIDE : FOLLOW)), ROOM), 'out');

	b.hold(strikeT);
	const toGoal = dist(ball, aim);
	const flight = Math.min(S.play - APPROACH_S - NET_S, Math.max(FLIGHT_MIN_S, Math.min(toGoal, SHOT_REACH) / BALL_SPEED));
	if (wide) {
		b.to(tPlayEnd, wallPoint, 'linear');
		moments.wall = tPlayEnd;
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
	const fouling = PLAYER_IDS.filter((id) => actors[id].team === 'fouling');
	if (defended) {
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

	// 5: the rebound. The defender may not play the ball before it comes off the wall.
	if (wide && ddId) {
		const inArena = (p: Point) => clampInto(venue.surround, p, ROOM);
		const d = unit(sub(wallPoint, ball));
		const rebound = inArena(add(wallPoint, scale({ x: -d.x, y: d.y }, REBOUND_RUN)));
		const clear = { x: goal.facing, y: 0 };
		const playT = tPlayEnd + DD_REACH_S;
		b.to(tPlayEnd + REBOUND_ROLL_S, rebound, 'out').hold(playT);
		b.to(playT + CLEAR_S, inArena(add(rebound, scale(clear, CLEAR_RUN))), 'out');
		const ddPlay = clampInto(venue.surround, sub(rebound, scale(clear, STRIKE_BACK)), 0);
		tracks[ddId].hold(tPlayEnd).to(playT, ddPlay, 'in-out').to(playT + CLEAR_S, inArena(add(ddPlay, scale(clear, DD_FOLLOW))), 'out');
		// The hitter pulls away: the fouled team may not affect that play.
		h.to(tPlayEnd + DD_REACH_S, inArena(add(h.at, { x: goal.facing * PULL_AWAY, y: 0 })), 'in-out');
		moments.reboundPlayed = playT;
	}

	const built = { ball: b, ...tracks } as Record<ActorId, TrackBuilder>;
	const trackOut = {} as Record<ActorId, Track>;
	for (const id of ACTOR_IDS) trackOut[id] = built[id].hold(tEnd).keys;

	const phases = buildPhases(setup, { tWhistle, tLineup, tPlay, tPlayEnd, tEnd, wide, defended, actors, hitterId, ddId, contact: !!contact });
	const annotations = buildAnnotations(setup, { from, target, actors, hitterId, ddId, wide, defended });

	return {
		duration: tEnd,
		phases,
		tracks: trackOut,
		annotations,
		variant: variants.length > 1 ? variant : null,
		actors,
		moments
	};
}

interface PhaseContext {
	tWhistle: number;
	tLineup: number;
	tPlay: number;
	tPlayEnd: number;
	tEnd: number;
	wide: boolean;
	defended: boolean;
	actors: Record<PlayerId, ActorInfo>;
	hitterId: PlayerId;
	ddId: PlayerId | undefined;
	/** The shot glances off the designated defender into the goal. */
	contact: boolean;
}

const RED = TEAM_NAMES.fouling;
const BLUE = TEAM_NAMES.fouled;

function buildPhases(setup: Setup, c: PhaseContext): Phase[] {
	const { venue } = setup;
	const foul = foulSpot(setup);
	const hitterTeam = TEAM_NAMES[c.actors[c.hitterId].team];
	const hitterName = c.actors[c.hitterId].name;

	let foulLabel = 'The foul';
	let foulCaption = `${RED} fouls ${BLUE} ${fmt(Math.hypot(foul.x, foul.y))} yd from the goal ${RED} defends.`;
	let foulCitations: Citation[] = [];
	if (setup.award) {
		// Field: "a dangerous or deliberate foul ... in order to save a goal"; arena: "a deliberate foul ... to prevent the scoring of a goal".
		foulCaption = venue.kind === 'field' ? `${RED} commits a dangerous or deliberate foul near its goal to save a goal.` : `${RED} fouls deliberately near its goal to stop a goal.`;
		foulCitations = setup.award.citations.slice(0, 1);
	} else if (venue.kind === 'field' && setup.penalty === '6') {
		foulLabel = 'The safety';
		foulCaption = `The ball crosses ${RED}'s back line ${fmt(Math.abs(foul.y))} yd from the centre of the goal.`;
	} else if (setup.rehit) {
		foulLabel = 'The penalty';
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
	let play = `“Play”: ${hitterName} hits toward the goal.`;
	let playCitations = hitCitation;
	if (c.wide) {
		play = `“Play”: ${hitterName}'s shot goes wide of the goal and hits the end wall.`;
	} else if (c.contact && c.ddId) {
		play = `“Play”: ${hitterName}'s shot glances off ${c.actors[c.ddId].name}, the designated defender, and goes in: it counts as one point.`;
		playCitations = [...hitCitation, ARENA_CITATIONS.p4Goal];
	} else if (isFieldP3(setup)) {
		play += c.defended
			? ` Defended: once the ball is in play ${RED} rides in from behind the back line, but not between the posts.`
			: ` Undefended: ${RED} may not enter the field from behind the back line.`;
		playCitations = [...hitCitation, FIELD_CITATIONS.p3Entry];
	} else if (venue.kind === 'field' && setup.penalty === '2' && setup.options.from === 'spot') {
		// The entry sentence binds players off the field; from the spot Red stands on it, 30 yd away.
		play += ` ${RED}'s players, on the field at least ${fmt(FIELD_MEASURES.p2SpotDistance)} yd from the ball and outside the goal until it is hit or hit at, may then play on; a ${RED} player off the field may not enter it.`;
		playCitations = [...hitCitation, FIELD_CITATIONS.p2Spot, FIELD_CITATIONS.p2Entry];
	} else if (venue.kind === 'field' && setup.penalty === '2') {
		play += ` Once the ball is in play, no ${RED} player may enter the field.`;
		playCitations = [...hitCitation, FIELD_CITATIONS.p2Entry];
	} else if (setup.award?.changeOfDirection) {
		play = `“Play”: ${hitterName} hits toward the other goal: ${hitterTeam} has changed direction.`;
	}

	const phases: Phase[] = [
		{ id: 'foul', label: foulLabel, start: 0, end: c.tWhistle, caption: foulCaption, citations: foulCitations },
		{ id: 'whistle', label: 'The whistle', start: c.tWhistle, end: c.tLineup, caption: [whistle, ...adjustments].join(' '), citations: whistleCitations },
		{ id: 'lineup', label: 'The line-up', start: c.tLineup, end: c.tPlay, caption: lineupCaption, citations: lineupCitations },
		{ id: 'play', label: 'Play', start: c.tPlay, end: c.tPlayEnd, caption: play, citations: uniqueCitations(playCitations) }
	];
	if (c.wide) {
		const within = REBOUND_WINDOW !== null ? `within ${fmt(REBOUND_WINDOW)} seconds` : 'immediately';
		phases.push({
			id: 'rebound',
			label: 'The rebound',
			start: c.tPlayEnd,
			end: c.tEnd,
			caption: `The ball rebounds off the end wall: only ${RED} may play it, and ${within}; no ${BLUE} player may affect that play.`,
			citations: reboundCitations(setup)
		});
	}
	return phases;
}

/**
 * The sentences behind the rebound: the geometry cites the wide-shot sentence for Penalties 2 and 3
 * (it sits in their notes); the execution passage, which gives the seconds, names 2, 3 and 4.
 */
function reboundCitations(setup: Setup): Citation[] {
	// The setup's own wide-shot sentence (Penalty 2's, 3's or 4's: the same words, each penalty's own reference).
	const wideSentence = setup.notes.filter((n) => n.sentence === ARENA_CITATIONS.p2Wide.sentence).slice(0, 1);
	return uniqueCitations([...wideSentence, ...(REBOUND_CITATION ? [REBOUND_CITATION] : [])]);
}

interface AnnotationContext {
	from: Record<PlayerId, Point>;
	target: Record<PlayerId, Point>;
	actors: Record<PlayerId, ActorInfo>;
	hitterId: PlayerId;
	ddId: PlayerId | undefined;
	wide: boolean;
	defended: boolean;
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
			const constraint = setup.constraints.find((k) => k.id === v.constraintId && k.citation.sentence === v.sentence);
			if (!constraint) continue;
			out.push({ actor: id, phase: 'lineup', text: `${name} ${movePhrase(setup, constraint)}`, citation: constraint.citation, detail: v.message });
		}
	}

	const hit = setup.ballCitations[0];
	if (hit) out.push({ actor: c.hitterId, phase: 'play', text: `${c.actors[c.hitterId].name} takes the hit`, citation: hit, detail: null });
	const fouling = PLAYER_IDS.filter((id) => c.actors[id].team === 'fouling');
	if (isFieldP3(setup)) {
		for (const id of fouling) {
			const text = c.defended ? 'rides in from behind the back line, outside the posts' : 'stays behind the back line';
			out.push({ actor: id, phase: 'play', text: `${c.actors[id].name} ${text}`, citation: FIELD_CITATIONS.p3Entry, detail: null });
		}
	} else if (setup.venue.kind === 'field' && setup.penalty === '2' && setup.options.from !== 'spot') {
		for (const id of fouling) {
			out.push({ actor: id, phase: 'play', text: `${c.actors[id].name} stays behind the back line`, citation: FIELD_CITATIONS.p2Entry, detail: null });
		}
	}
	if (c.wide && c.ddId) {
		const within = REBOUND_WINDOW !== null ? `within ${fmt(REBOUND_WINDOW)} seconds` : 'immediately';
		const playIt = REBOUND_CITATION ?? reboundCitations(setup).at(0);
		if (playIt) out.push({ actor: c.ddId, phase: 'rebound', text: `${c.actors[c.ddId].name} plays the rebound ${within}`, citation: playIt, detail: null });
		const keepClear = reboundCitations(setup).at(0);
		if (keepClear) out.push({ actor: c.hitterId, phase: 'rebound', text: `${c.actors[c.hitterId].name} keeps clear of that play`, citation: keepClear, detail: null });
	}
	return out;
}
