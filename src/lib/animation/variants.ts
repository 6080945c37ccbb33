/*
 * The outcomes after the hit the animation offers for a setup (its variants), apart from the
 * animation itself: the penalty page, the clinic and the embed list them under the diagram before
 * Play, before the animation's code (which brings the rule text its captions quote) has come. The
 * venues' scenes (scenes/field.ts, scenes/arena.ts) animate them; framesFor reads the list here.
 * Pure: reads the setup only.
 */
import { basePenalty, type Setup } from '$lib/geometry';
import type { Variant } from './types';

/** The plain hit, the one outcome of most setups. */
export const MAIN: Variant = { id: 'main' };

/** The designated defender stands in the goal arc (arena Penalty 4 and its re-hits), in front of the goal. */
export const ddInArc = (setup: Setup) => setup.constraints.some((c) => c.id === 'dd-goal-arc');

const ENTERED: Variant = { id: 'entered-early' };

/** Field: after a P3 undefended or defended (the setup's own option first); after a P2 (from the 30 or the spot) or a P3 a fouling rider may enter too early. */
function fieldVariants(setup: Setup): Variant[] | null {
	if (setup.penalty === '3') {
		const both: Variant[] = [{ id: 'undefended' }, { id: 'defended' }];
		return [...(setup.options.defended ? [both[1]!, both[0]!] : both), ENTERED];
	}
	// From the spot too: the one who enters is a fouling player standing off the field (RULE-READINGS, third pass: Penalty 2c).
	return setup.penalty === '2' ? [MAIN, ENTERED] : null;
}

const V = {
	goal: { id: 'goal' },
	blocked: { id: 'blocked' },
	wide: { id: 'wide-rebound' },
	late: { id: 'rebound-late' },
	affected: { id: 'rebound-affected' },
	out: { id: 'out-of-play' },
	missed: { id: 'missed' },
	cleanMiss: { id: 'clean-miss' }
} as const satisfies Record<string, Variant>;

/**
 * Arena: the free hits with a designated defender taken by the fouled team (Penalties 2, 3 and 4,
 * and their re-hits; the execution rule on rebounds off the end wall names all three); the 5.a and
 * 5.b taken by the fouled team (and Penalty 1's 5.b): out of play, a clean miss; under Alternative Rule 9, out of play.
 */
function arenaVariants(setup: Setup): Variant[] | null {
	if (setup.hasDesignatedDefender && setup.hitter === 'fouled') return [V.goal, ...(ddInArc(setup) ? [V.blocked] : []), V.wide, V.late, V.affected, V.out, V.missed];
	const base = basePenalty(setup);
	// Penalty 1's restart is a 5.b (RULE-READINGS, third pass): its outcomes too.
	if (setup.hitter === 'fouled' && !setup.options.alternativeRule9 && (base === '5a' || base === '5b' || base === '1')) return [MAIN, V.out, V.cleanMiss];
	// Alternative Rule 9: the hit on goal, or hit directly out of play (Penalty 2's or 3's sentence).
	if (setup.options.alternativeRule9 && setup.hitter === 'fouled') return [MAIN, V.out];
	return null;
}

/** The outcomes worth showing for a setup; the first is the default (field P3: the setup's own option). */
export function variantsFor(setup: Setup): Variant[] {
	if (!setup.placement) return [];
	return (setup.venue.kind === 'field' ? fieldVariants(setup) : arenaVariants(setup)) ?? [MAIN];
}
