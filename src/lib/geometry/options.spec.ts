import { describe, expect, it } from 'vitest';
import { computeSetup, getVenue, isGeometryError, penaltyIds, type Point, type SetupOptions, type VenueKind } from '$lib/geometry';
import { ALLOWED_ORIGINAL } from './arenaShared';
import { foulSpotRole, offered, penaltyOptions } from './options';

const VENUES: VenueKind[] = ['field', 'arena'];

function accepts(kind: VenueKind, penalty: string, options: SetupOptions, foul?: Point): boolean {
	try {
		computeSetup({ venue: kind, penalty, options, ...(foul ? { foul } : {}) });
		return true;
	} catch (e) {
		if (isGeometryError(e)) return false;
		throw e;
	}
}

describe('penaltyOptions', () => {
	for (const kind of VENUES) {
		const venue = getVenue(kind);
		for (const id of penaltyIds(kind)) {
			it(`${kind} ${id}: offers exactly the options computeSetup accepts (with their example fouls)`, () => {
				const o = penaltyOptions(venue, id);
				expect(accepts(kind, id, { from: 'spot' }, o.from?.exampleFoul)).toBe(!!o.from);
				expect(accepts(kind, id, { defended: true })).toBe(o.defended);
				expect(accepts(kind, id, { alternativeRule9: true }, o.alternativeRule9?.exampleFoul)).toBe(!!o.alternativeRule9);
				for (const orig of ['2', '3', '4', '5a', '5b'] as const) {
					expect(accepts(kind, id, { original: orig })).toBe(!!o.original?.choices.includes(orig));
				}
				if (o.from) expect(computeSetup({ venue, penalty: id, options: { from: 'line' } }).ball!.x).toBe(o.from.lineBallX);
				expect(offered(o).length).toBe([o.from, o.defended, o.alternativeRule9, o.original].filter(Boolean).length);
			});
		}
	}

	it('arena 6.a-6.d offer the original penalty’s own choices', () => {
		const venue = getVenue('arena');
		for (const id of Object.keys(ALLOWED_ORIGINAL)) {
			for (const orig of ALLOWED_ORIGINAL[id]!) {
				const o = penaltyOptions(venue, id, orig);
				expect(accepts('arena', id, { original: orig, from: 'spot' }, o.from?.exampleFoul)).toBe(!!o.from);
				expect(accepts('arena', id, { original: orig, alternativeRule9: true }, o.alternativeRule9?.exampleFoul)).toBe(!!o.alternativeRule9);
			}
		}
	});
});

describe('foulSpotRole', () => {
	/** Whether moving the foul (halfway to the middle, else 4 yd toward it, where the option allows) moves the ball. */
	function ballMoves(kind: VenueKind, penalty: string, options: SetupOptions, foul: Point): boolean {
		const a = computeSetup({ venue: kind, penalty, options, foul });
		const c = a.venue.centre;
		const probes = [
			{ x: (foul.x + c.x) / 2, y: (foul.y + c.y) / 2 },
			{ x: foul.x + Math.sign(c.x - foul.x) * Math.min(4, Math.abs(c.x - foul.x)), y: foul.y + Math.sign(c.y - foul.y || 1) * 4 }
		];
		for (const q of probes) {
			if (!accepts(kind, penalty, options, q)) continue;
			const b = computeSetup({ venue: kind, penalty, options, foul: q });
			return !!a.ball && !!b.ball && (Math.abs(a.ball.x - b.ball.x) > 1e-9 || Math.abs(a.ball.y - b.ball.y) > 1e-9);
		}
		throw new Error('no probe foul is accepted');
	}
	for (const kind of VENUES) {
		const venue = getVenue(kind);
		for (const id of penaltyIds(kind)) {
			const o = penaltyOptions(venue, id);
			const cases: [SetupOptions, Point | undefined][] = [[{}, undefined]];
			if (o.from) cases.push([{ from: 'spot' }, o.from.exampleFoul]);
			if (o.alternativeRule9) cases.push([{ alternativeRule9: true }, o.alternativeRule9.exampleFoul]);
			for (const c of o.original?.choices ?? []) cases.push([{ original: c }, undefined]);
			for (const [options, foul] of cases) {
				it(`${kind} ${id} ${JSON.stringify(options)}: says whether the foul spot moves the ball, as computeSetup does`, () => {
					const setup = computeSetup({ venue, penalty: id, options, ...(foul ? { foul } : {}) });
					const role = foulSpotRole(setup);
					if (!setup.placement) return expect(role.movesBall).toBe(false);
					expect(role.movesBall).toBe(ballMoves(kind, id, options, setup.foul!));
					expect(role.kind).toBe(kind === 'field' && id === '6' ? 'crossing' : 'foul');
				});
			}
		}
	}
});
