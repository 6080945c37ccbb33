import { describe, expect, it } from 'vitest';
import { MIN_LABEL_PX, MIN_MARKER_PX, slideLabelPx, slideMarkerPx } from './sizes';

describe('slideMarkerPx and slideLabelPx', () => {
	// The issue's targets: at 1920x1080 a marker >= 40 px across, at 1280x720 >= 28 px; the labels'
	// smallest (0.8 of slideLabelPx: the foul's) at least 1.875 % of the screen's height.
	it.each([
		[3840, 2160, 48, 52],
		[1920, 1080, 24, 26],
		[1366, 768, 17.1, 18.5],
		[1280, 720, 16, 17.3],
		[1024, 768, 14, 14],
		[390, 844, 14, 14],
		[360, 640, 14, 14],
		[0, 0, 24, 26]
	])('%i x %i -> marker %f px, label %f px', (w, h, marker, label) => {
		expect(slideMarkerPx(w, h)).toBe(marker);
		expect(slideLabelPx(w, h)).toBe(label);
	});
	it('meet the projector targets and never fall under a phone marker or label', () => {
		expect(slideMarkerPx(1920, 1080) * 2).toBeGreaterThanOrEqual(40);
		expect(slideMarkerPx(1280, 720) * 2).toBeGreaterThanOrEqual(28);
		for (const [w, h] of [[1920, 1080], [1280, 720], [3840, 2160], [1366, 768]] as const) expect(slideLabelPx(w, h) * 0.8).toBeGreaterThanOrEqual(0.01875 * h);
		for (let w = 100; w < 5000; w += 37) {
			expect(slideMarkerPx(w, w * 0.6)).toBeGreaterThanOrEqual(MIN_MARKER_PX);
			expect(slideLabelPx(w, w * 0.6)).toBeGreaterThanOrEqual(MIN_LABEL_PX);
		}
	});
});
