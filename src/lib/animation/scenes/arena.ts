import { add, afterHit, ARENA_CITATIONS, ARENA_MEASURES, basePenalty, lerp, penaltyLabel, scale, sub, unit, type Citation, type Setup } from '$lib/geometry';
import { fmt, REBOUND_CITATION, REBOUND_WINDOW } from '../english';
import {
	afterCitations,
	BLUE,
	PHASE_SECONDS,
	REBOUND_KINDS,
	RED,
	ROOM,
	STRIKE_BACK,
	uniqueCitations,
	type SceneContext,
	type VenueScene
} from '../scene';
import { clampInto } from '../track';
import type { Annotation } from '../types';

/*
 * The arena's part of the animation (scene.ts): after a free hit with a designated defender (P2, P3,
 * P4) the shot on goal, the block in goal, the shot wide off the end wall and its rebound (played in
 * time, not played, or affected by a fouled player, with the 5-yard circle and the 5-second count),
 * the shot out of play and the miss; after a 5.a or 5.b the shot out of play and the clean miss.
 */

// Timings, seconds from the end of "Play".
const REBOUND_ROLL_S = 1.2;
const DD_REACH_S = 1.5;
const CLEAR_S = 1.2;
/** After a rebound not played, the count shows 0 this long before the call. */
const TIME_UP_S = 0.5;
/** After a fouled player reaches the rebound play, the umpire's call comes this much later. */
const AFFECTED_CALL_S = 0.6;

// Cosmetic distances (yards), not rules.
const PULL_AWAY = 6;
const REBOUND_RUN = 8;
const CLEAR_RUN = 20;
const DD_FOLLOW = 6;
/** A rebound not played: the defender rides this share of the way toward it, and stops. */
const HESITATE = 0.4;
/** A rebound affected: the fouled player ends this far from the play, inside the 5-yard circle. */
const AFFECT_NEAR = 3;

/** What a goal on this hit counts, as the play caption says it (the criterion named, never decided). */
function pointsWords(setup: Setup, c: SceneContext): string {
	if (!c.goal) return '';
	const a = afterHit(setup).find((x) => x.id === 'goal');
	if (!a?.points) return '';
	const { one, two } = a.points;
	if (two === 'opportunity') return ' Taken from the spot, for a 2 point opportunity.';
	if (one && two) return ` It counts one point; two when the criteria of Rule ${two} are satisfied (the umpire says).`;
	if (one) return ' A goal scored directly from the mallet counts one point.';
	if (two) return ` A goal that satisfies the criteria of Rule ${two} counts two points (the umpire says).`;
	return '';
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

const within = () => (REBOUND_WINDOW !== null ? `within ${fmt(REBOUND_WINDOW)} seconds` : 'immediately');

// Its outcomes (the shot, the block, the rebounds, out of play, the misses) are listed in ../variants.ts.
export const arenaScene: VenueScene = {
	// The rebound. The defender may not play the ball before it comes off the wall.
	afterPlay(setup, p) {
		const { venue } = setup;
		const ball = setup.ball!;
		const tEnd = p.tPlayEnd;
		const ddId = p.ddId;
		if (!REBOUND_KINDS.includes(p.kind) || !ddId) return null;
		const inArena = (q: Parameters<typeof clampInto>[1]) => clampInto(venue.surround, q, ROOM);
		const { goal, wallPoint, tPlayEnd, moments, overlays } = p;
		const b = p.ball;
		const h = p.tracks[p.hitterId];
		const d = unit(sub(wallPoint, ball));
		const rebound = inArena(add(wallPoint, scale({ x: -d.x, y: d.y }, REBOUND_RUN)));
		const clear = { x: goal.facing, y: 0 };
		const ddPlay = clampInto(venue.surround, sub(rebound, scale(clear, STRIKE_BACK)), 0);
		const playT = tPlayEnd + DD_REACH_S;
		const R = ARENA_MEASURES.reboundRadius;
		b.to(tPlayEnd + REBOUND_ROLL_S, rebound, 'out');
		p.tracks[ddId].hold(tPlayEnd);
		if (p.kind === 'wide') {
			b.hold(playT).to(playT + CLEAR_S, inArena(add(rebound, scale(clear, CLEAR_RUN))), 'out');
			p.tracks[ddId].to(playT, ddPlay, 'in-out').to(playT + CLEAR_S, inArena(add(ddPlay, scale(clear, DD_FOLLOW))), 'out');
			// The hitter pulls away: the fouled team may not affect that play.
			h.to(tPlayEnd + DD_REACH_S, inArena(add(h.at, { x: goal.facing * PULL_AWAY, y: 0 })), 'in-out');
			moments.reboundPlayed = playT;
			const end = tPlayEnd + PHASE_SECONDS.rebound;
			overlays.push({ kind: 'circle', role: 'rebound-circle', actor: ddId, r: R, start: tPlayEnd, end });
			overlays.push({ kind: 'count', role: 'rebound-count', actor: ddId, r: R, from: ARENA_MEASURES.reboundSeconds, start: tPlayEnd, end: playT });
			return { tEnd: end, tOutcome: tPlayEnd, atStop: ball };
		}
		if (p.kind === 'late') {
			// "If the fouling team does not play the ball immediately": the defender rides part of the way and stops.
			const timeUp = tPlayEnd + ARENA_MEASURES.reboundSeconds;
			p.tracks[ddId].to(playT, lerp(p.target[ddId], ddPlay, HESITATE), 'in-out');
			h.to(tPlayEnd + DD_REACH_S, inArena(add(h.at, { x: goal.facing * PULL_AWAY, y: 0 })), 'in-out');
			const tOutcome = timeUp + TIME_UP_S;
			moments.call = timeUp;
			overlays.push({ kind: 'circle', role: 'rebound-circle', actor: ddId, r: R, start: tPlayEnd, end: tOutcome });
			overlays.push({ kind: 'count', role: 'rebound-count', actor: ddId, r: R, from: ARENA_MEASURES.reboundSeconds, start: tPlayEnd, end: tOutcome });
			return { tEnd, tOutcome, atStop: rebound };
		}
		// "affect that play ... being within a 5-yard radius of the ... play on the rebound": the hitter rides in.
		p.tracks[ddId].to(playT, ddPlay, 'in-out');
		const near = inArena(add(ddPlay, scale(unit(sub(h.at, ddPlay)), AFFECT_NEAR)));
		h.to(playT, near, 'in-out');
		const tOutcome = playT + AFFECTED_CALL_S;
		moments.reboundPlayed = playT;
		moments.call = playT + AFFECTED_CALL_S / 2;
		overlays.push({ kind: 'circle', role: 'rebound-circle', actor: ddId, r: R, start: tPlayEnd, end: tOutcome });
		overlays.push({ kind: 'count', role: 'rebound-count', actor: ddId, r: R, from: ARENA_MEASURES.reboundSeconds, start: tPlayEnd, end: playT });
		return { tEnd, tOutcome, atStop: rebound };
	},

	playWords(setup, c, plain, hit) {
		switch (c.kind) {
			case 'wide':
			case 'late':
			case 'affected':
				return { caption: `“Play”: ${c.hitterName}'s shot goes wide of the goal and hits the end wall.`, citations: hit };
			case 'out':
				return { caption: `“Play”: ${c.hitterName}'s shot goes directly out of play over the end wall.`, citations: hit };
			case 'missed':
			case 'clean-miss':
				return { caption: `“Play”: ${c.hitterName} hits at the ball and misses.`, citations: hit };
			case 'blocked': {
				return { caption: `“Play”: ${c.hitterName} shoots and ${c.ddName}, the defender in goal, blocks the ball.`, citations: [...hit, ARENA_CITATIONS.p4Blocked] };
			}
			default:
				if (c.contact && c.ddId) {
					return {
						caption: `“Play”: ${c.hitterName}'s shot glances off ${c.ddName}, the designated defender, and goes in: it counts as one point.`,
						citations: [...hit, ARENA_CITATIONS.p4Goal]
					};
				}
				return { caption: plain.caption + pointsWords(setup, c), citations: plain.citations };
		}
	},

	phases(setup, c) {
		if (!REBOUND_KINDS.includes(c.kind)) return [];
		const end = c.kind === 'wide' ? c.tEnd : c.tOutcome;
		const caption =
			c.kind === 'wide'
				? `The ball rebounds off the end wall: only ${RED} may play it, and ${within()}; no ${BLUE} player may affect that play.`
				: c.kind === 'late'
					? `The ball rebounds off the end wall and no ${RED} player plays it: the ${fmt(ARENA_MEASURES.reboundSeconds)} seconds run out.`
					: `The ball rebounds off the end wall; ${c.ddName} plays it, but ${c.hitterName} rides within ${fmt(ARENA_MEASURES.reboundRadius)} yards of that play.`;
		const own = afterCitations(setup, 'wide-rebound');
		return [{ id: 'rebound', name: 'rebound', label: 'The rebound', start: c.tPlayEnd, end, caption, citations: reboundCitations(setup, own) }];
	},

	outcomeWords(setup, c) {
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
					caption: also(`${c.hitterName} missed: ${RED} gets a free hit where play stopped, not less than ${fmt(ARENA_MEASURES.missedFromWall)} yards from the wall; it is not a penalty.`),
					citations: afterCitations(setup, 'missed')
				};
			case 'clean-miss':
				return { caption: `${c.hitterName} missed the ball completely: it remains in play.`, citations: afterCitations(setup, 'clean-miss') };
			default:
				// 'blocked', the last of the arena's outcomes with a call.
				return { caption: `${c.ddName} blocked the ball in goal: it is live for both teams and the right of way rules apply.`, citations: afterCitations(setup, 'blocked') };
		}
	},

	annotations(setup, c) {
		const out: Annotation[] = [];
		if (c.kind === 'blocked' && c.ddId) {
			out.push({ actor: c.ddId, phase: 'play', text: `${c.ddName}, the defender in goal, blocks the ball`, citation: ARENA_CITATIONS.p4Blocked, detail: null, key: 'blocks' });
		}
		if (REBOUND_KINDS.includes(c.kind) && c.ddId) {
			const own = afterCitations(setup, 'wide-rebound');
			const keepClear = reboundCitations(setup, own).at(0);
			const meaning = own[1] ?? keepClear;
			if (c.kind === 'wide') {
				const playIt = REBOUND_CITATION ?? keepClear;
				if (playIt) out.push({ actor: c.ddId, phase: 'rebound', text: `${c.ddName} plays the rebound ${within()}`, citation: playIt, detail: null });
				if (keepClear) out.push({ actor: c.hitterId, phase: 'rebound', text: `${c.hitterName} keeps clear of that play`, citation: keepClear, detail: null });
			} else if (c.kind === 'late') {
				const late = afterCitations(setup, 'rebound-late')[0];
				if (late) out.push({ actor: c.ddId, phase: 'rebound', text: `${c.ddName} does not play the rebound ${within()}`, citation: late, detail: null, key: 'rebound-not-played' });
			} else if (meaning) {
				out.push({ actor: c.hitterId, phase: 'rebound', text: `${c.hitterName} rides within ${fmt(ARENA_MEASURES.reboundRadius)} yards of that play`, citation: meaning, detail: null, key: 'rebound-affects' });
			}
		}
		return out;
	}
};
