/*
 * Rule 35 penalty selector: from the rule violated and the umpire's four considerations, the penalties the
 * table allows, ranked from least to most severe, and a suggested range among them, each step backed by the
 * rulebook's own guidance sentences and worked examples.
 *
 * GUIDANCE, NOT A VERDICT. Rule 35: "Where more than one Penalty is prescribed, the selection is within the
 * discretion of the Umpire." This module only shows how the rulebook's guidance reads for one set of answers.
 *
 * Pure: no DOM, no Svelte. No rule distance is typed here: the 60 yards of the Penalty 5.a advice come from
 * FIELD_MEASURES.p5aAdvice.
 */
import { FIELD_MEASURES, type Venue } from '$lib/geometry';
import { table35, table35RulesLabel, type Table35Row } from '$lib/rules';

export type Danger = 'none' | 'some' | 'severe';
/** Where the foul happened, seen from the goal the fouling team defends (the goal the fouled team attacks). */
export type Location = 'defensive-half' | 'midfield' | 'goal-front';
export type Position = 'clear-run' | 'contested';
export type Frequency = 'first' | 'repeated';
/** Which team was attacking when the foul was called: the fouled team (the foul called in favour of the offensive team) or the fouling team. */
export type Attacking = 'fouled' | 'fouling';

export interface Factors {
	danger: Danger;
	location: Location;
	position: Position;
	frequency: Frequency;
	/**
	 * Which team was attacking (not one of the four considerations: Rule 35's minor-infraction sentence asks it).
	 * Unanswered, it follows the location: see attackingOf.
	 */
	attacking?: Attacking;
}

/** The answers to "which team was attacking?" */
export const ATTACKING_VALUES = ['fouled', 'fouling'] as const satisfies readonly Attacking[];

/**
 * Which team was attacking, answered or not: unanswered, in front of the goal the fouling team defends the
 * fouled team is taken to be attacking it; elsewhere the fouling team (the milder reading: the
 * minor-infraction sentence then does not move the penalty forward).
 */
export function attackingOf(f: Factors): Attacking {
	return f.attacking ?? (f.location === 'goal-front' ? 'fouled' : 'fouling');
}

export const FACTOR_VALUES = {
	danger: ['none', 'some', 'severe'],
	location: ['defensive-half', 'midfield', 'goal-front'],
	position: ['clear-run', 'contested'],
	frequency: ['first', 'repeated']
} as const satisfies { [K in keyof Factors]: readonly Factors[K][] };

export const FACTOR_KEYS = ['danger', 'location', 'position', 'frequency'] as const satisfies readonly (keyof Factors)[];

export const DEFAULT_FACTORS: Factors = { danger: 'none', location: 'midfield', position: 'contested', frequency: 'first' };

/** The penalties that place the ball, from least to most severe. */
export const SEVERITY_ORDER = ['5a', '5b', '4', '3', '2', '1'] as const;
export type RankedId = (typeof SEVERITY_ORDER)[number];

/** Table penalties that are sanctions of their own (safety, removal, horse, forfeit, exclusion): shown apart. */
export const SEPARATE_SANCTIONS = ['6', '7', '8', '9', '10'] as const;

/** The Rule 35 table writes '5' for "5.a or 5.b": the field penalty pages it stands for. */
export function expandTablePenalty(p: string): string[] {
	return p === '5' ? ['5a', '5b'] : [p];
}

/** The penalty page ids a table row allows, in the table's order ('5' expanded). */
export function rowPenaltyIds(row: Table35Row): string[] {
	return row.penalties.flatMap(expandTablePenalty);
}

/** The key a row is selected by (URL `rule=`): its first rule, e.g. '5.b' for "5.b or 5.c". */
export function rowKey(row: Table35Row): string {
	return row.rules[0] ?? '';
}

/** The row for a rule, by any of its rules ('5.c' finds "5.b or 5.c"); undefined when the table has none. */
export function findRow(rule: string | null | undefined): Table35Row | undefined {
	if (!rule) return undefined;
	const r = rule.trim().toLowerCase();
	return table35.find((row) => row.rules.some((x) => x.toLowerCase() === r));
}

export function rowLabel(row: Table35Row): string {
	return `Rule ${table35RulesLabel(row)}`;
}

/** Read factor answers from URL parameters, falling back to the defaults for anything missing or unknown. */
export function parseFactors(get: (key: string) => string | null): Factors {
	const pick = <K extends (typeof FACTOR_KEYS)[number]>(k: K): Factors[K] => {
		const v = get(k);
		return (FACTOR_VALUES[k] as readonly string[]).includes(v ?? '') ? (v as Factors[K]) : DEFAULT_FACTORS[k];
	};
	const a = get('attacking');
	const attacking = (ATTACKING_VALUES as readonly string[]).includes(a ?? '') ? (a as Attacking) : undefined;
	return { danger: pick('danger'), location: pick('location'), position: pick('position'), frequency: pick('frequency'), ...(attacking ? { attacking } : {}) };
}

/**
 * Where a foul spot falls (yards, attack frame: x from the goal the fouling team defends): within the
 * FIELD_MEASURES.p5aAdvice yards in front of that goal; in the fouled team's own half (beyond the centre);
 * or in between.
 */
export function locationOf(x: number, venue: Pick<Venue, 'length'>): Location {
	if (x < FIELD_MEASURES.p5aAdvice) return 'goal-front';
	if (x > venue.length / 2) return 'defensive-half';
	return 'midfield';
}

/** A sentence of the rulebook, word for word from the English original of a passage. */
export interface Quote {
	passageId: string;
	sentence: string;
}

export interface Guidance {
	/** What this guidance does to the suggestion, in plain words, is the message `r35_g_<id>` ('-' as '_'). */
	id: string;
	quotes: Quote[];
}

/** The guidance sentences the selector implements (tests check each is word for word in its passage). */
export const GUIDANCE = {
	minorFouls: {
		id: 'minor-fouls',
		quotes: [
			{ passageId: 'rule35-p5', sentence: 'Penalty 5.a. or 5.b is to be awarded for fouls that:' },
			{ passageId: 'rule35-p5-without-danger', sentence: 'Are without danger' },
			{ passageId: 'rule35-p5-inadvertent', sentence: 'Are inadvertent, not deliberate' },
			{ passageId: 'rule35-p5-minor-advantage', sentence: 'Provide a minor advantage or disadvantage to either team' }
		]
	},
	someDanger: {
		id: 'some-danger',
		quotes: [
			{ passageId: 'rule35-p5-examples', sentence: 'At least a Penalty 4 or, if Red’s cross was dangerous, a Penalty 2 or 3.' },
			{ passageId: 'rule35-four-factors-example', sentence: '3) effect on the play, the difference between Blue making the play and putting the ball in Red’s territory and missing the play is great - Penalty 4' }
		]
	},
	severeDanger: {
		id: 'severe-danger',
		quotes: [
			{ passageId: 'rule35-both-teams-examples', sentence: 'Penalty 4, 3 or 2 against Red for dangerous riding' },
			{ passageId: 'rule35-degrees', sentence: 'There are degrees of dangerous and unfair play.' }
		]
	},
	clearRun: {
		id: 'clear-run',
		quotes: [
			{ passageId: 'rule35-p5-examples', sentence: 'Blue, carrying the ball 40 yards from mid-field, with a clear field, is fouled by Red who crosses Blue to position for a nearside back-shot. At least a Penalty 4' },
			{ passageId: 'rule35-four-factors-example', sentence: '2) position of teams - Blue #3 was well positioned, and had he not been fouled might have had a good run - perhaps a Penalty 4' }
		]
	},
	clearRunDeliberate: {
		id: 'clear-run-advantage',
		quotes: [
			{ passageId: 'rule35-two-principles-examples', sentence: 'Although the infraction, a cross-hook, is minor, it was committed deliberately, and the disadvantage to Blue is major. Penalty 3 should be awarded.' }
		]
	},
	clearRunDangerous: {
		id: 'clear-run-dangerous',
		quotes: [
			{ passageId: 'rule35-two-principles-examples', sentence: 'Not only is this a dangerous foul, but also stops Red’s run to goal. Open goal Penalty 3 or No. 2. A Penalty 4 is not adequate in this situation.' }
		]
	},
	deepDefence: {
		id: 'deep-defence',
		quotes: [
			{ passageId: 'rule35-four-factors-example', sentence: '1) location - deep in defending territory - perhaps a No. 5 center hit' },
			{ passageId: 'rule35-two-principles-examples', sentence: 'The penalty awarded should be a No. 5 from the center of the field. The foul was deliberate and endangered a mount.' }
		]
	},
	no5aNearGoal: {
		id: 'no-5a-near-goal',
		quotes: [
			{ passageId: 'rule35-p5-interpretation', sentence: 'Penalty 5.a from the point of the infraction should be awarded only for the most minor incidents and not from within the 60 yards in front of the goal the fouling team is defending.' },
			{ passageId: 'rule35-p5-interpretation', sentence: 'A minor infraction, if called in favor of the offensive team, should be moved forward to Penalty 4.' }
		]
	},
	no5aWithin60: {
		id: 'no-5a-within-60',
		quotes: [
			{ passageId: 'rule35-p5-interpretation', sentence: 'Penalty 5.a from the point of the infraction should be awarded only for the most minor incidents and not from within the 60 yards in front of the goal the fouling team is defending.' }
		]
	},
	minorOffensive: {
		id: 'minor-offensive',
		quotes: [{ passageId: 'rule35-p5-interpretation', sentence: 'A minor infraction, if called in favor of the offensive team, should be moved forward to Penalty 4.' }]
	},
	minorDefending: {
		id: 'minor-defending',
		quotes: [
			{ passageId: 'rule35-p5-interpretation', sentence: 'This does not mean that a foul in favor of the defending team should not move forward.' },
			{ passageId: 'rule35-two-principles', sentence: 'the team fouled must never be worse off after the penalty award than before' }
		]
	},
	only5aMinor: {
		id: 'only-5a-minor',
		quotes: [
			{ passageId: 'rule35-p5-interpretation', sentence: 'Penalty 5.a from the point of the infraction should be awarded only for the most minor incidents and not from within the 60 yards in front of the goal the fouling team is defending.' }
		]
	},
	preventGoal: {
		id: 'prevent-goal',
		quotes: [
			{ passageId: 'rule35-p1-interpretation', sentence: 'Penalty 1 is for fouls which prevent the scoring of a goal. The player fouled must have a high probability of scoring. Once such a foul is called, Penalty 1 shall be exacted.' },
			{ passageId: 'rule35-both-teams-examples', sentence: 'As Blue prepares to hit to goal from about 50 yards out, he is deliberately cross-hooked by Red.' },
			{ passageId: 'rule35-both-teams-examples', sentence: 'Penalty 2 or 3 against Red for the foul hook.' }
		]
	},
	repeated: {
		id: 'repeated',
		quotes: [
			{ passageId: 'rule35-severity', sentence: 'Increasingly severe penalties shall be exacted for repetitive or flagrant fouls.' },
			{ passageId: 'rule35-severity-interpretation', sentence: 'A foul normally calling for a Penalty 4 may be awarded a Penalty 2 or 3 if the fouling team has been consistently fouling.' },
			{ passageId: 'rule35-severity-examples', sentence: 'The penalty for successive violations should be moved to a Penalty 4, or, if necessary, a Penalty 3 until Red stops taking full swings in the lineup.' }
		]
	},
	principles: {
		id: 'principles',
		quotes: [
			{ passageId: 'rule35-two-principles', sentence: 'The penalty must suit the violation and penalize the fouling team by awarding an advantage to the team fouled.' }
		]
	},
	outsideTable: {
		id: 'outside-table',
		quotes: [{ passageId: 'rule35-table-intro', sentence: 'The following penalties may be exacted for violation of specific Rules:' }]
	}
} as const satisfies Record<string, Guidance>;

/** Notes on the sanctions shown apart, when the table allows them. */
export const SANCTION_GUIDANCE: Record<string, Guidance> = {
	'6': {
		id: 'sanction-6',
		quotes: [{ passageId: 'rule37-p6', sentence: 'A penalty hit from a spot 60 yards from the end line opposite where the ball crossed the end line, but no more than 40 yards from the center of the 60-yard line.' }]
	},
	'7': {
		id: 'sanction-7',
		quotes: [{ passageId: 'rule37-p7-interpretation', sentence: 'The awarding of a Penalty 7 is left solely to the discretion of the Umpires and should be awarded only when an injury is the result of a foul.' }]
	},
	'8': {
		id: 'sanction-8',
		quotes: [{ passageId: 'rule37-p8', sentence: 'The mount is ordered off the field by the Umpire and disqualified from being played again during the game.' }]
	},
	'9': {
		id: 'sanction-9',
		quotes: [{ passageId: 'rule37-p9', sentence: 'The game shall be forfeited.' }]
	},
	'10': {
		id: 'sanction-10',
		quotes: [{ passageId: 'rule35-p10', sentence: 'Penalty 10 may be awarded for a dangerous or deliberate foul or conduct prejudicial to the game.' }]
	}
};

/** Rule 35 allows more than one penalty: shown with the sanctions. */
export const MORE_THAN_ONE: Quote = { passageId: 'rule35-more-than-one', sentence: 'More than one penalty may be exacted by the Umpire where appropriate.' };

/** A range on SEVERITY_ORDER, by index (0 = 5.a ... 5 = Penalty 1), inclusive. */
export interface Range {
	lo: number;
	hi: number;
}

const IDX = (id: RankedId) => SEVERITY_ORDER.indexOf(id);
const I5A = IDX('5a');
const I5B = IDX('5b');
const I4 = IDX('4');
const I3 = IDX('3');
const I2 = IDX('2');
const I1 = IDX('1');

export interface RangeResult {
	range: Range;
	/** The guidance applied, in the order applied. */
	guidance: Guidance[];
}

/**
 * The suggested range on the whole scale 5.a ... 1, before the table's limits. Steps, in order:
 * 1. degree of danger or unfair advantage sets the base: none 5.a-5.b; some 4; severe 4-2;
 * 2. position: a clear run raises the floor to 4 (to 3 when dangerous), and the ceiling to 3 for an unfair
 *    advantage;
 * 3. location: in the fouled team's own half the floor drops one degree (5.b, the centre hit); in front of the
 *    goal the fouling team defends, no 5.a and a minor foul goes to 4; there, with a clear run and danger or
 *    unfair advantage, Penalty 3 up to Penalty 1 (the goal prevented);
 * 4. frequency: repeated fouls move the range one degree up and widen it one more (never to Penalty 1 on
 *    frequency alone).
 */
export function suggestRange(f: Factors): RangeResult {
	const guidance: Guidance[] = [];
	let lo: number;
	let hi: number;
	const raiseTo = (floor: number, ceiling = floor) => {
		lo = Math.max(lo, floor);
		hi = Math.max(hi, ceiling, lo);
	};

	if (f.danger === 'none') {
		[lo, hi] = [I5A, I5B];
		guidance.push(GUIDANCE.minorFouls);
	} else if (f.danger === 'some') {
		[lo, hi] = [I4, I4];
		guidance.push(GUIDANCE.someDanger);
	} else {
		[lo, hi] = [I4, I2];
		guidance.push(GUIDANCE.severeDanger);
	}

	if (f.position === 'clear-run') {
		raiseTo(I4);
		guidance.push(GUIDANCE.clearRun);
		if (f.danger === 'some') {
			raiseTo(I4, I3);
			guidance.push(GUIDANCE.clearRunDeliberate);
		} else if (f.danger === 'severe') {
			raiseTo(I3, I2);
			guidance.push(GUIDANCE.clearRunDangerous);
		}
	}

	// "A minor infraction, if called in favor of the offensive team, should be moved forward to Penalty 4":
	// wherever it holds, whatever the location.
	const attacking = attackingOf(f);
	const minorForAttack = f.danger === 'none' && attacking === 'fouled';
	if (f.location === 'defensive-half') {
		lo = Math.max(lo - 1, f.danger === 'none' ? I5A : I5B);
		guidance.push(GUIDANCE.deepDefence);
		if (lo === I5A && !minorForAttack) guidance.push(GUIDANCE.only5aMinor);
	} else if (f.location === 'midfield') {
		if (lo === I5A && !minorForAttack) guidance.push(GUIDANCE.only5aMinor);
	} else {
		// No 5.a within the 60 yards; a minor foul there for the attacking team goes to 4 (both sentences).
		lo = Math.max(lo, I5B);
		hi = Math.max(hi, lo);
		if (minorForAttack) {
			raiseTo(I4);
			guidance.push(GUIDANCE.no5aNearGoal);
		} else {
			if (f.danger !== 'none') raiseTo(I4);
			guidance.push(GUIDANCE.no5aWithin60);
		}
		if (f.position === 'clear-run' && f.danger !== 'none') {
			raiseTo(I3, I1);
			guidance.push(GUIDANCE.preventGoal);
		}
	}
	if (minorForAttack && f.location !== 'goal-front') {
		raiseTo(I4);
		guidance.push(GUIDANCE.minorOffensive);
	} else if (f.danger === 'none' && attacking === 'fouling') {
		// "This does not mean that a foul in favor of the defending team should not move forward": moving it
		// forward is left open, neither required nor ruled out, so Penalty 4 is offered beside the Penalty 5.
		// Principle 1 ("the team fouled must never be worse off") forces neither: the team fouled, which was
		// defending, gets a free hit from a team that had the ball, whichever is chosen. (Applied after the
		// frequency: a repeated foul's range already reaches 4, and this is not a degree up.)
		guidance.push(GUIDANCE.minorDefending);
	}
	const mayMoveForward = f.danger === 'none' && attacking === 'fouling';

	if (f.frequency === 'repeated') {
		const cap = hi === I1 ? I1 : I2;
		lo = Math.min(lo + 1, cap);
		hi = Math.min(hi + 2, cap);
		guidance.push(GUIDANCE.repeated);
	}
	if (mayMoveForward) hi = Math.max(hi, I4);

	return { range: { lo, hi }, guidance };
}

export interface RankedPenalty {
	/** Field penalty page id: '5a', '5b', '4', '3', '2' or '1'. */
	id: RankedId;
	suggested: boolean;
}

export interface SeparateSanction {
	id: string;
	guidance: Guidance | undefined;
	/** True where the answers point to it (Penalty 10 for a severe foul). */
	consider: boolean;
}

export interface Suggestion {
	row: Table35Row;
	/** The placed penalties the row allows, least to most severe. */
	ranked: RankedPenalty[];
	/** The sanctions of their own (6-10) the row allows, in the table's order. */
	separate: SeparateSanction[];
	/** The suggested ids, least to most severe (empty when the row allows no placed penalty). */
	suggested: RankedId[];
	/** The range on the whole scale before the table's limits. */
	range: Range;
	guidance: Guidance[];
}

/** The allowed, ranked penalties of a row with a suggested range for the answers. Guidance only. */
export function suggest(row: Table35Row, f: Factors): Suggestion {
	const allowed = new Set(rowPenaltyIds(row));
	const rankedIds = SEVERITY_ORDER.filter((id) => allowed.has(id));
	const { range, guidance } = suggestRange(f);
	let suggested = rankedIds.filter((id) => IDX(id) >= range.lo && IDX(id) <= range.hi);
	const steps = [...guidance];
	if (suggested.length === 0 && rankedIds.length > 0) {
		// Nearest allowed penalty to the range: below it, the most severe allowed; above it, the least.
		const below = rankedIds.filter((id) => IDX(id) < range.lo);
		const nearest = below.length > 0 ? below[below.length - 1]! : rankedIds[0]!;
		suggested = [nearest];
		steps.push(GUIDANCE.outsideTable);
	}
	if (rankedIds.length > 0) steps.push(GUIDANCE.principles);
	const separate = SEPARATE_SANCTIONS.filter((id) => allowed.has(id)).map((id) => ({
		id,
		guidance: SANCTION_GUIDANCE[id],
		consider: id === '10' && f.danger === 'severe'
	}));
	return {
		row,
		ranked: rankedIds.map((id) => ({ id, suggested: suggested.includes(id) })),
		separate,
		suggested,
		range,
		guidance: steps
	};
}

/**
 * A second reading of the same example ("In the same play, if Red fouls Blue, Penalty 4"); its words are the
 * message `r35_variant_<key>` ('-' as '_').
 */
export type GuideVariant = 'penalized' | 'red-fouls-blue' | 'dangerous-cross' | 'continued';

/**
 * Worked examples of Rule 35 read as answers to the four considerations (only those the example states or
 * clearly implies), with the penalties the example awards. `variant` marks a second reading of the same
 * example.
 */
export interface GuideExample {
	exampleId: string;
	variant?: GuideVariant;
	factors: Partial<Factors>;
	outcome: RankedId[];
}

export const GUIDE_EXAMPLES: GuideExample[] = [
	// "approaching midfield": on the centre line, between two location classes, so location is left unstated.
	{ exampleId: 'rule35-two-principles-examples-1', factors: { danger: 'some', position: 'clear-run', attacking: 'fouled' }, outcome: ['3'] },
	// "Red #4 rides to back the ball from the goal mouth": the fouled team is defending its goal.
	{ exampleId: 'rule35-two-principles-examples-2', factors: { danger: 'some', location: 'defensive-half', position: 'contested', attacking: 'fouling' }, outcome: ['5b'] },
	{ exampleId: 'rule35-two-principles-examples-3', factors: { danger: 'severe', location: 'midfield', position: 'clear-run', attacking: 'fouled' }, outcome: ['3', '2'] },
	// Blue #3 turning to pick up a back-shot: which team was attacking is left unstated.
	{ exampleId: 'rule35-four-factors-example-1', factors: { danger: 'some', location: 'defensive-half', position: 'clear-run', frequency: 'first' }, outcome: ['5b', '4'] },
	{ exampleId: 'rule35-four-factors-example-1', variant: 'penalized', factors: { danger: 'some', location: 'defensive-half', position: 'clear-run', frequency: 'repeated' }, outcome: ['4'] },
	{ exampleId: 'rule35-both-teams-examples-1', factors: { danger: 'some', location: 'goal-front', position: 'clear-run', attacking: 'fouled' }, outcome: ['2', '3'] },
	{ exampleId: 'rule35-both-teams-examples-4', factors: { danger: 'severe', position: 'contested' }, outcome: ['4', '3', '2'] },
	// "Although not necessarily dangerous, the play is obviously a deliberate attempt to prevent the scoring of a goal": deliberate, not severe.
	{ exampleId: 'rule35-p1-examples-1', factors: { danger: 'some', location: 'goal-front', position: 'clear-run', attacking: 'fouled' }, outcome: ['1'] },
	// "Red's play was deliberate and dangerous and to prevent a sure goal."
	{ exampleId: 'rule35-p1-examples-2', factors: { danger: 'severe', location: 'goal-front', position: 'clear-run', attacking: 'fouled' }, outcome: ['1'] },
	// "Red #2 has deliberately fouled to prevent a goal. Whether or not the foul is considered dangerous": deliberate.
	{ exampleId: 'rule35-p1-examples-3', factors: { danger: 'some', location: 'goal-front', position: 'clear-run', attacking: 'fouled' }, outcome: ['1'] },
	// "Blue prepares to back the ball from the goal mouth": Blue, fouled, is defending.
	{ exampleId: 'rule35-p5-examples-1', factors: { danger: 'none', location: 'defensive-half', position: 'contested', attacking: 'fouling' }, outcome: ['5a'] },
	// "Red clears the ball from goal": Red, fouled, is defending.
	{ exampleId: 'rule35-p5-examples-2', factors: { danger: 'none', location: 'defensive-half', position: 'contested', attacking: 'fouling' }, outcome: ['5a'] },
	{ exampleId: 'rule35-p5-examples-2', variant: 'red-fouls-blue', factors: { danger: 'none', location: 'goal-front', position: 'contested', attacking: 'fouled' }, outcome: ['4'] },
	{ exampleId: 'rule35-p5-examples-3', factors: { danger: 'none', location: 'midfield', position: 'clear-run', attacking: 'fouled' }, outcome: ['4'] },
	{ exampleId: 'rule35-p5-examples-3', variant: 'dangerous-cross', factors: { danger: 'severe', location: 'midfield', position: 'clear-run', attacking: 'fouled' }, outcome: ['2', '3'] },
	// "Red #1 takes a full swing in the lineup, hitting an opponent's horse": the text does not grade the danger
	// (it awards a 5.b the first time and moves it up for repetition), so only the frequency is stated.
	{ exampleId: 'rule35-severity-examples-1', factors: { frequency: 'first' }, outcome: ['5b'] },
	{ exampleId: 'rule35-severity-examples-1', variant: 'continued', factors: { frequency: 'repeated' }, outcome: ['4', '3'] }
];

/** The answers an example is matched on: the four considerations and which team was attacking. */
const MATCH_KEYS = [...FACTOR_KEYS, 'attacking'] as const satisfies readonly (keyof Factors)[];

export interface ExampleMatch {
	example: GuideExample;
	/** How many of the example's stated factors agree with the answers. */
	matches: number;
	/** How many factors the example states. */
	of: number;
}

/**
 * The worked examples closest to the answers: every example whose stated factors all agree, or, when none
 * does, those that disagree on one factor only. Best first.
 */
export function matchingExamples(f: Factors): { exact: ExampleMatch[]; near: ExampleMatch[] } {
	const answers: Factors = { ...f, attacking: attackingOf(f) };
	const scored = GUIDE_EXAMPLES.map((example) => {
		const keys = MATCH_KEYS.filter((k) => example.factors[k] !== undefined);
		const matches = keys.filter((k) => example.factors[k] === answers[k]).length;
		return { example, matches, of: keys.length };
	});
	const exact = scored.filter((s) => s.matches === s.of).sort((a, b) => b.of - a.of);
	const near = exact.length > 0 ? [] : scored.filter((s) => s.of - s.matches === 1 && s.of >= 2).sort((a, b) => b.matches - a.matches);
	return { exact, near };
}
