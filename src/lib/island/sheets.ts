/*
 * What an island's lazy chunk loads before it runs: its style sheets (a dialog's, a menu's). Vite wraps
 * every dynamic import of a client build in its preload helper, which also preloads scripts, reads a
 * CSP nonce and fires `vite:preloadError`; the islands use none of that (modulePreload is off, the
 * policy has no nonce, nothing listens), and the helper was about 0.4 KB gzip of every page's first
 * use. scripts/islands.mjs puts this module in its place (issue 17; docs/island-entry.md).
 */

/** The part of a document the loader touches. */
export interface SheetDocument {
	querySelectorAll(selector: 'link[rel="stylesheet"]'): ArrayLike<{ href: string }>;
	createElement(tag: 'link'): SheetLink;
	head: { appendChild(link: SheetLink): unknown };
}

export interface SheetLink {
	rel: string;
	href: string;
	onload: (() => void) | null;
	onerror: (() => void) | null;
	remove(): void;
}

/**
 * A preload of Vite's signature: `load` once each sheet of `deps` (addresses relative to `importer`,
 * the importing chunk's URL) is in the document. A sheet the page already links, or one loading, is
 * not added twice; a sheet that fails rejects, as the import would. Other addresses (scripts) are left
 * to the import itself.
 */
export function sheetPreload(doc: () => SheetDocument) {
	const loading = new Map<string, Promise<void>>();
	const sheet = (href: string): Promise<void> => {
		let p = loading.get(href);
		if (p) return p;
		const d = doc();
		const linked = Array.from(d.querySelectorAll('link[rel="stylesheet"]')).some((l) => l.href === href);
		p = linked
			? Promise.resolve()
			: new Promise<void>((resolve, reject) => {
					const link = d.createElement('link');
					link.rel = 'stylesheet';
					link.href = href;
					link.onload = () => resolve();
					link.onerror = () => {
						// A later import may try again (the network came back): the failed link would read as loaded.
						link.remove();
						loading.delete(href);
						reject(new Error(`Could not load the style sheet ${href}`));
					};
					d.head.appendChild(link);
				});
		loading.set(href, p);
		return p;
	};
	return <T>(load: () => Promise<T>, deps?: readonly string[], importer?: string): Promise<T> => {
		const sheets = (deps ?? []).map((d) => new URL(d, importer ?? location.href)).filter((u) => u.pathname.endsWith('.css'));
		return sheets.length ? Promise.all(sheets.map((u) => sheet(u.href))).then(load) : load();
	};
}

/** The name Vite's import analysis calls. */
export const __vitePreload = sheetPreload(() => document as unknown as SheetDocument);
