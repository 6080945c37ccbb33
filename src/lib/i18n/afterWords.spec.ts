/*
 * The outcomes after the hit in every language: English is the geometry's text (so the message files
 * cannot drift from it), French and Spanish say the same numbers, and every variant name is the
 * animation's own English label.
 */
import { describe, expect, it } from 'vitest';
import { afterHit, ARENA_MEASURES, computeSetup, getVenue, type SetupInput } from '$lib/geometry';
import { variantsFor } from '$lib/animation';
import { afterHitWords } from './afterWords';
import { variantName } from './variantNames';
import { outcomeLineWords } from './setupWords';

const numbers = (s: string) => (s.match(/\d+(?:\.\w)?(?:\(\d\))?/g) ?? []).sort();
const INPUTS: SetupInput[] = [
	{ venue: 'arena', penalty: '2' },
	{ venue: 'arena', penalty: '3' },
	{ venue: 'arena', penalty: '4' },
	{ venue: 'arena', penalty: '5a' },
	{ venue: 'arena', penalty: '5b' },
	{ venue: 'arena', penalty: '6a', options: { original: '4' } },
	{ venue: 'arena', penalty: '6b', options: { original: '2' } },
	{ venue: 'arena', penalty: '6d', options: { original: '5b' } },
	{ venue: getVenue('arena'), penalty: '3', foul: { x: 40, y: 5 }, options: { alternativeRule9: true } },
	{ venue: 'field', penalty: '2' },
	{ venue: 'field', penalty: '3' },
	{ venue: 'field', penalty: '3', options: { defended: true } },
	{ venue: 'field', penalty: '4' }
];

describe('afterHitWords', () => {
	it.each(INPUTS.flatMap((input) => afterHit(computeSetup(input)).map((a) => [`${input.venue} ${input.penalty} ${a.id}`, input, a.id] as const)))('%s', (_n, input, id) => {
		const setup = computeSetup(input);
		const a = afterHit(setup).find((x) => x.id === id)!;
		expect(afterHitWords(setup, a, 'en')).toBe(a.text);
		for (const locale of ['fr', 'es'] as const) {
			const t = afterHitWords(setup, a, locale);
			expect(t).not.toBe(a.text);
			expect(numbers(t), `${id} ${locale}`).toEqual(numbers(a.text));
		}
	});

	it('names every variant the animation offers, each its own name (none falls back to the plain hit’s), in every language', () => {
		const plain = variantName('main', 'en');
		for (const input of INPUTS) {
			for (const v of variantsFor(computeSetup(input))) {
				const en = variantName(v.id, 'en');
				if (v.id !== 'main') expect(en, v.id).not.toBe(plain);
				expect(variantName(v.id, 'fr'), v.id).not.toBe(en);
				expect(variantName(v.id, 'es'), v.id).not.toBe(en);
				expect(numbers(variantName(v.id, 'fr')), v.id).toEqual(numbers(en));
			}
		}
		expect(variantName('rebound-late', 'en')).toBe(`The rebound not played within ${ARENA_MEASURES.reboundSeconds} seconds`);
	});
});

describe('the cards’ further sentences', () => {
	it.each([
		['field', '7'],
		['field', '8'],
		['field', '9'],
		['arena', '7'],
		['arena', '8'],
		['arena', '9']
	] as const)('%s Penalty %s: each further line worded in French and Spanish, its sentence cited', (venue, penalty) => {
		const setup = computeSetup({ venue, penalty });
		const also = setup.outcome?.also ?? [];
		expect(also.length).toBeGreaterThan(0);
		for (const line of also) {
			expect(outcomeLineWords(line, 'en')).toBe(line.text);
			for (const locale of ['fr', 'es'] as const) expect(outcomeLineWords(line, locale), `${line.id} ${locale}`).not.toBe(line.text);
			expect(setup.notes).toContain(line.citation);
		}
	});
});
