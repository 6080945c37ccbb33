import { error } from '@sveltejs/kit';
import { isPenaltyId, penaltyIds } from '$lib/geometry/penalties';
import type { VenueKind } from '$lib/geometry';
import { renderIsland } from '$lib/island/render';
import type { EntryGenerator, PageLoad } from './$types';

const VENUES: VenueKind[] = ['field', 'arena'];

/** Every venue and penalty is prerendered. */
export const entries: EntryGenerator = () => VENUES.flatMap((venue) => penaltyIds(venue).map((id) => ({ venue, id })));

/**
 * `data` is the server load's: this penalty's rule text and the page's title, in the page's language
 * (+page.server.ts). When prerendering, the explorer is rendered here to markup that the page shows
 * as an island (see Island.svelte): its code loads when the user reaches for it, not on a first visit.
 */
export const load: PageLoad = async ({ params, data }) => {
	const kind = params.venue as VenueKind;
	if (!isPenaltyId(kind, params.id)) {
		const shown = params.id.length > 24 ? `${params.id.slice(0, 24)}…` : params.id;
		error(404, `There is no ${kind} Penalty "${shown}".`);
	}
	const html = await renderIsland(() => import('./_components/Explorer.svelte'), { kind, id: params.id, rules: data.rules });
	return { ...data, kind, id: params.id, html };
};
