/** The arena's rules as one module, the unit a page of the arena loads (plans.ts): its plan and what follows the hit. */
export { arenaPlan as plan } from './arena';
export { arenaAfter as after } from './afterArena';
