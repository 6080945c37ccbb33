import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSetup, getVenue, penaltyIds, SIZE_LIMITS, type VenueKind } from '$lib/geometry';
import { parseState } from './parseState';
import { formatYards, resolveSetup, round1, toSearch, type ExplorerState } from './state';

const parse = (kind: VenueKind, id: string, q: string) => parseState(kind, id, new URLSearchParams(q));

describe('parseState: valid values', () => {
	const cases: { kind: VenueKind; id: string; q: string; state: ExplorerState }[] = [
		{ kind: 'field', id: '5a', q: '', state: { foul: null } },
		{ kind: 'field', id: '5a', q: 'foul=110,40', state: { foul: { x: 110, y: 40 } } },
		{ kind: 'field', id: '5a', q: 'foul=110.04,-40.06', state: { foul: { x: 110, y: -40.1 } } },
		{ kind: 'field', id: '2', q: 'foul=20,10&from=spot', state: { foul: { x: 20, y: 10 }, from: 'spot' } },
		{ kind: 'field', id: '2', q: 'from=line', state: { foul: null } },
		{ kind: 'field', id: '3', q: 'defended=1', state: { foul: null, defended: true } },
		{ kind: 'field', id: '3', q: 'defended=0', state: { foul: null } },
		{ kind: 'arena', id: '3', q: 'foul=40,10&alt9=1', state: { foul: { x: 40, y: 10 }, alternativeRule9: true } },
		{ kind: 'arena', id: '6b', q: 'orig=3', state: { foul: null, original: '3' } },
		{ kind: 'arena', id: '2', q: 'dims=80x40', state: { foul: null, dims: { length: 80, width: 40 } } },
		{ kind: 'arena', id: '2', q: 'dims=100x50', state: { foul: null } },
		{ kind: 'arena', id: '2', q: 'preset=small', state: { foul: null, preset: 'small' } },
		{ kind: 'arena', id: '2', q: 'preset=standard', state: { foul: null } },
		{ kind: 'field', id: '4', q: 'preset=unboarded&dims=250x180', state: { foul: null, preset: 'unboarded', dims: { length: 250, width: 180 } } },
		{ kind: 'field', id: '4', q: 'theme=contrast&zoom=1', state: { foul: null, theme: 'contrast', zoom: true } }
	];
	for (const c of cases) {
		it(`${c.kind} ${c.id} ?${c.q}`, () => {
			const r = parse(c.kind, c.id, c.q);
			expect(r.notices).toEqual([]);
			expect(r.state).toEqual(c.state);
		});
	}
});

describe('parseState: malformed, out-of-range or not applicable values are dropped with a notice', () => {
	const cases: { kind: VenueKind; id: string; q: string; keeps?: Partial<ExplorerState>; mentions: string }[] = [
		{ kind: 'field', id: '5a', q: 'foul=abc', mentions: 'foul' },
		{ kind: 'field', id: '5a', q: 'foul=1,2,3', mentions: 'foul' },
		{ kind: 'field', id: '5a', q: 'foul=NaN,NaN', mentions: 'foul' },
		{ kind: 'field', id: '5a', q: 'foul=Infinity,0', mentions: 'foul' },
		{ kind: 'field', id: '5a', q: 'foul=1e3,0', mentions: 'foul' },
		{ kind: 'field', id: '5a', q: 'foul=400,0', mentions: 'outside' },
		{ kind: 'field', id: '5a', q: 'foul=10,-81', mentions: 'outside' },
		{ kind: 'field', id: '5a', q: `foul=${'9'.repeat(10000)},1`, mentions: 'characters' },
		{ kind: 'field', id: '5a', q: 'foul=<script>alert(1)</script>', mentions: 'foul' },
		{ kind: 'field', id: '2', q: 'from=sideways', mentions: 'from' },
		{ kind: 'field', id: '3', q: 'defended=yes', mentions: 'defended' },
		{ kind: 'arena', id: '2', q: 'orig=7', mentions: 'orig' },
		{ kind: 'arena', id: '2', q: 'dims=-5x10', mentions: 'dims' },
		{ kind: 'arena', id: '2', q: 'dims=1000x50', mentions: 'between' },
		{ kind: 'arena', id: '2', q: 'dims=80', mentions: 'dims' },
		{ kind: 'field', id: '2', q: 'preset=huge', mentions: 'preset' },
		{ kind: 'field', id: '2', q: 'theme=neon', mentions: 'theme' },
		// Not applicable: computeSetup says option-not-applicable.
		{ kind: 'field', id: '3', q: 'from=spot', mentions: 'does not apply' },
		{ kind: 'field', id: '5a', q: 'defended=1', mentions: 'does not apply' },
		{ kind: 'arena', id: '3', q: 'alt9=1', mentions: 'alternativeRule9' },
		{ kind: 'arena', id: '3', q: 'alt9=1&foul=10,0', keeps: { foul: { x: 10, y: 0 } }, mentions: 'alternativeRule9' },
		{ kind: 'arena', id: '2', q: 'from=spot&foul=30,0', keeps: { foul: { x: 30, y: 0 } }, mentions: '"from"' },
		{ kind: 'arena', id: '6c', q: 'orig=2', mentions: 'original' },
		{ kind: 'field', id: '9', q: 'from=spot', mentions: 'does not apply' }
	];
	for (const c of cases) {
		it(`${c.kind} ${c.id} ?${c.q.slice(0, 40)}`, () => {
			const r = parse(c.kind, c.id, c.q);
			expect(r.notices.length).toBeGreaterThan(0);
			expect(r.notices.join(' ')).toContain(c.mentions);
			for (const n of r.notices) expect(n.length).toBeLessThan(400);
			expect(r.state).toEqual({ foul: null, ...c.keeps });
		});
	}

	it('never echoes more than a short preview of a value', () => {
		const r = parse('field', '2', `theme=${'<b>'.repeat(20)}`);
		expect(r.notices[0]!.length).toBeLessThan(120);
	});

	it('ignores unknown parameters silently', () => {
		expect(parse('field', '2', 'utm_source=club&x=1')).toEqual({ state: { foul: null }, notices: [] });
	});

	it('checks the foul spot against a custom size', () => {
		const r = parse('arena', '5a', 'dims=60x30&foul=80,0');
		expect(r.state).toEqual({ foul: null, dims: { length: 60, width: 30 } });
		expect(r.notices.join(' ')).toContain('outside');
	});
});

describe('toSearch', () => {
	it('is canonical: fixed order, 0.1 yd, defaults omitted', () => {
		expect(toSearch({ foul: null })).toBe('');
		expect(
			toSearch({ theme: 'dark', dims: { length: 80.04, width: 40 }, foul: { x: 12.345, y: -0.04 }, original: '3', from: 'spot', zoom: true })
		).toBe('?foul=12.3,0&from=spot&orig=3&dims=80x40&theme=dark&zoom=1');
		expect(toSearch({ foul: null, from: 'line', defended: false })).toBe('');
	});

	it('formats yards without -0 or trailing zeros', () => {
		expect(formatYards(-0.04)).toBe('0');
		expect(formatYards(10)).toBe('10');
		expect(formatYards(10.25)).toBe('10.3');
	});
});

describe('resolveSetup', () => {
	it('always returns a valid setup, dropping what does not apply', () => {
		const r = resolveSetup('arena', '2', { foul: { x: 40, y: 0 }, from: 'spot', dims: { length: 5, width: 5 } });
		expect(r.setup.venue.length).toBe(100);
		expect(r.state).toEqual({ foul: { x: 40, y: 0 } });
		expect(r.notices.length).toBe(2);
	});

	it('keeps what applies and matches computeSetup', () => {
		const state: ExplorerState = { foul: { x: 9, y: 4 }, from: 'spot', preset: 'small' };
		const r = resolveSetup('arena', '2', state);
		expect(r.notices).toEqual([]);
		expect(r.state).toEqual(state);
		const expected = computeSetup({ venue: getVenue('arena', 'small'), penalty: '2', foul: { x: 9, y: 4 }, options: { from: 'spot' } });
		expect(r.setup.ball).toEqual(expected.ball);
	});

	it('falls back to a known penalty', () => {
		const r = resolveSetup('field', '99', { foul: null });
		expect(r.setup.penalty).toBe('1');
		expect(r.notices.length).toBe(1);
	});
});

describe('properties', () => {
	const kinds = fc.constantFrom<VenueKind>('field', 'arena');
	const keys = ['foul', 'from', 'defended', 'alt9', 'orig', 'preset', 'dims', 'theme', 'zoom', 'other'];
	const num = fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: -500, max: 500 }).map(String), fc.float({ min: -300, max: 300, noNaN: true }).map((v) => v.toFixed(2)));
	const value = fc.oneof(
		fc.string(),
		fc.string({ unit: 'grapheme', maxLength: 200 }),
		fc.constantFrom('line', 'spot', '1', '0', 'true', '2', '3', '4', '5a', '5b', 'small', 'unboarded', 'standard', 'light', 'dark', 'contrast', '<script>', ''),
		fc.tuple(num, num).map(([a, b]) => `${a},${b}`),
		fc.tuple(num, num).map(([a, b]) => `${a}x${b}`)
	);
	const params = fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 8 });

	it('any value for any parameter: no throw, notices are strings, the state round-trips', () => {
		fc.assert(
			fc.property(kinds, params, fc.nat(), (kind, entries, pick) => {
				const ids = penaltyIds(kind);
				const id = ids[pick % ids.length]!;
				const sp = new URLSearchParams();
				for (const [k, v] of entries) sp.append(k, v);
				const { state, notices } = parseState(kind, id, sp);
				for (const n of notices) expect(typeof n).toBe('string');
				const again = parseState(kind, id, new URLSearchParams(toSearch(state).slice(1)));
				expect(again.state).toEqual(state);
				expect(again.notices).toEqual([]);
				expect(toSearch(again.state)).toBe(toSearch(state));
				// The state is always drawable.
				const r = resolveSetup(kind, id, state);
				expect(r.notices).toEqual([]);
				expect(r.setup.penalty).toBe(id);
			}),
			{ numRuns: 400 }
		);
	});

	it('any valid state round-trips', () => {
		fc.assert(
			fc.property(kinds, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: -0.5, max: 0.5, noNaN: true }), fc.boolean(), (kind, fx, fy, custom) => {
				const lim = SIZE_LIMITS[kind];
				const dims = custom ? { length: Math.round((lim.length[0] + 7.3) * 10) / 10, width: Math.round((lim.width[0] + 3.1) * 10) / 10 } : undefined;
				const venue = getVenue(kind, dims ?? {});
				// Rounded toward the centre so that it stays on the ground.
				const foul = { x: round1(Math.trunc(fx * venue.length * 10) / 10), y: round1(Math.trunc(fy * venue.width * 10) / 10) };
				const state: ExplorerState = { foul, ...(dims ? { dims } : {}) };
				const parsed = parse(kind, '5a', toSearch(state).slice(1));
				expect(parsed.notices).toEqual([]);
				expect(parsed.state).toEqual(state);
			})
		);
	});
});

describe('notices in French and Spanish', () => {
	const bad = new URLSearchParams('theme=pink&preset=huge&dims=9x9&foul=abc&from=x&zoom=2&orig=7&defended=1');
	it('the same notices, worded in the page’s language; the state is the same in every language', () => {
		const en = parseState('field', '5a', bad);
		expect(parseState('field', '5a', bad, 'en')).toEqual(en);
		for (const locale of ['fr', 'es'] as const) {
			const t = parseState('field', '5a', bad, locale);
			expect(t.state).toEqual(en.state);
			expect(t.notices.length).toBe(en.notices.length);
			t.notices.forEach((n, i) => {
				expect(n).not.toBe(en.notices[i]);
				expect(n).not.toMatch(/[{}]|Ignored|must be|use one of/);
			});
		}
		expect(parseState('field', '5a', new URLSearchParams('foul=abc'), 'fr').notices).toEqual(['foul="abc" ignoré : attendu X,Y en yards, par exemple 110,40.']);
		expect(parseState('field', '5a', new URLSearchParams('foul=abc'), 'es').notices).toEqual(['Se ignoró foul="abc": se esperaba X,Y en yardas, por ejemplo 110,40.']);
	});
	it('options the geometry refuses are dropped with its reason in the page’s language', () => {
		const r = resolveSetup('arena', '2', { foul: null, from: 'spot' }, 'fr');
		expect(r.state.from).toBeUndefined();
		expect(r.notices).toHaveLength(1);
		expect(r.notices[0]).toMatch(/^L'option « from » ne s'applique pas à la Pénalité 2\. L'option a été désactivée\.$/);
		expect(resolveSetup('arena', '2', { foul: null, from: 'spot' }).notices[0]).toMatch(/^The option "from" does not apply to arena Penalty 2: .*\. The option was switched off\.$/);
	});
});
