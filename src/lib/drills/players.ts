import { signedDistance, type Point, type Role, type Setup, type Team } from '$lib/geometry';

/** A player on a drill diagram; `key` ('fouling-2') is what the UI clicks and the URL stores. */
export interface DrillPlayer {
	key: string;
	team: Team;
	/** Shirt number, 1-4. */
	number: number;
	role: Role;
	/** Yards, attack frame. */
	x: number;
	y: number;
}

export function playerKey(team: Team, number: number): string {
	return `${team}-${number}`;
}

/** The constraints binding one player, as checkPosition reads them. */
export function bindingConstraints(setup: Setup, team: Team, role: Role) {
	return setup.constraints.filter((c) => c.teams.includes(team) && c.roles.includes(role));
}

/** The rule constraints (not the venue's walls) that could make this player illegal. */
export function ruleConstraints(setup: Setup, team: Team, role: Role) {
	return bindingConstraints(setup, team, role).filter((c) => c.citation.rule !== 'venue');
}

/** How far inside its legal zone a point is (negative when illegal): min over binding constraints. */
export function legalMargin(setup: Setup, team: Team, role: Role, p: Point): number {
	let m = Infinity;
	for (const c of bindingConstraints(setup, team, role)) m = Math.min(m, signedDistance(c.shape, p));
	return m;
}
