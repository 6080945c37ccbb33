import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { siteRoot } from './src/lib/share/siteRoot.js';

// A club may host the site under a sub-path (e.g. /polo): set BASE_PATH=/polo at build time.
const base = process.env.BASE_PATH ?? '';
// Separate output folders let a measurement build (npm run bench) run beside a development build.
const pages = process.env.BUILD_DIR ?? 'build';
const outDir = process.env.KIT_OUT_DIR ?? '.svelte-kit';
// The site's public origin (VITE_SITE_URL, src/lib/share/site.ts) is the prerender's own: the pages'
// absolute links (hreflang, og:url, og:image) are then followed by its crawler as relative ones were,
// and the /fr/... and /es/... pages only they link (the embeds in each language) are still written.
const origin = new URL(siteRoot(process.env.VITE_SITE_URL)).origin;

/**
 * SvelteKit hashes the inline scripts it writes itself (the hydration start-up), not the ones in
 * src/app.html (the theme before first paint): their hashes are computed here from the template, so
 * editing that script cannot silently break the policy.
 */
function templateScriptHashes() {
	const html = readFileSync(new URL('./src/app.html', import.meta.url), 'utf8');
	return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
		.filter((m) => !/\ssrc\s*=/.test(m[1] ?? ''))
		.map((m) => /** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(m[2] ?? '').digest('base64')}`));
}

/**
 * Content-Security-Policy, written by SvelteKit as a <meta http-equiv> into every prerendered page
 * with the hashes of its inline scripts ('hash' mode: the pages are static, so no nonces).
 * - Scripts: the site's own files and the hashed inline scripts only; no 'unsafe-inline', no
 *   'unsafe-eval'.
 * - Style sheets and <style> elements: the site's own only.
 * - style-src-attr 'unsafe-inline': style *attributes* only. Svelte writes `style:` directives and
 *   `style=` (the diagrams' to-scale stroke widths and font sizes, the CSS variable --px, the clinic's
 *   fitted slide, app.html's display:contents wrapper) into the prerendered HTML as attributes, and
 *   hydration keeps an attribute that is already there: blocking them leaves the diagrams drawn at
 *   the wrong scale. A style attribute cannot run script or load anything (url() still obeys img-src
 *   and font-src), so scripts stay strict.
 * - Everything else (fonts, fetches, the service worker, frames, the manifest) from the site only
 *   (default-src 'self'); img-src adds blob: and data: for the PNG/video export, which rasterises
 *   the diagram through a blob: SVG image. No plugins, no <base> elsewhere, forms post to the site.
 * - frame-ancestors cannot be given in a <meta> tag: it is an HTTP header (static/_headers for the
 *   host, scripts/serve.mjs for npm start and the tests), 'none' except for /embed/*.
 */
/** @type {import('@sveltejs/kit').KitConfig['csp']} */
const csp = {
	mode: 'hash',
	directives: {
		'default-src': ['self'],
		'script-src': ['self', ...templateScriptHashes()],
		'style-src': ['self'],
		'style-src-attr': ['unsafe-inline'],
		'img-src': ['self', 'data:', 'blob:'],
		'object-src': ['none'],
		'base-uri': ['self'],
		'form-action': ['self']
	}
};

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		outDir,
		adapter: adapter({ pages, assets: pages, fallback: '404.html', strict: true }),
		paths: { base, relative: true },
		prerender: { handleHttpError: 'fail', handleMissingId: 'fail', entries: ['*'], origin },
		csp,
		// static/_headers is read by the host and never served as a file: keep it out of the offline cache.
		// Registered by the site itself once the page has started (src/lib/island/serviceWorker.ts), not by
		// SvelteKit's start-up script, whose text the site leaves as it is (src/lib/island/page.ts).
		serviceWorker: { register: false, files: (filepath) => !/(^|[/\\])_headers$/.test(filepath) }
	}
};

export default config;
