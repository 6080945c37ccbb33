import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { penaltyIds } from '$lib/geometry';
import { parseSheets, printHref, sheetChoices, sheetParams, sheetsSearch, MAX_SHEETS, type SheetAsk } from './sheets';

const q = (s: string) => new URLSearchParams(s);
const plain = (...ids: string[]): SheetAsk[] => ids.map((id) => ({ id, query: '' }));

describe('parseSheets', () => {
	it.each([
		['', plain(...penaltyIds('field')), false, 0],
		['ids=2,3,5a', plain('2', '3', '5a'), true, 0],
		['ids=5.A, 2 ,2', plain('5a', '2'), true, 0],
		['ids=2,zz,99', plain('2'), true, 1],
		['ids=zz', plain(...penaltyIds('field')), false, 2],
		['ids=', plain(...penaltyIds('field')), false, 1],
		['sheet=5a%3Ffoul%3D150%2C60%26from%3Dspot&sheet=2', [{ id: '5a', query: 'foul=150,60&from=spot' }, { id: '2', query: '' }], true, 0],
		['ids=2&sheet=2%3Fzoom%3D0', [{ id: '2', query: '' }, { id: '2', query: 'zoom=0' }], true, 0],
		['sheet=6b%3Ffoul%3D1%2C1', plain(...penaltyIds('field')), false, 2]
	])('%s', (query, sheets, picked, notices) => {
		const r = parseSheets('field', q(query), 'en');
		expect(r.sheets).toEqual(sheets);
		expect(r.picked).toBe(picked);
		expect(r.notices).toHaveLength(notices);
	});

	it('names what it left out, in the page language', () => {
		expect(parseSheets('arena', q('ids=2,10'), 'fr').notices).toEqual(['Laissées de côté, ce ne sont pas des pénalités de l’arène : 10.']);
	});

	it('keeps at most MAX_SHEETS sheets, with a notice', () => {
		const r = parseSheets('field', q(Array.from({ length: MAX_SHEETS + 5 }, () => 'sheet=2').join('&')), 'en');
		expect(r.sheets).toHaveLength(MAX_SHEETS);
		expect(r.notices).toEqual([`Only the first ${MAX_SHEETS} sheets are shown.`]);
	});

	it('never throws and always gives sheets of the venue', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 300 }), fc.constantFrom('field', 'arena' as const), (s, kind) => {
				const r = parseSheets(kind, q(s), 'en');
				expect(r.sheets.length).toBeGreaterThan(0);
				for (const sheet of r.sheets) expect(penaltyIds(kind)).toContain(sheet.id);
			})
		);
	});
});

describe('sheetsSearch', () => {
	it.each([
		[plain(...penaltyIds('field')), ''],
		[plain('2', '3'), '?ids=2,3'],
		[plain(...penaltyIds('field')).reverse(), `?ids=${penaltyIds('field').reverse().join(',')}`],
		[plain('2', '2'), '?sheet=2&sheet=2'],
		[[{ id: '5a', query: 'foul=150,60&from=spot' }, { id: '2', query: '' }], '?sheet=5a%3Ffoul%3D150%2C60%26from%3Dspot&sheet=2'],
		[[], '?ids=']
	])('%j -> %s', (sheets, search) => {
		expect(sheetsSearch('field', sheets)).toBe(search);
	});

	it('is read back as the same sheets', () => {
		const ask = fc.record({ id: fc.constantFrom(...penaltyIds('arena')), query: fc.constantFrom('', 'foul=30,10', 'zoom=0', 'foul=30,10&from=spot', 'pos=fouling-1:10,2;fouled-2:40,-3') });
		fc.assert(
			fc.property(fc.array(ask, { minLength: 1, maxLength: 12 }), (sheets) => {
				expect(parseSheets('arena', q(sheetsSearch('arena', sheets).slice(1)), 'en').sheets).toEqual(sheets);
			})
		);
	});
});

describe('sheetChoices', () => {
	it('ticks every penalty when the URL chose none', () => {
		expect(sheetChoices('field', plain(...penaltyIds('field')), false).every((c) => c.on)).toBe(true);
	});

	it('puts the other penalties after the chosen ones, not ticked', () => {
		const c = sheetChoices('arena', plain('5a', '2'), true);
		expect(c.slice(0, 3)).toEqual([
			{ id: '5a', query: '', on: true },
			{ id: '2', query: '', on: true },
			{ id: '1', query: '', on: false }
		]);
		expect(c).toHaveLength(penaltyIds('arena').length);
	});
});

describe('sheetParams', () => {
	it.each([
		['', 'zoom=1'],
		['foul=150,60', 'foul=150,60&zoom=1'],
		['zoom=0', 'zoom=0'],
		['view=100,20,60', 'view=100,20,60']
	])('%s -> %s', (query, params) => {
		expect(sheetParams(query).toString()).toBe(q(params).toString());
	});
});

describe('printHref', () => {
	it('links to the print page of the sheets', () => {
		expect(printHref('arena', [{ id: '2', query: '' }, { id: '5a', query: 'foul=30,10' }])).toBe('/print/arena?sheet=2&sheet=5a%3Ffoul%3D30%2C10');
		expect(printHref('field', plain('2', '3', '5a'))).toBe('/print/field?ids=2,3,5a');
	});
});
