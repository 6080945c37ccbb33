/*
 * Where the labels of a situation diagram go: beside each named player and along each movement arrow,
 * on the first side that overlaps nothing already drawn (markers, arrows, the foul mark, other labels).
 * Pure; yards, attack frame (y up).
 */
import type { Point } from '$lib/geometry';

export interface Box {
	x0: number;
	x1: number;
	y0: number;
	y1: number;
}

export type Side = 'right' | 'left' | 'above' | 'below' | 'above-right' | 'below-right';

export interface LabelPlacement {
	side: Side;
	/** The text anchor point (attack frame) and SVG text-anchor. */
	at: Point;
	anchor: 'start' | 'end' | 'middle';
	box: Box;
}

export interface LayoutInput {
	people: { at: Point; label: string }[];
	arrows: { from: Point; to: Point; label: string }[];
	foul?: Point | null;
	/** Label font size, yards. */
	font: number;
	/** Player marker radius, yards. */
	radius: number;
	/** Relative size of the name labels (their CSS font-size in em). */
	nameScale?: number;
	arrowScale?: number;
	/** The area drawn: labels stay inside it. */
	bounds?: Box;
}

/** Rough text width, yards, for `text` at `font` yards. */
export function textWidthYd(text: string, font: number): number {
	return text.length * font * 0.68 + font * 0.3;
}

export function overlaps(a: Box, b: Box): boolean {
	return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

function segmentHitsBox(a: Point, b: Point, box: Box): boolean {
	const n = 24;
	for (let i = 0; i <= n; i++) {
		const x = a.x + ((b.x - a.x) * i) / n;
		const y = a.y + ((b.y - a.y) * i) / n;
		if (x > box.x0 && x < box.x1 && y > box.y0 && y < box.y1) return true;
	}
	return false;
}

function candidate(side: Side, p: Point, w: number, h: number, gap: number): LabelPlacement {
	switch (side) {
		case 'right':
			return { side, at: { x: p.x + gap, y: p.y }, anchor: 'start', box: { x0: p.x + gap, x1: p.x + gap + w, y0: p.y - h / 2, y1: p.y + h / 2 } };
		case 'left':
			return { side, at: { x: p.x - gap, y: p.y }, anchor: 'end', box: { x0: p.x - gap - w, x1: p.x - gap, y0: p.y - h / 2, y1: p.y + h / 2 } };
		case 'above':
			return { side, at: { x: p.x, y: p.y + gap + h / 2 }, anchor: 'middle', box: { x0: p.x - w / 2, x1: p.x + w / 2, y0: p.y + gap, y1: p.y + gap + h } };
		case 'below':
			return { side, at: { x: p.x, y: p.y - gap - h / 2 }, anchor: 'middle', box: { x0: p.x - w / 2, x1: p.x + w / 2, y0: p.y - gap - h, y1: p.y - gap } };
		case 'above-right':
			return { side, at: { x: p.x - gap / 2, y: p.y + gap + h / 2 }, anchor: 'start', box: { x0: p.x - gap / 2, x1: p.x - gap / 2 + w, y0: p.y + gap, y1: p.y + gap + h } };
		case 'below-right':
			return { side, at: { x: p.x - gap / 2, y: p.y - gap - h / 2 }, anchor: 'start', box: { x0: p.x - gap / 2, x1: p.x - gap / 2 + w, y0: p.y - gap - h, y1: p.y - gap } };
	}
}

/** Label placements: the people's first (they matter most), then the arrows', each in input order. */
export function layoutLabels(input: LayoutInput): { arrows: LabelPlacement[]; people: LabelPlacement[] } {
	const { font, radius } = input;
	const nameFont = font * (input.nameScale ?? 0.85);
	const arrowFont = font * (input.arrowScale ?? 0.8);
	const taken: Box[] = [];
	const markers: Box[] = input.people.map((p) => ({ x0: p.at.x - radius, x1: p.at.x + radius, y0: p.at.y - radius, y1: p.at.y + radius }));
	if (input.foul) {
		const k = Math.max(radius, font * 0.5);
		markers.push({ x0: input.foul.x - k, x1: input.foul.x + k, y0: input.foul.y - k - font * 1.2, y1: input.foul.y + k });
	}
	const inside = (box: Box) => !input.bounds || (box.x0 >= input.bounds.x0 && box.x1 <= input.bounds.x1 && box.y0 >= input.bounds.y0 && box.y1 <= input.bounds.y1);
	const free = (box: Box, ignoreArrows = false) =>
		inside(box) &&
		!taken.some((b) => overlaps(b, box)) &&
		!markers.some((b) => overlaps(b, box)) &&
		(ignoreArrows || !input.arrows.some((a) => segmentHitsBox(a.from, a.to, box)));

	const people = input.people.map((p) => {
		const w = textWidthYd(p.label, nameFont);
		const h = nameFont * 1.2;
		const gap = radius * 1.4;
		const options = (['right', 'left', 'above', 'below', 'above-right', 'below-right'] as const).map((s) => candidate(s, p.at, w, h, gap));
		const pick = options.find((o) => free(o.box)) ?? options.find((o) => free(o.box, true)) ?? options.find((o) => inside(o.box)) ?? options[0]!;
		taken.push(pick.box);
		return pick;
	});
	const arrows = input.arrows.map((a) => {
		const w = textWidthYd(a.label, arrowFont);
		const h = arrowFont * 1.2;
		const options: LabelPlacement[] = [];
		for (const gap of [0.35, 1.5]) {
			for (const t of [0.5, 0.3, 0.7]) {
				const p = { x: a.from.x + (a.to.x - a.from.x) * t, y: a.from.y + (a.to.y - a.from.y) * t };
				options.push(candidate('above', p, w, h, arrowFont * gap), candidate('below', p, w, h, arrowFont * gap));
			}
		}
		const pick = options.find((o) => free(o.box, true)) ?? options.find((o) => inside(o.box)) ?? options[0]!;
		taken.push(pick.box);
		return pick;
	});

	return { arrows, people };
}
