/*
 * The scenario library's texts in a language: scenario titles and captions, the titles and reasons of the
 * examples with no diagram, and the headings of the rule passages the pages cite. They are messages
 * (messages/*.json) looked up by id, so this module reaches the whole message table: it is server-only
 * (.server.ts), used by the +page.server.ts loads of /rule-35 and /scenarios, which prerender each page's
 * strings into its data. No page ships the other scenarios' captions.
 */
import * as messages from '$lib/paraglide/messages';
import { getLocale, type Locale } from '$lib/paraglide/runtime';
import { passageById } from '$lib/rules';
import { examples } from '$lib/rules/examples';
import { NO_DIAGRAM, scenarios, type ArrowKey } from './scenarios';

type Msg = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;
const table = messages as unknown as Record<string, Msg | undefined>;

/** The message key for an id: 'scen_title_' + 'rule35-p1-examples-1' -> 'scen_title_rule35_p1_examples_1'. */
export const messageKey = (prefix: string, id: string): string => `${prefix}_${id.replace(/-/g, '_')}`;

function text(key: string, locale: Locale): string | undefined {
	return table[key]?.({}, { locale });
}

function required(key: string, locale: Locale): string {
	const t = text(key, locale);
	if (t === undefined) throw new Error(`missing message ${key}`);
	return t;
}

export const scenarioTitle = (id: string, locale: Locale = getLocale()) => required(messageKey('scen_title', id), locale);
export const scenarioCaption = (id: string, locale: Locale = getLocale()) => required(messageKey('scen_caption', id), locale);
export const noDiagramTitle = (ref: string, locale: Locale = getLocale()) => required(messageKey('scen_nd_title', ref), locale);
export const noDiagramReason = (ref: string, locale: Locale = getLocale()) => required(messageKey('scen_nd_reason', ref), locale);
export const arrowLabel = (key: ArrowKey, locale: Locale = getLocale()) => required(messageKey('scen_arrow', key), locale);

/** A rule passage's heading in the language; the English heading where the site has no translation of it. */
export function passageHeading(id: string, locale: Locale = getLocale()): { text: string; lang: Locale } {
	const t = text(messageKey('ph', id), locale);
	if (t !== undefined) return { text: t, lang: locale };
	return { text: passageById(id)?.heading ?? id, lang: 'en' };
}

/** Headings of the given passages, by passage id. */
export function passageHeadings(ids: Iterable<string>, locale: Locale = getLocale()): Record<string, { text: string; lang: Locale }> {
	return Object.fromEntries([...new Set(ids)].map((id) => [id, passageHeading(id, locale)]));
}

/** Every worked example's title in the language, by example id: its scenario's, or its no-diagram title. */
export function exampleTitles(locale: Locale = getLocale()): Record<string, string> {
	const out: Record<string, string> = {};
	for (const s of scenarios) out[s.exampleRef] = scenarioTitle(s.id, locale);
	for (const n of NO_DIAGRAM) out[n.exampleRef] = noDiagramTitle(n.exampleRef, locale);
	return out;
}

/** The passages the worked examples are cut from. */
export const examplePassageIds = (): string[] => [...new Set(examples.map((e) => e.passageId))];
