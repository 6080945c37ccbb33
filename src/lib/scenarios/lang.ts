/*
 * The rule-text language of the Rule 35 and scenario pages: `?lang=en|fr|es`, English by default. Only the
 * rule passages change language; the English original, which prevails, stays one click away.
 */
import { LANGS, type Lang } from '$lib/rules';

export const LANG_NAMES: Record<Lang, string> = { en: 'English', fr: 'Français', es: 'Español' };

export function parseLang(v: string | null | undefined): Lang {
	return (LANGS as readonly string[]).includes(v ?? '') ? (v as Lang) : 'en';
}

/** A copy of `url` with `key` set to `value`, or removed when `value` is null or the default. */
export function withParam(url: URL, key: string, value: string | null, defaultValue?: string): URL {
	const next = new URL(url);
	if (value === null || value === defaultValue) next.searchParams.delete(key);
	else next.searchParams.set(key, value);
	return next;
}

/** The query string to carry the language onto another page ('' for English). */
export function langQuery(lang: Lang): string {
	return lang === 'en' ? '' : `?lang=${lang}`;
}
