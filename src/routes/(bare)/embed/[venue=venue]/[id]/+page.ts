import { error } from '@sveltejs/kit';
import { isPenaltyId, penaltyIds, type VenueKind } from '$lib/geometry';
import type { EntryGenerator, PageLoad } from './$types';

const VENUES: VenueKind[] = ['field', 'arena'];

/** Every venue and penalty has a prerendered embed page. */
export const entries: EntryGenerator = () => VENUES.flatMap((venue) => penaltyIds(venue).map((id) => ({ venue, id })));

/** `data` is the server load's: the sentences this penalty can cite and its own setup's words (+page.server.ts). */
export const load: PageLoad = ({ params, data }) => {
	const kind = params.venue as VenueKind;
	const { words, ...rest } = data;
	if (!isPenaltyId(kind, params.id) || !words) error(404, `There is no ${kind} Penalty "${params.id.slice(0, 24)}".`);
	return { ...rest, words, kind, id: params.id };
};
