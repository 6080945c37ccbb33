/*
 * Every word the diagram draws or says, in the page's language (English at /, French at /fr, Spanish
 * at /es): the venue's labels, the rule lines' and circles' labels, the players' tooltips and the
 * pieces of the SVG <title>/<desc> (describe.ts). English is worded exactly as the geometry module
 * and the marks always have; French and Spanish use the rulebook's own terms as src/lib/rules
 * renders them ("équipe fautive", "equipo infractor", "ligne de fond", "línea de la bocha"...).
 *
 * Numbers stay the geometry's: a rule line is worded from what the geometry says it is
 * (HighlightLine.line: the back line, the 30-yard line, the point of the hit), a dimension or a spot
 * from its yards (DimensionLabel.yards, VenueSpot.yards), never from its English label. Numbers are
 * written from the number in the page's language (Intl: French and Spanish write decimals with a
 * comma); the messages put a no-break space before 'yd' in French and Spanish.
 */
import { round3, ruleLineLabel, type Citation, type LineLandmark, type Team } from '$lib/geometry';
import { getLocale, type Locale } from '$lib/paraglide/runtime';
import { m } from '$lib/paraglide/messages';
import { citationRef } from '$lib/i18n/format';
import { round1 } from '$lib/url/state';

/**
 * What the foul spot's label says, as the page means it: the foul ('foul'), where the ball crossed
 * the line (a safety or a crossing: 'crossed-here'), or where the ball was thrown in (a scenario with
 * no penalty: 'throw-in'). Worded by diagramWords in the page's language.
 */
export type FoulLabel = 'foul' | 'crossed-here' | 'throw-in';

/**
 * A foul label the page words itself, drawn as it is. The penalty page (src/lib/view/PenaltyDiagram)
 * words its mark from messages/explorer, whose Spanish for the foul ('el foul') is not the diagram's
 * ('lugar del foul'); it passes the text from its own messages by kind, never parsed here.
 */
export interface FoulText {
	text: string;
}

export interface DiagramWords {
	locale: Locale;
	/** A yard value as the page writes it: '12.5' (en), '12,5' (fr, es). */
	dec: (v: number) => string;
	/** The field's centre line and the arena's centre spot, as labels. */
	centreLine: string;
	centreSpot: string;
	/** 'a: b' with the language's colon ('a : b' in French). */
	colon: (a: string, b: string) => string;
	/** '30 yd' from a number of yards (to 0.1 yd, as the URL writes it). */
	yd: (n: number) => string;
	/** '3.33 yd' from a dimension's yards as it states them (DimensionLabel.yards), not rounded further. */
	dimension: (yards: number) => string;
	/** 'length 100 yd', 'width 50 yd', 'goal 8 yd' from the dimension's yards (DimensionLabel.yards). */
	length: (yards: number) => string;
	width: (yards: number) => string;
	goal: (yards: number) => string;
	safetyZone: (yards: number) => string;
	rightOfWay: (yards: number) => string;
	/** A rule line's label from what the geometry says the line is (HighlightLine.line); English is ruleLineLabel's. */
	ruleLine: (line: LineLandmark) => string;
	/** The foul spot's label from its kind ('foul' is 'faute' in French); a FoulText is the page's own words, drawn as given. */
	foulLabel: (label: FoulLabel | FoulText) => string;
	/** 'Fouling team, player 3 (hitter)'. */
	player: (team: Team, n: number, role?: string) => string;
	/** A player's tooltip with where it stands, x and y in yards (to 1/1000 yd, as drawn): '...: 12.5, -3 yd'. */
	playerAt: (who: string, x: number, y: number) => string;
	/** A rule reference ('Rule 37, Penalty 5.a') in the page's language. */
	ref: (c: Pick<Citation, 'ref' | 'rule' | 'penalty'>) => string;
}

const opts = (locale: Locale) => ({ locale });

/** The diagram's words in `locale` (default: the page's language). */
export function diagramWords(locale: Locale = safeLocale()): DiagramWords {
	const o = opts(locale);
	const figure = figures(locale);
	const dec = (v: number) => figure(round1(v));
	/** A dimension as it states its yards, in the message's unit ('300 yd'; no-break space in French and Spanish). */
	const dimension = (yards: number) => m.dg_yd({ n: figure(yards) }, o);
	return {
		locale,
		dec,
		centreLine: m.dg_centre_line({}, o),
		centreSpot: m.dg_centre_spot({}, o),
		colon: (a, b) => (locale === 'fr' ? `${a} : ${b}` : `${a}: ${b}`),
		yd: (n) => m.dg_yd({ n: dec(n) }, o),
		dimension,
		length: (yards) => m.dg_length({ d: dimension(yards) }, o),
		width: (yards) => m.dg_width({ d: dimension(yards) }, o),
		goal: (yards) => m.dg_goal({ d: dimension(yards) }, o),
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
			if (typeof label !== 'string') return label.text;
			switch (label) {
				case 'foul':
					return m.dg_foul({}, o);
				case 'crossed-here':
					return m.dg_crossed_here({}, o);
				case 'throw-in':
					return m.dg_throw_in({}, o);
			}
		},
		player: (team, n, role) => {
			const who = team === 'fouling' ? m.dg_player_fouling({ n }, o) : m.dg_player_fouled({ n }, o);
			const r = role === 'hitter' ? m.dg_role_hitter({}, o) : role === 'designated-defender' ? m.dg_role_dd({}, o) : '';
			return r ? `${who} ${r}` : who;
		},
		playerAt: (who, x, y) => m.dg_player_at({ who, x: figure(round3(x)), y: figure(round3(y)) }, o),
		ref: (c) => citationRef(c, locale)
	};
}

/**
 * A number as `locale` writes it, every digit it has (the caller rounds it): '12.5' (en), '12,5'
 * (fr, es); no grouping ('1000'), and 0 for -0 as String() writes it.
 */
function figures(locale: Locale): (v: number) => string {
	const f = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 });
	return (v) => f.format(v || 0);
}

/** The page's language; English where none is set (unit tests, a bare module). */
function safeLocale(): Locale {
	try {
		return getLocale();
	} catch {
		return 'en';
	}
}
