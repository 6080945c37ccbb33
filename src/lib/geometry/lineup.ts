import { nearestLegalWithMargin, type Setup } from './setup';
import type { Point, Role, Team } from './types';
import { add, clamp, dist, perp, scale, sub, unit } from './vec';

export interface LineupPlayer {
	team: Team;
	/** Shirt number, 1-4. */
	number: number;
	role: Role;
	/** Yards, attack frame. */
	x: number;
	y: number;
}

/** Players closer than this look stacked on a diagram. */
const MIN_SEPARATION = 4;
/** How far inside its zone an ordinary player stands, so that it reads as clearly legal. */
const ROOM = 2;
/** The hitter lines up this far behind the ball, away from the goal it attacks. */
const HITTER_BACK = 3;
/** Radii (yd) of the rings of spots tried around a wanted spot that is taken. */
const RINGS = [3, 6, 10, 15, 20, 30, 45];

export const HITTER_NUMBER = 1;
export const DEFENDER_NUMBER = 3;

/**
 * The standard, plausible line-up of the 8 players (4 a side) for a setup: every position legal by
 * checkPosition. Desired spots follow how teams set up (attackers around the ball and toward the
 * goal, defenders goal-side); each is then moved to its nearest legal point with room to spare, and
 * nudged along the line of the ball where it would stand on a team-mate.
 */
export function standardLineup(setup: Setup): LineupPlayer[] {
	if (!setup.placement || !setup.ball || !setup.hitter || setup.attackGoalX === null) return [];
	const ball = setup.ball;
	const goal: Point = { x: setup.attackGoalX, y: 0 };
	const u = unit(sub(goal, ball));
	const n = perp(u);
	const toGoal = dist(ball, goal);
	const at = (along: number, across: number) => add(add(ball, scale(u, along)), scale(n, across));
	const H = setup.hitter;
	const D: Team = H === 'fouled' ? 'fouling' : 'fouled';
	const b = setup.venue.bounds;
	const inside = (p: Point): Point => ({ x: clamp(p.x, b.minX + 3, b.maxX - 3), y: clamp(p.y, b.minY + 3, b.maxY - 3) });

	const wanted: { team: Team; number: number; role: Role; p: Point; room: number }[] = [
		{ team: H, number: HITTER_NUMBER, role: 'hitter', p: at(-HITTER_BACK, 0), room: 0.5 },
		{ team: H, number: 2, role: 'player', p: at(Math.min(12, toGoal * 0.4), 14), room: ROOM },
		{ team: H, number: 3, role: 'player', p: at(Math.min(12, toGoal * 0.4), -14), room: ROOM },
		{ team: H, number: 4, role: 'player', p: at(-18, 6), room: ROOM }
	];
	const half = Math.min(toGoal * 0.5, 35);
	const defenders: typeof wanted = [
		{ team: D, number: 1, role: 'player', p: at(half, 12), room: ROOM },
		{ team: D, number: 2, role: 'player', p: at(half, -12), room: ROOM },
		{ team: D, number: 4, role: 'player', p: at(Math.min(toGoal * 0.8, 50), 3), room: ROOM }
	];
	if (setup.hasDesignatedDefender) {
		const dd = setup.zones.find((z) => z.role === 'designated-defender');
		const target = dd?.parts[0] ? centroid(dd.parts[0]) : goal;
		defenders.push({ team: D, number: DEFENDER_NUMBER, role: 'designated-defender', p: target, room: 0.5 });
	} else {
		defenders.push({ team: D, number: DEFENDER_NUMBER, role: 'player', p: at(Math.min(toGoal * 0.3, 22), -24), room: ROOM });
	}
	wanted.push(...defenders);

	const placed: LineupPlayer[] = [];
	for (const w of wanted) {
		const who = { team: w.team, role: w.role };
		let p = nearestLegalWithMargin(setup, who, w.role === 'designated-defender' ? w.p : inside(w.p), w.room);
		// Where the nearest legal point is taken, try spots around the wanted one, nearer first.
		search: for (const r of RINGS) {
			if (!clash(p, placed, ball)) break;
			for (let k = 0; k < 12; k++) {
				const a = (k * Math.PI) / 6;
				const around = add(w.p, { x: r * Math.cos(a), y: r * Math.sin(a) });
				// Not held on the playing area here: the safety zone may be the only room left.
				const q = nearestLegalWithMargin(setup, who, around, w.room);
				if (!clash(q, placed, ball)) {
					p = q;
					break search;
				}
			}
		}
		placed.push({ team: w.team, number: w.number, role: w.role, x: p.x, y: p.y });
	}
	return placed.sort((a, c) => (a.team === c.team ? a.number - c.number : a.team === 'fouling' ? -1 : 1));
}

function clash(p: Point, placed: LineupPlayer[], ball: Point): boolean {
	return placed.some((q) => dist(p, q) < MIN_SEPARATION) || (dist(p, ball) < 2 && placed.length > 0);
}

function centroid(poly: Point[]): Point {
	const s = poly.reduce((acc, p) => ({ x: acc.x + p.x, y: acc.y + p.y }), { x: 0, y: 0 });
	return { x: s.x / poly.length, y: s.y / poly.length };
}
