/*
 * The rule-text language of the Rule 35 and scenario pages. The passages follow the page's language (/fr/...
 * French, /es/... Spanish); `?lang=en|fr|es` shows them in another one. The English original, which prevails,
 * stays one click away.
 */
import { LANGS, type Lang } from '$lib/rules';

/** The language a `lang=` value asks for, else `fallback` (the page's language). */
export function parseLang(v: string | null | undefined, fallback: Lang): Lang {
	return (LANGS as readonly string[]).includes(v ?? '') ? (v as Lang) : fallback;
}

/** A copy of `url` with `key` set to `value`, or removed when `value` is null or the default. */
export function withParam(url: URL, key: string, value: string | null, defaultValue?: string): URL {
	const next = new URL(url);
	if (value === null || value === defaultValue) next.searchParams.delete(key);
	else next.searchParams.set(key, value);
	return next;
}

/** The query string to carry the rule-text language onto another page ('' when it is the page's language). */
export function langQuery(lang: Lang, pageLang: Lang): string {
	return lang === pageLang ? '' : `?lang=${lang}`;
}
