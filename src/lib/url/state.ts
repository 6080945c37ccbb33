/*
 * The explorer's state in the URL, and the one way to turn that state into a drawable setup.
 *
 * Query parameters (all optional; yards in the attack frame of src/lib/geometry):
 *   foul=X,Y        where the foul happened (field P6: where the ball crossed the back line)
 *   from=line|spot  field P2; arena P2 fouled inside the 15 ("line" is the default and is omitted)
 *   defended=1      field P3
 *   alt9=1          arena P2/P3 fouled beyond the 25: Alternative Rule 9
 *   orig=2|3|4|5a|5b  arena 6a-6d: the penalty that was carried out wrongly
 *   preset=NAME     venue preset (getVenue presets; the default preset is omitted)
 *   dims=LxW        custom venue size in yards (omitted when it equals the preset's size)
 *   theme=light|dark|contrast
 *   zoom=1          draw the part of the venue where the play is, instead of the whole venue
 *
 * Pure: no DOM, no SvelteKit. Numbers are rounded to 0.1 yd when parsed and when written, so that
 * a state read from a URL writes back the same URL and computes the same setup.
 */
import {
	computeSetup,
	DEFAULT_PRESET,
	getVenue,
	isGeometryError,
	penaltyIds,
	venuePresets,
	type GeometryError,
	type Original,
	type Point,
	type Setup,
	type SetupOptions,
	type Venue,
	type VenueKind
} from '$lib/geometry';
import { geometryErrorWords } from '$lib/i18n/geometryErrors';
import { decimal } from '$lib/i18n/violations';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import { THEMES, type Theme } from './themes';

// The themes live in their own module: the site's header needs them, not the URL parser behind them.
export { THEMES, type Theme };
export const ORIGINALS: readonly Original[] = ['2', '3', '4', '5a', '5b'];

export interface ExplorerState {
	/** Where the foul happened, yards, attack frame; null: the penalty's default spot. */
	foul: Point | null;
	from?: 'line' | 'spot';
	defended?: boolean;
	alternativeRule9?: boolean;
	original?: Original;
	/** Custom venue size, yards. */
	dims?: { length: number; width: number };
	/** Venue preset name (getVenue); undefined: the default preset. */
	preset?: string;
	theme?: Theme;
	/** Draw only the part of the venue where the play is. */
	zoom?: boolean;
}

export interface ParsedState {
	state: ExplorerState;
	/** Why a query value was ignored, in words, for a visible notice. Never contains markup. */
	notices: string[];
}

/** Longest query value read at all; longer values are ignored without being echoed. */
const MAX_VALUE = 64;
const NUMBER = /^[+-]?(?:\d{1,6}(?:\.\d{0,6})?|\.\d{1,6})$/;

/** Rounds to 0.1 yd, without -0. */
export function round1(v: number): number {
	const r = Math.round(v * 10) / 10;
	return Object.is(r, -0) ? 0 : r;
}

/** Rounds to 0.1 yd, staying within [lo, hi] (a click on the very edge stays on the ground). */
export function round1Within(v: number, lo: number, hi: number): number {
	const r = round1(v);
	if (r > hi) return round1(Math.floor(hi * 10) / 10);
	if (r < lo) return round1(Math.ceil(lo * 10) / 10);
	return r;
}

/** A yard value as written in URLs: at most one decimal, no trailing zero. */
export function formatYards(v: number): string {
	return String(round1(v));
}

function parseNumber(s: string): number | null {
	if (!NUMBER.test(s)) return null;
	const v = Number(s);
	return Number.isFinite(v) ? round1(v) : null;
}

/** A short, plain-text preview of a hostile value for a notice (Svelte escapes it anyway). */
function preview(value: string): string {
	// eslint-disable-next-line no-control-regex
	const clean = value.replace(/[\u0000-\u001f\u007f]/g, ' ');
	return clean.length > 24 ? `${clean.slice(0, 24)}…` : clean;
}

function ignored(key: string, value: string, why: string, locale: Locale): string {
	return m.url_ignored({ key, value: preview(value), why }, { locale });
}

/** The venue a state asks for, or the default one, with notices (in `locale`, English by default) for what could not be used. */
export function resolveVenue(
	kind: VenueKind,
	state: Pick<ExplorerState, 'preset' | 'dims'>,
	locale: Locale = 'en'
): { venue: Venue; notices: string[]; preset?: string; dims?: ExplorerState['dims'] } {
	const notices: string[] = [];
	const o = { locale };
	let preset = state.preset;
	let dims = state.dims;
	if (preset !== undefined) {
		try {
			getVenue(kind, preset);
		} catch (e) {
			if (!isGeometryError(e)) throw e;
			notices.push(m.url_ignored_preset({ value: preview(preset), why: geometryErrorWords(e, locale) }, o));
			preset = undefined;
		}
	}
	if (dims) {
		try {
			getVenue(kind, { preset, length: dims.length, width: dims.width });
		} catch (e) {
			if (!isGeometryError(e)) throw e;
			notices.push(
				m.url_ignored_size({ length: decimal(formatYards(dims.length), locale), width: decimal(formatYards(dims.width), locale), why: geometryErrorWords(e, locale) }, o)
			);
			dims = undefined;
		}
	}
	const venue = dims ? getVenue(kind, { preset, length: dims.length, width: dims.width }) : getVenue(kind, preset);
	return { venue, notices, ...(preset !== undefined ? { preset } : {}), ...(dims ? { dims } : {}) };
}

/**
 * Reads the explorer state from query parameters. Never throws: a malformed, out-of-range or
 * not-applicable value is dropped with a notice. Options that do not apply to this penalty (as
 * computeSetup says) are dropped too, so the state returned is the one the page draws.
 * Unknown parameters are ignored silently (embedders add their own). Notices are in `locale`
 * (English by default).
 */
export function parseState(kind: VenueKind, penaltyId: string, params: URLSearchParams, locale: Locale = 'en'): ParsedState {
	const notices: string[] = [];
	const o = { locale };
	const state: ExplorerState = { foul: null };
	const get = (key: string): string | null => {
		const v = params.get(key);
		if (v === null) return null;
		if (v.length > MAX_VALUE) {
			notices.push(m.url_too_long({ key, n: v.length }, o));
			return null;
		}
		return v.trim();
	};

	const theme = get('theme');
	if (theme !== null) {
		if ((THEMES as readonly string[]).includes(theme)) state.theme = theme as Theme;
		else notices.push(ignored('theme', theme, m.url_why_theme({ list: THEMES.join(', ') }, o), locale));
	}

	const preset = get('preset');
	if (preset !== null) {
		const names = venuePresets(kind);
		if (!names.includes(preset)) {
			const why = kind === 'field' ? m.url_why_presets_field({ list: names.join(', ') }, o) : m.url_why_presets_arena({ list: names.join(', ') }, o);
			notices.push(ignored('preset', preset, why, locale));
		}
		else if (preset !== DEFAULT_PRESET[kind]) state.preset = preset;
	}

	const dims = get('dims');
	if (dims !== null) {
		const parts = /^([^xX×]+)[xX×]([^xX×]+)$/.exec(dims);
		const length = parts ? parseNumber(parts[1]!.trim()) : null;
		const width = parts ? parseNumber(parts[2]!.trim()) : null;
		if (length === null || width === null) {
			notices.push(ignored('dims', dims, m.url_why_dims({}, o), locale));
		} else {
			try {
				const v = getVenue(kind, { preset: state.preset, length, width });
				const base = getVenue(kind, state.preset);
				if (v.length !== base.length || v.width !== base.width) state.dims = { length, width };
			} catch (e) {
				if (!isGeometryError(e)) throw e;
				notices.push(ignored('dims', dims, geometryErrorWords(e, locale), locale));
			}
		}
	}

	const foul = get('foul');
	if (foul !== null) {
		const parts = foul.split(',');
		const x = parts.length === 2 ? parseNumber(parts[0]!.trim()) : null;
		const y = parts.length === 2 ? parseNumber(parts[1]!.trim()) : null;
		if (x === null || y === null) {
			notices.push(ignored('foul', foul, m.url_why_foul({}, o), locale));
		} else {
			const venue = resolveVenue(kind, state, locale).venue;
			const b = venue.bounds;
			if (x < b.minX || x > b.maxX || y < b.minY || y > b.maxY) {
				const args = { minx: decimal(b.minX, locale), maxx: decimal(b.maxX, locale), maxy: decimal(b.maxY, locale) };
				notices.push(ignored('foul', foul, kind === 'field' ? m.url_why_outside_field(args, o) : m.url_why_outside_arena(args, o), locale));
			} else {
				state.foul = { x, y };
			}
		}
	}

	const from = get('from');
	if (from !== null) {
		if (from === 'spot') state.from = 'spot';
		else if (from !== 'line') notices.push(ignored('from', from, m.url_why_from({}, o), locale));
	}

	const flag = (key: string, set: () => void) => {
		const v = get(key);
		if (v === null) return;
		if (v === '1' || v === 'true') set();
		else if (v !== '0' && v !== 'false') notices.push(ignored(key, v, m.url_why_flag({}, o), locale));
	};
	flag('defended', () => (state.defended = true));
	flag('alt9', () => (state.alternativeRule9 = true));
	flag('zoom', () => (state.zoom = true));

	const orig = get('orig');
	if (orig !== null) {
		if ((ORIGINALS as readonly string[]).includes(orig)) state.original = orig as Original;
		else notices.push(ignored('orig', orig, m.url_why_orig({ list: ORIGINALS.join(', ') }, o), locale));
	}

	if (!penaltyIds(kind).includes(penaltyId)) return { state, notices };
	const resolved = resolveSetup(kind, penaltyId, state, locale);
	return { state: resolved.state, notices: [...notices, ...resolved.notices] };
}

/**
 * The canonical query string of a state: '?'-prefixed, or '' when everything is at its default.
 * Fixed parameter order, numbers rounded to 0.1 yd, default values omitted.
 */
export function toSearch(state: ExplorerState): string {
	const parts: string[] = [];
	if (state.foul) parts.push(`foul=${formatYards(state.foul.x)},${formatYards(state.foul.y)}`);
	if (state.from === 'spot') parts.push('from=spot');
	if (state.defended) parts.push('defended=1');
	if (state.alternativeRule9) parts.push('alt9=1');
	if (state.original) parts.push(`orig=${encodeURIComponent(state.original)}`);
	if (state.preset) parts.push(`preset=${encodeURIComponent(state.preset)}`);
	if (state.dims) parts.push(`dims=${formatYards(state.dims.length)}x${formatYards(state.dims.width)}`);
	if (state.theme) parts.push(`theme=${encodeURIComponent(state.theme)}`);
	if (state.zoom) parts.push('zoom=1');
	return parts.length ? `?${parts.join('&')}` : '';
}

/** The computeSetup options a state asks for. */
export function setupOptions(state: ExplorerState): SetupOptions {
	const o: SetupOptions = {};
	if (state.from) o.from = state.from;
	if (state.defended) o.defended = true;
	if (state.alternativeRule9) o.alternativeRule9 = true;
	if (state.original) o.original = state.original;
	return o;
}

const OPTION_KEYS: Record<string, keyof ExplorerState> = {
	from: 'from',
	defended: 'defended',
	alternativeRule9: 'alternativeRule9',
	original: 'original'
};

export interface Resolved {
	setup: Setup;
	/** What was dropped from the state and why. */
	notices: string[];
	/** The state actually drawn: the input minus whatever had to be dropped. */
	state: ExplorerState;
}

/**
 * The setup for a venue kind, penalty and state. Catches every GeometryError, drops the offending
 * option, foul spot or size with a notice (in `locale`, English by default) and tries again: always
 * returns a valid setup.
 */
export function resolveSetup(kind: VenueKind, penaltyId: string, input: ExplorerState, locale: Locale = 'en'): Resolved {
	const notices: string[] = [];
	const v = resolveVenue(kind, input, locale);
	notices.push(...v.notices);
	const state: ExplorerState = { ...input, foul: input.foul ? { ...input.foul } : null };
	if (v.preset === undefined) delete state.preset;
	else state.preset = v.preset;
	if (v.dims === undefined) delete state.dims;
	let penalty = penaltyId;
	if (!penaltyIds(kind).includes(penalty)) {
		const args = { id: preview(penaltyId), first: penaltyIds(kind)[0]! };
		notices.push(kind === 'field' ? m.url_no_penalty_field(args, { locale }) : m.url_no_penalty_arena(args, { locale }));
		penalty = penaltyIds(kind)[0]!;
	}
	for (let attempt = 0; attempt < 8; attempt++) {
		try {
			const setup = computeSetup({ venue: v.venue, penalty, foul: state.foul, options: setupOptions(state) });
			return { setup, notices, state };
		} catch (e) {
			if (!isGeometryError(e)) throw e;
			if (!drop(e, state, notices, locale)) break;
		}
	}
	// Unreachable with the geometry module as it is; the bare default is always valid.
	return { setup: computeSetup({ venue: getVenue(kind), penalty }), notices, state: { foul: null, ...(state.theme ? { theme: state.theme } : {}) } };
}

function drop(e: GeometryError, state: ExplorerState, notices: string[], locale: Locale): boolean {
	const o = { locale };
	const why = geometryErrorWords(e, locale);
	if (e.code === 'option-not-applicable') {
		const key = OPTION_KEYS[String(e.detail.option)];
		if (key && state[key] !== undefined) {
			delete state[key];
			notices.push(m.url_drop_option({ why }, o));
			return true;
		}
		return false;
	}
	if ((e.code === 'foul-outside-venue' || e.code === 'invalid-number' || e.code === 'crossing-in-goal') && state.foul) {
		state.foul = null;
		notices.push(m.url_drop_foul({ why }, o));
		return true;
	}
	if (e.code === 'no-legal-position' && (state.dims || state.preset)) {
		delete state.dims;
		delete state.preset;
		notices.push(m.url_drop_size_room({ why }, o));
		return true;
	}
	if (e.code === 'no-legal-position' && state.foul) {
		state.foul = null;
		notices.push(m.url_drop_foul_room({ why }, o));
		return true;
	}
	return false;
}

/** Whether two states draw the same thing and write the same URL. */
export function sameState(a: ExplorerState, b: ExplorerState): boolean {
	return toSearch(a) === toSearch(b);
}
