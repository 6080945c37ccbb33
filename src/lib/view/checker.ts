/*
 * The setup checker's arithmetic: the players where the user put them, what each breaks (from
 * checkPosition, in numbers) and the fix (nearestLegal). Pure: yards in the attack frame of
 * src/lib/geometry; the page does the drawing and the URL. What the checker says (a violation, the
 * live readout while one is moved) is checkerWords.ts: every diagram checks its players, only the
 * checker's pages word them (issue 17: an embed's first use).
 */
import { checkPosition, nearestLegal, type LineupPlayer, type Point, type Rect, type Role, type Setup, type Team, type Violation } from '$lib/geometry';
import { playerKey, tenth, type Moved, type PlayerKey } from '$lib/url/view';
import { playerName } from '$lib/i18n/format';
import type { Locale } from '$lib/paraglide/runtime';

/*
 * The team names of the animation's captions (TEAM_NAMES in $lib/animation/text): written here too
 * because that module brings the rule text with it, which a first visit does not load. A unit test
 * keeps the two the same.
 */
export const TEAM_NAME: Record<Team, string> = { fouling: 'Red', fouled: 'Blue' };

export interface CheckedPlayer {
	key: PlayerKey;
	team: Team;
	number: number;
	role: Role;
	/** Yards, attack frame. */
	x: number;
	y: number;
	/** 'Red 3'. */
	name: string;
	/** Moved by the user (else where standardLineup puts it). */
	moved: boolean;
	illegal: boolean;
	violations: Violation[];
}

/** The line-up with the user's moves applied, each player checked. */
export function checkPlayers(setup: Setup, lineup: readonly LineupPlayer[], moved: Moved, locale: Locale = 'en'): CheckedPlayer[] {
	return lineup.map((l) => {
		const key = playerKey(l.team, l.number);
		const m = moved[key];
		const p = m ?? { x: l.x, y: l.y };
		const violations = checkPosition(setup, { team: l.team, role: l.role }, p).violations.slice().sort((a, b) => b.by - a.by);
		return {
			key,
			team: l.team,
			number: l.number,
			role: l.role,
			x: p.x,
			y: p.y,
			name: (globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en' ? `${TEAM_NAME[l.team]} ${l.number}` : playerName(l.team, l.number, locale),
			moved: !!m,
			illegal: violations.length > 0,
			violations
		};
	});
}

/**
 * The nearest legal position, to 0.1 yd (the URL's precision). nearestLegal lands a tenth inside
 * the rule so that the rounded point stays legal; where rounding would still break one, the exact
 * point is kept.
 */
export function fixPosition(setup: Setup, p: Pick<CheckedPlayer, 'team' | 'role' | 'x' | 'y'>): Point {
	const who = { team: p.team, role: p.role };
	const q = nearestLegal(setup, who, { x: p.x, y: p.y });
	const r = { x: tenth(q.x), y: tenth(q.y) };
	return checkPosition(setup, who, r).legal ? r : q;
}

/** A position moved by (dx, dy) yards, to 0.1 yd, kept inside `surround` (the venue with its safety zone or walls). */
export function nudge(p: Point, dx: number, dy: number, surround: Rect): Point {
	return clampTo({ x: p.x + dx, y: p.y + dy }, surround);
}

/** A point to 0.1 yd inside `surround`. */
export function clampTo(p: Point, surround: Rect): Point {
	const within = (v: number, lo: number, hi: number) => {
		const r = tenth(v);
		if (r > hi) return tenth(Math.floor(hi * 10) / 10);
		if (r < lo) return tenth(Math.ceil(lo * 10) / 10);
		return r;
	};
	return { x: within(p.x, surround.minX, surround.maxX), y: within(p.y, surround.minY, surround.maxY) };
}
