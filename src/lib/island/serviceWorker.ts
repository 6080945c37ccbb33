/*
 * The offline cache (src/service-worker.ts) is installed by the site once a page has started, not
 * by SvelteKit's start-up script (kit.serviceWorker.register is false: that script's text is left
 * as SvelteKit writes it, see page.ts). As SvelteKit did: after the page's load event, so the cache's
 * downloads do not compete with the page's own. A page inside a frame (an embed in a club's page)
 * does not install it: that would download the whole site for the host page's visitor.
 */
import { dev } from '$app/environment';
import { base } from '$app/paths';

export function registerServiceWorker(): void {
	if (!('serviceWorker' in navigator) || window.parent !== window) return;
	// In `vite dev` the worker is a module (as SvelteKit registers it there).
	const register = () => navigator.serviceWorker.register(`${base}/service-worker.js`, { type: dev ? 'module' : 'classic' }).catch(() => {});
	if (document.readyState === 'complete') register();
	else addEventListener('load', register, { once: true });
}
