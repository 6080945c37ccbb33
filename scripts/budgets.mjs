// The figures of issue 8, read by npm run bench (scripts/bench.mjs) and by tests/e2e/island.spec.ts.
/**
 * Budgets from the performance issue; a figure that passes its budget fails the bench. frameP95Ms
 * bounds the 95th percentile of the work per animation frame (see measureFrames), strictly under.
 */
export const BUDGETS = {
	jsGzip: { field: 60_000, arena: 60_000, embed: 40_000 },
	lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100 },
	frameP95Ms: 16.7
};
