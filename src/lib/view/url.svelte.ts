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

/**
 * Keeps the address bar's query on `source().search`; call while a component initialises. A page
 * whose changes are steps (a drill: a tap, a key, a drag let go) says whether its state is at
 * `rest`: the URL is then written at once, and not at all while it is not (a drag under way).
 */
export function writeUrl(source: () => { search: string; ready: boolean; rest?: boolean }): void {
	/** The query last written (or read): the URL is only rewritten when the page changes it. */
	let written: string | null = null;
	let timer = 0;
	$effect(() => {
		const { search, ready, rest } = source();
		if (!ready) return;
		if (written === null) {
			written = search;
			return;
		}
		if (search === written) return;
		clearTimeout(timer);
		const write = () => {
			written = search;
			try {
				replaceState(`${location.pathname}${search}${location.hash}`, page.state);
			} catch {
				// Before the router has started (cannot happen after a user's change): the URL stays.
			}
		};
		if (rest === false) return;
		if (rest) write();
		else timer = window.setTimeout(write, URL_REST_MS);
	});
	$effect(() => () => clearTimeout(timer));
}
