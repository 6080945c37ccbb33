/*
 * What the setup checker says (checker.ts does its arithmetic): a player's violation, a role, the live
 * readout of the mark being moved (the rule that matters most there, with its distance), and the
 * anchor of the rule sentence a violation links to. In the page's language.
 */
import { dist, offFieldDistance, signedDistance, type Citation, type Constraint, type Point, type Role, type Setup, type Team, type Violation } from '$lib/geometry';
import { citationRef, decimal } from '$lib/i18n/format';
import { detailWords, landmarkWords, ofPhrase, violationWords } from '$lib/i18n/violations';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import { tenth } from '$lib/url/view';

/** 'Red 3 is 24.6 yd from the ball; the fouling team must be at least 30.0 yd away' (the rule is cited beside it). */
export function violationText(name: string, v: Violation, locale: Locale = 'en'): string {
	return (globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en' ? `${name} is ${v.message}` : violationWords(name, v, locale);
}

/** The role in words, for accessible names: 'the hitter', 'the designated defender'. */
export function roleWords(role: Role, locale: Locale = 'en'): string {
	const o = { locale };
	return role === 'hitter' ? m.ex_role_hitter({}, o) : role === 'designated-defender' ? m.ex_role_dd({}, o) : '';
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

/** Why a player may not stand where a finger dragged it, worded for the phone's readout beside the diagram. */
export interface DragReason {
	/** The rule broken, in words with its numbers: 'Red 3 is 24.6 yd from the ball; ...'. */
	text: string;
	/** How far the player is from a legal place: '5.4 yd from a legal place'. */
	by: string;
	/** The rule's reference: 'Rule 37, Penalty 5.a'. */
	ref: string;
}

/** The violation broken by most, worded; null where there is none (the player is legal). */
export function dragReason(name: string, violations: readonly Violation[], locale: Locale = 'en'): DragReason | null {
	const v = violations.reduce<Violation | null>((a, b) => (!a || b.by > a.by ? b : a), null);
	if (!v) return null;
	return { text: violationText(name, v, locale), by: m.sl_drag_by({ d: yd(Math.max(0.1, v.by), locale) }, { locale }), ref: citationRef(v.citation, locale) };
}
