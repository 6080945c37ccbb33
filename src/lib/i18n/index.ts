/*
 * The site's languages (paraglide-js, see project.inlang and messages/*.json): English at /, French at
 * /fr/..., Spanish at /es/.... Interface strings are messages: `import { m } from '$lib/paraglide/messages'`
 * and call `m.key()`; every message is its own module, so a page only ships the ones it uses.
 *
 * Links: wrap every `resolve(...)` in `l(...)` so that it stays in the page's language.
 */
import { base, resolve } from '$app/paths';
import { getLocale, locales, type Locale } from '$lib/paraglide/runtime';
import { localizeResolved } from './href';

export { getLocale, locales, type Locale };

/** Each language's name in itself, for the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', es: 'Español' };

/** A resolved site href (from resolve()) in the page's language, or in `locale`. */
export function l(href: string, locale: Locale = getLocale()): string {
	return localizeResolved(href, locale, base);
}

/** Lists in the page's language: 'a, b and c', 'a, b et c', 'a, b y c' (or 'or' / 'ou' / 'o'). */
export function list(items: string[], type: 'conjunction' | 'disjunction' = 'conjunction', locale: Locale = getLocale()): string {
	return new Intl.ListFormat(locale, { type }).format(items);
}

/**
 * The resolved href of the page being shown, in no language ('./field/5a' while prerendering, '/field/5a' in
 * the browser), from its route and params; the home page for an error page (no route).
 */
export function routeHref(routeId: string | null, params: Record<string, string>): string {
	const res = resolve as unknown as (id: string, params?: Record<string, string>) => string;
	return res(routeId ?? '/', routeId ? params : undefined);
}
