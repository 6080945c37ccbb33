import type { Constraint } from './constraints';
import { inCorridor } from './constraints';
import { dist, distToSegment, yd } from './vec';
import type { Citation, Point, Rect, Role, Team } from './types';

/*
 * Constraint factories: each pairs one shape with the rule sentence behind it and a message that
 * says in numbers what is wrong.
 */

const TEAM_NAME: Record<Team, string> = { fouling: 'the fouling team', fouled: 'the fouled team' };

export interface Binds {
	teams: Team[];
	roles: Role[];
}

export const ALL_PLAYERS: Role[] = ['player', 'hitter', 'designated-defender'];
export const ORDINARY: Role[] = ['player'];

function whoText(b: Binds): string {
	if (b.roles.length === 1 && b.roles[0] === 'designated-defender') return 'the designated defender';
	if (b.teams.length === 2) return 'every player';
	return TEAM_NAME[b.teams[0]!];
}

/** Legal where x <= x0 ('below') or x >= x0 ('above'): behind a line, seen from the side that must stay back. */
export function sideOfLine(
	id: string,
	x0: number,
	keep: 'below' | 'above',
	lineName: string,
	b: Binds,
	citation: Citation,
	requirement = 'must be behind it'
): Constraint {
	const s = keep === 'below' ? 1 : -1;
	return {
		id,
		...b,
		citation,
		shape: { kind: 'halfplane', normal: { x: s, y: 0 }, offset: s * x0 },
		explain: (p) => `${yd(Math.abs(p.x - x0))} yd in front of ${lineName}; ${whoText(b)} ${requirement}`
	};
}

export function awayFrom(id: string, center: Point, radius: number, what: string, b: Binds, citation: Citation): Constraint {
	return {
		id,
		...b,
		citation,
		shape: { kind: 'min-distance', center, radius },
		explain: (p) => `${yd(dist(p, center))} yd from ${what}; ${whoText(b)} must be at least ${yd(radius)} yd away`
	};
}

/** Not between the posts behind the goal line at lineX (the playing area lies on side `facing`). */
export function outsideGoal(id: string, lineX: number, facing: 1 | -1, halfWidth: number, b: Binds, citation: Citation): Constraint {
	return {
		id,
		...b,
		citation,
		shape: { kind: 'outside-goal', lineX, behind: facing, halfWidth },
		explain: (p) =>
			`in the goal, ${yd(halfWidth - Math.abs(p.y))} yd inside the posts; ${whoText(b)} must stay outside the goal`
	};
}

/** Players stand inside the venue (with the field's safety zone). */
export function insideArea(area: Rect, label: string, b: Binds, citation: Citation): Constraint[] {
	const beyond = (d: number) => `${yd(d)} yd outside ${label}`;
	const mk = (id: string, normal: Point, offset: number, over: (p: Point) => number): Constraint => ({
		id,
		...b,
		citation,
		shape: { kind: 'halfplane', normal, offset },
		explain: (p) => `${beyond(over(p))}; ${whoText(b)} must stand inside it`
	});
	return [
		mk('bounds-min-x', { x: -1, y: 0 }, -area.minX, (p) => area.minX - p.x),
		mk('bounds-max-x', { x: 1, y: 0 }, area.maxX, (p) => p.x - area.maxX),
		mk('bounds-min-y', { x: 0, y: -1 }, -area.minY, (p) => area.minY - p.y),
		mk('bounds-max-y', { x: 0, y: 1 }, area.maxY, (p) => p.y - area.maxY)
	];
}

/**
 * The arena designated defender along the end wall at x = 0: within `band` of the wall and
 * |y| >= minAbsY (only on `side` when the rule fixes the side).
 */
export function alongEndWall(
	band: number,
	goalHalf: number,
	minAbsY: number,
	side: 1 | -1 | undefined,
	cornerCase: boolean,
	citation: Citation
): Constraint[] {
	const b: Binds = { teams: ['fouling'], roles: ['designated-defender'] };
	const need = cornerCase ? 'in the corner' : `no closer to the goal than ${yd(minAbsY - goalHalf)} yd from its edge`;
	return [
		{
			id: 'dd-wall',
			...b,
			citation,
			shape: { kind: 'halfplane', normal: { x: 1, y: 0 }, offset: band },
			explain: (p) => `${yd(p.x)} yd off the end wall; the designated defender must be along it (within ${yd(band)} yd)`
		},
		{
			id: 'dd-goal-edge',
			...b,
			citation,
			shape: { kind: 'abs-y-at-least', value: minAbsY, ...(side ? { side } : {}) },
			explain: (p) => {
				if (side && side * p.y < 0) {
					return 'on the same side of the goal as the ball; the designated defender must be on the opposite side';
				}
				if (side && p.y === 0) return 'in front of the goal; the designated defender must be along the end wall on the side opposite the ball';
				return `${yd(Math.abs(p.y) - goalHalf)} yd from the edge of the goal; the designated defender must be ${need}`;
			}
		}
	];
}

/** The arena Penalty 4 defender: within `radius` of the goal mouth (segment between the goal edges). */
export function nearGoalMouth(a: Point, b: Point, radius: number, citation: Citation): Constraint {
	return {
		id: 'dd-goal-arc',
		teams: ['fouling'],
		roles: ['designated-defender'],
		citation,
		shape: { kind: 'near-segment', a, b, radius },
		explain: (p) =>
			`${yd(distToSegment(p, a, b))} yd from the goal mouth; the designated defender must be within the ${yd(radius)} yd arc of the goal`
	};
}

export function rightOfWay(from: Point, to: Point, halfWidth: number, clearRadius: number, citation: Citation): Constraint {
	const shape = { kind: 'right-of-way' as const, from, to, halfWidth, clearRadius };
	return {
		id: 'right-of-way',
		teams: ['fouling', 'fouled'],
		roles: ['player', 'designated-defender'],
		citation,
		shape,
		explain: (p) =>
			inCorridor(shape, p)
				? `in the right of way ${yd(dist(p, from))} yd from the ball; a player in the right of way must be at least ${yd(clearRadius)} yd from the ball`
				: 'outside the right of way'
	};
}
