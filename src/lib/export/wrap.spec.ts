import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitText, wrapLines, type Measure } from './wrap';

/** Every character 0.5 em wide: enough to test the arithmetic. */
const measure: Measure = (t, size) => t.length * size * 0.5;
const width = (size: number) => (t: string) => measure(t, size, 400);

describe('wrapLines', () => {
	it.each([
		['fits on one line', 'The whistle', 100, ['The whistle']],
		['breaks at spaces', 'one two three four', 45, ['one two', 'three', 'four']],
		['breaks a link after its punctuation', 'https://polo.example/field/5a?foul=110,78', 200, ['https://polo.example/field/5a?foul=', '110,78']],
		['drops extra spaces', '  a   b  ', 100, ['a b']],
		['nothing for nothing', '', 100, []]
	])('%s', (_name, text, max, want) => {
		expect(wrapLines(text, max, width(10))).toEqual(want);
	});

	it('never makes a line wider than the box, and keeps every character but the spaces', () => {
		fc.assert(
			fc.property(fc.array(fc.stringMatching(/^[a-z/?=.]{1,30}$/), { minLength: 1, maxLength: 20 }), fc.integer({ min: 20, max: 400 }), (words, max) => {
				const text = words.join(' ');
				const lines = wrapLines(text, max, width(10));
				for (const l of lines) expect(measure(l, 10, 400)).toBeLessThanOrEqual(max);
				expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
			})
		);
	});
});

describe('fitText', () => {
	it.each([
		['keeps the largest size when the text fits', 'Penalty 2', { max: 40, min: 20, width: 400, lines: () => 1 }],
		['lowers the size until it fits the lines allowed', 'a'.repeat(30), { max: 40, min: 10, width: 400, lines: () => 1 }],
		['uses the lines a smaller size allows in a fixed box', 'aaaa bbbb cccc dddd eeee ffff', { max: 40, min: 10, width: 200, lines: (s: number) => 100 / (s * 1.25) }]
	])('%s: the largest size of its steps that fits', (_name, text, o) => {
		const f = fitText(text, o, measure);
		expect(f.cut).toBe(false);
		expect(f.lines.length).toBeLessThanOrEqual(Math.floor(o.lines(f.size)));
		for (const l of f.lines) expect(measure(l, f.size, 400)).toBeLessThanOrEqual(o.width);
		// A step larger (4 %, rounded down to 0.1 px) would not have fitted, unless this is the largest size.
		const larger = f.size * 1.06;
		if (f.size < o.max) expect(wrapLines(text, o.width, width(larger)).length).toBeGreaterThan(Math.floor(o.lines(larger)));
	});

	it('cuts with an ellipsis only below the smallest size, never wider than the box', () => {
		const f = fitText('word '.repeat(50), { max: 20, min: 16, width: 100, lines: () => 2 }, measure);
		expect(f.size).toBe(16);
		expect(f.cut).toBe(true);
		expect(f.lines).toHaveLength(2);
		expect(f.lines[1]!.endsWith('…')).toBe(true);
		for (const l of f.lines) expect(measure(l, f.size, 400)).toBeLessThanOrEqual(100);
	});
});
