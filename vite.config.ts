import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';
import settings from './project.inlang/settings.json' with { type: 'json' };
import { LOCALE_EXPRESSION, localeTrees } from './scripts/locale-trees.mjs';
import { offlineManifestPlugin } from './scripts/offline-manifest.mjs';
import { pureEase } from './scripts/pure-ease.mjs';

export default defineConfig({
	plugins: [
		// d3-ease's unused easings dropped from every client build (scripts/pure-ease.mjs).
		pureEase(),
		sveltekit(),
		paraglideVitePlugin({
			project: './project.inlang',
			outdir: './src/lib/paraglide',
			// 'url' first, then the base locale: prerendered /fr/... and /es/... pages come out in their language.
			strategy: ['url', 'baseLocale'],
			// Left in the client's code, then replaced by each language (scripts/locale-trees.mjs): a page
			// downloads its own language's strings only. Undefined on the server: the prerender is unchanged.
			experimentalStaticLocale: LOCALE_EXPRESSION
		}),
		// The islands hydrate SvelteKit's generated root: its outDir as in svelte.config.js.
		localeTrees({ locales: settings.locales, baseLocale: settings.baseLocale, kitOutDir: process.env.KIT_OUT_DIR ?? '.svelte-kit' }),
		// The service worker's list of the built site (after the adapter wrote it: BUILD_DIR as in svelte.config.js).
		offlineManifestPlugin({ site: process.env.BUILD_DIR ?? 'build', locales: settings.locales, baseLocale: settings.baseLocale, kitOutDir: process.env.KIT_OUT_DIR ?? '.svelte-kit' })
	],
	// The licences of the code the site ships (Vite's own list of the bundled packages), into build/
	// beside the site: MIT, ISC and MPL-2.0 code whose notices must travel with it.
	build: { license: { fileName: 'third-party-notices.txt' } },
	test: {
		include: ['src/**/*.spec.ts'],
		environment: 'node',
		// Property tests run thousands of geometry solves; a 2-core CI machine needs more than the 5 s default.
		testTimeout: 120_000
	}
});
