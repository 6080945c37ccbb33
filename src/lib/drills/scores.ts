import type { VenueKind } from '$lib/geometry';

/*
 * Drill scores stay on the device. Storage is reached only through ScoreStore, so the page hands
 * in localStorage (or nothing, where it is blocked) and tests hand in a Map.
 */

export interface ScoreStore {
	get(key: string): string | null;
	set(key: string, value: string): void;
	remove(key: string): void;
}

export type DrillKind = 'spot' | 'setup';

export interface ResultInput {
	drill: DrillKind;
	venue: VenueKind;
	penalty: string;
	/** 0-100. */
	score: number;
	/** When (ms since the epoch); left to the caller so that this module stays pure. */
	at?: number;
}

export interface ScoreEntry {
	drill: DrillKind;
	venue: VenueKind;
	penalty: string;
	score: number;
	at?: number;
}

export interface Tally {
	attempts: number;
	/** Rounded mean score, 0 when there are no attempts. */
	average: number;
	best: number;
	/** Attempts scoring 100. */
	perfect: number;
}

export interface Scores {
	version: 1;
	/** Oldest first, at most MAX_ENTRIES. */
	entries: ScoreEntry[];
}

/** Bump the suffix when the stored shape changes; old data is then simply not read. */
export const SCORES_KEY = 'polo-penalties:scores:v1';
/** Enough history for a season of clinics, small enough never to strain storage quotas. */
export const MAX_ENTRIES = 500;

const empty = (): Scores => ({ version: 1, entries: [] });

const PENALTY_PATTERN = /^[0-9]{1,2}[a-d]?$/;

function cleanEntry(raw: unknown): ScoreEntry | null {
	if (typeof raw !== 'object' || raw === null) return null;
	const r = raw as Record<string, unknown>;
	if (r.drill !== 'spot' && r.drill !== 'setup') return null;
	if (r.venue !== 'field' && r.venue !== 'arena') return null;
	if (typeof r.penalty !== 'string' || !PENALTY_PATTERN.test(r.penalty)) return null;
	if (typeof r.score !== 'number' || !Number.isFinite(r.score) || r.score < 0 || r.score > 100) return null;
	const entry: ScoreEntry = { drill: r.drill, venue: r.venue, penalty: r.penalty, score: r.score };
	if (typeof r.at === 'number' && Number.isFinite(r.at)) entry.at = r.at;
	return entry;
}

/** The stored scores; anything unreadable (blocked storage, corrupt JSON, a foreign shape) reads as none. */
export function loadScores(store: ScoreStore | null | undefined): Scores {
	if (!store) return empty();
	let text: string | null;
	try {
		text = store.get(SCORES_KEY);
	} catch {
		return empty();
	}
	if (typeof text !== 'string') return empty();
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		return empty();
	}
	if (typeof data !== 'object' || data === null || (data as { version?: unknown }).version !== 1) return empty();
	const entries = (data as { entries?: unknown }).entries;
	if (!Array.isArray(entries)) return empty();
	// One bad entry should not cost the user the rest of the history.
	const clean = entries.map(cleanEntry).filter((e): e is ScoreEntry => e !== null);
	return { version: 1, entries: clean.slice(-MAX_ENTRIES) };
}

/**
 * Adds a result and returns the scores as now stored. A score outside 0-100 is clamped and rounded;
 * a failing store (quota, private mode) loses the write but never throws at the page.
 */
export function recordResult(store: ScoreStore | null | undefined, result: ResultInput): Scores {
	const current = loadScores(store);
	const score = Number.isFinite(result.score) ? Math.round(Math.min(100, Math.max(0, result.score))) : 0;
	const entry = cleanEntry({ ...result, score });
	if (!entry) return current;
	const next: Scores = { version: 1, entries: [...current.entries, entry].slice(-MAX_ENTRIES) };
	try {
		store?.set(SCORES_KEY, JSON.stringify(next));
	} catch {
		// The result still shows on the page; it just will not be remembered.
	}
	return next;
}

export function resetScores(store: ScoreStore | null | undefined): Scores {
	try {
		store?.remove(SCORES_KEY);
	} catch {
		// Nothing more can be done from here; the page shows an empty history either way.
	}
	return empty();
}

export function tally(entries: readonly ScoreEntry[]): Tally {
	if (entries.length === 0) return { attempts: 0, average: 0, best: 0, perfect: 0 };
	const sum = entries.reduce((s, e) => s + e.score, 0);
	return {
		attempts: entries.length,
		average: Math.round(sum / entries.length),
		best: Math.max(...entries.map((e) => e.score)),
		perfect: entries.filter((e) => e.score === 100).length
	};
}

/** Per drill and per drill/venue/penalty ('spot:arena:5a'), for the scores panel. */
export function summarize(scores: Scores): { byDrill: Record<DrillKind, Tally>; byPenalty: Record<string, Tally> } {
	const groups = new Map<string, ScoreEntry[]>();
	for (const e of scores.entries) {
		const k = `${e.drill}:${e.venue}:${e.penalty}`;
		groups.set(k, [...(groups.get(k) ?? []), e]);
	}
	const byPenalty: Record<string, Tally> = {};
	for (const [k, es] of [...groups].sort(([a], [b]) => a.localeCompare(b))) byPenalty[k] = tally(es);
	return {
		byDrill: {
			spot: tally(scores.entries.filter((e) => e.drill === 'spot')),
			setup: tally(scores.entries.filter((e) => e.drill === 'setup'))
		},
		byPenalty
	};
}

/** A ScoreStore in memory: for tests, and for pages where localStorage is unavailable. */
export function memoryStore(initial: Record<string, string> = {}): ScoreStore & { data: Map<string, string> } {
	const data = new Map(Object.entries(initial));
	return {
		data,
		get: (k) => (data.has(k) ? data.get(k)! : null),
		set: (k, v) => void data.set(k, v),
		remove: (k) => void data.delete(k)
	};
}

/** The part of the Web Storage API used here, spelled out so that this module needs no DOM types. */
interface WebStorage {
	getItem(key: string): string | null;
	setItem(key: string, value: string): void;
	removeItem(key: string): void;
}

/**
 * The browser's localStorage as a ScoreStore, or null where there is none or it is blocked
 * (SSR, some private modes throw on mere access).
 */
export function browserStore(): ScoreStore | null {
	try {
		const ls = (globalThis as { localStorage?: WebStorage }).localStorage;
		if (!ls) return null;
		return { get: (k) => ls.getItem(k), set: (k, v) => ls.setItem(k, v), remove: (k) => ls.removeItem(k) };
	} catch {
		return null;
	}
}
