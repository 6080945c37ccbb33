/*
 * The clinic deck's state, kept in the URL, and its keys. Pure.
 *
 *   /clinic?venue=field|arena&ids=2,3,5a&slide=N&z=1&theme=light|dark|contrast&lang=en|fr|es
 *   /clinic?deck=mine&slide=N...     the deck of one's own kept on this device (src/lib/deck)
 *   /clinic?d=CODE&slide=N...        a deck shared as a link (src/lib/deck/codec.ts)
 *
 * venue: which penalties (default field); ids: the instructor's list, in their order (default every
 * penalty of the venue); slide: 1-based; z=1: the slide shown in its other view (the whole venue
 * instead of the play, or the play instead of the whole arena: the Z key), until the next slide;
 * lang: the language of the rule text in the presenter's notes, by default the page's (/fr/clinic:
 * French), written to the URL only when it differs from it. The speaker notes are never shown on
 * the deck itself: S opens the presenter window (/clinic/notes with the same query).
 */
import { penaltyIds, type VenueKind } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';

export type DeckTheme = 'light' | 'dark' | 'contrast';
export type DeckLang = 'en' | 'fr' | 'es';

/** Where the slides come from: the penalties of a venue, the deck on this device, or a shared one. */
export type DeckSource = { kind: 'penalties' } | { kind: 'mine' } | { kind: 'shared'; code: string };

export interface ClinicState {
	source: DeckSource;
	/** The penalties' venue (source 'penalties'). */
	venue: VenueKind;
	/** The penalties shown, in order; never empty (source 'penalties'). */
	ids: string[];
	/** True when the list is the instructor's (written to the URL), false for every penalty. */
	picked: boolean;
	/** 0-based index of the slide shown. */
	slide: number;
	/** The slide shown in its other view (Z). */
	other: boolean;
	theme: DeckTheme;
	lang: DeckLang;
}

export const DEFAULT_THEME: DeckTheme = 'contrast';
const THEMES: readonly DeckTheme[] = ['light', 'dark', 'contrast'];
const LANGS: readonly DeckLang[] = ['en', 'fr', 'es'];
/** Longest shared deck code read (a 30-slide deck is well under 2,000 characters). */
export const MAX_CODE = 12_000;

export function defaultDeck(venue: VenueKind = 'field', lang: DeckLang = 'en'): ClinicState {
	return { source: { kind: 'penalties' }, venue, ids: penaltyIds(venue), picked: false, slide: 0, other: false, theme: DEFAULT_THEME, lang };
}

/**
 * Reads the deck from a query; never throws; unknown or bad values fall back with a notice (in
 * `pageLang`, the page's language, which is also the notes' language unless lang= says otherwise).
 * The slide index is clamped to the deck's length by whoever knows it (`clampSlide`).
 */
export function parseDeck(params: URLSearchParams, pageLang: DeckLang = 'en'): { state: ClinicState; notices: string[] } {
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
	const code = params.get('d');
	if (code !== null) {
		if (code.length > 0 && code.length <= MAX_CODE && /^[A-Za-z0-9_-]+$/.test(code)) state.source = { kind: 'shared', code };
		else notices.push(m.cl2_deck_corrupt({}, o));
	} else if (params.get('deck') === 'mine') state.source = { kind: 'mine' };
	const slide = Number(params.get('slide'));
	if (Number.isInteger(slide) && slide >= 1) state.slide = slide - 1;
	if (state.source.kind === 'penalties') state.slide = Math.min(state.slide, state.ids.length - 1);
	state.other = params.get('z') === '1';
	const theme = params.get('theme');
	if (theme && (THEMES as readonly string[]).includes(theme)) state.theme = theme as DeckTheme;
	const lang = params.get('lang');
	if (lang && (LANGS as readonly string[]).includes(lang)) state.lang = lang as DeckLang;
	return { state, notices };
}

/** The slide index kept within a deck of `count` slides. */
export function clampSlide(state: ClinicState, count: number): ClinicState {
	const slide = Math.max(0, Math.min(state.slide, count - 1));
	return slide === state.slide ? state : { ...state, slide };
}

/** The deck's canonical query string ('?'-prefixed), defaults (and the page's language) left out. */
export function deckSearch(s: ClinicState, pageLang: DeckLang = 'en'): string {
	const p: string[] = [];
	if (s.source.kind === 'shared') p.push(`d=${s.source.code}`);
	else if (s.source.kind === 'mine') p.push('deck=mine');
	else {
		if (s.venue !== 'field') p.push(`venue=${s.venue}`);
		if (s.picked) p.push(`ids=${s.ids.join(',')}`);
	}
	if (s.slide > 0) p.push(`slide=${s.slide + 1}`);
	if (s.other) p.push('z=1');
	if (s.theme !== DEFAULT_THEME) p.push(`theme=${s.theme}`);
	if (s.lang !== pageLang) p.push(`lang=${s.lang}`);
	return p.length ? `?${p.join('&')}` : '';
}

export type DeckAction = 'next' | 'prev' | 'first' | 'last' | 'blank' | 'fullscreen' | 'presenter' | 'zoom' | 'animate' | 'escape';

export interface KeyLike {
	key: string;
	ctrlKey?: boolean;
	metaKey?: boolean;
	altKey?: boolean;
}

/**
 * What each key does, the clinic's key map. Presentation clickers send PageDown/PageUp, the arrows,
 * Space, B or '.': all work, and Space keeps advancing slides. A plays or pauses the slide's
 * animation: P is already 'previous' (as in slide programs, beside N for 'next') and no clicker
 * sends A. S opens the presenter window (as in slide programs' presenter view); Z the slide's other
 * view. The first key of each is the one a hint names (keysOf).
 */
export const DECK_KEYS: Readonly<Record<DeckAction, readonly string[]>> = {
	next: ['PageDown', 'ArrowRight', 'ArrowDown', ' ', 'Spacebar', 'n', 'N'],
	prev: ['PageUp', 'ArrowLeft', 'ArrowUp', 'p', 'P'],
	first: ['Home'],
	last: ['End'],
	blank: ['b', 'B', '.'],
	fullscreen: ['f', 'F'],
	presenter: ['s', 'S'],
	zoom: ['z', 'Z'],
	animate: ['a', 'A'],
	escape: ['Escape']
};

const ACTION_OF: ReadonlyMap<string, DeckAction> = new Map(Object.entries(DECK_KEYS).flatMap(([action, keys]) => keys.map((k) => [k, action as DeckAction] as const)));

/** What a key does in the clinic. Keys with Ctrl, Cmd or Alt are left to the browser. */
export function keyAction(e: KeyLike): DeckAction | null {
	if (e.ctrlKey || e.metaKey || e.altKey) return null;
	return ACTION_OF.get(e.key) ?? null;
}

/** The keys that do `action` in the clinic, the one to name first. */
export const keysOf = (action: DeckAction): readonly string[] => DECK_KEYS[action];

/** The slide index after a move, kept within the deck. */
export function moveSlide(index: number, count: number, action: 'next' | 'prev' | 'first' | 'last'): number {
	const last = Math.max(0, count - 1);
	if (action === 'first') return 0;
	if (action === 'last') return last;
	return Math.min(last, Math.max(0, index + (action === 'next' ? 1 : -1)));
}

/** Messages between the deck and its presenter window (BroadcastChannel CHANNEL). */
export const CHANNEL = 'polo-clinic-deck';

export type PresenterAction = 'next' | 'prev' | 'first' | 'last' | 'blank' | 'animate' | 'zoom';
const PRESENTER_ACTIONS: readonly string[] = ['next', 'prev', 'first', 'last', 'blank', 'animate', 'zoom'];

export type DeckMessage = { type: 'state'; search: string; blank: boolean } | { type: 'hello' } | { type: 'go'; action: PresenterAction };

export function isDeckMessage(d: unknown): d is DeckMessage {
	if (!d || typeof d !== 'object') return false;
	const msg = d as Record<string, unknown>;
	if (msg.type === 'hello') return true;
	if (msg.type === 'state') return typeof msg.search === 'string' && msg.search.length < MAX_CODE + 200 && typeof msg.blank === 'boolean';
	if (msg.type === 'go') return PRESENTER_ACTIONS.includes(msg.action as string);
	return false;
}
