/*
 * Small pure shape helpers for the marks (attack frame, yards).
 */
import type { Point, Rect, RightOfWay } from '$lib/geometry';

const unit = (a: Point): Point => {
	const l = Math.hypot(a.x, a.y);
	return l === 0 ? { x: 1, y: 0 } : { x: a.x / l, y: a.y / l };
};

/** The right-of-way corridor as a polygon: from the ball to the goal, halfWidth either side. */
export function corridorPolygon(r: Pick<RightOfWay, 'from' | 'to' | 'halfWidth'>): Point[] {
	const u = unit({ x: r.to.x - r.from.x, y: r.to.y - r.from.y });
	const n = { x: -u.y, y: u.x };
	const h = r.halfWidth;
	return [
		{ x: r.from.x + n.x * h, y: r.from.y + n.y * h },
		{ x: r.to.x + n.x * h, y: r.to.y + n.y * h },
		{ x: r.to.x - n.x * h, y: r.to.y - n.y * h },
		{ x: r.from.x - n.x * h, y: r.from.y - n.y * h }
	];
}

/**
 * The part of the corridor nobody may stand in: within clearRadius of the ball. A polygon: the
 * corridor's two edges cut where they meet the circle, joined by the arc.
 */
export function rightOfWayNear(r: RightOfWay, segments = 24): Point[] {
	const u = unit({ x: r.to.x - r.from.x, y: r.to.y - r.from.y });
	const n = { x: -u.y, y: u.x };
	const len = Math.hypot(r.to.x - r.from.x, r.to.y - r.from.y);
	const h = Math.min(r.halfWidth, r.clearRadius);
	const reach = Math.min(len, Math.sqrt(r.clearRadius ** 2 - h ** 2));
	const at = (along: number, across: number): Point => ({ x: r.from.x + u.x * along + n.x * across, y: r.from.y + u.y * along + n.y * across });
	const pts: Point[] = [at(0, h)];
	if (reach < len) {
		// Along the circle from one edge to the other.
		const a0 = Math.atan2(h, reach);
		for (let i = 0; i <= segments; i++) {
			const a = a0 - (2 * a0 * i) / segments;
			pts.push(at(r.clearRadius * Math.cos(a), r.clearRadius * Math.sin(a)));
		}
	} else {
		pts.push(at(len, h), at(len, -h));
	}
	pts.push(at(0, -h));
	return pts;
}

/**
 * Where to put a circle's label: the first of `angles` (radians, attack frame) whose point just
 * outside the circle (else just inside) leaves the text inside `area` and `clear` yards from every
 * point in `avoid`; null if none does.
 */
export function circleLabelAt(c: Point, r: number, area: Rect, font: number, angles: number[], avoid: readonly Point[] = [], clear = 0, textW = font * 4): Point | null {
	for (const d of [r + font * 0.7, r - font * 0.8]) {
		if (d <= 0) continue;
		for (const a of angles) {
			const p = { x: c.x + Math.cos(a) * d, y: c.y + Math.sin(a) * d };
			const inside = p.x - textW / 2 > area.minX && p.x + textW / 2 < area.maxX && p.y - font > area.minY && p.y + font < area.maxY;
			if (inside && clearOf(p, textW, font, avoid, clear)) return p;
		}
	}
	return null;
}

/** Whether a text box (centre p, w x h yards) keeps `clear` yards from every point in `avoid`. */
export function clearOf(p: Point, w: number, h: number, avoid: readonly Point[], clear: number): boolean {
	return avoid.every((q) => {
		const dx = Math.max(Math.abs(q.x - p.x) - w / 2, 0);
		const dy = Math.max(Math.abs(q.y - p.y) - h / 2, 0);
		return Math.hypot(dx, dy) >= clear;
	});
}

/**
 * How far out from its line a rule line's label may stand, in label heights beyond the nearest place:
 * players lined up on the line (the fouling team behind its back line) leave no room beside it, and
 * a longer word (French, Spanish, the clinic's bigger text) would be dropped; a little farther out it
 * still reads as the line's (parallel to it, nothing between).
 */
const LINE_LABEL_STEPS_OUT = [0, 0.5, 1, 1.5];

/**
 * Where along a vertical line at x to centre a label `w` yards long (rotated along the line), `h`
 * yards thick: just left of the line, else just right of it, at the first spot from the top of
 * `area` down that keeps clear of `avoid`; failing that a little farther out (LINE_LABEL_STEPS_OUT);
 * null if there is none. Attack frame.
 */
export function lineLabelAt(x: number, area: Rect, w: number, h: number, avoid: readonly Point[], clear: number): Point | null {
	const step = Math.max(h, 1);
	for (const out of LINE_LABEL_STEPS_OUT) {
		for (const side of [-1, 1]) {
			const cx = x + side * h * (0.65 + out);
			// Not on a side where the text would leave the drawn area (a line at the edge of a zoomed view).
			if (cx - h / 2 < area.minX || cx + h / 2 > area.maxX) continue;
			for (let y = area.maxY - w / 2 - h * 0.4; y - w / 2 >= area.minY; y -= step) {
				if (clearOf({ x: cx, y }, h, w, avoid, clear)) return { x: cx, y };
			}
		}
	}
	return null;
}

/** Points along a label box (centre p, w x h yards), for other labels to keep clear of. */
export function boxPoints(p: Point, w: number, h: number): Point[] {
	const n = Math.max(2, Math.ceil(Math.max(w, h) / Math.max(Math.min(w, h), 0.5)));
	const pts: Point[] = [];
	for (let i = 0; i <= n; i++) {
		const t = i / n - 0.5;
		pts.push(w >= h ? { x: p.x + t * w, y: p.y } : { x: p.x, y: p.y + t * h });
	}
	return pts;
}
