/*
 * Every word the diagram draws or says, in the page's language (English at /, French at /fr, Spanish
 * at /es): the venue's labels, the rule lines' and circles' labels, the players' tooltips and the
 * pieces of the SVG <title>/<desc> (describe.ts). English is worded exactly as the geometry module
 * and the marks always have; French and Spanish use the rulebook's own terms as src/lib/rules
 * renders them ("équipe fautive", "equipo infractor", "ligne de fond", "línea de la bocha"...).
 *
 * Numbers stay the geometry's: a rule line is worded from what the geometry says it is
 * (HighlightLine.line: the back line, the 30-yard line, the point of the hit), never from its English
 * label. French and Spanish write decimals with a comma.
 */
import { ruleLineLabel, type Citation, type LineLandmark, type Team } from '$lib/geometry';
import { getLocale, type Locale } from '$lib/paraglide/runtime';
import { m } from '$lib/paraglide/messages';
import { citationRef } from '$lib/i18n/violations';
import { formatYards } from '$lib/url/state';

export interface DiagramWords {
	locale: Locale;
	/** A yard value as the page writes it: '12.5' (en), '12,5' (fr, es). */
	dec: (v: number) => string;
	/** The field's centre line and the arena's centre spot, as labels. */
	centreLine: string;
	centreSpot: string;
	/** 'a: b' with the language's colon ('a : b' in French). */
	colon: (a: string, b: string) => string;
	/** '30 yd' from a number of yards. */
	yd: (n: number) => string;
	/** '3 1/3 yd' from a label already written ('3 1/3'). */
	ydText: (label: string) => string;
	/** 'length 100 yd', from the dimension's own label ('100 yd'). */
	length: (label: string) => string;
	width: (label: string) => string;
	goal: (label: string) => string;
	safetyZone: (yards: number) => string;
	rightOfWay: (yards: number) => string;
	/** A rule line's label from what the geometry says the line is (HighlightLine.line); English is ruleLineLabel's. */
	ruleLine: (line: LineLandmark) => string;
	/** The foul spot's label from a page ('foul', 'crossed here'); other text is the page's own, kept. */
	foulLabel: (label: string) => string;
	/** 'Fouling team, player 3 (hitter)'. */
	player: (team: Team, n: number, role?: string) => string;
	/** A player's tooltip with where it stands: '...: 12.5, -3 yd'. */
	playerAt: (who: string, x: string, y: string) => string;
	/** A rule reference ('Rule 37, Penalty 5.a') in the page's language. */
	ref: (c: Pick<Citation, 'ref' | 'rule' | 'penalty'>) => string;
}

const opts = (locale: Locale) => ({ locale });

/** The diagram's words in `locale` (default: the page's language). */
export function diagramWords(locale: Locale = safeLocale()): DiagramWords {
	const o = opts(locale);
	const dec = (v: number) => (locale === 'en' ? formatYards(v) : formatYards(v).replace('.', ','));
	// French and Spanish: a decimal comma, and no line break between a number and its unit.
	const unitSpace = locale === 'fr' ? '\u202f' : '\u00a0';
	const decText = (s: string) => (locale === 'en' ? s : s.replace(/(\d)\.(\d)/g, '$1,$2').replace(/ yd\b/g, `${unitSpace}yd`));
	return {
		locale,
		dec,
		centreLine: m.dg_centre_line({}, o),
		centreSpot: m.dg_centre_spot({}, o),
		colon: (a, b) => (locale === 'fr' ? `${a} : ${b}` : `${a}: ${b}`),
		yd: (n) => m.dg_yd({ n: dec(n) }, o),
		ydText: (label) => m.dg_yd({ n: decText(label) }, o),
		length: (label) => m.dg_length({ d: decText(label) }, o),
		width: (label) => m.dg_width({ d: decText(label) }, o),
		goal: (label) => m.dg_goal({ d: decText(label) }, o),
		safetyZone: (yards) => m.dg_safety_zone({ d: dec(yards) }, o),
		rightOfWay: (yards) => m.dg_right_of_way({ d: dec(yards) }, o),
		ruleLine: (line) => {
			if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en') return ruleLineLabel(line);
			switch (line.key) {
				case 'back-line':
					return m.dg_back_line({}, o);
				case 'point-of-hit':
					return m.dg_point_of_hit({}, o);
				case 'yard-line':
					return m.dg_yard_line({ n: dec(line.yards) }, o);
			}
		},
		foulLabel: (label) => {
			if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en') return label;
			if (label === 'foul') return m.dg_foul({}, o);
			if (label === 'crossed here') return m.dg_crossed_here({}, o);
			return label;
		},
		player: (team, n, role) => {
			const who = team === 'fouling' ? m.dg_player_fouling({ n }, o) : m.dg_player_fouled({ n }, o);
			const r = role === 'hitter' ? m.dg_role_hitter({}, o) : role === 'designated-defender' ? m.dg_role_dd({}, o) : '';
			return r ? `${who} ${r}` : who;
		},
		playerAt: (who, x, y) => m.dg_player_at({ who, x: decText(x), y: decText(y) }, o),
		ref: (c) => citationRef(c, locale)
	};
}

/** The page's language; English where none is set (unit tests, a bare module). */
function safeLocale(): Locale {
	try {
		return getLocale();
	} catch {
		return 'en';
	}
}
