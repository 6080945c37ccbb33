/*
 * What both drill pages share: how players are named (the rulebook's examples call the fouling team
 * Red and the fouled team Blue), how a drill is read from and written to the URL, and a few numbers
 * for the UI (none of them a rule distance: those all come from the geometry). Words are in the
 * page's language; a violation is worded from its detail by src/lib/i18n/violations.ts.
 */
import { decodeDrillRef, drillPenalties, isValidSeed, VENUE_KINDS, type DrillRef } from '$lib/drills';
import type { Citation, Point, Rect, Role, Team, Violation, VenueKind } from '$lib/geometry';
import { getLocale } from '$lib/i18n';
import { penaltyTitle as titleIn } from '$lib/i18n/penalties';
import { citationRef, decimal, violationWords } from '$lib/i18n/violations';
import { m } from '$lib/paraglide/messages';
import { formatYards } from '$lib/url/state';

/** The seed drawn into the prerendered HTML; replaced in the browser by the URL's or a fresh one. */
export const DEMO_SEED = 'demo';

/** A tap on the diagram picks the nearest player within this many CSS px (a fingertip). */
export const PICK_PX = 24;

export const teamName = (team: Team): string => (team === 'fouling' ? m.team_red() : m.team_blue());

export function playerName(p: { team: Team; number: number }): string {
	return `${teamName(p.team)} ${p.number}`;
}

/** 'fouling-2' -> 'Red 2'; anything else is returned as it is. */
export function keyName(key: string): string {
	const m = /^(fouling|fouled)-(\d)$/.exec(key);
	return m ? playerName({ team: m[1] as Team, number: Number(m[2]) }) : key;
}

/** '' for an ordinary player, else the role in words. */
export function roleWord(role: Role): string {
	return role === 'hitter' ? m.dr_hitter() : role === 'designated-defender' ? m.dr_defender() : '';
}

export const venueName = (kind: VenueKind): string => (kind === 'field' ? m.nav_field() : m.nav_arena());

/** '(12.5, -3) yd', '(12,5 ; -3) yards'. */
export const at = (p: Point): string => {
	const locale = getLocale();
	return m.dr_at({ x: decimal(formatYards(p.x), locale), y: decimal(formatYards(p.y), locale) });
};

/** 'Penalty 6.a: fouling team gets it wrong' for a venue and penalty id, in the page's language. */
export function penaltyTitle(kind: VenueKind, penalty: string): string {
	return titleIn(kind, penalty);
}

/** 'Red 2 is 24.6 yd from the ball; …', worded from the violation's detail in the page's language. */
export const violationText = (name: string, v: Pick<Violation, 'message' | 'detail'>): string => violationWords(name, v, getLocale());

/** 'Rule 37, Penalty 5.a' in the page's language. */
export const ruleRef = (c: Pick<Citation, 'ref' | 'rule' | 'penalty'>): string => citationRef(c, getLocale());

/** The colon between a label and what follows, as the language sets it: 'Rouge 3 : …', 'Rojo 3: …'. */
export const colon = (): string => (getLocale() === 'fr' ? '\u00a0: ' : ': ');

/** One of two messages by count: the singular for 1 (and for 0 in French, which counts it so). */
export function plural<T>(n: number, one: T, other: T): T {
	return n === 1 || (n === 0 && getLocale() === 'fr') ? one : other;
}

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

/**
 * What the overlay says about a player (or the ball): marked as a suspect, and after checking,
 * an offender found or missed, a legal player marked by mistake, or a placement breaking a rule.
 */
export type MarkKind = 'marked' | 'correct' | 'missed' | 'wrong' | 'violation';

/** A player's wrong spot and the nearest legal one (yards, attack frame). */
export interface LegalSpot {
	key: string;
	team: Team | null;
	from: Point;
	to: Point;
}

/** A rectangle grown by `by` yards on every side: room for a player standing on its edge to be drawn whole. */
export function grow(r: Rect, by: number): Rect {
	return { minX: r.minX - by, maxX: r.maxX + by, minY: r.minY - by, maxY: r.maxY + by };
}
