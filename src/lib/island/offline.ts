/*
 * What the offline cache holds (issue 17), as pure answers over the build's manifest
 * (scripts/offline-manifest.mjs writes it; src/service-worker.ts and SaveOffline use it):
 * - a first visit: the shared files (style sheets, the two entry dispatchers, the icon, the 404 page),
 *   the scripts of the visited page's language (its tree, scripts/locale-trees.mjs) and that page;
 *   nothing of another language, no embed and no print sheet; the clinic's island (scripts/islands.mjs)
 *   as the page loads it; the export encoders (video, GIF, PPTX, zip: about a third of a tree,
 *   island/encoders.ts) as they are used;
 * - every page visited afterwards, as it is visited (and its language's scripts, the first time);
 * - "Save for offline": every page, print sheet and page data of one language, with its scripts;
 *   embeds stay out (they are for other sites' frames, not for a clinic without network);
 * - a new build: what the old cache held, each file copied from it when its content is unchanged
 *   (same hash), downloaded otherwise.
 */

/** Where the manifest is, from the site's root. */
export const MANIFEST_PATH = '_app/offline.json';

/** [address from the site's root, bytes, bytes gzip (level 9), content hash, group]. */
export type ManifestEntry = [key: string, bytes: number, gzip: number, hash: string, group: string];

export interface OfflineManifest {
	/** SvelteKit's version name of the build. */
	version: string;
	/** The site's languages (project.inlang/settings.json), the base language first. */
	locales: string[];
	files: ManifestEntry[];
}

/** What a page asks the worker (with a MessagePort for the answers). */
export type OfflineRequest = { type: 'plan' | 'save'; locale: string };

/** The worker's answers: the size first, then the progress of a save, its end or its failure. */
export type OfflineReply =
	| { type: 'plan'; files: number; gzip: number; missingFiles: number; missingGzip: number }
	| { type: 'progress'; done: number; files: number; gzip: number; totalGzip: number }
	| { type: 'saved'; files: number; gzip: number }
	| { type: 'error'; message: string };

/**
 * Site files never cached: the host's header rules, the worker itself, source maps, the embed script,
 * and what only other sites read (the link-preview pictures and oEmbed answers, og/ and oembed/, and
 * the third-party notices).
 */
const NEVER = /(^|\/)(_headers|service-worker\.js)$|\.map$|^_app\/version\.json$|^polo-penalty\.js$|^_app\/offline\.json$|^(og|oembed)\/|^third-party-notices\.txt$/;

/**
 * The group of an island's scripts, where not its language's tree (the penalty pages' island: most
 * visits are to a penalty page, and one opened offline must start). The clinic's, the largest (its
 * deck exports), is cached as the page loads it and by "Save for offline"; the embed's goes with the
 * embeds (never cached ahead).
 */
const ISLAND_GROUPS: Readonly<Record<string, string>> = { clinic: 'island', embed: 'embed' };

/**
 * The group of a file of the built site (its path from the site's folder): `shared`,
 * `tree:<locale>` (with the penalty pages' island), `exports:<locale>` (the export encoders of that
 * tree: `encoders`, their paths within a language's tree, island/encoders.ts), `island:<locale>` (the
 * clinic's island), `page:<locale>`, `embed:<locale>` (with the embed's island), `print:<locale>`, or
 * null (never cached).
 */
export function fileGroup(file: string, locales: readonly string[], encoders: ReadonlySet<string> = new Set()): string | null {
	// locales: the base language first.
	if (NEVER.test(file)) return null;
	const tree = /^_app\/immutable\/([^/]+)\//.exec(file)?.[1];
	const inTree = tree && locales.includes(tree) ? file.slice(`_app/immutable/${tree}/`.length) : null;
	// An island's scripts (scripts/islands.mjs: <locale>/island/<name>/), by who needs them ahead.
	const island = /^_app\/immutable\/([^/]+)\/island\/([^/]+)\//.exec(file);
	const group = island ? (ISLAND_GROUPS[island[2]!] ?? 'tree') : 'tree';
	if (inTree !== null) return group === 'tree' && encoders.has(inTree) ? `exports:${tree}` : `${group}:${tree}`;
	if (tree) return 'shared';
	if (file.startsWith('_app/')) return 'shared';
	if (file === '404.html') return 'shared';
	// A language's web manifest (the home screen's name in that language) goes with its pages.
	const manifestOf = /^([^/]+)\/manifest\.webmanifest$/.exec(file)?.[1];
	if (manifestOf && locales.includes(manifestOf)) return `page:${manifestOf}`;
	if (!file.endsWith('.html') && !file.endsWith('/__data.json')) return 'shared';
	const parts = file.split('/');
	const first = parts[0]!.replace(/\.html$/, '');
	const locale = parts.length > 1 && locales.includes(first) ? first : locales.includes(first) && file === `${first}.html` ? first : null;
	const rest = locale && parts.length > 1 ? parts.slice(1) : parts;
	const lang = locale ?? locales[0]!;
	const head = rest[0]!.replace(/\.html$/, '');
	if (head === 'embed' || head === 'embed-example') return `embed:${lang}`;
	if (head === 'print') return `print:${lang}`;
	return `page:${lang}`;
}

/** The address (from the site's root, with a leading slash) a site file is requested at. */
export function pageKey(file: string): string {
	if (file === 'index.html') return '/';
	if (file === '404.html' || !file.endsWith('.html')) return `/${file}`;
	return `/${file.replace(/(\/index)?\.html$/, '')}`;
}

/** The language of an address from the site's root (its first segment; else the base language). */
export function localeOfKey(manifest: OfflineManifest, key: string): string {
	const first = key.split('/')[1] ?? '';
	return manifest.locales.includes(first) ? first : manifest.locales[0]!;
}

/** The manifest's entry for an address from the site's root (a trailing slash ignored), or null. */
export function entryFor(manifest: OfflineManifest, key: string): ManifestEntry | null {
	const index = indexOf(manifest);
	return index.get(key) ?? index.get(key.replace(/\/$/, '') || '/') ?? null;
}

const indexes = new WeakMap<OfflineManifest, Map<string, ManifestEntry>>();
function indexOf(manifest: OfflineManifest): Map<string, ManifestEntry> {
	let index = indexes.get(manifest);
	if (!index) indexes.set(manifest, (index = new Map(manifest.files.map((f) => [f[0], f]))));
	return index;
}

/** The entries of these groups. */
export function inGroups(manifest: OfflineManifest, groups: readonly string[]): ManifestEntry[] {
	const set = new Set(groups);
	return manifest.files.filter((f) => set.has(f[4]));
}

/** What a first visit caches: the shared files, and for each page visited, its language's scripts and the page. */
export function firstVisit(manifest: OfflineManifest, pages: readonly string[]): ManifestEntry[] {
	const trees = pages.map((p) => `tree:${localeOfKey(manifest, p)}`);
	const visited = pages.map((p) => entryFor(manifest, p)).filter((e): e is ManifestEntry => !!e);
	return unique([...inGroups(manifest, ['shared', ...trees]), ...visited]);
}

/** What "Save for offline" caches in `locale`: the shared files, its scripts (the islands' too), pages and print sheets. */
export function wholeSite(manifest: OfflineManifest, locale: string): ManifestEntry[] {
	return inGroups(manifest, ['shared', ...savedGroups(locale)]);
}

/** The groups of one language that "Save for offline" caches. */
const savedGroups = (locale: string) => [`tree:${locale}`, `exports:${locale}`, `island:${locale}`, `page:${locale}`, `print:${locale}`];

/** Bytes and bytes gzip of entries. */
export function sizeOf(entries: readonly ManifestEntry[]): { files: number; bytes: number; gzip: number } {
	return { files: entries.length, bytes: entries.reduce((s, e) => s + e[1], 0), gzip: entries.reduce((s, e) => s + e[2], 0) };
}

/**
 * What a new build's cache holds, from what the old one held (`held`, its addresses from the site's
 * root) under the old manifest: the shared files; the scripts of every language whose scripts were
 * there (its encoders where one of them was); every page still in the site; a language saved whole stays whole. `copy` are the files
 * whose content did not change (take them from the old cache), `fetch` the others.
 */
export function carryOver(
	previous: OfflineManifest,
	held: readonly string[],
	next: OfflineManifest
): { copy: ManifestEntry[]; fetch: ManifestEntry[] } {
	const had = new Set(held);
	const groups = new Set(['shared']);
	for (const key of had) {
		const group = entryFor(previous, key)?.[4];
		// A language's scripts; its export encoders where one was there (used, or saved).
		if (group?.startsWith('tree:') || group?.startsWith('exports:')) groups.add(group);
	}
	// A language saved whole: every one of its pages was there.
	for (const [group, entries] of byGroup(previous)) {
		if (group.startsWith('page:') && entries.every((e) => had.has(e[0]))) {
			const locale = group.slice('page:'.length);
			for (const g of savedGroups(locale)) groups.add(g);
		}
	}
	const wanted = unique([...inGroups(next, [...groups]), ...next.files.filter((f) => had.has(f[0]))]);
	const copy: ManifestEntry[] = [];
	const fetch: ManifestEntry[] = [];
	for (const entry of wanted) {
		const old = entryFor(previous, entry[0]);
		(old && old[3] === entry[3] && had.has(old[0]) ? copy : fetch).push(entry);
	}
	return { copy, fetch };
}

function byGroup(manifest: OfflineManifest): Map<string, ManifestEntry[]> {
	const out = new Map<string, ManifestEntry[]>();
	for (const f of manifest.files) out.set(f[4], [...(out.get(f[4]) ?? []), f]);
	return out;
}

function unique(entries: ManifestEntry[]): ManifestEntry[] {
	return [...new Map(entries.map((e) => [e[0], e])).values()];
}
