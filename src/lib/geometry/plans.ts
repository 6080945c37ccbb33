/*
 * Each venue's rules: what its penalties place (field.ts: USPA Rule 37; arena.ts: Arena Rule 9) and
 * what follows the hit (afterField.ts, afterArena.ts), one module per venue (venueField.ts,
 * venueArena.ts). computeSetup (setup.ts) and afterHit (after.ts) ask this module for the venue's,
 * and nothing else imports the venues' modules, so a build for pages of one venue can leave the other
 * out: the penalty pages' and the embed's islands put src/lib/island/plans.ts in this module's place
 * (scripts/islands.mjs), which loads only the page's venue before the page starts.
 */
import type { VenueAfter } from './after';
import type { Plan, PlanInput } from './plan';
import type { VenueKind } from './types';
import { after as arenaAfter, plan as arenaPlan } from './venueArena';
import { after as fieldAfter, plan as fieldPlan } from './venueField';

/** What a venue's penalties place, from the penalty, the foul spot and the options. */
export type VenuePlan = (input: PlanInput) => Plan;

/** A venue's rules, as its module (venueField.ts, venueArena.ts) exports them. */
export interface VenueRules {
	plan: VenuePlan;
	after: VenueAfter;
}

// Named imports, not namespaces: a namespace object costs the clinic's island a runtime file of its own.
const RULES: Readonly<Record<VenueKind, VenueRules>> = { field: { plan: fieldPlan, after: fieldAfter }, arena: { plan: arenaPlan, after: arenaAfter } };

/** The plan of `kind`'s penalties. */
export function venuePlan(kind: VenueKind): VenuePlan {
	return RULES[kind].plan;
}

/** What follows the hit in `kind`. */
export function venueAfter(kind: VenueKind): VenueAfter {
	return RULES[kind].after;
}
