import type { Constraint } from './constraints';
import { dist, distToSegment } from './vec';
import type { Citation, Point, Rect, Role, Team } from './types';
import { english, type Detail, type Landmark, type Subject } from './wording';

/*
 * Constraint factories: each pairs one shape with the rule sentence behind it and a message that
 * says in numbers what is wrong.
 */

export interface Binds {
	teams: Team[];
	roles: Role[];
}

export const ALL_PLAYERS: Role[] = ['player', 'hitter', 'designated-defender'];
export const ORDINARY: Role[] = ['player'];

function subject(b: Binds): Subject {
	if (b.roles.length === 1 && b.roles[0] === 'designated-defender') return 'designated-defender';
	if (b.teams.length === 2) return 'every';
	return b.teams[0]!;
}

/** The constraint's two views of what is wrong at p: data for any language, and the English sentence. */
function worded(detail: (p: Point) => Detail) {
	return { detail, explain: (p: Point) => english(detail(p)) };
}

/** Legal where x <= x0 ('below') or x >= x0 ('above'): behind a line, seen from the side that must stay back. */
export function sideOfLine(
	id: string,
	x0: number,
	keep: 'below' | 'above',
	line: Landmark,
	b: Binds,
	citation: Citation,
	need: 'behind' | 'between-ball-and-goal' = 'behind'
): Constraint {
	const s = keep === 'below' ? 1 : -1;
	return {
		id,
		...b,
		citation,
		shape: { kind: 'halfplane', normal: { x: s, y: 0 }, offset: s * x0 },
		...worded((p) => ({ code: 'in-front-of-line', d: Math.abs(p.x - x0), line, who: subject(b), need }))
	};
}

/**
 * sideOfLine, lifted for a player off the playing field `field` (beyond a side line, the boards or a
 * back line): the field's "who are not off the field or returning to their proper position"
 * (RULE-READINGS, Who is exempt). Returning is a player in motion; a still line-up has nobody returning.
 */
export function sideOfLineOrOffField(
	id: string,
	x0: number,
	keep: 'below' | 'above',
	line: Landmark,
	b: Binds,
	citation: Citation,
	field: Rect,
	need: 'behind' | 'between-ball-and-goal' = 'behind'
): Constraint {
	const s = keep === 'below' ? 1 : -1;
	return {
		id,
		...b,
		citation,
		shape: { kind: 'halfplane-or-off-field', normal: { x: s, y: 0 }, offset: s * x0, field },
		...worded((p) => ({ code: 'in-front-of-line', d: Math.abs(p.x - x0), line, who: subject(b), need, orOffField: true }))
	};
}

export function awayFrom(id: string, center: Point, radius: number, from: Landmark, b: Binds, citation: Citation): Constraint {
	return {
		id,
		...b,
		citation,
		shape: { kind: 'min-distance', center, radius },
		...worded((p) => ({ code: 'too-close', d: dist(p, center), r: radius, from, who: subject(b) }))
	};
}

/**
 * At least `radius` from the goal mouth, the segment between the posts of the goal line at x = posts[0].x
 * (the playing area on side `facing`): at least `radius` from each post and, level with the mouth,
 * `radius` out from the goal line. The three together are exactly "distance to the segment >= radius"
 * (RULE-READINGS, third pass: "no closer than 25 yards from the goal" is measured to the mouth, not
 * to the goal's centre).
 */
export function awayFromMouth(id: string, posts: [Point, Point], facing: 1 | -1, radius: number, b: Binds, citation: Citation): Constraint[] {
	const [a, c] = posts;
	const halfWidth = Math.abs(c.y - a.y) / 2;
	const words = worded((p) => ({ code: 'too-close' as const, d: distToSegment(p, a, c), r: radius, from: { key: 'goal' as const }, who: subject(b) }));
	return [
		{ id: `${id}-post-a`, ...b, citation, shape: { kind: 'min-distance', center: a, radius }, ...words },
		{ id: `${id}-post-b`, ...b, citation, shape: { kind: 'min-distance', center: c, radius }, ...words },
		{ id: `${id}-mouth`, ...b, citation, shape: { kind: 'outside-goal', lineX: a.x + facing * radius, behind: facing, halfWidth, lineLegal: true }, ...words }
	];
}

/** Not between the posts on or behind the goal line at lineX (the playing area lies on side `facing`). */
export function outsideGoal(id: string, lineX: number, facing: 1 | -1, halfWidth: number, b: Binds, citation: Citation): Constraint {
	return {
		id,
		...b,
		citation,
		shape: { kind: 'outside-goal', lineX, behind: facing, halfWidth },
		...worded((p) => ({ code: 'in-goal', d: halfWidth - Math.abs(p.y), who: subject(b) }))
	};
}

/** Players stand inside the venue (with the field's safety zone). */
export function insideArea(area: Rect, label: Landmark, b: Binds, citation: Citation): Constraint[] {
	const mk = (id: string, normal: Point, offset: number, over: (p: Point) => number): Constraint => ({
		id,
		...b,
		citation,
		shape: { kind: 'halfplane', normal, offset },
		...worded((p) => ({ code: 'outside-area', d: over(p), area: label, who: subject(b) }))
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
	return [
		{
			id: 'dd-wall',
			...b,
			citation,
			shape: { kind: 'halfplane', normal: { x: 1, y: 0 }, offset: band },
			...worded((p) => ({ code: 'off-end-wall', d: p.x, band }))
		},
		{
			id: 'dd-goal-edge',
			...b,
			citation,
			shape: { kind: 'abs-y-at-least', value: minAbsY, ...(side ? { side } : {}) },
			...worded((p): Detail => {
				if (side && side * p.y < 0) return { code: 'wrong-side-of-goal' };
				if (side && p.y === 0) return { code: 'in-front-of-goal' };
				return { code: 'near-goal-edge', d: Math.abs(p.y) - goalHalf, need: minAbsY - goalHalf, corner: cornerCase };
			})
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
		...worded((p) => ({ code: 'outside-goal-arc', d: distToSegment(p, a, b), r: radius }))
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
		// Only asked where the point is illegal, which means inside the corridor.
		...worded((p) => ({ code: 'in-right-of-way', d: dist(p, from), r: clearRadius }))
	};
}
