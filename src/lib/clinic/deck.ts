/*
 * The clinic deck's state, kept in the URL, and its keys. Pure.
 *
 *   /clinic?venue=field|arena&ids=2,3,5a&slide=N&notes=1&zoom=1&theme=light|dark|contrast&lang=en|fr|es
 *
 * venue: which penalties (default field); ids: the instructor's list, in their order (default every
 * penalty of the venue); slide: 1-based; notes=1: the rule text shown beside the diagram; zoom=1:
 * each diagram drawn around the play (bigger players) instead of the whole venue; lang: the
 * language of the rule text in the notes, by default the page's (/fr/clinic: French), written to
 * the URL only when it differs from it.
 */
import { penaltyIds, type VenueKind } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';

export type DeckTheme = 'light' | 'dark' | 'contrast';
export type DeckLang = 'en' | 'fr' | 'es';

export interface DeckState {
	venue: VenueKind;
	/** The penalties shown, in order; never empty. */
	ids: string[];
	/** True when the list is the instructor's (written to the URL), false for every penalty. */
	picked: boolean;
	/** 0-based index of the slide shown. */
	slide: number;
	notes: boolean;
	zoom: boolean;
	theme: DeckTheme;
	lang: DeckLang;
}

export const DEFAULT_THEME: DeckTheme = 'contrast';
const THEMES: readonly DeckTheme[] = ['light', 'dark', 'contrast'];
const LANGS: readonly DeckLang[] = ['en', 'fr', 'es'];

export function defaultDeck(venue: VenueKind = 'field', lang: DeckLang = 'en'): DeckState {
	return { venue, ids: penaltyIds(venue), picked: false, slide: 0, notes: false, zoom: false, theme: DEFAULT_THEME, lang };
}

/**
 * Reads the deck from a query; never throws; unknown or bad values fall back with a notice (in
 * `pageLang`, the page's language, which is also the notes' language unless lang= says otherwise).
 */
export function parseDeck(params: URLSearchParams, pageLang: DeckLang = 'en'): { state: DeckState; notices: string[] } {
	const notices: string[] = [];
	const o = { locale: pageLang };
	const v = params.get('venue');
	const venue: VenueKind = v === 'arena' ? 'arena' : 'field';
	if (v !== null && v !== 'field' && v !== 'arena') notices.push(m.cl_notice_venue({}, o));
	const state = defaultDeck(venue, pageLang);
	const all = penaltyIds(venue);
	const rawIds = params.get('ids');
	if (rawIds !== null) {
		const wanted = rawIds
			.slice(0, 200)
			.split(',')
			.map((s) => s.trim().toLowerCase().replace('.', ''))
			.filter(Boolean);
		const ids = wanted.filter((id, i) => all.includes(id) && wanted.indexOf(id) === i);
		if (ids.length < wanted.length) notices.push(venue === 'field' ? m.cl_notice_ids_field({}, o) : m.cl_notice_ids_arena({}, o));
		if (ids.length) {
			state.ids = ids;
			state.picked = true;
		}
	}
	const slide = Number(params.get('slide'));
	if (Number.isInteger(slide) && slide >= 1) state.slide = Math.min(slide, state.ids.length) - 1;
	state.notes = params.get('notes') === '1';
	state.zoom = params.get('zoom') === '1';
	const theme = params.get('theme');
	if (theme && (THEMES as readonly string[]).includes(theme)) state.theme = theme as DeckTheme;
	const lang = params.get('lang');
	if (lang && (LANGS as readonly string[]).includes(lang)) state.lang = lang as DeckLang;
	return { state, notices };
}

/** The deck's canonical query string ('?'-prefixed), defaults (and the page's language) left out. */
export function deckSearch(s: DeckState, pageLang: DeckLang = 'en'): string {
	const p: string[] = [];
	if (s.venue !== 'field') p.push(`venue=${s.venue}`);
	if (s.picked) p.push(`ids=${s.ids.join(',')}`);
	if (s.slide > 0) p.push(`slide=${s.slide + 1}`);
	if (s.notes) p.push('notes=1');
	if (s.zoom) p.push('zoom=1');
	if (s.theme !== DEFAULT_THEME) p.push(`theme=${s.theme}`);
	if (s.lang !== pageLang) p.push(`lang=${s.lang}`);
	return p.length ? `?${p.join('&')}` : '';
}

export type DeckAction = 'next' | 'prev' | 'first' | 'last' | 'blank' | 'fullscreen' | 'notes' | 'zoom' | 'animate' | 'escape';

export interface KeyLike {
	key: string;
	ctrlKey?: boolean;
	metaKey?: boolean;
	altKey?: boolean;
}

/**
 * What a key does. Presentation clickers send PageDown/PageUp, the arrows, Space, B or '.':
 * all work, and Space keeps advancing slides. A plays or pauses the slide's animation: P is
 * already 'previous' (as in slide programs, beside N for 'next') and no clicker sends A.
 * Keys with Ctrl, Cmd or Alt are left to the browser.
 */
export function keyAction(e: KeyLike): DeckAction | null {
	if (e.ctrlKey || e.metaKey || e.altKey) return null;
	switch (e.key) {
		case 'PageDown':
		case 'ArrowRight':
		case 'ArrowDown':
		case ' ':
		case 'Spacebar':
		case 'n':
		case 'N':
			return 'next';
		case 'PageUp':
		case 'ArrowLeft':
		case 'ArrowUp':
		case 'p':
		case 'P':
			return 'prev';
		case 'Home':
			return 'first';
		case 'End':
			return 'last';
		case 'b':
		case 'B':
		case '.':
			return 'blank';
		case 'f':
		case 'F':
			return 'fullscreen';
		case 's':
		case 'S':
			return 'notes';
		case 'z':
		case 'Z':
			return 'zoom';
		case 'a':
		case 'A':
			return 'animate';
		case 'Escape':
			return 'escape';
		default:
			return null;
	}
}

/** The slide index after a move, kept within the deck. */
export function moveSlide(index: number, count: number, action: 'next' | 'prev' | 'first' | 'last'): number {
	const last = Math.max(0, count - 1);
	if (action === 'first') return 0;
	if (action === 'last') return last;
	return Math.min(last, Math.max(0, index + (action === 'next' ? 1 : -1)));
}

/** Messages between the deck and its speaker-notes window (BroadcastChannel CHANNEL). */
export const CHANNEL = 'polo-clinic-deck';

export type DeckMessage =
	| { type: 'state'; search: string; blank: boolean }
	| { type: 'hello' }
	| { type: 'go'; action: 'next' | 'prev' | 'first' | 'last' | 'blank' | 'animate' };

export function isDeckMessage(d: unknown): d is DeckMessage {
	if (!d || typeof d !== 'object') return false;
	const m = d as Record<string, unknown>;
	if (m.type === 'hello') return true;
	if (m.type === 'state') return typeof m.search === 'string' && m.search.length < 2000 && typeof m.blank === 'boolean';
	if (m.type === 'go') return ['next', 'prev', 'first', 'last', 'blank', 'animate'].includes(m.action as string);
	return false;
}
