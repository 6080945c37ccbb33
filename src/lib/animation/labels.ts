/*
 * The animation's short labels in the page's language: phase names (the scrubber's marks, the
 * caption's heading) and outcome names. Apart from text.ts, which brings the rule text with it: the
 * controls are on the page before the animation is loaded.
 *
 * Keyed on what the phase is (Phase.name: the first is named after what starts the animation, the
 * last after what follows the hit), never on the English label.
 */
import { variantName } from '$lib/i18n/variantNames';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import type { Phase, Variant } from './types';

export function phaseLabel(phase: Pick<Phase, 'name' | 'label'>, locale: Locale): string {
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en') return phase.label;
	const o = { locale };
	switch (phase.name) {
		case 'foul':
			return m.anim_ph_foul({}, o);
		case 'safety':
			return m.anim_ph_safety({}, o);
		case 'penalty':
			return m.anim_ph_penalty({}, o);
		case 'whistle':
			return m.anim_ph_whistle({}, o);
		case 'lineup':
			return m.anim_ph_lineup({}, o);
		case 'play':
			return m.anim_ph_play({}, o);
		case 'rebound':
			return m.anim_ph_rebound({}, o);
		case 'play-on':
			return m.anim_ph_play_on({}, o);
		case 'new-hit':
			return m.anim_ph_new_hit({}, o);
	}
}

/** An outcome's name in the page's language, by its id (afterWords.ts; the rule panel names it the same way). */
export function variantLabel(v: Variant, locale: Locale): string {
	return variantName(v.id, locale);
}
