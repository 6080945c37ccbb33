/*
 * The colour a worked example's teams are drawn in: the colour its words call them, whatever role
 * each plays (rule35-two-principles-examples-2 calls the fouling team Blue and the fouled player
 * "Red #4"). The role is told by the shape and the legend's words.
 */
import { DEFAULT_COLOURS, type TeamColour, type TeamColours } from '$lib/diagram/colours';
import type { Scenario, TeamName } from './scenarios';

/** The colour a team name names; White (no colour of the site's two) takes its role's default. */
const NAMED: Record<TeamName, TeamColour | null> = { Red: 'red', Blue: 'blue', White: null };

/** Each role's colour in this example: the words' colour where they name one, else the site's default. */
export function scenarioColours(teams: Scenario['teams']): TeamColours {
	const fouling = NAMED[teams.fouling];
	const fouled = NAMED[teams.fouled];
	if (fouling === 'blue' || fouled === 'red') return { fouling: 'blue', fouled: 'red' };
	return DEFAULT_COLOURS;
}
