import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampView, fitView, homeView, isHome, MIN_VIEW_WIDTH, transformToView, viewRect, viewToTransform, zoomAbout } from './view';

/** The whole field with its label margins, about the shape Diagram uses (1.9:1). */
const HOME = { minX: -40, maxX: 340, minY: -95, maxY: 105 };
const ASPECT = (HOME.maxX - HOME.minX) / (HOME.maxY - HOME.minY);

describe('viewToTransform / transformToView', () => {
	it.each([
		['home', homeView(HOME)],
		['the ball of a 5.a near the boards', { cx: 110, cy: 70, w: 60 }],
		['the narrowest', { cx: 0, cy: 0, w: MIN_VIEW_WIDTH }]
	])('%s round-trips through the transform', (_, v) => {
		const t = viewToTransform(v, HOME, 1400);
		const back = transformToView(t, HOME, 1400);
		expect(back.cx).toBeCloseTo(v.cx, 9);
		expect(back.cy).toBeCloseTo(v.cy, 9);
		expect(back.w).toBeCloseTo(v.w, 9);
	});

	it('home is the identity transform', () => {
		const t = viewToTransform(homeView(HOME), HOME, 900);
		expect(t.k).toBeCloseTo(1, 12);
		expect(t.x).toBeCloseTo(0, 9);
		expect(t.y).toBeCloseTo(0, 9);
	});

	it('maps the view’s corner to the element’s corner (k=2 about the centre)', () => {
		const t = viewToTransform({ cx: 150, cy: 5, w: 190 }, HOME, 380);
		// 1 px a yard at home: the view starts 95 yd in and 50 yd down, at twice the scale.
		expect(t.k).toBeCloseTo(2);
		expect(t.x).toBeCloseTo(-2 * 95);
		expect(t.y).toBeCloseTo(-2 * 50);
	});
});

describe('clampView', () => {
	it('never narrower than MIN_VIEW_WIDTH nor wider than home, never beyond home', () => {
		fc.assert(
			fc.property(fc.double({ min: -500, max: 800, noNaN: true }), fc.double({ min: -300, max: 300, noNaN: true }), fc.double({ min: 0.01, max: 2000, noNaN: true }), (cx, cy, w) => {
				const v = clampView({ cx, cy, w }, HOME);
				const r = viewRect(v, ASPECT);
				expect(v.w).toBeGreaterThanOrEqual(MIN_VIEW_WIDTH - 1e-9);
				expect(v.w).toBeLessThanOrEqual(HOME.maxX - HOME.minX + 1e-9);
				expect(r.minX).toBeGreaterThanOrEqual(HOME.minX - 1e-6);
				expect(r.maxX).toBeLessThanOrEqual(HOME.maxX + 1e-6);
				expect(r.minY).toBeGreaterThanOrEqual(HOME.minY - 1e-6);
				expect(r.maxY).toBeLessThanOrEqual(HOME.maxY + 1e-6);
			})
		);
	});

	it('a view of bad numbers is home', () => {
		expect(isHome(clampView({ cx: NaN, cy: Infinity, w: NaN }, HOME), HOME)).toBe(true);
	});
});

describe('fitView', () => {
	it('shows all of the area, centred', () => {
		const area = { minX: 80, maxX: 140, minY: 40, maxY: 80 };
		const v = fitView(area, HOME);
		const r = viewRect(v, ASPECT);
		expect(r.minX).toBeLessThanOrEqual(80 + 1e-9);
		expect(r.maxX).toBeGreaterThanOrEqual(140 - 1e-9);
		expect(r.minY).toBeLessThanOrEqual(40 + 1e-9);
		expect(r.maxY).toBeGreaterThanOrEqual(80 - 1e-9);
		expect(v.cx).toBeCloseTo(110);
	});
});

describe('zoomAbout', () => {
	it('keeps the point under the pointer where it was on screen', () => {
		const v = { cx: 150, cy: 5, w: 200 };
		const at = { x: 100, y: 40 };
		const before = viewRect(v, ASPECT);
		const after = viewRect(zoomAbout(v, at, 2, HOME), ASPECT);
		expect((at.x - after.minX) / (after.maxX - after.minX)).toBeCloseTo((at.x - before.minX) / (before.maxX - before.minX));
		expect((at.y - after.minY) / (after.maxY - after.minY)).toBeCloseTo((at.y - before.minY) / (before.maxY - before.minY));
	});
});
