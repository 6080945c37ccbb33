import type { VenueKind } from '$lib/geometry';
import type { EntryGenerator, PageLoad } from './$types';

/** A handout of every penalty, for the field and for the arena. */
export const entries: EntryGenerator = () => [{ venue: 'field' }, { venue: 'arena' }];

export const load: PageLoad = ({ params }) => ({ kind: params.venue as VenueKind });
