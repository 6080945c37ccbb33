/*
 * Whether a diagram's address needs reading, and the reader (./read.ts) once loaded. An island page
 * whose address has a query loads it before it hydrates (its `prepare`: src/lib/island/islands), so
 * that what the address asks for is drawn as the page starts; without a query there is nothing to
 * read, and the reader never loads.
 */
import type { QueryRead } from './read';

type Reader = typeof import('./read');

let loaded: Reader | null = null;

/** What an address without a query asks for: readQuery's answer to no parameters (read.spec holds them equal). Fresh each time: the page keeps it as its state. */
export const noQuery = (): QueryRead => ({ state: { foul: null }, view: { moved: {} }, notices: [] });

/** Whether `params` has anything to read (a parameter of the site's, or one an embedder added). */
export const hasQuery = (params: URLSearchParams): boolean => !params.keys().next().done;

/**
 * Loads the reader (once). Only the islands that do not hold read.ts in their own script import this
 * (the penalty page and the embed; PenaltyView takes it as an option): a dynamic import of a module
 * already in the importing script would cost a runtime file of the bundler's.
 */
export async function loadReader(): Promise<Reader> {
	return (loaded ??= await import('./read'));
}

/** The reader, if loaded. */
export const loadedReader = (): Reader | null => loaded;

/** An island's `prepare`: the reader, where the page's address has a query. */
export async function prepareReader(): Promise<void> {
	if (hasQuery(new URLSearchParams(location.search))) await loadReader();
}
