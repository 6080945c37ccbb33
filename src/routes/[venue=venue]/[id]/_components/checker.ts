/*
 * The setup checker's arithmetic: the players where the user put them, what each breaks (from
 * checkPosition, in numbers), the fix (nearestLegal) and the live readout while one is moved.
 * Pure: yards in the attack frame of src/lib/geometry; the page does the drawing and the URL.
 */
import {
	checkPosition,
	dist,
	nearestLegal,
	signedDistance,
	type Citation,
	type Constraint,
	type LineupPlayer,
	type Point,
	type Rect,
	type Role,
	type Setup,
	type Team,
	type Violation
} from '$lib/geometry';
import { playerKey, tenth, type Moved, type PlayerKey } from '$lib/url/view';

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
export function checkPlayers(setup: Setup, lineup: readonly LineupPlayer[], moved: Moved): CheckedPlayer[] {
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
			name: `${TEAM_NAME[l.team]} ${l.number}`,
			moved: !!m,
			illegal: violations.length > 0,
			violations
		};
	});
}

/** 'Red 3 is 24.6 yd from the ball; the fouling team must be at least 30.0 yd away' (the rule is cited beside it). */
export function violationText(name: string, v: Violation): string {
	return `${name} is ${v.message}`;
}

/** The role in words, for accessible names: 'the hitter', 'the designated defender'. */
export function roleWords(role: Role): string {
	return role === 'hitter' ? 'the hitter' : role === 'designated-defender' ? 'the designated defender' : '';
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

/** Yards for a readout: one decimal. */
export const yd = (v: number) => tenth(v).toFixed(1);

function lineName(setup: Setup, x0: number): string {
	const { venue, ball } = setup;
	if (Math.abs(x0) < 1e-9 || Math.abs(x0 - venue.length) < 1e-9) return venue.kind === 'field' ? 'the back line' : 'the end wall';
	if (ball && Math.abs(x0 - ball.x) < 1e-9) return venue.kind === 'arena' ? 'the point of the hit' : 'the ball';
	return `the ${tenth(Math.min(x0, venue.length - x0))}-yard line`;
}

/** How one rule reads at p, in a few words with the distance: '5.4 yd clear of the 30 yd circle'. */
export function measureWords(setup: Setup, c: Constraint, p: Point): string {
	const sd = signedDistance(c.shape, p);
	const d = yd(Math.abs(sd));
	const ok = sd >= 0;
	const s = c.shape;
	switch (s.kind) {
		case 'min-distance':
			return ok ? `${d} yd outside the ${tenth(s.radius)} yd circle` : `${d} yd inside the ${tenth(s.radius)} yd circle`;
		case 'halfplane':
			// The geometry's explanations say "in front of ...; must be behind it": the legal side is behind.
			if (c.id === 'dd-wall') return ok ? `${d} yd inside the band along the end wall` : `${d} yd off the band along the end wall`;
			if (s.normal.y === 0 && s.normal.x !== 0) return `${d} yd ${ok ? 'behind' : 'in front of'} ${lineName(setup, s.offset / s.normal.x)}`;
			return `${d} yd ${ok ? 'inside' : 'outside'} the legal area`;
		case 'outside-goal':
			return ok ? `${d} yd clear of the goal` : `${d} yd inside the goal`;
		case 'near-segment':
			return ok ? `${d} yd inside the ${tenth(s.radius)}-yard arc of the goal` : `${d} yd beyond the ${tenth(s.radius)}-yard arc of the goal`;
		case 'abs-y-at-least':
			return ok ? `${d} yd wider than the ${tenth(s.value)} yd the rule asks` : `${d} yd short of the ${tenth(s.value)} yd off centre the rule asks`;
		case 'right-of-way':
			return ok ? `${d} yd clear of the right of way` : `${d} yd inside the right of way`;
	}
}

export interface Readout {
	/** 'Red 3 at (112.4, -20.1) yd'. */
	where: string;
	/** Distance to the ball, yards; null where there is no ball. */
	toBall: number | null;
	/** The rule that matters most here: the one broken by most, else the one with the least room to spare. */
	line: { text: string; ref: string; legal: boolean } | null;
}

/** The live readout for a player at p (the dragged or keyboard-moved one). */
export function readout(setup: Setup, who: { team: Team; role: Role; name: string }, p: Point): Readout {
	const where = `${who.name} at (${yd(p.x)}, ${yd(p.y)}) yd`;
	const toBall = setup.ball ? dist(p, setup.ball) : null;
	const rules = setup.constraints.filter((c) => c.teams.includes(who.team) && c.roles.includes(who.role) && c.citation.rule !== 'venue');
	let best: { c: Constraint; sd: number } | null = null;
	for (const c of rules) {
		const sd = signedDistance(c.shape, p);
		if (!best || sd < best.sd) best = { c, sd };
	}
	// Off the ground altogether: that is what matters.
	const bounds = setup.constraints.filter((c) => c.citation.rule === 'venue' && c.teams.includes(who.team) && c.roles.includes(who.role));
	const off = bounds.find((c) => signedDistance(c.shape, p) < -1e-6);
	if (off) return { where, toBall, line: { text: off.explain(p), ref: off.citation.ref, legal: false } };
	if (!best) return { where, toBall, line: null };
	return { where, toBall, line: { text: measureWords(setup, best.c, p), ref: best.c.citation.ref, legal: best.sd >= -1e-6 } };
}

/** FNV-1a, base 36: a short stable id for a rule sentence. */
function hash(s: string): string {
	let h = 0x811c9dc5;
	for (let i = 0; i < s.length; i++) {
		h ^= s.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	return (h >>> 0).toString(36);
}

/** The id of a rule sentence's element on the page (RulePanel), for links from violations. */
export function citationAnchor(c: Pick<Citation, 'ref' | 'sentence'>): string {
	return `rule-${hash(`${c.ref}\u0000${c.sentence}`)}`;
}
