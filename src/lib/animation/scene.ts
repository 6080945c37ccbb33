import { afterHit, type Citation, type GoalFeature, type outcomeSetup, type Point, type Setup, type VenueKind } from '$lib/geometry';
import { TEAM_NAMES } from './english';
import type { TrackBuilder } from './track';
import type { ActorInfo, Annotation, Moments, OverlayTrack, Phase, PhaseId, PlayerId } from './types';

/*
 * What a venue adds to framesFor's sequence (issue 15's outcomes after the hit). The field's
 * (scenes/field.ts): the P3 defended riders, and a fouling rider entering too early (P2 from the 30,
 * P3). The arena's (scenes/arena.ts): the rebound off the end wall with its circle and count, the
 * shot out of play, the misses and the block. framesFor (frames.ts) is the sequence both share and asks
 * the setup's venue's scene (scenes.ts) for the rest, so a page of one venue can load the animation
 * of that venue alone (issue 17: the island's scenes.ts).
 */

/** Seconds per phase; the rebound not played lasts the 5 seconds and a half instead (the longest animation, 20 s). */
export const PHASE_SECONDS: Record<PhaseId, number> = { foul: 1.5, whistle: 2, lineup: 4, play: 3, rebound: 3, outcome: 4 };

/** What a variant animates after the line-up. */
export type Kind = 'shot' | 'wide' | 'late' | 'affected' | 'out' | 'missed' | 'clean-miss' | 'blocked' | 'entered';

export const REBOUND_KINDS: readonly Kind[] = ['wide', 'late', 'affected'];

export { MAIN, ddInArc } from './variants';

export const RED = TEAM_NAMES.fouling;
export const BLUE = TEAM_NAMES.fouled;

// Cosmetic distances (yards) both the sequence and a scene use, not rules.
/** Keep moving riders and the rolling ball this far off walls and the edge of the safety zone. */
export const ROOM = 1;
/** The hitter's pony strikes from just behind the ball. */
export const STRIKE_BACK = 1;
/** The fouling riders (field P3 defended, entered early) move this long after the strike. */
export const RIDE_DELAY_S = 0.2;

export function uniqueCitations(cs: Citation[]): Citation[] {
	const seen = new Set<string>();
	return cs.filter((c) => {
		const k = c.ref + '\u0000' + c.id;
		if (seen.has(k)) return false;
		seen.add(k);
		return true;
	});
}

/** The after-the-hit sentence behind an outcome of this setup (the geometry's afterHit). */
export function afterCitations(setup: Setup, id: Parameters<typeof outcomeSetup>[1]): Citation[] {
	return afterHit(setup).find((a) => a.id === id)?.citations ?? [];
}


/** The tracks as they stand when "Play" has been called and the ball struck. */
export interface PlayContext {
	kind: Kind;
	variant: string;
	defended: boolean;
	ball: TrackBuilder;
	tracks: Record<PlayerId, TrackBuilder>;
	hitterId: PlayerId;
	ddId: PlayerId | undefined;
	riderId: PlayerId | null;
	fouling: PlayerId[];
	/** Where each player lined up. */
	target: Record<PlayerId, Point>;
	/** The goal attacked, and where the wide shot meets the end wall. */
	goal: GoalFeature;
	wallPoint: Point;
	tPlay: number;
	strikeT: number;
	tPlayEnd: number;
	moments: Moments;
	overlays: OverlayTrack[];
}

/** Where the rebound (or nothing) leaves the sequence: the end, the outcome's start, the ball where play stopped. */
export interface AfterPlay {
	tEnd: number;
	tOutcome: number;
	atStop: Point;
}

export interface SceneContext {
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
	/** The hitter's name ('Blue 1'), and the designated defender's ('Red' where there is none). */
	hitterName: string;
	ddName: string;
	/** Entered-early: the Red rider who enters the field. */
	riderId: PlayerId | null;
	/** The shot glances off the designated defender into the goal. */
	contact: boolean;
	/** The shot reaches the goal. */
	goal: boolean;
	/** The new hit the outcome lines up (the setup itself for the same hit again), or null. */
	next: Setup | null;
}

export interface Words {
	caption: string;
	citations: Citation[];
}

/** One venue's part of the sequence. */
export interface VenueScene {
	/** The tracks after the strike (riders, the rebound); null where the sequence ends with "Play". */
	afterPlay(setup: Setup, p: PlayContext): AfterPlay | null;
	/** "Play"'s caption: `plain` is the hit toward the goal with its sentences, `hit` the hit's own sentence. */
	playWords(setup: Setup, c: SceneContext, plain: Words, hit: Citation[]): Words;
	/** Phases between "Play" and the outcome (the rebound). */
	phases(setup: Setup, c: SceneContext): Phase[];
	/** The outcome phase's caption and its sentences. */
	outcomeWords(setup: Setup, c: SceneContext): Words;
	/** What the scene's actors do after the line-up, with the sentence behind each. */
	annotations(setup: Setup, c: SceneContext): Annotation[];
}

/** framesFor's scene of each venue (scenes.ts; an island of one venue's pages loads its own). */
export type SceneOf = (kind: VenueKind) => VenueScene;
