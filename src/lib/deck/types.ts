/*
 * A deck of one's own: slides made from what a page showed when "Add to deck" was pressed (a
 * penalty as the user had it, a scenario of the library), kept on the device and shared as a
 * link. The types every part of the deck uses: the deck page, the clinic that presents it, and
 * the exports (PPTX, ZIP of PNGs, handout, video) that turn it into files.
 */
import type { VenueKind } from '$lib/geometry';

/** One slide: what to draw and what to say about it. */
export interface DeckSlide {
	/** A key unique within its deck (a row's identity while reordering); not part of what is shown. */
	key: string;
	/** The venue kind drawn. */
	venue: VenueKind;
	/**
	 * The penalty drawn ('2', '5a', '6c'): the penalty page's id; for a scenario, the penalty it
	 * results in (null where the scenario ends in a card or offsetting fouls: nothing to place).
	 */
	penalty: string | null;
	/** The scenario of the library shown (/scenarios/{id}); null for a penalty slide. */
	scenario: string | null;
	/**
	 * The penalty page's query, '?'-prefixed or '': the venue's size, foul spot, options, moved
	 * players, animation variant and time, the view on screen (src/lib/url/state.ts and view.ts).
	 * For a scenario, what the user changed beyond the scenario's own foul and options.
	 */
	search: string;
	/** The slide's title as the instructor wrote it; '' for the default (the penalty's or scenario's own). */
	title: string;
	/** The speaker notes as the instructor wrote them (plain text); '' for none. */
	notes: string;
}

export interface DeckState {
	/** The deck's title; '' for none. */
	title: string;
	slides: DeckSlide[];
}

/** Limits on what a deck holds, so that a shared deck cannot make a page unusable. */
export const DECK_LIMITS = {
	slides: 100,
	title: 200,
	notes: 4000,
	search: 600
} as const;

export const EMPTY_DECK: DeckState = { title: '', slides: [] };
