// The figures of issues 8 and 17, read by npm run bench (scripts/bench.mjs), tests/e2e/island.spec.ts
// and tests/e2e/offline.spec.ts.
/**
 * Budgets from the performance issues; a figure that passes its budget fails the bench.
 * - jsGzip: JavaScript of a first visit that only reads (issue 8; the pages load none);
 * - firstUseGzip: JavaScript once the user acts (the pointer moves) and then presses Play, every
 *   script response gzipped at level 9 (issue 17; scripts/weight.mjs measures it);
 * - offlineFirstVisitGzip: what the service worker caches on a first visit (issue 17);
 * - frameP95Ms bounds the 95th percentile of the work per animation frame (see measureFrames),
 *   strictly under.
 */
export const BUDGETS = {
	jsGzip: { field: 60_000, arena: 60_000, embed: 40_000 },
	firstUseGzip: { field: 90_000, arena: 90_000, embed: 80_000, clinic: 100_000 },
	offlineFirstVisitGzip: 800_000,
	lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100 },
	frameP95Ms: 16.7
};
