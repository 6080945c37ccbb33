import { FIELD_CITATIONS, FIELD_MEASURES, type Setup } from '$lib/geometry';
import { fmt } from '../english';
import { afterCitations, BLUE, RED, RIDE_DELAY_S, type VenueScene } from '../scene';
import { PLAYER_IDS, type Annotation } from '../types';

/*
 * The outdoor field's part of the animation (scene.ts): after a P3 the fouling team stays behind its
 * back line or, defended, rides in once the ball is in play; after a P2 from the 30 or a P3 a fouling
 * rider may enter too early, and the penalty is taken again.
 */

/** Field P3 defended: after the strike the riders first move along behind the line (level with the goal mouth), then in. */
const SIDESTEP_S = 0.6;
/** Field P3 defended: how far in front of the back line the fouling team rides in. */
const RIDE_IN = 12;
/** ...and how far outside the posts at least, so nobody enters between them. */
const RIDE_OUTSIDE_POSTS = 2;

const isP3 = (setup: Setup) => setup.penalty === '3';

// Its outcomes (P3 undefended or defended, entered early) are listed in ../variants.ts.
export const fieldScene: VenueScene = {
	afterPlay(setup, p) {
		const { venue } = setup;
		const line = venue.goals[0];
		const goalHalf = venue.goalWidth / 2;
		// P3 defended: after the hit the fouling team rides in from behind its back line, never between the posts.
		if (p.variant === 'defended') {
			for (const id of p.fouling) {
				const at = p.tracks[id].at;
				const side = Math.sign(at.y) || 1;
				const y = side * Math.max(Math.abs(at.y), goalHalf + RIDE_OUTSIDE_POSTS);
				p.tracks[id].hold(p.strikeT + RIDE_DELAY_S);
				// Someone standing level with the goal mouth first moves along behind the line, then comes in.
				if (y !== at.y) p.tracks[id].to(p.strikeT + RIDE_DELAY_S + SIDESTEP_S, { x: at.x, y }, 'in-out');
				p.tracks[id].to(p.tPlayEnd, { x: line.x + line.facing * RIDE_IN, y }, 'in-out');
			}
		}
		// Entered-early: at the call of "Play", before the ball is hit, one Red rider enters the field
		// (defended: between the goal posts, the one place it may never enter; otherwise anywhere).
		if (p.riderId) {
			const at = p.tracks[p.riderId].at;
			const y = p.defended ? 0 : at.y;
			// Cross the back line before the strike, then on to RIDE_IN yards in.
			const crossT = p.strikeT - RIDE_DELAY_S;
			if (p.defended && at.y !== 0) p.tracks[p.riderId].to((p.tPlay + crossT) / 2, { x: at.x, y: 0 }, 'in-out');
			p.tracks[p.riderId].to(crossT, { x: line.x, y }, 'in');
			p.tracks[p.riderId].to(p.tPlayEnd, { x: line.x + line.facing * RIDE_IN, y }, 'out');
			p.moments.entered = crossT;
		}
		return null;
	},

	playWords(setup, c, plain, hit) {
		if (c.kind === 'entered') {
			const rider = c.riderId ? c.actors[c.riderId].name : RED;
			return {
				caption: c.defended
					? `“Play”: ${rider} rides in between the goal posts, and ${c.hitterName}'s hit goes wide.`
					: `“Play”: ${rider} rides onto the field before the ball is hit, and ${c.hitterName}'s hit goes wide.`,
				citations: [...hit, setup.penalty === '2' ? FIELD_CITATIONS.p2Entry : FIELD_CITATIONS.p3Entry]
			};
		}
		if (isP3(setup)) {
			return {
				caption:
					plain.caption +
					(c.defended
						? ` Defended: once the ball is in play ${RED} rides in from behind the back line, but not between the posts. ${BLUE} may not play the ball again until a ${RED} player has hit or hit at it, or it touches a goal post, a ${RED} player or a mount.`
						: ` Undefended: ${RED} may not enter the field from behind the back line. ${BLUE} may not play the ball again or affect its course.`),
				citations: [...hit, FIELD_CITATIONS.p3Entry, FIELD_CITATIONS.p3OneTouch]
			};
		}
		if (setup.penalty === '2' && setup.options.from === 'spot') {
			// The entry sentence binds players off the field; from the spot Red stands on it, 30 yd away.
			return {
				caption: `${plain.caption} ${RED}'s players, on the field at least ${fmt(FIELD_MEASURES.p2SpotDistance)} yd from the ball and outside the goal until it is hit or hit at, may then play on; a ${RED} player off the field may not enter it.`,
				citations: [...hit, FIELD_CITATIONS.p2Spot, FIELD_CITATIONS.p2Entry]
			};
		}
		if (setup.penalty === '2') return { caption: `${plain.caption} Once the ball is in play, no ${RED} player may enter the field.`, citations: [...hit, FIELD_CITATIONS.p2Entry] };
		return plain;
	},

	phases: () => [],

	// The field's one outcome with a call: a Red rider entered too early.
	outcomeWords(setup) {
		const b = setup.penalty === '2' ? FIELD_CITATIONS.p2b : FIELD_CITATIONS.p3b;
		return {
			caption: `A ${RED} player entered the field improperly and the hit went wide: the penalty is taken again. Had the hit been going in, the umpire would count it as a goal for ${BLUE}.`,
			citations: [...afterCitations(setup, 'entered-early'), b]
		};
	},

	annotations(setup, c) {
		const out: Annotation[] = [];
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
		} else if (isP3(setup)) {
			for (const id of fouling) {
				const text = c.defended ? 'rides in from behind the back line, outside the posts' : 'stays behind the back line';
				out.push({ actor: id, phase: 'play', text: `${c.actors[id].name} ${text}`, citation: FIELD_CITATIONS.p3Entry, detail: null });
			}
		} else if (setup.penalty === '2' && setup.options.from !== 'spot') {
			for (const id of fouling) {
				out.push({ actor: id, phase: 'play', text: `${c.actors[id].name} stays behind the back line`, citation: FIELD_CITATIONS.p2Entry, detail: null });
			}
		}
		return out;
	}
};
