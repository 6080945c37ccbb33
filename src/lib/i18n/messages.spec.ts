/*
 * The message files (project.inlang's pathPattern list: messages/{locale}.json and one folder per part of the
 * site, compiled by paraglide into one set): every interface string exists in every language, none is empty,
 * each translation takes the same {parameters} as the English, and no key is defined in two files.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseLocale, locales } from '$lib/paraglide/runtime';

const root = new URL('../../../', import.meta.url);
const settings = JSON.parse(readFileSync(new URL('project.inlang/settings.json', root), 'utf8')) as {
	locales: string[];
	baseLocale: string;
	'plugin.inlang.messageFormat': { pathPattern: string | string[] };
};
const patterns = [settings['plugin.inlang.messageFormat'].pathPattern].flat();
const read = (pattern: string, locale: string) =>
	JSON.parse(readFileSync(new URL(pattern.replace('{locale}', locale), root), 'utf8')) as Record<string, unknown>;
/** Every language's messages, all files merged (as paraglide compiles them). */
const files = Object.fromEntries(settings.locales.map((l) => [l, Object.assign({}, ...patterns.map((p) => read(p, l))) as Record<string, unknown>]));
const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => k !== '$schema');
const params = (s: string) => [...s.matchAll(/\{\s*([A-Za-z_][\w]*)\s*\}/g)].map((x) => x[1]).sort();
/** A message with variants (paraglide's plural: [{ declarations, selectors, match }]), its texts; null for a plain string or anything else. */
const variantTexts = (v: unknown): string[] | null => {
	if (!Array.isArray(v) || v.length !== 1) return null;
	const match = (v[0] as { match?: Record<string, unknown> }).match;
	return match && Object.values(match).every((t) => typeof t === 'string') ? (Object.values(match) as string[]) : null;
};
/** A message's texts: the string itself, or each variant's. */
const texts = (v: unknown): string[] | null => (typeof v === 'string' ? [v] : variantTexts(v));
/** The {parameters} any of a message's texts takes. */
const paramsOf = (v: unknown) => [...new Set((texts(v) ?? []).flatMap(params))].sort();

/** Strings that read the same in another language ('Arena' in Spanish, 'Error {status}'). */
const SAME_AS_ENGLISH: Record<string, string[]> = {
	fr: ['r35_variant_of', 'misc_menu', 'fg_with_key'],
	es: ['fg_with_key', 'nav_arena', 'venue_arena', 'err_title_error', 'err_h1_error', 'team_number', 'r35_variant_of', 'scen_cite']
};

describe('messages', () => {
	it('the project has en (base), fr and es, as the runtime does', () => {
		expect(settings.baseLocale).toBe('en');
		expect([...settings.locales].sort()).toEqual(['en', 'es', 'fr']);
		expect(baseLocale).toBe('en');
		expect([...locales].sort()).toEqual(['en', 'es', 'fr']);
	});

	it('no key is defined in two message files', () => {
		for (const locale of settings.locales) {
			const seen = new Map<string, string>();
			for (const p of patterns) {
				for (const k of keys(read(p, locale))) {
					expect(seen.get(k), `${locale}: ${k} in ${p}`).toBeUndefined();
					seen.set(k, p);
				}
			}
		}
	});

	const en = files.en!;
	for (const locale of settings.locales.filter((l) => l !== 'en')) {
		const other = files[locale]!;
		it(`${locale}.json has every key of en.json and no other`, () => {
			expect(keys(en).filter((k) => !(k in other)), `missing in ${locale}.json`).toEqual([]);
			expect(keys(other).filter((k) => !(k in en)), `only in ${locale}.json`).toEqual([]);
		});
		it(`${locale}.json takes the same {parameters} as en.json`, () => {
			for (const k of keys(en)) {
				if (!texts(other[k])) continue;
				expect(paramsOf(other[k]), `${locale}: ${k}`).toEqual(paramsOf(en[k]));
			}
		});
		it(`${locale}.json is translated (only known strings read as in English)`, () => {
			const same = keys(en).filter((k) => other[k] === en[k] && !(SAME_AS_ENGLISH[locale] ?? []).includes(k));
			expect(same, `untranslated in ${locale}.json`).toEqual([]);
		});
	}

	for (const locale of settings.locales) {
		it(`${locale}.json: every value is a non-empty string (or plural variants of them) and every key a valid message name`, () => {
			for (const k of keys(files[locale]!)) {
				expect(k, locale).toMatch(/^[a-z][a-z0-9_]*$/);
				const t = texts(files[locale]![k]);
				expect(t, `${locale}: ${k}`).not.toBeNull();
				for (const x of t!) expect(x.trim(), `${locale}: ${k}`).not.toBe('');
			}
		});
	}
});
