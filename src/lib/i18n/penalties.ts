/*
 * Penalty titles and short summaries in the page's language, for every page that names a penalty (home
 * cards, error page, scenario pages, and the penalty page). The geometry module's PENALTY_TITLES and
 * setup.summary are the English originals; messages/en.json repeats them (numbers checked by
 * penalties.spec.ts) and fr.json / es.json translate them.
 *
 * Each title is its own message; importing penaltyTitle brings the 24 titles (a few kB), penaltySummary the
 * 24 default-state summaries. Unknown ids fall back to 'Penalty 5.c' in the page's language.
 */
import { PENALTY_TITLES, penaltyLabel, type VenueKind } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import { getLocale, type Locale } from '$lib/paraglide/runtime';
import { penaltyName } from './format';

type Msg = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;
type SummaryMsg = (inputs: { original: string }, options?: { locale?: Locale }) => string;

const TITLES: Record<VenueKind, Record<string, Msg>> = {
	field: {
		'1': m.title_field_1,
		'2': m.title_field_2,
		'3': m.title_field_3,
		'4': m.title_field_4,
		'5a': m.title_field_5a,
		'5b': m.title_field_5b,
		'6': m.title_field_6,
		'7': m.title_field_7,
		'8': m.title_field_8,
		'9': m.title_field_9,
		'10': m.title_field_10
	},
	arena: {
		'1': m.title_arena_1,
		'2': m.title_arena_2,
		'3': m.title_arena_3,
		'4': m.title_arena_4,
		'5a': m.title_arena_5a,
		'5b': m.title_arena_5b,
		'6a': m.title_arena_6a,
		'6b': m.title_arena_6b,
		'6c': m.title_arena_6c,
		'6d': m.title_arena_6d,
		'7': m.title_arena_7,
		'8': m.title_arena_8,
		'9': m.title_arena_9
	}
};

const SUMMARIES: Record<VenueKind, Record<string, Msg | SummaryMsg>> = {
	field: {
		'1': m.summary_field_1,
		'2': m.summary_field_2,
		'3': m.summary_field_3,
		'4': m.summary_field_4,
		'5a': m.summary_field_5a,
		'5b': m.summary_field_5b,
		'6': m.summary_field_6,
		'7': m.summary_field_7,
		'8': m.summary_field_8,
		'9': m.summary_field_9,
		'10': m.summary_field_10
	},
	arena: {
		'1': m.summary_arena_1,
		'2': m.summary_arena_2,
		'3': m.summary_arena_3,
		'4': m.summary_arena_4,
		'5a': m.summary_arena_5a,
		'5b': m.summary_arena_5b,
		'6a': m.summary_arena_6a,
		'6b': m.summary_arena_6b,
		'6c': m.summary_arena_6c,
		'6d': m.summary_arena_6d,
		'7': m.summary_arena_7,
		'8': m.summary_arena_8,
		'9': m.summary_arena_9
	}
};

/** The penalty's title, e.g. 'Pénalité 2 : 30 yards ou à l'endroit de la faute'. */
export function penaltyTitle(kind: VenueKind, id: string, locale?: Locale): string {
	// English: the geometry's own titles, which the English messages repeat word for word (penalties.spec),
	// so that an English page's script carries them once, not twice.
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale ?? getLocale()) === 'en') return PENALTY_TITLES[kind]?.[id] ?? penaltyName(id, locale);
	const msg = TITLES[kind]?.[id];
	return msg ? msg({}, locale ? { locale } : undefined) : penaltyName(id, locale);
}

/**
 * What the penalty does in its default state (one or two sentences). For the arena re-hits (6.a, 6.b, 6.d),
 * `original` is the penalty being re-taken ('2' when not given).
 */
export function penaltySummary(kind: VenueKind, id: string, opts: { original?: string; locale?: Locale } = {}): string {
	const msg = SUMMARIES[kind]?.[id];
	if (!msg) return '';
	return (msg as SummaryMsg)({ original: penaltyLabel(opts.original ?? '2') }, opts.locale ? { locale: opts.locale } : undefined);
}
