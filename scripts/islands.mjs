// @ts-nocheck -- plain Node ESM (no types); its behaviour is held by the e2e suite (island.spec).
// The islands (src/lib/island/islands/start.ts): page types whose code hydrates without SvelteKit's
// client. Built once SvelteKit's client is written (locale-trees.mjs calls buildIslands from its
// writeBundle), as a second client build of their own entries: the same Svelte compiler and
// svelte.config.js (so the same scoped class names and hydration comments as the prerendered
// markup), `$app/*` resolved to src/lib/island/kit/, and SvelteKit's generated root. The style of
// what the page prerendered is already the page's (SvelteKit's build wrote it, the page links it); a
// component loaded later (a dialog, a menu) brings its own sheet, as in SvelteKit's build.
// Like the client's, their scripts keep the language placeholder; locale-trees.mjs specialises them
// into each language's tree.
import { rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { build } from 'vite';
import { ENCODER_MODULES, encoderFiles } from '../src/lib/island/encoders.ts';
import { ISLAND_ROUTES, VENUE_MODULES, VENUE_SCENES } from '../src/lib/island/mark.ts';
import { pureEase } from './pure-ease.mjs';

/** The islands, by name (ISLAND_ROUTES'): the entry of each. */
const ISLANDS = Object.fromEntries(Object.values(ISLAND_ROUTES).map((name) => [name, `src/lib/island/islands/${name}.ts`]));

/** The islands whose pages are of one venue (their route has one): each page loads only its venue's rules (its plan, what follows the hit). */
const ONE_VENUE = new Set(Object.entries(ISLAND_ROUTES).flatMap(([route, name]) => (route.includes('[venue=venue]') ? [name] : [])));

/**
 * The modules an island of one venue's pages has in the place of the ones that import both venues at
 * once: src/lib/geometry/plans.ts (both venues' plans) by src/lib/island/plans.ts, which loads the
 * page's venue's before the page starts, and src/lib/animation/scenes.ts (both venues' part of the
 * animation) by src/lib/island/scenes.ts, which loads the page's venue's with the animation (and
 * animation/sceneHint.ts by island/sceneHint.ts, which fetches it beside the animation's chunk): the
 * other venue's rules and animation are never loaded.
 */
const ONE_VENUE_MODULES = {
	'src/lib/geometry/plans.ts': 'src/lib/island/plans.ts',
	'src/lib/animation/scenes.ts': 'src/lib/island/scenes.ts',
	'src/lib/animation/sceneHint.ts': 'src/lib/island/sceneHint.ts'
};

/**
 * Modules one island has in the place of others: the embed's diagram loads the setup's words
 * (src/lib/view/describer.ts) once its setup changes, its page's data having them for its own; the
 * penalty page's and the clinic's islands carry those words anyway.
 */
const ISLAND_MODULES = {
	embed: { 'src/lib/view/describer.ts': 'src/lib/view/describer.island.ts' }
};

/**
 * A plugin that resolves each module of `modules` (path in the repository to path) to the other: only
 * imports whose last segment is one of theirs are resolved to find out (the rest go by untouched).
 */
function moduleSwaps(name, root, modules) {
	const swaps = new Map(Object.entries(modules).map(([from, to]) => [join(root, from), join(root, to)]));
	const stems = new Set(Object.keys(modules).map((from) => basename(from, '.ts')));
	return {
		name,
		enforce: 'pre',
		async resolveId(source, importer, options) {
			if (!stems.has(basename(source, '.ts'))) return null;
			const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
			return (resolved && swaps.get(resolved.id)) ?? null;
		}
	};
}

/**
 * Parts of a page whose code an island loads when the user reaches for them (src/lib/island/Deferred.svelte):
 * the module that hands them over at once, by the one that loads each (the penalty page's checker,
 * legend, settings and rule panels and the diagram's tools; the site header; the embed's "More" menu).
 * SvelteKit's build keeps the first, so the parts' style is in the page's sheet.
 */
const DEFERRED_MODULES = {
	'src/routes/(site)/[venue=venue]/[id]/_components/panels.ts': 'src/routes/(site)/[venue=venue]/[id]/_components/panels.island.ts',
	'src/routes/(site)/_components/header.ts': 'src/routes/(site)/_components/header.island.ts',
	'src/routes/(bare)/embed/[venue=venue]/[id]/_components/parts.ts': 'src/routes/(bare)/embed/[venue=venue]/[id]/_components/parts.island.ts'
};

/**
 * The entry's own style sheets are the page's already (SvelteKit's build wrote them and the page links
 * them): they are left empty after the build, and no lazy chunk may wait for them. Vite lists, as a
 * lazy import's dependencies, the sheets of every chunk the imported one imports, except the
 * importer's: a chunk that a lazy chunk loads (a venue's scene, which the animation's chunk loads)
 * would first load the entry's empty sheet, one more request on Play. Its names are taken off the
 * entry's metadata before Vite writes those lists (its import analysis runs after the plugins'
 * generateBundle), into `sheets`, which the build then empties.
 */
function pageSheets(sheets, loaders) {
	return {
		name: 'polo-island-page-sheets',
		generateBundle(_, bundle) {
			// The deferred parts were in SvelteKit's build at once: their style too is the page's, so they load
			// no sheet. Their sheets are not emptied: one of a single component (the legend's) has the same
			// content, so the same name, as SvelteKit's own file of it, which other pages link.
			const parts = new Set([...loaders].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
			for (const chunk of Object.values(bundle)) {
				if (chunk.type !== 'chunk' || !(chunk.isEntry || parts.has(chunk.facadeModuleId))) continue;
				if (chunk.isEntry) for (const sheet of chunk.viteMetadata?.importedCss ?? []) sheets.add(sheet);
				chunk.viteMetadata?.importedCss.clear();
			}
		}
	};
}

/** Vite's preload helper, which its import analysis adds to every client build with a dynamic import. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite's preload helper replaced by src/lib/island/sheets.ts, which only loads a lazy chunk's style
 * sheets (the islands preload no script ahead, have no CSP nonce and no `vite:preloadError` listener):
 * about 0.4 KB gzip less on every island's first use.
 */
function sheetsOnlyPreload(root) {
	const sheets = join(root, 'src/lib/island/sheets.ts');
	return {
		name: 'polo-island-sheets-preload',
		enforce: 'pre',
		resolveId(source) {
			return source === PRELOAD_HELPER ? PRELOAD_HELPER : null;
		},
		load(id) {
			return id === PRELOAD_HELPER ? `export { __vitePreload } from ${JSON.stringify(sheets)};` : null;
		}
	};
}

const KIT_MODULES = {
	'$app/state': 'src/lib/island/kit/state.svelte.ts',
	'$app/navigation': 'src/lib/island/kit/navigation.ts',
	'$app/paths': 'src/lib/island/kit/paths.ts',
	'$app/environment': 'src/lib/island/kit/environment.ts',
	'$app/env': 'src/lib/island/kit/environment.ts'
};

/**
 * Builds every island into `immutable`/island/<name>/ (SvelteKit's _app/immutable; the style sheets
 * of its lazy chunks go to its assets/) and returns, by island name, its entry file and the files it
 * imports at once (the page preloads them), relative to island/. `plugins` are added (the message
 * transform of locale-trees.mjs). One build per island: two entries in one build would share their
 * common code through chunks of its own, and each page would pay for the files (docs/island-entry.md).
 */
export async function buildIslands({ root, immutable, kitOutDir, plugins = [] }) {
	rmSync(join(immutable, 'island'), { recursive: true, force: true });
	const islands = {};
	// Each in its own folder: the offline cache tells them apart (src/lib/island/offline.ts: fileGroup).
	for (const [name, entry] of Object.entries(ISLANDS)) islands[name] = await buildIsland({ root, immutable, kitOutDir, plugins, name, entry });
	return islands;
}

async function buildIsland({ root, immutable, kitOutDir, plugins, name, entry }) {
	const at = (p) => join(root, p);
	const entrySheets = new Set();
	// The modules that load the deferred parts: the chunks they load take no sheet (pageSheets).
	const deferredLoaders = new Set(Object.values(DEFERRED_MODULES).map(at));
	const output = await build({
		configFile: false,
		root,
		logLevel: 'warn',
		mode: 'production',
		publicDir: false,
		// Relative: a lazy chunk finds its sheet from its own address (in every language's tree).
		base: './',
		plugins: [svelte(), sheetsOnlyPreload(root), pureEase(), moduleSwaps('polo-island-deferred-parts', root, DEFERRED_MODULES), pageSheets(entrySheets, deferredLoaders), ...(ONE_VENUE.has(name) ? [moduleSwaps('polo-island-one-venue', root, ONE_VENUE_MODULES)] : []), ...(ISLAND_MODULES[name] ? [moduleSwaps('polo-island-own-modules', root, ISLAND_MODULES[name])] : []), ...plugins],
		resolve: {
			alias: [
				{ find: '$lib', replacement: at('src/lib') },
				{ find: '__sveltekit_root__', replacement: join(kitOutDir, 'generated', 'root.svelte') },
				// SvelteKit's own route resolution (not in its package exports).
				{ find: '__sveltekit_routing__', replacement: at('node_modules/@sveltejs/kit/src/utils/routing.js') },
				...Object.entries(KIT_MODULES).map(([find, file]) => ({ find: new RegExp(`^${find.replace(/\$/g, '\\$')}$`), replacement: at(file) }))
			]
		},
		build: {
			outDir: immutable,
			emptyOutDir: false,
			copyPublicDir: false,
			// Dynamic imports then load only their style sheets ahead (vite keeps the .css dependencies).
			modulePreload: false,
			cssCodeSplit: true,
			reportCompressedSize: false,
			// Terser packs the island files 0.5 to 1.1 KB gzip smaller than vite's default minifier (oxc),
			// for about 25 s more of build (issue 17: first-use weight; docs/island-entry.md).
			minify: 'terser',
			terserOptions: { module: true, compress: { passes: 2 } },
			rolldownOptions: {
				input: { [name]: at(entry) },
				// The entry may export what its lazy chunks share with it, so that they import it from there: one
				// file on first use (its other exports are read by no one else).
				preserveEntrySignatures: 'allow-extension',
				output: {
					// Everything the entry imports at once is in the entry's own file: left to itself, rolldown puts
					// what the entry shares with a lazy chunk (a venue's plan, a dialog) in common chunks of their
					// own, and first use pays for each file (about 2 KB gzip on the penalty pages).
					codeSplitting: { groups: [{ name, tags: ['$initial'] }] },
					entryFileNames: `island/${name}/[name].[hash].js`,
					chunkFileNames: `island/${name}/[name].[hash].js`,
					assetFileNames: 'assets/[name].[hash][extname]'
				}
			}
		}
	});
	const files = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
	const chunks = files.filter((c) => c.type === 'chunk');
	const chunk = chunks.find((c) => c.isEntry && c.name === name);
	if (!chunk) throw new Error(`islands: no entry was built for ${name}`);
	// The sheet of what the entry holds (app.css and the page's components) is the page's already
	// (pageSheets). It is left empty rather than removed, in case a lazy chunk still lists it: loading
	// it again after the page's own would change the cascade (app.css last).
	for (const sheet of entrySheets) writeFileSync(join(immutable, sheet), '');
	const inIsland = (f) => f.slice('island/'.length);
	// Its export encoders' files, which a first visit's offline cache leaves out (island/encoders.ts).
	const encoderIds = new Set(ENCODER_MODULES.map(at));
	const encoders = encoderFiles(chunks.map((c) => ({ file: c.fileName, imports: c.imports, root: c.isEntry || c.isDynamicEntry, encoder: encoderIds.has(c.facadeModuleId) })));
	const island = { file: inIsland(chunk.fileName), imports: chunk.imports.map(inIsland), encoders };
	if (!ONE_VENUE.has(name)) return island;
	// Each venue's plan, and what it imports that the entry does not: loaded before the page hydrates.
	const venues = {};
	const scenes = {};
	for (const [venue, module] of Object.entries(VENUE_MODULES)) {
		const plan = chunks.find((c) => c.facadeModuleId === at(module));
		if (!plan) throw new Error(`islands: ${name} has no chunk of its own for the ${venue}'s plan (${module})`);
		venues[venue] = [plan.fileName, ...plan.imports.filter((f) => f !== chunk.fileName && !chunk.imports.includes(f))].map(inIsland);
		// Its part of the animation, loaded with it on Play (island/scenes.ts, island/sceneHint.ts), never ahead.
		const scene = chunks.find((c) => c.facadeModuleId === at(VENUE_SCENES[venue]));
		if (!scene) throw new Error(`islands: ${name} has no chunk of its own for the ${venue}'s animation (${VENUE_SCENES[venue]})`);
		scenes[venue] = inIsland(scene.fileName);
	}
	return { ...island, venues, scenes };
}
