/*
 * The site's root address from the build variable VITE_SITE_URL (site.ts says what it is for).
 * Plain JavaScript without imports: svelte.config.js (the prerender's origin) and the end-to-end
 * tests read the same default.
 */
export const DEFAULT_SITE_URL = 'https://polo-penalties.example';

/**
 * The site's root address without a trailing slash: `value` (VITE_SITE_URL) if it is an http(s) URL, else the default.
 * @param {string | undefined} [value]
 * @returns {string}
 */
export function siteRoot(value = import.meta.env?.VITE_SITE_URL) {
	const v = (value ?? '').trim();
	try {
		const u = new URL(v);
		if (u.protocol !== 'https:' && u.protocol !== 'http:') return DEFAULT_SITE_URL;
		return `${u.origin}${u.pathname}`.replace(/\/+$/, '');
	} catch {
		return DEFAULT_SITE_URL;
	}
}
