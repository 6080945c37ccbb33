import { error } from '@sveltejs/kit';
import { isPenaltyId, penaltyIds } from '$lib/geometry/penalties';
import type { VenueKind } from '$lib/geometry';
import type { EntryGenerator, PageLoad } from './$types';

const VENUES: VenueKind[] = ['field', 'arena'];

/** Every venue and penalty is prerendered. */
export const entries: EntryGenerator = () => VENUES.flatMap((venue) => penaltyIds(venue).map((id) => ({ venue, id })));

/** `data` is the server load's: this penalty's rule text in the page's language (+page.server.ts). */
export const load: PageLoad = ({ params, data }) => {
	const kind = params.venue as VenueKind;
	if (!isPenaltyId(kind, params.id)) {
		const shown = params.id.length > 24 ? `${params.id.slice(0, 24)}…` : params.id;
		error(404, `There is no ${kind} Penalty "${shown}".`);
	}
	return { ...data, kind, id: params.id };
};
