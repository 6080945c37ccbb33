import type { VenueKind } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import { isValidSeed } from './random';
import { drillPenalties, VENUE_KINDS } from './scenario';

/*
 * Drills live in the URL so that a clinic can share one: `seed=k3x9qa&venue=arena&penalty=2` for a
 * drill, `r1:12.5,-3;b3:40,0` for players moved in the setup checker. Decoding never throws: a
 * hand-edited or truncated link shows what it can and says what it dropped.
 */

export interface DrillRef {
	seed: string;
	venue?: VenueKind;
	penalty?: string;
}

export interface DecodedDrillRef {
	/** Absent when the URL has no usable seed: the page then draws a fresh one. */
	ref: DrillRef | null;
	notices: string[];
}

export function encodeDrillRef(ref: DrillRef): string {
	const params = new URLSearchParams();
	params.set('seed', ref.seed);
	if (ref.venue) params.set('venue', ref.venue);
	if (ref.penalty) params.set('penalty', ref.penalty);
	return params.toString();
}

/** Reads `seed`, `venue` and `penalty` from a query string (with or without '?') or URLSearchParams. */
export function decodeDrillRef(query: string | URLSearchParams): DecodedDrillRef {
	const params = typeof query === 'string' ? new URLSearchParams(query.startsWith('?') ? query.slice(1) : query) : query;
	const notices: string[] = [];
	const seed = params.get('seed');
	if (seed === null) return { ref: null, notices };
	if (!isValidSeed(seed)) {
		notices.push(m.dr_url_seed({ seed: clip(seed) }));
		return { ref: null, notices };
	}
	const ref: DrillRef = { seed };
	const venue = params.get('venue');
	if (venue !== null) {
		if ((VENUE_KINDS as readonly string[]).includes(venue)) ref.venue = venue as VenueKind;
		else notices.push(m.dr_url_venue({ venue: clip(venue) }));
	}
	const penalty = params.get('penalty');
	if (penalty !== null) {
		// A penalty names a drill only on a venue; without one it must exist with a placement on both.
		const kinds = ref.venue ? [ref.venue] : VENUE_KINDS;
		const valid = kinds.filter((k) => drillPenalties(k).includes(penalty));
		if (valid.length === kinds.length) ref.penalty = penalty;
		else if (valid.length === 1 && !ref.venue) {
			ref.venue = valid[0]!;
			ref.penalty = penalty;
		} else {
			const options = ref.venue ? drillPenalties(ref.venue).join(', ') : m.dr_url_any_placing();
			notices.push(m.dr_url_penalty({ penalty: clip(penalty), options }));
		}
	}
	return { ref, notices };
}

/** Short for the page's notices: a hostile URL should not flood them. */
function clip(s: string): string {
	return s.length > 24 ? `${s.slice(0, 24)}…` : s;
}

// The positions' one-line form lives with the other URL codecs (the penalty page reads it too).
export { decodePositions, encodePositions, POSITION_LIMIT, type DecodedPosition, type DecodedPositions, type EncodedPlayer } from '$lib/url/positions';
