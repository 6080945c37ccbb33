import type { Setup, VenueKind } from '$lib/geometry';
import { setupSummary, setupTitle } from '$lib/i18n/setupWords';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';

/**
 * The penalty page's words about its setup: the venue's name, the heading, and the <title> and
 * description (prerendered by the page, kept up to date by the explorer).
 */
export function explorerHead(kind: VenueKind, setup: Setup, locale: Locale): { venue: string; heading: string; title: string; description: string } {
	const lo = { locale };
	const venue = kind === 'field' ? m.nav_field({}, lo) : m.nav_arena({}, lo);
	const heading = setupTitle(setup, locale);
	return {
		venue,
		heading,
		title: m.ex_doc_title({ venue, title: heading, site: m.site_name({}, lo) }, lo),
		description: setupSummary(setup, locale)
	};
}
