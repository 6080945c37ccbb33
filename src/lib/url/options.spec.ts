import { describe, expect, it } from 'vitest';
import { computeSetup, foulSpotRole, getVenue, penaltyIds } from '$lib/geometry';
import { optionChoices } from './options';

const offered = (kind: 'field' | 'arena', id: string) => {
	const c = optionChoices(getVenue(kind), id);
	return Object.entries(c)
		.filter(([, v]) => v)
		.map(([k]) => k);
};

describe('optionChoices: asks computeSetup which options a penalty has', () => {
	it('field', () => {
		const all = Object.fromEntries(penaltyIds('field').map((id) => [id, offered('field', id)]));
		expect(all['2']).toEqual(['from']);
		expect(all['3']).toEqual(['defended']);
		for (const id of ['1', '4', '5a', '5b', '6', '7', '8', '9', '10']) expect(all[id]).toEqual([]);
	});

	it('arena', () => {
		expect(offered('arena', '2')).toEqual(['from', 'alternativeRule9']);
		expect(offered('arena', '3')).toEqual(['alternativeRule9']);
		expect(offered('arena', '4')).toEqual([]);
		const six = optionChoices(getVenue('arena'), '6b').original!;
		expect(six.choices.map((c) => c.value)).toEqual(['2', '3', '4']);
		expect(optionChoices(getVenue('arena'), '6c').original!.fallback).toBe('5b');
	});

	it('example foul spots make the option apply', () => {
		const venue = getVenue('arena');
		const c = optionChoices(venue, '2');
		expect(() => computeSetup({ venue, penalty: '2', foul: c.from!.exampleFoul, options: { from: 'spot' } })).not.toThrow();
		expect(() => computeSetup({ venue, penalty: '2', foul: c.alternativeRule9!.exampleFoul, options: { alternativeRule9: true } })).not.toThrow();
	});
});

describe('foulSpotRole (how the penalty page reads a tap: PenaltyView.meaning)', () => {
	it('field P6 reads a click as where the ball crossed the back line', () => {
		expect(foulSpotRole(computeSetup({ venue: 'field', penalty: '6' }))).toEqual({ kind: 'crossing', movesBall: true });
		expect(foulSpotRole(computeSetup({ venue: 'field', penalty: '6', foul: { x: 0, y: 10 } }))).toEqual({ kind: 'crossing', movesBall: true });
	});
	it('a foul spot moves the ball for 5.a, not for the fixed spots', () => {
		expect(foulSpotRole(computeSetup({ venue: 'field', penalty: '5a' }))).toEqual({ kind: 'foul', movesBall: true });
		expect(foulSpotRole(computeSetup({ venue: 'field', penalty: '3' })).movesBall).toBe(false);
		expect(foulSpotRole(computeSetup({ venue: 'arena', penalty: '2', foul: { x: 9, y: 6 }, options: { from: 'spot' } })).movesBall).toBe(true);
		expect(foulSpotRole(computeSetup({ venue: 'field', penalty: '9' })).movesBall).toBe(false);
	});
});

describe('optionChoices in French and Spanish', () => {
	it('words every option in the page’s language, with the same numbers; English by default', () => {
		const num = (s: string) => s.match(/\d+/g) ?? [];
		for (const [kind, id] of [['field', '2'], ['field', '3'], ['arena', '2'], ['arena', '6a']] as const) {
			const venue = getVenue(kind);
			const en = optionChoices(venue, id);
			expect(optionChoices(venue, id, 'en')).toEqual(en);
			for (const locale of ['fr', 'es'] as const) {
				const c = optionChoices(venue, id, locale);
				const pairs: [string | undefined, string | undefined][] = [
					[en.from?.lineLabel, c.from?.lineLabel],
					[en.from?.spotLabel, c.from?.spotLabel],
					[en.from?.hint, c.from?.hint],
					[en.defended?.label, c.defended?.label],
					[en.defended?.hint, c.defended?.hint],
					[en.alternativeRule9?.label, c.alternativeRule9?.label],
					[en.alternativeRule9?.hint, c.alternativeRule9?.hint],
					[en.original?.label, c.original?.label],
					...(en.original?.choices ?? []).map((x, i): [string, string | undefined] => [x.label, c.original?.choices[i]?.label])
				];
				for (const [e, t] of pairs) {
					if (e === undefined) continue;
					expect(t, `${kind} ${id} ${locale}`).toBeDefined();
					expect(t).not.toBe(e);
					expect(num(t!)).toEqual(num(e));
				}
				expect(c.from?.exampleFoul).toEqual(en.from?.exampleFoul);
			}
		}
		expect(optionChoices(getVenue('field'), '3', 'fr').defended?.label).toBe('Défendue');
		expect(optionChoices(getVenue('arena'), '2', 'es').from?.lineLabel).toBe('Desde el punto de 15 yardas');
	});
});
