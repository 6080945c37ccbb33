/*
 * Which colour each team is drawn in: the colour the words give it. On a penalty page the fouling
 * team is Red and the fouled team Blue (the rulebook's examples; the checker's and the animation's
 * words); a scenario whose text calls the fouling team Blue draws it blue. The role stays told by
 * the shape (diamond, circle) and the label; app.css maps --fouling/--fouled onto --red/--blue,
 * swapped by the class `colours-swapped`.
 */
import type { Team } from '$lib/geometry';

export type TeamColour = 'red' | 'blue';
export type TeamColours = Readonly<Record<Team, TeamColour>>;

export const DEFAULT_COLOURS: TeamColours = { fouling: 'red', fouled: 'blue' };

/** The class that draws the fouling team blue and the fouled team red. */
export const SWAPPED_CLASS = 'colours-swapped';

/** Whether these colours swap the default ones. */
export function swapped(c: TeamColours): boolean {
	return c.fouling === 'blue';
}
