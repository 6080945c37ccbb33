import { describe, expect, it } from 'vitest';
import { computeSetup, standardLineup } from '$lib/geometry';
import { describeSetup } from '$lib/diagram/describe';
import { decimal, penaltyName, semicolons } from './format';

describe('semicolons', () => {
	it.each([
		['en', 'a; b; c'],
		['es', 'a; b; c'],
		['fr', 'a ; b ; c']
	] as const)('%s', (locale, want) => {
		expect(semicolons(['a', 'b', 'c'], locale)).toBe(want);
	});

	it("a diagram's French description lists its players with the French semicolon", () => {
		const setup = computeSetup({ venue: 'arena', penalty: '2' });
		const { desc } = describeSetup(setup, standardLineup(setup), 'fr');
		expect(desc).toMatch(/yards ; 2 en \(/);
		expect(desc).not.toMatch(/\S; /);
	});
});

describe('decimal and penaltyName', () => {
	it.each([
		['en', '24.6', 'Penalty 5.a'],
		['fr', '24,6', 'Pénalité 5.a'],
		['es', '24,6', 'Penal 5.a']
	] as const)('%s', (locale, number, name) => {
		expect(decimal(24.6, locale)).toBe(number);
		expect(penaltyName('5a', locale)).toBe(name);
	});
});
