/*
 * Rule coverage: for every sentence of Rule 37, Rule 35 and Arena Rule 9 (every passage but the worked
 * examples, which the scenario library covers one by one), how the site encodes it and the test that
 * checks it, or, for a sentence deliberately shown as text only, why. docs/rule-coverage.md is rendered
 * from this list (coverage.spec.ts keeps the two equal and checks that the list misses no sentence, that
 * every file it names exists and that every test it names quotes or names what it checks).
 *
 * Data only; nothing here runs at import beyond building the list.
 */

/** How a sentence is encoded. */
export type Encoding =
	/** The geometry places it: a ball, a zone, a line, a spot moved (src/lib/geometry). */
	| 'placement'
	/** The setup checker and the drills call a position legal or not by it (checkPosition). */
	| 'check'
	/** The animation shows it (src/lib/animation: a variant, a phase, an overlay). */
	| 'animation'
	/** A card states it with the sentence quoted (the outcome card, the rule panel's "After the hit"). */
	| 'card'
	/** The Rule 35 selector applies it (src/lib/scenarios/selector.ts). */
	| 'selector'
	/** The scenario library draws the worked examples that apply it (src/lib/scenarios/scenarios.ts). */
	| 'scenario'
	/** Shown as rule text only, for the reason given. */
	| 'text';

export interface SentenceCoverage {
	/** The passage (src/lib/rules) the sentence is in. */
	passage: string;
	/** How the sentence begins in the English original: enough to tell it from the passage's others. */
	starts: string;
	encoded: Encoding[];
	/** Where it is encoded: file paths from the repository root, each followed by what in it. */
	where: string;
	/** The test that checks it (a path from the repository root); absent for text only. */
	test?: string;
	/** What that test file contains that shows it checks this sentence: a quote, or the name it uses. */
	needle?: string;
	/** Text only: why. */
	reason?: string;
}

const G = 'src/lib/geometry/';
const A = 'src/lib/animation/';
const S = 'src/lib/scenarios/';
const SETUP_SPEC = `${G}setup.spec.ts`;
const REVIEW_SPEC = `${G}review.spec.ts`;
const AFTER_SPEC = `${G}after.spec.ts`;
const ANIM_AFTER_SPEC = `${A}after.spec.ts`;
const ANIM_REVIEW_SPEC = `${A}review.spec.ts`;
const FRAMES_SPEC = `${A}frames.spec.ts`;
const SELECTOR_SPEC = `${S}selector.spec.ts`;
const SCENARIOS_SPEC = `${S}scenarios.spec.ts`;
const CARDS_SPEC = 'src/lib/i18n/afterWords.spec.ts';
const RULES_SPEC = 'src/lib/rules/rules.spec.ts';
const RULE35_E2E = 'tests/e2e/rule35.spec.ts';
/** Issue 34: each line and distance probed on both sides, and a property per placement against the sentences measured independently. */
const BOUNDS_SPEC = `${G}boundaries.spec.ts`;
const FIDELITY_SPEC = `${G}fidelity.spec.ts`;

const FIELD_TS = `${G}field.ts`;
const ARENA_TS = `${G}arena.ts`;
const ARENA_SHARED_TS = `${G}arenaShared.ts`;
const AFTER_FIELD_TS = `${G}afterField.ts`;
const AFTER_ARENA_TS = `${G}afterArena.ts`;
const FRAMES_TS = `${A}frames.ts`;
const SELECTOR_TS = `${S}selector.ts`;
const SCENARIOS_TS = `${S}scenarios.ts`;

const c = (passage: string, starts: string, encoded: Encoding[], where: string, test: string, needle: string): SentenceCoverage => ({ passage, starts, encoded, where, test, needle });
const t = (passage: string, starts: string, reason: string): SentenceCoverage => ({ passage, starts, encoded: ['text'], where: 'src/lib/rules (the passage, shown on its page)', reason });

const P7_PROCEDURE = 'How and when the umpires apply Penalty 7 (its discretion, the 15 minutes, three a side, substitutes): procedure with nothing to place; the Penalty 7 card and its rule text.';
const CALLING = 'How an umpire calls a foul and signals it: the site starts from a foul already called.';
const DEAD_BALL = 'Dead-ball fouls (called while play is stopped): the site does not model stoppages or the clock; the Rule 35 selector covers the choice of penalty.';
const CLOCK = 'The game clock: the site does not model time outside the animation of one penalty.';
const CONDUCT = 'Rule 33 conduct, cards and ejection: umpire procedure with nothing placed; the worked examples that advance the ball are in the scenario library.';

export const COVERAGE: SentenceCoverage[] = [
	// ---------------------------------------------------------------------------------------------- Rule 37
	c('rule37-p1', 'If, in the opinion of the Umpire(s), a player commits a dangerous or deliberate foul', ['placement', 'animation'], `${FIELD_TS} (P1: the goal awarded, FIELD.p1Goal); ${FRAMES_TS} (the ball into the goal at the whistle)`, ANIM_REVIEW_SPEC, 'a dangerous or deliberate foul in the vicinity of the goal in order to save a goal'),
	c('rule37-p1', 'The game shall be resumed with a Penalty 5.b', ['placement', 'check', 'animation'], `${FIELD_TS} (P1: the 5.b restart with a change of direction, FIELD.p1Restart)`, SETUP_SPEC, 'The game shall be resumed with a Penalty 5.b awarded to the fouled team and a change in direction.'),
	c('rule37-p2', 'A penalty hit at the ball by the team fouled from the center of the 30-yard line', ['placement'], `${FIELD_TS} (P2: the ball on the 30 or at the spot, the option from, FIELD.p2Ball)`, SETUP_SPEC, 'ball: { x: 30, y: 0 }'),
	c('rule37-p2', 'For a penalty hit from the 30-yard line, all of the fouling team', ['placement', 'check'], `${FIELD_TS} (P2 from the 30: behind the back line, outside the goal: the goal line between the posts is in the goal, FIELD.p2Line); ${G}constraints.ts (outside-goal)`, BOUNDS_SPEC, 'field P2 "behind their back line, outside of the goal"'),
	c('rule37-p2', 'If the penalty is to be hit from the spot, none of the fouling team', ['placement', 'check'], `${FIELD_TS} (P2 from the spot: 30 yd from the ball, outside the goal, FIELD.p2Spot)`, BOUNDS_SPEC, 'field P2 from the spot "within 30 yards from the ball ... outside of the goal"'),
	c('rule37-p2', 'Once the ball is put into play, no player of the fouling team may enter the field.', ['animation'], `${FRAMES_TS} (P2's play phase: Red stays behind the back line; variant entered-early)`, ANIM_REVIEW_SPEC, 'Once the ball is put into play, no player of the fouling team may enter the field.'),
	c('rule37-p2b', 'If, in the opinion of the Umpire, when taking a Penalty 2, the penalty hit would have resulted in a goal', ['card', 'animation'], `${AFTER_FIELD_TS} (goal-prevented); ${FRAMES_TS} (entered-early's outcome caption)`, ANIM_AFTER_SPEC, 'FIELD_CITATIONS.p2b'),
	c('rule37-p2c', 'If, in the opinion of the Umpire, when taking a Penalty 2, the penalty hit is deflected', ['animation', 'card'], `${AFTER_FIELD_TS} (entered-early, from the 30 and from the spot: the same hit again); ${FRAMES_TS} (variant entered-early: a rider behind the back line)`, ANIM_AFTER_SPEC, 'Penalty 2c from the spot (RULE-READINGS, third pass)'),
	c('rule37-p3-note', '(At the election of the Host Tournament Committee', ['placement', 'animation'], `${FIELD_TS} (P3's option defended, FIELD.p3Note); ${FRAMES_TS} (variants defended and undefended)`, SETUP_SPEC, 'keeps a field P3 lined up the same whether defended or not'),
	c('rule37-p3', 'A penalty hit at the ball by the team fouled from the center of the 40-yard line', ['placement'], `${FIELD_TS} (P3: the ball on the 40, FIELD.p3Ball)`, SETUP_SPEC, 'Rule 37 P3: "All players of the team fouled are to be behind the 40-yard line"'),
	c('rule37-p3', 'All players of the team fouled are to be behind the 40-yard line unless', ['placement', 'check'], `${FIELD_TS} (P3: x >= 40 or off the field, FIELD.p3Fouled)`, BOUNDS_SPEC, 'field P3 fouled "behind the 40-yard line unless they are off the field"'),
	c('rule37-p3', 'All members of the fouling team who are not off the field or returning to their proper position shall be positioned behind the back line', ['placement', 'check'], `${FIELD_TS} (P3: behind the back line or off the field, never in the goal nor on its line between the posts, FIELD.p3Fouling)`, BOUNDS_SPEC, 'field P3 fouling "behind the back line, outside of the goal"'),
	c('rule37-p3', 'If the penalty is to be undefended, no member of the fouling team may enter the field', ['animation'], `${FRAMES_TS} (variants undefended and defended: riding in outside the posts; entered-early)`, FRAMES_SPEC, 'the fouling team rides in after the hit only when defended, never between the posts'),
	c('rule37-p3', 'The team fouled may hit or hit at the ball only once and may not make another play', ['animation', 'card'], `${FRAMES_TS} (P3's play caption); ${AFTER_FIELD_TS} (one-touch)`, ANIM_AFTER_SPEC, 'The team fouled may hit or hit at the ball only once'),
	c('rule37-p3b', 'If, in the opinion of the Umpire, when taking the Penalty 3, the hit would have resulted in a goal', ['card', 'animation'], `${AFTER_FIELD_TS} (goal-prevented); ${FRAMES_TS} (entered-early's outcome caption)`, AFTER_SPEC, 'FIELD.p3b.sentence'),
	c('rule37-p3c', 'If, in the opinion of the Umpire, when taking a Penalty 3, the penalty hit is deflected', ['animation', 'card'], `${AFTER_FIELD_TS} (entered-early); ${FRAMES_TS} (variant entered-early)`, ANIM_AFTER_SPEC, 'FIELD_CITATIONS.p3c'),
	c('rule37-p4', 'A free hit at the ball by the team fouled from the center of the 60-yard line', ['placement'], `${FIELD_TS} (P4: the ball on the 60, FIELD.p4Ball)`, SETUP_SPEC, 'Rule 37 P4:'),
	c('rule37-p4', 'The fouled team is free to position themselves anywhere on or off the playing field.', ['placement', 'check'], `${FIELD_TS} (P4: the fouled team unrestricted, FIELD.p4Fouled)`, SETUP_SPEC, 'The fouled team is free to position themselves anywhere on or off the playing field.'),
	c('rule37-p4', 'All members of the fouling team who are not off the field or returning to their proper position must be behind the 30-yard line', ['placement', 'check'], `${FIELD_TS} (P4: behind their own 30 or off the field, FIELD.p4Fouling)`, BOUNDS_SPEC, 'field P4 fouling "behind the 30-yard line"'),
	c('rule37-p4b', 'If, in the opinion of the Umpire, the hit would have resulted in a goal, but was prevented', ['card'], `${AFTER_FIELD_TS} (goal-prevented on P4)`, AFTER_SPEC, 'FIELD.p4b.sentence'),
	c('rule37-p5a', 'Hit from the Spot (Penalty 5.a)', ['placement'], `${FIELD_TS} (5.a: the spot moved in to 5 yd from the boards or side line, FIELD.p5aBall)`, SETUP_SPEC, 'A penalty hit from the spot where the ball was when the foul occurred, but at least 5 yards from the boards'),
	c('rule37-p5a', 'No member of the fouling team may be within 30 yards from the ball, and all members', ['placement', 'check'], `${FIELD_TS} (fiveDistance: 30 yd, and between the ball and the goal unless off the field, FIELD.p5aDistance)`, BOUNDS_SPEC, 'field P5.a fouling "within 30 yards ... between the ball and the goal"'),
	c('rule37-p5a', 'The team fouled may position itself anywhere.', ['placement', 'check'], `${FIELD_TS} (5.a: the fouled team unrestricted, FIELD.p5aFouled)`, SETUP_SPEC, 'The team fouled may position itself anywhere.'),
	c('rule37-p5b', 'Hit from the Center of the Field (Penalty 5.b)', ['placement'], `${FIELD_TS} (5.b: the ball on the centre spot, FIELD.p5bBall)`, SETUP_SPEC, 'A penalty hit from the center of the playing field.'),
	c('rule37-p5b', 'No member of the fouling team may be within 30 yards from the ball, and all members', ['placement', 'check'], `${FIELD_TS} (fiveDistance, FIELD.p5bDistance)`, REVIEW_SPEC, 'Rule 37 P5.b:'),
	c('rule37-p5b', 'The team fouled may position itself anywhere.', ['placement', 'check'], `${FIELD_TS} (5.b: the fouled team unrestricted, FIELD.p5bFouled)`, SETUP_SPEC, "['5b', 'The team fouled may position itself anywhere.']"),
	c('rule37-p6', 'A penalty hit from a spot 60 yards from the end line', ['placement'], `${FIELD_TS} (P6: x = 60, y clamped to 40 yd off centre; a crossing between the posts refused, FIELD.p6Ball)`, SETUP_SPEC, 'A penalty hit from a spot 60 yards from the end line opposite where the ball crossed the end line'),
	c('rule37-p6', 'The fouled team is free to position themselves anywhere on or off the playing field.', ['placement', 'check'], `${FIELD_TS} (P6: the fouled team unrestricted, FIELD.p6Fouled)`, SETUP_SPEC, "['6', 'The fouled team is free to position themselves anywhere on or off the playing field.']"),
	c('rule37-p6', 'All members of the fouling team who are not off the field or returning to their proper position must be behind the 30-yard line', ['placement', 'check'], `${FIELD_TS} (P6: behind their own 30 or off the field, FIELD.p6Fouling)`, REVIEW_SPEC, 'Rule 37 P6:'),
	c('rule37-p7', 'If a player is disabled by a foul', ['card'], `${FIELD_TS} (the Penalty 7 card and its further line p7-removal, "whose handicap is nearest above", FIELD.p7)`, FIDELITY_SPEC, 'whose handicap is nearest above the disabled player’s'),
	c('rule37-p7', 'If the disabled player’s handicap is equal to or higher', ['card'], `${FIELD_TS} (the card's further line p7-equal, FIELD.p7Equal)`, CARDS_SPEC, "['field', '7']"),
	t('rule37-p7', 'In the event of a handicap game', 'Handicaps are not modelled: the card says who may be designated, not what the handicaps become.'),
	c('rule37-p7', 'In the alternative, the team fouled shall have the option of providing a qualified substitute.', ['card'], `${FIELD_TS} (the Penalty 7 card's text and notes, FIELD.p7Substitute)`, REVIEW_SPEC, 'In the alternative, the team fouled shall have the option of providing a qualified substitute.'),
	t('rule37-p7-interpretation', 'The awarding of a Penalty 7', P7_PROCEDURE),
	t('rule37-p7-interpretation', 'The Umpire is directed to allow 15 minutes', P7_PROCEDURE),
	t('rule37-p7-interpretation', 'The Penalty 7 must be exacted at the time', P7_PROCEDURE),
	t('rule37-p7-interpretation', 'If the removal of a player is selected', P7_PROCEDURE),
	t('rule37-p7-interpretation', 'After the teams are reduced', P7_PROCEDURE),
	t('rule37-p7-interpretation', 'The player removed from the game', P7_PROCEDURE),
	t('rule37-p7-interpretation', 'However, the injured player may not return', P7_PROCEDURE),
	c('rule37-p8', 'The mount is ordered off the field', ['card'], `${FIELD_TS} (the Penalty 8 card, FIELD.p8)`, SETUP_SPEC, "['field', '8']"),
	c('rule37-p8', 'If a mount is ordered off the field for a violation of Rules 5, 6a or 6b', ['card'], `${FIELD_TS} (the card's further line p8-cure, FIELD.p8Cure)`, REVIEW_SPEC, 'If a mount is ordered off the field for a violation of Rules 5, 6a or 6b'),
	c('rule37-p8', '(Note: the penalty for a violation of Rule 6a is forfeiture.)', ['card'], `${FIELD_TS} (in p8-cure's words and the notes, FIELD.p8Note)`, REVIEW_SPEC, 'FIELD.p8Note'),
	c('rule37-p9', 'The game shall be forfeited.', ['card'], `${FIELD_TS} (the Penalty 9 card, FIELD.p9)`, SETUP_SPEC, "['field', '9']"),
	c('rule37-p9', 'In the event both teams commit a rule violation', ['card'], `${FIELD_TS} (the card's further line p9-both, FIELD.p9Both)`, REVIEW_SPEC, 'In the event both teams commit a rule violation in the same game invoking Penalty No. 9'),
	c('rule37-p10', 'The Umpire may exclude a player', ['card'], `${FIELD_TS} (the Penalty 10 card, FIELD.p10)`, SETUP_SPEC, "['field', '10']"),

	// ---------------------------------------------------------------------------------------------- Rule 35
	t('rule35-calling-a-foul', 'The Umpire(s) may declare any violation', CALLING),
	c('rule35-whistle', 'When a foul is called, the Umpire shall stop play', ['animation'], `${FRAMES_TS} (the whistle phase: the foul and the penalty announced)`, FRAMES_SPEC, "phase(frames, 'whistle')"),
	t('rule35-play-stopped', 'Should a foul be called when play has already been stopped', CALLING),
	t('rule35-dead-ball-penalized', 'A “dead ball” foul may be penalized', DEAD_BALL),
	t('rule35-dead-ball-called', 'A “dead ball” foul may be called', DEAD_BALL),
	t('rule35-two-principles', 'The selection of penalty gives the Umpire a range', 'States the umpire’s discretion: the selector says so ("Guidance, not a verdict").'),
	c('rule35-two-principles', 'In making the selection, the Umpire must apply two principles', ['selector'], 'src/lib/rules/table35.ts (rule35Principles, shown with the selector)', RULES_SPEC, 'rule35Principles'),
	c('rule35-two-principles', 'The penalty must suit the violation', ['selector'], `${SELECTOR_TS} (GUIDANCE.principles)`, SELECTOR_SPEC, 'the guidance sentences are the rulebook’s own words'),
	c('rule35-degrees', 'There are degrees of dangerous and unfair play.', ['selector'], `${SELECTOR_TS} (the danger answer, GUIDANCE.severeDanger)`, SELECTOR_SPEC, 'the guidance sentences are the rulebook’s own words'),
	c('rule35-degrees', 'Where more than one Penalty is prescribed', ['selector'], 'src/lib/scenarios/Rule35Selector.svelte ("Guidance, not a verdict: the umpire decides")', RULE35_E2E, 'umpire decides'),
	c('rule35-degrees', 'Among the considerations:', ['selector'], `${SELECTOR_TS} (the four answers); src/lib/rules/table35.ts (rule35Factors)`, RULES_SPEC, 'rule35Factors'),
	c('rule35-factor-danger', 'Degree of danger or unfair advantage', ['selector'], `${SELECTOR_TS} (Factors.danger)`, RULE35_E2E, 'Some: dangerous or deliberate, or a real advantage taken'),
	c('rule35-factor-location', 'Location of the violation on the field', ['selector'], `${SELECTOR_TS} (Factors.location, locationOf)`, SELECTOR_SPEC, 'the location classes follow it'),
	c('rule35-factor-position', 'Position of players on the field', ['selector'], `${SELECTOR_TS} (Factors.position)`, RULE35_E2E, 'The fouled player had a clear run at goal'),
	c('rule35-factor-frequency', 'Frequency of similar violations.', ['selector'], `${SELECTOR_TS} (Factors.frequency)`, RULE35_E2E, 'Repeated: the fouling team keeps committing it'),
	c('rule35-four-factors', 'The Umpire is required to consider all four factors', ['selector'], 'src/lib/scenarios/Rule35Selector.svelte (all four asked)', RULE35_E2E, 'the four answers move the suggestion'),
	c('rule35-four-factors', 'Each factor should be weighed', ['selector'], `${SELECTOR_TS} (suggestRange: each answer moves the range)`, SELECTOR_SPEC, 'one case per guidance sentence'),
	c('rule35-more-than-one', 'More than one penalty may be exacted', ['selector'], `${SELECTOR_TS} (MORE_THAN_ONE, shown with the sanctions)`, SELECTOR_SPEC, 'more than one penalty'),
	c('rule35-both-teams', 'If both teams commit a foul at approximately the same time', ['scenario'], `${SCENARIOS_TS} (rule35-both-teams-examples-2: no penalty, the throw-in drawn where play stopped)`, SCENARIOS_SPEC, 'no free hit is taken and the ball is thrown in at the point where play was stopped'),
	t('rule35-both-teams-interpretation', 'The Umpire is expected to apply whatever penalty', 'The umpire’s discretion within the table: the selector shows the table’s penalties and the guidance, never a verdict.'),
	c('rule35-both-teams-interpretation', 'Simultaneous fouls by both teams are offsetting', ['selector', 'scenario'], `${SELECTOR_TS} (Penalty 10 to consider for a severe foul); ${SCENARIOS_TS} (the offsetting examples)`, SELECTOR_SPEC, 'points to Penalty 10 for a severe foul'),
	c('rule35-table-intro', 'The following penalties may be exacted', ['selector'], `${SELECTOR_TS} (the table's limits, GUIDANCE.outsideTable)`, SELECTOR_SPEC, 'clamps to the table'),
	t('rule35-p1', 'Penalty 1.', 'The label of the sentence that follows.'),
	c('rule35-p1', 'If in the opinion of the umpire, a player commits a dangerous or deliberate foul', ['placement'], `${FIELD_TS} (P1: the goal awarded)`, SETUP_SPEC, 'awards the goal on field P1'),
	c('rule35-p1-interpretation', 'Penalty 1 is for fouls which prevent the scoring of a goal.', ['selector'], `${SELECTOR_TS} (GUIDANCE.preventGoal)`, SELECTOR_SPEC, 'Penalty 1 is for fouls which prevent the scoring of a goal.'),
	c('rule35-p1-interpretation', 'The player fouled must have a high probability of scoring.', ['selector'], `${SELECTOR_TS} (GUIDANCE.preventGoal: a clear run in front of goal)`, SELECTOR_SPEC, 'a foul that prevents a likely goal: up to Penalty 1'),
	c('rule35-p1-interpretation', 'Once such a foul is called, Penalty 1 shall be exacted.', ['selector'], `${SELECTOR_TS} (GUIDANCE.preventGoal)`, SELECTOR_SPEC, 'Once such a foul is called, Penalty 1 shall be exacted.'),
	c('rule35-p1-interpretation', 'The penalty is to award the goal which likely would have been scored.', ['placement', 'animation'], `${FIELD_TS} (P1's award); ${FRAMES_TS} (the goal at the whistle)`, SETUP_SPEC, 'awards the goal on field P1'),
	t('rule35-p1-interpretation', 'Penalty 1 may be exacted whether or not', 'Whether the goal was actually scored is not an input: the award is drawn either way.'),
	t('rule35-p1-interpretation', 'Although sometimes difficult to determine, the perceived intent', 'The umpire’s judgement of intent: the selector’s danger answer is the user’s.'),
	t('rule35-p1-interpretation', 'The rule also requires that the foul occur', 'No defined area ("in the vicinity of the goal"): the umpire’s discretion; the selector’s location answer is the user’s.'),
	t('rule35-p1-interpretation', 'Although there is no defined area', 'No defined area ("in the vicinity of the goal"): the umpire’s discretion; the selector’s location answer is the user’s.'),
	c('rule35-p5', 'Penalty 5.a. or 5.b is to be awarded for fouls that:', ['selector'], `${SELECTOR_TS} (GUIDANCE.minorFouls)`, SELECTOR_SPEC, 'Penalty 5.a. or 5.b is to be awarded for fouls that:'),
	c('rule35-p5-without-danger', 'Are without danger', ['selector'], `${SELECTOR_TS} (GUIDANCE.minorFouls)`, SELECTOR_SPEC, 'a minor foul away from the goal: 5.a or 5.b'),
	c('rule35-p5-inadvertent', 'Are inadvertent, not deliberate', ['selector'], `${SELECTOR_TS} (GUIDANCE.minorFouls)`, SELECTOR_SPEC, 'a minor foul away from the goal: 5.a or 5.b'),
	c('rule35-p5-minor-advantage', 'Provide a minor advantage', ['selector'], `${SELECTOR_TS} (GUIDANCE.minorFouls)`, SELECTOR_SPEC, 'a minor foul away from the goal: 5.a or 5.b'),
	t('rule35-p5-interpretation', 'A play without the elements of danger', 'Whether to call a foul at all is the umpire’s: the selector starts from a foul called.'),
	c('rule35-p5-interpretation', 'A minor infraction, if called in favor of the offensive team', ['selector'], `${SELECTOR_TS} (the attacking answer, GUIDANCE.minorOffensive)`, SELECTOR_SPEC, 'A minor infraction, if called in favor of the offensive team, should be moved forward to Penalty 4.'),
	c('rule35-p5-interpretation', 'This does not mean that a foul in favor of the defending team', ['selector'], `${SELECTOR_TS} (GUIDANCE.minorDefending: Penalty 4 offered beside the 5, principle 1 quoted)`, SELECTOR_SPEC, 'a minor foul in favour of the defending team may move forward: 5.a, 5.b or 4 in midfield'),
	c('rule35-p5-interpretation', 'Penalty 5.a from the point of the infraction should be awarded only', ['placement', 'selector'], `${FIELD_TS} (5.a's warning, never a move, RULE35_5A); ${SELECTOR_TS} (GUIDANCE.no5aWithin60)`, SETUP_SPEC, 'warns, without moving the ball, when a field 5.a is within 60 yd'),
	t('rule35-p5-interpretation', 'The penalty awarded must advantage the fouled team', 'A restatement of the two principles, shown with the selector.'),
	c('rule35-p10', 'Penalty 10 may be awarded', ['selector', 'card'], `${SELECTOR_TS} (SANCTION_GUIDANCE['10']); ${FIELD_TS} (the Penalty 10 card)`, SELECTOR_SPEC, 'the guidance sentences are the rulebook’s own words'),
	t('rule35-p10', 'The umpire should display a red card.', 'How the umpire signals: nothing is placed.'),
	c('rule35-severity', 'Increasingly severe penalties', ['selector'], `${SELECTOR_TS} (GUIDANCE.repeated)`, SELECTOR_SPEC, 'Increasingly severe penalties shall be exacted for repetitive or flagrant fouls.'),
	t('rule35-severity-interpretation', 'Although a wide range of penalties', 'Guidance in general terms: the selector’s range follows the specific sentences below it.'),
	t('rule35-severity-interpretation', 'This applies to extremely severe', 'Guidance in general terms: the selector’s range follows the specific sentences below it.'),
	t('rule35-severity-interpretation', 'Selection of the penalty must discourage', 'Guidance in general terms: the selector’s range follows the specific sentences below it.'),
	c('rule35-severity-interpretation', 'If improper conduct continues', ['selector'], `${SELECTOR_TS} (frequency repeated: one degree up)`, SELECTOR_SPEC, "frequency: 'repeated'"),
	c('rule35-severity-interpretation', 'A foul normally calling for a Penalty 4', ['selector'], `${SELECTOR_TS} (GUIDANCE.repeated)`, SELECTOR_SPEC, 'A foul normally calling for a Penalty 4 may be awarded a Penalty 2 or 3 if the fouling team has been consistently fouling.'),
	t('rule35-conduct-interpretation', 'The Umpire must act firmly', CONDUCT),
	t('rule35-conduct-interpretation', 'When the whistle goes', CONDUCT),
	c('rule35-conduct-interpretation', 'If the player then, physically or verbally', ['scenario'], `${SCENARIOS_TS} (rule35-conduct-examples-1, -4, -5: the placement advanced)`, SCENARIOS_SPEC, 'every example in the rule data has exactly one scenario'),
	t('rule35-conduct-interpretation', 'If the violation occurs a second time', CONDUCT),
	t('rule35-conduct-interpretation', '(See Rule 33.b(1)(b).)', CONDUCT),
	t('rule35-conduct-interpretation', 'Advancing the ball repeatedly', CONDUCT),
	t('rule35-conduct-interpretation', 'If an Umpire elects to put a player off the field', CONDUCT),
	t('rule35-conduct-interpretation', 'If the second Umpire challenges the call', CONDUCT),

	// ---------------------------------------------------------------------------------------------- Arena Rule 9
	t('arena9-intro', 'SPECIFIC PENALTIES:', 'A heading.'),
	t('arena9-intro', 'A violation of these Rules may be penalized', 'The lead-in to the list of penalties.'),
	c('arena9-p1', 'If, in the opinion of the Umpire(s), a player commits a deliberate foul', ['placement', 'animation'], `${ARENA_TS} (P1: one or two goals, Rule 6.a(2), ARENA.p1Goal)`, SETUP_SPEC, 'one or two goals in the arena'),
	c('arena9-p1', 'The game shall be resumed with a Penalty 5.b awarded to the team fouled.', ['placement', 'check'], `${ARENA_TS} (P1: the 5.b restart, ARENA.p1Restart); ${AFTER_ARENA_TS} (the 5.b's outcomes follow: goal, out of play, clean miss)`, AFTER_SPEC, 'arena Penalty 1, resuming with a 5.b'),
	c('arena9-p2', 'A free hit at the ball by the team fouled from a spot 15 yards', ['placement', 'check'], `${ARENA_TS} (standard('2'): the spot, behind the point of the hit, the designated defender along the end wall or in the corner; ARENA.p2Ball, p2Behind, p2Defender)`, BOUNDS_SPEC, '...free(\'2\', 15)'),
	c('arena9-p2', 'That member of the fouling team may not switch sides', ['animation'], `${FRAMES_TS} (the wide shot and the rebound on the defender's own side, ARENA.p2Switch)`, ANIM_AFTER_SPEC, 'may not switch sides either left or right of the goal once the Umpire has called'),
	c('arena9-p2', 'No opponent shall be within 5 yards of the player making the hit.', ['placement', 'check'], `${ARENA_TS} (the fouling team 5 yd from the ball, ARENA.p2Five)`, SETUP_SPEC, '"No opponent shall be within 5 yards of the player making the hit."'),
	c('arena9-p2', 'If the ball is hit wide of the goal and rebounds off the end wall', ['animation', 'card'], `${FRAMES_TS} (variant wide-rebound); ${AFTER_ARENA_TS} (wide-rebound, ARENA.p2Wide)`, ANIM_AFTER_SPEC, '"only the fouling team may play the ball, but it must do so immediately"'),
	c('arena9-p2', 'As used in the prior sentence, the word “immediately”', ['animation'], `${FRAMES_TS} (the 5-second count and the 5-yard circle, overlays); ${A}overlays.ts`, ANIM_AFTER_SPEC, 'no fouled player within 5 yards of that play'),
	c('arena9-p2', 'If a member of the fouled team affects that play', ['animation', 'placement'], `${AFTER_ARENA_TS} (rebound-affected: the centre hit's setup); ${FRAMES_TS} (variant rebound-affected)`, ANIM_AFTER_SPEC, 'If a member of the fouled team affects that play, the Umpire(s) may award a center hit or more severe penalty.'),
	c('arena9-p2', 'If the fouling team does not play the ball immediately', ['animation', 'placement'], `${AFTER_ARENA_TS} (rebound-late: the same hit again); ${FRAMES_TS} (variant rebound-late)`, ANIM_AFTER_SPEC, 'If the fouling team does not play the ball immediately'),
	c('arena9-p2', 'If the ball is hit directly out of play on the penalty shot', ['animation', 'placement'], `${AFTER_ARENA_TS} (outOfPlaySpot, outcomeSetup out-of-play, ARENA.p2Out); ${FRAMES_TS} (variant out-of-play)`, AFTER_SPEC, 'ARENA.p2Out.sentence'),
	c('arena9-p2', 'If the goal is scored directly from the mallet of the hitter', ['animation', 'card'], `${AFTER_ARENA_TS} (goal: one point); ${FRAMES_TS} (the play caption)`, ANIM_AFTER_SPEC, '"If the goal is scored directly from the mallet of the hitter it shall count as one point."'),
	c('arena9-p2', 'Play shall continue, in the event no goal is scored', ['card'], `${AFTER_ARENA_TS} (goal: play continues, ARENA.p2PlayOn)`, AFTER_SPEC, 'ARENA.p2PlayOn'),
	c('arena9-p2-inside-15', 'If the team fouled is awarded a Penalty 2 inside the 15-yard line', ['placement'], `${ARENA_TS} (P2's option from: the spot, for a foul inside the 15, ARENA.p2InsideChoice)`, SETUP_SPEC, 'Arena P2 inside the 15'),
	c('arena9-p2-inside-15', 'If a penalty shot from the 15-yard line is elected', ['placement'], `${ARENA_TS} (from the line: the standard Penalty 2)`, AFTER_SPEC, 'the Penalty 2 procedure above shall apply'),
	c('arena9-p2-inside-15', 'If a penalty shot from the spot is elected', ['placement', 'check'], `${ARENA_TS} (behind the 15; the defender on the side away from the ball, ARENA.p2InsideBehind)`, SETUP_SPEC, 'the end wall on the opposite side of the goal from the point of the free hit'),
	c('arena9-p2-inside-15', 'All other procedures shall be as in the standard Penalty 2.', ['card', 'animation'], `${AFTER_ARENA_TS} (the same outcomes after the hit as the standard Penalty 2, ARENA.p2InsideOther)`, AFTER_SPEC, 'All other procedures shall be as in the standard Penalty 2'),
	c('arena9-p3', 'A free hit at the ball by the team fouled from a spot 25 yards', ['placement', 'check'], `${ARENA_TS} (standard('3'); ARENA.p3Ball, p3Behind, p3Defender)`, BOUNDS_SPEC, 'arena P3 designated defender "along the end wall ... no closer to the goal than 10 yards from its edge"'),
	c('arena9-p3', 'That member of the fouling team may not switch sides', ['animation'], `${FRAMES_TS} (ARENA.p3Switch)`, ANIM_AFTER_SPEC, 'may not switch sides either left or right of the goal once the Umpire has called'),
	c('arena9-p3', 'No opponent shall be within 5 yards of the player making the hit.', ['placement', 'check'], `${ARENA_TS} (ARENA.p3Five)`, BOUNDS_SPEC, 'arena P3 "No opponent shall be within 5 yards of the player making the hit"'),
	c('arena9-p3', 'If the ball is hit wide of the goal and rebounds off the end wall', ['animation', 'card'], `${FRAMES_TS} (variant wide-rebound, ARENA.p3Wide)`, REVIEW_SPEC, 'Arena Rule 9, Penalty 3'),
	c('arena9-p3', 'As used in the prior sentence, the word “immediately”', ['animation'], `${FRAMES_TS} (the count and the circle, ARENA.p3Immediately)`, AFTER_SPEC, 'ARENA.p3Immediately'),
	c('arena9-p3', 'If a member of the fouled team affects that play', ['animation', 'placement'], `${AFTER_ARENA_TS} (rebound-affected, ARENA.p3Affected)`, ANIM_AFTER_SPEC, 'rebound-affected'),
	c('arena9-p3', 'If the fouling team does not play the ball immediately', ['animation', 'placement'], `${AFTER_ARENA_TS} (rebound-late, ARENA.p3Late)`, ANIM_AFTER_SPEC, 'rebound-late'),
	c('arena9-p3', 'If the ball is hit directly out of play on the penalty shot', ['animation', 'placement'], `${AFTER_ARENA_TS} (out-of-play, ARENA.p3Out)`, AFTER_SPEC, 'out of play on a Penalty 3'),
	c('arena9-p3', 'If the goal is scored directly from the mallet of the hitter', ['animation', 'card'], `${AFTER_ARENA_TS} (goal: one point, ARENA.p3Goal)`, AFTER_SPEC, "['arena P3', { venue: arena, penalty: '3' }"),
	c('arena9-p3', 'Play shall continue in the event no goal is scored', ['card'], `${AFTER_ARENA_TS} (ARENA.p3PlayOn)`, AFTER_SPEC, 'ARENA.p3PlayOn'),
	c('arena9-p4', 'A free hit at the ball by the team fouled from a spot 25 yards', ['placement', 'check'], `${ARENA_TS} (standard('4'): the designated defender within the 5-yard arc of the goal mouth; ARENA.p4Ball, p4Behind, p4Defender)`, BOUNDS_SPEC, 'arena P4 designated defender "within a 5-yard arc of the goal"'),
	c('arena9-p4', 'No opponent shall be within 5 yards of the player making the hit.', ['placement', 'check'], `${ARENA_TS} (ARENA.p4Five)`, SETUP_SPEC, "penalty: '4'"),
	c('arena9-p4', 'If the defender in goal blocks the ball', ['animation', 'card'], `${AFTER_ARENA_TS} (blocked); ${FRAMES_TS} (variant blocked)`, ANIM_AFTER_SPEC, 'blocked: "If the defender in goal blocks the ball with his mallet, body or horse'),
	c('arena9-p4', 'If the ball is hit wide of the goal and rebounds off the end wall', ['animation', 'card'], `${FRAMES_TS} (variant wide-rebound, ARENA.p4Wide)`, REVIEW_SPEC, 'Arena Rule 9, Penalty 4'),
	c('arena9-p4', 'As used in the prior sentence(s), the word “immediately”', ['animation'], `${FRAMES_TS} (the count and the circle, ARENA.p4Immediately)`, ANIM_AFTER_SPEC, "name: 'arena P4'"),
	c('arena9-p4', 'If a member of the fouled team affects that play', ['animation', 'placement'], `${AFTER_ARENA_TS} (rebound-affected, ARENA.p4Affected)`, AFTER_SPEC, 'ARENA.p4Affected'),
	c('arena9-p4', 'If the fouling team does not play the ball immediately', ['animation', 'placement'], `${AFTER_ARENA_TS} (rebound-late, ARENA.p4Late)`, ANIM_AFTER_SPEC, 'rebound-late'),
	c('arena9-p4', 'If the goal is scored, whether directly or off the wall, or after contact', ['animation', 'card'], `${FRAMES_TS} (the shot past or off the defender in the arc, ARENA.p4Goal)`, ANIM_REVIEW_SPEC, 'after contact with the defender’s mallet, body, or mount, it shall count as one point'),
	c('arena9-p4', 'If the criteria of Rule 6.a(3) are satisfied', ['card', 'animation'], `${AFTER_ARENA_TS} (goal: points two under 6.a(3), never decided, ARENA.p4Two)`, AFTER_SPEC, 'ARENA.p4Two'),
	c('arena9-p4', 'If the ball is hit directly out of play on the penalty shot', ['animation', 'placement'], `${AFTER_ARENA_TS} (out-of-play, ARENA.p4Out)`, AFTER_SPEC, 'ARENA.p4Out'),
	c('arena9-p4', 'Play shall continue in the event that no goal is scored', ['card'], `${AFTER_ARENA_TS} (ARENA.p4PlayOn)`, AFTER_SPEC, 'ARENA.p4PlayOn'),
	t('arena9-p5', 'At the discretion of the Umpire, a free hit at the ball by the team fouled from:', 'The lead-in to Penalties 5.a and 5.b, which place the ball.'),
	c('arena9-p5a', 'The point of infraction, if 25 yards or more', ['placement'], `${ARENA_TS} (arenaSpotBall: 25 yd from the goal mouth, a segment; ${G}build.ts awayFromMouth; ARENA.p5aBall)`, BOUNDS_SPEC, '"the ball must be placed no closer than 25 yards from that goal" (to the mouth)'),
	c('arena9-p5a', 'Both teams shall position themselves anywhere in the arena except', ['placement', 'check'], `${ARENA_SHARED_TS} (fiveLineup: the fouling team 5 yd from the ball, ARENA.p5aFive)`, SETUP_SPEC, '[F, { x: 25, y: 4.9 }, false]'),
	c('arena9-p5a', 'No player may line up in the Right of Way unless at a minimum of 16 yards', ['placement', 'check'], `${ARENA_SHARED_TS} (fiveLineup: the right of way, ARENA.p5aRow)`, SETUP_SPEC, '"No player may line up in the Right of Way unless at a minimum of 16 yards from the ball."'),
	c('arena9-p5a', 'Should the point of infraction be less than five yards from the wall', ['placement'], `${ARENA_TS} (arenaSpotBall, ARENA.p5aWall)`, BOUNDS_SPEC, 'the ball moved is the nearest point that satisfies both'),
	c('arena9-p5a', 'Play shall continue in the event that no goal is scored', ['card'], `${AFTER_ARENA_TS} (ARENA.p5aPlayOn)`, AFTER_SPEC, 'ARENA.p5aPlayOn'),
	c('arena9-p5a', 'If the ball is hit directly out of play on the penalty shot', ['animation', 'placement'], `${AFTER_ARENA_TS} (outOfPlaySpot, ARENA.p5aOut); ${FRAMES_TS} (variant out-of-play)`, AFTER_SPEC, 'ARENA.p5aOut.sentence'),
	c('arena9-p5a', 'That free hit will be taken from the point where the ball went out of play unless', ['placement'], `${AFTER_ARENA_TS} (outOfPlaySpot: the centre line, ARENA.p5aOutCentre)`, AFTER_SPEC, 'ARENA.p5aOutCentre.sentence'),
	c('arena9-p5a', 'If a goal is scored that satisfies the criteria in Rule 6.a(2)', ['card', 'animation'], `${AFTER_ARENA_TS} (goal: two under 6.a(2), never decided, ARENA.p5aTwo)`, AFTER_SPEC, 'ARENA.p5aTwo.sentence'),
	c('arena9-p5b', 'A point at the mid-point center line of the arena', ['placement', 'check'], `${ARENA_TS} (the centre spot, and arenaShared.ts's fiveLineup; ARENA.p5bBall, p5bFive)`, SETUP_SPEC, 'Arena P5.b: "A point at the mid-point center line of the arena"'),
	c('arena9-p5b', 'No player may line up in the Right of Way unless at a minimum of 16 yards', ['placement', 'check'], `${ARENA_TS} (ARENA.p5bRow)`, SETUP_SPEC, "code: 'in-right-of-way', r: 16"),
	c('arena9-p5b', 'Play shall continue if no goal is scored', ['card'], `${AFTER_ARENA_TS} (ARENA.p5bPlayOn)`, AFTER_SPEC, 'ARENA.p5bPlayOn'),
	c('arena9-p5b', 'If the ball is hit directly out of play on the penalty shot', ['animation', 'placement'], `${AFTER_ARENA_TS} (out-of-play, ARENA.p5bOut; the centre line read for 5.b too)`, AFTER_SPEC, 'ARENA.p5bOut.sentence'),
	c('arena9-p5b', 'If a goal is scored that satisfies the criteria in Rule 6.a(2)', ['card', 'animation'], `${AFTER_ARENA_TS} (ARENA.p5bTwo)`, AFTER_SPEC, 'ARENA.p5bTwo.sentence'),
	c('arena9-p5a-interpretation', 'The Penalty 5.a from the point of the infraction should be awarded only for the minor incidents', ['placement'], `${ARENA_TS} (arenaSpotBall: 25 yd from the goal mouth, ARENA.p5aPlacement)`, FIDELITY_SPEC, 'no closer than 25 yards from the goal", measured to the goal mouth'),
	c('arena9-p5a-interpretation', 'The ball placement for a Penalty 5.a shall be not less than five yards from the wall.', ['placement'], `${ARENA_TS} (arenaSpotBall: 5 yd from every wall)`, SETUP_SPEC, 'from the nearest spot in the arena which is five yards from the wall'),
	c('arena9-alt9', 'ALTERNATIVE RULE 9', ['placement'], `${ARENA_TS} (the option alternativeRule9)`, SETUP_SPEC, 'Alternative Rule 9'),
	c('arena9-alt9-rule', 'If a team is fouled outside the 25 yard line', ['placement', 'card'], `${ARENA_TS} (alternative9: strictly beyond the line, x > 25, lined up as a 5.a, ARENA.alt9); ${AFTER_ARENA_TS} (goal: a 2 point opportunity; out of play as in Penalty 2 or 3)`, BOUNDS_SPEC, 'Alternative Rule 9, "fouled outside the 25 yard line"'),
	c('arena9-p6a', 'In the event of a failure to correctly carry out the above Penalties 2, 3, 4 or 5 by the fouling team', ['placement'], `${ARENA_TS} (6.a: the re-hit lined up as the original, ARENA.p6a)`, SETUP_SPEC, 'Arena P6.a: "another free hit shall be granted the hitter at the same place originally called for in the penalty awarded"'),
	c('arena9-p6a', 'However, if, in the opinion of the Umpire, the original free hit would have resulted in a goal', ['card'], `${AFTER_ARENA_TS} (step-up, ARENA.p6aStepUp)`, AFTER_SPEC, 'ARENA.p6aStepUp.sentence'),
	c('arena9-p6b', 'In the case of failure to correctly carry out Penalties 2, 3, or 4 by the team fouled', ['placement', 'check'], `${ARENA_TS} (6.b: the fouling team's free hit from the original spot, ARENA.p6b)`, SETUP_SPEC, 'Arena P6.b: "a free hit from the original spot of the foul shot shall be granted to the fouling team"'),
	c('arena9-p6b', 'Any goal scored as a result of the original free hit shall not be counted.', ['card'], `${AFTER_ARENA_TS} (not-counted, ARENA.p6bNoGoal)`, AFTER_SPEC, 'ARENA.p6bNoGoal.sentence'),
	c('arena9-p6c', 'In the case of failure to correctly carry out Penalties 5.a or 5.b by the team fouled', ['placement', 'check'], `${ARENA_TS} (6.c: the fouling team's free hit, ARENA.p6c)`, SETUP_SPEC, "penalty: '6c'"),
	c('arena9-p6c', 'If the spot is closer to the goal the fouling team is attacking than the center of the arena', ['placement'], `${ARENA_TS} (6.c: moved to the centre, ARENA.p6cCentre)`, SETUP_SPEC, 'Arena P6.c: "If the spot is closer to the goal the fouling team is attacking than the center of the arena'),
	c('arena9-p6d', 'In the case of a failure to correctly carry out Penalties 2, 3, 4 or 5 by both teams', ['placement'], `${ARENA_TS} (6.d: the re-hit from the same spot, ARENA.p6d)`, AFTER_SPEC, 'another free hit shall be granted to the hitter from the same spot regardless of whether a goal was scored'),
	c('arena9-p6d', 'Any goal scored as a result of the original free hit shall not be counted.', ['card'], `${AFTER_ARENA_TS} (not-counted, ARENA.p6dNoGoal)`, AFTER_SPEC, 'ARENA.p6dNoGoal.sentence'),
	c('arena9-p7', 'If a player is disabled by a foul', ['card'], `${ARENA_TS} (the Penalty 7 card, ARENA.p7)`, SETUP_SPEC, "['arena', '7']"),
	c('arena9-p7-substitute', 'Have the option of providing a qualified substitute.', ['card'], `${ARENA_TS} (the Penalty 7 card's text and notes, ARENA.p7Substitute)`, REVIEW_SPEC, 'ARENA.p7Substitute'),
	c('arena9-p7-removal', 'Designate the removal of a player', ['card'], `${ARENA_TS} (the card's further line arena-p7-removal, ARENA.p7Removal)`, CARDS_SPEC, "['arena', '7']"),
	c('arena9-p7-removal', 'If the disabled player’s handicap is equal to or higher', ['card'], `${ARENA_TS} (the card's further line arena-p7-equal, ARENA.p7Equal)`, CARDS_SPEC, "['arena', '7']"),
	t('arena9-p7-removal', 'In the event of a handicap game', 'Handicaps are not modelled: the card says who may be designated, not what the handicaps become.'),
	c('arena9-p8', 'The player or mount shall be disqualified.', ['card'], `${ARENA_TS} (the Penalty 8 card, ARENA.p8)`, SETUP_SPEC, "['arena', '8']"),
	c('arena9-p8', 'If the disqualification is for illegal equipment', ['card'], `${ARENA_TS} (the card's further line arena-p8-return, ARENA.p8Return)`, CARDS_SPEC, "['arena', '8']"),
	c('arena9-p8', '(Note: the penalty for a violation of Rule 2.e is forfeiture.)', ['card'], `${ARENA_TS} (in arena-p8-return's words and the notes, ARENA.p8Note)`, CARDS_SPEC, "['arena', '8']"),
	c('arena9-p9', 'The game shall be forfeited.', ['card'], `${ARENA_TS} (the Penalty 9 card, ARENA.p9)`, SETUP_SPEC, "['arena', '9']"),
	c('arena9-p9', 'In the event both teams commit a rule violation', ['card'], `${ARENA_TS} (the card's further line arena-p9-both, ARENA.p9Both)`, CARDS_SPEC, "['arena', '9']"),
	t('arena9-execution', 'EXECUTION OF PENALTIES:', 'A heading.'),
	t('arena9-exec-setup', 'On Penalties 1, 2, 3, 4 and 5, one player may', 'Who puts the ball on its spot, with the umpire’s permission: the diagram shows the ball on its spot, not who placed it.'),
	c('arena9-exec-one-hit', 'The team fouled may hit or hit at the ball only once on Penalties 2, 3 and 4', ['card', 'animation'], `${AFTER_ARENA_TS} (one-touch, ARENA.execOneHit); ${FRAMES_TS} (the hitter keeps clear of the rebound)`, AFTER_SPEC, 'The team fouled may hit or hit at the ball only once on Penalties 2, 3 and 4'),
	c('arena9-exec-wait-rebound', 'On Penalties 2 and 3, no member of the fouling team may hit the ball until it rebounds', ['animation', 'card'], `${FRAMES_TS} (the designated defender waits for the ball to come off the wall); ${AFTER_ARENA_TS} (defender-waits)`, FRAMES_SPEC, 'the ball touches the end wall wide of the goal and comes back; the designated defender plays it in time'),
	c('arena9-exec-missed', 'Should the ball be hit at and missed', ['animation', 'placement'], `${AFTER_ARENA_TS} (missedSpot, outcomeSetup missed, ARENA.execMissed); ${FRAMES_TS} (variant missed)`, AFTER_SPEC, 'ARENA.execMissed.sentence'),
	c('arena9-exec-rebound-25', 'On a Penalty 2, 3, or 4, if the ball rebounds within or outside the 25 yard line', ['animation'], `${FRAMES_TS} (the rebound phase, ARENA.execRebound25); ${A}overlays.ts (the count)`, ANIM_AFTER_SPEC, 'within 5 seconds'),
	c('arena9-exec-clean-miss', 'In the event the hitter misses the ball completely', ['animation', 'card'], `${AFTER_ARENA_TS} (clean-miss, ARENA.execCleanMiss); ${FRAMES_TS} (variant clean-miss)`, AFTER_SPEC, 'ARENA.execCleanMiss.sentence'),
	t('arena9-exec-what-is-a-hit', 'Once the Umpire has called “PLAY” any touching of the ball', 'Defines a hit: the animation’s strike is a mallet hit, and a horse kicking the ball is not animated.'),
	t('arena9-exec-what-is-a-hit', 'A horse kicking the ball is not considered a hit', 'Defines a hit: the animation’s strike is a mallet hit, and a horse kicking the ball is not animated.'),
	t('arena9-exec-two-approaches', 'On Penalties 1, 2, 3, 4 or 5, play shall begin and the clock started', CLOCK),
	c('arena9-exec-two-approaches', 'The hitter must hit or hit at the ball on the first or second approach', ['scenario'], `${SCENARIOS_TS} (arena9-exec-approach-examples-1 and -2: the second approach, then a 6.b)`, SCENARIOS_SPEC, 'arena9-exec-approach-examples-2'),
	t('arena9-exec-no-contact', 'On Penalties 1, 2, 3, 4 or 5 there shall be no contact', 'Contact between players is not modelled: the site places players, it does not collide them.'),
	c('arena9-exec-not-a-penalty', 'When a Penalty 2, 3 or 4 is awarded and the ball is hit at and missed', ['animation', 'card'], `${AFTER_ARENA_TS} (missed: the free hit is not a penalty, ARENA.execNotAPenalty)`, ANIM_AFTER_SPEC, 'ARENA_CITATIONS.execNotAPenalty'),
	t('arena9-exec-not-a-penalty', 'If less than 5 seconds remains on the clock', CLOCK),
	c('arena9-exec-designated-defender', 'If the penalty shot on a Penalty 2 or 3 hits the designated member', ['scenario', 'card'], `${SCENARIOS_TS} (the designated-defender examples, linked to variants); ${AFTER_ARENA_TS} (defender-touched, ARENA.execDefenderTouched)`, SCENARIOS_SPEC, 'the designated defender touched on the fly'),
	c('arena9-exec-designated-defender', 'If the penalty shot hits a designated member of the fouling team who is not properly positioned', ['scenario', 'card'], `${SCENARIOS_TS} (examples 2 to 5: the re-hit, a 6.a after the 3); ${AFTER_ARENA_TS} (ARENA.execDefenderFault)`, SCENARIOS_SPEC, 'arena9-exec-designated-defender-examples'),
	t('arena9-exec-approach', 'The hitter of the foul shot is considered to be approaching', 'Defines approaching, for the two approaches: the animation’s hitter approaches once.')
];

/** Passages covered as a whole rather than sentence by sentence: the Rule 35 table, read cell by cell. */
export const WHOLE_PASSAGES: SentenceCoverage[] = [
	c('rule35-table', 'RULE PENALTY VIOLATED EXACTED', ['selector'], 'src/lib/rules/table35.ts (table35, every row; the selector’s allowed penalties)', RULES_SPEC, 'parses the same Rule 35 table rows out of the seed as table35')
];

/** The sentences of a passage's English text, as the coverage counts them. */
export function sentencesOf(en: string): string[] {
	return en
		.split(/(?<=[.!?:;]["”)]*)\s+(?=[A-Z(“"])/u)
		.map((s) => s.trim())
		.filter((s) => s !== '' && s !== '.');
}
