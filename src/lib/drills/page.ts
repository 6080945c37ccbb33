/*
 * What both drill pages share that is not words: how a drill is read from its URL, a few numbers
 * for the UI (none of them a rule distance: those all come from the geometry), and the shapes of
 * the marks a drill draws over its players.
 */
import type { Point, Rect, Team, VenueKind } from '$lib/geometry';
import { drillPenalties, VENUE_KINDS } from './scenario';
import { isValidSeed } from './random';
import { decodeDrillRef, type DrillRef } from './url';

/** The seed drawn into the prerendered HTML; replaced in the browser by the URL's or a fresh one. */
export const DEMO_SEED = 'demo';

/** A tap on the diagram picks the nearest player within this many CSS px (a fingertip: a 48 px target). */
export const PICK_PX = 24;

/** The close-ups' shape (width / height) on a phone and on a wider screen: the diagram fits them to its own. */
export const PHONE_ASPECT = 1.1;
export const WIDE_ASPECT = 1.8;

/** Every venue and penalty a drill can be about, for the filters. */
export function drillChoices(): { venue: VenueKind; penalties: string[] }[] {
	return VENUE_KINDS.map((venue) => ({ venue, penalties: drillPenalties(venue) }));
}

export interface LoadedRef {
	ref: DrillRef;
	notices: string[];
}

/**
 * The drill asked for by a query string. A missing or invalid seed is replaced by `fresh()` (an
 * invalid one with a notice); the venue and penalty are kept even without a seed, so that a link
 * such as '?venue=arena&penalty=2' practises that penalty.
 */
export function readDrillRef(params: URLSearchParams, fresh: () => string): LoadedRef {
	const notices: string[] = [];
	const seed = params.get('seed');
	const copy = new URLSearchParams(params);
	if (!isValidSeed(seed)) {
		if (seed !== null) notices.push(...decodeDrillRef(new URLSearchParams({ seed })).notices);
		copy.set('seed', fresh());
	}
	const decoded = decodeDrillRef(copy);
	notices.push(...decoded.notices);
	return { ref: decoded.ref ?? { seed: fresh() }, notices };
}

/** Keeps a point inside a rectangle (yards, whole or tenth edges), to a tenth of a yard as the URL stores it. */
export function clampTo(p: Point, r: Rect): Point {
	const tenth = (v: number, lo: number, hi: number) => {
		const c = Math.min(hi, Math.max(lo, Math.round(v * 10) / 10));
		return Object.is(c, -0) ? 0 : c;
	};
	return { x: tenth(p.x, r.minX, r.maxX), y: tenth(p.y, r.minY, r.maxY) };
}

export const insideRect = (p: Point, r: Rect): boolean => p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY;

/** A rectangle grown by `by` yards on every side: room for a player standing on its edge to be drawn whole. */
export function grow(r: Rect, by: number): Rect {
	return { minX: r.minX - by, maxX: r.maxX + by, minY: r.minY - by, maxY: r.maxY + by };
}

/**
 * What the overlay says about a player (or the ball): marked as a suspect, and after checking,
 * an offender found or missed, a legal player marked by mistake, or a placement breaking a rule.
 */
export type MarkKind = 'marked' | 'correct' | 'missed' | 'wrong' | 'violation';

/** The symbol on a mark's badge: shapes and symbols, never colour alone, tell the marks apart. */
export const MARK_GLYPH: Readonly<Record<MarkKind, string>> = { marked: '?', correct: '✓', missed: '!', wrong: '✗', violation: '!' };

/** A player's wrong spot and the nearest legal one (yards, attack frame). */
export interface LegalSpot {
	key: string;
	team: Team | null;
	from: Point;
	to: Point;
}

/** Where a point is on screen: the diagram's yards -> client px (null before it is drawn). */
export type ToScreen = (p: Point) => Point | null;

/** CSS px per yard through a diagram's transform now; null before it is drawn. */
export function pxPerYard(toScreen: ToScreen): number | null {
	const a = toScreen({ x: 0, y: 0 });
	const b = toScreen({ x: 1, y: 0 });
	return a && b && b.x !== a.x ? Math.abs(b.x - a.x) : null;
}
