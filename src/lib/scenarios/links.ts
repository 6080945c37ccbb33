import { resolve } from '$app/paths';
import type { VenueKind } from '$lib/geometry';
import { l } from '$lib/i18n';

/** The penalty diagram page of a venue's penalty, in the page's language: /field/5a, /fr/arena/6b. */
export function penaltyHref(venue: VenueKind, id: string): string {
	return l(resolve('/(site)/[venue=venue]/[id]', { venue, id }));
}

/** A scenario page, in the page's language. */
export function scenarioHref(id: string): string {
	return l(resolve('/(site)/scenarios/[id]', { id }));
}

/**
 * Where a quoted passage reads in full from the Rule 35 guide: a Rule 35 passage on the guide itself
 * (#its-id), a Rule 37 penalty's on that penalty's field page.
 */
export function passageHref(p: { id: string; rule: string; penalty: string | null }): string {
	return p.rule === 'rule35' || !p.penalty ? `#${p.id}` : penaltyHref('field', p.penalty);
}
