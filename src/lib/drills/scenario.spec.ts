import { describe, expect, it } from 'vitest';
import { ARENA_MEASURES, computeSetup, getVenue, hasPlacement, isGeometryError, penaltyIds } from '$lib/geometry';
import { createRng } from './random';
import { drawScenario, drillPenalties, variantsFor, VENUE_KINDS } from './scenario';

describe('drill penalties', () => {
	it.each([
		['field', ['1', '2', '3', '4', '5a', '5b', '6']],
		['arena', ['1', '2', '3', '4', '5a', '5b', '6a', '6b', '6c', '6d']]
	] as const)('%s: every penalty with a placement, and only those', (kind, expected) => {
		expect(drillPenalties(kind)).toEqual(expected);
		expect(drillPenalties(kind)).toEqual(penaltyIds(kind).filter((id) => hasPlacement(kind, id)));
	});

	const all = VENUE_KINDS.flatMap((kind) => drillPenalties(kind).flatMap((penalty) => variantsFor(kind, penalty).map((v) => [kind, penalty, v.id] as const)));

	it('offers the choices each penalty has', () => {
		const ids = (kind: 'field' | 'arena', p: string) => variantsFor(kind, p).map((v) => v.id);
		expect(ids('field', '2')).toEqual(['line', 'spot']);
		expect(ids('field', '3')).toEqual(['undefended', 'defended']);
		expect(ids('arena', '2')).toEqual(['line', 'spot', 'alt9']);
		expect(ids('arena', '3')).toEqual(['standard', 'alt9']);
		expect(ids('arena', '6b')).toEqual(['after-2', 'after-3', 'after-4']);
		expect(ids('arena', '6c')).toEqual(['after-5a', 'after-5b']);
		expect(ids('arena', '6a')).toHaveLength(5);
	});

	it.each(all)('%s %s (%s): foul spots inside the venue that the geometry accepts', (kind, penalty, variantId) => {
		const variant = variantsFor(kind, penalty).find((v) => v.id === variantId)!;
		const venue = getVenue(kind);
		const rng = createRng(`${kind}${penalty}${variantId}`);
		for (let i = 0; i < 60; i++) {
			const foul = variant.foul(rng, venue);
			expect(foul.x).toBeGreaterThanOrEqual(venue.bounds.minX);
			expect(foul.x).toBeLessThanOrEqual(venue.bounds.maxX);
			expect(Math.abs(foul.y)).toBeLessThanOrEqual(venue.bounds.maxY);
			if (kind === 'arena' && penalty === '2' && variantId === 'spot') expect(foul.x).toBeLessThan(ARENA_MEASURES.p2Spot);
			if (variantId === 'alt9') expect(foul.x).toBeGreaterThanOrEqual(ARENA_MEASURES.alt9From);
			const setup = computeSetup({ venue, penalty, foul, options: variant.options });
			expect(setup.placement).toBe(true);
			expect(setup.ball).not.toBeNull();
			expect(setup.options).toMatchObject(variant.options);
		}
	});

	it('draws the same scenario whether or not the URL names its venue and penalty', () => {
		for (let i = 0; i < 200; i++) {
			const free = drawScenario(createRng(`free${i}`), 's', {});
			const fixed = drawScenario(createRng(`free${i}`), 's', { venue: free.venueKind, penalty: free.penalty });
			expect({ ...fixed, setup: null }).toEqual({ ...free, setup: null });
		}
	});

	it.each([
		[{ venue: 'field' as const, penalty: '6a' }, 'unknown-penalty'],
		[{ venue: 'arena' as const, penalty: '6' }, 'unknown-penalty'],
		[{ venue: 'field' as const, penalty: '7' }, 'unknown-penalty'],
		[{ venue: 'pitch' as never, penalty: '2' }, 'unknown-venue']
	])('refuses %o with a GeometryError', (opts, code) => {
		try {
			drawScenario(createRng('x'), 'x', opts);
			expect.unreachable();
		} catch (e) {
			expect(isGeometryError(e) && e.code).toBe(code);
		}
	});
});
