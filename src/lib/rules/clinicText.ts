/*
 * The rule text the clinic's presenter notes show for a slide's penalty: its passages in one language
 * (with the English original beside a translation), headed as the clinic heads them. The presenter
 * page's server load writes every penalty's, in the page's language, into its data; the notes import
 * this module (and with it the rule sets) only for a deck whose rule text is in another language.
 */
import type { VenueKind } from '$lib/geometry';
import { passageHeading } from '$lib/clinic/words';
import { passageById } from './index';
import { penaltyRuleText, type PenaltyRuleText } from './penaltyText';
import type { Lang } from './types';

/** `penalty`'s passages on `kind` in `lang` (the presenter page's table keys them 'arena/4'). */
export function clinicRuleText(kind: VenueKind, penalty: string, lang: Lang): PenaltyRuleText {
	return penaltyRuleText(kind, penalty, lang, (id) => {
		const p = passageById(id);
		return p && passageHeading(p, kind, lang);
	});
}
