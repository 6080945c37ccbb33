import { describe, expect, it } from 'vitest';
import { readQuery } from '$lib/url/read';
import { loadedReader, loadReader } from '$lib/url/reader';
import { PenaltyView } from './penalty.svelte';

const never = { load: () => new Promise<never>(() => {}) };

describe('PenaltyView.load', () => {
	it('an address without a query: the standard setup at once, and the reader is never loaded', () => {
		const v = new PenaltyView('field', '5a', 'en', { animation: never });
		v.load(new URLSearchParams());
		expect(v.ready).toBe(true);
		expect(v.state).toEqual({ foul: null });
		expect(v.moved).toEqual({});
		expect(v.urlNotices).toEqual([]);
		expect(loadedReader()).toBeNull();
	});

	it("a query read by the page's own reader: drawn at once", () => {
		const v = new PenaltyView('field', '5a', 'en', { animation: never, read: readQuery });
		v.load(new URLSearchParams('foul=100,20&pos=r1:90,10&theme=pink'));
		expect(v.ready).toBe(true);
		expect(v.state.foul).toEqual({ x: 100, y: 20 });
		expect(v.moved).toEqual({ 'fouling-1': { x: 90, y: 10 } });
		expect(v.urlNotices).toHaveLength(1);
		expect(loadedReader()).toBeNull();
	});

	it('a query with no reader to load: the standard setup, and a notice that the address could not be read', () => {
		const v = new PenaltyView('field', '2', 'es', { animation: never });
		v.load(new URLSearchParams('foul=100,20'));
		expect(v.ready).toBe(true);
		expect(v.state).toEqual({ foul: null });
		expect(v.urlNotices).toEqual([expect.stringMatching(/^No se pudo leer la dirección/)]);
	});

	it('a query with no reader at hand: the reader is loaded, then the page is ready with what the address asks', async () => {
		const v = new PenaltyView('arena', '2', 'fr', { animation: never, loadRead: loadReader });
		v.load(new URLSearchParams('foul=20,5&zoom=1'));
		expect(v.ready).toBe(false);
		await expect.poll(() => v.ready).toBe(true);
		expect(loadedReader()).not.toBeNull();
		expect(v.state).toEqual({ foul: { x: 20, y: 5 } });
		expect(v.zoom).not.toBeNull();
		// Once loaded, the next page reads at once.
		const w = new PenaltyView('arena', '2', 'fr', { animation: never });
		w.load(new URLSearchParams('foul=20,5'));
		expect(w.ready).toBe(true);
	});
});
