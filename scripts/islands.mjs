// @ts-nocheck -- plain Node ESM (no types); its behaviour is held by the e2e suite (island.spec).
// The islands (src/lib/island/islands/start.ts): page types whose code hydrates without SvelteKit's
// client. Built once SvelteKit's client is written (locale-trees.mjs calls buildIslands from its
// writeBundle), as a second client build of their own entries: the same Svelte compiler and
// svelte.config.js (so the same scoped class names and hydration comments as the prerendered
// markup), `$app/*` resolved to src/lib/island/kit/, and SvelteKit's generated root. Their style is
// already the page's (SvelteKit's build wrote it and the page links it): the islands carry none.
// Like the client's, their scripts keep the language placeholder; locale-trees.mjs specialises them
// into each language's tree.
import { join } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { build } from 'vite';

/** The islands, by name: the entry of each (the name is what hooks.server.ts writes in a page's mark). */
export const ISLANDS = { embed: 'src/lib/island/islands/embed.ts' };

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
 * Builds every island into `outDir` and returns, by island name, its entry file and the files it
 * imports at once (the page preloads them), relative to `outDir`. `plugins` are added (the message
 * transform of locale-trees.mjs).
 */
export async function buildIslands({ root, outDir, kitOutDir, plugins = [] }) {
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
			emptyOutDir: true,
			copyPublicDir: false,
			modulePreload: false,
			cssCodeSplit: false,
			reportCompressedSize: false,
			rolldownOptions: {
				input: Object.fromEntries(Object.entries(ISLANDS).map(([name, file]) => [name, at(file)])),
				// The entry may export what its lazy chunks share with it, so that they import it from there: one
				// file on first use (its other exports are read by no one else).
				preserveEntrySignatures: 'allow-extension',
				output: { entryFileNames: '[name].[hash].js', chunkFileNames: '[name].[hash].js' }
			}
		}
	});
	const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((c) => c.type === 'chunk');
	const islands = {};
	for (const chunk of chunks) {
		if (!chunk.isEntry) continue;
		islands[chunk.name] = { file: chunk.fileName, imports: chunk.imports };
	}
	for (const name of Object.keys(ISLANDS)) if (!islands[name]) throw new Error(`islands: no entry was built for ${name}`);
	return islands;
}
