import { error } from '@sveltejs/kit';
import { isPenaltyId, penaltyIds, type VenueKind } from '$lib/geometry';
import type { EntryGenerator, PageLoad } from './$types';

const VENUES: VenueKind[] = ['field', 'arena'];

/** Every venue and penalty has a prerendered embed page. */
export const entries: EntryGenerator = () => VENUES.flatMap((venue) => penaltyIds(venue).map((id) => ({ venue, id })));

export const load: PageLoad = ({ params }) => {
	const kind = params.venue as VenueKind;
	if (!isPenaltyId(kind, params.id)) error(404, `There is no ${kind} Penalty "${params.id.slice(0, 24)}".`);
	return { kind, id: params.id };
};
