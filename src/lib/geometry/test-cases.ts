import { isGeometryError } from './errors';
import { penaltyOptions } from './options';
import { computeSetup, type Setup } from './setup';
import type { Point, VenueKind } from './types';
import { getVenue, type Venue } from './venue';

/*
 * Test fixture (no .spec suffix, so Vitest does not collect it): the setups of a penalty over every
 * option it offers and a grid of foul spots, for the specs that hold an invariant of every setup
 * (citable.spec.ts, wording.spec.ts).
 */

/** The venues setupsOf runs on by default: the boarded field, both arena sizes. */
export function defaultVenues(kind: VenueKind): Venue[] {
	return kind === 'arena' ? [getVenue('arena'), getVenue('arena', 'small')] : [getVenue('field')];
}

/** Setups of `penalty` for every option offered and a grid of foul spots (those the geometry refuses left out). */
export function setupsOf(kind: VenueKind, penalty: string, venues: Venue[] = defaultVenues(kind)): Setup[] {
	const out: Setup[] = [];
	for (const venue of venues) {
		const base = penaltyOptions(venue, penalty);
		for (const original of base.original ? base.original.choices : [undefined]) {
			const o = penaltyOptions(venue, penalty, original);
			for (const from of o.from ? (['line', 'spot'] as const) : [undefined])
				for (const defended of o.defended ? [false, true] : [undefined])
					for (const alternativeRule9 of o.alternativeRule9 ? [false, true] : [undefined]) {
						const options = { ...(from && { from }), ...(defended !== undefined && { defended }), ...(alternativeRule9 !== undefined && { alternativeRule9 }), ...(original && { original }) };
						const fouls: (Point | null)[] = [null];
						for (let x = -2; x <= venue.length + 2; x += venue.length / 12) for (let y = -venue.width / 2 - 2; y <= venue.width / 2 + 2; y += venue.width / 6) fouls.push({ x, y });
						for (const foul of fouls) {
							try {
								out.push(computeSetup({ venue, penalty, foul, options }));
							} catch (e) {
								// A foul spot the penalty refuses (a notice on the page): no setup.
								if (!isGeometryError(e)) throw e;
							}
						}
					}
		}
	}
	return out;
}
