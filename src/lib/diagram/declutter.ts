/*
 * Markers apart on screen where the geometry puts players close (a player moved next to another, a
 * drill, a whole venue on a narrow screen): markers are symbols of one size on screen, often
 * bigger than the yards between two players. Where two markers' boxes would overlap, they are drawn
 * pushed apart, straight away from each other, just far enough that the boxes part; PlayerMarks
 * then draws a leader line from each marker drawn off its spot to the spot, as a map does with its
 * labels. A pinned marker (the one under the user's finger) stays on its spot and the others step
 * aside. Pure: yards, attack frame.
 */
import type { Point } from '$lib/geometry';
import { hitRadii } from './pick';

/** A marker to keep clear: where it is drawn (yards) and how far it reaches from its centre, in marker radii. */
export interface Spot {
	x: number;
	y: number;
	reach: number;
}

export interface DeclutterOptions {
	/** Indices of markers that stay where they are (the one being dragged). */
	pinned?: readonly number[];
	/** Air kept between two markers' boxes, yards (their outline's stroke). */
	air?: number;
}

const ROUNDS = 80;

/** Half the side of a marker's box, yards. */
const halfOf = (s: Spot, radius: number, air: number) => s.reach * radius + air / 2;

/**
 * How far (yards) each marker is to be drawn from where it is given (the order of `spots`; {0, 0}
 * where nothing is in the way), so that no two markers' boxes overlap: `radius` is the marker
 * radius in yards (Sizes.player).
 */
export function declutter(spots: readonly Spot[], radius: number, o: DeclutterOptions = {}): Point[] {
	const air = o.air ?? 0;
	const pinned = new Set(o.pinned ?? []);
	const at = spots.map((s) => ({ x: s.x, y: s.y }));
	for (let round = 0; round < ROUNDS; round++) {
		let moved = false;
		for (let i = 0; i < at.length; i++)
			for (let j = i + 1; j < at.length; j++) {
				if (pinned.has(i) && pinned.has(j)) continue;
				const a = at[i]!;
				const b = at[j]!;
				const need = halfOf(spots[i]!, radius, air) + halfOf(spots[j]!, radius, air);
				const dx = b.x - a.x;
				const dy = b.y - a.y;
				if (Math.max(Math.abs(dx), Math.abs(dy)) >= need - 1e-9) continue;
				const d = Math.hypot(dx, dy);
				// On the same spot: apart across the venue, the later one up, so that a stack opens the same way each time.
				const u = d < 1e-9 ? { x: 0, y: 1 } : { x: dx / d, y: dy / d };
				// Along the line between them, until the larger of |dx|, |dy| reaches `need`: the boxes touch.
				const push = need / Math.max(Math.abs(u.x), Math.abs(u.y)) - d + 1e-6;
				const share = pinned.has(i) ? 0 : pinned.has(j) ? 1 : 0.5;
				a.x -= u.x * push * share;
				a.y -= u.y * push * share;
				b.x += u.x * push * (1 - share);
				b.y += u.y * push * (1 - share);
				moved = true;
			}
		if (!moved) break;
	}
	return at.map((p, i) => {
		const x = p.x - spots[i]!.x;
		const y = p.y - spots[i]!.y;
		return { x: Math.abs(x) < 1e-9 ? 0 : x, y: Math.abs(y) < 1e-9 ? 0 : y };
	});
}

/**
 * The leader line from a marker drawn off its spot back to the spot (yards, attack frame): from the
 * marker's edge (`reach` radii of `radius` from its centre) to the spot; null where the spot is
 * under the marker itself (nothing to point at).
 */
export function leaderLine(spot: Point, drawn: Point, reach: number, radius: number): { from: Point; to: Point } | null {
	const dx = spot.x - drawn.x;
	const dy = spot.y - drawn.y;
	const d = Math.hypot(dx, dy);
	const edge = reach * radius;
	if (d <= edge) return null;
	return { from: { x: drawn.x + (dx / d) * edge, y: drawn.y + (dy / d) * edge }, to: spot };
}

/** Air between two markers pushed apart, CSS px: their outlines do not touch. */
const AIR_PX = 3;
/** A touch target's radius, CSS px (a 44 px target). */
const FINGER_PX = 22;

export interface PlacingOptions {
	/** CSS px per yard of the diagram now. */
	pxPerYard: number;
	/** The index of the marker under the user's finger (it stays on its spot), or -1. */
	pinned: number;
	/** The user moves the players: markers keep a finger's target apart. */
	interactive: boolean;
	/** false: drawn where given, targets a finger wide (tokens laid out in a row already). */
	spread: boolean;
	/** An animation runs: drawn where given (markers would jump), targets stopping short of each other. */
	moving: boolean;
	/** A finger moves them (a coarse pointer): markers a finger's target apart. A mouse needs no more than air. */
	fingers?: boolean;
	/** What stays on its spot and markers keep off (the ball, the foul cross): centre and half side, yards. */
	obstacles?: readonly { x: number; y: number; half: number }[];
}

/**
 * Where each marker is drawn (yards) and the radius of its touch target: pushed apart where they
 * would overlap (declutter), a finger's target apart where the user moves them, and where they
 * could not be pushed (`spread` false) the target stops short of the other marker. One function
 * for PlayerMarks, which draws them, and SetupMarks, whose labels keep clear of them.
 */
export function placeMarkers(at: readonly Spot[], radius: number, o: PlacingOptions): { drawn: Spot[]; hits: number[] } {
	// A finger-sized target: 22 CSS px of radius (a 44 px touch target), at least the marker.
	const finger = Math.max(radius * 1.3, FINGER_PX / o.pxPerYard);
	const air = Math.max(AIR_PX / o.pxPerYard, o.interactive && o.fingers ? finger - radius : 0);
	// The ball and the foul cross are places, not symbols: pinned, the markers step off them.
	const fixed = (o.obstacles ?? []).map((b) => ({ x: b.x, y: b.y, reach: b.half / radius }));
	const pinned = [...(o.pinned >= 0 ? [o.pinned] : []), ...fixed.map((_, k) => at.length + k)];
	const off = o.spread && !o.moving ? declutter([...at, ...fixed], radius, { pinned, air }) : [];
	const drawn = at.map((a, i) => ({ ...a, x: a.x + (off[i]?.x ?? 0), y: a.y + (off[i]?.y ?? 0) }));
	return { drawn, hits: o.spread ? hitRadii(drawn, radius, finger) : drawn.map(() => finger) };
}
