/*
 * Seeded randomness for the drills. A drill must come out identical from the same seed on every
 * device and every visit (the seed lives in the URL), so nothing here may touch Math.random except
 * randomSeed, which only picks a new seed.
 */

export interface Rng {
	/** Uniform in [0, 1). */
	next(): number;
	/** Uniform in [lo, hi). */
	range(lo: number, hi: number): number;
	/** Uniform integer in [lo, hi] (both included). */
	int(lo: number, hi: number): number;
	/** True with probability p. */
	chance(p: number): boolean;
	/** One element; throws on an empty list, which would be a bug in the caller. */
	pick<T>(items: readonly T[]): T;
	/** A shuffled copy (Fisher-Yates). */
	shuffle<T>(items: readonly T[]): T[];
}

/**
 * A 32-bit hash of a string (MurmurHash3's mixing, as in xmur3), so that nearby seeds such as
 * 'abc' and 'abd' give unrelated streams.
 */
export function seedFromString(text: string): number {
	let h = 1779033703 ^ text.length;
	for (let i = 0; i < text.length; i++) {
		h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
		h = (h << 13) | (h >>> 19);
	}
	h = Math.imul(h ^ (h >>> 16), 2246822507);
	h = Math.imul(h ^ (h >>> 13), 3266489909);
	return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: tiny, fast and good enough to place eight players. */
function mulberry32(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

export function createRng(seed: string | number): Rng {
	const next = mulberry32(typeof seed === 'number' && Number.isFinite(seed) ? seed >>> 0 : seedFromString(String(seed)));
	const rng: Rng = {
		next,
		range: (lo, hi) => lo + (hi - lo) * next(),
		int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
		chance: (p) => next() < p,
		pick: (items) => {
			if (items.length === 0) throw new Error('pick from an empty list');
			return items[Math.floor(next() * items.length)]!;
		},
		shuffle: (items) => {
			const out = [...items];
			for (let i = out.length - 1; i > 0; i--) {
				const j = Math.floor(next() * (i + 1));
				[out[i], out[j]] = [out[j]!, out[i]!];
			}
			return out;
		}
	};
	return rng;
}

const SEED_LENGTH = 6;
const SEED_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** Seeds we accept from a URL: short and URL-safe, so that they round-trip without escaping. */
export function isValidSeed(seed: unknown): seed is string {
	return typeof seed === 'string' && SEED_PATTERN.test(seed);
}

/**
 * A fresh seed of 6 base36 characters. The source is injectable so that tests (and SSR, where no
 * crypto may be wanted) stay deterministic.
 */
export function randomSeed(source: () => number = defaultSource): string {
	let out = '';
	for (let i = 0; i < SEED_LENGTH; i++) {
		const r = source();
		const v = Number.isFinite(r) ? Math.min(Math.max(r, 0), 0.999999999) : 0;
		out += Math.floor(v * 36).toString(36);
	}
	return out;
}

function defaultSource(): number {
	const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint32Array) => Uint32Array } }).crypto;
	if (c?.getRandomValues) return c.getRandomValues(new Uint32Array(1))[0]! / 4294967296;
	return Math.random();
}
