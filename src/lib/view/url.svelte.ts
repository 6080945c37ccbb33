/*
 * The one place that writes a diagram page's URL: the query a view derives (PenaltyView.search,
 * plus what a page adds of its own, e.g. the embed's controls=0) replaces the address bar's, once
 * the page's own query has been read (`ready`) and only when it changed. Drags, keys, the scrubber
 * and a zoom change the state many times a second: the URL is written once they pause.
 */
import { replaceState } from '$app/navigation';
import { page } from '$app/state';

/** How long the state must rest before the URL follows it, ms. */
export const URL_REST_MS = 120;

/** What the URL is to follow: the page's query, once the page has read its own (`ready`). */
export interface UrlState {
	search: string;
	ready: boolean;
	/** A page of steps says whether it is at rest (write at once) or not (a drag: write nothing); undefined: write once it rests. */
	rest?: boolean;
}

/** The timer a UrlFollower waits on (window's; a test's fake). */
export interface UrlClock {
	set(fn: () => void, ms: number): number;
	clear(id: number): void;
}

/**
 * Decides when the address bar follows the state: `update` with each new state, `write` is called
 * with the query due. Pure of Svelte and of the DOM (url.spec.ts drives it with a fake clock).
 */
export class UrlFollower {
	/** The query last written (or read): the URL is only rewritten when the page changes it. */
	#written: string | null = null;
	#timer = 0;
	#write: (search: string) => void;
	#clock: UrlClock;

	constructor(write: (search: string) => void, clock: UrlClock) {
		this.#write = write;
		this.#clock = clock;
	}

	update({ search, ready, rest }: UrlState): void {
		if (!ready) return;
		if (this.#written === null) {
			this.#written = search;
			return;
		}
		// A write scheduled for a query since left must not fire: back at the one written, nothing is due
		// (the 0 key right after a zoom: the link would otherwise keep the zoom's view=).
		this.stop();
		if (search === this.#written) return;
		const write = () => {
			this.#written = search;
			this.#write(search);
		};
		if (rest === false) return;
		if (rest) write();
		else this.#timer = this.#clock.set(write, URL_REST_MS);
	}

	/** Drops the write waiting, if any. */
	stop(): void {
		this.#clock.clear(this.#timer);
	}
}

/**
 * Keeps the address bar's query on `source().search`; call while a component initialises. A page
 * whose changes are steps (a drill: a tap, a key, a drag let go) says whether its state is at
 * `rest`: the URL is then written at once, and not at all while it is not (a drag under way).
 */
export function writeUrl(source: () => UrlState): void {
	const follower = new UrlFollower(
		(search) => {
			try {
				// eslint-disable-next-line svelte/no-navigation-without-resolve -- this page with another query: its path is the current one, already resolved
				replaceState(`${location.pathname}${search}${location.hash}`, page.state);
			} catch {
				// Before the router has started (cannot happen after a user's change): the URL stays.
			}
		},
		{ set: (fn, ms) => window.setTimeout(fn, ms), clear: (id) => window.clearTimeout(id) }
	);
	$effect(() => follower.update(source()));
	$effect(() => () => follower.stop());
}
