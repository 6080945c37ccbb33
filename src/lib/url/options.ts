/*
 * How to word the choices a penalty offers (the geometry says which: penaltyOptions), with the
 * distances the geometry module uses, in the page's language.
 */
import {
	ARENA_MEASURES,
	FIELD_MEASURES,
	PENALTY_TITLES,
	penaltyLabel,
	penaltyOptions,
	type Original,
	type Point,
	type Venue
} from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import { penaltyTitle } from '$lib/i18n/penalties';

export interface OptionChoices {
	/** The hit from the line/spot or from the spot of the foul. */
	from: null | { lineLabel: string; spotLabel: string; hint: string; exampleFoul: Point };
	defended: null | { label: string; hint: string };
	alternativeRule9: null | { label: string; hint: string; exampleFoul: Point };
	/** Arena 6a-6d: the penalties this one may follow, and the one assumed by default. */
	original: null | { label: string; choices: { value: Original; label: string }[]; fallback: Original };
}

/**
 * The options this penalty has on this venue (for a re-hit, those of the original penalty assumed),
 * with their wording (in `locale`, English by default).
 */
export function optionChoices(venue: Venue, penalty: string, locale: Locale = 'en', original?: Original): OptionChoices {
	const o = { locale };
	const p = penaltyOptions(venue, penalty, original);
	const out: OptionChoices = { from: null, defended: null, alternativeRule9: null, original: null };
	if (p.from) {
		const at = p.from.lineBallX;
		out.from =
			venue.kind === 'field'
				? { lineLabel: m.url_opt_line_field({ at }, o), spotLabel: m.url_opt_spot_field({}, o), hint: m.url_opt_hint_field({ d: FIELD_MEASURES.p2SpotDistance }, o), exampleFoul: p.from.exampleFoul }
				: {
						lineLabel: m.url_opt_line_arena({ at }, o),
						spotLabel: m.url_opt_spot_arena({ spot: ARENA_MEASURES.p2Spot }, o),
						hint: m.url_opt_hint_arena({ spot: ARENA_MEASURES.p2Spot }, o),
						exampleFoul: p.from.exampleFoul
					};
	}
	if (p.defended) out.defended = { label: m.url_opt_defended({}, o), hint: m.url_opt_defended_hint({}, o) };
	if (p.alternativeRule9) out.alternativeRule9 = { label: m.url_opt_alt9({}, o), hint: m.fd_url_opt_alt9_hint({ d: p.alternativeRule9.beyond }, o), exampleFoul: p.alternativeRule9.exampleFoul };
	if (p.original) {
		out.original = {
			label: m.url_opt_original({}, o),
			choices: p.original.choices.map((v) => ({
				value: v,
				label: (globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en' ? (PENALTY_TITLES[venue.kind][v] ?? `Penalty ${penaltyLabel(v)}`) : penaltyTitle(venue.kind, v, locale)
			})),
			fallback: p.original.fallback
		};
	}
	return out;
}
