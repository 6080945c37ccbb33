import { GeometryError } from './errors';
import { venueAfter } from './plans';
import type { Setup } from './setup';
import type { Citation, Point } from './types';

/*
 * What happens after the hit: the outcomes the texts give once the ball is struck (what a goal counts,
 * the wide shot that rebounds off the end wall, the ball hit out of play, a miss, the defender in goal
 * blocking, the fouling team entering the field improperly, the re-hits), and, where an outcome places a
 * new hit, that hit's setup (RULE-READINGS, After the hit; Line-ups that reuse another penalty's).
 *
 * The points a goal counts are stated with the criterion that raises them, never decided: whether
 * Rule 6.a(2) or 6.a(3) is met is for the umpire (RULE-READINGS, After the hit: Points).
 */

export type AfterHitId =
	/** A goal scored on the hit, and what it counts. */
	| 'goal'
	/** The wide shot rebounds off the end wall: only the fouling team plays it, within 5 s, the fouled team 5 yd clear. */
	| 'wide-rebound'
	/** The fouling team does not play the rebound in time: the original free hit again. */
	| 'rebound-late'
	/** A fouled player affects the rebound play: a centre hit (or a more severe penalty) to the fouling team. */
	| 'rebound-affected'
	/** The ball hit directly out of play: a free hit to the fouling team where it went out. */
	| 'out-of-play'
	/** Arena P2-P4: the ball missed, stopped or redirected by the hitting team: a free hit to the other team. */
	| 'missed'
	/** Arena P5: the hitter misses completely: the ball stays in play. */
	| 'clean-miss'
	/** Arena P4: the defender in goal blocks or plays a rolling ball: live for both teams. */
	| 'blocked'
	/** Field P2, P3: a defender enters the field improperly and the hit goes wide or is deflected: taken again. */
	| 'entered-early'
	/** Field P2, P3, P4: the hit would have scored but for the fouling team: a goal. */
	| 'goal-prevented'
	/** The team fouled plays the ball once only. */
	| 'one-touch'
	/** Arena P2, P3: the fouling team waits for the rebound off the end wall. */
	| 'defender-waits'
	/** Arena P2, P3: the shot hits the designated defender. */
	| 'defender-touched'
	/** Arena 6.a: the free hit would have scored but for the fouling team: Penalty 1. */
	| 'step-up'
	/** Arena 6.b, 6.d: a goal from the original free hit does not count. */
	| 'not-counted';

/** What a goal on this hit counts. */
export interface Points {
	/** One point, as the text says (absent where it says nothing of one point). */
	one: boolean;
	/** Two points where a criterion is met ('6.a(2)', '6.a(3)'), or 'opportunity' (Alternative Rule 9's "for a 2 point opportunity"). */
	two: '6.a(2)' | '6.a(3)' | 'opportunity' | null;
}

export interface AfterHit {
	id: AfterHitId;
	/** The animation variant that shows it (src/lib/animation), or null: stated on a card only. */
	variant: string | null;
	/** What happens, in English (other languages: src/lib/i18n/afterWords.ts, from the id). */
	text: string;
	citations: Citation[];
	/** What a goal counts (the 'goal' outcome). */
	points?: Points;
	/** Whether outcomeSetup places a new hit for it. */
	places: boolean;
}

/** The penalty whose after-the-hit rules apply: the penalty itself, or the one a 6.a / 6.d re-hit repeats. */
export function basePenalty(setup: Pick<Setup, 'venue' | 'penalty' | 'options'>): string {
	if (setup.venue.kind === 'arena' && (setup.penalty === '6a' || setup.penalty === '6d')) return setup.options.original ?? '2';
	return setup.penalty;
}

/** A venue's outcomes after the hit (afterField.ts, afterArena.ts), which plans.ts gives by venue. */
export interface VenueAfter {
	/** Every outcome of `setup` (one with a placement), `base` its basePenalty. */
	afterHit(setup: Setup, base: string): AfterHit[];
	/** The new hit an outcome that places one produces, other than the same setup again; null: none. */
	outcomeSetup(setup: Setup, id: AfterHitId, at: Point | undefined, base: string): Setup | null;
}

/** Every outcome after the hit the texts give for this setup, in the order a clinic would show them. */
export function afterHit(setup: Setup): AfterHit[] {
	if (!setup.placement) return [];
	return venueAfter(setup.venue.kind).afterHit(setup, basePenalty(setup));
}

/**
 * The setup an outcome after the hit produces, where it places a new hit: the original free hit again
 * (rebound-late, entered-early), the fouling team's free hit where the ball went out or play stopped
 * (out-of-play, missed: `at`, yards, attack frame), the centre hit (rebound-affected). Null where play
 * goes on or the outcome places nothing.
 */
export function outcomeSetup(setup: Setup, id: AfterHitId, at?: Point): Setup | null {
	const base = basePenalty(setup);
	const a = setup.placement ? venueAfter(setup.venue.kind).afterHit(setup, base).find((x) => x.id === id) : undefined;
	if (!a) {
		throw new GeometryError('option-not-applicable', `${setup.title} has no outcome "${id}" after the hit`, { option: 'outcome', penalty: setup.penalty });
	}
	if (!a.places) return null;
	switch (id) {
		case 'rebound-late':
		case 'entered-early':
			// "another free hit shall be granted the team fouled as called for in the original Penalty";
			// "the penalty shall be taken again": the same setup.
			return setup;
		default:
			return venueAfter(setup.venue.kind).outcomeSetup(setup, id, at, base);
	}
}
