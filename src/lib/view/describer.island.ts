/*
 * describer.ts as the embed's island has it (ISLAND_MODULES in scripts/islands.mjs): the setup's
 * words (describe.ts and the setup's wording in French and Spanish) are a chunk of their own, loaded
 * once the setup drawn is no longer the page's own (its data has that one's words).
 */
import type { Describer } from './describer';

export const DESCRIBER: Describer = { at: null, load: () => import('$lib/diagram/describe').then((d) => d.describeSetup) };
