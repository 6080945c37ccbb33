/*
 * geometry/plans.ts as the islands of one venue's pages have it (the penalty pages and the embed:
 * their route has a venue; scripts/islands.mjs puts this module in its place). A page of the field
 * never uses the arena's plan, nor an arena page the field's (each is about 3 KB gzip of its first
 * use, issue 17): the island loads the page's venue's before it hydrates (`loadVenuePlan`, from its
 * start: islands/start.ts), as one more file of the page's preloads (hooks.server.ts).
 */
import type { VenuePlan, venuePlan as geometryVenuePlan } from '$lib/geometry/plans';
import type { VenueKind } from '$lib/geometry/types';

const loaded: Partial<Record<VenueKind, VenuePlan>> = {};

/** Where each venue's plan is (a chunk of its own in the island's build). */
const LOADERS: Readonly<Record<VenueKind, () => Promise<VenuePlan>>> = {
	field: () => import('$lib/geometry/field').then((m) => m.fieldPlan),
	arena: () => import('$lib/geometry/arena').then((m) => m.arenaPlan)
};

/**
 * Loads the plan of the venue `kind` (once), the page's route parameter: the island's start awaits it
 * before the page hydrates. The route's matcher (params/venue.ts) let no other value through.
 */
export async function loadVenuePlan(kind: string): Promise<void> {
	if (!Object.hasOwn(LOADERS, kind)) throw new Error(`island: "${kind}" is not a venue`);
	loaded[kind as VenueKind] ??= await LOADERS[kind as VenueKind]();
}

/** An island's `prepare` (islands/start.ts) for a route with a venue: that venue's plan. */
export const prepareVenue = (params: Record<string, string>): Promise<void> => loadVenuePlan(params.venue ?? '');

/**
 * The plan of `kind`, as geometry/plans.ts answers it, once loaded. Asked before (a venue the page is
 * not of): the island was started wrongly, and the gate shows its notice that the code cannot run.
 */
export const venuePlan: typeof geometryVenuePlan = (kind) => {
	const plan = loaded[kind];
	if (!plan) throw new Error(`island: the ${kind}'s plan was not loaded before the page started`);
	return plan;
};
