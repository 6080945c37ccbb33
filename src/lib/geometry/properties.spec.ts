import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGeometryError } from './errors';
import { standardLineup } from './lineup';
import { hasPlacement, penaltyIds } from './penalties';
import type { SetupOptions } from './plan';
import { checkPosition, computeSetup, nearestLegal, type Setup } from './setup';
import type { Point, Role, Team, Who } from './types';
import { dist } from './vec';
import { ROUNDING_ROOM } from './solve';
import { getVenue, SIZE_LIMITS, type Venue } from './venue';

const RUNS = 60;

const venueArb = (kind: 'field' | 'arena'): fc.Arbitrary<Venue> =>
	fc.oneof(
		fc.constantFrom(...(kind === 'field' ? ['boarded', 'unboarded'] : ['standard', 'small'])).map((p) => getVenue(kind, p)),
		fc
			.record({
				length: fc.double({ min: SIZE_LIMITS[kind].length[0], max: SIZE_LIMITS[kind].length[1], noNaN: true }),
				width: fc.double({ min: SIZE_LIMITS[kind].width[0], max: SIZE_LIMITS[kind].width[1], noNaN: true })
			})
			.map((o) => getVenue(kind, o))
	);

const inside = (v: Venue) =>
	fc.record({
		x: fc.double({ min: v.bounds.minX, max: v.bounds.maxX, noNaN: true }),
		y: fc.double({ min: v.bounds.minY, max: v.bounds.maxY, noNaN: true })
	});

const optionsFor = (kind: 'field' | 'arena', id: string): SetupOptions[] => {
	if (kind === 'field') {
		if (id === '2') return [{ from: 'line' }, { from: 'spot' }];
		if (id === '3') return [{ defended: false }, { defended: true }];
		return [{}];
	}
	if (id === '2') return [{}, { from: 'spot' }, { alternativeRule9: true }];
	if (id === '3') return [{}, { alternativeRule9: true }];
	if (id === '6a' || id === '6d') return ['2', '3', '4', '5a', '5b'].map((o) => ({ original: o as '2' }));
	if (id === '6b') return ['2', '3', '4'].map((o) => ({ original: o as '2' }));
	if (id === '6c') return [{ original: '5a' }, { original: '5b' }];
	return [{}];
};

/** Every (venue, penalty with placement, options, foul) we can build; option-not-applicable and a P6 crossing in the goal are the only allowed refusals. */
const setupArb = (kind: 'field' | 'arena') =>
	venueArb(kind).chain((venue) =>
		fc
			.record({
				penalty: fc.constantFrom(...penaltyIds(kind).filter((id) => hasPlacement(kind, id))),
				foul: inside(venue),
				pick: fc.nat()
			})
			.map(({ penalty, foul, pick }) => {
				const opts = optionsFor(kind, penalty);
				return { venue, penalty, foul, options: opts[pick % opts.length]! };
			})
	);

function tryCompute(input: Parameters<typeof computeSetup>[0]): Setup | null {
	try {
		return computeSetup(input);
	} catch (e) {
		// A field P6 crossing between the posts is a goal, not a safety: refused.
		if (isGeometryError(e) && (e.code === 'option-not-applicable' || e.code === 'crossing-in-goal')) return null;
		throw e;
	}
}

function whoList(s: Setup): Who[] {
	const list: Who[] = [{ team: 'fouling' }, { team: 'fouled' }, { team: s.hitter!, role: 'hitter' }];
	if (s.hasDesignatedDefender) list.push({ team: 'fouling', role: 'designated-defender' });
	return list;
}

describe.each(['field', 'arena'] as const)('%s properties', (kind) => {
	it('computeSetup puts every ball inside the playing area, legal for the hitter', () => {
		fc.assert(
			fc.property(setupArb(kind), (input) => {
				const s = tryCompute(input);
				if (!s) return;
				const b = s.ball!;
				expect(Number.isFinite(b.x) && Number.isFinite(b.y)).toBe(true);
				expect(b.x).toBeGreaterThanOrEqual(s.venue.bounds.minX - 1e-9);
				expect(b.x).toBeLessThanOrEqual(s.venue.bounds.maxX + 1e-9);
				expect(Math.abs(b.y)).toBeLessThanOrEqual(s.venue.width / 2 + 1e-9);
				expect(checkPosition(s, { team: s.hitter!, role: 'hitter' }, b).violations).toEqual([]);
			}),
			{ numRuns: RUNS * 4 }
		);
	});

	it('standardLineup puts 8 players, each legal by checkPosition', () => {
		fc.assert(
			fc.property(setupArb(kind), (input) => {
				const s = tryCompute(input);
				if (!s) return;
				const players = standardLineup(s);
				expect(players).toHaveLength(8);
				for (const p of players) for (const q of players) if (p !== q) expect(dist(p, q)).toBeGreaterThanOrEqual(3);
				for (const p of players) {
					expect(checkPosition(s, { team: p.team, role: p.role }, p).violations).toEqual([]);
				}
			}),
			{ numRuns: RUNS * 2 }
		);
	});

	it('nearestLegal is legal, keeps legal points where they are, and is the nearest legal point', () => {
		fc.assert(
			fc.property(setupArb(kind), fc.nat(), fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 1, maxLength: 40 }), (input, pick, samples) => {
				const s = tryCompute(input);
				if (!s) return;
				const who = whoList(s)[pick % whoList(s).length]!;
				const r = s.venue.surround;
				const at = ([u, v]: [number, number]): Point => ({ x: r.minX + u * (r.maxX - r.minX), y: r.minY + v * (r.maxY - r.minY) });
				const p = at(samples[0]!);
				const q = nearestLegal(s, who, p);
				expect(checkPosition(s, who, q).violations).toEqual([]);
				if (checkPosition(s, who, p).legal) expect(dist(p, q)).toBeLessThan(1e-9);
				// No sampled legal point is nearer than the answer (allowing the room left for rounding).
				for (const smp of samples.slice(1)) {
					const c = at(smp);
					if (checkPosition(s, who, c).legal) expect(dist(p, c)).toBeGreaterThanOrEqual(dist(p, q) - ROUNDING_ROOM - 1e-6);
				}
			}),
			{ numRuns: RUNS * 3 }
		);
	});

	it('every point drawn inside a zone is legal for that team', () => {
		fc.assert(
			fc.property(setupArb(kind), fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 10, maxLength: 60 }), (input, samples) => {
				const s = tryCompute(input);
				if (!s) return;
				for (const zone of s.zones) {
					const who: Who = { team: zone.team as Team, role: zone.role as Role };
					for (const part of zone.parts) {
						const xs = part.map((p) => p.x);
						const ys = part.map((p) => p.y);
						for (const [u, v] of samples) {
							const p = { x: Math.min(...xs) + u * (Math.max(...xs) - Math.min(...xs)), y: Math.min(...ys) + v * (Math.max(...ys) - Math.min(...ys)) };
							if (!inPolygon(p, part) || zone.holes.some((h) => inPolygon(p, h))) continue;
							expect({ zone: zone.team + ' ' + zone.role, p, v: checkPosition(s, who, p).violations.map((x) => x.message) }).toMatchObject({ v: [] });
						}
					}
				}
			}),
			{ numRuns: RUNS }
		);
	});

	it('is symmetric across the goal axis: a mirrored foul gives a mirrored ball and mirrored legality', () => {
		fc.assert(
			fc.property(setupArb(kind), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (input, u, v) => {
				// A foul exactly on the axis has two mirror-image answers where the ball must move (a 5.a at the goal mouth).
				if (input.foul.y === 0) return;
				const a = tryCompute(input);
				const b = tryCompute({ ...input, foul: { x: input.foul.x, y: -input.foul.y } });
				if (!a || !b) return;
				expect(b.ball!.x).toBeCloseTo(a.ball!.x, 6);
				expect(b.ball!.y).toBeCloseTo(-a.ball!.y, 6);
				const r = a.venue.surround;
				const p = { x: r.minX + u * (r.maxX - r.minX), y: r.minY + v * (r.maxY - r.minY) };
				for (const who of whoList(a)) {
					expect(checkPosition(b, who, { x: p.x, y: -p.y }).legal).toBe(checkPosition(a, who, p).legal);
				}
			}),
			{ numRuns: RUNS * 2 }
		);
	});
});

function inPolygon(p: Point, poly: Point[]): boolean {
	let inside = false;
	for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
		const a = poly[i]!;
		const b = poly[j]!;
		if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
	}
	return inside;
}
