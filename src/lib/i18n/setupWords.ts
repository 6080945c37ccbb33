/*
 * The words the geometry module writes in English (setup.title, setup.summary, adjustments, warnings,
 * the award, the re-hit, the outcome card, GeometryError messages), in the page's language.
 *
 * English returns the geometry's own string, unchanged. French and Spanish are worded here from the
 * structured setup (venue, penalty, options, the points an adjustment moves between, the measures),
 * never by translating the English sentence: the numbers come from the same data the geometry used.
 */
import {
	ARENA_CITATIONS,
	ARENA_MEASURES,
	computeSetup,
	dist,
	distToSegment,
	FIELD_MEASURES,
	isGeometryError,
	penaltyLabel,
	type Adjustment,
	type Award,
	type OutcomeLine,
	type Setup,
	type Warning
} from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import { penaltySummary, penaltyTitle } from './penalties';
import { decimal, penaltyName, ydIn } from './format';

/** 'a and b' in the language (as list() of $lib/i18n, which this module cannot import: end-to-end tests load it outside SvelteKit). */
const list = (items: string[], type: 'conjunction' | 'disjunction', locale: Locale) => new Intl.ListFormat(locale, { type }).format(items);

const opt = (locale: Locale) => ({ locale });

/** 'Penalty 5.a: from the spot', 'Pénalité 5.a : depuis l'endroit de la faute'. */
export function setupTitle(setup: Pick<Setup, 'title' | 'venue' | 'penalty'>, locale: Locale): string {
	return (globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en' ? setup.title : penaltyTitle(setup.venue.kind, setup.penalty, locale);
}

/** One or two sentences on what the setup is, for this setup's options. */
export function setupSummary(setup: Setup, locale: Locale): string {
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en') return setup.summary;
	const o = opt(locale);
	const { venue, penalty, options } = setup;
	const F = FIELD_MEASURES;
	const A = ARENA_MEASURES;
	const plain = () => penaltySummary(venue.kind, penalty, { locale });
	if (venue.kind === 'field') {
		if (penalty === '2' && options.from === 'spot') return m.sw_sum_field_2_spot({ d: F.p2SpotDistance }, o);
		if (penalty === '3' && options.defended) return m.sw_sum_field_3_defended({ line: F.p3Line }, o);
		if (penalty === '5a' && !venue.boarded) return m.sw_sum_field_5a_unboarded({ margin: F.p5aSideMargin, d: F.p5Distance }, o);
		return plain();
	}
	if ((penalty === '2' || penalty === '3') && options.alternativeRule9) return m.sw_sum_alt9({ p: penalty }, o);
	if (penalty === '2' && options.from === 'spot') return m.sw_sum_arena_2_spot({ spot: A.p2Spot }, o);
	if (penalty.startsWith('6') && options.original) {
		const original = options.original;
		const label = penaltyLabel(original);
		if (penalty === '6a' || penalty === '6d') {
			const { original: _o, ...rest } = options;
			const head = penaltySummary(venue.kind, penalty, { original, locale });
			try {
				const orig = computeSetup({ venue, penalty: original, foul: setup.foul, options: rest });
				return `${head} ${setupSummary(orig, locale)}`;
			} catch (e) {
				if (!isGeometryError(e)) throw e;
				return head;
			}
		}
		return m.sw_sum_6bc({ original: label, moved: setup.adjustments.length ? m.sw_moved_centre({}, o) : '' }, o);
	}
	return plain();
}

/** Where the rules moved the ball, and why. */
export function adjustmentWords(setup: Setup, a: Adjustment, locale: Locale): string {
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en') return a.message;
	const o = opt(locale);
	const n = (v: number) => ydIn(v, locale);
	const { venue, penalty } = setup;
	if (venue.kind === 'field') {
		if (penalty === '6') {
			return m.sw_adj_field_6({ d: n(Math.abs(a.from.y)), max: decimal(FIELD_MEASURES.p6MaxOffCentre, locale), line: decimal(FIELD_MEASURES.p6Line, locale) }, o);
		}
		const d = n(venue.width / 2 - Math.abs(a.from.y));
		const margin = decimal(FIELD_MEASURES.p5aSideMargin, locale);
		return venue.boarded ? m.sw_adj_field_5a_boards({ d, margin }, o) : m.sw_adj_field_5a_side({ d, margin }, o);
	}
	if (a.citations.some((c) => c.id === ARENA_CITATIONS.p6cCentre.id)) return m.sw_adj_arena_6c({}, o);
	const reasons: string[] = [];
	if (a.citations.some((c) => c.id === ARENA_CITATIONS.p5aPlacement.id)) {
		reasons.push(m.sw_reason_goal({ d: n(distToSegment(a.from, venue.goals[0].posts[0], venue.goals[0].posts[1])), r: decimal(ARENA_MEASURES.p5aFromGoal, locale) }, o));
	}
	if (a.citations.some((c) => c.id === ARENA_CITATIONS.p5aWall.id)) {
		const fromWall = Math.min(a.from.x, venue.length - a.from.x, venue.width / 2 - Math.abs(a.from.y));
		reasons.push(m.sw_reason_wall({ d: n(fromWall), r: decimal(ARENA_MEASURES.p5aFromWall, locale) }, o));
	}
	return m.sw_adj_arena_spot({ reasons: list(reasons, 'conjunction', locale), d: n(dist(a.from, a.to)) }, o);
}

/** Rule 35's advice (the ball is not moved). */
export function warningWords(setup: Setup, w: Warning, locale: Locale): string {
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en' || !setup.ball) return w.message;
	return m.sw_warn_5a({ d: ydIn(setup.ball.x, locale), advice: decimal(FIELD_MEASURES.p5aAdvice, locale) }, opt(locale));
}

/** The arena re-hit (6.a to 6.d): who hits again, and from where. */
export function rehitWords(setup: Setup, locale: Locale): string {
	const r = setup.rehit;
	if (!r) return '';
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en') return r.message;
	const o = opt(locale);
	const p = penaltyLabel(r.original);
	switch (setup.penalty) {
		case '6a':
			return m.sw_rehit_6a({ p }, o);
		case '6d':
			return m.sw_rehit_6d({ p }, o);
		case '6c':
			return m.sw_rehit_6c({ p }, o);
		default:
			return m.sw_rehit_6b({ p }, o);
	}
}

/** For a penalty that places nobody: what happens. */
export function outcomeWords(setup: Setup, locale: Locale): string {
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en') return setup.outcome?.text ?? setup.summary;
	return penaltySummary(setup.venue.kind, setup.penalty, { locale }) || setupSummary(setup, locale);
}

/** A further sentence a card states (an exception, both teams at fault), in the page's language. */
export function outcomeLineWords(line: OutcomeLine, locale: Locale): string {
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en') return line.text;
	const o = opt(locale);
	switch (line.id) {
		case 'p7-equal':
			return m.oc_also_p7_equal({}, o);
		case 'p8-cure':
			return m.oc_also_p8_cure({}, o);
		case 'p9-both':
		case 'arena-p9-both':
			return m.oc_also_p9_both({}, o);
		case 'arena-p7-equal':
			return m.oc_also_p7_equal({}, o);
		case 'p7-removal':
		case 'arena-p7-removal':
			return m.oc_also_arena_p7_removal({}, o);
		case 'arena-p8-return':
			return m.oc_also_arena_p8_return({}, o);
		default:
			return line.text;
	}
}

/** The goals awarded: '1', '1 or 2', '1 ou 2'. */
export function awardGoals(award: Pick<Award, 'goals'>, locale: Locale): string {
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en' || award.goals === '1') return award.goals;
	return m.sw_goals_one_or_two({}, opt(locale));
}

/** A penalty's name for a link: 'Penalty 5.b', 'Pénalité 5.b'. */
export const restartName = (id: string, locale: Locale) => penaltyName(id, locale);

export { geometryErrorWords } from './geometryErrors';
