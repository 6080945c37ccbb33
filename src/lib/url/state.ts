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
	getVenue,
	isGeometryError,
	penaltyIds,
	type GeometryError,
	type Original,
	type Point,
	type Setup,
	type SetupOptions,
	type Venue,
	type VenueKind
} from '$lib/geometry';
import { geometryErrorWords } from '$lib/i18n/geometryErrors';
import { decimal } from '$lib/i18n/format';
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

/** A short, plain-text preview of a hostile value for a notice (Svelte escapes it anyway). */
export function preview(value: string): string {
	// eslint-disable-next-line no-control-regex
	const clean = value.replace(/[\u0000-\u001f\u007f]/g, ' ');
	return clean.length > 24 ? `${clean.slice(0, 24)}…` : clean;
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
