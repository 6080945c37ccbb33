/*
 * `$app/state` for an island page (src/lib/island/islands/start.ts): the one page it was prerendered
 * as, without SvelteKit's router. The island build (scripts/islands.mjs) resolves `$app/state` here;
 * SvelteKit's own build never sees this file. `url` and `state` follow replaceState (navigation.ts);
 * there is no client-side navigation, so the rest is fixed once the island starts.
 */
import type { Page } from '@sveltejs/kit';

// Raw, as SvelteKit's own are: replaced whole, never proxied (history.replaceState must clone `state`).
class IslandPage {
	url = $state.raw(new URL('http://localhost/'));
	params = $state.raw<Record<string, string>>({});
	route = $state.raw<{ id: string | null }>({ id: null });
	status = $state.raw(200);
	error = $state.raw<App.Error | null>(null);
	data = $state.raw<Record<string, unknown>>({});
	form = $state.raw<unknown>(null);
	state = $state.raw<App.PageState>({});
}

export const page = new IslandPage() as unknown as Page;
/** Never navigating (links load the next page as a document). */
export const navigating = { current: null };
/** The island does not poll for a new build (nor does the site: kit.version.pollInterval is left at 0). */
export const updated = { current: false, check: async () => false };
