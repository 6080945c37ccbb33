import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, isValidSeed, randomSeed, seedFromString } from './random';

const take = (seed: string | number, n: number) => {
	const rng = createRng(seed);
	return Array.from({ length: n }, () => rng.next());
};

describe('seeded randomness', () => {
	it('gives the same stream for the same seed, string or number', () => {
		fc.assert(
			fc.property(fc.oneof(fc.string(), fc.integer()), (seed) => {
				expect(take(seed, 20)).toEqual(take(seed, 20));
			})
		);
	});

	it('gives unrelated streams for neighbouring seeds', () => {
		expect(take('abc', 5)).not.toEqual(take('abd', 5));
		expect(seedFromString('abc')).not.toBe(seedFromString('abd'));
		expect(seedFromString('')).toBe(seedFromString(''));
	});

	it('stays in [0, 1) and looks uniform', () => {
		const xs = take('uniform', 20000);
		expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
		const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
		expect(mean).toBeGreaterThan(0.48);
		expect(mean).toBeLessThan(0.52);
		const buckets = Array.from({ length: 10 }, (_, i) => xs.filter((x) => Math.floor(x * 10) === i).length);
		for (const b of buckets) expect(b).toBeGreaterThan(1700);
	});

	it.each([
		[0, 0],
		[1, 4],
		[-3, 3]
	])('int(%i, %i) covers both ends and nothing outside', (lo, hi) => {
		const rng = createRng(`int${lo}${hi}`);
		const seen = new Set<number>();
		for (let i = 0; i < 500; i++) seen.add(rng.int(lo, hi));
		expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: hi - lo + 1 }, (_, i) => lo + i));
	});

	it('shuffles into a permutation and refuses to pick from nothing', () => {
		const rng = createRng('shuffle');
		const items = [1, 2, 3, 4, 5, 6, 7, 8];
		const s = rng.shuffle(items);
		expect([...s].sort()).toEqual(items);
		expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
		expect(() => rng.pick([])).toThrow();
	});
});

describe('randomSeed', () => {
	it('makes 6 URL-safe base36 characters', () => {
		for (let i = 0; i < 50; i++) expect(randomSeed()).toMatch(/^[0-9a-z]{6}$/);
	});

	it.each([
		['all zeros', () => 0, '000000'],
		['all almost one', () => 0.9999999999, 'zzzzzz'],
		['broken source', () => Number.NaN, '000000'],
		['out of range', () => 7, 'zzzzzz']
	])('uses an injected source (%s)', (_name, source, expected) => {
		expect(randomSeed(source)).toBe(expected);
	});

	it('accepts only short URL-safe seeds', () => {
		expect(isValidSeed('k3x9qa')).toBe(true);
		expect(isValidSeed('a_b-C')).toBe(true);
		for (const bad of ['', 'a b', 'é', 'x'.repeat(33), 'a&b=c', 42, null]) expect(isValidSeed(bad)).toBe(false);
	});
});
