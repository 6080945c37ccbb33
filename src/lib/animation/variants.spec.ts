import { describe, expect, it } from 'vitest';
import { computeSetup, penaltyIds, type VenueKind } from '$lib/geometry';
import { framesFor } from './frames';
import { variantsFor } from './variants';

const SETUPS = (['field', 'arena'] as VenueKind[]).flatMap((venue) => penaltyIds(venue).map((penalty) => ({ name: `${venue} ${penalty}`, setup: computeSetup({ venue, penalty }) })));

describe('variantsFor', () => {
	it.each(SETUPS)('$name: every outcome listed (before the animation loads) is one the animation plays', ({ setup }) => {
		const ids = variantsFor(setup).map((v) => v.id);
		if (!setup.placement) return expect(ids).toEqual([]);
		expect(new Set(ids).size).toBe(ids.length);
		for (const id of ids) expect(framesFor(setup, { variant: id }).variant ?? ids[0]).toBe(id);
	});

	it.each([
		['arena', '3', ['goal', 'wide-rebound', 'rebound-late', 'rebound-affected', 'out-of-play', 'missed']],
		['field', '3', ['undefended', 'defended', 'entered-early']],
		['field', '1', ['main']]
	] as const)('%s %s: %j', (venue, penalty, want) => {
		expect(variantsFor(computeSetup({ venue, penalty })).map((v) => v.id)).toEqual(want);
	});
});
