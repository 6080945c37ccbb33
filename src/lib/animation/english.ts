/*
 * The timeline's own words, in English: the team names, yards as captions write them, what a player
 * does to satisfy a constraint, and the arena's rebound window. frames.ts writes its captions and
 * annotations with them; text.ts words the same in French and Spanish. Kept apart from text.ts so that
 * an English page's animation (which shows the timeline's own English) does not load the other
 * languages' wording (issue 17: first use + Play).
 */
import { ARENA_CITATIONS, ARENA_MEASURES, type Citation, type Constraint, type Setup, type Team } from '$lib/geometry';

/** As in the rulebook's examples: Red commits the foul, Blue is fouled. */
export const TEAM_NAMES: Record<Team, string> = { fouling: 'Red', fouled: 'Blue' };

/** Yards for captions: whole numbers without a trailing '.0'. */
export function fmt(v: number): string {
	const r = Math.round(v * 10) / 10;
	return String(Object.is(r, -0) ? 0 : r);
}

function lineName(setup: Setup, x0: number): string {
	const { venue, ball } = setup;
	if (x0 === 0 || x0 === venue.length) return venue.kind === 'field' ? 'the back line' : 'the end wall';
	if (venue.kind === 'arena' && ball && x0 === ball.x) return 'the point of the hit';
	const yards = Math.min(x0, venue.length - x0);
	return `the ${fmt(yards)}-yard line`;
}

/**
 * What a player does to satisfy one constraint, in a few words: the verb phrase after its name.
 * Keyed on the shape (the geometry's vocabulary), with the constraint id only where two rules share
 * a shape but read differently.
 */
export function movePhrase(setup: Setup, c: Constraint): string {
	const s = c.shape;
	switch (s.kind) {
		case 'min-distance':
			return `rides out to ${fmt(s.radius)} yd from the ball`;
		case 'outside-goal':
			return 'rides out of the goal';
		case 'right-of-way':
			return 'leaves the right of way';
		case 'near-segment':
			return `goes within the ${fmt(s.radius)}-yard arc of the goal`;
		case 'abs-y-at-least':
			return s.side ? 'goes along the end wall to the far side of the goal' : 'goes along the end wall, clear of the goal';
		case 'halfplane': {
			if (c.id.startsWith('bounds-')) return setup.venue.kind === 'field' ? 'comes back inside the safety zone' : 'comes back inside the arena';
			if (c.id === 'dd-wall') return 'goes to the end wall';
			if (c.id === 'fouling-goal-side-of-ball') return 'rides back between the ball and the goal it defends';
			if (s.normal.y === 0 && s.normal.x !== 0) return `rides behind ${lineName(setup, s.offset / s.normal.x)}`;
			return 'moves to a legal position';
		}
		case 'halfplane-or-off-field':
			// The nearest legal place may be off the field, which the rule exempts: say both.
			if (c.id === 'fouling-goal-side-of-ball') return 'rides back between the ball and the goal it defends, or off the field';
			return `rides behind ${lineName(setup, s.offset / s.normal.x)} or off the field`;
	}
}

/*
 * The arena's wide-shot rebound: the sentence the geometry cites for each penalty says "immediately";
 * the execution passage gives the number, which the geometry measures hold (ARENA_MEASURES).
 */

/** Seconds the fouling team has to play a rebound off the end wall ("within 5 seconds of the rebound"). */
export const REBOUND_WINDOW: number | null = ARENA_MEASURES.reboundSeconds;

export const REBOUND_CITATION: Citation | null = { ...ARENA_CITATIONS.execRebound25, ref: 'Arena Rule 9, execution of Penalties 2, 3 and 4' };
