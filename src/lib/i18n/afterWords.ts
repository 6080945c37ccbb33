/*
 * What happens after the hit (the geometry's afterHit), in the page's language: worded from the outcome's
 * id and the setup, with the numbers from the geometry's measures; English is the geometry's own text.
 * (The names of the animation's variants are variantNames.ts: the animation's controls need them on
 * every page's first use, these words only the rule panel, which loads when reached for.)
 */
import { ARENA_MEASURES, basePenalty, penaltyLabel, type AfterHit, type Setup } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';

/** An outcome after the hit, in the page's language. */
export function afterHitWords(setup: Setup, a: AfterHit, locale: Locale): string {
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en') return a.text;
	const o = { locale };
	const n = String(ARENA_MEASURES.reboundSeconds);
	const r = String(ARENA_MEASURES.reboundRadius);
	switch (a.id) {
		case 'goal':
			if (a.points?.two === 'opportunity') return m.ah_goal_alt9({}, o);
			if (a.points?.two === '6.a(3)') return m.ah_goal_p4({}, o);
			if (a.points?.two === '6.a(2)') return m.ah_goal_five({}, o);
			return m.ah_goal_one({}, o);
		case 'blocked':
			return m.ah_blocked({}, o);
		case 'wide-rebound':
			return m.ah_wide({ n, r }, o);
		case 'rebound-late':
			return m.ah_late({ n, p: penaltyLabel(basePenalty(setup)) }, o);
		case 'rebound-affected':
			return m.ah_affected({ r }, o);
		case 'out-of-play': {
			// Penalty 1 resumes with a 5.b: its out of play is the 5.b's (RULE-READINGS, third pass).
			const five = ['5a', '5b', '1'].includes(basePenalty(setup));
			return five ? m.ah_out_five({ r: String(ARENA_MEASURES.outOfPlayFromWall) }, o) : m.ah_out({ r: String(ARENA_MEASURES.outOfPlayFromWall) }, o);
		}
		case 'missed':
			return m.ah_missed({ r: String(ARENA_MEASURES.missedFromWall) }, o);
		case 'clean-miss':
			return m.ah_clean_miss({}, o);
		case 'one-touch':
			if (setup.venue.kind === 'arena') return m.ah_one_touch_arena({}, o);
			return setup.options.defended ? m.ah_one_touch_defended({}, o) : m.ah_one_touch_undefended({}, o);
		case 'defender-waits':
			return m.ah_defender_waits({}, o);
		case 'defender-touched':
			return m.ah_defender_touched({}, o);
		case 'step-up':
			return m.ah_step_up({}, o);
		case 'not-counted':
			return m.ah_not_counted({}, o);
		case 'entered-early':
			return m.ah_entered({}, o);
		case 'goal-prevented':
			return setup.penalty === '4' ? m.ah_goal_prevented_p4({}, o) : m.ah_goal_prevented_entry({}, o);
	}
}
