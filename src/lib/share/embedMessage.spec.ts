import { describe, expect, it } from 'vitest';
import { heightMessage, isHeightMessage, MAX_EMBED_HEIGHT, naturalHeight } from './embedMessage';

describe('height message', () => {
	it('rounds up and clamps', () => {
		expect(heightMessage(412.2, 'arena', '4')).toEqual({ type: 'polo-penalty:height', height: 413, venue: 'arena', penalty: '4' });
		expect(heightMessage(-3, 'field', '2').height).toBe(0);
		expect(heightMessage(Infinity, 'field', '2').height).toBe(0);
		expect(heightMessage(1e9, 'field', '2').height).toBe(MAX_EMBED_HEIGHT);
	});
	it('recognises only well-formed messages', () => {
		expect(isHeightMessage(heightMessage(300, 'field', '2'))).toBe(true);
		for (const bad of [null, 'x', 3, {}, { type: 'polo-penalty:height' }, { type: 'other', height: 3 }, { type: 'polo-penalty:height', height: NaN }, { type: 'polo-penalty:height', height: 1e9 }])
			expect(isHeightMessage(bad)).toBe(false);
	});
	it('natural height: the diagram at full width plus the rest', () => {
		// 600 px wide, 2:1 diagram drawn 200 px tall in a 400 px tall root: needs 200 + 300.
		expect(naturalHeight(400, 200, 600, 2)).toBe(500);
		expect(naturalHeight(400, 200, 0, 2)).toBe(400);
		expect(naturalHeight(400, 200, 600, 0)).toBe(400);
	});
});
