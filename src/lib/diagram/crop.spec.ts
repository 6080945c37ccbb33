import { describe, expect, it } from 'vitest';
import { computeSetup, getVenue } from '$lib/geometry';
import { playArea } from './framing';
import { phoneCrop, PHONE_DIAGRAM_WIDTH } from './crop';
import { boxWithMargins, fitSizes, markerPx } from './frame';

describe('phoneCrop', () => {
	it.each([
		['field', '5a'],
		['field', '2'],
		['arena', '4']
	] as const)('%s %s: the crop shows the play, with markers of a phone’s size', (kind, penalty) => {
		const venue = getVenue(kind);
		const setup = computeSetup({ venue, penalty });
		const play = playArea(setup);
		// The drawing as prerendered: the whole venue laid out for 960 px.
		const s = fitSizes(venue.surround, 960, true);
		const drawn = boxWithMargins(venue.surround, s.font, true, 2);
		const c = phoneCrop(venue, venue.surround, true, play, drawn, s.player);
		const dw = drawn.maxX - drawn.minX;
		const dh = drawn.maxY - drawn.minY;
		// The box shows [x0, x0 + dw / scale] of the drawing: the play is inside it.
		const x0 = drawn.minX - (c.left * dw) / c.scale;
		const x1 = x0 + dw / c.scale;
		const boxH = dw / c.scale / c.aspect;
		const yTop = drawn.maxY + c.top * boxH;
		expect(x0).toBeLessThanOrEqual(play.minX + 1e-6);
		expect(x1).toBeGreaterThanOrEqual(play.maxX - 1e-6);
		expect(yTop).toBeGreaterThanOrEqual(play.maxY - 1e-6);
		expect(yTop - boxH).toBeLessThanOrEqual(play.minY + 1e-6);
		expect(c.scale).toBeGreaterThan(1);
		// A marker drawn s.player yards wide, shrunk by glyph, is markerPx at the close-up's scale.
		expect((s.player * c.glyph) / c.px).toBeCloseTo(markerPx(PHONE_DIAGRAM_WIDTH), 6);
		expect(dh).toBeGreaterThan(0);
	});
});
