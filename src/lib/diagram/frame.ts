/*
 * Yards to SVG, and the sizes that keep a diagram readable at any scale. Pure: no DOM.
 *
 * SVG user units are yards. x is the attack-frame x (src/lib/geometry/index.ts). The SVG y axis
 * points down, so the attack-frame y is drawn UPWARD: svg y = -y. Every mark converts through
 * `toSvg` (or the frame's x and y maps), so a point (x, y) from the geometry module is drawn at
 * `translate(x, -y)`; players use exactly that transform so that an animation can move them by
 * transform only.
 */
import type { Point, Rect } from '$lib/geometry';

/** Yards -> SVG user units along one axis. */
export type AxisMap = (v: number) => number;

export interface Frame {
	/** The region drawn, yards, attack frame. */
	box: Rect;
	/** Attack-frame x (yd) -> SVG x. */
	x: AxisMap;
	/** Attack-frame y (yd) -> SVG y (flipped: +y is drawn upward). */
	y: AxisMap;
	/** The SVG viewBox attribute, in yards. */
	viewBox: string;
	/** Width and height of the viewBox, yards. */
	width: number;
	height: number;
}

export function makeFrame(box: Rect): Frame {
	// SVG units are yards, so both maps are the identity up to the y flip. Written out rather than
	// taken from d3-scale: that library (with d3-array, -interpolate, -format and -time) cost a
	// penalty page about 11 KB gzip of first-visit JavaScript for two one-line functions.
	const x: AxisMap = (v) => v;
	const y: AxisMap = (v) => (v === 0 ? 0 : -v);
	const width = box.maxX - box.minX;
	const height = box.maxY - box.minY;
	return { box, x, y, width, height, viewBox: `${num(box.minX)} ${num(-box.maxY)} ${num(width)} ${num(height)}` };
}

/** Attack-frame point -> SVG user point. */
export function toSvg(p: Point): Point {
	return { x: p.x, y: p.y === 0 ? 0 : -p.y };
}

/** SVG user point -> attack-frame point. */
export function fromSvg(p: Point): Point {
	return { x: p.x, y: p.y === 0 ? 0 : -p.y };
}

/** A number for an SVG attribute: 3 decimals at most, no -0. */
export function num(v: number): string {
	const r = Math.round(v * 1000) / 1000;
	return String(Object.is(r, -0) ? 0 : r);
}

/** The SVG path of polygons (attack frame), each closed. */
export function polygonsPath(polys: readonly (readonly Point[])[]): string {
	return polys
		.filter((p) => p.length >= 3)
		.map((p) => 'M' + p.map((q) => `${num(q.x)} ${num(-q.y)}`).join('L') + 'Z')
		.join('');
}

export function clamp(v: number, lo: number, hi: number): number {
	return Math.min(hi, Math.max(lo, v));
}

/**
 * How big labels are on screen, CSS px, for a diagram `widthPx` wide: never under 14 px (a 390 px
 * phone), growing with the screen up to 24 px (a 1920 px projector read from the back of a room).
 */
export function labelPx(widthPx: number): number {
	return clamp(widthPx / 64, 14, 24);
}

export interface Sizes {
	/** Label font size, yards. */
	font: number;
	/** Player marker radius, yards. */
	player: number;
	/** Ball radius, yards. */
	ball: number;
	/** CSS px per yard. */
	pxPerYard: number;
}

/**
 * A player marker's radius on screen, CSS px, for a diagram `widthPx` wide: 14 px on a phone (a
 * 28 px token a finger can take), growing to 18 px on a wide screen. Markers are symbols, not to
 * scale: they keep this size whatever the zoom.
 */
export function markerPx(widthPx: number): number {
	return clamp(widthPx / 90, 14, 18);
}

/** The ball's radius beside a marker of radius `marker` px: big enough to find, never over a number. */
export const BALL_RATIO = 0.42;

/**
 * Mark sizes in yards for a view `boxWidth` yd wide shown `widthPx` CSS px wide: labels at `label`
 * px (labelPx by default; a clinic slide's are sized for its room), players at `marker` px
 * (markerPx by default) and the ball beside them, whatever the scale. A thumbnail (`toScale`) keeps
 * its markers between 0.6 and 3.5 yd instead, so that they do not bury a small picture of the whole venue.
 */
export function sizesFor(widthPx: number, boxWidth: number, marker: number = markerPx(widthPx), toScale = false, label: number = labelPx(widthPx)): Sizes {
	const pxPerYard = widthPx / boxWidth;
	const font = label / pxPerYard;
	const player = toScale ? clamp(13 / pxPerYard, 0.6, 3.5) : marker / pxPerYard;
	const ball = toScale ? clamp(5 / pxPerYard, 0.3, 1.6) : (marker * BALL_RATIO) / pxPerYard;
	return { font, player, ball, pxPerYard };
}

/**
 * The margins (yards) around the drawn area for labels: `rows` rows above for line and spot labels,
 * a row below for the length, a column right for the width, and room on the left for a player's
 * marks behind the goal line or end wall.
 */
export interface Margins {
	top: number;
	bottom: number;
	left: number;
	right: number;
}

/** Height of one label row, in fonts. */
export const ROW = 1.2;

export function marginsFor(font: number, labels: boolean, rows = 1): Margins {
	if (!labels) return { top: font * 0.2, bottom: font * 0.2, left: font * 0.2, right: font * 0.2 };
	// Left: room behind the end wall for the marks of a player standing against it (the arena's
	// designated defender wears a ring 1.75 times the marker), which would otherwise be cut off.
	return { top: font * (0.6 + ROW * Math.max(rows, 0)), bottom: font * 1.9, left: font * 1.75, right: font * 2 };
}

/**
 * The sizes for `area` (attack frame) drawn `widthPx` wide with label margins, labels at `label` px
 * (labelPx by default). Margins depend on the font, the font on the scale, the scale on the
 * (horizontal) margins: solved in closed form.
 */
export function fitSizes(area: Rect, widthPx: number, labels: boolean, marker?: number, label: number = labelPx(widthPx)): Sizes {
	const w = area.maxX - area.minX;
	const fpx = label;
	const unit = marginsFor(1, labels);
	const k = unit.left + unit.right;
	// boxWidth = w + k * font, font = fpx * boxWidth / widthPx
	const ratio = Math.min(0.5, (k * fpx) / Math.max(widthPx, 1));
	return sizesFor(widthPx, w / (1 - ratio), marker ?? markerPx(widthPx), !labels, fpx);
}

/** The viewBox rect (attack frame): `area` with its label margins. */
export function boxWithMargins(area: Rect, font: number, labels: boolean, rows = 1): Rect {
	const m = marginsFor(font, labels, rows);
	return { minX: area.minX - m.left, maxX: area.maxX + m.right, minY: area.minY - m.bottom, maxY: area.maxY + m.top };
}

/**
 * The part of the venue where the play is: the points given (ball, players, circles...) with room
 * around them, at least `minWidth` yd wide and no flatter than `aspect` (width / height), inside
 * `bounds`.
 */
export function playBox(points: readonly Point[], bounds: Rect, pad = 8, aspect = 1.6, minWidth = 40): Rect {
	if (points.length === 0) return bounds;
	let minX = Math.min(...points.map((p) => p.x)) - pad;
	let maxX = Math.max(...points.map((p) => p.x)) + pad;
	let minY = Math.min(...points.map((p) => p.y)) - pad;
	let maxY = Math.max(...points.map((p) => p.y)) + pad;
	const grow = (lo: number, hi: number, want: number, blo: number, bhi: number): [number, number] => {
		if (hi - lo >= want) return [Math.max(lo, blo), Math.min(hi, bhi)];
		const c = (lo + hi) / 2;
		let a = c - want / 2;
		let b = c + want / 2;
		if (a < blo) [a, b] = [blo, Math.min(bhi, blo + want)];
		if (b > bhi) [a, b] = [Math.max(blo, bhi - want), bhi];
		return [a, b];
	};
	[minX, maxX] = grow(minX, maxX, minWidth, bounds.minX, bounds.maxX);
	// Keep it landscape: at least width / aspect tall is not needed; at most width / aspect... make
	// the box exactly `aspect` unless the bounds do not allow it.
	const wantH = (maxX - minX) / aspect;
	if (maxY - minY < wantH) [minY, maxY] = grow(minY, maxY, wantH, bounds.minY, bounds.maxY);
	else {
		[minY, maxY] = [Math.max(minY, bounds.minY), Math.min(maxY, bounds.maxY)];
		const wantW = (maxY - minY) * aspect;
		if (maxX - minX < wantW) [minX, maxX] = grow(minX, maxX, wantW, bounds.minX, bounds.maxX);
	}
	return { minX, maxX, minY, maxY };
}

export interface LabelBox {
	id: string;
	/** Centre of the text, SVG user units (yards, y down). */
	x: number;
	y: number;
	/** Width and height of the text box, yards. */
	w: number;
	h: number;
	/** Lower is placed first. */
	priority: number;
}

/** Rough width of a label in yards at `font` yd: good enough to keep labels apart. */
export function textWidth(text: string, font: number): number {
	return text.length * font * 0.58 + font * 0.3;
}

/** Keeps the labels that do not overlap one already kept, in priority order; returns their ids. */
export function placeLabels(labels: readonly LabelBox[], gap = 0): Set<string> {
	const kept: LabelBox[] = [];
	const sorted = [...labels].sort((a, b) => a.priority - b.priority);
	for (const l of sorted) {
		const hit = kept.some(
			(k) => Math.abs(k.x - l.x) * 2 < k.w + l.w + gap * 2 && Math.abs(k.y - l.y) * 2 < k.h + l.h + gap * 2
		);
		if (!hit) kept.push(l);
	}
	return new Set(kept.map((k) => k.id));
}
