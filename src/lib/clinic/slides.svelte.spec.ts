import { afterEach, describe, expect, it, vi } from 'vitest';
import { penaltyIds } from '$lib/geometry';
import { STORE_KEY, STORE_VERSION } from '$lib/deck/store';
import type { DeckSlide } from '$lib/deck/types';
import { ClinicSlides } from './slides.svelte';

const slide = (key: string, over: Partial<DeckSlide> = {}): DeckSlide => ({ key, venue: 'field', penalty: '2', scenario: null, search: '', title: '', notes: '', ...over });
function device(deck: unknown) {
	const data = new Map([[STORE_KEY, JSON.stringify({ v: STORE_VERSION, deck })]]);
	vi.stubGlobal('localStorage', { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => data.set(k, v) });
}
afterEach(() => vi.unstubAllGlobals());

describe('ClinicSlides.read', () => {
	it("deck=mine: this device's slides once read, the slide index kept within them", async () => {
		device({ title: '', slides: [slide('a', { penalty: '5b' }), slide('b', { venue: 'arena', penalty: '4' }), slide('c', { penalty: '7' })] });
		const c = new ClinicSlides('en');
		const loaded = c.read(new URLSearchParams('deck=mine&slide=9'));
		expect(c.ready).toBe(false);
		expect(c.slides).toEqual([]);
		await loaded;
		expect(c.ready).toBe(true);
		expect(c.slides.map((s) => `${s.venue}:${s.penalty}`)).toEqual(['field:5b', 'arena:4', 'field:7']);
		expect(c.deck.slide).toBe(2);
		expect(c.notices).toEqual([]);
	});
	it('a slide the site does not have is left out with a notice; the notice stays as the deck moves', async () => {
		device({ title: '', slides: [slide('a'), slide('b', { penalty: '0' })] });
		const c = new ClinicSlides('en');
		await c.read(new URLSearchParams('deck=mine'));
		expect(c.slides).toHaveLength(1);
		expect(c.notices).toHaveLength(1);
		await c.read(new URLSearchParams('deck=mine&z=1'));
		expect(c.notices).toHaveLength(1);
	});
	it("an empty deck: the clinic's default slides, and the notice", async () => {
		device({ title: '', slides: [] });
		const c = new ClinicSlides('fr');
		await c.read(new URLSearchParams('deck=mine&venue=arena'));
		expect(c.slides.map((s) => s.penalty)).toEqual(penaltyIds('arena'));
		expect(c.notices.join(' ')).toContain('pas encore de diapositive');
		expect(c.slide?.penalty).toBe(penaltyIds('arena')[0]);
	});
	it("a corrupt code: the clinic's default slides, and the notice", async () => {
		const c = new ClinicSlides('en');
		await c.read(new URLSearchParams('d=AbCdEf-not-a-deck'));
		expect(c.ready).toBe(true);
		expect(c.slides.map((s) => s.penalty)).toEqual(penaltyIds('field'));
		expect(c.notices.join(' ')).toContain('damaged or incomplete');
	});
});
