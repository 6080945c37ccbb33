/*
 * Offline: on the first visit the whole site (built JS and CSS, static files, every prerendered
 * page) is cached, so a clinic at a ground without signal still works. Cached files are served
 * cache-first; page URLs with a query (?foul=...) are served from their page's cached copy. A new
 * build installs its own cache (named after the build's version) beside the old one and, once it
 * takes over, deletes the old one: one version's files are never mixed with another's.
 */
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
/// <reference types="@sveltejs/kit" />
import { base, build, files, prerendered, version } from '$service-worker';

const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `polo-penalties-${version}`;
const PREFIX = 'polo-penalties-';

/** Everything the site is made of; paths are absolute (with the base path). */
const ASSETS = [...new Set([...build, ...files, ...prerendered])];
const KNOWN = new Set(ASSETS);

sw.addEventListener('install', (event) => {
	event.waitUntil(
		(async () => {
			const cache = await caches.open(CACHE);
			await cache.addAll(ASSETS);
			// The 404 page, for unknown paths offline (it is not in `prerendered`).
			await cache.add(`${base}/404.html`).catch(() => undefined);
		})()
	);
});

sw.addEventListener('activate', (event) => {
	event.waitUntil(
		(async () => {
			for (const key of await caches.keys()) if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
			await sw.clients.claim();
		})()
	);
});

/** The cache key of a request for this site: its path, '/' for the base itself. */
function keyOf(url: URL): string | null {
	if (url.origin !== sw.location.origin) return null;
	const path = url.pathname;
	if (KNOWN.has(path)) return path;
	if (KNOWN.has(`${path}/`)) return `${path}/`;
	if (path.endsWith('/') && KNOWN.has(path.slice(0, -1))) return path.slice(0, -1);
	return null;
}

sw.addEventListener('fetch', (event) => {
	const req = event.request;
	if (req.method !== 'GET') return;
	const url = new URL(req.url);
	const key = keyOf(url);
	if (key) {
		// Cache-first: the files of this version, whatever the query (the query is read by the page).
		event.respondWith(
			(async () => {
				const cache = await caches.open(CACHE);
				const hit = await cache.match(key);
				if (hit) return hit;
				const res = await fetch(req);
				if (res.ok && !url.search) await cache.put(key, res.clone()).catch(() => undefined);
				return res;
			})()
		);
		return;
	}
	if (url.origin !== sw.location.origin) return;
	// Anything else of ours (an unknown page): the network, else the cached 404 page.
	if (req.mode === 'navigate') {
		event.respondWith(
			fetch(req).catch(async () => (await caches.match(`${base}/404.html`)) ?? new Response('Offline', { status: 503, headers: { 'content-type': 'text/plain' } }))
		);
	}
});
