/*
 * Structured rule text: the USPA penalty rules as passages in English (the original, which prevails),
 * French and Spanish. Text data only; nothing here knows about field or arena geometry.
 */

export type Lang = 'en' | 'fr' | 'es';

export type RuleSet = 'rule37' | 'rule35' | 'arena9';

export type Venue = 'field' | 'arena';

export type PassageKind = 'rule' | 'interpretation' | 'example' | 'note' | 'table' | 'heading';

/** Where a translation came from: 'seed' = copied word for word from the seed file; 'site' = our own translation. */
export type TranslationSource = 'seed' | 'site';

export interface Passage {
	/** stable slug, e.g. 'rule37-p5a', 'rule37-p7-examples', 'arena9-p2-inside-15', 'rule35-two-principles' */
	id: string;
	rule: RuleSet;
	/**
	 * The penalty the passage belongs to ('1', '2', '3', '4', '5a', '5b', '6', '6a'...'6d', '7'...'10'), else null.
	 * '5' marks a passage shared by Penalties 5.a and 5.b (the arena's Penalty 5 lead-in, Rule 35's 5.a/5.b test).
	 */
	penalty: string | null;
	/** sub-clause label where there is one: 'b', 'c', 'note', 'interpretation', 'examples', 'inside-15', ... */
	clause: string | null;
	kind: PassageKind;
	/** the English heading the seed gives; where the seed gives none, a short one of ours (see headingSource) */
	heading: string;
	/** 'seed' when the heading is the seed's own line, 'site' when we wrote it */
	headingSource?: TranslationSource;
	/**
	 * Further penalty ids this passage belongs to, beyond `penalty` (passagesFor() returns it for these):
	 * the arena Penalty 5 lead-in for '5a'/'5b', Alternative Rule 9 for '2'/'3'.
	 */
	appliesTo?: string[];
	/** Penalty ids a general passage (arena execution rules, interpretations) speaks about; see relatedPassagesFor(). */
	mentions?: string[];
	/** the English original, word for word from the seed */
	en: string;
	/** French */
	fr: string;
	/** Spanish */
	es: string;
	translated: { fr: TranslationSource; es: TranslationSource };
}
