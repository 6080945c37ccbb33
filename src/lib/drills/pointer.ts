/*
 * A drill's task speaks of the goal the hitter attacks ("attacks the goal on the left"); where
 * the diagram shows a close-up without it, an arrow at the edge of the view points to it, with how
 * far it is. Pure: yards, attack frame.
 */
import { boxesOverlap, type Box } from '$lib/diagram/labels';
import type { Point, Rect } from '$lib/geometry';

export interface GoalPointer {
	/** The goal line's x, yards. */
	goalX: number;
	/** Where the goal is, seen from the view. */
	side: 'left' | 'right';
	/** The arrow's tip, at the edge of the area, yards. */
	tip: Point;
	/** Unit direction of the arrow (toward the goal), attack frame. */
	dir: Point;
	/** From `from` (the foul spot) to the centre of the goal mouth, yards. */
	distance: number;
}

/** Whether a goal mouth (x, y within half its width of 0) is inside a rect, yards. */
export function goalShown(goalX: number, halfWidth: number, view: Rect): boolean {
	return goalX >= view.minX && goalX <= view.maxX && halfWidth >= view.minY && -halfWidth <= view.maxY;
}

/**
 * The pointer to a goal not in `view` (what the diagram shows), drawn inside `area` (the part of
 * the view marks may use) `inset` yards from its edge; null when the goal is shown.
 */
export function goalPointer(goalX: number, halfWidth: number, view: Rect, area: Rect, from: Point, inset: number): GoalPointer | null {
	if (goalShown(goalX, halfWidth, view)) return null;
	const c = { x: (area.minX + area.maxX) / 2, y: (area.minY + area.maxY) / 2 };
	const goal = { x: goalX, y: Math.min(halfWidth, Math.max(-halfWidth, c.y)) };
	const dx = goal.x - c.x;
	const dy = goal.y - c.y;
	const len = Math.hypot(dx, dy) || 1;
	const dir = { x: dx / len, y: dy / len };
	// From the centre along the direction to the goal, as far as the inset area allows.
	const hx = Math.max(0, (area.maxX - area.minX) / 2 - inset);
	const hy = Math.max(0, (area.maxY - area.minY) / 2 - inset);
	const t = Math.min(Math.abs(dir.x) > 1e-9 ? hx / Math.abs(dir.x) : Infinity, Math.abs(dir.y) > 1e-9 ? hy / Math.abs(dir.y) : Infinity);
	const tip = { x: c.x + dir.x * t, y: c.y + dir.y * t };
	return { goalX, side: goalX < c.x ? 'left' : 'right', tip, dir, distance: Math.hypot(from.x - goalX, from.y) };
}

/** The arrow and its label as drawn, yards (attack frame) for the arrow, SVG user units for the label. */
export interface PointerLayout {
	tip: Point;
	/** The arrow's other end, where the label starts. */
	tail: Point;
	/** Where the label's text starts (x) and its middle (y), SVG user units; null: no room clear of the marks (the arrow alone). */
	text: { x: number; y: number } | null;
	/** The chip under the text, SVG user units (centre and size); null with the text. */
	chip: Box | null;
}

export interface PointerSizes {
	/** The label's font size, yards. */
	font: number;
	/** The label's width, yards. */
	textWidth: number;
	/** The arrow's length, yards. */
	length: number;
}

/** Points along the arrow, for what it may not run through: its tip, tail and between. */
const ALONG = [0, 0.25, 0.5, 0.75, 1];

/**
 * Where to draw the pointer `p` inside `area` (yards) with its label beside the arrow's tail, on the
 * side of the view's middle: its tip as near the one goalPointer aims from as keeps the label's chip
 * (and, where some place allows it, the arrow) off every box of `keepClear` (SVG user units: the
 * players' markers as drawn, the ball, the foul cross, the venue's labels). The tip slides along
 * the edge by `font` steps, the arrow parallel to itself. Where no place keeps the label clear, the
 * label is left out (the arrow alone, in its first place clear of the marks, else its own).
 */
export function pointerLayout(p: GoalPointer, area: Rect, s: PointerSizes, keepClear: readonly Box[]): PointerLayout {
	const side = p.side === 'left' ? 1 : -1;
	const { font } = s;
	const place = (tip: Point) => {
		const tail = { x: tip.x - p.dir.x * s.length, y: tip.y - p.dir.y * s.length };
		const x = side > 0 ? tail.x + font * 0.4 : tail.x - font * 0.4 - s.textWidth;
		const chip: Box = { x: x + s.textWidth / 2, y: -tail.y, w: s.textWidth + font * 0.6, h: font * 1.4 };
		return { tip, tail, text: { x, y: -tail.y }, chip };
	};
	const clear = (b: Box) => keepClear.every((o) => !boxesOverlap(b, o));
	const within = (b: Box) => b.x - b.w / 2 >= area.minX && b.x + b.w / 2 <= area.maxX && -b.y - b.h / 2 >= area.minY && -b.y + b.h / 2 <= area.maxY;
	const arrowClear = (l: ReturnType<typeof place>) =>
		ALONG.every((t) => clear({ x: l.tip.x + (l.tail.x - l.tip.x) * t, y: -(l.tip.y + (l.tail.y - l.tip.y) * t), w: font * 0.5, h: font * 0.5 }));
	const places: ReturnType<typeof place>[] = [];
	const step = font;
	const reach = Math.ceil((area.maxY - area.minY) / step);
	for (let k = 0; k <= reach; k++)
		for (const sign of k ? [1, -1] : [1]) {
			const tip = { x: p.tip.x, y: p.tip.y + sign * k * step };
			if (tip.y < area.minY || tip.y > area.maxY) continue;
			const l = place(tip);
			if (within(l.chip)) places.push(l);
		}
	const best = places.find((l) => clear(l.chip) && arrowClear(l)) ?? places.find((l) => clear(l.chip));
	if (best) return best;
	const arrow = places.find(arrowClear) ?? place(p.tip);
	return { tip: arrow.tip, tail: arrow.tail, text: null, chip: null };
}
