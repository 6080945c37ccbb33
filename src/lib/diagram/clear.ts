/*
 * Keeps every player's number readable on a still picture. Markers are symbols of one size on
 * screen: on a whole venue at projector size a marker covers a dozen yards, so the hitter, who lines
 * up 3 yd behind the ball, would have the ball drawn over its number, and team-mates 4 yd apart
 * would hide each other's. Where that happens the markers (never the ball: it is the spot) are
 * drawn pushed apart, each straight away from what covers it, until every number is clear; the
 * players' positions (data-x, data-y, their words) stay where they are. So are they off a spot drawn
 * as a glyph (the foul cross): the spot stays where it is, the whole marker moves aside. Pure:
 * yards, attack frame.
 */
import type { Point } from '$lib/geometry';

/** The part of a marker its number takes, in marker radii (a digit at 1.25 radii: about 0.75 across, 0.9 high). */
export const NUMBER_RADIUS = 0.8;
/** Room left between the ball's edge and a number, in marker radii. */
const GAP = 0.1;
/**
 * Least distance between two markers' centres, in marker radii: circles touch, a diamond's tip
 * (1.22 radii) reaches no neighbour's number (0.72 radii up and down from its centre, line box included).
 */
export const SPACING = 2;
const ROUNDS = 40;

const away = (p: Point, from: Point, i: number): Point => {
	const dx = p.x - from.x;
	const dy = p.y - from.y;
	const d = Math.hypot(dx, dy);
	// On top of each other: apart across the venue, alternately, so that two stacked players separate.
	if (d < 1e-9) return { x: 0, y: i % 2 ? 1 : -1 };
	return { x: dx / d, y: dy / d };
};

/** A glyph drawn on a spot (the foul cross): its centre and half its box's side, yards. */
export interface KeepOff {
	at: Point;
	half: number;
}

/**
 * How far (yards) each player's marker is drawn from its position (the order of `players`; {0, 0}
 * where nothing is in the way) so that no number is under the ball (radius `ballR` at `ball`),
 * no marker's box (`reach[i]` radii from its centre, 1 by default) touches a glyph of `keepOff`,
 * and, with `spread`, no number is under another marker (radius `markerR`).
 */
export function clearMarks(players: readonly Point[], ball: Point | null, markerR: number, ballR: number, spread = true, keepOff: readonly KeepOff[] = [], reach: readonly number[] = []): Point[] {
	const at = players.map((p) => ({ x: p.x, y: p.y }));
	const needBall = markerR * (NUMBER_RADIUS + GAP) + ballR;
	const needPair = markerR * SPACING;
	/** Off each glyph's box: straight away from its centre until the boxes part (the larger of |dx|, |dy| reaches both halves). */
	const offGlyphs = () => {
		let moved = false;
		for (const g of keepOff)
			at.forEach((p, i) => {
				const need = g.half + markerR * (reach[i] ?? 1);
				if (Math.max(Math.abs(p.x - g.at.x), Math.abs(p.y - g.at.y)) >= need - 1e-9) return;
				const u = Math.hypot(p.x - g.at.x, p.y - g.at.y) < 1e-9 ? { x: -1, y: 0 } : away(p, g.at, i);
				const t = need / Math.max(Math.abs(u.x), Math.abs(u.y)) + 1e-6;
				p.x = g.at.x + u.x * t;
				p.y = g.at.y + u.y * t;
				moved = true;
			});
		return moved;
	};
	const offTheBall = () => {
		let moved = false;
		if (!ball) return moved;
		at.forEach((p, i) => {
			const d = Math.hypot(p.x - ball.x, p.y - ball.y);
			if (d >= needBall) return;
			// On the ball itself: back along the length of the venue (toward x = 0, behind the ball).
			const u = d < 1e-9 ? { x: -1, y: 0 } : away(p, ball, i);
			p.x += u.x * (needBall - d);
			p.y += u.y * (needBall - d);
			moved = true;
		});
		return moved;
	};
	/** Off the glyphs and the ball, a few rounds where one push puts a marker on the other (the ball's last: a number under it is the worse). */
	const offBall = () => {
		for (let n = 0; n < 6; n++) {
			const glyphs = offGlyphs();
			const ballMoved = offTheBall();
			if (!keepOff.length || (!glyphs && !ballMoved)) break;
		}
	};
	offBall();
	for (let round = 0; spread && round < ROUNDS; round++) {
		let moved = false;
		for (let i = 0; i < at.length; i++)
			for (let j = i + 1; j < at.length; j++) {
				const a = at[i]!;
				const b = at[j]!;
				const d = Math.hypot(a.x - b.x, a.y - b.y);
				if (d >= needPair - 1e-9) continue;
				const u = away(b, a, j);
				const half = (needPair - d) / 2 + 1e-6;
				a.x -= u.x * half;
				a.y -= u.y * half;
				b.x += u.x * half;
				b.y += u.y * half;
				moved = true;
			}
		offBall();
		if (!moved) break;
	}
	return at.map((p, i) => {
		const x = p.x - players[i]!.x;
		const y = p.y - players[i]!.y;
		return { x: Math.abs(x) < 1e-9 ? 0 : x, y: Math.abs(y) < 1e-9 ? 0 : y };
	});
}
