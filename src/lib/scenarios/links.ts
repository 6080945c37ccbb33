import { resolve } from '$app/paths';
import type { VenueKind } from '$lib/geometry';

/** The penalty diagram page of a venue's penalty: /field/5a, /arena/6b. */
export function penaltyHref(venue: VenueKind, id: string): string {
	return resolve('/[venue=venue]/[id]', { venue, id });
}

/** A scenario page. */
export function scenarioHref(id: string): string {
	return resolve('/scenarios/[id]', { id });
}
