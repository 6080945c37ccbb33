import { describe, expect, it } from 'vitest';
import { penaltySlide, scenarioSlide } from '$lib/deck/slide';
import { handouts } from './handout';
import { zipEntryName } from './zip';

describe('handouts', () => {
	it.each([
		['no slides, no handout', [], []],
		['one sheet per penalty slide, in order, with its own state', [penaltySlide('field', '2', '', 'a'), penaltySlide('field', '5a', '?foul=30,10', 'b')], [{ kind: 'field', path: 'print/field?sheet=2&sheet=5a%3Ffoul%3D30%2C10', sheets: 2 }]],
		[
			'a handout for each venue, in the order the deck first draws it',
			[penaltySlide('arena', '4', '', 'a'), penaltySlide('field', '3', '', 'b'), penaltySlide('arena', '6b', '', 'c')],
			[
				{ kind: 'arena', path: 'print/arena?sheet=4&sheet=6b', sheets: 2 },
				{ kind: 'field', path: 'print/field?sheet=3', sheets: 1 }
			]
		]
	])('%s', (_name, slides, want) => {
		expect(handouts(slides)).toEqual(want);
	});

	it('a scenario slide prints its penalty with the scenario foul; one ending in a card has no sheet', () => {
		const s = scenarioSlide('rule35-two-principles-examples-2', '', 's')!;
		const card = { key: 'k', venue: 'field' as const, penalty: null, scenario: 'x', search: '', title: '', notes: '' };
		expect(handouts([s, card])).toEqual([{ kind: 'field', path: 'print/field?sheet=5b%3Ffoul%3D295%2C2', sheets: 1 }]);
	});
});

describe('zipEntryName', () => {
	it.each([
		[zipEntryName(0, 3, 'field', '2', 'en'), '01-polo-field-penalty-2-en-1920x1080.png'],
		[zipEntryName(11, 12, 'arena', '6b', 'fr'), '12-polo-arena-penalty-6b-fr-1920x1080.png'],
		[zipEntryName(4, 100, 'field', '5a', 'es'), '005-polo-field-penalty-5a-es-1920x1080.png']
	])('%s', (got, want) => {
		expect(got).toBe(want);
	});
});
