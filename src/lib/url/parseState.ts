/*
 * The explorer's state read from a URL's query (the parameters state.ts lists): every value checked,
 * what cannot be used dropped with a notice in the page's language. Read once, as a page opens, and
 * only where the address has a query (./read.ts, ./reader.ts): a page opened without one never loads
 * this module nor its notices' words (issue 17).
 */
import { DEFAULT_PRESET, getVenue, isGeometryError, penaltyIds, venuePresets, type Original, type VenueKind } from '$lib/geometry';
import { geometryErrorWords } from '$lib/i18n/geometryErrors';
import { decimal } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import { ORIGINALS, preview, resolveSetup, resolveVenue, round1, THEMES, type ExplorerState, type Theme } from './state';

export interface ParsedState {
	state: ExplorerState;
	/** Why a query value was ignored, in words, for a visible notice. Never contains markup. */
	notices: string[];
}

/** Longest query value read at all; longer values are ignored without being echoed. */
const MAX_VALUE = 64;
const NUMBER = /^[+-]?(?:\d{1,6}(?:\.\d{0,6})?|\.\d{1,6})$/;

function parseNumber(s: string): number | null {
	if (!NUMBER.test(s)) return null;
	const v = Number(s);
	return Number.isFinite(v) ? round1(v) : null;
}

function ignored(key: string, value: string, why: string, locale: Locale): string {
	return m.url_ignored({ key, value: preview(value), why }, { locale });
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
