/*
 * Localized links that work with SvelteKit's relative paths (svelte.config.js: paths.relative) and a base
 * path. `resolve()` from $app/paths gives './field/5a' or '../../field/5a' while a page is prerendered and
 * '/base/field/5a' in the browser; paraglide's localizeHref only knows root-relative paths, so the prefix is
 * set aside, the path localized, and the prefix put back: '../../fr/field/5a', '/base/fr/field/5a'.
 *
 * Pure (no $app import) so it can be unit tested; ./index.ts binds it to the app's base path.
 */
import { deLocalizeHref, localizeHref, type Locale } from '$lib/paraglide/runtime';

/** A relative prefix as SvelteKit writes it while server rendering: '.', '..', '../..', ... */
const RELATIVE = /^(\.\.?(?:\/\.\.)*)(\/.*)?$/;

/** Splits a resolved href into the part before the site root (relative prefix or base) and the root-relative rest. */
export function splitResolved(href: string, base: string): { prefix: string; path: string } | null {
	const rel = RELATIVE.exec(href);
	if (rel) return { prefix: rel[1]!, path: rel[2] ?? '/' };
	if (!href.startsWith('/')) return null;
	if (base && href.startsWith(base) && (href.length === base.length || '/?#'.includes(href[base.length]!))) {
		const rest = href.slice(base.length);
		return { prefix: base, path: rest.startsWith('/') ? rest : `/${rest}` };
	}
	return { prefix: '', path: href };
}

/**
 * `href` (from resolve(), with any query and hash) in `locale`: '/field/5a' -> '/fr/field/5a', './' -> './fr/'.
 * Anything that is not a site path (an external URL, '#main') comes back unchanged.
 */
export function localizeResolved(href: string, locale: Locale, base: string): string {
	const parts = splitResolved(href, base);
	if (!parts) return href;
	return parts.prefix + localizeHref(parts.path, { locale });
}

/** The root-relative path of a resolved href without its locale prefix: '/fr/field/5a' -> '/field/5a'. */
export function deLocalizeResolved(href: string, base: string): string {
	const parts = splitResolved(href, base);
	if (!parts) return href;
	return parts.prefix + deLocalizeHref(parts.path);
}
