import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DeckEditor, dropIndex, moved } from './editor.svelte';
import { readDeck, STORE_KEY, writeDeck, type DeckStorage } from './store';
import type { DeckSlide } from './types';

function memory(init: Record<string, string> = {}): DeckStorage {
	const data = new Map(Object.entries(init));
	return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}
const slide = (key: string): DeckSlide => ({ key, venue: 'field', penalty: '2', scenario: null, search: '', title: '', notes: '' });
const keys = (e: DeckEditor) => e.slides.map((s) => s.key);

describe('moved', () => {
	it.each([
		[0, 2, 'bca'],
		[2, 0, 'cab'],
		[1, 1, 'abc'],
		[0, 99, 'bca'],
		[2, -5, 'cab'],
		[5, 0, 'abc']
	])('abc, %i -> %i: %s', (from, to, want) => {
		expect(moved([...'abc'], from, to).join('')).toBe(want);
	});
	it('keeps every item once (fast-check)', () => {
		fc.assert(
			fc.property(fc.array(fc.integer(), { maxLength: 20 }), fc.integer({ min: -3, max: 25 }), fc.integer({ min: -3, max: 25 }), (list, from, to) => {
				expect([...moved(list, from, to)].sort()).toEqual([...list].sort());
			})
		);
	});
});

describe('DeckEditor', () => {
	it('every change is kept on the device', () => {
		const s = memory();
		writeDeck({ title: '', slides: [slide('a'), slide('b'), slide('c')] }, s);
		const e = new DeckEditor(() => s);
		e.loadDevice();
		e.move('a', 2);
		expect(keys(e)).toEqual(['b', 'c', 'a']);
		const copy = e.duplicate('c')!;
		expect(keys(e)).toEqual(['b', 'c', copy, 'a']);
		e.remove('b');
		e.edit('a', 'title', 'Set up wrongly');
		e.edit('a', 'notes', 'Ask the room first');
		e.setTitle('Spring clinic');
		const back = readDeck(s).deck;
		expect(back.title).toBe('Spring clinic');
		expect(back.slides.map((x) => x.key)).toEqual(['c', copy, 'a']);
		expect(back.slides[2]).toMatchObject({ title: 'Set up wrongly', notes: 'Ask the room first' });
	});

	it('undo puts removed slides back where they were, the last removed first, and keeps it (issue 33)', () => {
		const s = memory();
		writeDeck({ title: '', slides: [slide('a'), slide('b'), slide('c'), slide('d')] }, s);
		const e = new DeckEditor(() => s);
		e.loadDevice();
		expect(e.undo()).toBeNull();
		e.remove('b');
		e.remove('d');
		expect(keys(e)).toEqual(['a', 'c']);
		expect(e.undo()).toBe(2);
		expect(keys(e)).toEqual(['a', 'c', 'd']);
		expect(e.undo()).toBe(1);
		expect(keys(e)).toEqual(['a', 'b', 'c', 'd']);
		expect(readDeck(s).deck.slides.map((x) => x.key)).toEqual(['a', 'b', 'c', 'd']);
		expect(e.undo()).toBeNull();
		// A removed slide comes back whole (its title and notes).
		e.edit('c', 'notes', 'Ask the room');
		e.remove('c');
		e.move('a', 2);
		expect(e.undo()).toBe(2);
		expect(e.slides[2]).toMatchObject({ key: 'c', notes: 'Ask the room' });
		// Another deck shown: nothing of the last one to undo.
		e.remove('a');
		e.showShared({ title: '', slides: [slide('x')] });
		expect(e.undo()).toBeNull();
	});

	it('a corrupt store: an empty deck and a problem to show', () => {
		const e = new DeckEditor(() => memory({ [STORE_KEY]: '{oops' }));
		e.loadDevice();
		expect(e.slides).toEqual([]);
		expect(e.problem).toBe('corrupt');
	});

	it("a link's deck is not kept until keep()", () => {
		const s = memory();
		writeDeck({ title: 'mine', slides: [slide('m')] }, s);
		const e = new DeckEditor(() => s);
		e.showShared({ title: 'theirs', slides: [slide('x'), slide('y')] });
		expect(e.editable).toBe(false);
		expect(e.keptCount).toBe(1);
		expect(readDeck(s).deck.title).toBe('mine');
		e.keep();
		expect(e.editable).toBe(true);
		expect(readDeck(s).deck.slides.map((x) => x.key)).toEqual(['x', 'y']);
	});

	it('storage refused: the change stays on screen and says it is not kept', () => {
		const e = new DeckEditor(() => null);
		e.loadDevice();
		expect(e.problem).toBe('unavailable');
		e.setTitle('x');
		expect(e.unsaved).toBe(true);
		expect(e.title).toBe('x');
	});
});

describe('dropIndex', () => {
	it.each([
		[10, [50, 150, 250], 0],
		[160, [150, 250], 1],
		[149, [150, 250], 0],
		[999, [50, 150], 2],
		[0, [], 0]
	])('y %d over %j -> %d', (y, mids, want) => {
		expect(dropIndex(y, mids)).toBe(want);
	});
});
