import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getVenue } from '$lib/geometry';
import { EMBED_CHROME_PX, embedHeightAt, FIXED_SIZES, homeAspect, sizeKey, SNIPPET_WIDTH } from './embedSize';

const component = readFileSync(new URL('../../../static/polo-penalty.js', import.meta.url), 'utf8');

describe('homeAspect', () => {
	it.each([
		['field', undefined],
		['field', 'unboarded'],
		['arena', undefined],
		['arena', 'small']
	] as const)('%s %s: wider than tall, and wider with more room for the labels', (kind, preset) => {
		const v = getVenue(kind, preset);
		const narrow = homeAspect(v, 360);
		const wide = homeAspect(v, 1200);
		expect(narrow).toBeGreaterThan(1);
		// Labels are 14 px at least: on a narrow diagram they take more yards, so the shape is squarer.
		expect(wide).toBeGreaterThanOrEqual(narrow);
	});
});

describe('the web component starts from the same sizes', () => {
	it.each([
		['field', 'field', undefined],
		['field-unboarded', 'field', 'unboarded'],
		['arena', 'arena', undefined],
		['arena-small', 'arena', 'small']
	] as const)('ASPECT[%s] is homeAspect at SNIPPET_WIDTH', (key, kind, preset) => {
		const m = new RegExp(`'?${key}'?: ([0-9.]+)`).exec(component.slice(component.indexOf('var ASPECT')));
		expect(m, key).not.toBeNull();
		expect(Number(m![1])).toBeCloseTo(homeAspect(getVenue(kind, preset), SNIPPET_WIDTH), 3);
	});
	it('CHROME is EMBED_CHROME_PX', () => {
		expect(component).toContain(`var CHROME = ${EMBED_CHROME_PX};`);
	});
});

describe('sizes', () => {
	it('embedHeightAt adds the head and controls to the diagram', () => {
		expect(embedHeightAt(600, 2)).toBe(300 + EMBED_CHROME_PX);
		expect(embedHeightAt(601, 2, 0)).toBe(301);
	});
	it('sizeKey names each size once', () => {
		const keys = [null, ...FIXED_SIZES].map(sizeKey);
		expect(keys).toEqual(['fit', '600x400', '360x300']);
	});
});
