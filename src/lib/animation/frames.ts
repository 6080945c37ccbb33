import {
	add,
	checkPosition,
	computeSetup,
	dist,
	distToSegment,
	nearestLegal,
	nearestOnSegment,
	outcomeSetup,
	penaltyLabel,
	scale,
	standardLineup,
	sub,
	unit,
	type Citation,
	type Point,
	type Setup
} from '$lib/geometry';
import { fmt, movePhrase, TEAM_NAMES } from './english';
import {
	afterCitations,
	BLUE,
	ddInArc,
	PHASE_SECONDS,
	RED,
	REBOUND_KINDS,
	ROOM,
	STRIKE_BACK,
	uniqueCitations,
	type AfterPlay,
	type Kind,
	type SceneContext
} from './scene';
import { sceneOf } from './scenes';
import { foulSpot, inPlayScatter } from './scatter';
import { clampInto, TrackBuilder } from './track';
import { ACTOR_IDS, PLAYER_IDS, type ActorId, type ActorInfo, type Annotation, type Frames, type FramesOptions, type Moments, type OverlayTrack, type Phase, type PhaseName, type PlayerId, type Track, type Variant } from './types';

export { PHASE_SECONDS };

/*
 * framesFor: the whole clinic sequence for one setup as keyframes. 1. the foul (in-play scatter,
 * ball at the foul spot); 2. the whistle (ball to its spot; awards: into the goal, then to the
 * centre); 3. the line-up (each player to its legal position, annotated with the rule it broke);
 * 4. "Play" (the hitter strikes, the ball travels toward the goal); then, in the variants of what
 * happens after the hit (issue 15): 5. the rebound off the end wall (arena P2-P4: played in time,
 * not played, or affected by a fouled player), with the 5-yard circle and the 5-second count as
 * overlays; 6. the outcome: the umpire's call and the situation the rule produces, the players lined
 * up legally for the new hit where there is one (the geometry's outcomeSetup places it). What only
 * one venue animates (the field's riders, the arena's rebound, block and shot out of play) is that
 * venue's scene (scene.ts, scenes/): this is the sequence both share.
 *
 * Where the ball may be outside venue.surround: only inside a goal, at most GOAL_DEPTH behind the
 * goal line and between the posts, when the animation puts it into the net (an awarded goal, or a
 * shot that reaches the goal). In the arena, whose surround is its walls, that is behind the goal
 * mouth in the end wall.
 */

// Timings inside phases, seconds from the phase start.
const AWARD_LINE_S = 0.7;
const AWARD_NET_S = 0.9;
const APPROACH_S = 0.8;
const NET_S = 0.25;
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
const FOLLOW = 8;
const FOLLOW_WIDE = 3;
/** A shot on goal past a defender in the arc aims this far across the half goal mouth away from it. */
const AIM_INSIDE_POST = 0.6;
/** A ball passing nearer a defender than this (a horse's half length and a mallet) touches it. */
export const DEFENDER_REACH = 2;
/** The wide shot hits the end wall this far outside the goal edge. */
const WIDE_MISS = 4;
/** The shot hit out of play leaves over the end wall this far outside the goal edge. */
const OUT_WIDE = 8;
/** The blocked ball drops this far in front of the defender. */
const DROP = 1.5;
/** Entered-early: the hit goes this far wide of the post, and rolls this far behind the back line. */
const WIDE_OF_POST = 3;
const ROLL_BEHIND = 4;

export type AnimationErrorCode = 'no-placement' | 'unknown-variant' | 'invalid-start';

export class AnimationError extends Error {
	readonly code: AnimationErrorCode;
	constructor(code: AnimationErrorCode, message: string) {
		super(message);
		this.name = 'AnimationError';
		this.code = code;
	}
}

import { variantsFor } from './variants';

export { variantsFor };

/** The field P3 (its variants: undefended, defended, entered early). */
const isFieldP3 = (setup: Setup) => setup.venue.kind === 'field' && setup.penalty === '3';

function kindOf(variant: string): Kind {
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

/** The kinds whose last phase is the umpire's call and a new hit lined up (or a live ball). */
const OUTCOME_KINDS: readonly Kind[] = ['late', 'affected', 'out', 'missed', 'clean-miss', 'blocked', 'entered'];

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
	const kind = kindOf(variant);
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

	// Entered-early (field P2, P3): the fouling rider who enters the field before the ball is hit.
	const fouling = PLAYER_IDS.filter((id) => actors[id].team === 'fouling');
	// The rider is one standing behind the back line (all of them on a P2 from the 30 or a P3; on a P2 from
	// the spot, those who stand off the field), the one nearest the goal axis.
	const behindLine = (id: PlayerId) => ((target[id].x - goal.x) * goal.facing < 0 ? 0 : 1);
	const riderId = kind === 'entered' ? fouling.slice().sort((p, q) => behindLine(p) - behindLine(q) || Math.abs(target[p].y) - Math.abs(target[q].y) || p.localeCompare(q))[0]! : null;
	// Where nobody stands off the field (a P2 from the spot), the rider lines up behind the back line; a
	// line-up the user placed is kept as it is.
	if (riderId && behindLine(riderId) && !opts.start) target[riderId] = offFieldStand(setup, who(riderId), target[riderId]);

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

	// 5: what the venue adds after the strike (field: the riders; arena: the rebound off the end wall).
	const after: AfterPlay = sceneOf(venue.kind).afterPlay(setup, {
		kind,
		variant,
		defended,
		ball: b,
		tracks,
		hitterId,
		ddId,
		riderId,
		fouling,
		target,
		goal,
		wallPoint,
		tPlay,
		strikeT,
		tPlayEnd,
		moments,
		overlays
	}) ?? { tEnd: tPlayEnd, tOutcome: tPlayEnd, atStop: ball };
	let tEnd = after.tEnd;
	const { tOutcome, atStop } = after;

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

	const ctx: SceneContext = { kind, variant, tWhistle, tLineup, tPlay, tPlayEnd, tOutcome, tEnd, defended, actors, hitterId, ddId, hitterName: actors[hitterId].name, ddName: ddId ? actors[ddId].name : RED, riderId, contact: !!contact, goal: moments.goal !== undefined, next };
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

/** How far apart offFieldStand tries places along the back line (yards; cosmetic). */
const STAND_STEP = 2;

/**
 * Where the rider who enters early stands when the line-up has nobody off the field (field P2 from the
 * spot, RULE-READINGS third pass, Penalty 2c): behind the back line, outside the posts, the legal place
 * nearest level with where it would have stood. Its own place if there is none.
 */
function offFieldStand(setup: Setup, who: { team: 'fouling' | 'fouled'; role: 'player' | 'hitter' | 'designated-defender' }, at: Point): Point {
	const { venue } = setup;
	const line = venue.goals[0];
	const side = Math.sign(at.y) || 1;
	const x = line.x - line.facing * ROLL_BEHIND;
	const half = venue.width / 2 - ROOM;
	const minY = venue.goalWidth / 2 + WIDE_OF_POST;
	for (let k = 0; k <= (2 * half) / STAND_STEP; k++) {
		for (const s of [side, -side]) {
			const y = s * Math.min(half, Math.max(minY, Math.abs(at.y)) + k * STAND_STEP);
			if (checkPosition(setup, who, { x, y }).legal) return { x, y };
		}
	}
	return at;
}

/** A line-up's positions by player id ('fouling-3'). */
function positionsOf(lineup: { team: string; number: number; x: number; y: number }[]): Partial<Record<PlayerId, Point>> {
	const out: Partial<Record<PlayerId, Point>> = {};
	for (const l of lineup) out[`${l.team}-${l.number}` as PlayerId] = { x: l.x, y: l.y };
	return out;
}

function buildPhases(setup: Setup, c: SceneContext): Phase[] {
	const { venue } = setup;
	const foul = foulSpot(setup);
	const hitterTeam = TEAM_NAMES[c.actors[c.hitterId].team];
	const hitterName = c.actors[c.hitterId].name;

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
	const plain = { caption: `“Play”: ${hitterName} hits toward the goal.`, citations: [...hitCitation, ...goalCitations] };
	const scene = sceneOf(venue.kind);
	const play =
		c.kind === 'shot' && setup.award?.changeOfDirection
			? { caption: `“Play”: ${hitterName} hits toward the other goal: ${hitterTeam} has changed direction.`, citations: plain.citations }
			: scene.playWords(setup, c, plain, hitCitation);

	const phases: Phase[] = [
		{ id: 'foul', name: foulName, label: foulLabel, start: 0, end: c.tWhistle, caption: foulCaption, citations: foulCitations },
		{ id: 'whistle', name: 'whistle', label: 'The whistle', start: c.tWhistle, end: c.tLineup, caption: [whistle, ...adjustments].join(' '), citations: whistleCitations },
		{ id: 'lineup', name: 'lineup', label: 'The line-up', start: c.tLineup, end: c.tPlay, caption: lineupCaption, citations: lineupCitations },
		{ id: 'play', name: 'play', label: 'Play', start: c.tPlay, end: c.tPlayEnd, caption: play.caption, citations: uniqueCitations(play.citations) },
		...scene.phases(setup, c)
	];
	if (OUTCOME_KINDS.includes(c.kind)) {
		const { caption, citations } = scene.outcomeWords(setup, c);
		phases.push({ id: 'outcome', name: c.next ? 'new-hit' : 'play-on', label: c.next ? 'The new hit' : 'Play on', start: c.tOutcome, end: c.tEnd, caption, citations: uniqueCitations(citations) });
	}
	return phases;
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
	const { hitterName } = c;
	if (c.kind === 'missed' || c.kind === 'clean-miss') {
		const miss = afterCitations(setup, c.kind === 'missed' ? 'missed' : 'clean-miss')[0];
		if (miss) out.push({ actor: c.hitterId, phase: 'play', text: `${hitterName} hits at the ball and misses`, citation: miss, detail: null, key: 'misses' });
	} else if (hit) {
		out.push({ actor: c.hitterId, phase: 'play', text: `${hitterName} takes the hit`, citation: hit, detail: null });
	}
	out.push(...sceneOf(setup.venue.kind).annotations(setup, c));
	if (c.next && c.next !== setup) {
		const newHitter = PLAYER_IDS.find((id) => c.actors[id].team === c.next!.hitter && c.actors[id].number === 1);
		const why = c.next.ballCitations[0];
		if (newHitter && why) out.push({ actor: newHitter, phase: 'outcome', text: `${c.actors[newHitter].name} takes the free hit`, citation: why, detail: null, key: 'free-hit' });
	}
	return out;
}
