/*
 * The language prefixes under a base path. paraglide's URL patterns are compiled for a site at the
 * root (/fr/..., /es/...); a club hosting the site under /polo serves /polo/fr/.... Rather than compile
 * a second set of patterns per base (the generated runtime is shared by every build), the base is set
 * aside before paraglide reads a URL and put back after: the same runtime serves any base.
 *
 * Pure (no $app import) so it can be unit tested; hooks.ts, hooks.server.ts and hooks.client.ts bind it.
 */

/** The path without the base ('/polo/fr/x' -> '/fr/x', '/polo' -> '/'), or null when the path is not under it. */
export function stripBase(pathname: string, base: string): string | null {
	if (!base) return pathname;
	if (pathname === base) return '/';
	return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : null;
}

/** `url` with the base taken out of its path (search and hash kept), or null when it is not under the base. */
export function urlWithoutBase(url: URL, base: string): URL | null {
	const path = stripBase(url.pathname, base);
	if (path === null) return null;
	const out = new URL(url.href);
	out.pathname = path;
	return out;
}
