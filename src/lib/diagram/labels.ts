/*
 * Where the venue's labels go: rows above the drawn area for the lines and spots (a label that
 * would overlap its neighbour goes to the next row up), the length below the area, the width to
 * its right; the goal width and the safety zone where there is room. A label that fits nowhere is
 * left out. Pure: positions in SVG user units (yards, y down), see frame.ts.
 */
import type { Rect, Venue } from '$lib/geometry';
import { formatYards } from '$lib/url/state';
import { ROW, textWidth } from './frame';

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
}

interface Box {
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

/** Every label of the venue that fits, for `area` (attack frame) drawn with labels `font` yd high. */
export function venueLabels(venue: Venue, area: Rect, font: number, maxRows = 2): VenueLabelLayout {
	const gap = font * 0.35;
	const kept: Box[] = [];
	const labels: VenueLabel[] = [];
	const ticks: Segment[] = [];
	let rows = 0;

	// Lines (field) and spots (arena), by priority, each in the lowest row where it fits.
	const marks: { id: string; text: string; x: number; kind: 'line' | 'spot'; priority: number }[] = [];
	if (venue.kind === 'field') {
		for (const l of venue.lines) {
			if (l.kind === 'back' || !within(l.x, area.minX, area.maxX)) continue;
			const text = l.kind === 'centre' ? 'centre' : `${formatYards(l.yards)} yd`;
			marks.push({ id: `line-${l.x}`, text, x: l.x, kind: 'line', priority: l.kind === 'centre' ? 0 : l.yards });
		}
	} else {
		for (const s of venue.spots) {
			if (!within(s.x, area.minX, area.maxX)) continue;
			const text = s.kind === 'centre' ? 'centre' : `${s.label} yd`;
			marks.push({ id: `spot-${s.x}`, text, x: s.x, kind: 'spot', priority: s.kind === 'centre' ? 0 : Math.min(s.x, venue.length - s.x) });
		}
	}
	marks.sort((a, b) => a.priority - b.priority || a.x - b.x);
	for (const m of marks) {
		const w = textWidth(m.text, font);
		for (let row = 0; row < maxRows; row++) {
			const box = { x: m.x, y: rowY(area, font, row), w, h: font };
			if (kept.some((k) => overlaps(k, box, gap))) continue;
			kept.push(box);
			labels.push({ id: m.id, text: m.text, x: m.x, y: box.y, rotate: 0, kind: m.kind });
			ticks.push({ x1: m.x, y1: -Math.min(area.maxY, venue.bounds.maxY), x2: m.x, y2: box.y + font * 0.55 });
			rows = Math.max(rows, row + 1);
			break;
		}
	}

	const dimensions: DimensionMark[] = [];
	const full = venue.dimensions;
	const split = (a: number, b: number, c: number, half: number): [number, number, number, number] => [a, c - half, c + half, b];
	/** The dimension's text if it fits its span with room for the arrows: 'width 50 yd', '50 yd', or none. */
	const fit = (name: string, label: string, span: number): string | null => {
		for (const t of [`${name} ${label}`, label]) if (textWidth(t, font) + gap * 2 + font * 2 <= span) return t;
		return null;
	};
	// The length below the area, when the whole of it is drawn.
	const length = full.find((d) => d.from.y === d.to.y && Math.abs(d.to.x - d.from.x - venue.length) < 1e-9);
	const lengthText = length ? fit('length', length.label, Math.abs(length.to.x - length.from.x)) : null;
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
	const widthText = width ? fit('width', width.label, Math.abs(width.to.y - width.from.y)) : null;
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
		const text = `goal ${goalDim.label}`;
		const w = textWidth(text, small);
		const behind = venue.surround.maxX - venue.bounds.maxX;
		const x = behind >= w + small * 0.5 ? (venue.surround.maxX + venue.bounds.maxX) / 2 : venue.bounds.maxX - w / 2 - small * 0.8;
		const y = -(venue.goalWidth / 2 + small * 1.1);
		const box = { x, y, w, h: small };
		if (within(x - w / 2, area.minX, area.maxX) && within(x + w / 2, area.minX, area.maxX) && within(-y, area.minY, area.maxY) && !kept.some((k) => overlaps(k, box, gap))) {
			kept.push(box);
			labels.push({ id: 'goal-width', text, x, y, rotate: 0, kind: 'goal' });
		}
	}

	// The safety zone, in the strip beyond the upper side line, where it is deep enough.
	const strip = venue.surround.maxY - venue.bounds.maxY;
	if (venue.kind === 'field' && strip >= small * 1.15 && within(venue.bounds.maxY + strip / 2, area.minY, area.maxY)) {
		const text = `safety zone ${formatYards(strip)} yd`;
		const w = textWidth(text, small);
		const x = Math.min(area.maxX, venue.bounds.maxX) - w / 2 - small;
		const box = { x, y: -(venue.bounds.maxY + strip / 2), w, h: small };
		if (within(x - w / 2, area.minX, area.maxX) && !kept.some((k) => overlaps(k, box, gap))) {
			kept.push(box);
			labels.push({ id: 'safety', text, x, y: box.y, rotate: 0, kind: 'zone' });
		}
	}

	return { labels, dimensions, ticks, rows };
}
