/*
 * The deck's printable handout: the print page of its venue with one sheet per slide, each in the
 * slide's own state (/print/field?sheet=2&sheet=5a%3Ffoul%3D30%2C10). A deck of both venues has a
 * handout for each. Pure.
 */
import { slideQuery } from '$lib/deck/slide';
import type { DeckSlide } from '$lib/deck/types';
import type { VenueKind } from '$lib/geometry';

export interface Handout {
	kind: VenueKind;
	/** The print page's path and query, from the site's root without the language ('print/field?sheet=…'). */
	path: string;
	sheets: number;
}

/** One handout per venue the deck draws, in the order the deck first draws each. */
export function handouts(slides: readonly DeckSlide[]): Handout[] {
	const by = new Map<VenueKind, string[]>();
	for (const s of slides) {
		if (s.penalty === null) continue;
		// The sheet's query as the penalty page writes it (30,10, not 30%2C10): encoded once, below.
		const q = [...slideQuery(s)].map(([k, v]) => `${k}=${v}`).join('&');
		const list = by.get(s.venue) ?? [];
		list.push(q ? `${s.penalty}?${q}` : s.penalty);
		by.set(s.venue, list);
	}
	return [...by].map(([kind, sheets]) => {
		const p = new URLSearchParams();
		for (const sh of sheets) p.append('sheet', sh);
		return { kind, path: `print/${kind}?${p.toString()}`, sheets: sheets.length };
	});
}
