/*
 * Offline (issue 17). What the cache holds is answered by src/lib/island/offline.ts from the build's
 * manifest (_app/offline.json, scripts/offline-manifest.mjs): on install, the shared files, the
 * scripts of the language of the page that registered the worker, and that page (a phone on a data
 * plan does not pay for the rest of the site); then every page as it is visited, and a language's
 * scripts the first time one of its pages is. "Save for offline" (SaveOffline, a message with a port)
 * downloads one language's whole site and reports its progress. Cached files are served cache-first;
 * page addresses with a query (?foul=...) are served from their page's copy.
 * A new build installs its own cache (named after the build's version) beside the old one, with
 * what the old one held: the files whose content did not change are copied from it, only the others
 * downloaded. Once it takes over, the old cache is deleted: one version's files are never mixed with
 * another's.
 */
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
/// <reference types="@sveltejs/kit" />
import { base, version } from '$service-worker';
import {
	carryOver,
	entryFor,
	firstVisit,
	inGroups,
	localeOfKey,
	MANIFEST_PATH,
	sizeOf,
	wholeSite,
	type ManifestEntry,
	type OfflineManifest,
	type OfflineReply,
	type OfflineRequest
} from '$lib/island/offline';

const sw = self as unknown as ServiceWorkerGlobalScope;
const PREFIX = 'polo-penalties-';
const CACHE = `${PREFIX}${version}`;
const MANIFEST_URL = `${base}/${MANIFEST_PATH}`;
/** Downloads at once while saving the site. */
const PARALLEL = 4;

/** This build's manifest: from the cache once installed (the worker may have been stopped since). */
let manifest: Promise<OfflineManifest> | null = null;
function currentManifest(): Promise<OfflineManifest> {
	manifest ??= (async () => {
		const cached = await (await caches.open(CACHE)).match(MANIFEST_URL);
		const res = cached ?? (await fetch(MANIFEST_URL, { cache: 'no-store' }));
		if (!res.ok) throw new Error(`${MANIFEST_URL}: HTTP ${res.status}`);
		return (await res.clone().json()) as OfflineManifest;
	})();
	manifest.catch(() => (manifest = null));
	return manifest;
}

/** An address from the site's root for a URL of this site, or null. */
function keyOf(url: URL): string | null {
	if (url.origin !== sw.location.origin || !url.pathname.startsWith(base)) return null;
	return url.pathname.slice(base.length) || '/';
}

const urlOf = (e: ManifestEntry) => `${base}${e[0]}`;

/** Downloads entries into the cache, `PARALLEL` at a time; `progress` after each. */
async function download(cache: Cache, entries: ManifestEntry[], progress?: (e: ManifestEntry) => void): Promise<void> {
	const queue = [...entries];
	const worker = async () => {
		for (let e = queue.shift(); e; e = queue.shift()) {
			const res = await fetch(urlOf(e), { cache: 'no-cache' });
			if (!res.ok) throw new Error(`${e[0]}: HTTP ${res.status}`);
			await cache.put(urlOf(e), res);
			progress?.(e);
		}
	};
	await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/** The entries not in the cache yet. */
async function missing(cache: Cache, entries: ManifestEntry[]): Promise<ManifestEntry[]> {
	const have = await Promise.all(entries.map(async (e) => !!(await cache.match(urlOf(e)))));
	return entries.filter((_, i) => !have[i]);
}

sw.addEventListener('install', (event) => {
	event.waitUntil(
		(async () => {
			const res = await fetch(MANIFEST_URL, { cache: 'no-store' });
			if (!res.ok) throw new Error(`${MANIFEST_URL}: HTTP ${res.status}`);
			const next = (await res.clone().json()) as OfflineManifest;
			const cache = await caches.open(CACHE);
			// The newest older cache of this site, if any: what the user had.
			const older = (await caches.keys()).filter((k) => k.startsWith(PREFIX) && k !== CACHE).at(-1);
			const old = older ? await caches.open(older) : null;
			const oldManifest = old ? ((await (await old.match(MANIFEST_URL))?.json().catch(() => null)) as OfflineManifest | null) : null;
			// The pages open now (the one that registered the worker among them).
			const pages = (await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })).map((c) => keyOf(new URL(c.url))).filter((k): k is string => !!k);
			let wanted = firstVisit(next, pages);
			if (old && oldManifest) {
				const held = (await old.keys()).map((r) => keyOf(new URL(r.url))).filter((k): k is string => !!k);
				const { copy, fetch: changed } = carryOver(oldManifest, held, next);
				for (const e of copy) {
					const hit = await old.match(urlOf(e));
					if (hit) await cache.put(urlOf(e), hit);
					else changed.push(e);
				}
				wanted = [...changed, ...wanted.filter((w) => !copy.includes(w) && !changed.includes(w))];
			}
			await download(cache, await missing(cache, wanted));
			await cache.put(MANIFEST_URL, res);
			manifest = Promise.resolve(next);
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

/** A page visited: its language's scripts, if they are not cached yet. */
async function treeOf(key: string): Promise<void> {
	const m = await currentManifest();
	const cache = await caches.open(CACHE);
	await download(cache, await missing(cache, inGroups(m, [`tree:${localeOfKey(m, key)}`])));
}

sw.addEventListener('fetch', (event) => {
	const req = event.request;
	if (req.method !== 'GET') return;
	const url = new URL(req.url);
	const key = keyOf(url);
	if (!key) return;
	// The manifest a page reads (SaveOffline's size) is this worker's own: the one it saves from.
	if (key === `/${MANIFEST_PATH}`) {
		event.respondWith((async () => (await (await caches.open(CACHE)).match(MANIFEST_URL)) ?? fetch(req))());
		return;
	}
	event.respondWith(
		(async () => {
			const m = await currentManifest().catch(() => null);
			const entry = m ? entryFor(m, key) : null;
			const cache = await caches.open(CACHE);
			if (!entry) {
				// Not a file of the site (an unknown page): the network, else the cached 404 page.
				if (req.mode !== 'navigate') return fetch(req);
				return fetch(req).catch(async () => (await cache.match(`${base}/404.html`)) ?? new Response('Offline', { status: 503, headers: { 'content-type': 'text/plain' } }));
			}
			// Cache-first: the files of this version, whatever the query (the query is read by the page).
			const hit = await cache.match(urlOf(entry));
			if (req.mode === 'navigate') event.waitUntil(treeOf(entry[0]).catch(() => undefined));
			if (hit) return hit;
			try {
				const res = await fetch(req);
				if (res.ok) event.waitUntil(cache.put(urlOf(entry), res.clone()).catch(() => undefined));
				return res;
			} catch (e) {
				if (req.mode !== 'navigate') throw e;
				return (await cache.match(`${base}/404.html`)) ?? new Response('Offline', { status: 503, headers: { 'content-type': 'text/plain' } });
			}
		})()
	);
});

/** "Save for offline": its size first ('plan'), then the download with progress ('save'). */
sw.addEventListener('message', (event) => {
	const data = event.data as OfflineRequest;
	const port = event.ports[0];
	if (!port || !data || (data.type !== 'plan' && data.type !== 'save')) return;
	const reply = (r: OfflineReply) => port.postMessage(r);
	event.waitUntil(
		(async () => {
			try {
				const m = await currentManifest();
				const cache = await caches.open(CACHE);
				const all = wholeSite(m, m.locales.includes(data.locale) ? data.locale : m.locales[0]!);
				const left = await missing(cache, all);
				const total = sizeOf(all);
				const todo = sizeOf(left);
				if (data.type === 'plan') return reply({ type: 'plan', files: total.files, gzip: total.gzip, missingFiles: todo.files, missingGzip: todo.gzip });
				let done = 0;
				let gzip = 0;
				reply({ type: 'progress', done, files: todo.files, gzip, totalGzip: todo.gzip });
				await download(cache, left, (e) => reply({ type: 'progress', done: ++done, files: todo.files, gzip: (gzip += e[2]), totalGzip: todo.gzip }));
				reply({ type: 'saved', files: total.files, gzip: total.gzip });
			} catch (e) {
				reply({ type: 'error', message: String((e as Error)?.message ?? e) });
			}
		})()
	);
});
