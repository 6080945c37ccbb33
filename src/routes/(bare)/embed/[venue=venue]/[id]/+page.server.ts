import { citeRef, setupSummary, setupTitle } from '$lib/clinic/words';
import { isPenaltyId, type VenueKind } from '$lib/geometry';
import { citationTexts } from '$lib/i18n/citationTexts.server';
import { getLocale } from '$lib/paraglide/runtime';
import { resolveSetup } from '$lib/url/state';
import { describedAsOpened } from '$lib/view/describer.server';
import type { EmbedWords } from './_components/words';
import type { PageServerLoad } from './$types';

/**
 * The texts of the rule sentences this penalty can cite, in the page's data (the diagram's
 * description words them): no script carries them. With them, the words of the page's own setup,
 * worded here so that a frame's first use loads no wording (issue 17): its title (the same whatever
 * the options), the diagram's <title> and <desc> as opened (PenaltyDiagram's `written`), and, for a
 * penalty that places nobody (no option, foul spot or size changes what it says), its outcome. An
 * unknown penalty gets only the texts' empty table; +page.ts 404s.
 */
export const load: PageServerLoad = ({ params }) => {
	const kind: VenueKind = params.venue === 'arena' ? 'arena' : 'field';
	const locale = getLocale();
	const citations = citationTexts(kind, params.id, locale);
	if (!isPenaltyId(kind, params.id)) return { citations, words: null };
	const { setup } = resolveSetup(kind, params.id, { foul: null }, locale);
	const words: EmbedWords = {
		title: setupTitle(setup, locale),
		described: setup.placement ? describedAsOpened(setup, locale, citations) : null,
		outcome: setup.placement ? null : { summary: setupSummary(setup, locale), cite: setup.outcome ? citeRef(setup.outcome.citation, locale) : null }
	};
	return { citations, words };
};
