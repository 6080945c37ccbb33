/*
 * The setup checker's arithmetic: the players where the user put them, what each breaks (from
 * checkPosition, in numbers), the fix (nearestLegal) and the live readout while one is moved.
 * Pure: yards in the attack frame of src/lib/geometry; the page does the drawing and the URL.
 */
import {
	checkPosition,
	dist,
	nearestLegal,
	offFieldDistance,
	signedDistance,
	type Citation,
	type Constraint,
	type LineupPlayer,
	type Point,
	type Rect,
	type Role,
	type Setup,
	type Team,
	type Violation
} from '$lib/geometry';
import { playerKey, tenth, type Moved, type PlayerKey } from '$lib/url/view';
import { citationRef, decimal, detailWords, landmarkWords, ofPhrase, playerName, violationWords } from '$lib/i18n/violations';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';

/*
 * The team names of the animation's captions (TEAM_NAMES in $lib/animation/text): written here too
 * because that module brings the rule text with it, which a first visit does not load. A unit test
 * keeps the two the same.
 */
export const TEAM_NAME: Record<Team, string> = { fouling: 'Red', fouled: 'Blue' };

export interface CheckedPlayer {
	key: PlayerKey;
	team: Team;
	number: number;
	role: Role;
	/** Yards, attack frame. */
	x: number;
	y: number;
	/** 'Red 3'. */
	name: string;
	/** Moved by the user (else where standardLineup puts it). */
	moved: boolean;
	illegal: boolean;
	violations: Violation[];
}

/** The line-up with the user's moves applied, each player checked. */
export function checkPlayers(setup: Setup, lineup: readonly LineupPlayer[], moved: Moved, locale: Locale = 'en'): CheckedPlayer[] {
	return lineup.map((l) => {
		const key = playerKey(l.team, l.number);
		const m = moved[key];
		const p = m ?? { x: l.x, y: l.y };
		const violations = checkPosition(setup, { team: l.team, role: l.role }, p).violations.slice().sort((a, b) => b.by - a.by);
		return {
			key,
			team: l.team,
			number: l.number,
			role: l.role,
			x: p.x,
			y: p.y,
			name: (globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en' ? `${TEAM_NAME[l.team]} ${l.number}` : playerName(l.team, l.number, locale),
			moved: !!m,
			illegal: violations.length > 0,
			violations
		};
	});
}

/** 'Red 3 is 24.6 yd from the ball; the fouling team must be at least 30.0 yd away' (the rule is cited beside it). */
export function violationText(name: string, v: Violation, locale: Locale = 'en'): string {
	return (globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en' ? `${name} is ${v.message}` : violationWords(name, v, locale);
}

/** The role in words, for accessible names: 'the hitter', 'the designated defender'. */
export function roleWords(role: Role, locale: Locale = 'en'): string {
	const o = { locale };
	return role === 'hitter' ? m.ex_role_hitter({}, o) : role === 'designated-defender' ? m.ex_role_dd({}, o) : '';
}

/**
 * The nearest legal position, to 0.1 yd (the URL's precision). nearestLegal lands a tenth inside
 * the rule so that the rounded point stays legal; where rounding would still break one, the exact
 * point is kept.
 */
export function fixPosition(setup: Setup, p: Pick<CheckedPlayer, 'team' | 'role' | 'x' | 'y'>): Point {
	const who = { team: p.team, role: p.role };
	const q = nearestLegal(setup, who, { x: p.x, y: p.y });
	const r = { x: tenth(q.x), y: tenth(q.y) };
	return checkPosition(setup, who, r).legal ? r : q;
}

/** A position moved by (dx, dy) yards, to 0.1 yd, kept inside `surround` (the venue with its safety zone or walls). */
export function nudge(p: Point, dx: number, dy: number, surround: Rect): Point {
	return clampTo({ x: p.x + dx, y: p.y + dy }, surround);
}

/** A point to 0.1 yd inside `surround`. */
export function clampTo(p: Point, surround: Rect): Point {
	const within = (v: number, lo: number, hi: number) => {
		const r = tenth(v);
		if (r > hi) return tenth(Math.floor(hi * 10) / 10);
		if (r < lo) return tenth(Math.ceil(lo * 10) / 10);
		return r;
	};
	return { x: within(p.x, surround.minX, surround.maxX), y: within(p.y, surround.minY, surround.maxY) };
}

/** Yards for a readout: one decimal (a decimal comma in French and Spanish). */
export const yd = (v: number, locale: Locale = 'en') => decimal(tenth(v).toFixed(1), locale);

function lineName(setup: Setup, x0: number, locale: Locale): string {
	const { venue, ball } = setup;
	const o = { locale };
	if (Math.abs(x0) < 1e-9 || Math.abs(x0 - venue.length) < 1e-9) return venue.kind === 'field' ? landmarkWords({ key: 'back-line' }, locale) : m.ex_lm_end_wall({}, o);
	if (ball && Math.abs(x0 - ball.x) < 1e-9) return landmarkWords({ key: venue.kind === 'arena' ? 'point-of-hit' : 'ball' }, locale);
	return landmarkWords({ key: 'yard-line', yards: tenth(Math.min(x0, venue.length - x0)) }, locale);
}

/** How one rule reads at p, in a few words with the distance: '5.4 yd clear of the 30 yd circle'. */
export function measureWords(setup: Setup, c: Constraint, p: Point, locale: Locale = 'en'): string {
	const sd = signedDistance(c.shape, p);
	const d = yd(Math.abs(sd), locale);
	const ok = sd >= 0;
	const s = c.shape;
	const o = { locale };
	const r = (v: number) => decimal(tenth(v), locale);
	switch (s.kind) {
		case 'min-distance':
			return ok ? m.ex_m_outside_circle({ d, r: r(s.radius) }, o) : m.ex_m_inside_circle({ d, r: r(s.radius) }, o);
		case 'halfplane':
			// The geometry's explanations say "in front of ...; must be behind it": the legal side is behind.
			if (c.id === 'dd-wall') return ok ? m.ex_m_in_band({ d }, o) : m.ex_m_off_band({ d }, o);
			if (s.normal.y === 0 && s.normal.x !== 0) {
				const name = lineName(setup, s.offset / s.normal.x, locale);
				// Spanish says 'detrás de la línea', 'delante del punto'.
				const line = locale === 'es' ? ofPhrase(name, locale) : name;
				return ok ? m.ex_m_behind({ d, line }, o) : m.ex_m_in_front({ d, line }, o);
			}
			return ok ? m.ex_m_inside_area({ d }, o) : m.ex_m_outside_area({ d }, o);
		case 'outside-goal':
			return ok ? m.ex_m_clear_goal({ d }, o) : m.ex_m_in_goal({ d }, o);
		case 'near-segment':
			return ok ? m.ex_m_inside_arc({ d, r: r(s.radius) }, o) : m.ex_m_beyond_arc({ d, r: r(s.radius) }, o);
		case 'abs-y-at-least':
			return ok ? m.ex_m_wider({ d, r: r(s.value) }, o) : m.ex_m_short({ d, r: r(s.value) }, o);
		case 'right-of-way':
			return ok ? m.ex_m_clear_row({ d }, o) : m.ex_m_in_row({ d }, o);
		case 'halfplane-or-off-field': {
			// Off the field the line does not bind ("who are not off the field"); on it, as a line.
			if (offFieldDistance(s.field, p) >= 0) return m.ex_m_off_field({}, o);
			const behind = s.offset - (s.normal.x * p.x + s.normal.y * p.y);
			const dd = yd(Math.abs(behind), locale);
			const name = lineName(setup, s.offset / s.normal.x, locale);
			const line = locale === 'es' ? ofPhrase(name, locale) : name;
			return behind >= 0 ? m.ex_m_behind({ d: dd, line }, o) : m.ex_m_in_front({ d: dd, line }, o);
		}
	}
}

export interface Readout {
	/** 'Red 3 at (112.4, -20.1) yd'. */
	where: string;
	/** Distance to the ball, yards; null where there is no ball. */
	toBall: number | null;
	/** The rule that matters most here: the one broken by most, else the one with the least room to spare. */
	line: { text: string; ref: string; legal: boolean } | null;
}

/** The live readout for a player at p (the dragged or keyboard-moved one). */
export function readout(setup: Setup, who: { team: Team; role: Role; name: string }, p: Point, locale: Locale = 'en'): Readout {
	const where = m.ex_readout_where({ name: who.name, x: yd(p.x, locale), y: yd(p.y, locale) }, { locale });
	const toBall = setup.ball ? dist(p, setup.ball) : null;
	const rules = setup.constraints.filter((c) => c.teams.includes(who.team) && c.roles.includes(who.role) && c.citation.rule !== 'venue');
	let best: { c: Constraint; sd: number } | null = null;
	for (const c of rules) {
		const sd = signedDistance(c.shape, p);
		if (!best || sd < best.sd) best = { c, sd };
	}
	// Off the ground altogether: that is what matters.
	const bounds = setup.constraints.filter((c) => c.citation.rule === 'venue' && c.teams.includes(who.team) && c.roles.includes(who.role));
	const off = bounds.find((c) => signedDistance(c.shape, p) < -1e-6);
	if (off) {
		const text = (globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en' ? off.explain(p) : detailWords(off.detail(p), locale);
		return { where, toBall, line: { text, ref: citationRef(off.citation, locale), legal: false } };
	}
	if (!best) return { where, toBall, line: null };
	return { where, toBall, line: { text: measureWords(setup, best.c, p, locale), ref: citationRef(best.c.citation, locale), legal: best.sd >= -1e-6 } };
}

/** FNV-1a, base 36: a short stable id for a rule sentence. */
function hash(s: string): string {
	let h = 0x811c9dc5;
	for (let i = 0; i < s.length; i++) {
		h ^= s.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	return (h >>> 0).toString(36);
}

/** The id of a rule sentence's element on the page (RulePanel), for links from violations. */
export function citationAnchor(c: Pick<Citation, 'ref' | 'id'>): string {
	return `rule-${hash(`${c.ref}\u0000${c.id}`)}`;
}
