import type { Detail } from './wording';
/** A point in yards, in the attack frame (see index.ts). */
export interface Point {
	x: number;
	y: number;
}

/** An axis-aligned rectangle in yards. */
export interface Rect {
	minX: number;
	maxX: number;
	minY: number;
	maxY: number;
}

export type VenueKind = 'field' | 'arena';
export type Team = 'fouling' | 'fouled';
/** 'player' is any player who is neither the hitter nor the designated defender. */
export type Role = 'player' | 'hitter' | 'designated-defender';

export interface Who {
	team: Team;
	role?: Role;
}

/**
 * The rule sentence behind a placement or a constraint, by id: its words are in sentences.ts, which
 * the client does not load (a page carries the texts it can show: src/lib/i18n/citationTexts.ts).
 */
export interface Citation {
	/** The sentence's id, e.g. 'field.p5aBall' (a key of sentences.ts SENTENCES). */
	id: string;
	/** Human reference, e.g. 'Rule 37, Penalty 5.a' or 'Arena Rule 9, Penalty 2'. */
	ref: string;
	/** Which rule set the sentence comes from. */
	rule: 'rule37' | 'rule35' | 'arena9' | 'venue';
	/** Penalty id the sentence belongs to, or null. */
	penalty: string | null;
	/** How the sentence is read where its words leave room (RULE-READINGS.md): the reading's id (its words: the messages rd_<id>, src/lib/i18n/readings.ts). */
	readingId?: string;
	/** Rule 37 sub-clause ('b', 'c') the sentence is from: 'Rule 37, Penalty 2b'. */
	clause?: string;
}

export interface Violation {
	/** Rule reference, e.g. 'Rule 37, Penalty 5.a'. */
	rule: string;
	/** What is wrong, in numbers: '24.6 yd from the ball; the fouling team must be at least 30 yd away'. */
	message: string;
	/** The same as a code and its numbers, for other languages. */
	detail: Detail;
	citation: Citation;
	constraintId: string;
	/** How far (yd) the point is from satisfying the constraint. */
	by: number;
}

export interface CheckResult {
	legal: boolean;
	violations: Violation[];
}
