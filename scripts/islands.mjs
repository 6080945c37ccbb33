// @ts-nocheck -- plain Node ESM (no types); its behaviour is held by the e2e suite (island.spec).
// The islands (src/lib/island/islands/start.ts): page types whose code hydrates without SvelteKit's
// client. Built once SvelteKit's client is written (locale-trees.mjs calls buildIslands from its
// writeBundle), as a second client build of their own entries: the same Svelte compiler and
// svelte.config.js (so the same scoped class names and hydration comments as the prerendered
// markup), `$app/*` resolved to src/lib/island/kit/, and SvelteKit's generated root. Their style is
// already the page's (SvelteKit's build wrote it and the page links it): the islands carry none.
// Like the client's, their scripts keep the language placeholder; locale-trees.mjs specialises them
// into each language's tree.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { build } from 'vite';
import { ISLAND_ROUTES } from '../src/lib/island/mark.ts';

/** The islands, by name (ISLAND_ROUTES'): the entry of each. */
const ISLANDS = Object.fromEntries(Object.values(ISLAND_ROUTES).map((name) => [name, `src/lib/island/islands/${name}.ts`]));

const KIT_MODULES = {
	'$app/state': 'src/lib/island/kit/state.svelte.ts',
	'$app/navigation': 'src/lib/island/kit/navigation.ts',
	'$app/paths': 'src/lib/island/kit/paths.ts',
	'$app/environment': 'src/lib/island/kit/environment.ts',
	'$app/env': 'src/lib/island/kit/environment.ts'
};

/** Style imports become empty: the page links the style SvelteKit's build made of the same sources. */
function noStyle() {
	const style = /\.css$|[?&]lang\.css$|[?&]type=style/;
	return {
		name: 'polo-island-no-style',
		enforce: 'pre',
		load(id) {
			return style.test(id) ? '' : null;
		}
	};
}

/**
 * Builds every island into `outDir`/<name>/ and returns, by island name, its entry file and the files
 * it imports at once (the page preloads them), relative to `outDir`. `plugins` are added (the message
 * transform of locale-trees.mjs). One build per island: two entries in one build would share their
 * common code through chunks of its own, and each page would pay for the files (docs/island-entry.md).
 */
export async function buildIslands({ root, outDir, kitOutDir, plugins = [] }) {
	rmSync(outDir, { recursive: true, force: true });
	const islands = {};
	// Each in its own folder: the offline cache tells them apart (src/lib/island/offline.ts: fileGroup).
	for (const [name, entry] of Object.entries(ISLANDS)) islands[name] = await buildIsland({ root, outDir: join(outDir, name), kitOutDir, plugins, name, entry });
	return islands;
}

async function buildIsland({ root, outDir, kitOutDir, plugins, name, entry }) {
	const at = (p) => join(root, p);
	const output = await build({
		configFile: false,
		root,
		logLevel: 'warn',
		mode: 'production',
		publicDir: false,
		plugins: [noStyle(), svelte(), ...plugins],
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
			outDir,
			emptyOutDir: false,
			copyPublicDir: false,
			modulePreload: false,
			cssCodeSplit: false,
			reportCompressedSize: false,
			rolldownOptions: {
				input: { [name]: at(entry) },
				// The entry may export what its lazy chunks share with it, so that they import it from there: one
				// file on first use (its other exports are read by no one else).
				preserveEntrySignatures: 'allow-extension',
				output: { entryFileNames: '[name].[hash].js', chunkFileNames: '[name].[hash].js' }
			}
		}
	});
	const chunk = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).find((c) => c.type === 'chunk' && c.isEntry && c.name === name);
	if (!chunk) throw new Error(`islands: no entry was built for ${name}`);
	return { file: `${name}/${chunk.fileName}`, imports: chunk.imports.map((f) => `${name}/${f}`) };
}
