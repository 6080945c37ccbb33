/*
 * A deck of one's own for the clinic: this device's (src/lib/deck/store) or a shared link's
 * (src/lib/deck/codec). The clinic imports this module only when it presents such a deck
 * (slides.svelte.ts), and this module the store's or the codec's code only for its source: the
 * clinic's first use without a deck does not carry them (issue 17).
 *
 * Never throws. What cannot be shown is said in the page's language: a deck that cannot be read
 * at all (damaged, a newer site's, storage refused, an empty deck) gives no slides and a notice
 * (the clinic then shows its default slides); a slide naming a penalty or worked example this
 * site does not have is left out with a notice naming its place in the deck.
 */
import { slideScenario } from '$lib/deck/slide';
import { isPenaltyId } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import type { DeckStorage } from '$lib/deck/store';
import type { DeckSlide } from '$lib/deck/types';
import type { DeckSource } from './deck';

export interface OwnDeck {
	/** The slides to present, in the deck's order; empty: show the clinic's default slides. */
	slides: DeckSlide[];
	/** Why something of the deck is not shown, in the page's language. */
	notices: string[];
	/** The deck's title ('' for none): its files are named after it. */
	title?: string;
}

/** The slides the site can draw, in order; the others left out with a notice each. */
export async function presentable(slides: readonly DeckSlide[], locale: Locale): Promise<OwnDeck> {
	const o = { locale };
	const kept: DeckSlide[] = [];
	const notices: string[] = [];
	slides.forEach((s, i) => {
		// A scenario slide may place nobody (a card: penalty null); a penalty slide needs its penalty.
		const known = s.scenario !== null ? slideScenario(s) !== undefined && (s.penalty === null || isPenaltyId(s.venue, s.penalty)) : s.penalty !== null && isPenaltyId(s.venue, s.penalty);
		if (known) kept.push(s);
		else notices.push(m.dk_cl_skipped({ n: i + 1 }, o));
	});
	if (slides.length > 0 && kept.length === 0) return { slides: [], notices: [m.dk_cl_all_skipped({}, o)] };
	return { slides: kept, notices };
}

/**
 * The deck a source names. `storage`: where this device's deck is read (tests give their own);
 * by default the browser's.
 */
export async function loadOwnDeck(source: DeckSource, locale: Locale, storage?: DeckStorage | null): Promise<OwnDeck> {
	const o = { locale };
	if (source.kind === 'mine') {
		const { readDeck } = await import('$lib/deck/store');
		const { deck, problem } = storage === undefined ? readDeck() : readDeck(storage);
		if (problem === 'corrupt') return { slides: [], notices: [m.dk_cl_store_corrupt({}, o)] };
		if (problem === 'version') return { slides: [], notices: [m.dk_cl_store_version({}, o)] };
		if (problem === 'unavailable') return { slides: [], notices: [m.dk_cl_store_unavailable({}, o)] };
		if (deck.slides.length === 0) return { slides: [], notices: [m.dk_cl_empty({}, o)] };
		const r = { ...(await presentable(deck.slides, locale)), title: deck.title };
		return problem === 'partial' ? { ...r, notices: [m.dk_store_partial({}, o), ...r.notices] } : r;
	}
	if (source.kind === 'shared') {
		const { decodeDeck } = await import('$lib/deck/codec');
		const d = await decodeDeck(source.code);
		if (!d.ok) return { slides: [], notices: [d.reason === 'version' ? m.dk_cl_link_version({}, o) : m.dk_cl_link_corrupt({}, o)] };
		if (d.deck.slides.length === 0) return { slides: [], notices: [m.dk_cl_link_empty({}, o)] };
		const r = { ...(await presentable(d.deck.slides, locale)), title: d.deck.title };
		return d.dropped ? { ...r, notices: [m.dk_link_partial({ n: d.dropped }, o), ...r.notices] } : r;
	}
	return { slides: [], notices: [] };
}
