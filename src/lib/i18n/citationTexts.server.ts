/*
 * The texts of the rule sentences a penalty's page can show, for its prerendered data: only that
 * penalty's (citableIds), the sentences in English (the original), the readings in the page's
 * language. Server only: the table of every sentence (sentences.ts) never reaches a page's scripts.
 */
import { citableIds, citableReadings } from '$lib/geometry/citable';
import { SENTENCES } from '$lib/geometry/sentences';
import type { VenueKind } from '$lib/geometry';
import type { Locale } from '$lib/paraglide/runtime';
import type { CitationTexts } from './citationTexts';
import { readingWords } from './readings';

/** The texts of every sentence `penalty` on `kind` can cite, readings in `locale`. */
export function citationTexts(kind: VenueKind, penalty: string, locale: Locale): CitationTexts {
	const sentences = Object.fromEntries(citableIds(kind, penalty).map((id) => [id, SENTENCES[id]]));
	const readings = Object.fromEntries(citableReadings(kind, penalty).map((id) => [id, readingWords(id, locale) ?? '']));
	return { sentences, readings };
}

/** The texts of several penalties (a clinic deck, a printed sheet) in one table. */
export function citationTextsOf(list: readonly { kind: VenueKind; penalty: string }[], locale: Locale): CitationTexts {
	const out: CitationTexts = { sentences: {}, readings: {} };
	for (const { kind, penalty } of list) {
		const t = citationTexts(kind, penalty, locale);
		Object.assign(out.sentences, t.sentences);
		Object.assign(out.readings, t.readings);
	}
	return out;
}
