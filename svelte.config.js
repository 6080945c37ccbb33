import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

// A club may host the site under a sub-path (e.g. /polo): set BASE_PATH=/polo at build time.
const base = process.env.BASE_PATH ?? '';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		adapter: adapter({ pages: 'build', assets: 'build', fallback: '404.html', strict: true }),
		paths: { base, relative: true },
		prerender: { handleHttpError: 'fail', handleMissingId: 'fail', entries: ['*'] }
	}
};

export default config;
