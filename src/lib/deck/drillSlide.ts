/*
 * A drill's result as a deck slide ("Add to deck" under the result): the setup the drill dealt
 * (venue, penalty, foul spot, options) with its players where the drill has them (Spot the fault:
 * the line-up dealt, offenders included; Set it up: where the user put them), as the penalty
 * page's query (foul=, from=..., pos=), so that the slide draws what the result showed. The ball
 * is the rules' (the penalty page's pos= takes no ball). Pure.
 */
import type { Point, SetupOptions, VenueKind } from '$lib/geometry';
import type { EncodedPlayer } from '$lib/url/positions';
import { encodePositions } from '$lib/url/positions';
import { toSearch } from '$lib/url/state';
import { newKey } from './key';
import { penaltySlide } from './penaltySlide';
import type { DeckSlide } from './types';

export interface DrillSetup {
	kind: VenueKind;
	penalty: string;
	/** The foul spot (field P6: where the ball crossed), yards, attack frame. */
	foul: Point;
	options: SetupOptions;
	/** The players shown, yards, attack frame (those not given stand where the penalty page puts them). */
	players: readonly EncodedPlayer[];
}

/** The penalty page's query of a drill's setup: '?'-prefixed. */
export function drillSearch(d: DrillSetup): string {
	const base = toSearch({ foul: d.foul, ...d.options });
	const pos = encodePositions(d.players);
	return pos ? `${base || '?'}${base ? '&' : ''}pos=${pos}` : base;
}

export function drillSlide(d: DrillSetup, key: string = newKey()): DeckSlide {
	return penaltySlide(d.kind, d.penalty, drillSearch(d), key);
}
