/*
 * Both drills' words, in the page's language: how players are named (the rulebook's examples call
 * the fouling team Red and the fouled team Blue), where a point is, and the sentences both pages
 * write (`drillWords`). A violation is worded from its detail by src/lib/i18n/violations.ts.
 */
import type { Citation, Point, Role, Team, Violation, VenueKind } from '$lib/geometry';
import { getLocale } from '$lib/i18n';
import { penaltyTitle as titleIn } from '$lib/i18n/penalties';
import { violationWords } from '$lib/i18n/violations';
import { citationRef, decimal } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages';
import { formatYards } from '$lib/url/state';

export const teamName = (team: Team): string => (team === 'fouling' ? m.team_red() : m.team_blue());

export function playerName(p: { team: Team; number: number }): string {
	return `${teamName(p.team)} ${p.number}`;
}

/** 'fouling-2' -> 'Red 2'; anything else is returned as it is. */
export function keyName(key: string): string {
	const m = /^(fouling|fouled)-(\d)$/.exec(key);
	return m ? playerName({ team: m[1] as Team, number: Number(m[2]) }) : key;
}

/** '' for an ordinary player, else the role in words. */
export function roleWord(role: Role): string {
	return role === 'hitter' ? m.dr_hitter() : role === 'designated-defender' ? m.dr_defender() : '';
}

export const venueName = (kind: VenueKind): string => (kind === 'field' ? m.nav_field() : m.nav_arena());

/** '(12.5, -3) yd', '(12,5 ; -3) yards'. */
export const at = (p: Point): string => {
	const locale = getLocale();
	return m.dr_at({ x: decimal(formatYards(p.x), locale), y: decimal(formatYards(p.y), locale) });
};

/** A distance to a tenth of a yard, as the page's language writes numbers: '3.4', '3,4'. */
export const yd1 = (v: number): string => decimal((Math.round(v * 10) / 10).toFixed(1), getLocale());

/** 'Penalty 6.a: fouling team gets it wrong' for a venue and penalty id, in the page's language. */
export function penaltyTitle(kind: VenueKind, penalty: string): string {
	return titleIn(kind, penalty);
}

/** 'Red 2 is 24.6 yd from the ball; …', worded from the violation's detail in the page's language. */
export const violationText = (name: string, v: Pick<Violation, 'message' | 'detail'>): string => violationWords(name, v, getLocale());

/** 'Rule 37, Penalty 5.a' in the page's language. */
export const ruleRef = (c: Pick<Citation, 'ref' | 'rule' | 'penalty'>): string => citationRef(c, getLocale());

/** The colon between a label and what follows, as the language sets it: 'Rouge 3 : …', 'Rojo 3: …'. */
export const colon = (): string => (getLocale() === 'fr' ? '\u00a0: ' : ': ');

/** One of two messages by count: the singular for 1 (and for 0 in French, which counts it so). */
export function plural<T>(n: number, one: T, other: T): T {
	return n === 1 || (n === 0 && getLocale() === 'fr') ? one : other;
}

/** What both drill pages say, in the page's language (call while a component initialises). */
export function drillWords() {
	return {
		crumb: m.dr_crumb(),
		site: m.site_name(),
		foulAt: (p: string) => m.dr_foul_at({ p }),
		crossedAt: (p: string) => m.dr_crossed_at({ p }),
		rehit: m.dr_rehit(),
		attacks: (team: string, side: 'left' | 'right') => (side === 'left' ? m.dr_attacks_left({ team }) : m.dr_attacks_right({ team })),
		whole: (kind: VenueKind) => (kind === 'field' ? m.dr_whole_field() : m.dr_whole_arena()),
		zoom: m.dr_zoom(),
		zonesAfter: m.dr_show_zones(),
		showLegal: m.dr_show_legal(),
		hideLegal: m.dr_hide_legal(),
		resultTitle: m.dr_result_title(),
		score: (n: number) => m.dr_score({ n }),
		nearest: (p: string, d: string) => m.dr_nearest({ p, d }),
		rule: m.dr_rule(),
		allScores: m.dr_all_scores(),
		diagram: m.dr_diagram(),
		ball: m.dr_mk_ball(),
		goalPointer: (d: string) => m.dr_goal_pointer({ d }),
		goalPointerTitle: (team: string, d: string, side: 'left' | 'right') =>
			side === 'left' ? m.dr_goal_pointer_left({ team, d }) : m.dr_goal_pointer_right({ team, d })
	};
}

export type DrillWords = ReturnType<typeof drillWords>;
