import { describe, expect, it } from 'vitest';
import { penaltyIds } from '$lib/geometry';
import { clampSlide, deckSearch, defaultDeck, isDeckMessage, keyAction, moveSlide, parseDeck } from './deck';

const parse = (q: string) => parseDeck(new URLSearchParams(q));

describe('parseDeck', () => {
	it('defaults to every field penalty, first slide, high contrast', () => {
		const { state, notices } = parse('');
		expect(state).toEqual(defaultDeck('field'));
		expect(state.ids).toEqual(penaltyIds('field'));
		expect(state.theme).toBe('contrast');
		expect(notices).toEqual([]);
	});
	it("reads the instructor's list, in order, without duplicates or strangers", () => {
		const { state, notices } = parse('venue=arena&ids=5a,2,2,6B,99,5.b&slide=3&z=1&lang=fr&theme=light');
		expect(state.venue).toBe('arena');
		expect(state.ids).toEqual(['5a', '2', '6b', '5b']);
		expect(state.picked).toBe(true);
		expect(state.slide).toBe(2);
		expect(state.other).toBe(true);
		expect(state.lang).toBe('fr');
		expect(state.theme).toBe('light');
		expect(notices.length).toBe(1);
	});
	it('reads a deck of one\'s own: this device\'s, or a shared code; a bad code is a notice', () => {
		expect(parse('deck=mine').state.source).toEqual({ kind: 'mine' });
		expect(parse('d=abc_-9&deck=mine').state.source).toEqual({ kind: 'shared', code: 'abc_-9' });
		for (const bad of ['d=', 'd=<script>', `d=${'a'.repeat(20_000)}`]) {
			const r = parse(bad);
			expect(r.state.source).toEqual({ kind: 'penalties' });
			expect(r.notices).toHaveLength(1);
		}
		// The slide of a deck of one's own is clamped once its length is known.
		const s = parse('deck=mine&slide=9').state;
		expect(s.slide).toBe(8);
		expect(clampSlide(s, 3).slide).toBe(2);
		expect(clampSlide(s, 0).slide).toBe(0);
	});
	it('clamps the slide and ignores bad values', () => {
		expect(parse('ids=2,3&slide=40').state.slide).toBe(1);
		expect(parse('slide=-2').state.slide).toBe(0);
		expect(parse('slide=abc').state.slide).toBe(0);
		expect(parse('ids=zzz').state.ids).toEqual(penaltyIds('field'));
		expect(parse('venue=moon').state.venue).toBe('field');
		expect(parse('theme=neon&lang=de').state).toMatchObject({ theme: 'contrast', lang: 'en' });
	});
	it('round-trips through deckSearch', () => {
		for (const q of ['', 'venue=arena', 'ids=2,3,5a&slide=2', 'venue=arena&ids=4,1&slide=2&z=1&theme=dark&lang=es', 'deck=mine&slide=3', 'd=eJzLSM3JyQcABiwCFQ&slide=2&theme=light']) {
			const s = parse(q).state;
			expect(deckSearch(s)).toBe(q ? `?${q}` : '');
			expect(parse(deckSearch(s)).state).toEqual(s);
		}
	});
});

describe('keys', () => {
	it('every clicker key moves the deck', () => {
		for (const key of ['PageDown', 'ArrowRight', 'ArrowDown', ' ', 'n']) expect(keyAction({ key })).toBe('next');
		for (const key of ['PageUp', 'ArrowLeft', 'ArrowUp', 'p']) expect(keyAction({ key })).toBe('prev');
		for (const key of ['b', 'B', '.']) expect(keyAction({ key })).toBe('blank');
		expect(keyAction({ key: 'f' })).toBe('fullscreen');
		expect(keyAction({ key: 'z' })).toBe('zoom');
		expect(keyAction({ key: 's' })).toBe('presenter');
		expect(keyAction({ key: 'S' })).toBe('presenter');
		// The animation has its own key: Space stays 'next' (clickers send it), P stays 'previous'.
		for (const key of ['a', 'A']) expect(keyAction({ key })).toBe('animate');
		for (const key of ['PageDown', 'PageUp', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', ' ', 'b', 'B', '.', 'f', 'F', 'p', 'P']) {
			expect(keyAction({ key })).not.toBe('animate');
		}
		expect(keyAction({ key: 'Home' })).toBe('first');
		expect(keyAction({ key: 'End' })).toBe('last');
	});
	it('leaves browser shortcuts alone', () => {
		expect(keyAction({ key: 'f', ctrlKey: true })).toBeNull();
		expect(keyAction({ key: 'ArrowLeft', altKey: true })).toBeNull();
		expect(keyAction({ key: 'x' })).toBeNull();
	});
	it('moves within the deck', () => {
		expect(moveSlide(0, 5, 'prev')).toBe(0);
		expect(moveSlide(4, 5, 'next')).toBe(4);
		expect(moveSlide(2, 5, 'next')).toBe(3);
		expect(moveSlide(2, 5, 'first')).toBe(0);
		expect(moveSlide(2, 5, 'last')).toBe(4);
	});
});

describe('deck messages', () => {
	it('accepts only well-formed messages', () => {
		expect(isDeckMessage({ type: 'hello' })).toBe(true);
		expect(isDeckMessage({ type: 'state', search: '?slide=2', blank: false })).toBe(true);
		expect(isDeckMessage({ type: 'go', action: 'next' })).toBe(true);
		expect(isDeckMessage({ type: 'go', action: 'animate' })).toBe(true);
		expect(isDeckMessage({ type: 'go', action: 'zoom' })).toBe(true);
		expect(isDeckMessage({ type: 'go', action: 'presenter' })).toBe(false);
		expect(isDeckMessage({ type: 'state', search: 'x'.repeat(50_000), blank: false })).toBe(false);
		expect(isDeckMessage({ type: 'go', action: 'explode' })).toBe(false);
		expect(isDeckMessage({ type: 'state', search: 3 })).toBe(false);
		expect(isDeckMessage(null)).toBe(false);
	});
});

describe("the page's language", () => {
	it('is the notes language by default, and is not written to the URL', () => {
		const { state } = parseDeck(new URLSearchParams('ids=2'), 'fr');
		expect(state.lang).toBe('fr');
		expect(deckSearch(state, 'fr')).toBe('?ids=2');
		// Another language asked for on a French page is kept, and written.
		const es = parseDeck(new URLSearchParams('ids=2&lang=es'), 'fr').state;
		expect(es.lang).toBe('es');
		expect(deckSearch(es, 'fr')).toBe('?ids=2&lang=es');
		// English notes on a Spanish page must be said.
		expect(deckSearch({ ...es, lang: 'en' }, 'es')).toBe('?ids=2&lang=en');
		expect(parseDeck(new URLSearchParams(deckSearch({ ...es, lang: 'en' }, 'es')), 'es').state.lang).toBe('en');
	});
	it('words the notices', () => {
		expect(parseDeck(new URLSearchParams('venue=moon'), 'fr').notices).toEqual(['Lieu inconnu : le terrain extérieur est montré.']);
		expect(parseDeck(new URLSearchParams('venue=arena&ids=10'), 'es').notices).toEqual(['Se omitieron los penales que la arena no tiene.']);
		expect(parseDeck(new URLSearchParams('venue=moon')).notices).toEqual(['Unknown venue: showing the field.']);
	});
});
