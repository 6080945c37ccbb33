import { describe, expect, it } from 'vitest';
import { encodeDeck } from '$lib/deck/codec';
import { STORE_KEY, STORE_VERSION, type DeckStorage } from '$lib/deck/store';
import type { DeckSlide, DeckState } from '$lib/deck/types';
import { loadOwnDeck, presentable } from './own';

const SCENARIO = 'rule35-two-principles-examples-2';
const slide = (key: string, over: Partial<DeckSlide> = {}): DeckSlide => ({ key, venue: 'field', penalty: '2', scenario: null, search: '', title: '', notes: '', ...over });
const mixed: DeckState = {
	title: 'Spring clinic',
	slides: [
		slide('a', { penalty: '5b', search: '?pos=r2:60,20', title: 'Red 2 moved', notes: 'Ask the room.' }),
		slide('b', { venue: 'arena', penalty: '4', search: '?view=50,0,60' }),
		slide('c', { penalty: '5b', scenario: SCENARIO })
	]
};
function memory(text: string | null): DeckStorage {
	return { getItem: (k) => (k === STORE_KEY ? text : null), setItem: () => {} };
}
const stored = (deck: unknown, v = STORE_VERSION) => memory(JSON.stringify({ v, deck }));
const shown = (slides: DeckSlide[]) => slides.map((s) => `${s.venue}:${s.penalty}:${s.scenario ?? ''}:${s.search}:${s.title}:${s.notes}`);

describe('loadOwnDeck', () => {
	it("this device's deck: every slide, in order, with its query, title and notes", async () => {
		const r = await loadOwnDeck({ kind: 'mine' }, 'en', stored(mixed));
		expect(shown(r.slides)).toEqual(shown(mixed.slides));
		expect(r.notices).toEqual([]);
	});
	it('a shared code: the same slides (keys made anew)', async () => {
		const r = await loadOwnDeck({ kind: 'shared', code: await encodeDeck(mixed) }, 'fr');
		expect(shown(r.slides)).toEqual(shown(mixed.slides));
		expect(r.notices).toEqual([]);
	});
	it.each([
		['an empty deck', memory(null), 'has no slides yet'],
		['a damaged store', memory('{"v":1,"deck":{"slides":'), 'could not be read'],
		['a newer site', stored(mixed, STORE_VERSION + 1), 'newer version'],
		['storage refused', null, 'storage turned off']
	] as const)("this device's deck, %s: no slides and a notice (the clinic shows its own)", async (_name, storage, said) => {
		const r = await loadOwnDeck({ kind: 'mine' }, 'en', storage);
		expect(r.slides).toEqual([]);
		expect(r.notices).toHaveLength(1);
		expect(r.notices[0]).toContain(said);
		expect(r.notices[0]).toContain('the clinic shows its own slides');
	});
	it.each([
		['a corrupt code', 'AbCdEf-not-a-deck', 'damaged or incomplete'],
		['a newer version', 'Zzz', 'newer version'],
		['an empty deck', 'B' + Buffer.from('[""]').toString('base64url'), 'holds no slides']
	])('a shared code, %s: no slides and a notice', async (_name, code, said) => {
		const r = await loadOwnDeck({ kind: 'shared', code }, 'en');
		expect(r.slides).toEqual([]);
		expect(r.notices.join(' ')).toContain(said);
	});
	it('a store with a slide that is not one: the others, and a notice', async () => {
		const r = await loadOwnDeck({ kind: 'mine' }, 'es', stored({ title: '', slides: [mixed.slides[0], { venue: 'moon' }] }));
		expect(r.slides).toHaveLength(1);
		expect(r.notices).toHaveLength(1);
	});
	it('the venue of a penalty-list clinic has no deck of its own', async () => {
		expect(await loadOwnDeck({ kind: 'penalties' }, 'en')).toEqual({ slides: [], notices: [] });
	});
});

describe('presentable', () => {
	it.each([
		['a field penalty', slide('a', { penalty: '5a' }), true],
		['an arena penalty', slide('a', { venue: 'arena', penalty: '6c' }), true],
		['a penalty the venue does not have', slide('a', { penalty: '0' }), false],
		['an arena id on the field', slide('a', { penalty: '6c' }), false],
		['a scenario', slide('a', { penalty: '5b', scenario: SCENARIO }), true],
		['a scenario the site does not have', slide('a', { penalty: '2', scenario: 'no-such-example' }), false]
	])('%s: shown %s', async (_name, s, ok) => {
		const r = await presentable([slide('x'), s], 'en');
		expect(r.slides).toHaveLength(ok ? 2 : 1);
		expect(r.notices).toEqual(ok ? [] : ['Slide 2 of the deck is left out: it shows a penalty or worked example this site does not have.']);
	});
	it('nothing left: no slides and one notice', async () => {
		const r = await presentable([slide('a', { penalty: '0' }), slide('b', { penalty: '8z' })], 'fr');
		expect(r.slides).toEqual([]);
		expect(r.notices).toHaveLength(1);
	});
});
