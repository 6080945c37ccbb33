import { describe, expect, it } from 'vitest';
import { getVenue } from '$lib/geometry';
import { textWidth } from './frame';
import { venueLabels } from './labels';

function overlap(a: { x: number; y: number; text: string; rotate: number }, b: typeof a, font: number) {
	const box = (l: typeof a) => {
		const w = textWidth(l.text, font);
		return l.rotate ? { x: l.x, y: l.y, w: font, h: w } : { x: l.x, y: l.y, w, h: font };
	};
	const p = box(a);
	const q = box(b);
	return Math.abs(p.x - q.x) * 2 < p.w + q.w && Math.abs(p.y - q.y) * 2 < p.h + q.h;
}

describe('venueLabels', () => {
	for (const kind of ['field', 'arena'] as const) {
		for (const font of [1.5, 5, 14]) {
			it(`${kind}, font ${font} yd: no two labels overlap`, () => {
				const venue = getVenue(kind);
				const l = venueLabels(venue, venue.surround, font);
				const all = [...l.labels, ...l.dimensions.map((d) => d.label)];
				for (let i = 0; i < all.length; i++) for (let j = i + 1; j < all.length; j++) expect(overlap(all[i]!, all[j]!, font), `${all[i]!.text} / ${all[j]!.text}`).toBe(false);
				expect(l.rows).toBeGreaterThan(0);
				expect(l.rows).toBeLessThanOrEqual(2);
			});
		}
	}

	it('labels every field line with its distance when there is room', () => {
		const venue = getVenue('field');
		const texts = venueLabels(venue, venue.surround, 5).labels.map((l) => l.text);
		for (const d of venue.spec.kind === 'field' ? venue.spec.lineDistances : []) expect(texts.filter((t) => t === `${d} yd`).length).toBe(2);
		expect(texts).toContain('centre');
	});

	it('labels the arena spots and the length and width', () => {
		const venue = getVenue('arena');
		const l = venueLabels(venue, venue.surround, 1.4);
		expect(l.labels.map((x) => x.text)).toEqual(expect.arrayContaining(['centre', '15 yd', '25 yd']));
		expect(l.dimensions.map((d) => d.label.text)).toEqual(['length 100 yd', 'width 50 yd']);
	});

	it('leaves the length out when only part of the venue is drawn', () => {
		const venue = getVenue('field');
		const l = venueLabels(venue, { minX: -30, maxX: 80, minY: -40, maxY: 40 }, 2);
		expect(l.dimensions).toEqual([]);
	});
});
