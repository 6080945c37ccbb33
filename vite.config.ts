import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [
		sveltekit(),
		paraglideVitePlugin({
			project: './project.inlang',
			outdir: './src/lib/paraglide',
			// 'url' first, then the base locale: prerendered /fr/... and /es/... pages come out in their language.
			strategy: ['url', 'baseLocale']
		})
	],
	test: {
		include: ['src/**/*.spec.ts'],
		environment: 'node',
		// Property tests run thousands of geometry solves; a 2-core CI machine needs more than the 5 s default.
		testTimeout: 120_000
	}
});
