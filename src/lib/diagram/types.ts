import type { Role, Team } from '$lib/geometry';

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
}
