/*
 * Players' positions in one line, for URLs: 'r1:12.5,-3;b3:40,0' (r = fouling, b = fouled, yards to
 * 0.1), with an optional leading 'ball:x,y'. Written by the drills and the penalty page's checker
 * (pos=), read by both. Decoding never throws: a hand-edited or truncated link gives what it can and
 * says what it dropped. Pure.
 */
import type { Point, Team } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';

/** Short for the page's notices: a hostile URL should not flood them. */
function clip(s: string): string {
	return s.length > 24 ? `${s.slice(0, 24)}…` : s;
}

const playerKey = (team: Team, number: number) => `${team}-${number}`;

export interface EncodedPlayer {
	team: Team;
	number: number;
	x: number;
	y: number;
}

export interface DecodedPosition extends EncodedPlayer {
	key: string;
}

export interface DecodedPositions {
	positions: DecodedPosition[];
	/** The ball, where the string has a `ball:` entry. */
	ball?: Point;
	notices: string[];
}

const TEAM_LETTER: Record<Team, string> = { fouling: 'r', fouled: 'b' };
const LETTER_TEAM: Record<string, Team> = { r: 'fouling', b: 'fouled' };
/** No venue comes near this (the largest field with its safety zone is well inside): beyond it is junk. */
export const POSITION_LIMIT = 1000;
/** Eight players and a ball; anything past a few more is not a line-up. */
const MAX_ENTRIES = 16;
const NUMBER = /^-?\d{1,4}(\.\d+)?$/;

/** Tenths of a yard, without '-0'. */
function tenth(v: number): number {
	const r = Math.round(v * 10) / 10;
	return Object.is(r, -0) ? 0 : r;
}

const fmt = (v: number) => String(tenth(v));

/**
 * 'r1:12.5,-3;b3:40,0' (r = fouling, b = fouled, yards to 0.1), with an optional leading
 * 'ball:x,y'. Players with a non-finite or out-of-range position are left out.
 */
export function encodePositions(players: readonly EncodedPlayer[], ball?: Point | null): string {
	const parts: string[] = [];
	const ok = (p: Point) => Number.isFinite(p.x) && Number.isFinite(p.y) && Math.abs(p.x) <= POSITION_LIMIT && Math.abs(p.y) <= POSITION_LIMIT;
	if (ball && ok(ball)) parts.push(`ball:${fmt(ball.x)},${fmt(ball.y)}`);
	for (const p of players) {
		const letter = TEAM_LETTER[p.team];
		if (!letter || !Number.isInteger(p.number) || p.number < 1 || p.number > 4 || !ok(p)) continue;
		parts.push(`${letter}${p.number}:${fmt(p.x)},${fmt(p.y)}`);
	}
	return parts.join(';');
}

/** The inverse of encodePositions; a malformed or repeated entry is skipped with a notice. */
export function decodePositions(text: unknown): DecodedPositions {
	const positions: DecodedPosition[] = [];
	const notices: string[] = [];
	let ball: Point | undefined;
	if (typeof text !== 'string' || text.trim() === '') return { positions, notices };
	const entries = text.split(';').filter((e) => e.trim() !== '');
	if (entries.length > MAX_ENTRIES) notices.push(m.dr_url_pos_first({ n: MAX_ENTRIES }));
	const seen = new Set<string>();
	for (const raw of entries.slice(0, MAX_ENTRIES)) {
		const entry = raw.trim();
		const match = /^(ball|[rb][1-4]):([^,]*),([^,]*)$/.exec(entry);
		if (!match) {
			notices.push(m.dr_url_pos_entry({ entry: clip(entry) }));
			continue;
		}
		const [, who, xs, ys] = match as unknown as [string, string, string, string];
		if (!NUMBER.test(xs) || !NUMBER.test(ys)) {
			notices.push(m.dr_url_pos_numbers({ entry: clip(entry) }));
			continue;
		}
		const x = tenth(Number(xs));
		const y = tenth(Number(ys));
		if (!Number.isFinite(x) || !Number.isFinite(y) || Math.abs(x) > POSITION_LIMIT || Math.abs(y) > POSITION_LIMIT) {
			notices.push(m.dr_url_pos_limit({ entry: clip(entry), limit: POSITION_LIMIT }));
			continue;
		}
		if (seen.has(who)) {
			notices.push(m.dr_url_pos_twice({ who }));
			continue;
		}
		seen.add(who);
		if (who === 'ball') {
			ball = { x, y };
			continue;
		}
		const team = LETTER_TEAM[who[0]!]!;
		const number = Number(who.slice(1));
		positions.push({ key: playerKey(team, number), team, number, x, y });
	}
	const out: DecodedPositions = { positions, notices };
	if (ball) out.ball = ball;
	return out;
}
