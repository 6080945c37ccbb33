import { nearestLegalWithMargin, type Setup } from './setup';
import type { Point, Role, Team, VenueKind } from './types';
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

/**
 * How far apart two players stand, yards (the larger of the x and y distances: where two markers'
 * square boxes part). Markers are symbols of one size on screen (14 CSS px of radius on a phone,
 * diagram/frame.ts markerPx), so a marker is the most yards on the narrowest screen, 360 px, on the
 * view a phone opens on: the close-up on the play (diagram/crop.ts phoneCrop), 90 to 130 yd of the
 * field across 360 px (a marker 4.5 to 6.6 yd of radius), 60 to 90 yd of the arena (2.9 to 4.4 yd).
 * Two diamonds (1.22 radii each, diagram/labels.ts MARKER_REACH) part at 2.44 radii: with these the
 * players are a marker apart there on the standard setups, as lineup.spec.ts measures with the
 * diagram's own framing (the close-up widens with the spacing: these are its fixed points). Where a
 * view shows more yards (a desktop's whole field, 4.5 yd a marker at 1280 px, 9 at 640 px), the
 * diagram keeps markers apart itself (diagram/declutter.ts).
 */
export const LINEUP_SPACING: Record<VenueKind, number> = { field: 16, arena: 12 };
/** Where no spot that far from the others is legal (a tight option), players stand as far apart as these fractions of it allow... */
const RELAX = [1, 0.85, 0.7, 0.55, 0.4, 0];
/** ...and at least this far (yd): never stacked. */
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
export function standardLineup(setup: Setup, spacing: number = LINEUP_SPACING[setup.venue.kind]): LineupPlayer[] {
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
		const nearest = nearestLegalWithMargin(setup, who, w.role === 'designated-defender' ? w.p : inside(w.p), w.room);
		// A marker apart where there is room; else, in a tight setup, at least not stacked.
		let p: Point | null = null;
		for (const k of RELAX) p ??= spotFor(setup, who, w, nearest, placed, ball, Math.max(spacing * k, MIN_SEPARATION));
		p ??= nearest;
		placed.push({ team: w.team, number: w.number, role: w.role, x: p.x, y: p.y });
	}
	return placed.sort((a, c) => (a.team === c.team ? a.number - c.number : a.team === 'fouling' ? -1 : 1));
}

/**
 * The nearest legal point to where the player wants to stand if it is `apart` from everybody placed,
 * else the first free one of the spots tried around the wanted one, nearer first; null if none is.
 */
function spotFor(setup: Setup, who: { team: Team; role: Role }, w: { p: Point; room: number }, nearest: Point, placed: LineupPlayer[], ball: Point, apart: number): Point | null {
	if (!clash(nearest, placed, ball, apart)) return nearest;
	for (const r of RINGS)
		for (let k = 0; k < 12; k++) {
			const a = (k * Math.PI) / 6;
			const around = add(w.p, { x: r * Math.cos(a), y: r * Math.sin(a) });
			// Not held on the playing area here: the safety zone may be the only room left.
			const q = nearestLegalWithMargin(setup, who, around, w.room);
			if (!clash(q, placed, ball, apart)) return q;
		}
	return null;
}

/** Closer than `apart` to a player placed (the larger of the x and y distances: markers' boxes), or on the ball. */
function clash(p: Point, placed: LineupPlayer[], ball: Point, apart: number): boolean {
	return placed.some((q) => Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y)) < apart) || (dist(p, ball) < 2 && placed.length > 0);
}

function centroid(poly: Point[]): Point {
	const s = poly.reduce((acc, p) => ({ x: acc.x + p.x, y: acc.y + p.y }), { x: 0, y: 0 });
	return { x: s.x / poly.length, y: s.y / poly.length };
}
