/*
 * Where the venue's labels go: rows above the drawn area for the lines and spots (a label that
 * would overlap its neighbour goes to the next row up), the length below the area, the width to
 * its right; the goal width and the safety zone where there is room. A label that fits nowhere is
 * left out. Pure: positions in SVG user units (yards, y down), see frame.ts.
 */
import type { Point, Rect, Venue } from '$lib/geometry';
import { clamp, marginsFor, ROW, textWidth } from './frame';
import { clearOf } from './shapes';
import { type DiagramWords, diagramWords } from './words';

export interface VenueLabel {
	id: string;
	text: string;
	/** Text centre, SVG user units. */
	x: number;
	y: number;
	/** Rotation in degrees about (x, y). */
	rotate: number;
	kind: 'line' | 'spot' | 'dimension' | 'zone' | 'goal';
}

export interface Segment {
	x1: number;
	y1: number;
	x2: number;
	y2: number;
}

export interface DimensionMark {
	id: string;
	/** The arrow, in two pieces either side of the label (arrow heads at the outer ends). */
	pieces: [Segment, Segment];
	/** Extension lines from the measured edge to the arrow. */
	ext: Segment[];
	label: VenueLabel;
}

export interface VenueLabelLayout {
	labels: VenueLabel[];
	dimensions: DimensionMark[];
	/** Leaders from the area's top edge up to the line/spot labels. */
	ticks: Segment[];
	/** How many label rows above the area are used. */
	rows: number;
	/** Every label's box (SVG user units, centre and size), for the marks' own labels to keep clear of. */
	boxes: Box[];
}

export interface Box {
	x: number;
	y: number;
	w: number;
	h: number;
}

const within = (v: number, lo: number, hi: number) => v >= lo - 1e-9 && v <= hi + 1e-9;
/** Boxes closer than `gap` side by side, or overlapping in height. */
const overlaps = (a: Box, b: Box, gap: number) => Math.abs(a.x - b.x) * 2 < a.w + b.w + gap * 2 && Math.abs(a.y - b.y) * 2 < a.h + b.h;

/** Centre y (SVG) of label row `row` above the area. */
export function rowY(area: Rect, font: number, row: number): number {
	return -area.maxY - font * (0.4 + ROW * (row + 0.5));
}

/**
 * Every label of the venue that fits, for `area` (attack frame) drawn with labels `font` yd high, in
 * the words of `w` (the page's language). A line or spot label near the side of the drawn area is
 * shifted inward so that it stays inside the viewBox (Diagram adds marginsFor's margins to `area`);
 * its tick still marks the line.
 */
export function venueLabels(venue: Venue, area: Rect, font: number, maxRows = 2, w: DiagramWords = diagramWords()): VenueLabelLayout {
	const gap = font * 0.35;
	const m = marginsFor(font, true);
	/** The viewBox's horizontal extent, less a little room for the text's halo. */
	const viewMinX = area.minX - m.left + font * 0.2;
	const viewMaxX = area.maxX + m.right - font * 0.2;
	const kept: Box[] = [];
	const labels: VenueLabel[] = [];
	const ticks: Segment[] = [];
	let rows = 0;

	// Lines (field) and spots (arena), by priority, each in the lowest row where it fits.
	const marks: { id: string; text: string; x: number; kind: 'line' | 'spot'; priority: number }[] = [];
	if (venue.kind === 'field') {
		for (const l of venue.lines) {
			if (l.kind === 'back' || !within(l.x, area.minX, area.maxX)) continue;
			const text = l.kind === 'centre' ? w.centreLine : w.yd(l.yards);
			marks.push({ id: `line-${l.x}`, text, x: l.x, kind: 'line', priority: l.kind === 'centre' ? 0 : l.yards });
		}
	} else {
		for (const s of venue.spots) {
			if (!within(s.x, area.minX, area.maxX)) continue;
			const text = s.kind === 'centre' ? w.centreSpot : w.ydText(s.label);
			marks.push({ id: `spot-${s.x}`, text, x: s.x, kind: 'spot', priority: s.kind === 'centre' ? 0 : Math.min(s.x, venue.length - s.x) });
		}
	}
	marks.sort((a, b) => a.priority - b.priority || a.x - b.x);
	for (const mk of marks) {
		const tw = textWidth(mk.text, font);
		// Centred on its line, else shifted inward just enough to stay inside the viewBox.
		const x = viewMaxX - viewMinX > tw ? clamp(mk.x, viewMinX + tw / 2, viewMaxX - tw / 2) : mk.x;
		for (let row = 0; row < maxRows; row++) {
			const box = { x, y: rowY(area, font, row), w: tw, h: font };
			if (kept.some((k) => overlaps(k, box, gap))) continue;
			kept.push(box);
			labels.push({ id: mk.id, text: mk.text, x, y: box.y, rotate: 0, kind: mk.kind });
			ticks.push({ x1: mk.x, y1: -Math.min(area.maxY, venue.bounds.maxY), x2: mk.x, y2: box.y + font * 0.55 });
			rows = Math.max(rows, row + 1);
			break;
		}
	}

	const dimensions: DimensionMark[] = [];
	const full = venue.dimensions;
	const split = (a: number, b: number, c: number, half: number): [number, number, number, number] => [a, c - half, c + half, b];
	/** The dimension's text if it fits its span with room for the arrows: 'width 50 yd', '50 yd', or none. */
	const fit = (named: string, label: string, span: number): string | null => {
		for (const t of [named, label]) if (textWidth(t, font) + gap * 2 + font * 2 <= span) return t;
		return null;
	};
	// The length below the area, when the whole of it is drawn.
	const length = full.find((d) => d.from.y === d.to.y && Math.abs(d.to.x - d.from.x - venue.length) < 1e-9);
	const lengthText = length ? fit(w.length(length.label), length.label, Math.abs(length.to.x - length.from.x)) : null;
	if (length && lengthText && within(length.from.x, area.minX, area.maxX) && within(length.to.x, area.minX, area.maxX)) {
		const y = -area.minY + font * 1.05;
		const yEdge = -venue.bounds.minY;
		const text = lengthText;
		const cx = (length.from.x + length.to.x) / 2;
		const [a, b, c, d] = split(length.from.x, length.to.x, cx, textWidth(text, font) / 2 + gap);
		dimensions.push({
			id: 'length',
			pieces: [
				{ x1: b, y1: y, x2: a, y2: y },
				{ x1: c, y1: y, x2: d, y2: y }
			],
			ext: [
				{ x1: length.from.x, y1: yEdge, x2: length.from.x, y2: y + font * 0.4 },
				{ x1: length.to.x, y1: yEdge, x2: length.to.x, y2: y + font * 0.4 }
			],
			label: { id: 'dim-length', text, x: cx, y, rotate: 0, kind: 'dimension' }
		});
	}
	// The width to the right of the area.
	const width = full.find((d) => d.from.x === d.to.x && Math.abs(Math.abs(d.to.y - d.from.y) - venue.width) < 1e-9);
	const widthText = width ? fit(w.width(width.label), width.label, Math.abs(width.to.y - width.from.y)) : null;
	if (width && widthText && within(width.from.y, area.minY, area.maxY) && within(width.to.y, area.minY, area.maxY)) {
		const x = area.maxX + font * 1.05;
		const text = widthText;
		const top = -Math.max(width.from.y, width.to.y);
		const bottom = -Math.min(width.from.y, width.to.y);
		const cy = (top + bottom) / 2;
		const [a, b, c, d] = split(top, bottom, cy, textWidth(text, font) / 2 + gap);
		dimensions.push({
			id: 'width',
			pieces: [
				{ x1: x, y1: b, x2: x, y2: a },
				{ x1: x, y1: c, x2: x, y2: d }
			],
			ext: [
				{ x1: width.from.x, y1: -width.from.y, x2: x + font * 0.4, y2: -width.from.y },
				{ x1: width.to.x, y1: -width.to.y, x2: x + font * 0.4, y2: -width.to.y }
			],
			label: { id: 'dim-width', text, x, y: cy, rotate: -90, kind: 'dimension' }
		});
	}

	// The goal width (small): in the safety zone behind the far goal, or inside the far end wall.
	const goalDim = full.find((d) => d.from.x === d.to.x && Math.abs(Math.abs(d.to.y - d.from.y) - venue.goalWidth) < 1e-9);
	const small = font * 0.85;
	if (goalDim) {
		const text = w.goal(goalDim.label);
		const tw = textWidth(text, small);
		const behind = venue.surround.maxX - venue.bounds.maxX;
		const x = behind >= tw + small * 0.5 ? (venue.surround.maxX + venue.bounds.maxX) / 2 : venue.bounds.maxX - tw / 2 - small * 0.8;
		const y = -(venue.goalWidth / 2 + small * 1.1);
		const box = { x, y, w: tw, h: small };
		if (within(x - tw / 2, area.minX, area.maxX) && within(x + tw / 2, area.minX, area.maxX) && within(-y, area.minY, area.maxY) && !kept.some((k) => overlaps(k, box, gap))) {
			kept.push(box);
			labels.push({ id: 'goal-width', text, x, y, rotate: 0, kind: 'goal' });
		}
	}

	// The safety zone, in the strip beyond the upper side line, where it is deep enough.
	const strip = venue.surround.maxY - venue.bounds.maxY;
	if (venue.kind === 'field' && strip >= small * 1.15 && within(venue.bounds.maxY + strip / 2, area.minY, area.maxY)) {
		const text = w.safetyZone(strip);
		const tw = textWidth(text, small);
		const x = Math.min(area.maxX, venue.bounds.maxX) - tw / 2 - small;
		const box = { x, y: -(venue.bounds.maxY + strip / 2), w: tw, h: small };
		if (within(x - tw / 2, area.minX, area.maxX) && !kept.some((k) => overlaps(k, box, gap))) {
			kept.push(box);
			labels.push({ id: 'safety', text, x, y: box.y, rotate: 0, kind: 'zone' });
		}
	}

	const boxes: Box[] = [
		...kept,
		...dimensions.map((d) => {
			const lw = textWidth(d.label.text, font);
			return d.label.rotate ? { x: d.label.x, y: d.label.y, w: font, h: lw } : { x: d.label.x, y: d.label.y, w: lw, h: font };
		})
	];
	return { labels, dimensions, ticks, rows, boxes };
}

/** Whether two boxes (centre and size, same units) overlap, with `gap` of air between them. */
export function boxesOverlap(a: Box, b: Box, gap = 0): boolean {
	return Math.abs(a.x - b.x) * 2 < a.w + b.w + gap * 2 && Math.abs(a.y - b.y) * 2 < a.h + b.h + gap * 2;
}

export interface FoulLabelInput {
	/** Centre of the foul glyph, yards, attack frame. */
	at: Point;
	/** The label goes on the side away from this point first (the ball), yards; null: below. */
	away: Point | null;
	/** Width of the text, yards. */
	width: number;
	/** Font size of the text, yards. */
	font: number;
	/** Half the glyph's size, yards: the label starts beyond it. */
	glyph: number;
	/** Where the label must stay, yards, attack frame (the drawn area: the margins hold the venue's labels). */
	area: Rect;
	/** Points the label keeps `clear` yards from (players, the ball). */
	avoid?: readonly Point[];
	clear?: number;
	/** Boxes already taken (SVG user units: the venue's labels). */
	reserved?: readonly Box[];
}

/**
 * Where the foul spot's label goes, as an offset from the glyph's centre in SVG user units: away from
 * the ball first, then across, then toward it, then the diagonals, each at the glyph's edge and a
 * little further out; the first that stays inside the area, clear of the points and of the boxes
 * taken. Null where none does (the cross alone then marks the spot).
 */
export function foulLabelAt(o: FoulLabelInput): Point | null {
	const { at, font, glyph, area } = o;
	const half = o.width / 2;
	const away = o.away ? { x: at.x - o.away.x, y: at.y - o.away.y } : { x: 0, y: 0 };
	const l = Math.hypot(away.x, away.y);
	const u = l > 1e-6 ? { x: away.x / l, y: away.y / l } : { x: 0, y: -1 };
	const s = Math.SQRT1_2;
	const turn = (a: number) => ({ x: u.x * Math.cos(a) - u.y * Math.sin(a), y: u.x * Math.sin(a) + u.y * Math.cos(a) });
	// Away from the ball first, then across, toward it, the diagonals, then every 30 degrees between.
	const dirs = [u, { x: -u.y, y: u.x }, { x: u.y, y: -u.x }, { x: -u.x, y: -u.y }, { x: s, y: -s }, { x: -s, y: -s }, { x: s, y: s }, { x: -s, y: s }, ...[1, -1, 2, -2, 4, -4, 5, -5].map((k) => turn((k * Math.PI) / 6))];
	const taken = o.reserved ?? [];
	const avoid = [...(o.avoid ?? []), ...(o.away ? [o.away] : [])];
	// Further out where the players crowd the spot: a label moves, a marker never shrinks.
	for (const reach of [1, 1.8, 2.8, 4, 5.5]) {
		const d = glyph + font * 0.9 * reach;
		for (const v of dirs) {
			const p = { x: v.x * (d + half * Math.abs(v.x)), y: v.y * d };
			const c = { x: at.x + p.x, y: at.y + p.y };
			const inside = c.x - half > area.minX && c.x + half < area.maxX && c.y - font * 0.6 > area.minY && c.y + font * 0.6 < area.maxY;
			if (!inside) continue;
			if (!clearOf(c, half * 2, font, avoid, o.clear ?? 0)) continue;
			const box = { x: c.x, y: -c.y, w: half * 2, h: font * 1.2 };
			if (taken.some((b) => boxesOverlap(b, box, font * 0.2))) continue;
			return { x: p.x, y: -p.y };
		}
	}
	return null;
}

/**
 * Where to draw the foul glyph relative to the foul spot (attack frame, yards) so that it does not
 * sit on the ball or on a player: unchanged where it is `need` yards from the ball and `clear`
 * yards from every point of `avoid` (the players), else pushed out along the ball-to-foul
 * direction to `need`, and where that still touches a player, to the nearest place round the spot
 * that touches nobody (a leader joins it to the spot). The spot itself (data-x, data-y) never moves.
 */
export function foulGlyphOffset(foul: Point, ball: Point | null, need: number, avoid: readonly Point[] = [], clear = 0): Point {
	const free = (p: Point) => (!ball || Math.hypot(p.x - ball.x, p.y - ball.y) >= need - 1e-9) && avoid.every((q) => Math.hypot(p.x - q.x, p.y - q.y) >= clear - 1e-9);
	const zero = { x: 0, y: 0 };
	if (free(foul)) return zero;
	const dx = ball ? foul.x - ball.x : 0;
	const dy = ball ? foul.y - ball.y : 0;
	const d = Math.hypot(dx, dy);
	const u = d > 1e-6 ? { x: dx / d, y: dy / d } : { x: -Math.SQRT1_2, y: Math.SQRT1_2 };
	const off = ball && d < need ? { x: u.x * (need - d), y: u.y * (need - d) } : zero;
	if (free({ x: foul.x + off.x, y: foul.y + off.y })) return off;
	// Round the spot, nearest first, starting away from the ball: the first place clear of everyone.
	const step = Math.max(need, clear) / 3;
	for (let r = step; r <= 4 * Math.max(need, clear); r += step) {
		for (let k = 0; k < 16; k++) {
			const a = Math.atan2(u.y, u.x) + (k % 2 ? 1 : -1) * Math.ceil(k / 2) * (Math.PI / 8);
			const c = { x: Math.cos(a) * r, y: Math.sin(a) * r };
			if (free({ x: foul.x + c.x, y: foul.y + c.y })) return c;
		}
	}
	return off;
}
