/*
 * Hostile input to the geometry module, property-based: any venue size (NaN, ±Infinity, huge,
 * negative, zero, within or outside SIZE_LIMITS) gives a venue or a GeometryError with a clear
 * code; any foul spot gives a setup or a GeometryError; any point asked of checkPosition and
 * nearestLegal gives an answer or a GeometryError. Never another exception, never NaN in a result.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	ARENA_PRESETS,
	checkPosition,
	computeSetup,
	FIELD_PRESETS,
	getVenue,
	GeometryError,
	hasPlacement,
	isGeometryError,
	nearestLegal,
	penaltyIds,
	SIZE_LIMITS,
	standardLineup,
	type GeometryErrorCode,
	type Setup,
	type SetupOptions,
	type Venue,
	type VenueKind,
	type Who
} from '$lib/geometry';

const SLOW = 120_000;
const kinds = fc.constantFrom<VenueKind>('field', 'arena');

/** Any double, with the awkward ones made likely. */
const anyNumber = fc.oneof(
	{ weight: 3, arbitrary: fc.double() },
	// eslint-disable-next-line no-loss-of-precision -- 1e400 overflows to Infinity on purpose: what a URL can hold
	{ weight: 1, arbitrary: fc.constantFrom(NaN, Infinity, -Infinity, 0, -0, -5, 1e400, -1e9, 1e9, Number.MAX_VALUE, Number.MIN_VALUE, Number.EPSILON, 2 ** 53) },
	{ weight: 2, arbitrary: fc.double({ min: -500, max: 500, noNaN: true }) }
);

/** A size near the allowed range of `kind`, on both sides of each limit. */
const nearLimits = (kind: VenueKind, key: 'length' | 'width') => {
	const [lo, hi] = SIZE_LIMITS[kind][key];
	return fc.oneof(
		fc.double({ min: lo, max: hi, noNaN: true }),
		fc.double({ min: lo - 50, max: lo, noNaN: true }),
		fc.double({ min: hi, max: hi + 50, noNaN: true }),
		fc.constantFrom(lo, hi, lo - 1e-9, hi + 1e-9, lo - 1e-12, hi + 1e-12)
	);
};

/** Every number reachable from `v` (functions skipped), with its path. */
function numbers(v: unknown, path = '', seen = new Set<unknown>(), out: [string, number][] = []): [string, number][] {
	if (typeof v === 'number') out.push([path, v]);
	else if (v && typeof v === 'object' && !seen.has(v)) {
		seen.add(v);
		for (const [k, x] of Object.entries(v)) numbers(x, `${path}.${k}`, seen, out);
	}
	return out;
}

/** Runs f: its result, or the GeometryError it threw; any other exception fails the test. */
function outcome<T>(f: () => T): { ok: T } | { error: GeometryError } {
	try {
		return { ok: f() };
	} catch (e) {
		if (!isGeometryError(e)) throw new Error(`not a GeometryError: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`, { cause: e });
		return { error: e };
	}
}

/** A GeometryError a page can show: a known code and a sentence that names the problem. */
function expectClearError(e: GeometryError, codes: GeometryErrorCode[]) {
	expect(e).toBeInstanceOf(GeometryError);
	expect(codes).toContain(e.code);
	expect(e.message.length).toBeGreaterThan(10);
	expect(e.message.length).toBeLessThan(400);
}

function expectFiniteVenue(v: Venue) {
	const bad = numbers(v).filter(([, n]) => !Number.isFinite(n));
	expect(bad, 'a venue with a number that is not finite').toEqual([]);
	expect(v.length).toBeGreaterThan(0);
	expect(v.width).toBeGreaterThan(0);
}

/** No NaN anywhere in a setup, the ball finite where there is one (always, for a placement), the players on the ground. */
function expectSoundSetup(s: Setup) {
	const nan = numbers(s).filter(([, n]) => Number.isNaN(n));
	expect(nan, 'NaN in the setup').toEqual([]);
	expectFiniteVenue(s.venue);
	if (s.placement) expect(s.ball).not.toBeNull();
	if (s.ball) expect(Number.isFinite(s.ball.x) && Number.isFinite(s.ball.y), `ball ${s.ball.x}, ${s.ball.y}`).toBe(true);
	if (s.foul) expect(Number.isFinite(s.foul.x) && Number.isFinite(s.foul.y)).toBe(true);
	for (const z of s.zones) for (const [path, n] of numbers(z)) expect(Number.isFinite(n), `zone${path} = ${n}`).toBe(true);
	if (s.placement) {
		const u = s.venue.surround;
		for (const p of standardLineup(s)) {
			expect(Number.isFinite(p.x) && Number.isFinite(p.y), `player ${p.team} ${p.number}`).toBe(true);
			expect(p.x >= u.minX - 1e-6 && p.x <= u.maxX + 1e-6 && p.y >= u.minY - 1e-6 && p.y <= u.maxY + 1e-6, `player ${p.team} ${p.number} off the ground`).toBe(true);
		}
	}
}

describe('getVenue with any size', () => {
	it('any numbers: a venue within SIZE_LIMITS, or invalid-venue-size naming the limits', () => {
		fc.assert(
			fc.property(kinds, fc.option(anyNumber, { nil: undefined }), fc.option(anyNumber, { nil: undefined }), (kind, length, width) => {
				const r = outcome(() => getVenue(kind, { length, width }));
				const lim = SIZE_LIMITS[kind];
				const inRange = (v: number | undefined, [lo, hi]: [number, number]) => v === undefined || (Number.isFinite(v) && v >= lo && v <= hi);
				if ('ok' in r) {
					expect(inRange(length, lim.length) && inRange(width, lim.width)).toBe(true);
					expectFiniteVenue(r.ok);
					if (length !== undefined) expect(r.ok.length).toBe(length);
					if (width !== undefined) expect(r.ok.width).toBe(width);
				} else {
					expect(inRange(length, lim.length) && inRange(width, lim.width)).toBe(false);
					expectClearError(r.error, ['invalid-venue-size']);
					expect(r.error.message).toMatch(/between \d+ and \d+ yd/);
				}
			}),
			{ numRuns: 500 }
		);
	});

	it('sizes either side of each limit', () => {
		fc.assert(
			fc.property(
				kinds.chain((k) => fc.tuple(fc.constant(k), nearLimits(k, 'length'), nearLimits(k, 'width'))),
				([kind, length, width]) => {
					const r = outcome(() => getVenue(kind, { length, width }));
					const lim = SIZE_LIMITS[kind];
					const ok = length >= lim.length[0] && length <= lim.length[1] && width >= lim.width[0] && width <= lim.width[1];
					expect('ok' in r).toBe(ok);
					if ('error' in r) expectClearError(r.error, ['invalid-venue-size']);
				}
			),
			{ numRuns: 300 }
		);
	});

	it('values that are not numbers at all, unknown presets and venues', () => {
		// What an untyped caller might pass. (Not objects whose toString is itself broken: String(v)
		// in the error message would throw on those; only a deliberate caller can make one.)
		const junk = fc.oneof(fc.string(), fc.constantFrom(null, true, false, {}, [], [100], '100', 10n, { length: 100 }), fc.array(fc.double(), { maxLength: 3 }));
		fc.assert(
			fc.property(kinds, junk, fc.string({ maxLength: 20 }), (kind, v, preset) => {
				const size = outcome(() => getVenue(kind, { length: v as unknown as number }));
				if ('error' in size) expectClearError(size.error, ['invalid-venue-size']);
				else expect(v).toBeUndefined();
				const named = outcome(() => getVenue(kind, preset));
				const known = Object.keys(kind === 'field' ? FIELD_PRESETS : ARENA_PRESETS).includes(preset);
				expect('ok' in named).toBe(known);
				if ('error' in named) expectClearError(named.error, ['unknown-preset']);
			})
		);
		for (const kind of ['', 'Field', 'polo', '__proto__', 'constructor'] as unknown as VenueKind[]) {
			const r = outcome(() => getVenue(kind));
			expect('error' in r && r.error.code).toBe('unknown-venue');
		}
	});
});

describe('computeSetup with any foul spot', () => {
	const options = fc.record(
		{
			from: fc.constantFrom<'line' | 'spot'>('line', 'spot'),
			defended: fc.boolean(),
			alternativeRule9: fc.boolean(),
			original: fc.constantFrom<'2' | '3' | '4' | '5a' | '5b'>('2', '3', '4', '5a', '5b')
		},
		{ requiredKeys: [] }
	);
	const venues = (kind: VenueKind) =>
		fc.oneof(
			fc.constantFrom(...Object.keys(kind === 'field' ? FIELD_PRESETS : ARENA_PRESETS)).map((p) => getVenue(kind, p)),
			fc
				.record({
					length: fc.double({ min: SIZE_LIMITS[kind].length[0], max: SIZE_LIMITS[kind].length[1], noNaN: true }),
					width: fc.double({ min: SIZE_LIMITS[kind].width[0], max: SIZE_LIMITS[kind].width[1], noNaN: true })
				})
				.map((d) => getVenue(kind, d))
		);
	const foulIn = (v: Venue) =>
		fc.oneof(
			fc.record({ x: anyNumber, y: anyNumber }),
			fc.record({ x: fc.double({ min: v.bounds.minX, max: v.bounds.maxX, noNaN: true }), y: fc.double({ min: v.bounds.minY, max: v.bounds.maxY, noNaN: true }) }),
			// On and just past the edges.
			fc.record({ x: fc.constantFrom(v.bounds.minX, v.bounds.maxX, v.bounds.minX - 1e-9, v.bounds.maxX + 1e-9, v.length / 2), y: fc.constantFrom(v.bounds.minY, v.bounds.maxY, 0, v.bounds.maxY + 1e-9, -v.bounds.maxY - 1e-9) })
		);
	const input = kinds.chain((kind) =>
		venues(kind).chain((venue) => fc.record({ venue: fc.constant(venue), penalty: fc.constantFrom(...penaltyIds(kind)), foul: fc.option(foulIn(venue), { nil: null }), options }))
	);

	it('a setup without NaN, or a GeometryError with a code the page turns into a notice', () => {
		fc.assert(
			fc.property(input, ({ venue, penalty, foul, options: o }) => {
				const r = outcome(() => computeSetup({ venue, penalty, foul, options: o as SetupOptions }));
				if ('ok' in r) {
					expectSoundSetup(r.ok);
					expect(hasPlacement(venue.kind, penalty)).toBe(r.ok.placement);
				} else {
					expectClearError(r.error, ['invalid-number', 'foul-outside-venue', 'option-not-applicable', 'no-legal-position']);
					if (foul && (!Number.isFinite(foul.x) || !Number.isFinite(foul.y))) expect(['invalid-number', 'option-not-applicable']).toContain(r.error.code);
				}
			}),
			{ numRuns: 400 }
		);
	}, SLOW);

	it('a foul spot that is not finite is never drawn: invalid-number, whatever the penalty', () => {
		for (const kind of ['field', 'arena'] as const) {
			for (const penalty of penaltyIds(kind)) {
				// eslint-disable-next-line no-loss-of-precision -- 1e309 overflows to Infinity on purpose
				for (const foul of [{ x: NaN, y: 0 }, { x: 0, y: NaN }, { x: Infinity, y: 0 }, { x: 10, y: -Infinity }, { x: 1e309, y: 5 }]) {
					const r = outcome(() => computeSetup({ venue: kind, penalty, foul }));
					expect('error' in r && r.error.code, `${kind} ${penalty} ${JSON.stringify(foul)}`).toBe('invalid-number');
				}
				for (const foul of [{ x: -1e9, y: 0 }, { x: 10, y: 1e9 }, { x: Number.MAX_VALUE, y: 0 }]) {
					const r = outcome(() => computeSetup({ venue: kind, penalty, foul }));
					expect('error' in r && r.error.code).toBe('foul-outside-venue');
				}
			}
		}
	});

	it('unknown penalties and venues that are not venues', () => {
		fc.assert(
			fc.property(kinds, fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('0', '11', '5c', '6', '6e', '__proto__', 'toString', ' 2', '2 ')), (kind, penalty) => {
				const r = outcome(() => computeSetup({ venue: kind, penalty }));
				if (penaltyIds(kind).includes(penalty)) expectSoundSetup((r as { ok: Setup }).ok);
				else expectClearError((r as { error: GeometryError }).error, ['unknown-penalty']);
			})
		);
		for (const venue of [null, undefined, {}, { kind: 'polo' }, 'polo']) {
			const r = outcome(() => computeSetup({ venue: venue as unknown as Venue, penalty: '2' }));
			expect('error' in r && ['unknown-venue'].includes(r.error.code)).toBe(true);
		}
	});
});

describe('checkPosition and nearestLegal with any point', () => {
	// Penalties by name (the counterexample stays readable); their setups computed once.
	const cases = (['field', 'arena'] as const).flatMap((kind) => penaltyIds(kind).filter((id) => hasPlacement(kind, id)).map((penalty) => `${kind} ${penalty}`));
	const setupOf = new Map(cases.map((c) => [c, computeSetup({ venue: c.split(' ')[0] as VenueKind, penalty: c.split(' ')[1]! })]));
	const who = fc.constantFrom<Who>({ team: 'fouling' }, { team: 'fouled' }, { team: 'fouling', role: 'designated-defender' }, { team: 'fouled', role: 'hitter' }, { team: 'fouling', role: 'hitter' });

	it('an answer with finite numbers, or a GeometryError: role-not-applicable, invalid-number, no-legal-position', () => {
		fc.assert(
			fc.property(fc.constantFrom(...cases), who, anyNumber, anyNumber, (c, w, x, y) => {
				const setup = setupOf.get(c)!;
				const checked = outcome(() => checkPosition(setup, w, { x, y }));
				const nearest = outcome(() => nearestLegal(setup, w, { x, y }));
				if ('error' in checked) expectClearError(checked.error, ['role-not-applicable', 'invalid-number']);
				if ('error' in nearest) expectClearError(nearest.error, ['role-not-applicable', 'invalid-number', 'no-legal-position']);
				if (!Number.isFinite(x) || !Number.isFinite(y)) {
					expect('error' in checked && 'error' in nearest).toBe(true);
					return;
				}
				// Within a million yards of the venue (far beyond any page's reach) the answer is
				// always there and worded in finite numbers. Points near Number.MAX_VALUE overflow:
				// "Infinity yd" in the wording, no-legal-position from nearestLegal.
				const sane = Math.abs(x) <= 1e6 && Math.abs(y) <= 1e6;
				if ('ok' in checked) {
					for (const v of checked.ok.violations) {
						expect(Number.isNaN(v.by)).toBe(false);
						if (sane) {
							expect(Number.isFinite(v.by), v.message).toBe(true);
							expect(v.message).not.toMatch(/NaN|Infinity/);
						}
					}
				}
				if (sane && 'ok' in checked) expect('ok' in nearest, `nearestLegal(${c}, ${x}, ${y})`).toBe(true);
				if ('ok' in nearest) {
					expect(Number.isFinite(nearest.ok.x) && Number.isFinite(nearest.ok.y), `nearest legal to ${x}, ${y}`).toBe(true);
					expect(checkPosition(setup, w, nearest.ok).legal).toBe(true);
				}
			}),
			{ numRuns: 400 }
		);
	}, SLOW);
});
