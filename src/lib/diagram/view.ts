/*
 * The part of a diagram on screen: a view, in yards, and its correspondence with the zoom transform
 * that d3-zoom keeps for the element. Pure: no DOM.
 *
 * A view is its centre and its width in yards (attack frame, y up): { cx, cy, w }. Its height follows
 * from the diagram's aspect (the element's), so that a view written in a URL (view=CX,CY,W) opens the
 * same part of the venue on a phone and on a projector. The home view is what the diagram draws when
 * nobody zoomed: the whole area with its label margins (Diagram's frame); every view lies inside it.
 *
 * Screen pixels and yards: at home the element shows `home` across its `widthPx`, so one yard is
 * s = widthPx / width(home) px there. d3-zoom's transform (k, x, y) maps those home pixels to the
 * element's pixels (p' = k p + t); the view is what the element shows under it.
 */
import type { Point, Rect } from '$lib/geometry';

export interface ViewRect {
	/** Centre, yards, attack frame (y up). */
	cx: number;
	cy: number;
	/** Width shown, yards. */
	w: number;
}

/** d3-zoom's transform, as plain numbers. */
export interface ZoomTransform {
	k: number;
	x: number;
	y: number;
}

/**
 * The narrowest view, yards: a little more than a player's reach on both sides of the ball, enough
 * to read a 5-yard circle; narrower shows nothing a rule speaks of.
 */
export const MIN_VIEW_WIDTH = 10;

const width = (r: Rect) => r.maxX - r.minX;
const height = (r: Rect) => r.maxY - r.minY;

/** The rectangle a view shows on a diagram of `aspect` (width / height). */
export function viewRect(v: ViewRect, aspect: number): Rect {
	const h = v.w / aspect;
	return { minX: v.cx - v.w / 2, maxX: v.cx + v.w / 2, minY: v.cy - h / 2, maxY: v.cy + h / 2 };
}

/** The home view: all of `home`. */
export function homeView(home: Rect): ViewRect {
	return { cx: (home.minX + home.maxX) / 2, cy: (home.minY + home.maxY) / 2, w: width(home) };
}

/**
 * The view kept within the home view: no narrower than `minWidth`, no wider than home, and moved
 * (not shrunk) so that it does not show anything beyond home's edges.
 */
export function clampView(v: ViewRect, home: Rect, minWidth = MIN_VIEW_WIDTH): ViewRect {
	const hw = width(home);
	const aspect = hw / height(home);
	const w = Math.min(hw, Math.max(Math.min(minWidth, hw), Number.isFinite(v.w) ? v.w : hw));
	const h = w / aspect;
	const within = (c: number, lo: number, hi: number, half: number) => (hi - lo <= 2 * half ? (lo + hi) / 2 : Math.min(hi - half, Math.max(lo + half, c)));
	const cx = within(Number.isFinite(v.cx) ? v.cx : 0, home.minX, home.maxX, w / 2);
	const cy = within(Number.isFinite(v.cy) ? v.cy : 0, home.minY, home.maxY, h / 2);
	return { cx, cy, w };
}

/** The view that shows all of `area` (yards) as large as it fits, centred on it, within home. */
export function fitView(area: Rect, home: Rect, minWidth = MIN_VIEW_WIDTH): ViewRect {
	const aspect = width(home) / height(home);
	const w = Math.max(width(area), height(area) * aspect);
	return clampView({ cx: (area.minX + area.maxX) / 2, cy: (area.minY + area.maxY) / 2, w }, home, minWidth);
}

/** Whether a view is home's (to the width of a hair: a pixel's worth on a projector). */
export function isHome(v: ViewRect, home: Rect): boolean {
	return width(home) - v.w < width(home) * 1e-3;
}

/** Two views that draw the same (within `tol` yards). */
export function sameView(a: ViewRect, b: ViewRect, tol = 0.05): boolean {
	return Math.abs(a.cx - b.cx) <= tol && Math.abs(a.cy - b.cy) <= tol && Math.abs(a.w - b.w) <= tol;
}

/** The zoom transform that shows `v` on an element `widthPx` wide whose home is `home`. */
export function viewToTransform(v: ViewRect, home: Rect, widthPx: number): ZoomTransform {
	const s = widthPx / width(home);
	const k = width(home) / v.w;
	const r = viewRect(v, width(home) / height(home));
	// The view's top-left corner in home pixels (svg y points down) goes to the element's (0, 0).
	return { k, x: -k * (r.minX - home.minX) * s, y: -k * (home.maxY - r.maxY) * s };
}

/** The view a zoom transform shows (the inverse of viewToTransform). */
export function transformToView(t: ZoomTransform, home: Rect, widthPx: number): ViewRect {
	const s = widthPx / width(home);
	const w = width(home) / t.k;
	const h = w / (width(home) / height(home));
	const minX = home.minX + -t.x / t.k / s;
	const maxY = home.maxY - -t.y / t.k / s;
	return { cx: minX + w / 2, cy: maxY - h / 2, w };
}

/** The view after zooming by `factor` (> 1: in) about a point in yards, which stays where it is on screen. */
export function zoomAbout(v: ViewRect, at: Point, factor: number, home: Rect, minWidth = MIN_VIEW_WIDTH): ViewRect {
	const w = v.w / factor;
	const aspect = width(home) / height(home);
	const r = viewRect(v, aspect);
	const fx = (at.x - r.minX) / v.w;
	const fy = (at.y - r.minY) / (v.w / aspect);
	const minX = at.x - fx * w;
	const minY = at.y - fy * (w / aspect);
	return clampView({ cx: minX + w / 2, cy: minY + w / aspect / 2, w }, home, minWidth);
}

/**
 * Where a zoomed view's marks may put their labels: the view's rectangle less its label margins
 * (yards; top is +y), and never beyond `surround` (the venue with its safety zone).
 */
export function insideMargins(box: Rect, m: { top: number; bottom: number; left: number; right: number }, surround: Rect): Rect {
	return { minX: Math.max(surround.minX, box.minX + m.left), maxX: Math.min(surround.maxX, box.maxX - m.right), minY: Math.max(surround.minY, box.minY + m.bottom), maxY: Math.min(surround.maxY, box.maxY - m.top) };
}
