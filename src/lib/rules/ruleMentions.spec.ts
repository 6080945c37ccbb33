import { describe, expect, it } from 'vitest';
import { passageById } from './index';
import { mentionsOf, ruleMentions, sameRule } from './ruleMentions';
import { table35 } from './table35';

describe('ruleMentions', () => {
	it.each(ruleMentions.flatMap((mn) => (['en', 'fr', 'es'] as const).map((lang) => [mn.passageId, lang, mn] as const)))(
		'%s (%s): the quote is word for word in its passage',
		(id, lang, mn) => {
			const p = passageById(id);
			expect(p, id).toBeDefined();
			expect(p![lang]).toContain(mn.quote[lang]);
		}
	);
	it.each(ruleMentions.map((mn) => [mn.rules.join(', '), mn] as const))('%s: every rule it lists is named in the quote', (_, mn) => {
		for (const r of mn.rules) expect(mn.quote.en.replace(/(Rules?) |, | or /g, ' ')).toContain(r);
	});
});

describe('sameRule', () => {
	it.each([
		['5', '5.b', true],
		['6a', '6.a', true],
		['6b', '6.c', false],
		['22.c.(1)', '22', true],
		['33', '3', false],
		['3', '33', false],
		['21.a', '21.d', false]
	] as const)('%s ~ %s: %s', (a, b, same) => {
		expect(sameRule(a, b)).toBe(same);
	});
});

describe('mentionsOf', () => {
	it.each([
		['5.b', 1],
		['5.g', 1],
		['6.a', 1],
		['6.b', 1],
		['22', 1],
		['33', 2],
		['24', 0],
		['21.a', 0],
		['2', 0],
		['3', 0]
	] as const)('the row of Rule %s: %i sentence(s)', (rule, n) => {
		const row = table35.find((r) => r.rules.includes(rule))!;
		expect(mentionsOf(row)).toHaveLength(n);
	});
});
