/*
 * Why the geometry module refused a state (a GeometryError), in the page's language: worded from the
 * error's code and detail; English is the error's own message. Kept apart from setupWords so that the
 * URL parsing (used by the embed too) does not bring the penalty summaries with it.
 */
import { penaltyLabel, venuePresets, yd, type GeometryError } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import { decimal } from './format';

/** 'a and b' in the language (as list() of $lib/i18n, which this module cannot import: end-to-end tests load it outside SvelteKit). */
const list = (items: string[], type: 'conjunction' | 'disjunction', locale: Locale) => new Intl.ListFormat(locale, { type }).format(items);

/** Why the geometry refused a state, from the error's code and detail (English: its message). */
export function geometryErrorWords(e: GeometryError, locale: Locale): string {
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en') return e.message;
	const o = { locale };
	const d = e.detail;
	switch (e.code) {
		case 'option-not-applicable':
			return m.sw_err_option({ option: String(d.option ?? ''), penalty: penaltyLabel(String(d.penalty ?? '')) }, o);
		case 'foul-outside-venue': {
			const f = d.foul as { x: number; y: number } | undefined;
			return m.sw_err_foul_outside({ x: decimal(f?.x ?? '', locale), y: decimal(f?.y ?? '', locale) }, o);
		}
		case 'invalid-number':
			return m.sw_err_invalid_number({}, o);
		case 'no-legal-position':
			return m.sw_err_no_room({}, o);
		case 'crossing-in-goal':
			return m.sw_err_crossing_in_goal({ d: decimal(yd(Math.abs(Number(d.y))), locale), half: decimal(yd(Number(d.halfWidth)), locale) }, o);
		case 'unknown-preset':
			return m.sw_err_preset({ preset: String(d.preset ?? ''), list: list(d.kind === 'arena' || d.kind === 'field' ? venuePresets(d.kind) : [], 'disjunction', locale) }, o);
		case 'invalid-venue-size': {
			const args = { lo: decimal(String(d.min), locale), hi: decimal(String(d.max), locale), v: decimal(String(d.value), locale) };
			return d.key === 'width' ? m.sw_err_width(args, o) : m.sw_err_length(args, o);
		}
		default:
			return m.sw_err_other({}, o);
	}
}
