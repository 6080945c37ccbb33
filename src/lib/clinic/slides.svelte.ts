/*
 * Which slides the clinic shows, for the deck and its presenter window alike: the deck's state
 * (deck.ts, from the URL or the deck's message) and the slides it names, a list of DeckSlide. The
 * one input of the clinic: a venue's penalties (penaltySlides) or a deck of one's own (own.ts,
 * read once per source, then the slide index clamped to its length). A deck of one's own that gives
 * no slide (empty, unreadable) is replaced by the clinic's default slides, its notice kept.
 */
import { clampSlide, defaultDeck, parseDeck, type ClinicState, type DeckLang } from './deck';
import { penaltySlides } from '$lib/deck/slide';
import type { DeckSlide } from '$lib/deck/types';

export class ClinicSlides {
	deck = $state<ClinicState>(defaultDeck());
	/** A deck of one's own, once read (this device's, or a shared link's). */
	own = $state<DeckSlide[] | null>(null);
	/** A deck of one's own's title ('' for none or a venue's penalties): its files' names. */
	title = $state('');
	/** The deck's notices (its URL, a shared deck that cannot be read). */
	notices = $state<string[]>([]);
	/** The slides are known (a deck of one's own is read after the page starts). */
	ready = $state(false);
	readonly slides = $derived(this.deck.source.kind === 'penalties' ? penaltySlides(this.deck.venue, this.deck.ids) : (this.own ?? []));
	readonly slide = $derived(this.slides[this.deck.slide] ?? this.slides[0] ?? null);
	readonly next = $derived(this.slides[this.deck.slide + 1] ?? null);
	#locale: DeckLang;
	#ownFor = '';
	#ownNotices: string[] = [];
	#loading: Promise<void> = Promise.resolve();

	constructor(locale: DeckLang) {
		this.#locale = locale;
		this.deck = defaultDeck('field', locale);
	}

	/**
	 * Reads a deck query; a deck of one's own is loaded only when its source changes. Resolves once
	 * the slides are known (at once for a venue's penalties).
	 */
	read(params: URLSearchParams): Promise<void> {
		const parsed = parseDeck(params, this.#locale);
		this.deck = parsed.state;
		const src = JSON.stringify(parsed.state.source);
		if (parsed.state.source.kind === 'penalties') {
			this.title = '';
			this.notices = parsed.notices;
			this.ready = true;
			return Promise.resolve();
		}
		// The same deck again (a slide moved, the presenter's message): its notices stay.
		if (src === this.#ownFor) {
			this.notices = [...parsed.notices, ...this.#ownNotices];
			return this.#loading;
		}
		this.#ownFor = src;
		this.notices = parsed.notices;
		this.ready = false;
		// own.ts (its notices, the store, the codec) loads only for a deck of one's own.
		this.#loading = import('./own').then(({ loadOwnDeck }) => loadOwnDeck(parsed.state.source, this.#locale)).then((r) => {
			// A newer source was asked for meanwhile: its own load answers.
			if (src !== this.#ownFor) return;
			// Nothing to show: the clinic's default slides (the deck's venue and list), with the notice.
			this.own = r.slides.length ? r.slides : penaltySlides(this.deck.venue, this.deck.ids);
			this.#ownNotices = r.notices;
			this.title = r.title ?? '';
			this.notices = [...this.notices, ...r.notices];
			this.deck = clampSlide(this.deck, this.own.length);
			this.ready = true;
		});
		return this.#loading;
	}
}
