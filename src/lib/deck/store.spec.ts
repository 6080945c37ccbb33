import { describe, expect, it } from 'vitest';
import { appendSlide, parseStored, readDeck, STORE_KEY, STORE_VERSION, writeDeck, type DeckStorage } from './store';
import { DECK_LIMITS, type DeckSlide, type DeckState } from './types';

function memory(init: Record<string, string> = {}): DeckStorage & { data: Map<string, string> } {
	const data = new Map(Object.entries(init));
	return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}
const slide = (key: string, over: Partial<DeckSlide> = {}): DeckSlide => ({ key, venue: 'field', penalty: '2', scenario: null, search: '', title: '', notes: '', ...over });

describe('parseStored', () => {
	const good: DeckState = { title: 'Clinic', slides: [slide('a'), slide('b', { venue: 'arena', penalty: '4', search: '?foul=10,3' })] };
	it.each([
		['nothing stored', null, 0, null],
		['a deck', JSON.stringify({ v: STORE_VERSION, deck: good }), 2, null],
		['not JSON', '{"v":1,"deck":', 0, 'corrupt'],
		['JSON, not ours', '[1,2,3]', 0, 'corrupt'],
		['no version', JSON.stringify({ deck: good }), 0, 'corrupt'],
		['a newer version', JSON.stringify({ v: STORE_VERSION + 1, deck: good }), 0, 'version'],
		['slides not a list', JSON.stringify({ v: STORE_VERSION, deck: { slides: 'x' } }), 0, 'corrupt'],
		['one bad slide of three', JSON.stringify({ v: STORE_VERSION, deck: { title: '', slides: [slide('a'), { venue: 'moon' }, slide('c')] } }), 2, 'partial']
	])('%s', (_name, text, count, problem) => {
		const r = parseStored(text);
		expect(r.deck.slides).toHaveLength(count);
		expect(r.problem).toBe(problem);
	});
});

describe('readDeck / writeDeck', () => {
	it('what is written is read back', () => {
		const s = memory();
		const deck: DeckState = { title: 'T', slides: [slide('a', { title: 'First', notes: 'Say this' })] };
		expect(writeDeck(deck, s)).toBe(true);
		expect(readDeck(s)).toEqual({ deck, problem: null });
	});
	it('storage the browser refuses is unavailable, never an exception', () => {
		const refusing: DeckStorage = {
			getItem: () => {
				throw new Error('SecurityError');
			},
			setItem: () => {
				throw new Error('QuotaExceededError');
			}
		};
		expect(readDeck(refusing).problem).toBe('unavailable');
		expect(writeDeck({ title: '', slides: [] }, refusing)).toBe(false);
		expect(readDeck(null).problem).toBe('unavailable');
	});
});

describe('appendSlide', () => {
	it('adds at the end and counts', () => {
		const s = memory();
		expect(appendSlide(slide('a'), s)).toEqual({ count: 1, kept: true, full: false, problem: null });
		expect(appendSlide(slide('b'), s).count).toBe(2);
		expect(readDeck(s).deck.slides.map((x) => x.key)).toEqual(['a', 'b']);
	});
	it('a damaged store becomes a deck of the new slide, and says so', () => {
		const s = memory({ [STORE_KEY]: 'garbage' });
		expect(appendSlide(slide('a'), s)).toMatchObject({ count: 1, kept: true, problem: 'corrupt' });
		expect(readDeck(s)).toMatchObject({ problem: null });
	});
	it("a newer site's deck is not written over", () => {
		const text = JSON.stringify({ v: STORE_VERSION + 1, deck: { slides: [] } });
		const s = memory({ [STORE_KEY]: text });
		expect(appendSlide(slide('a'), s)).toMatchObject({ kept: false, problem: 'version' });
		expect(s.data.get(STORE_KEY)).toBe(text);
	});
	it('a full deck takes no more', () => {
		const s = memory();
		writeDeck({ title: '', slides: Array.from({ length: DECK_LIMITS.slides }, (_, i) => slide(`k${i}`)) }, s);
		expect(appendSlide(slide('x'), s)).toMatchObject({ kept: false, full: true, count: DECK_LIMITS.slides });
	});
});
