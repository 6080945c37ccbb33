/*
 * The headings of the Rule 37 and Arena Rule 9 passages that are not a penalty's own (sub-clauses, notes,
 * interpretations, the execution rules), in the page's language: the messages ph_<passage id>
 * (messages/rules2). A penalty's own passage takes the penalty's translated title (./penalties.ts).
 * Listed by id, so that a client bundle (the clinic's notes, the handouts) carries these few headings and
 * not the whole message table.
 */
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';

type Msg = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

export const PASSAGE_HEADINGS: Record<string, Msg> = {
	// The worked examples' headings (messages/{locale}.json, with the scenario library's).
	'rule37-p7-examples': m.ph_rule37_p7_examples,
	'arena9-p5a-examples': m.ph_arena9_p5a_examples,
	'arena9-alt9-examples': m.ph_arena9_alt9_examples,
	'arena9-exec-designated-defender-examples': m.ph_arena9_exec_designated_defender_examples,
	'arena9-exec-approach-examples': m.ph_arena9_exec_approach_examples,
	'rule37-p2b': m.ph_rule37_p2b,
	'rule37-p2c': m.ph_rule37_p2c,
	'rule37-p3-note': m.ph_rule37_p3_note,
	'rule37-p3b': m.ph_rule37_p3b,
	'rule37-p3c': m.ph_rule37_p3c,
	'rule37-p4b': m.ph_rule37_p4b,
	'rule37-p7-interpretation': m.ph_rule37_p7_interpretation,
	'arena9-intro': m.ph_arena9_intro,
	'arena9-p2-inside-15': m.ph_arena9_p2_inside_15,
	'arena9-p5': m.ph_arena9_p5,
	'arena9-p5a-interpretation': m.ph_arena9_p5a_interpretation,
	'arena9-alt9': m.ph_arena9_alt9,
	'arena9-alt9-rule': m.ph_arena9_alt9_rule,
	'arena9-p7-substitute': m.ph_arena9_p7_substitute,
	'arena9-p7-removal': m.ph_arena9_p7_removal,
	'arena9-execution': m.ph_arena9_execution,
	'arena9-exec-setup': m.ph_arena9_exec_setup,
	'arena9-exec-one-hit': m.ph_arena9_exec_one_hit,
	'arena9-exec-wait-rebound': m.ph_arena9_exec_wait_rebound,
	'arena9-exec-missed': m.ph_arena9_exec_missed,
	'arena9-exec-rebound-25': m.ph_arena9_exec_rebound_25,
	'arena9-exec-clean-miss': m.ph_arena9_exec_clean_miss,
	'arena9-exec-what-is-a-hit': m.ph_arena9_exec_what_is_a_hit,
	'arena9-exec-two-approaches': m.ph_arena9_exec_two_approaches,
	'arena9-exec-no-contact': m.ph_arena9_exec_no_contact,
	'arena9-exec-not-a-penalty': m.ph_arena9_exec_not_a_penalty,
	'arena9-exec-designated-defender': m.ph_arena9_exec_designated_defender,
	'arena9-exec-approach': m.ph_arena9_exec_approach,
};

/** A passage's heading in the language, or undefined where the site has no translation of it. */
export function passageHeadingWords(id: string, locale: Locale): string | undefined {
	return PASSAGE_HEADINGS[id]?.({}, { locale });
}
