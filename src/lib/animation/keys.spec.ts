import { describe, expect, it } from 'vitest';
import { DECK_KEYS, keyAction, keysOf } from '$lib/clinic/deck';
import { keyHint, keyLabel, PAGE_KEYS, transportOf } from './keys';

describe('transportOf', () => {
	it.each([
		[' ', 'play'],
		['ArrowLeft', 'prev'],
		['ArrowRight', 'next'],
		['a', null]
	] as const)('on a page, %j does %s', (key, want) => {
		expect(transportOf(PAGE_KEYS, key)).toBe(want);
	});

	it('in the clinic only A plays: Space and the arrows are the slides’ (issue 33)', () => {
		const clinic = { play: keysOf('animate') };
		expect(transportOf(clinic, 'a')).toBe('play');
		for (const k of [' ', 'ArrowLeft', 'ArrowRight']) expect(transportOf(clinic, k)).toBeNull();
	});
});

describe('keyHint', () => {
	it.each([
		['en', 'Play or pause', PAGE_KEYS.play, 'Play or pause (Space)'],
		['en', 'Next phase', PAGE_KEYS.next, 'Next phase (Right arrow)'],
		['fr', 'Phase précédente', PAGE_KEYS.prev, 'Phase précédente (flèche gauche)'],
		['es', 'Reproducir o pausar', PAGE_KEYS.play, 'Reproducir o pausar (Espacio)'],
		['en', 'Play or pause', keysOf('animate'), 'Play or pause (A)'],
		['en', 'Next phase', undefined, 'Next phase']
	] as const)('%s: %s with %j is %s', (locale, label, keys, want) => {
		expect(keyHint(label, keys, locale)).toBe(want);
	});

	it('the clinic’s hint names a key that does it there, and no other action', () => {
		const key = keysOf('animate')[0]!;
		expect(keyAction({ key })).toBe('animate');
		expect(keyLabel(key, 'en')).toBe('A');
		// Space and the arrows, which the page's hints name, change slide in the clinic.
		for (const k of [...PAGE_KEYS.play!, ...PAGE_KEYS.prev!, ...PAGE_KEYS.next!]) expect(keyAction({ key: k })).not.toBe('animate');
	});
});

describe('DECK_KEYS', () => {
	it('gives each key one action', () => {
		const all = Object.values(DECK_KEYS).flat();
		expect(new Set(all).size).toBe(all.length);
	});
});
