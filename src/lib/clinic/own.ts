/*
 * A deck of one's own for the clinic: this device's (src/lib/deck/store) or a shared link's
 * (src/lib/deck/codec), loaded only when the clinic presents one.
 */
import type { DeckSource } from './deck';
import type { DeckSlide } from '$lib/deck/types';
import type { Locale } from '$lib/paraglide/runtime';

export async function loadOwnDeck(source: DeckSource, locale: Locale): Promise<{ slides: DeckSlide[]; notices: string[] }> {
	void source;
	void locale;
	return { slides: [], notices: [] };
}
