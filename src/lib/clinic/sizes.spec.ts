import { describe, expect, it } from 'vitest';
import { MIN_LABEL_PX, MIN_MARKER_PX, slideLabelPx, slideMarkerPx } from './sizes';

describe('slideMarkerPx', () => {
	// The targets: at 1920x1080 a marker >= 40 px across, at 1280x720 >= 28 px.
	it.each([
		[3840, 2160, 48],
		[1920, 1080, 24],
		[1366, 768, 17.1],
		[1280, 720, 16],
		[1024, 768, 14],
		[390, 844, 14],
		[360, 640, 14],
		[0, 0, 24]
	])('%i x %i -> %f px', (w, h, want) => {
		expect(slideMarkerPx(w, h)).toBe(want);
	});
	it('meets the projector targets and never falls under a phone marker', () => {
		expect(slideMarkerPx(1920, 1080) * 2).toBeGreaterThanOrEqual(40);
		expect(slideMarkerPx(1280, 720) * 2).toBeGreaterThanOrEqual(28);
		for (let w = 100; w < 5000; w += 37) expect(slideMarkerPx(w, w * 0.6)).toBeGreaterThanOrEqual(MIN_MARKER_PX);
	});
});

describe('slideLabelPx', () => {
	// 1.875 % of the screen's height for the smallest label (0.8 of this size: the foul's).
	it.each([
		[3840, 2160, 52],
		[1920, 1080, 26],
		[1366, 768, 18.5],
		[1280, 720, 17.3],
		[1024, 768, 14],
		[390, 844, 14],
		[0, 0, 26]
	])('%i x %i -> %f px', (w, h, want) => {
		expect(slideLabelPx(w, h)).toBe(want);
	});
	it('keeps the smallest label (0.8 of it) over 1.875 % of a projector screen, never under a phone label', () => {
		for (const [w, h] of [[1920, 1080], [1280, 720], [3840, 2160], [1366, 768]] as const) expect(slideLabelPx(w, h) * 0.8).toBeGreaterThanOrEqual(0.01875 * h);
		for (let w = 100; w < 5000; w += 37) expect(slideLabelPx(w, w * 0.6)).toBeGreaterThanOrEqual(MIN_LABEL_PX);
	});
});
