/*
 * The framing of a drawn setup, without words: which team defends each goal, and the part of the venue
 * where the play is (the zoomed view, a phone's close-up). Pure, yards. Kept apart from describe.ts
 * (the setup in words): the embed draws and zooms from its first use, and loads the words only once
 * its setup changes (issue 17: first-use weight).
 */
import type { Point, Rect, Setup, Team } from '$lib/geometry';
import { playBox } from './frame';
import type { PlayerMark } from './types';

const other = (t: Team): Team => (t === 'fouling' ? 'fouled' : 'fouling');

/** Which team defends each goal (goal line x in yards), for the setup's direction of play. */
export function goalTeams(setup: Setup): { x: number; team: Team }[] {
	if (setup.attackGoalX === null || !setup.hitter) return [];
	const [g0, g1] = setup.venue.goals;
	const attacked = Math.abs(g0.x - setup.attackGoalX) < 1e-9 ? g0 : g1;
	const own = attacked === g0 ? g1 : g0;
	return [
		{ x: attacked.x, team: other(setup.hitter) },
		{ x: own.x, team: setup.hitter }
	];
}

/** The part of the venue where the play is (ball, foul, players, circles, the defender's zone), `aspect` wide for tall. */
export function playArea(setup: Setup, players: readonly PlayerMark[] = [], aspect = 1.8): Rect {
	const pts: Point[] = [];
	if (setup.ball) pts.push(setup.ball);
	if (setup.foul) pts.push(setup.foul);
	for (const a of setup.adjustments) pts.push(a.from, a.to);
	pts.push(...players);
	for (const e of setup.exclusions) {
		pts.push({ x: e.center.x - e.radius, y: e.center.y - e.radius }, { x: e.center.x + e.radius, y: e.center.y + e.radius });
	}
	if (setup.rightOfWay) {
		const r = setup.rightOfWay;
		pts.push({ x: r.from.x - r.clearRadius, y: r.from.y - r.clearRadius }, { x: r.from.x + r.clearRadius, y: r.from.y + r.clearRadius });
	}
	for (const z of setup.zones) if (z.role === 'designated-defender') for (const part of z.parts) pts.push(...part);
	for (const l of setup.lines) pts.push({ x: l.x, y: setup.ball?.y ?? 0 });
	return playBox(pts, setup.venue.surround, 6, aspect, 40);
}
