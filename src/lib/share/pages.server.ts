/*
 * What a penalty page tells the places it is shared to, in one language: its title and description
 * (as the page words them: the setup's title and summary as opened), and the setup drawn in its
 * preview picture. Used by the (site) layout's server load (the page's og: tags) and by the oEmbed
 * and picture files (src/routes/oembed, src/routes/og), so all three agree. Server only.
 */
import { isPenaltyId, penaltyIds, type Setup, type VenueKind } from '$lib/geometry';
import { outcomeWords, setupSummary, setupTitle } from '$lib/i18n/setupWords';
import { locales, type Locale } from '$lib/paraglide/runtime';
import { resolveSetup } from '$lib/url/state';

export interface PenaltyShare {
	setup: Setup;
	title: string;
	description: string;
}

/** The penalty's words and setup as its page opens, or null for an unknown penalty or language. */
export function penaltyShare(kind: string, id: string, locale: string): PenaltyShare | null {
	if ((kind !== 'field' && kind !== 'arena') || !isPenaltyId(kind, id) || !(locales as readonly string[]).includes(locale)) return null;
	const lo = locale as Locale;
	const { setup } = resolveSetup(kind, id, { foul: null }, lo);
	return { setup, title: setupTitle(setup, lo), description: setup.placement ? setupSummary(setup, lo) : outcomeWords(setup, lo) };
}

/** Every language, venue and penalty: the prerendered files' params. */
export function shareEntries(): { lang: Locale; venue: VenueKind; id: string }[] {
	const venues: VenueKind[] = ['field', 'arena'];
	return locales.flatMap((lang) => venues.flatMap((venue) => penaltyIds(venue).map((id) => ({ lang, venue, id }))));
}
