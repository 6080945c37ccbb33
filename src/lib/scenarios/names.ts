/*
 * Team names and player labels of the worked examples in the page's language: the examples say 'Blue',
 * 'Red' and 'White' (the French rulebook text 'Bleu', 'Rouge', 'Blanc'; the Spanish 'Azul', 'Rojo',
 * 'Blanco'), and number players '#2' or 'No. 3'.
 */
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import type { TeamName } from './scenarios';

type Msg = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;
const TEAM: Record<TeamName, Msg> = { Blue: m.team_blue, Red: m.team_red, White: m.team_white };
const opts = (locale?: Locale) => (locale ? { locale } : undefined);

export function teamName(t: TeamName, locale?: Locale): string {
	return TEAM[t]({}, opts(locale));
}

/** 'Red #2' -> 'Rouge #2', 'Red No. 3' -> 'Rouge n° 3', 'Blue' -> 'Azul'. Anything else is left as written. */
export function personLabel(label: string, locale?: Locale): string {
	const match = /^(Blue|Red|White)(?: (#\d+|No\. (\d+)))?$/.exec(label);
	if (!match) return label;
	const team = teamName(match[1] as TeamName, locale);
	if (!match[2]) return team;
	return `${team} ${match[3] ? m.team_number({ n: match[3] }, opts(locale)) : match[2]}`;
}
