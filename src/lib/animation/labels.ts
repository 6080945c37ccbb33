/*
 * The animation's short labels in the page's language: phase names (the scrubber's marks, the
 * caption's heading) and outcome names. Apart from text.ts, which brings the rule text with it: the
 * controls are on the page before the animation is loaded.
 *
 * Keyed on the phase id, and for the first phase on the English label the timeline gives it (it is
 * named after what starts the animation: the foul, the safety, or the penalty carried out wrongly).
 */
import { ARENA_MEASURES } from '$lib/geometry/measures';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import type { Phase, Variant } from './types';

export function phaseLabel(phase: Pick<Phase, 'id' | 'label'>, locale: Locale): string {
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en') return phase.label;
	const o = { locale };
	switch (phase.id) {
		case 'foul':
			return phase.label === 'The safety' ? m.anim_ph_safety({}, o) : phase.label === 'The penalty' ? m.anim_ph_penalty({}, o) : m.anim_ph_foul({}, o);
		case 'whistle':
			return m.anim_ph_whistle({}, o);
		case 'lineup':
			return m.anim_ph_lineup({}, o);
		case 'play':
			return m.anim_ph_play({}, o);
		case 'rebound':
			return m.anim_ph_rebound({}, o);
		case 'outcome':
			return phase.label === 'Play on' ? m.anim_ph_play_on({}, o) : m.anim_ph_new_hit({}, o);
	}
}

export function variantLabel(v: Variant, locale: Locale): string {
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en') return v.label;
	const o = { locale };
	switch (v.id) {
		case 'undefended':
			return m.anim_v_undefended({}, o);
		case 'defended':
			return m.anim_v_defended({}, o);
		case 'goal':
			return m.anim_v_goal({}, o);
		case 'wide-rebound':
			return m.anim_v_wide({}, o);
		case 'blocked':
			return m.anim_v_blocked({}, o);
		case 'rebound-late':
			return m.anim_v_late({ n: String(ARENA_MEASURES.reboundSeconds) }, o);
		case 'rebound-affected':
			return m.anim_v_affected({}, o);
		case 'out-of-play':
			return m.anim_v_out({}, o);
		case 'missed':
			return m.anim_v_missed({}, o);
		case 'clean-miss':
			return m.anim_v_clean_miss({}, o);
		case 'entered-early':
			return m.anim_v_entered({}, o);
		default:
			return m.anim_v_main({}, o);
	}
}
