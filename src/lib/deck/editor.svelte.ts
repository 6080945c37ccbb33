/*
 * The deck page's state: the deck on this device, edited (reorder, remove, duplicate, titles and
 * notes) and kept after every change; or a deck opened from a link, shown as it came until the
 * user keeps it here. A removal can be undone (Undo, Ctrl+Z): the slides removed are put back where
 * they were, the last first. Storage is injected (tests give a Map-backed one).
 */
import { newKey } from './key';
import { readDeck, writeDeck, type DeckStorage, type StoreProblem } from './store';
import { DECK_LIMITS, type DeckSlide, type DeckState } from './types';

/** Where the deck shown comes from. */
export type DeckOrigin = 'device' | 'link';

/** The index a slide moved from `from` lands at, given where it is dropped (kept within the list). */
export function clampIndex(to: number, count: number): number {
	return Math.max(0, Math.min(count - 1, to));
}

/** The list with the item at `from` moved to `to` (a new array; the same one when nothing moves). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
	const t = clampIndex(to, list.length);
	if (from < 0 || from >= list.length || from === t) return [...list];
	const out = [...list];
	const [item] = out.splice(from, 1);
	out.splice(t, 0, item!);
	return out;
}

export class DeckEditor {
	title = $state('');
	slides = $state<DeckSlide[]>([]);
	origin = $state<DeckOrigin>('device');
	/** What went wrong reading or keeping the deck on this device (shown as a notice). */
	problem = $state<StoreProblem>(null);
	/** The last change could not be kept (the browser refused storage). */
	unsaved = $state(false);
	/** The slides kept on this device, while a link's deck is shown. */
	keptCount = $state(0);
	/** The slides removed, with where each was, the last removed last: Undo puts it back. */
	removed = $state<{ slide: DeckSlide; index: number }[]>([]);

	readonly #storage: () => DeckStorage | null;

	constructor(storage: () => DeckStorage | null) {
		this.#storage = storage;
	}

	/** Shows the deck kept on this device. */
	loadDevice(): void {
		const r = readDeck(this.#storage());
		this.#show(r.deck, 'device');
		this.problem = r.problem;
		this.keptCount = r.deck.slides.length;
	}

	/** Shows a deck from a link, not kept until `keep()`. */
	showShared(deck: DeckState): void {
		const kept = readDeck(this.#storage());
		this.keptCount = kept.deck.slides.length;
		this.#show(deck, 'link');
	}

	/** Keeps the link's deck on this device, in place of what was kept. */
	keep(): void {
		this.origin = 'device';
		this.#save();
		this.keptCount = this.slides.length;
	}

	get editable(): boolean {
		return this.origin === 'device';
	}

	get deck(): DeckState {
		return { title: this.title, slides: this.slides };
	}

	indexOf(key: string): number {
		return this.slides.findIndex((s) => s.key === key);
	}

	move(key: string, to: number): void {
		const from = this.indexOf(key);
		if (from < 0 || clampIndex(to, this.slides.length) === from) return;
		this.slides = moved(this.slides, from, to);
		this.#save();
	}

	remove(key: string): void {
		const index = this.indexOf(key);
		if (index < 0) return;
		this.removed = [...this.removed, { slide: this.slides[index]!, index }];
		this.slides = this.slides.filter((s) => s.key !== key);
		this.#save();
	}

	/** Puts the slide removed last back where it was; its place (index), or null when nothing was removed or the deck is full. */
	undo(): number | null {
		const last = this.removed.at(-1);
		if (!last || this.slides.length >= DECK_LIMITS.slides) return null;
		this.removed = this.removed.slice(0, -1);
		const i = Math.min(last.index, this.slides.length);
		this.slides = [...this.slides.slice(0, i), last.slide, ...this.slides.slice(i)];
		this.#save();
		return i;
	}

	/** A copy of the slide right after it; null when the deck is full. */
	duplicate(key: string): string | null {
		const i = this.indexOf(key);
		if (i < 0 || this.slides.length >= DECK_LIMITS.slides) return null;
		const copy = { ...this.slides[i]!, key: newKey() };
		this.slides = [...this.slides.slice(0, i + 1), copy, ...this.slides.slice(i + 1)];
		this.#save();
		return copy.key;
	}

	/** Changes a slide's title or speaker notes (cut to DECK_LIMITS). */
	edit(key: string, field: 'title' | 'notes', value: string): void {
		const i = this.indexOf(key);
		if (i < 0) return;
		const cut = value.slice(0, DECK_LIMITS[field]);
		this.slides = this.slides.map((s, j) => (j === i ? { ...s, [field]: cut } : s));
		this.#save();
	}

	setTitle(value: string): void {
		this.title = value.slice(0, DECK_LIMITS.title);
		this.#save();
	}

	clear(): void {
		this.slides = [];
		this.title = '';
		this.#save();
	}

	#show(deck: DeckState, origin: DeckOrigin): void {
		this.removed = [];
		this.title = deck.title;
		this.slides = deck.slides;
		this.origin = origin;
	}

	#save(): void {
		if (this.origin !== 'device') return;
		this.unsaved = !writeDeck(this.deck, this.#storage());
		if (!this.unsaved) this.problem = null;
	}
}

/**
 * Where a dragged row goes: after every other row whose middle is above the pointer (`mids`, the
 * other rows' vertical middles in order, CSS px). Stable: the row under the pointer stays put
 * until the pointer passes the middle of a neighbour.
 */
export function dropIndex(y: number, mids: readonly number[]): number {
	return mids.filter((mid) => mid < y).length;
}
