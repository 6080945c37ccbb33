/*
 * geometry/plans.ts as the islands of one venue's pages have it (the penalty pages and the embed:
 * their route has a venue; scripts/islands.mjs puts this module in its place). A page of the field
 * never uses the arena's rules (its plan and what follows the hit), nor an arena page the field's
 * (issue 17: first-use weight): the island loads the page's venue's module before it hydrates
 * (`loadVenuePlan`, from its start: islands/start.ts), as one more file of the page's preloads
 * (hooks.server.ts).
 */
import type { VenueRules, venueAfter as geometryVenueAfter, venuePlan as geometryVenuePlan } from '$lib/geometry/plans';
import type { VenueKind } from '$lib/geometry/types';

const loaded: Partial<Record<VenueKind, VenueRules>> = {};

/** Where each venue's rules are (a chunk of its own in the island's build; mark.ts VENUE_MODULES names them for the build). */
const LOADERS: Readonly<Record<VenueKind, () => Promise<VenueRules>>> = {
	field: () => import('$lib/geometry/venueField'),
	arena: () => import('$lib/geometry/venueArena')
};

/**
 * Loads the rules of the venue `kind` (once), the page's route parameter: the island's start awaits
 * it before the page hydrates. The route's matcher (params/venue.ts) let no other value through.
 */
export async function loadVenuePlan(kind: string): Promise<void> {
	if (!Object.hasOwn(LOADERS, kind)) throw new Error(`island: "${kind}" is not a venue`);
	loaded[kind as VenueKind] ??= await LOADERS[kind as VenueKind]();
}

/** An island's `prepare` (islands/start.ts) for a route with a venue: that venue's rules. */
export const prepareVenue = (params: Record<string, string>): Promise<void> => loadVenuePlan(params.venue ?? '');

/** The rules of `kind`, once loaded. Asked before (a venue the page is not of): the island was started wrongly, and the gate shows its notice that the code cannot run. */
function rules(kind: VenueKind): VenueRules {
	const r = loaded[kind];
	if (!r) throw new Error(`island: the ${kind}'s rules were not loaded before the page started`);
	return r;
}

/** geometry/plans.ts's venuePlan, from the loaded rules. */
export const venuePlan: typeof geometryVenuePlan = (kind) => rules(kind).plan;
/** geometry/plans.ts's venueAfter, from the loaded rules. */
export const venueAfter: typeof geometryVenueAfter = (kind) => rules(kind).after;
