import type { VenueKind } from '$lib/geometry';
import type { EntryGenerator, PageLoad } from './$types';

/** A handout of every penalty, for the field and for the arena. */
export const entries: EntryGenerator = () => [{ venue: 'field' }, { venue: 'arena' }];

/** `data` is the server load's: the rule text of every penalty of the venue in the page's language. */
export const load: PageLoad = ({ params, data }) => ({ ...data, kind: params.venue as VenueKind });
