import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStore, loadScores, MAX_ENTRIES, memoryStore, recordResult, resetScores, SCORES_KEY, summarize, type ScoreStore } from './scores';

describe('scores on the device', () => {
	it('round-trips results through the store', () => {
		const store = memoryStore();
		expect(loadScores(store)).toEqual({ version: 1, entries: [] });
		recordResult(store, { drill: 'spot', venue: 'field', penalty: '2', score: 100, at: 1 });
		const after = recordResult(store, { drill: 'setup', venue: 'arena', penalty: '5a', score: 40 });
		expect(after.entries).toEqual([
			{ drill: 'spot', venue: 'field', penalty: '2', score: 100, at: 1 },
			{ drill: 'setup', venue: 'arena', penalty: '5a', score: 40 }
		]);
		expect(loadScores(store)).toEqual(after);
		expect(store.data.has(SCORES_KEY)).toBe(true);
		expect(SCORES_KEY).toMatch(/:v1$/);
	});

	it('summarizes per drill and per penalty', () => {
		const store = memoryStore();
		for (const score of [100, 50, 0]) recordResult(store, { drill: 'spot', venue: 'arena', penalty: '6c', score });
		recordResult(store, { drill: 'setup', venue: 'field', penalty: '4', score: 100 });
		const s = summarize(loadScores(store));
		expect(s.byDrill.spot).toEqual({ attempts: 3, average: 50, best: 100, perfect: 1 });
		expect(s.byDrill.setup).toEqual({ attempts: 1, average: 100, best: 100, perfect: 1 });
		expect(Object.keys(s.byPenalty)).toEqual(['setup:field:4', 'spot:arena:6c']);
		expect(summarize({ version: 1, entries: [] }).byDrill.spot).toEqual({ attempts: 0, average: 0, best: 0, perfect: 0 });
	});

	it('resets', () => {
		const store = memoryStore();
		recordResult(store, { drill: 'spot', venue: 'field', penalty: '2', score: 80 });
		expect(resetScores(store)).toEqual({ version: 1, entries: [] });
		expect(store.data.has(SCORES_KEY)).toBe(false);
		expect(loadScores(store).entries).toEqual([]);
	});

	it.each([
		['not JSON', '{'],
		['null', 'null'],
		['a number', '42'],
		['an array', '[]'],
		['another version', JSON.stringify({ version: 2, entries: [] })],
		['entries not a list', JSON.stringify({ version: 1, entries: 'lots' })],
		['empty string', '']
	])('reads corrupt data (%s) as no scores', (_name, raw) => {
		expect(loadScores(memoryStore({ [SCORES_KEY]: raw }))).toEqual({ version: 1, entries: [] });
	});

	it('keeps the good entries of a partly corrupt history', () => {
		const good = { drill: 'spot', venue: 'field', penalty: '5a', score: 70 };
		const raw = JSON.stringify({
			version: 1,
			entries: [good, null, { ...good, drill: 'quiz' }, { ...good, venue: 'beach' }, { ...good, score: 101 }, { ...good, score: 'NaN' }, { ...good, penalty: '<b>' }, { ...good, at: 'yesterday' }]
		});
		expect(loadScores(memoryStore({ [SCORES_KEY]: raw })).entries).toEqual([good, good]);
	});

	it('clamps and rounds scores, and keeps a bounded history', () => {
		const store = memoryStore();
		expect(recordResult(store, { drill: 'spot', venue: 'field', penalty: '2', score: 140 }).entries[0]!.score).toBe(100);
		expect(recordResult(store, { drill: 'spot', venue: 'field', penalty: '2', score: -3 }).entries[1]!.score).toBe(0);
		expect(recordResult(store, { drill: 'spot', venue: 'field', penalty: '2', score: 66.6 }).entries[2]!.score).toBe(67);
		expect(recordResult(store, { drill: 'spot', venue: 'field', penalty: '2', score: Number.NaN }).entries[3]!.score).toBe(0);
		for (let i = 0; i < MAX_ENTRIES + 20; i++) recordResult(store, { drill: 'setup', venue: 'arena', penalty: '1', score: i % 101 });
		const s = loadScores(store);
		expect(s.entries).toHaveLength(MAX_ENTRIES);
		expect(s.entries.at(-1)!.score).toBe((MAX_ENTRIES + 19) % 101);
	});

	it('ignores a result that names no real drill', () => {
		const store = memoryStore();
		const r = recordResult(store, { drill: 'quiz' as never, venue: 'field', penalty: '2', score: 10 });
		expect(r.entries).toEqual([]);
	});

	it('never throws when storage is blocked or full', () => {
		const broken: ScoreStore = {
			get: () => {
				throw new Error('SecurityError');
			},
			set: () => {
				throw new Error('QuotaExceededError');
			},
			remove: () => {
				throw new Error('SecurityError');
			}
		};
		expect(loadScores(broken).entries).toEqual([]);
		expect(recordResult(broken, { drill: 'spot', venue: 'arena', penalty: '4', score: 90 }).entries).toHaveLength(1);
		expect(resetScores(broken).entries).toEqual([]);
		expect(loadScores(null).entries).toEqual([]);
		expect(recordResult(undefined, { drill: 'spot', venue: 'arena', penalty: '4', score: 90 }).entries).toHaveLength(1);
	});

	it('survives anything stored under its key', () => {
		fc.assert(
			fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
				const s = loadScores(memoryStore({ [SCORES_KEY]: raw }));
				expect(s.version).toBe(1);
				for (const e of s.entries) {
					expect(['spot', 'setup']).toContain(e.drill);
					expect(e.score).toBeGreaterThanOrEqual(0);
					expect(e.score).toBeLessThanOrEqual(100);
				}
			})
		);
	});

	describe('browserStore', () => {
		afterEach(() => vi.unstubAllGlobals());

		it('is null without localStorage (SSR)', () => {
			vi.stubGlobal('localStorage', undefined);
			expect(browserStore()).toBeNull();
		});

		it('wraps localStorage where there is one', () => {
			const data = new Map<string, string>();
			vi.stubGlobal('localStorage', {
				getItem: (k: string) => data.get(k) ?? null,
				setItem: (k: string, v: string) => void data.set(k, v),
				removeItem: (k: string) => void data.delete(k)
			});
			const store = browserStore()!;
			recordResult(store, { drill: 'setup', venue: 'field', penalty: '6', score: 100 });
			expect(JSON.parse(data.get(SCORES_KEY)!).entries).toHaveLength(1);
			resetScores(store);
			expect(data.size).toBe(0);
		});
	});
});
