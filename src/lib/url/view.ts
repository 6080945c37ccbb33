/*
 * The penalty page's view of a setup in the URL, beside the setup itself (state.ts):
 *   pos=r1:12.5,-3;b3:40,0   players moved in the setup checker (yards, attack frame, 0.1 yd),
 *                            the compact form of src/lib/drills/url.ts; only the players moved
 *   variant=wide-rebound     the animation's outcome, where it has more than one (not the default)
 *   t=5.2                    the animation shown paused at 5.2 s (one decimal); absent: the setup
 *   view=110,70,60           the part of the venue on screen: its centre and width, yards (attack
 *                            frame, 0.1 yd); the height follows from the diagram's shape; absent:
 *                            the page's default (the whole venue; a phone's close-up of the play)
 *
 * Kept apart from ExplorerState so that the pages sharing state.ts (embed, clinic) and the query a
 * penalty carries to the next one are unchanged: a moved player or a frame belongs to this page.
 * Pure; never throws: a malformed value is dropped with a notice.
 *
 * pos= is read by decodePositions (./positions.ts, shared with the drills); writing is the one-line
 * format of encodePositions, done here (a unit test keeps the two equal).
 */
import type { Point, Rect, Team } from '$lib/geometry';
import type { ViewRect } from '$lib/diagram/view';
import { decodePositions } from './positions';
import { decimal } from '$lib/i18n/violations';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';

/** A player's key, as the animation module names it: 'fouling-3'. */
export type PlayerKey = `${Team}-${1 | 2 | 3 | 4}`;

/** Players moved by the user, yards (0.1), attack frame. */
export type Moved = Partial<Record<PlayerKey, Point>>;

export interface View {
	moved: Moved;
	/** The animation variant asked for; validated by the page against variantsFor(setup). */
	variant?: string;
	/** Seconds, one decimal; absent: the setup is shown. */
	t?: number;
	/** The part of the venue on screen, yards; absent: the page's default view. */
	zoom?: ViewRect;
}

export interface ParsedView {
	view: View;
	notices: string[];
}

/** Longest pos= read (8 players and a ball at 'r1:-123.4,-123.4;' fit in well under this). */
const MAX_POS = 240;
const MAX_VALUE = 64;
const TIME = /^\d{1,4}(?:\.\d{1,6})?$/;
const VARIANT = /^[a-z][a-z0-9-]{0,31}$/;

/** Tenths of a yard (or of a second), without -0. */
export function tenth(v: number): number {
	const r = Math.round(v * 10) / 10;
	return Object.is(r, -0) ? 0 : r;
}

function preview(value: string): string {
	// eslint-disable-next-line no-control-regex
	const clean = value.replace(/[\u0000-\u001f\u007f]/g, ' ');
	return clean.length > 24 ? `${clean.slice(0, 24)}…` : clean;
}

export const playerKey = (team: Team, number: number): PlayerKey => `${team}-${number}` as PlayerKey;

/**
 * Reads pos, variant and t. `surround` (the venue with its safety zone or walls, yards) bounds the
 * positions: a player beyond it could not be drawn, so it is dropped with a notice (in `locale`,
 * English by default).
 */
export function parseView(params: URLSearchParams, surround: Rect, decode: typeof decodePositions | null = decodePositions, locale: Locale = 'en'): ParsedView {
	const notices: string[] = [];
	const o = { locale };
	const n = (v: number) => decimal(v, locale);
	const view: View = { moved: {} };

	const pos = params.get('pos');
	if (pos !== null && pos.trim() !== '') {
		if (!decode) {
			notices.push(m.url_pos_unreadable({}, o));
		} else if (pos.length > MAX_POS) {
			notices.push(m.url_too_long({ key: 'pos', n: pos.length }, o));
		} else {
			const decoded = decode(pos);
			notices.push(...decoded.notices.map((notice) => m.url_pos_notice({ notice }, o)));
			if (decoded.ball) notices.push(m.url_pos_ball({}, o));
			for (const p of decoded.positions) {
				if (p.x < surround.minX || p.x > surround.maxX || p.y < surround.minY || p.y > surround.maxY) {
					const name = `${p.team === 'fouling' ? m.team_red({}, o) : m.team_blue({}, o)} ${p.number}`;
					notices.push(m.url_pos_outside({ name, x: n(p.x), y: n(p.y), minx: n(surround.minX), maxx: n(surround.maxX), maxy: n(surround.maxY) }, o));
					continue;
				}
				view.moved[playerKey(p.team, p.number)] = { x: p.x, y: p.y };
			}
		}
	}

	const variant = params.get('variant');
	if (variant !== null) {
		const v = variant.trim();
		if (VARIANT.test(v)) view.variant = v;
		else notices.push(m.url_variant_bad({ value: preview(v.slice(0, MAX_VALUE)) }, o));
	}

	const t = params.get('t');
	if (t !== null) {
		const s = t.trim();
		if (TIME.test(s)) view.t = tenth(Number(s));
		else notices.push(m.url_t_bad({ value: preview(s.slice(0, MAX_VALUE)) }, o));
	}

	const zoom = params.get('view');
	if (zoom !== null) {
		const v = parseZoom(zoom.trim().slice(0, MAX_VALUE), surround);
		if (v) view.zoom = v;
		else notices.push(m.url_view_bad({ value: preview(zoom.trim().slice(0, MAX_VALUE)), minx: n(surround.minX), maxx: n(surround.maxX), maxy: n(surround.maxY) }, o));
	}
	return { view, notices };
}

const NUMBER = /^[+-]?\d{1,4}(?:\.\d{1,6})?$/;

/**
 * view=CX,CY,W: a centre on the ground drawn (venue and safety zone or walls) and a width of more
 * than nothing; the diagram keeps it within its narrowest and widest views. Null: unreadable.
 */
function parseZoom(value: string, surround: Rect): ViewRect | null {
	const parts = value.split(',').map((p) => p.trim());
	if (parts.length !== 3 || !parts.every((p) => NUMBER.test(p))) return null;
	const [cx, cy, w] = parts.map((p) => tenth(Number(p))) as [number, number, number];
	if (cx < surround.minX || cx > surround.maxX || cy < surround.minY || cy > surround.maxY || !(w > 0)) return null;
	return { cx, cy, w };
}

/** The view in URL form: 'CX,CY,W', yards to 0.1. */
export function formatZoom(v: ViewRect): string {
	return `${tenth(v.cx)},${tenth(v.cy)},${tenth(v.w)}`;
}

/** No venue comes near this: the limit encodePositions keeps to. */
const POSITION_LIMIT = 1000;

/**
 * The moved players in URL form ('' when none): encodePositions' 'r1:12.5,-3;b3:40,0' (r = fouling,
 * b = fouled, yards to 0.1), in team and number order so that a URL is canonical.
 */
export function formatMoved(moved: Moved): string {
	return (Object.entries(moved) as [PlayerKey, Point | undefined][])
		.filter((e): e is [PlayerKey, Point] => !!e[1] && [e[1].x, e[1].y].every((v) => Number.isFinite(v) && Math.abs(v) <= POSITION_LIMIT))
		.map(([key, p]) => {
			const [team, n] = key.split('-') as [Team, string];
			return { team, number: Number(n), x: p.x, y: p.y };
		})
		.sort((a, b) => (a.team === b.team ? a.number - b.number : a.team === 'fouling' ? -1 : 1))
		.map((p) => `${p.team === 'fouling' ? 'r' : 'b'}${p.number}:${tenth(p.x)},${tenth(p.y)}`)
		.join(';');
}

/**
 * Appends the view to a query string from toSearch ('' or '?…'): pos, variant, t, view in that
 * order, each only when set. ',' ':' and ';' are left readable (they are valid in a query).
 */
export function withView(search: string, view: View): string {
	const parts: string[] = [];
	const pos = formatMoved(view.moved);
	if (pos) parts.push(`pos=${encodeURIComponent(pos).replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%3B/g, ';')}`);
	if (view.variant) parts.push(`variant=${encodeURIComponent(view.variant)}`);
	if (view.t !== undefined) parts.push(`t=${tenth(view.t)}`);
	if (view.zoom) parts.push(`view=${formatZoom(view.zoom)}`);
	if (!parts.length) return search;
	return search ? `${search}&${parts.join('&')}` : `?${parts.join('&')}`;
}
