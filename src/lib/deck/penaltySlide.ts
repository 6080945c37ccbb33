/*
 * A penalty page's slide ("Add to deck") and the clinic's slides of a venue: the page's query kept
 * as a slide keeps it. Apart from slide.ts, which knows the scenarios: a penalty page that offers
 * "Add to deck" should not load every worked example and rule passage to do it (issue 17).
 */
import type { VenueKind } from '$lib/geometry';
import { newKey } from './key';
import { DECK_LIMITS, type DeckSlide } from './types';

/** Query parameters a slide keeps: the penalty page's, less the page's theme (the deck has its own). */
const DROPPED = new Set(['theme', 'zoom']);

/** A page's query as a slide keeps it: '?'-prefixed or '', the theme and legacy zoom flag left out. */
export function slideSearch(search: string): string {
	const p = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
	for (const k of [...p.keys()]) if (DROPPED.has(k)) p.delete(k);
	// URLSearchParams writes ',' and ':' as %2C and %3A: keep the page's own, shorter form.
	const q = p.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':').replace(/%3B/gi, ';');
	return q ? `?${q}` : '';
}

/** The slide "Add to deck" makes on a penalty page: the page's whole query. */
export function penaltySlide(venue: VenueKind, penalty: string, search: string, key: string = newKey()): DeckSlide {
	return { key, venue, penalty, scenario: null, search: slideSearch(search).slice(0, DECK_LIMITS.search), title: '', notes: '' };
}

/** The slides of the clinic's own decks: every penalty of a venue, in order. */
export function penaltySlides(venue: VenueKind, ids: readonly string[]): DeckSlide[] {
	return ids.map((id) => penaltySlide(venue, id, '', `${venue}-${id}`));
}
