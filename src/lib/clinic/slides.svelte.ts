/*
 * Which slides the clinic shows, for the deck and its presenter window alike: the deck's state
 * (deck.ts, from the URL or the deck's message) and the slides it names, a list of DeckSlide. The
 * one input of the clinic: a venue's penalties (penaltySlides) or a deck of one's own (own.ts,
 * read once per source, then the slide index clamped to its length).
 */
import { clampSlide, defaultDeck, parseDeck, type ClinicState, type DeckLang } from './deck';
import { penaltySlides } from '$lib/deck/slide';
import type { DeckSlide } from '$lib/deck/types';
import { loadOwnDeck } from './own';

export class ClinicSlides {
	deck = $state<ClinicState>(defaultDeck());
	/** A deck of one's own, once read (this device's, or a shared link's). */
	own = $state<DeckSlide[] | null>(null);
	/** The deck's notices (its URL, a shared deck that cannot be read). */
	notices = $state<string[]>([]);
	/** The slides are known (a deck of one's own is read after the page starts). */
	ready = $state(false);
	readonly slides = $derived(this.deck.source.kind === 'penalties' ? penaltySlides(this.deck.venue, this.deck.ids) : (this.own ?? []));
	readonly slide = $derived(this.slides[this.deck.slide] ?? this.slides[0] ?? null);
	readonly next = $derived(this.slides[this.deck.slide + 1] ?? null);
	#locale: DeckLang;
	#ownFor = '';

	constructor(locale: DeckLang) {
		this.#locale = locale;
		this.deck = defaultDeck('field', locale);
	}

	/** Reads a deck query; a deck of one's own is loaded only when its source changes. */
	read(params: URLSearchParams): void {
		const parsed = parseDeck(params, this.#locale);
		this.deck = parsed.state;
		this.notices = parsed.notices;
		const src = JSON.stringify(parsed.state.source);
		if (parsed.state.source.kind === 'penalties') {
			this.ready = true;
			return;
		}
		if (src === this.#ownFor) return;
		this.#ownFor = src;
		void loadOwnDeck(parsed.state.source, this.#locale).then((r) => {
			this.own = r.slides;
			this.notices = [...this.notices, ...r.notices];
			this.deck = clampSlide(this.deck, Math.max(1, r.slides.length));
			this.ready = true;
		});
	}
}
