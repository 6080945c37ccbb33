/*
 * Where the venue's labels go: rows above the drawn area for the lines and spots (a label that
 * would overlap its neighbour goes to the next row up), the length below the area, the width to
 * its right; the goal width and the safety zone where there is room. A label that fits nowhere is
 * left out. Pure: positions in SVG user units (yards, y down), see frame.ts.
 *
 * Markers are symbols of one size on screen (frame.ts), so at a small scale a player at the side
 * line reaches into the label rows, and one at the boards sits in the safety zone's strip. Each
 * label therefore has candidate places, best first, all next to what it names (its row above the
 * area, slid along the row with its tick still under the text, the other rows, below the area; any
 * stretch of the strip it names), and takes the first that is clear of the markers as drawn
 * (`keepClear`: their boxes on screen at the current scale, markerBoxes) and of the labels placed
 * before it (firstClear). A label with no clear candidate is left out: never drawn over a player,
 * the ball or another label (the line or strip it names is still drawn).
 */
import type { Point, Rect, Venue } from '$lib/geometry';
import { clamp, marginsFor, ROW, type Sizes, textWidth } from './frame';
import { clearMarks } from './clear';
import { clearOf } from './shapes';
import { type DiagramWords, diagramWords } from './words';
import { placeMarkers } from './declutter';

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

/**
 * The first of `candidates` (boxes, best first) that overlaps none of `obstacles` with `gap` of air
 * (same units); its index, or -1 where every candidate is covered.
 */
export function firstClear(candidates: readonly Box[], obstacles: readonly Box[], gap = 0): number {
	return candidates.findIndex((c) => obstacles.every((o) => !boxesOverlap(c, o, gap)));
}

/** A marker as drawn: where (yards, attack frame, its clear.ts shift included) and its shape. */
export interface MarkerAt {
	x: number;
	y: number;
	team?: 'fouling' | 'fouled';
	role?: string;
}

/** How far a marker reaches from its centre, in marker radii, as PlayerMarks draws it. */
export const MARKER_REACH = { circle: 1, diamond: 1.22, ring: 1.75 } as const;
/** How far a marker reaches from its centre, in marker radii: its ring, diamond or circle. */
const reachOf = (m: MarkerAt) => (m.role === 'designated-defender' ? MARKER_REACH.ring : m.team === 'fouling' ? MARKER_REACH.diamond : MARKER_REACH.circle);
/** How far an illegal player's "!" badge reaches from the marker's centre, in radii (its corner). */
const BADGE_REACH = 2;
/** How far a marker's glyph reaches from its centre, in radii, as PlayerMarks draws it: its ring, diamond or circle, an illegal one's badge. */
export const drawnReach = (m: MarkerAt & { illegal?: boolean }) => Math.max(reachOf(m), m.illegal ? BADGE_REACH : 0);

/** Air kept between a label and a marker or the ball, CSS px. */
export const MARKER_AIR_PX = 2;

/**
 * The boxes (SVG user units, centre and size) the players' markers and the ball take on screen at
 * the scale of `sizes`: a circle its radius, a diamond its half-diagonal, the designated defender
 * its ring, the ball its radius and edge; each with MARKER_AIR_PX of air.
 */
export function markerBoxes(markers: readonly MarkerAt[], ball: Point | null, sizes: Pick<Sizes, 'player' | 'ball' | 'pxPerYard'>): Box[] {
	const air = MARKER_AIR_PX / sizes.pxPerYard;
	const square = (p: Point, half: number): Box => ({ x: p.x, y: -p.y, w: 2 * (half + air), h: 2 * (half + air) });
	return [...markers.map((m) => square(m, sizes.player * reachOf(m))), ...(ball ? [square(ball, sizes.ball + 1.5 / sizes.pxPerYard)] : [])];
}

/**
 * The players where the marks draw them at rest (SetupMarks): moved off the ball, off the foul
 * cross (`foul`: the spot it is drawn on; null: none) and, where `spread` (a still picture), off
 * each other (clear.ts), at the scale of `sizes`. The cross stays on its spot: a marker is a symbol
 * and moves aside, the spot is a place.
 */
export function markersAtRest<P extends MarkerAt>(players: readonly P[], ball: Point | null, sizes: Pick<Sizes, 'player' | 'ball' | 'pxPerYard'>, spread: boolean, foul: Point | null = null): (P & { shift?: Point })[] {
	const cross = foul ? [{ at: foul, half: foulCrossHalf(sizes) + FOUL_AIR_PX / sizes.pxPerYard }] : [];
	const shifts = clearMarks(players, ball, sizes.player, sizes.ball, spread, cross, players.map(reachOf));
	return players.map((p, i) => {
		const s = shifts[i]!;
		return s.x || s.y ? { ...p, shift: s } : p;
	});
}

/** The foul spot where SetupMarks draws it: shown, and not under the ball (the ball says it all there); else null. */
export function foulDrawn(foul: Point | null | undefined, ball: Point | null, show: boolean): Point | null {
	if (!show || !foul) return null;
	return ball && Math.hypot(foul.x - ball.x, foul.y - ball.y) < 0.5 ? null : foul;
}

/** Half the foul cross's size, yards, at the scale of `sizes`: a little bigger than the ball, never under 6 CSS px. */
export function foulCrossHalf(sizes: Pick<Sizes, 'ball' | 'pxPerYard'>): number {
	return Math.max(sizes.ball * 1.3, 6 / sizes.pxPerYard);
}

/** Air kept round the foul cross (its stroke's half and a little more), CSS px. */
const FOUL_AIR_PX = 3;

/** The box the foul cross takes on screen, centred on its spot (SVG user units), with its stroke and some air. */
export function foulCrossBox(foul: Point, sizes: Pick<Sizes, 'ball' | 'pxPerYard'>): Box {
	const half = foulCrossHalf(sizes) + FOUL_AIR_PX / sizes.pxPerYard;
	return { x: foul.x, y: -foul.y, w: 2 * half, h: 2 * half };
}

/** What a still picture draws: its players (yards), the ball and the foul spot drawn (foulDrawn), null where none. */
export interface AtRest {
	players: readonly MarkerAt[];
	ball: Point | null;
	foul: Point | null;
	/** Markers pushed off each other too (a still picture; false where the user moves them). */
	spread: boolean;
	/** The user moves the players (and with a finger: `fingers`), as PlayerMarks is told. */
	interactive?: boolean;
	fingers?: boolean;
	/** The index of the player under the user's finger, or -1. */
	pinned?: number;
}

/** The ball and the foul cross as the markers keep off them (placeMarkers' obstacles), yards. */
export function markerObstacles(ball: Point | null, foul: Point | null, sizes: Pick<Sizes, 'ball' | 'pxPerYard'>): { x: number; y: number; half: number }[] {
	return [...(ball ? [{ ...ball, half: sizes.ball + 1.5 / sizes.pxPerYard }] : []), ...(foul ? [{ ...foul, half: foulCrossHalf(sizes) + FOUL_AIR_PX / sizes.pxPerYard }] : [])];
}

/**
 * The markers where PlayerMarks draws them: at rest (markersAtRest), then pushed apart where still
 * too close, off the ball and the foul cross (placeMarkers). What the labels keep clear of.
 */
export function markersPlaced<P extends MarkerAt & { illegal?: boolean }>(rest: readonly (P & { shift?: Point })[], o: AtRest, sizes: Pick<Sizes, 'player' | 'ball' | 'pxPerYard'>): P[] {
	const at = drawnAt(rest) as P[];
	const spots = at.map((p) => ({ x: p.x, y: p.y, reach: drawnReach(p) }));
	const { drawn } = placeMarkers(spots, sizes.player, {
		pxPerYard: sizes.pxPerYard,
		pinned: o.pinned ?? -1,
		interactive: !!o.interactive,
		fingers: !!o.fingers,
		spread: true,
		moving: false,
		obstacles: markerObstacles(o.ball, o.foul, sizes)
	});
	return at.map((p, i) => ({ ...p, x: drawn[i]!.x, y: drawn[i]!.y }));
}

/**
 * What the venue's labels keep clear of at the scale of `sizes` (Diagram's keepClear): the players'
 * markers as drawn at rest, the ball, and the foul cross on its spot, SVG user units.
 */
export function restingBoxes(o: AtRest, sizes: Sizes): Box[] {
	const markers = markersPlaced(markersAtRest(o.players, o.ball, sizes, o.spread, o.foul), o, sizes);
	return [...markerBoxes(markers, o.ball, sizes), ...(o.foul ? [foulCrossBox(o.foul, sizes)] : [])];
}

/** The markers as drawn (shift applied), for markerBoxes. */
export const drawnAt = (players: readonly (MarkerAt & { shift?: Point })[]): MarkerAt[] => players.map((p) => ({ ...p, x: p.x + (p.shift?.x ?? 0), y: p.y + (p.shift?.y ?? 0) }));

/** Centre y (SVG) of label row `row` above the area. */
export function rowY(area: Rect, font: number, row: number): number {
	return -area.maxY - font * (0.4 + ROW * (row + 0.5));
}

/**
 * Every label of the venue that fits, for `area` (attack frame) drawn with labels `font` yd high, in
 * the words of `w` (the page's language), in at most `maxRows` rows above the area (the rows its
 * margin holds). A line or spot label near the side of the drawn area is shifted inward so that it
 * stays inside the viewBox (Diagram adds marginsFor's margins to `area`); its tick still marks the
 * line. `keepClear`: boxes (SVG user units) no label may cover, the markers and the ball as drawn
 * (markerBoxes); a label covered in its first place takes its next clear candidate, else is left out.
 */
export function venueLabels(venue: Venue, area: Rect, font: number, maxRows = 2, w: DiagramWords = diagramWords(), keepClear: readonly Box[] = []): VenueLabelLayout {
	const gap = font * 0.35;
	const m = marginsFor(font, true);
	/** The viewBox's horizontal extent, less a little room for the text's halo. */
	const viewMinX = area.minX - m.left + font * 0.2;
	const viewMaxX = area.maxX + m.right - font * 0.2;
	const kept: Box[] = [];
	const labels: VenueLabel[] = [];
	const ticks: Segment[] = [];
	let rows = 0;
	/** The box a label's text takes on screen: its line box, 1.2 fonts high. */
	const inked = (b: Box): Box => ({ ...b, h: b.h * 1.2 });
	/** The labels kept, with `gap` of air side by side (rows touch). */
	const taken = (): Box[] => kept.map((k) => ({ ...k, w: k.w + gap * 2 }));
	/** The first of `cands` clear of the labels kept and, its text's line box, of the markers; -1: none. */
	const pick = (cands: readonly Box[]) => {
		const labelsNow = taken();
		return cands.findIndex((c) => firstClear([c], labelsNow) === 0 && firstClear([inked(c)], keepClear) === 0);
	};

	const dimensions = venueDimensions(venue, area, font, gap, w).filter((d) => {
		const box = dimensionBox(d.label, font);
		// A dimension has one place (its arrow): where a marker covers its text it is left out.
		if (firstClear([inked(box)], keepClear) < 0) return false;
		kept.push(box);
		return true;
	});
	const lengthDrawn = dimensions.some((d) => d.id === 'length');

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
			const text = s.kind === 'centre' ? w.centreSpot : w.yd(s.yards);
			marks.push({ id: `spot-${s.x}`, text, x: s.x, kind: 'spot', priority: s.kind === 'centre' ? 0 : Math.min(s.x, venue.length - s.x) });
		}
	}
	marks.sort((a, b) => a.priority - b.priority || a.x - b.x);
	const top = -Math.min(area.maxY, venue.bounds.maxY);
	const bottom = -Math.max(area.minY, venue.bounds.minY);
	for (const mk of marks) {
		const tw = textWidth(mk.text, font);
		// Centred on its line, else shifted inward just enough to stay inside the viewBox.
		const fits = viewMaxX - viewMinX > tw;
		const at = (x: number) => (fits ? clamp(x, viewMinX + tw / 2, viewMaxX - tw / 2) : x);
		const rowBoxes = Array.from({ length: Math.max(maxRows, 0) }, (_, row) => ({ x: at(mk.x), y: rowY(area, font, row), w: tw, h: font }));
		// Where the labels alone leave it no row, it is left out, as without markers.
		if (firstClear(rowBoxes, taken()) < 0) continue;
		const cands = lineCandidates(mk.x, tw, font, rowBoxes, lengthDrawn ? null : -area.minY + font * 1.05, at);
		const i = pick(cands.map((c) => c.box));
		if (i < 0) continue;
		const { box, row } = cands[i]!;
		kept.push(box);
		labels.push({ id: mk.id, text: mk.text, x: box.x, y: box.y, rotate: 0, kind: mk.kind });
		ticks.push(row >= 0 ? { x1: mk.x, y1: top, x2: mk.x, y2: box.y + font * 0.55 } : { x1: mk.x, y1: bottom, x2: mk.x, y2: box.y - font * 0.55 });
		if (row >= 0) rows = Math.max(rows, row + 1);
	}

	const small = font * 0.85;
	// The goal width (small): in the safety zone behind a goal, or inside its end wall; above the mouth, else below it.
	const goalDim = venue.dimensions.find((d) => d.from.x === d.to.x && Math.abs(Math.abs(d.to.y - d.from.y) - venue.goalWidth) < 1e-9);
	if (goalDim) {
		const text = w.goal(goalDim.yards);
		const tw = textWidth(text, small);
		const behind = venue.surround.maxX - venue.bounds.maxX;
		const far = behind >= tw + small * 0.5 ? (venue.surround.maxX + venue.bounds.maxX) / 2 : venue.bounds.maxX - tw / 2 - small * 0.8;
		const near = behind >= tw + small * 0.5 ? (venue.surround.minX + venue.bounds.minX) / 2 : venue.bounds.minX + tw / 2 + small * 0.8;
		const dy = venue.goalWidth / 2 + small * 1.1;
		const cands = [far, near]
			.flatMap((x) => [-dy, dy].map((y) => ({ x, y, w: tw, h: small })))
			.filter((b) => within(b.x - tw / 2, area.minX, area.maxX) && within(b.x + tw / 2, area.minX, area.maxX) && within(-b.y, area.minY, area.maxY));
		// Its first place, as before markers: taken by another label, it is left out.
		const i = cands.length && firstClear([cands[0]!], taken()) === 0 ? pick(cands) : -1;
		if (i >= 0) {
			kept.push(cands[i]!);
			labels.push({ id: 'goal-width', text, x: cands[i]!.x, y: cands[i]!.y, rotate: 0, kind: 'goal' });
		}
	}

	// The safety zone, in the strip beyond the upper side line where it is deep enough, at its right end,
	// else further along it, else in the strip beyond the lower side line.
	if (venue.kind === 'field') {
		const text = w.safetyZone(venue.surround.maxY - venue.bounds.maxY);
		const tw = textWidth(text, small);
		const x0 = Math.max(area.minX, venue.bounds.minX) + tw / 2 + small;
		const x1 = Math.min(area.maxX, venue.bounds.maxX) - tw / 2 - small;
		const strips = [
			{ depth: venue.surround.maxY - venue.bounds.maxY, mid: venue.bounds.maxY + (venue.surround.maxY - venue.bounds.maxY) / 2 },
			{ depth: venue.bounds.minY - venue.surround.minY, mid: venue.bounds.minY - (venue.bounds.minY - venue.surround.minY) / 2 }
		].filter((s) => s.depth >= small * 1.15 && within(s.mid, area.minY, area.maxY));
		const xs = stripStops(x0, x1, tw * 0.5).filter((x) => within(x - tw / 2, area.minX, area.maxX));
		const cands = strips.flatMap((s) => xs.map((x) => ({ x, y: -s.mid, w: tw, h: small })));
		const first = cands[0];
		const i = first && firstClear([first], taken()) === 0 ? pick(cands) : -1;
		if (i >= 0) {
			kept.push(cands[i]!);
			labels.push({ id: 'safety', text, x: cands[i]!.x, y: cands[i]!.y, rotate: 0, kind: 'zone' });
		}
	}

	return { labels, dimensions, ticks, rows, boxes: kept };
}

/**
 * A line or spot label's candidate places, best first: centred in each row above the area
 * (`rowBoxes`), then slid along each row (its tick, at `x`, still under the text), then below the
 * area at `belowY` (null: the length is drawn there) centred and slid. `row` -1: below.
 */
function lineCandidates(x: number, tw: number, font: number, rowBoxes: readonly Box[], belowY: number | null, at: (x: number) => number): { box: Box; row: number }[] {
	const slide = Math.max(tw / 2 - font * 0.45, 0);
	const under = (b: Box) => Math.abs(b.x - x) <= tw / 2 - font * 0.2 + 1e-9;
	const slid = (b: Box, row: number) =>
		[-slide, slide]
			.map((d) => ({ box: { ...b, x: at(x + d) }, row }))
			.filter((c) => under(c.box) && Math.abs(c.box.x - b.x) > 1e-6);
	const below = belowY === null ? [] : [{ box: { x: at(x), y: belowY, w: tw, h: font }, row: -1 }];
	return [
		...rowBoxes.map((box, row) => ({ box, row })),
		...rowBoxes.flatMap((b, row) => slid(b, row)),
		...below,
		...below.flatMap((c) => slid(c.box, -1))
	];
}

/** Stops from x1 down to x0 (both included) at most `step` apart; [x1] where the span is shorter. */
function stripStops(x0: number, x1: number, step: number): number[] {
	if (x1 - x0 < 1e-9 || step <= 0) return [x1];
	const n = Math.ceil((x1 - x0) / step);
	return Array.from({ length: n + 1 }, (_, i) => x1 - ((x1 - x0) * i) / n);
}

/** A dimension label's box (SVG user units): the width one is drawn upright. */
function dimensionBox(l: VenueLabel, font: number): Box {
	const lw = textWidth(l.text, font);
	return l.rotate ? { x: l.x, y: l.y, w: font, h: lw } : { x: l.x, y: l.y, w: lw, h: font };
}

/** The length below the area and the width to its right, each where it is drawn whole and its text fits its span. */
function venueDimensions(venue: Venue, area: Rect, font: number, gap: number, w: DiagramWords): DimensionMark[] {
	const dimensions: DimensionMark[] = [];
	const full = venue.dimensions;
	const split = (a: number, b: number, c: number, half: number): [number, number, number, number] => [a, c - half, c + half, b];
	/** The dimension's text if it fits its span with room for the arrows: 'width 50 yd', '50 yd', or none. */
	const fit = (named: string, yards: string, span: number): string | null => {
		for (const t of [named, yards]) if (textWidth(t, font) + gap * 2 + font * 2 <= span) return t;
		return null;
	};
	// The length below the area, when the whole of it is drawn.
	const length = full.find((d) => d.from.y === d.to.y && Math.abs(d.to.x - d.from.x - venue.length) < 1e-9);
	const lengthText = length ? fit(w.length(length.yards), w.dimension(length.yards), Math.abs(length.to.x - length.from.x)) : null;
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
	const widthText = width ? fit(w.width(width.yards), w.dimension(width.yards), Math.abs(width.to.y - width.from.y)) : null;
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
	return dimensions;
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
	/** Boxes no part of the label may touch (SVG user units: the markers and the ball as drawn, markerBoxes). */
	markers?: readonly Box[];
	/** The most air between the glyph and the label's box, yards: a label further out is no label of it. Infinity: no limit. */
	maxGap?: number;
}

/** How the foul spot is drawn: the cross, centred on the spot, its size, and its label. */
export interface FoulMark {
	/** Half the cross's size, yards. */
	k: number;
	/** The label's centre from the foul spot, SVG user units; null: no label (the cross alone marks the spot). */
	label: Point | null;
	/** The label's box, SVG user units (absolute), for the other labels to keep clear of; null: none. */
	box: Box | null;
}

export interface FoulMarkInput {
	/** The foul spot, yards, attack frame. */
	foul: Point;
	/** The ball (yards): the label goes away from it; null: none. */
	ball: Point | null;
	/** The label in the page's language; '' for none (a thumbnail). */
	text: string;
	sizes: Sizes;
	/** The players' markers as drawn (drawnAt of markersAtRest with this foul spot: off the cross). */
	markers: readonly MarkerAt[];
	/** The view, yards, attack frame: the label stays inside it. */
	view: Rect;
	/** Boxes already taken, SVG user units (the venue's labels). */
	reserved: readonly Box[];
	/** Half the cross's size, yards; default foulCrossHalf (a scenario draws it bigger under a player standing on the spot). */
	half?: number;
}

/**
 * The most air between the foul cross and its label on screen, CSS px: about a line of the label's
 * text. A label that finds no place that close is left out (the cross alone marks the spot): a
 * label further out reads as another mark's.
 */
export const FOUL_LABEL_GAP_PX = 20;

/**
 * The foul spot's cross and label (BallMark draws them; the rule lines' labels keep clear of the
 * label): the cross on the spot itself, whatever stands near (the markers are drawn off it,
 * markersAtRest; the ball is drawn over it), the label beside it, within FOUL_LABEL_GAP_PX, clear
 * of the markers as drawn, the ball and the venue's labels (foulLabelAt).
 */
export function foulMark(o: FoulMarkInput): FoulMark {
	const { sizes, markers } = o;
	const k = o.half ?? foulCrossHalf(sizes);
	if (!o.text) return { k, label: null, box: null };
	const font = sizes.font * 0.8;
	const width = textWidth(o.text, font);
	const at = o.foul;
	const d = font * 0.3;
	const p = foulLabelAt({
		at,
		away: o.ball,
		width,
		font,
		glyph: k,
		// Anywhere in the view, margins included: the venue's own labels there are `reserved`.
		area: { minX: o.view.minX + d, maxX: o.view.maxX - d, minY: o.view.minY + d, maxY: o.view.maxY - d },
		avoid: markers,
		clear: sizes.player * 1.2,
		reserved: o.reserved,
		markers: markerBoxes(markers, o.ball, sizes),
		maxGap: FOUL_LABEL_GAP_PX / sizes.pxPerYard
	});
	if (!p) return { k, label: null, box: null };
	return { k, label: p, box: { x: at.x + p.x, y: -at.y + p.y, w: width, h: font * 1.2 } };
}

/** The air between two boxes (centre and size, same units): 0 where they touch or overlap. */
export function boxGap(a: Box, b: Box): number {
	const dx = Math.max(0, Math.abs(a.x - b.x) - (a.w + b.w) / 2);
	const dy = Math.max(0, Math.abs(a.y - b.y) - (a.h + b.h) / 2);
	return Math.hypot(dx, dy);
}

/**
 * Where the foul spot's label goes, as an offset from the glyph's centre in SVG user units: away from
 * the ball first, then across, then toward it, then the diagonals, each at the glyph's edge and a
 * little further out (never more than `maxGap` from the glyph); the first that stays inside the
 * area, clear of the points and of the boxes taken and of the markers as drawn. Null where none
 * does (the cross alone then marks the spot).
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
	// The ball is among the markers' boxes (markerBoxes): kept clear as drawn, not by a player's radius.
	const avoid = o.avoid ?? [];
	const cross = { x: at.x, y: -at.y, w: glyph * 2, h: glyph * 2 };
	const maxGap = o.maxGap ?? Infinity;
	// Further out where the players crowd the spot (a label moves, a marker never shrinks), as far as maxGap.
	for (const reach of [1, 1.8, 2.8, 4, 5.5]) {
		const d = glyph + font * 0.9 * reach;
		for (const v of dirs) {
			const p = { x: v.x * (d + half * Math.abs(v.x)), y: v.y * d };
			const c = { x: at.x + p.x, y: at.y + p.y };
			const box = { x: c.x, y: -c.y, w: half * 2, h: font * 1.2 };
			if (boxGap(box, cross) > maxGap + 1e-9 || boxesOverlap(box, cross)) continue;
			const inside = c.x - half > area.minX && c.x + half < area.maxX && c.y - font * 0.6 > area.minY && c.y + font * 0.6 < area.maxY;
			if (!inside) continue;
			if (!clearOf(c, half * 2, font, avoid, o.clear ?? 0)) continue;
			if (taken.some((b) => boxesOverlap(b, box, font * 0.2))) continue;
			if (firstClear([box], o.markers ?? []) < 0) continue;
			return { x: p.x, y: -p.y };
		}
	}
	return null;
}
