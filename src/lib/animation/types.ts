import type { Citation, Point, Role, Team } from '$lib/geometry';

/*
 * The animated setup as data: one timeline per actor (keyframes in seconds, yards in the attack
 * frame of src/lib/geometry) plus the phases and annotations the controls and captions show.
 * Nothing here knows about the DOM or the clock: the component samples it with positionsAt.
 */

export const PLAYER_IDS = [
	'fouling-1',
	'fouling-2',
	'fouling-3',
	'fouling-4',
	'fouled-1',
	'fouled-2',
	'fouled-3',
	'fouled-4'
] as const;

export type PlayerId = (typeof PLAYER_IDS)[number];
export type ActorId = 'ball' | PlayerId;

export const ACTOR_IDS: readonly ActorId[] = ['ball', ...PLAYER_IDS];

/**
 * 'rebound' exists in the arena rebound variants (wide-rebound, rebound-late, rebound-affected);
 * 'outcome' in the variants whose last frame is a situation the rule produces after the hit (a new
 * hit lined up, a live ball).
 */
export type PhaseId = 'foul' | 'whistle' | 'lineup' | 'play' | 'rebound' | 'outcome';

/**
 * How a segment is timed. All are monotone from 0 to 1 without overshoot, so a segment between two
 * points inside the (convex) venue never leaves it.
 */
export type Easing = 'linear' | 'in' | 'out' | 'in-out';

/** `ease` times the segment that ends at this keyframe; the first keyframe's is unused. */
export interface Keyframe {
	/** Seconds from the start of the animation. */
	t: number;
	x: number;
	y: number;
	ease: Easing;
}

/** Keyframes in strictly increasing t, the first at 0 and the last at the animation's duration. */
export type Track = Keyframe[];

/**
 * What a phase is, whatever its words: the first is named after what starts the animation (the foul,
 * the safety, the penalty carried out wrongly), the last after what follows the hit (a new hit, or
 * play goes on). The page words it from this (labels.ts), never from the English label.
 */
export type PhaseName = 'foul' | 'safety' | 'penalty' | 'whistle' | 'lineup' | 'play' | 'rebound' | 'new-hit' | 'play-on';

export interface Phase {
	id: PhaseId;
	name: PhaseName;
	/** The English label (the geometry's words: the English page shows it as it is). */
	label: string;
	/** Seconds. */
	start: number;
	end: number;
	caption: string;
	citations: Citation[];
}

export interface Annotation {
	actor: ActorId;
	phase: PhaseId;
	/** e.g. 'Red 2 rides behind the 30-yard line'. */
	text: string;
	citation: Citation;
	/** What was wrong, in numbers (checkPosition's message), for line-up moves; null otherwise. */
	detail: string | null;
	/** For the annotations after the hit: what it says, as a stable key, for the other languages (text.ts). */
	key?: string;
}

export type Positions = Record<ActorId, Point>;

export interface ActorInfo {
	team: Team;
	/** Shirt number, 1-4. */
	number: number;
	/** The role the player takes in the line-up (standardLineup). */
	role: Role;
	/** 'Red 2': fouling team Red, fouled team Blue, as in the rulebook's examples. */
	name: string;
}

/** Instants the player may want to mark (a flash at the strike, a goal light); seconds. */
export interface Moments {
	/** Awards: the ball crosses the goal line of the goal awarded. */
	goalAwarded?: number;
	/** The hitter strikes the ball. */
	strike: number;
	/** The shot crosses the goal line (only when the shot reaches the goal). */
	goal?: number;
	/** The shot glances off the designated defender in the goal arc on its way in (arena P4). */
	contact?: number;
	/** Wide-rebound: the ball hits the end wall. */
	wall?: number;
	/** Wide-rebound: the designated defender plays the rebound. */
	reboundPlayed?: number;
	/** Out-of-play: the ball leaves the arena over the wall. */
	out?: number;
	/** Blocked: the defender in goal stops the ball. */
	block?: number;
	/** Entered-early: the fouling rider crosses onto the field. */
	entered?: number;
	/** The umpire's call after the hit (the outcome phase starts). */
	call?: number;
}

/**
 * A mark drawn over the diagram for a stretch of the timeline, following an actor: the 5-yard circle
 * around the player who plays the rebound, the count of the 5 seconds the fouling team has.
 */
export type OverlayTrack =
	| { kind: 'circle'; role: 'rebound-circle'; actor: PlayerId; r: number; start: number; end: number }
	/** The count beside the circle of radius `r` around the actor, counting down from `from` seconds at `start`. */
	| { kind: 'count'; role: 'rebound-count'; actor: PlayerId; r: number; from: number; start: number; end: number };

/** An overlay at one instant, as the diagram draws it: yards, attack frame (overlaysAt). */
export type OverlayMark =
	| { kind: 'circle'; role: 'rebound-circle'; x: number; y: number; r: number }
	/**
	 * The count, drawn beside the circle of radius `r` around (x, y): where exactly is the diagram's
	 * choice (countAt), as it depends on the size of the text on screen.
	 */
	| { kind: 'count'; role: 'rebound-count'; x: number; y: number; r: number; seconds: number; text: string };

export interface Frames {
	/** Seconds. */
	duration: number;
	phases: Phase[];
	tracks: Record<ActorId, Track>;
	annotations: Annotation[];
	/** The variant animated, or null where the setup has only one. */
	variant: string | null;
	actors: Record<PlayerId, ActorInfo>;
	moments: Moments;
	/** Marks drawn over the diagram while they last (the rebound's circle and count); absent: none. */
	overlays?: OverlayTrack[];
}

/** An outcome the animation can show, by id (as in the URL's variant=): the page words it (labels.ts). */
export interface Variant {
	id: string;
}

export interface FramesOptions {
	/**
	 * Players where the user left them: the animation starts from there and each goes to its
	 * nearest legal position (staying put when already legal). Missing players start from the
	 * in-play scatter; the ball is ignored (it always starts at the foul).
	 */
	start?: Partial<Positions>;
	/** One of variantsFor(setup); defaults to the first (field P3: the setup's own `defended`). */
	variant?: string;
}
