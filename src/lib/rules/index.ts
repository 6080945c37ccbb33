/*
 * The site's rule text: USPA outdoor Rule 37 (the penalties), Rule 35 (selection of penalty) and Arena Rule 9
 * (arena penalties and their execution), as passages in English (the original, which prevails), French and
 * Spanish. See types.ts for the shape of a passage.
 */
import { arena9 } from './arena9';
import { rule35 } from './rule35';
import { rule37 } from './rule37';
import type { Lang, Passage, RuleSet, Venue } from './types';

export type { Lang, Passage, PassageKind, RuleSet, TranslationSource, Venue } from './types';
export { rule37 } from './rule37';
export { rule35 } from './rule35';
export { arena9, arena9DiagramCaption } from './arena9';
export { seedMeta, type SeedMeta, type Trilingual } from './meta';
export {
	table35,
	table35Columns,
	table35NoteText,
	table35RulesLabel,
	table35PenaltiesLabel,
	rulesExacting,
	rule35Factors,
	rule35Principles,
	type Table35Row,
	type Rule35Factor,
	type Rule35Principle
} from './table35';

export const LANGS: readonly Lang[] = ['en', 'fr', 'es'];

/*
 * Nothing below runs at import (the list and the index are built by pure calls or on first use), so a
 * bundle that imports one rule set from here (the animation's arena9) does not carry the other two,
 * and no page ships passages it does not show. A penalty page gets its own passages, in its language,
 * from its server load (penaltyText.ts), not from this module.
 */
const concat = <T>(...lists: T[][]): T[] => lists.flat();

/** Every passage of the three rule sets, Rule 37 then Rule 35 then Arena Rule 9, each in seed order. */
export const allPassages: Passage[] = /* @__PURE__ */ concat(rule37, rule35, arena9);

export const passagesByRule: Record<RuleSet, Passage[]> = { rule37, rule35, arena9 };

/** The penalty ids of each venue, in rulebook order. */
export const penaltyIds: Record<Venue, readonly string[]> = {
	field: ['1', '2', '3', '4', '5a', '5b', '6', '7', '8', '9', '10'],
	arena: ['1', '2', '3', '4', '5a', '5b', '6a', '6b', '6c', '6d', '7', '8', '9']
};

const RULE_OF_VENUE: Record<Venue, RuleSet> = { field: 'rule37', arena: 'arena9' };

let byId: Map<string, Passage> | undefined;

function belongsTo(p: Passage, penalty: string): boolean {
	return p.penalty === penalty || (p.appliesTo?.includes(penalty) ?? false);
}

/**
 * The passages of one penalty, in seed order, sub-clauses included: field (Rule 37) '2' gives Penalty 2,
 * 2b and 2c; arena (Arena Rule 9) '2' gives Penalty 2, Penalty 2 from a foul inside the 15 and the
 * Alternative Rule 9 passages; arena '5a' gives the Penalty 5 lead-in, 5.a, and the 5.a interpretation and
 * example. An unknown penalty id gives an empty list.
 */
export function passagesFor(venue: Venue, penalty: string): Passage[] {
	return passagesByRule[RULE_OF_VENUE[venue]].filter((p) => belongsTo(p, penalty));
}

/**
 * The general passages that speak about a penalty without belonging to it: for the arena, the execution
 * rules and their interpretations and examples ("On Penalties 2 and 3, ..."). Empty for the field.
 */
export function relatedPassagesFor(venue: Venue, penalty: string): Passage[] {
	return passagesByRule[RULE_OF_VENUE[venue]].filter((p) => !belongsTo(p, penalty) && (p.mentions?.includes(penalty) ?? false));
}

export function passageById(id: string): Passage | undefined {
	byId ??= new Map(allPassages.map((p) => [p.id, p]));
	return byId.get(id);
}

/** The passage's text in a language ('en' is the original, which prevails). */
export function text(p: Passage, lang: Lang): string {
	return p[lang];
}

/** Whether a language's text of a passage is the site's own translation rather than the seed's. */
export function isSiteTranslation(p: Passage, lang: Lang): boolean {
	return lang !== 'en' && p.translated[lang] === 'site';
}
