/*
 * Where the marks of a situation diagram go (a worked example's players, its movements, the foul
 * spot), laid out together at the scale on screen so that nothing the story draws covers another:
 * - the foul cross on its spot, drawn under the players; where a player stands on the spot, the cross
 *   is drawn big enough for its four arms to show around the marker (crossHalf);
 * - each name beside its player, on the first side clear of the markers, the cross, the other labels
 *   and the arrows (else the first clear of all but the arrows; else it is left out);
 * - the foul label within FOUL_LABEL_GAP_PX of the cross, clear of all that (labels.ts foulMark),
 *   else left out: the cross alone marks the spot, the legend says what it is;
 * - each movement's label along its arrow, clear of all that, else left out (the arrow keeps its
 *   <title>, the diagram's description its words).
 * The people stay where the story puts them: a label moves, a player never does.
 * `clear` is every box drawn, for the venue's labels to keep clear of (Diagram's keepClear), so that
 * the story's labels come first and a venue label gives way.
 * Pure; yards, attack frame (y up), except labels.ts's boxes (SVG user units, centre and size).
 */
import type { Point, Rect } from '$lib/geometry';
import { type Sizes, textWidth } from '$lib/diagram/frame';
import { type Box as SvgBox, type FoulMark, foulCrossHalf, foulMark, markerBoxes } from '$lib/diagram/labels';

export interface Box {
	x0: number;
	x1: number;
	y0: number;
	y1: number;
}

export type Side = 'right' | 'left' | 'above' | 'below' | 'above-right' | 'below-right' | 'above-left' | 'below-left';

export interface LabelPlacement {
	side: Side;
	/** The text anchor point (attack frame) and SVG text-anchor. */
	at: Point;
	anchor: 'start' | 'end' | 'middle';
	box: Box;
}

/** What a situation diagram draws, its words in the page's language. */
export interface Situation {
	people: readonly { at: Point; label: string; team: 'fouling' | 'fouled' }[];
	arrows: readonly { from: Point; to: Point; label: string }[];
	foul: Point | null;
	/** The foul mark's label, worded by the page (diagramWords().foulLabel); '' for none. */
	foulText: string;
}

export interface SituationLayout {
	/** Each person's name label (input order); null: left out, no clear place. */
	people: (LabelPlacement | null)[];
	/** Each movement's label (input order); null: left out. */
	arrows: (LabelPlacement | null)[];
	/** The foul cross (its size) and its label; null: no foul spot. */
	foul: FoulMark | null;
	/** Every box drawn (markers, cross, labels), SVG user units: what the venue's labels keep clear of. */
	clear: SvgBox[];
}

/** The names' and the movements' font sizes, in the diagram's font (their CSS font-size in em, SituationMarks). */
export const NAME_SCALE = 0.85;
export const ARROW_SCALE = 0.8;
/** How much of each arm of the cross shows beyond a marker standing on the spot, CSS px: enough to see an X at a glance. */
export const CROSS_ARM_PX = 10;
/** Air kept round the cross, CSS px (its stroke's half and a little more, as labels.ts keeps for the penalty pages). */
const CROSS_AIR_PX = 3;
/** Air kept round a label's box, CSS px, so that its halo does not touch what it keeps clear of. */
const LABEL_AIR_PX = 1;

/** Rough width of a name, yards, for `text` at `font` yards: bold, wider than frame.ts textWidth (the movements' words, regular). */
export function textWidthYd(text: string, font: number): number {
	return text.length * font * 0.68 + font * 0.3;
}

export function overlaps(a: Box, b: Box): boolean {
	return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** labels.ts's box (SVG, centre and size) as a box in the attack frame, and back. */
export const fromSvgBox = (b: SvgBox): Box => ({ x0: b.x - b.w / 2, x1: b.x + b.w / 2, y0: -b.y - b.h / 2, y1: -b.y + b.h / 2 });
export const toSvgBox = (b: Box): SvgBox => ({ x: (b.x0 + b.x1) / 2, y: -(b.y0 + b.y1) / 2, w: b.x1 - b.x0, h: b.y1 - b.y0 });

function segmentHitsBox(a: Point, b: Point, box: Box): boolean {
	const n = 24;
	for (let i = 0; i <= n; i++) {
		const x = a.x + ((b.x - a.x) * i) / n;
		const y = a.y + ((b.y - a.y) * i) / n;
		if (x > box.x0 && x < box.x1 && y > box.y0 && y < box.y1) return true;
	}
	return false;
}

/** Whether a player at `at` stands on the foul spot as drawn: its marker (radius `r`, yards) covers the spot. */
export function onSpot(foul: Point | null, at: Point, r: number): boolean {
	return !!foul && Math.hypot(at.x - foul.x, at.y - foul.y) < r;
}

/**
 * The people in the order they are drawn: those whose marker covers the foul spot last, the nearest
 * to it on top (the story is about who stood there: whole, over a neighbour close by); the others as given.
 */
export function drawnOrder<P extends { at: Point }>(foul: Point | null, people: readonly P[], r: number): P[] {
	const dist = (p: P) => (foul ? Math.hypot(p.at.x - foul.x, p.at.y - foul.y) : Infinity);
	const on = people.filter((p) => onSpot(foul, p.at, r)).sort((a, b) => dist(b) - dist(a));
	return [...people.filter((p) => !onSpot(foul, p.at, r)), ...on];
}

/**
 * Half the foul cross's size, yards. A marker is drawn over the cross (SituationMarks), so where a
 * player stands on the spot (the marker covers it) the cross grows until CROSS_ARM_PX of each arm
 * shows beyond that marker (the nearest, drawn on top): the arms run along the diagonals, where a
 * circle reaches its radius and a diamond less. Elsewhere the size of the penalty pages' cross (labels.ts foulCrossHalf).
 */
export function crossHalf(foul: Point, people: Situation['people'], sizes: Pick<Sizes, 'player' | 'ball' | 'pxPerYard'>): number {
	const base = foulCrossHalf(sizes);
	const r = sizes.player;
	// The one drawn on top (nearest the spot, drawnOrder): the arms show round it; another marker close by may cover one.
	const d = Math.min(Infinity, ...people.filter((p) => onSpot(foul, p.at, r)).map((p) => Math.hypot(p.at.x - foul.x, p.at.y - foul.y)));
	return d < Infinity ? Math.max(base, (d + r + CROSS_ARM_PX / sizes.pxPerYard) / Math.SQRT2) : base;
}

function candidate(side: Side, p: Point, w: number, h: number, gap: number): LabelPlacement {
	const box = (x0: number, y0: number) => ({ x0, x1: x0 + w, y0, y1: y0 + h });
	switch (side) {
		case 'right':
			return { side, at: { x: p.x + gap, y: p.y }, anchor: 'start', box: box(p.x + gap, p.y - h / 2) };
		case 'left':
			return { side, at: { x: p.x - gap, y: p.y }, anchor: 'end', box: box(p.x - gap - w, p.y - h / 2) };
		case 'above':
			return { side, at: { x: p.x, y: p.y + gap + h / 2 }, anchor: 'middle', box: box(p.x - w / 2, p.y + gap) };
		case 'below':
			return { side, at: { x: p.x, y: p.y - gap - h / 2 }, anchor: 'middle', box: box(p.x - w / 2, p.y - gap - h) };
		case 'above-right':
			return { side, at: { x: p.x + gap / 2, y: p.y + gap + h / 2 }, anchor: 'start', box: box(p.x + gap / 2, p.y + gap) };
		case 'below-right':
			return { side, at: { x: p.x + gap / 2, y: p.y - gap - h / 2 }, anchor: 'start', box: box(p.x + gap / 2, p.y - gap - h) };
		case 'above-left':
			return { side, at: { x: p.x - gap / 2, y: p.y + gap + h / 2 }, anchor: 'end', box: box(p.x - gap / 2 - w, p.y + gap) };
		case 'below-left':
			return { side, at: { x: p.x - gap / 2, y: p.y - gap - h / 2 }, anchor: 'end', box: box(p.x - gap / 2 - w, p.y - gap - h) };
	}
}

const SIDES: readonly Side[] = ['right', 'left', 'above', 'below', 'above-right', 'below-right', 'above-left', 'below-left'];

/** The situation's labels and cross at the scale of `sizes`, inside `view` (the viewBox, yards, attack frame). */
export function situationLayout(s: Situation, sizes: Sizes, view: Rect): SituationLayout {
	const px = 1 / sizes.pxPerYard;
	const r = sizes.player;
	const markers = markerBoxes(
		s.people.map((p) => ({ ...p.at, team: p.team })),
		null,
		sizes
	);
	const k = s.foul ? crossHalf(s.foul, s.people, sizes) : 0;
	const cross: SvgBox | null = s.foul ? { x: s.foul.x, y: -s.foul.y, w: 2 * (k + CROSS_AIR_PX * px), h: 2 * (k + CROSS_AIR_PX * px) } : null;
	const blocked = [...markers, ...(cross ? [cross] : [])].map(fromSvgBox);
	const taken: Box[] = [];
	const air = LABEL_AIR_PX * px;
	const padded = (b: Box): Box => ({ x0: b.x0 - air, x1: b.x1 + air, y0: b.y0 - air, y1: b.y1 + air });
	const inside = (b: Box) => b.x0 >= view.minX && b.x1 <= view.maxX && b.y0 >= view.minY && b.y1 <= view.maxY;
	const free = (b: Box, arrows: readonly Situation['arrows'][number][]) => {
		const p = padded(b);
		return inside(b) && !taken.some((t) => overlaps(t, p)) && !blocked.some((t) => overlaps(t, p)) && !arrows.some((a) => segmentHitsBox(a.from, a.to, p));
	};
	/** The first candidate clear of everything and the arrows, else of everything but the arrows; null: none. */
	const place = (options: LabelPlacement[]) => {
		const pick = options.find((o) => free(o.box, s.arrows)) ?? options.find((o) => free(o.box, [])) ?? null;
		if (pick) taken.push(pick.box);
		return pick;
	};

	// Names first: they say who is who. Beside the marker, then a little further out.
	const nameFont = sizes.font * NAME_SCALE;
	const people = s.people.map((p) => {
		const w = textWidthYd(p.label, nameFont);
		const h = nameFont * 1.2;
		return place([r * 1.75, r * 2.5].flatMap((gap) => SIDES.map((side) => candidate(side, p.at, w, h, gap))));
	});

	// The foul label next, within reach of its cross, clear of the names and, where it can, of the arrows' lines.
	let foul: FoulMark | null = null;
	if (s.foul) {
		const along = s.arrows.flatMap((a) => alongArrow(a, sizes.font * 0.5, 2 * px));
		const mark = (reserved: SvgBox[]) =>
			foulMark({ foul: s.foul!, ball: null, text: s.foulText, sizes, markers: s.people.map((p) => ({ ...p.at, team: p.team })), view, reserved, half: k });
		// The cross with its air: the label's halo keeps off the arms' round ends too.
		const names = [cross!, ...taken.map(toSvgBox)];
		foul = mark([...names, ...along]);
		if (s.foulText && !foul.box) foul = mark(names);
		if (foul.box) taken.push(fromSvgBox(foul.box));
	}

	// Along the arrow, then beyond its tail (where the movement starts), never on a marker, the cross or a label.
	const arrowFont = sizes.font * ARROW_SCALE;
	const arrows = s.arrows.map((a) => {
		const w = textWidth(a.label, arrowFont);
		const h = arrowFont * 1.2;
		const options: LabelPlacement[] = [];
		for (const gap of [0.35, 1.5, 2.6])
			for (const t of [0.5, 0.3, 0.7, 0.15, 0.85]) {
				const p = { x: a.from.x + (a.to.x - a.from.x) * t, y: a.from.y + (a.to.y - a.from.y) * t };
				options.push(candidate('above', p, w, h, arrowFont * gap), candidate('below', p, w, h, arrowFont * gap));
			}
		const tail: Side[] = a.from.x >= a.to.x ? ['right', 'above-right', 'below-right'] : ['left', 'above-left', 'below-left'];
		options.push(...tail.map((side) => candidate(side, a.from, w, h, arrowFont * 0.5)));
		return place(options);
	});

	return { people, arrows, foul, clear: [...markers, ...(cross ? [cross] : []), ...taken.map(toSvgBox)] };
}

/** Small boxes along an arrow's line, `step` yards apart, `size` across (SVG units): what a foul label keeps off. */
function alongArrow(a: { from: Point; to: Point }, step: number, size: number): SvgBox[] {
	const n = Math.max(1, Math.ceil(Math.hypot(a.to.x - a.from.x, a.to.y - a.from.y) / step));
	return Array.from({ length: n + 1 }, (_, i) => ({ x: a.from.x + ((a.to.x - a.from.x) * i) / n, y: -(a.from.y + ((a.to.y - a.from.y) * i) / n), w: size, h: size }));
}
