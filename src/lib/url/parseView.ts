/*
 * The penalty page's view (view.ts: pos, variant, t, view) read from a URL's query, each value checked,
 * what cannot be used dropped with a notice in the page's language. Read once, as a page opens, and only
 * where the address has a query (./read.ts, ./reader.ts).
 */
import type { ViewRect } from '$lib/diagram/view';
import type { Rect } from '$lib/geometry';
import { decimal } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import { decodePositions } from './positions';
import { preview } from './state';
import { playerKey, tenth, type View } from './view';

export interface ParsedView {
	view: View;
	notices: string[];
}

/** Longest pos= read (8 players and a ball at 'r1:-123.4,-123.4;' fit in well under this). */
const MAX_POS = 240;
const MAX_VALUE = 64;
const TIME = /^\d{1,4}(?:\.\d{1,6})?$/;
const VARIANT = /^[a-z][a-z0-9-]{0,31}$/;

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
