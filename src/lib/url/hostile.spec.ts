/*
 * Hostile and broken URLs, property-based: any string in any query parameter, repeated, huge or
 * in any script, for every penalty of both venues, gives a state the page can draw (every number
 * finite, on the ground) and plain-text notices: parseState and resolveSetup never throw. States
 * built directly (the page's own controls) with any number are resolved to a valid setup too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseState } from './parseState';
import { ORIGINALS, resolveSetup, toSearch, type ExplorerState } from './state';
import { isGeometryError, penaltyIds, SIZE_LIMITS, standardLineup, venuePresets, type Setup, type VenueKind } from '$lib/geometry';

const KEYS = ['foul', 'from', 'defended', 'alt9', 'orig', 'preset', 'dims', 'theme', 'zoom', 't', 'pos', 'seed', 'utm_source'] as const;
const kinds = fc.constantFrom<VenueKind>('field', 'arena');

/** Number-like text as people and attackers type it. */
const numberText = fc.oneof(
	fc.double().map(String),
	fc.integer().map(String),
	fc.constantFrom('NaN', '-NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '1e400', '1e-400', '0x10', '0b1', '1_000', '١٢', '٣', '１２', '+5', '-0', '.5', '5.', '1e2', ' 7 ', '\t8', '', '-', '.', '９9', '5e-324', '1.7976931348623157e308'),
	fc.float({ min: -1000, max: 1000, noNaN: true }).map((v) => v.toFixed(3))
);

const hostileText = fc.constantFrom(
	'<script>alert(1)</script>',
	'"><img src=x onerror=alert(1)>',
	"javascript:alert('x')",
	'{{constructor.constructor("alert(1)")()}}',
	'${alert(1)}',
	'../../etc/passwd',
	'%00%0d%0a',
	'\u0000\u0007\u001b[31m',
	'\u202e\u200b\ufeff',
	'😀,🐎',
	'🏇x🏇',
	'a'.repeat(10_000),
	'9'.repeat(10_000) + ',1',
	'__proto__',
	'constructor',
	'toString',
	'hasOwnProperty'
);

/** Any value a query parameter may carry. */
const value = fc.oneof(
	fc.string({ unit: 'binary', maxLength: 80 }),
	fc.string({ unit: 'grapheme', maxLength: 40 }),
	fc.string({ maxLength: 2000 }),
	hostileText,
	numberText,
	fc.tuple(numberText, numberText).map(([a, b]) => `${a},${b}`),
	fc.tuple(numberText, numberText, fc.constantFrom('x', 'X', '×', '*', ' x ')).map(([a, b, sep]) => `${a}${sep}${b}`),
	fc.constantFrom('line', 'spot', '1', '0', 'true', 'false', '2', '3', '4', '5a', '5b', 'small', 'unboarded', 'standard', 'boarded', 'custom', 'light', 'dark', 'contrast')
);

/** Any list of parameters, keys repeated or unknown. */
const params = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 })), value), { maxLength: 14 });

/** Penalty ids as the route gives them, and hostile ones. */
const penaltyFor = (kind: VenueKind) => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...penaltyIds(kind)) }, { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 30 }), hostileText) });

/** Every number reachable from `v` (functions skipped), with its path. */
function numbers(v: unknown, path = '', seen = new Set<unknown>(), out: [string, number][] = []): [string, number][] {
	if (typeof v === 'number') out.push([path, v]);
	else if (v && typeof v === 'object' && !seen.has(v)) {
		seen.add(v);
		for (const [k, x] of Object.entries(v)) numbers(x, `${path}.${k}`, seen, out);
	}
	return out;
}

/** What the page needs to draw: a venue, finite numbers, a ball where there is a placement, players on the ground. */
function expectDrawable(setup: Setup) {
	const bad = numbers(setup).filter(([, n]) => Number.isNaN(n));
	expect(bad, 'NaN in the setup').toEqual([]);
	const v = setup.venue;
	for (const n of [v.length, v.width, v.bounds.minX, v.bounds.maxX, v.bounds.minY, v.bounds.maxY, v.surround.minX, v.surround.maxX]) expect(Number.isFinite(n)).toBe(true);
	if (setup.placement) {
		expect(setup.ball, 'a placement penalty has a ball').not.toBeNull();
		expect(Number.isFinite(setup.ball!.x) && Number.isFinite(setup.ball!.y)).toBe(true);
		const players = standardLineup(setup);
		expect(players.length).toBe(8);
		for (const p of players) {
			expect(Number.isFinite(p.x) && Number.isFinite(p.y), `player ${p.team} ${p.number} at ${p.x}, ${p.y}`).toBe(true);
			expect(p.x >= v.surround.minX - 1e-6 && p.x <= v.surround.maxX + 1e-6 && p.y >= v.surround.minY - 1e-6 && p.y <= v.surround.maxY + 1e-6).toBe(true);
		}
	} else if (setup.ball) {
		expect(Number.isFinite(setup.ball.x) && Number.isFinite(setup.ball.y)).toBe(true);
	}
}

/** A state the page can draw and write back: finite numbers, a foul spot on the ground, known values. */
function expectSaneState(kind: VenueKind, state: ExplorerState) {
	for (const [path, n] of numbers(state)) expect(Number.isFinite(n), `state${path} = ${n}`).toBe(true);
	if (state.dims) {
		const lim = SIZE_LIMITS[kind];
		expect(state.dims.length).toBeGreaterThanOrEqual(lim.length[0]);
		expect(state.dims.length).toBeLessThanOrEqual(lim.length[1]);
		expect(state.dims.width).toBeGreaterThanOrEqual(lim.width[0]);
		expect(state.dims.width).toBeLessThanOrEqual(lim.width[1]);
	}
	if (state.preset !== undefined) expect(venuePresets(kind)).toContain(state.preset);
	if (state.theme !== undefined) expect(['light', 'dark', 'contrast']).toContain(state.theme);
	if (state.original !== undefined) expect(ORIGINALS).toContain(state.original);
	if (state.from !== undefined) expect(['line', 'spot']).toContain(state.from);
	// The canonical query is plain: no markup, no quotes, nothing a page could mistake for HTML.
	expect(toSearch(state)).toMatch(/^(\?[a-z0-9]+=[A-Za-z0-9.,\-x]+(&[a-z0-9]+=[A-Za-z0-9.,\-x]+)*)?$/);
}

/** Notices are short plain sentences: no control characters, bounded, whatever was in the URL. */
function expectPlainNotices(notices: unknown[]) {
	for (const n of notices) {
		expect(typeof n).toBe('string');
		const s = n as string;
		expect(s.length).toBeGreaterThan(0);
		expect(s.length, s).toBeLessThan(400);
		// eslint-disable-next-line no-control-regex
		expect(s).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
	}
	expect(notices.length).toBeLessThan(40);
}

// Property runs compute hundreds of setups: give them time on a slow machine.
const SLOW = 120_000;

describe('parseState with hostile query strings', () => {
	it('any parameters, any values, any penalty: no throw, a drawable state, plain notices', () => {
		fc.assert(
			fc.property(kinds, params, fc.nat(), (kind, entries, pick) => {
				const ids = penaltyIds(kind);
				const id = ids[pick % ids.length]!;
				const sp = new URLSearchParams();
				for (const [k, v] of entries) sp.append(k, v);
				const { state, notices } = parseState(kind, id, sp);
				expectSaneState(kind, state);
				expectPlainNotices(notices);
				const r = resolveSetup(kind, id, state);
				expect(r.notices, 'parseState already dropped what cannot be drawn').toEqual([]);
				expectDrawable(r.setup);
			}),
			{ numRuns: 250 }
		);
	}, SLOW);

	it('a query string taken apart by the browser as typed: percent-escapes, & and = in odd places', () => {
		const raw = fc.array(fc.oneof(fc.constantFrom(...KEYS.map((k) => `${k}=`), '&', '=', '%', '%25', '%3C', '%00', '%F0%9F', '%ZZ', '+', ',', 'x', '?', '#'), value), { maxLength: 20 }).map((parts) => parts.join(''));
		fc.assert(
			fc.property(kinds, raw, fc.nat(), (kind, q, pick) => {
				const id = penaltyIds(kind)[pick % penaltyIds(kind).length]!;
				const { state, notices } = parseState(kind, id, new URLSearchParams(q));
				expectSaneState(kind, state);
				expectPlainNotices(notices);
				expectDrawable(resolveSetup(kind, id, state).setup);
			}),
			{ numRuns: 150 }
		);
	}, SLOW);

	it('each parameter alone with a hostile value says what it ignored', () => {
		for (const kind of ['field', 'arena'] as const) {
			for (const key of ['foul', 'from', 'defended', 'alt9', 'orig', 'preset', 'dims', 'theme', 'zoom']) {
				for (const v of ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'NaN', '1e309', '-1e9', '😀', 'a'.repeat(10_000)]) {
					const { state, notices } = parseState(kind, '2', new URLSearchParams([[key, v]]));
					expect(state).toEqual({ foul: null });
					expect(notices.length, `${kind} ${key}=${v.slice(0, 20)}`).toBeGreaterThan(0);
					expect(notices.join(' ')).toContain(key);
					expectPlainNotices(notices);
				}
			}
		}
	});

	it('the hostile URLs of the end-to-end list', () => {
		const urls = [
			'foul=1e309,5',
			'foul=NaN,NaN',
			'foul=-1e9,0',
			'dims=-5x-5',
			'dims=1e400x2',
			'dims=0x0',
			'foul=<script>alert(1)</script>',
			'theme="><img src=x onerror=alert(1)>',
			'foul=١٢,٣',
			'foul=😀,🐎',
			`foul=${'1'.repeat(10_240)}`,
			'foul=10,10&foul=20,20&foul=<b>',
			'from=spot&from=line',
			't=-1',
			't=1e99',
			'pos=garbage',
			'seed=../../etc'
		];
		for (const kind of ['field', 'arena'] as const) {
			for (const id of penaltyIds(kind)) {
				for (const q of urls) {
					const { state, notices } = parseState(kind, id, new URLSearchParams(q));
					expectSaneState(kind, state);
					expectPlainNotices(notices);
					expectDrawable(resolveSetup(kind, id, state).setup);
				}
			}
		}
	}, SLOW);
});

describe('resolveSetup with hostile states', () => {
	// eslint-disable-next-line no-loss-of-precision -- 1e309 overflows to Infinity on purpose
	const anyNumber = fc.oneof(fc.double(), fc.constantFrom(NaN, Infinity, -Infinity, -0, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 1e309, -1e9));
	const state = fc.record(
		{
			foul: fc.option(fc.record({ x: anyNumber, y: anyNumber }), { nil: null }),
			from: fc.constantFrom<'line' | 'spot'>('line', 'spot'),
			defended: fc.boolean(),
			alternativeRule9: fc.boolean(),
			original: fc.constantFrom(...ORIGINALS),
			dims: fc.record({ length: anyNumber, width: anyNumber }),
			preset: fc.oneof(fc.constantFrom('boarded', 'unboarded', 'standard', 'small', 'custom', '__proto__', 'constructor'), fc.string({ maxLength: 20 })),
			theme: fc.constantFrom<'light' | 'dark' | 'contrast'>('light', 'dark', 'contrast'),
			zoom: fc.boolean()
		},
		{ requiredKeys: ['foul'] }
	);

	it('any numbers, any preset, any penalty id: a valid setup and a state without what was dropped', () => {
		fc.assert(
			fc.property(
				kinds.chain((kind) => fc.tuple(fc.constant(kind), penaltyFor(kind), state)),
				([kind, id, s]) => {
					const r = resolveSetup(kind, id, s as ExplorerState);
					expectDrawable(r.setup);
					expectPlainNotices(r.notices);
					expect(penaltyIds(kind)).toContain(r.setup.penalty);
					if (r.state.foul) expect(Number.isFinite(r.state.foul.x) && Number.isFinite(r.state.foul.y)).toBe(true);
					if (r.state.dims) expect(Number.isFinite(r.state.dims.length) && Number.isFinite(r.state.dims.width)).toBe(true);
					// What was kept is drawn as is: resolving it again changes nothing.
					const again = resolveSetup(kind, r.setup.penalty, r.state);
					expect(again.notices).toEqual([]);
					expect(again.setup.ball).toEqual(r.setup.ball);
				}
			),
			{ numRuns: 200 }
		);
	}, SLOW);

	it('never lets anything but a GeometryError through: the page has nothing else to catch', () => {
		fc.assert(
			fc.property(kinds, anyNumber, anyNumber, (kind, x, y) => {
				try {
					resolveSetup(kind, '5a', { foul: { x, y } });
				} catch (e) {
					expect.fail(`resolveSetup threw ${isGeometryError(e) ? 'a GeometryError' : String(e)}`);
				}
			})
		);
	});
});
