import { arena9 } from '$lib/rules';
import type { Citation, Constraint, Setup, Team } from '$lib/geometry';

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
	}
}

/*
 * The arena's wide-shot rebound: the sentence the geometry cites (ARENA.p2Wide) says "immediately";
 * the execution passage gives the number. Read it from the rule text rather than restate it.
 */
const REBOUND_PASSAGE = arena9.find((p) => p.id === 'arena9-exec-rebound-25');
const SECONDS = REBOUND_PASSAGE ? /within (\d+(?:\.\d+)?) seconds of the rebound/.exec(REBOUND_PASSAGE.en) : null;

/** Seconds the fouling team has to play a rebound off the end wall, per the rule text (null if not found). */
export const REBOUND_WINDOW: number | null = SECONDS?.[1] ? Number(SECONDS[1]) : null;

export const REBOUND_CITATION: Citation | null = REBOUND_PASSAGE
	? { ref: 'Arena Rule 9, execution of Penalties 2, 3 and 4', rule: 'arena9', penalty: null, sentence: REBOUND_PASSAGE.en }
	: null;
