/*
 * A diagram's address read once, as its page opens: the setup asked for (parseState.ts), the players
 * moved, the animation's frame and the view (parseView.ts), and a notice for every value dropped. Only
 * an address with a query needs it: an island page loads it before it hydrates when it has one
 * (./reader.ts), and a page opened without one never loads its parsers nor their words (issue 17:
 * about 2 KB gzip of a penalty page's first use).
 */
import type { VenueKind } from '$lib/geometry';
import type { Locale } from '$lib/paraglide/runtime';
import { parseState } from './parseState';
import { parseView } from './parseView';
import { resolveVenue, type ExplorerState } from './state';
import type { View } from './view';

/** What an address asks a diagram to show. */
export interface QueryRead {
	/** The setup as it will be drawn (with the zoom=1 flag, which is not a setup's). */
	state: ExplorerState;
	view: View;
	/** Why values were dropped, in the page's language. */
	notices: string[];
}

/** Reads `params` for penalty `id` of venue `kind`. Never throws. */
export function readQuery(kind: VenueKind, id: string, params: URLSearchParams, locale: Locale): QueryRead {
	const parsed = parseState(kind, id, params, locale);
	// Moved players are kept to the ground drawn: the venue's with its safety zone or walls (the
	// venue alone: parseState has already computed the setup).
	const surround = resolveVenue(kind, parsed.state).venue.surround;
	const v = parseView(params, surround, undefined, locale);
	return { state: parsed.state, view: v.view, notices: [...parsed.notices, ...v.notices] };
}
