/*
 * A drill's task speaks of the goal the hitter attacks ("attacks the goal on the left"); where
 * the diagram shows a close-up without it, an arrow at the edge of the view points to it, with how
 * far it is. Pure: yards, attack frame.
 */
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
