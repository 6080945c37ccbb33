/*
 * What the marks of a drawn setup mean, as data: the entries of its legend in the page's
 * language, only for the marks this setup uses. One source for every legend: the penalty page's,
 * a clinic slide's, a printed sheet's and the one an exported picture or video carries.
 */
import { DEFAULT_COLOURS, type TeamColour, type TeamColours } from '$lib/diagram/colours';
import type { PlayerMark } from '$lib/diagram/types';
import type { Setup, Team } from '$lib/geometry';
import { decimal } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';

export type LegendKind =
	| 'fouling'
	| 'fouled'
	| 'fouling-zone'
	| 'fouled-zone'
	| 'free'
	| 'hitter-fouling'
	| 'hitter-fouled'
	| 'dd'
	| 'illegal'
	| 'ball'
	| 'exclusion'
	| 'row'
	| 'line'
	| 'moved'
	| 'foul'
	| 'posts'
	| 'symbols';

export interface LegendEntry {
	kind: LegendKind;
	text: string;
}

export interface LegendOptions {
	/** The foul spot is drawn. */
	showFoul?: boolean;
	/** The colour each team is drawn in (the diagram's): the legend names it. */
	colours?: TeamColours;
	/** What the words call each team where it is not its colour (a scenario's own names). */
	names?: Partial<Record<Team, string>>;
}

/** The legend of a setup drawn with these players, in `locale`. */
export function legendEntries(setup: Setup, players: readonly PlayerMark[], locale: Locale, o: LegendOptions = {}): LegendEntry[] {
	const lo = { locale };
	const out: LegendEntry[] = [];
	const colours = o.colours ?? DEFAULT_COLOURS;
	const colourName = (c: TeamColour) => (c === 'red' ? m.team_red({}, lo) : m.team_blue({}, lo));
	// Each team by its role's words and the name the page gives it: 'Fouling team (diamonds): Red'.
	const named = (team: Team, role: string) => `${role}: ${o.names?.[team] ?? colourName(colours[team])}`;
	out.push({ kind: 'fouling', text: named('fouling', m.lg_fouling({}, lo)) }, { kind: 'fouled', text: named('fouled', m.lg_fouled({}, lo)) });
	const zone = (team: Team) => setup.zones.find((z) => z.team === team && z.role === 'player');
	const fouling = zone('fouling');
	const fouled = zone('fouled');
	if (fouling) out.push({ kind: 'fouling-zone', text: fouling.unrestricted ? m.lg_fouling_anywhere({}, lo) : m.lg_fouling_zone({}, lo) });
	if (fouled) out.push({ kind: fouled.unrestricted ? 'free' : 'fouled-zone', text: fouled.unrestricted ? m.lg_fouled_anywhere({}, lo) : m.lg_fouled_zone({}, lo) });
	const hitter = players.find((p) => p.role === 'hitter');
	if (hitter) out.push({ kind: `hitter-${hitter.team}`, text: hitter.team === 'fouling' ? m.lg_hitter_fouling({ n: hitter.number }, lo) : m.lg_hitter_fouled({ n: hitter.number }, lo) });
	if (setup.zones.some((z) => z.role === 'designated-defender')) out.push({ kind: 'dd', text: m.lg_dd({}, lo) });
	if (players.some((p) => p.illegal)) out.push({ kind: 'illegal', text: m.lg_illegal({}, lo) });
	if (setup.ball) out.push({ kind: 'ball', text: m.legend_ball({}, lo) });
	if (setup.exclusions.length) {
		// Worded from the radius, as the diagram's circle labels are: the geometry's label is English ('30 yd').
		const label = setup.exclusions.map((e) => m.dg_yd({ n: decimal(e.radius, locale) }, lo)).join(', ');
		const teams = setup.exclusions[0]!.teams;
		out.push({ kind: 'exclusion', text: teams.length > 1 ? m.lg_excl_both({ label }, lo) : teams[0] === 'fouled' ? m.lg_excl_fouled({ label }, lo) : m.lg_excl_fouling({ label }, lo) });
	}
	if (setup.rightOfWay) out.push({ kind: 'row', text: m.lg_row({ r: setup.rightOfWay.clearRadius }, lo) });
	if (setup.lines.length) out.push({ kind: 'line', text: m.lg_line({}, lo) });
	if (setup.adjustments.length) out.push({ kind: 'moved', text: m.lg_moved({}, lo) });
	// The ball stands on the foul spot, which is then not drawn.
	const foulOnBall = !!setup.foul && !!setup.ball && Math.hypot(setup.foul.x - setup.ball.x, setup.foul.y - setup.ball.y) < 0.5;
	if (o.showFoul && setup.foul && !foulOnBall) out.push({ kind: 'foul', text: m.lg_foul({}, lo) });
	out.push({ kind: 'posts', text: m.lg_posts({}, lo) });
	// Players are drawn one size on screen whatever the zoom: say so, the venue being to scale.
	out.push({ kind: 'symbols', text: m.lg_symbols({}, lo) });
	return out;
}
