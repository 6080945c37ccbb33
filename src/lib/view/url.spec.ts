import { beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_REST_MS, UrlFollower, type UrlState } from './url.svelte';

vi.mock('$app/navigation', () => ({ replaceState: () => {} }));
vi.mock('$app/state', () => ({ page: { state: {} } }));

/** A follower on a fake clock, on a page whose own query is `first`; `written` lists the queries written. */
function harness(first = '') {
	const written: string[] = [];
	const follower = new UrlFollower((s) => void written.push(s), { set: (fn, ms) => setTimeout(fn, ms) as unknown as number, clear: (id) => clearTimeout(id) });
	follower.update({ search: first, ready: true });
	const set = (search: string, rest?: UrlState['rest']) => follower.update({ search, ready: true, rest });
	return { follower, written, set };
}

describe('UrlFollower.update', () => {
	beforeEach(() => {
		vi.useFakeTimers();
		return () => vi.useRealTimers();
	});

	it('writes the query once it has rested, not the views passed through', () => {
		const h = harness();
		h.set('?view=1,0,50');
		h.set('?view=2,0,50');
		vi.advanceTimersByTime(URL_REST_MS - 1);
		expect(h.written).toEqual([]);
		vi.advanceTimersByTime(1);
		expect(h.written).toEqual(['?view=2,0,50']);
	});

	it('leaves the URL read at first alone', () => {
		const h = harness('?view=1,0,50');
		h.set('?view=1,0,50');
		vi.advanceTimersByTime(URL_REST_MS * 2);
		expect(h.written).toEqual([]);
	});

	// view.spec's "0 shows the whole venue": 0 pressed right after a zoom, before the zoom's URL was
	// written. The state comes back to the query in the address bar; the write scheduled for the zoomed
	// view must not fire, or the link keeps view= while the diagram shows the whole venue.
	it('drops a pending write when the query comes back to the one written', () => {
		const h = harness('');
		h.set('?view=50.2,-0.1,106.2');
		h.set('');
		vi.advanceTimersByTime(URL_REST_MS * 2);
		expect(h.written).toEqual([]);
		h.set('?view=3,0,40');
		vi.advanceTimersByTime(URL_REST_MS);
		h.set('?view=4,0,40');
		h.set('?view=3,0,40');
		vi.advanceTimersByTime(URL_REST_MS * 2);
		expect(h.written).toEqual(['?view=3,0,40']);
	});

	it('writes at once at rest, and nothing while a drag is under way', () => {
		const h = harness('');
		h.set('?pos=a', false);
		vi.advanceTimersByTime(URL_REST_MS * 2);
		expect(h.written).toEqual([]);
		h.set('?pos=b', true);
		expect(h.written).toEqual(['?pos=b']);
	});

	it('writes nothing before the page has read its own query, and takes the first query read as written', () => {
		const written: string[] = [];
		const f = new UrlFollower((s) => void written.push(s), { set: (fn, ms) => setTimeout(fn, ms) as unknown as number, clear: (id) => clearTimeout(id) });
		f.update({ search: '?view=2,0,50', ready: false });
		vi.advanceTimersByTime(URL_REST_MS * 2);
		f.update({ search: '?view=1,0,50', ready: true });
		f.update({ search: '?view=1,0,50', ready: true });
		vi.advanceTimersByTime(URL_REST_MS * 2);
		expect(written).toEqual([]);
	});

	it('stop drops the write waiting', () => {
		const h = harness('');
		h.set('?view=1,0,50');
		h.follower.stop();
		vi.advanceTimersByTime(URL_REST_MS * 2);
		expect(h.written).toEqual([]);
	});
});
