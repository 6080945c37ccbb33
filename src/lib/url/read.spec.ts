import { describe, expect, it } from 'vitest';
import { penaltyIds, type VenueKind } from '$lib/geometry';
import { readQuery } from './read';
import { hasQuery, loadedReader, loadReader, noQuery } from './reader';

const KINDS: VenueKind[] = ['field', 'arena'];
const LOCALES = ['en', 'fr', 'es'] as const;

describe('readQuery', () => {
	// A page without a query never loads the reader (reader.ts): what it draws must be what the reader would read.
	it.each(KINDS.flatMap((k) => penaltyIds(k).flatMap((id) => LOCALES.map((l) => [k, id, l] as const))))('%s %s (%s): no parameters read as noQuery()', (kind, id, locale) => {
		expect(readQuery(kind, id, new URLSearchParams(), locale)).toEqual(noQuery());
	});

	it.each([
		['field', '5a', 'foul=100,20&pos=r1:90,10&variant=goal&t=2.5&view=100,0,60', { foul: { x: 100, y: 20 } }, { moved: { 'fouling-1': { x: 90, y: 10 } }, variant: 'goal', t: 2.5, zoom: { cx: 100, cy: 0, w: 60 } }, 0],
		['arena', '2', 'zoom=1&foul=oops', { foul: null, zoom: true }, { moved: {} }, 1],
		['field', '2', 'pos=r1:9999,0', { foul: null }, { moved: {} }, 1]
	] as const)('%s %s ?%s: the setup, the view and a notice per value dropped', (kind, id, query, state, view, notices) => {
		const r = readQuery(kind, id, new URLSearchParams(query), 'en');
		expect(r.state).toEqual(state);
		expect(r.view).toEqual(view);
		expect(r.notices).toHaveLength(notices);
	});
});

describe('hasQuery', () => {
	it.each([
		['', false],
		['?', false],
		['?foul=1,2', true],
		['?utm_source=club', true],
		['?zoom=', true]
	])('%j: %s', (search, expected) => {
		expect(hasQuery(new URLSearchParams(search))).toBe(expected);
	});
});

describe('loadReader', () => {
	it('loads the reader once, and loadedReader has it from then on', async () => {
		const r = await loadReader();
		expect(r.readQuery).toBe(readQuery);
		expect(loadedReader()).toBe(r);
		expect(await loadReader()).toBe(r);
	});
});
