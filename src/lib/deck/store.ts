/*
 * The deck kept on this device: localStorage under STORE_KEY, as { v: STORE_VERSION, deck }.
 * Reading never throws: a store that is not ours, damaged or from a newer site gives an empty
 * deck and says why (the page shows it); what can be read of it is kept. Storage that the browser
 * refuses (private mode, a full disk) is said too, and the page works without keeping.
 */
import { checkDeck } from './valid';
import { DECK_LIMITS, EMPTY_DECK, type DeckSlide, type DeckState } from './types';

export const STORE_KEY = 'polo-penalties:deck';
export const STORE_VERSION = 1;

/** Why the deck read is not what was stored: null when it is. */
export type StoreProblem = null | 'corrupt' | 'version' | 'partial' | 'unavailable';

export interface StoredDeck {
	deck: DeckState;
	problem: StoreProblem;
}

/** The part of Storage the deck uses (tests give a Map-backed one). */
export type DeckStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or null where the browser refuses it (a sandboxed frame, storage turned off). */
export function deviceStorage(): DeckStorage | null {
	// Reading window.localStorage itself throws where storage is blocked: that is the browser's only answer.
	try {
		return typeof localStorage === 'undefined' ? null : localStorage;
	} catch {
		return null;
	}
}

/** The stored deck's text as a deck; never throws. */
export function parseStored(text: string | null): StoredDeck {
	if (text === null) return { deck: EMPTY_DECK, problem: null };
	let data: unknown;
	// JSON.parse says that text is not JSON only by throwing.
	try {
		data = JSON.parse(text);
	} catch {
		return { deck: EMPTY_DECK, problem: 'corrupt' };
	}
	if (!data || typeof data !== 'object') return { deck: EMPTY_DECK, problem: 'corrupt' };
	const v = (data as { v?: unknown }).v;
	if (typeof v === 'number' && v > STORE_VERSION) return { deck: EMPTY_DECK, problem: 'version' };
	if (v !== STORE_VERSION) return { deck: EMPTY_DECK, problem: 'corrupt' };
	const checked = checkDeck((data as { deck?: unknown }).deck);
	if (!checked) return { deck: EMPTY_DECK, problem: 'corrupt' };
	return { deck: checked.deck, problem: checked.dropped > 0 ? 'partial' : null };
}

export function readDeck(storage: DeckStorage | null = deviceStorage()): StoredDeck {
	if (!storage) return { deck: EMPTY_DECK, problem: 'unavailable' };
	let text: string | null;
	try {
		text = storage.getItem(STORE_KEY);
	} catch {
		return { deck: EMPTY_DECK, problem: 'unavailable' };
	}
	return parseStored(text);
}

/** Keeps the deck; false when the browser would not (quota, storage turned off). */
export function writeDeck(deck: DeckState, storage: DeckStorage | null = deviceStorage()): boolean {
	if (!storage) return false;
	try {
		storage.setItem(STORE_KEY, JSON.stringify({ v: STORE_VERSION, deck }));
		return true;
	} catch {
		return false;
	}
}

/**
 * "Add to deck": the slide appended to the deck on this device. A damaged store is replaced by a
 * deck of this one slide, and the answer says so (the button shows it).
 */
export function appendSlide(slide: DeckSlide, storage: DeckStorage | null = deviceStorage()): { count: number; kept: boolean; full: boolean; problem: StoreProblem } {
	const { deck, problem } = readDeck(storage);
	// A newer site's deck is left as it is; a full deck takes no more.
	if (problem === 'version' || problem === 'unavailable') return { count: deck.slides.length, kept: false, full: false, problem };
	if (deck.slides.length >= DECK_LIMITS.slides) return { count: deck.slides.length, kept: false, full: true, problem };
	const next: DeckState = { ...deck, slides: [...deck.slides, slide] };
	const kept = writeDeck(next, storage);
	return { count: next.slides.length, kept, full: false, problem };
}
