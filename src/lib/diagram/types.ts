import type { Role, Team } from '$lib/geometry';
import type { OverlayMark } from '$lib/animation/types';

/** One player as PlayerMarks draws it. */
export interface PlayerMark {
	team: Team;
	/** Shirt number, 1-4. */
	number: number;
	role: Role;
	/** Yards, attack frame. */
	x: number;
	y: number;
	/** Drawn as breaking a rule (for the drag-and-check mode). */
	illegal?: boolean;
	/** Where the marker is drawn from its position, yards (kept clear of the ball: clear.ts); the position stays x, y. */
	shift?: { x: number; y: number };
}

/** The key of a player mark ('fouling-3'), or 'ball'. */
export type MarkKey = string;

/**
 * How the marks answer the pointer and the keyboard where the user may move them (the penalty
 * page's setup checker). The marks only report; the page converts, checks and moves.
 */
export interface MarkInteraction {
	/** Accessible name of a player, e.g. 'Red 3, fouling team: 12.5, -3 yd; illegal'. */
	playerLabel: (p: PlayerMark) => string;
	/** Accessible name of the ball where the user may move it; null: the ball stays put. */
	ballLabel: string | null;
	/** id of the element that says how to move a mark (the keys), for aria-describedby. */
	describedBy?: string;
	/** The mark being moved, drawn selected; null: none. */
	selected: MarkKey | null;
	onpointerdown: (e: PointerEvent, key: MarkKey) => void;
	onkeydown: (e: KeyboardEvent, key: MarkKey) => void;
	onfocus?: (key: MarkKey) => void;
	onblur?: (key: MarkKey) => void;
}

/** Where an animation has the ball and the players this frame, yards, attack frame. */
export interface LiveMarks {
	ball: { x: number; y: number } | null;
	/** By player key ('fouling-3'); a player missing here is drawn where the setup has it. */
	players: Record<string, { x: number; y: number }>;
	/** Marks drawn over the diagram this frame (the rebound's 5-yard circle and 5-second count); absent: none. */
	overlays?: OverlayMark[];
}

export const markKey = (p: Pick<PlayerMark, 'team' | 'number'>): MarkKey => `${p.team}-${p.number}`;
