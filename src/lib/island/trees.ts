import type { IslandFiles } from './mark';

/*
 * Each language has its own tree of scripts, _app/immutable/<locale>/ (scripts/locale-trees.mjs): a
 * page's module preloads, which SvelteKit writes for the main tree, are pointed at its language's.
 * The main tree keeps only the two entries SvelteKit's start-up script imports (small dispatchers to
 * the tree of the address's language), so they stay, and the tree's own entries are added beside them.
 */

/** `hrefs` (module preloads of the main tree) for the page in `locale`. */
export function treePreloads(hrefs: string[], locale: string, appDir = '_app'): string[] {
	const main = new RegExp(`^(.*?${appDir}/immutable/)(entry|chunks|nodes)/(.*)$`);
	const out: string[] = [];
	for (const href of hrefs) {
		const m = main.exec(href);
		if (!m) {
			out.push(href);
			continue;
		}
		if (m[2] === 'entry') out.push(href);
		out.push(`${m[1]}${locale}/${m[2]}/${m[3]}`);
	}
	return [...new Set(out)];
}

/** The page's <link rel="modulepreload"> tags pointed at its language's tree (pages that start at once). */
export function withTreePreloads(html: string, locale: string): string {
	return html.replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, (tag) => {
		const href = /\bhref="([^"]*)"/.exec(tag)?.[1];
		if (!href) return tag;
		return treePreloads([href], locale)
			.map((h) => tag.replace(href, h))
			.join('');
	});
}

/**
 * The preloads of an island page in `locale` (src/lib/island/islands/start.ts): the two entry
 * dispatchers SvelteKit's start-up script imports, then the island's own scripts in the language's
 * tree, with the plan of the page's `venue` where the island is of one venue's pages (plans.ts). None
 * of SvelteKit's client: the dispatchers load the island instead.
 */
export function islandPreloads(hrefs: string[], locale: string, island: IslandFiles, venue?: string, appDir = '_app'): string[] {
	const main = new RegExp(`^(.*?${appDir}/immutable/)entry/`);
	const entries = hrefs.filter((h) => main.test(h));
	const prefix = main.exec(entries[0] ?? '')?.[1];
	if (!prefix) return hrefs;
	const own = venue ? (island.venues?.[venue] ?? []) : [];
	return [...entries, ...[island.file, ...island.imports, ...own].map((f) => `${prefix}${locale}/island/${f}`)];
}
