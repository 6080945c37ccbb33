import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frameBoxes } from './layout';
import { PPTX_EXAMPLE, DECK_DRAW, EXPORT_LABEL_PX, EXPORT_MARKER_PX, exportQuery, pngScale, pptxScale } from './framing';

describe('exportQuery', () => {
	it.each([
		['', 'zoom=1'],
		['foul=110,78', 'foul=110,78&zoom=1'],
		['foul=110,78&view=110,70,60', 'foul=110,78&view=110,70,60'],
		['zoom=1', 'zoom=1']
	])('%s -> %s', (given, want) => {
		expect(decodeURIComponent(exportQuery(new URLSearchParams(given)).toString())).toBe(want);
	});
});

describe('export sizes at 1920x1080', () => {
	// The bar: markers >= 40 px across and numbers >= 20 px on a slide shown at 1920x1080.
	it.each([
		['pptx', pptxScale()],
		['pptx, a worked example', pptxScale(DECK_DRAW, PPTX_EXAMPLE.picture)],
		['png', pngScale()]
	])('%s: markers >= 40 px, numbers >= 20 px, labels >= 18 px', (_, k) => {
		expect(2 * EXPORT_MARKER_PX * k).toBeGreaterThanOrEqual(40);
		expect(1.25 * EXPORT_MARKER_PX * k).toBeGreaterThanOrEqual(20);
		// The smallest label the diagram sets (the foul's, 0.8 of the font).
		expect(0.8 * EXPORT_LABEL_PX * k).toBeGreaterThanOrEqual(17.5);
	});

	it('a PNG draws the diagram at its own size (DECK_DRAW is the diagram box)', () => {
		const b = frameBoxes(1920, 1080, { caption: false }).diagram;
		expect([b.width, b.height]).toEqual([DECK_DRAW.width, DECK_DRAW.height]);
		expect(pngScale()).toBeCloseTo(1, 2);
	});

	it('a diagram drawn smaller than DECK_DRAW (a view of another shape) is scaled at least as much', () => {
		fc.assert(
			fc.property(fc.integer({ min: 200, max: DECK_DRAW.width }), fc.integer({ min: 200, max: DECK_DRAW.height }), (width, height) => {
				expect(pptxScale({ width, height })).toBeGreaterThanOrEqual(pptxScale() - 1e-3);
				expect(pngScale({ width, height })).toBeGreaterThanOrEqual(pngScale() - 1e-3);
			})
		);
	});
});
