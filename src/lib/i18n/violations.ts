/*
 * A geometry Violation in the page's language, worded from its `detail` (a code and its numbers, see
 * src/lib/geometry/wording.ts) rather than from the English `message`. English is the geometry's own
 * sentence, unchanged; French and Spanish use the rulebook's words ("équipe fautive", "equipo
 * infractor", "défenseur désigné"...). Numbers keep one decimal, with the language's decimal sign.
 *
 * The numbers, names and rule references it uses are format.ts's: every diagram needs those, and
 * only the checker and the captions these words (issue 17: first-use weight).
 */
import { english, type Detail, type Landmark, type Subject, type Violation } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import { decimal, ydIn } from './format';

const opt = (locale: Locale) => ({ locale });

/**
 * 'de' + a noun phrase with its article, contracted as the language does ('du but', 'del arco');
 * English reads 'from the ball', so the phrase is returned as it is.
 */
export function ofPhrase(np: string, locale: Locale): string {
	if (locale === 'fr') {
		if (np.startsWith('le ')) return `du ${np.slice(3)}`;
		if (np.startsWith('les ')) return `des ${np.slice(4)}`;
		return `de ${np}`;
	}
	if (locale === 'es') {
		if (np.startsWith('el ')) return `del ${np.slice(3)}`;
		return `de ${np}`;
	}
	return np;
}

/** A landmark with its article: 'the 30-yard line', 'la ligne des 30 yards', 'la línea de 30 yardas'. */
export function landmarkWords(l: Landmark, locale: Locale, possessive = false): string {
	const o = opt(locale);
	switch (l.key) {
		case 'back-line':
			return possessive ? m.viol_lm_back_line_their({}, o) : m.viol_lm_back_line({}, o);
		case 'yard-line':
			return m.viol_lm_yard_line({ yards: decimal(l.yards, locale) }, o);
		case 'ball':
			return m.viol_lm_ball({}, o);
		case 'point-of-hit':
			return m.viol_lm_point_of_hit({}, o);
		case 'goal':
			return m.viol_lm_goal({}, o);
		case 'safety-zone':
			return m.viol_lm_safety_zone({}, o);
		case 'arena-walls':
			return m.viol_lm_arena_walls({}, o);
		case 'inner-line':
			return m.viol_lm_inner_line({ yards: decimal(l.yards, locale) }, o);
	}
}

export function subjectWords(s: Subject, locale: Locale): string {
	const o = opt(locale);
	switch (s) {
		case 'fouling':
			return m.viol_subj_fouling({}, o);
		case 'fouled':
			return m.viol_subj_fouled({}, o);
		case 'every':
			return m.viol_subj_every({}, o);
		case 'designated-defender':
			return m.viol_subj_dd({}, o);
	}
}

/** What is wrong, without the player's name: '24.6 yd from the ball; the fouling team must be at least 30.0 yd away'. */
export function detailWords(d: Detail, locale: Locale): string {
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en') return english(d);
	const o = opt(locale);
	const n = (v: number) => ydIn(v, locale);
	// Spanish says 'delante de la línea', 'fuera de la zona': the landmark comes with its 'de'.
	const after = (l: Landmark, possessive = false) => (locale === 'es' ? ofPhrase(landmarkWords(l, locale, possessive), locale) : landmarkWords(l, locale, possessive));
	switch (d.code) {
		case 'in-front-of-line':
			return (
				m.viol_in_front_of_line(
					{
						d: n(d.d),
						line: after(d.line, d.who === 'fouling' && d.line.key === 'back-line'),
						who: subjectWords(d.who, locale),
						need: d.need === 'behind' ? m.viol_need_behind({}, o) : m.viol_need_between({}, o)
					},
					o
				) + (d.orOffField ? m.viol_or_off_field({}, o) : '')
			);
		case 'too-close':
			return m.viol_too_close({ d: n(d.d), from: ofPhrase(landmarkWords(d.from, locale), locale), who: subjectWords(d.who, locale), r: n(d.r) }, o);
		case 'in-goal':
			return m.viol_in_goal({ d: n(d.d), who: subjectWords(d.who, locale) }, o);
		case 'outside-area':
			return m.viol_outside_area({ d: n(d.d), area: ofPhrase(landmarkWords(d.area, locale), locale), who: subjectWords(d.who, locale) }, o);
		case 'off-end-wall':
			return m.viol_off_end_wall({ d: n(d.d), band: n(d.band) }, o);
		case 'wrong-side-of-goal':
			return m.viol_wrong_side_of_goal({}, o);
		case 'in-front-of-goal':
			return m.viol_in_front_of_goal({}, o);
		case 'near-goal-edge':
			return m.viol_near_goal_edge({ d: n(d.d), need: d.corner ? m.viol_need_corner({}, o) : m.viol_need_edge({ n: n(d.need) }, o) }, o);
		case 'outside-goal-arc':
			return m.viol_outside_goal_arc({ d: n(d.d), r: n(d.r) }, o);
		case 'in-right-of-way':
			return m.viol_in_right_of_way({ d: n(d.d), r: n(d.r) }, o);
	}
}

/**
 * 'Red 3 is 24.6 yd from the ball; the fouling team must be at least 30.0 yd away' (the rule is cited
 * beside it). `name` is the player's name in the page's language. English: the geometry's message.
 */
export function violationWords(name: string, v: Pick<Violation, 'message' | 'detail'>, locale: Locale): string {
	const what = (globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en' ? v.message : detailWords(v.detail, locale);
	return m.viol_sentence({ name, what }, opt(locale));
}
