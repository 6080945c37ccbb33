import { describe, expect, it } from 'vitest';
import { Printing } from './printing.svelte';

/** A window's print events, fired by hand. */
function fakeWindow() {
	const listeners = new Map<string, Set<() => void>>();
	return {
		addEventListener: (type: string, f: () => void) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(f),
		removeEventListener: (type: string, f: () => void) => void listeners.get(type)?.delete(f),
		fire: (type: string) => listeners.get(type)?.forEach((f) => f()),
		count: () => [...listeners.values()].reduce((n, s) => n + s.size, 0)
	};
}

describe('Printing.watch', () => {
	it('is on between beforeprint and afterprint', () => {
		const w = fakeWindow();
		const p = new Printing(() => w as unknown as Window);
		const stop = p.watch();
		expect(p.on).toBe(false);
		w.fire('beforeprint');
		expect(p.on).toBe(true);
		w.fire('afterprint');
		expect(p.on).toBe(false);
		stop();
	});

	it('listens once for any number of diagrams, and stops with the last', () => {
		const w = fakeWindow();
		const p = new Printing(() => w as unknown as Window);
		const stops = [p.watch(), p.watch(), p.watch()];
		expect(w.count()).toBe(2);
		stops[0]!();
		stops[1]!();
		expect(w.count()).toBe(2);
		w.fire('beforeprint');
		stops[2]!();
		expect(w.count()).toBe(0);
		expect(p.on).toBe(false);
	});
});
