/*
 * "Save for offline" (issue 17): the whole site in the page's language into the service worker's
 * cache. Its size is said first, read from the build's manifest and the caches (what is already
 * there is not counted); the download itself is the worker's (src/service-worker.ts), which reports
 * its progress on a MessagePort. `worker` and `fetchManifest` are injected for tests.
 */
import { MANIFEST_PATH, sizeOf, wholeSite, type OfflineManifest, type OfflineReply, type OfflineRequest } from './offline';

export type SaveStatus = 'idle' | 'sizing' | 'ready' | 'saving' | 'saved' | 'failed' | 'unsupported';

export interface SaveDeps {
	/** The active service worker, once there is one (null: this browser has none). */
	worker: () => Promise<ServiceWorker | null>;
	/** The build's manifest. */
	fetchManifest: () => Promise<OfflineManifest>;
	/** Whether a site address (with the base) is in a cache already. */
	cached: (url: string) => Promise<boolean>;
}

/** The browser's own: the site's worker, its manifest, the Cache API. */
export function browserDeps(base: string): SaveDeps {
	return {
		worker: async () => {
			if (!('serviceWorker' in navigator) || !('caches' in globalThis)) return null;
			return (await navigator.serviceWorker.ready).active;
		},
		fetchManifest: async () => {
			const res = await fetch(`${base}/${MANIFEST_PATH}`, { cache: 'no-cache' });
			if (!res.ok) throw new Error(`HTTP ${res.status}`);
			return (await res.json()) as OfflineManifest;
		},
		cached: async (url) => !!(await caches.match(`${base}${url}`))
	};
}

export class SaveOffline {
	status: SaveStatus = $state('idle');
	/** Bytes (gzip) still to download for the whole site in this language. */
	missingGzip = $state(0);
	/** Bytes (gzip) of the whole site in this language. */
	totalGzip = $state(0);
	done = $state(0);
	files = $state(0);
	savedGzip = $state(0);
	reason = $state('');
	readonly #locale: string;
	readonly #deps: SaveDeps;

	constructor(locale: string, deps: SaveDeps) {
		this.#locale = locale;
		this.#deps = deps;
	}

	/** Reads the size (once): what is left to download. */
	async size(): Promise<void> {
		if (this.status !== 'idle') return;
		if (typeof caches === 'undefined' || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
			this.status = 'unsupported';
			return;
		}
		this.status = 'sizing';
		try {
			const manifest = await this.#deps.fetchManifest();
			const all = wholeSite(manifest, manifest.locales.includes(this.#locale) ? this.#locale : manifest.locales[0]!);
			const have = await Promise.all(all.map((e) => this.#deps.cached(e[0])));
			const left = all.filter((_, i) => !have[i]);
			this.totalGzip = sizeOf(all).gzip;
			this.missingGzip = sizeOf(left).gzip;
			this.status = left.length ? 'ready' : 'saved';
			this.savedGzip = this.totalGzip;
		} catch (e) {
			this.fail(e);
		}
	}

	/** Asks the worker to download what is missing, following its progress. */
	async save(): Promise<void> {
		if (this.status === 'idle' || this.status === 'sizing') await this.size();
		if (this.status !== 'ready' && this.status !== 'failed') return;
		const worker = await this.#deps.worker().catch(() => null);
		if (!worker) {
			this.status = 'unsupported';
			return;
		}
		this.status = 'saving';
		this.done = 0;
		await new Promise<void>((end) => {
			const channel = new MessageChannel();
			channel.port1.onmessage = (event: MessageEvent<OfflineReply>) => {
				const r = event.data;
				if (r.type === 'progress') {
					this.done = r.done;
					this.files = r.files;
					this.savedGzip = r.gzip;
					this.missingGzip = r.totalGzip;
				} else if (r.type === 'saved') {
					this.savedGzip = r.gzip;
					this.status = 'saved';
					channel.port1.close();
					end();
				} else if (r.type === 'error') {
					this.fail(r.message);
					channel.port1.close();
					end();
				}
			};
			const request: OfflineRequest = { type: 'save', locale: this.#locale };
			worker.postMessage(request, [channel.port2]);
		});
	}

	fail(e: unknown): void {
		this.reason = e instanceof Error ? e.message : String(e);
		this.status = 'failed';
	}
}

/** Bytes as a person reads them, in the page's language: "1.2 MB", "340 kB". */
export function sizeWords(bytes: number, locale: string): string {
	const mb = bytes >= 1e6;
	return new Intl.NumberFormat(locale, { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', maximumFractionDigits: mb ? 1 : 0 }).format(mb ? bytes / 1e6 : Math.max(1, bytes / 1e3));
}
