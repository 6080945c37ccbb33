/*
 * `$app/navigation` for an island page (see state.svelte.ts): shallow routing on `history`, as
 * SvelteKit does it (its page state under the same key), and links that load the next page as a
 * document: every page is prerendered and the offline cache has the ones visited.
 */
import { onMount } from 'svelte';
import { page } from './state.svelte';

/** SvelteKit's key for the page state in history.state (runtime/client/constants.js: STATES_KEY). */
export const STATES_KEY = 'sveltekit:states';

function shallow(method: 'replaceState' | 'pushState', url: string | URL, state: App.PageState) {
	const next = new URL(url, location.href);
	history[method]({ ...(method === 'replaceState' ? history.state : {}), [STATES_KEY]: state }, '', next);
	page.url = next as typeof page.url;
	page.state = state;
}

export function replaceState(url: string | URL, state: App.PageState): void {
	shallow('replaceState', url, state);
}

export function pushState(url: string | URL, state: App.PageState): void {
	shallow('pushState', url, state);
}

export function goto(url: string | URL, opts: { replaceState?: boolean } = {}): Promise<void> {
	const next = new URL(url, location.href).href;
	if (opts.replaceState) location.replace(next);
	else location.assign(next);
	return new Promise(() => {});
}

/**
 * The one navigation an island page has is its arrival ('enter'), told once the component is mounted,
 * as SvelteKit tells it after hydrating. Nothing follows it: a link loads the next page as a document.
 */
export function afterNavigate(callback: (navigation: { from: null; to: { url: URL; params: Record<string, string>; route: { id: string | null } }; type: 'enter'; willUnload: false; complete: Promise<void> }) => void): void {
	onMount(() => callback({ from: null, to: { url: page.url, params: page.params, route: page.route }, type: 'enter', willUnload: false, complete: Promise.resolve() }));
}
