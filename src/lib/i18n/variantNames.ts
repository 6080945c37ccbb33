/*
 * The names of the animation's variants (its ids, as in the URL's variant=), in the page's language: on
 * the animation's controls, the rule panel and the scenarios. A module of its own, apart from what
 * happens after the hit (afterWords.ts), so that a page's first use carries these names only.
 */
import { ARENA_MEASURES } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';

/** The name of the animation's variant (its id, as in the URL's variant=), in the page's language. */
export function variantName(id: string, locale: Locale): string {
	const o = { locale };
	switch (id) {
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
