/*
 * Where the site lives, for the addresses that must be absolute: a link preview's picture and
 * address (og:image, og:url, the canonical link, hreflang) and the oEmbed discovery link and answer.
 * One setting, the build variable VITE_SITE_URL: the address of the site's home page, with its
 * sub-path if it has one (https://club.example/polo when built with BASE_PATH=/polo). Vite hands
 * VITE_ variables to the server and the browser code alike, so a prerendered page and its
 * hydration agree. Default: DEFAULT_SITE_URL, a placeholder whoever deploys sets (README).
 */
import { base } from '$app/paths';
import { splitResolved } from '$lib/i18n/href';
import { localizeHref, type Locale } from '$lib/paraglide/runtime';
import { siteRoot } from './siteRoot';

export { DEFAULT_SITE_URL, siteRoot } from './siteRoot';

/** The absolute address of a path from the site's root ('/field/5a'), in `locale`'s prefix when given ('/fr/field/5a'). */
export function absoluteUrl(path: string, locale?: Locale, root: string = siteRoot()): string {
	const rooted = path.startsWith('/') ? path : `/${path}`;
	return root + (locale ? localizeHref(rooted, { locale }) : rooted);
}

/** A penalty's preview picture (1200 x 630 PNG, src/routes/og), absolute. */
export function previewImageUrl(kind: string, id: string, locale: Locale, root: string = siteRoot()): string {
	return `${root}/og/${locale}/${kind}/${encodeURIComponent(id)}.png`;
}

/** A penalty page's oEmbed answer (src/routes/oembed), absolute. */
export function oembedUrl(kind: string, id: string, locale: Locale, root: string = siteRoot()): string {
	return `${root}/oembed/${locale}/${kind}/${encodeURIComponent(id)}.json`;
}

/** The site's own picture in `locale`, for the pages that draw no single penalty (src/routes/og), absolute. */
export function sitePreviewUrl(locale: Locale, root: string = siteRoot()): string {
	return `${root}/og/${locale}/site.png`;
}

/** The path from the site's root of a resolved href ('./field/5a' while prerendering, '/polo/field/5a' in the browser): '/field/5a'. */
export function rootPath(href: string): string {
	return splitResolved(href, base)?.path ?? '/';
}
