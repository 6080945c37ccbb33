import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

// A club may host the site under a sub-path (e.g. /polo): set BASE_PATH=/polo at build time.
const base = process.env.BASE_PATH ?? '';
// Separate output folders let a measurement build (npm run bench) run beside a development build.
const pages = process.env.BUILD_DIR ?? 'build';
const outDir = process.env.KIT_OUT_DIR ?? '.svelte-kit';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		outDir,
		adapter: adapter({ pages, assets: pages, fallback: '404.html', strict: true }),
		paths: { base, relative: true },
		prerender: { handleHttpError: 'fail', handleMissingId: 'fail', entries: ['*'] }
	}
};

export default config;
