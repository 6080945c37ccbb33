import { describe, expect, it } from 'vitest';
import { getVenue } from '$lib/geometry';
import { BALL_RATIO, boxWithMargins, fitSizes, fromSvg, labelPx, makeFrame, markerPx, placeLabels, playBox, polygonsPath, sizesFor, toSvg } from './frame';

describe('frame', () => {
	it('draws attack-frame y upward: svg y = -y, viewBox in yards', () => {
		const f = makeFrame({ minX: -30, maxX: 330, minY: -90, maxY: 90 });
		expect(f.viewBox).toBe('-30 -90 360 180');
		expect(f.x(100)).toBe(100);
		expect(f.y(80)).toBe(-80);
		expect(toSvg({ x: 3, y: 4 })).toEqual({ x: 3, y: -4 });
		expect(fromSvg(toSvg({ x: 3, y: -4 }))).toEqual({ x: 3, y: -4 });
		expect(toSvg({ x: 1, y: 0 }).y).toBe(0);
	});

	it('writes polygon paths with y flipped', () => {
		expect(polygonsPath([[{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }]])).toBe('M0 0L1 0L1 -1Z');
		expect(polygonsPath([[{ x: 0, y: 0 }]])).toBe('');
	});

	it('labels are at least 14 CSS px on a phone and at most 24 on a projector', () => {
		expect(labelPx(390)).toBe(14);
		expect(labelPx(1400)).toBeGreaterThan(18);
		expect(labelPx(3840)).toBe(24);
		for (const w of [390, 1024, 1920]) {
			const venue = getVenue('field');
			const s = fitSizes(venue.surround, w, true);
			const box = boxWithMargins(venue.surround, s.font, true, 2);
			// The font in yards times the real scale is the intended pixel size.
			expect(s.font * (w / (box.maxX - box.minX))).toBeCloseTo(labelPx(w), 5);
		}
	});

	it('fitSizes and sizesFor draw labels at the size asked for (a clinic slide), the default labelPx otherwise', () => {
		const venue = getVenue('arena');
		for (const [w, px] of [[1286, 26], [858, 17.3], [390, 14]] as const) {
			const s = fitSizes(venue.surround, w, true, undefined, px);
			const box = boxWithMargins(venue.surround, s.font, true);
			expect(s.font * (w / (box.maxX - box.minX))).toBeCloseTo(px, 5);
			expect(sizesFor(w, 40, undefined, false, px).font * (w / 40)).toBeCloseTo(px, 5);
			expect(fitSizes(venue.surround, w, true)).toEqual(fitSizes(venue.surround, w, true, undefined, labelPx(w)));
		}
	});

	it('sizesFor keeps markers one size on screen, whatever the view (thumbnails to scale)', () => {
		// 1000 px for 100 yd: 10 px a yard; an 18 px marker is 1.8 yd.
		expect(sizesFor(1000, 100).player).toBeCloseTo(markerPx(1000) / 10);
		for (const [w, yd] of [[390, 380], [390, 40], [1920, 360], [1920, 12]] as const) {
			const s = sizesFor(w, yd);
			expect(s.player * s.pxPerYard).toBeCloseTo(markerPx(w));
			expect(s.ball * s.pxPerYard).toBeCloseTo(markerPx(w) * BALL_RATIO);
		}
		// A phone's marker is a 28 px token a finger can take.
		expect(2 * markerPx(390)).toBeGreaterThanOrEqual(28);
		expect(sizesFor(390, 380, 14, true).player).toBe(3.5);
	});

	it('keeps the labels that do not overlap, by priority', () => {
		const kept = placeLabels([
			{ id: 'a', x: 0, y: 0, w: 10, h: 2, priority: 1 },
			{ id: 'b', x: 5, y: 0, w: 10, h: 2, priority: 0 },
			{ id: 'c', x: 20, y: 0, w: 10, h: 2, priority: 2 }
		]);
		expect([...kept].sort()).toEqual(['b', 'c']);
	});

	it('frames the play inside the venue, landscape', () => {
		const bounds = { minX: 0, maxX: 100, minY: -25, maxY: 25 };
		const b = playBox([{ x: 2, y: 1 }, { x: 10, y: 3 }], bounds, 6, 1.6, 40);
		expect(b.minX).toBeGreaterThanOrEqual(0);
		expect(b.maxX - b.minX).toBeGreaterThanOrEqual(40);
		expect(b.minY).toBeGreaterThanOrEqual(-25);
		expect(b.maxY).toBeLessThanOrEqual(25);
		expect((b.maxX - b.minX) / (b.maxY - b.minY)).toBeGreaterThanOrEqual(1.6 - 1e-9);
		expect(playBox([], bounds)).toEqual(bounds);
	});
});
