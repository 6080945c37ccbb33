/*
 * Each venue's plan: what its penalties place (field.ts: USPA Rule 37; arena.ts: Arena Rule 9).
 * computeSetup (setup.ts) asks this module for the venue's, and nothing else imports the two plans,
 * so a build for pages of one venue can leave the other out: the penalty pages' and the embed's
 * islands put src/lib/island/plans.ts in this module's place (scripts/islands.mjs), which loads only
 * the page's venue before the page starts.
 */
import { arenaPlan } from './arena';
import { fieldPlan } from './field';
import type { Plan, PlanInput } from './plan';
import type { VenueKind } from './types';

/** What a venue's penalties place, from the penalty, the foul spot and the options. */
export type VenuePlan = (input: PlanInput) => Plan;

const PLANS: Readonly<Record<VenueKind, VenuePlan>> = { field: fieldPlan, arena: arenaPlan };

/** The plan of `kind`'s penalties. */
export function venuePlan(kind: VenueKind): VenuePlan {
	return PLANS[kind];
}
