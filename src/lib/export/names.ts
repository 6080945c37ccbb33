/*
 * The names of a deck's files and of the pictures in its ZIP: the deck's title, its penalties, the
 * outcome (variant) a slide animates, and the language, so that two decks, or two outcomes of one
 * penalty, never download under one name. Pure (share/exportName.ts writes the names).
 */
import type { DeckSlide, DeckState } from '$lib/deck/types';
import type { VenueKind } from '$lib/geometry';
import { deckName, type ExportKind } from '$lib/share/exportName';

/** The variant (after-the-hit outcome) a slide's query names, if any. */
export function slideVariant(slide: Pick<DeckSlide, 'search'>): string | undefined {
	const v = new URLSearchParams(slide.search.replace(/^\?/, '')).get('variant')?.trim();
	return v ? v : undefined;
}

/** The deck's file: 'polo-field-deck-spring-clinic-2-3-5a-en.pptx' (a deck of both venues: '...-and-arena-...'). */
export function deckFileName(deck: DeckState, ext: ExportKind, lang: string): string {
	const venues = new Set(deck.slides.map((s) => s.venue));
	const kind: VenueKind = venues.size === 1 ? deck.slides[0]!.venue : 'field';
	const ids = deck.slides.map((s) => s.penalty ?? s.scenario ?? '');
	return deckName(kind, ids, ext, { lang, title: deck.title, ...(venues.size > 1 ? { suffix: 'and-arena' } : {}) });
}
