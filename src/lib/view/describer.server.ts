/* The diagram's words written on the server for a page's own setup (describer.ts says why). */
import { describeSetup, type Described } from '$lib/diagram/describe';
import { standardLineup, type Setup } from '$lib/geometry';
import { wordsOf, type CitationTexts } from '$lib/i18n/citationTexts';
import type { Locale } from '$lib/paraglide/runtime';

/** The <title> and <desc> PenaltyDiagram draws for `setup` with its standard line-up, the page's texts at hand. */
export function describedAsOpened(setup: Setup, locale: Locale, texts: CitationTexts): Described {
	return describeSetup(setup, standardLineup(setup), locale, wordsOf(() => texts));
}
