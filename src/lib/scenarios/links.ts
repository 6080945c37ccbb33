import { resolve } from '$app/paths';
import type { VenueKind } from '$lib/geometry';
import { l } from '$lib/i18n';

/** The penalty diagram page of a venue's penalty, in the page's language: /field/5a, /fr/arena/6b. */
export function penaltyHref(venue: VenueKind, id: string): string {
	return l(resolve('/[venue=venue]/[id]', { venue, id }));
}

/** A scenario page, in the page's language. */
export function scenarioHref(id: string): string {
	return l(resolve('/scenarios/[id]', { id }));
}
