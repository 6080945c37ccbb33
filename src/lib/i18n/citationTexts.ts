/*
 * The words of the rule sentences a page shows, which the client's scripts do not carry: the
 * geometry cites each sentence by id (src/lib/geometry/citations.ts), and the prerendering writes the
 * texts of every sentence the page's penalty can cite (whatever the foul spot, the options or the
 * outcome chosen on the client) into the page's data (citationTexts.server.ts). A route's page hands
 * them to its components with setCitationTexts; RulePanel, the captions, the notices and the clinic's
 * notes read them with citationWords.
 */
import { getContext, setContext } from 'svelte';
import type { Citation } from '$lib/geometry';

/** Plain data (serialised into the prerendered page). */
export interface CitationTexts {
	/** The English original of each sentence (the original prevails), by citation id. */
	sentences: Record<string, string>;
	/** How the site draws a sentence, in the page's language, by reading id. */
	readings: Record<string, string>;
}

export const NO_TEXTS: CitationTexts = { sentences: {}, readings: {} };

/** What a component asks of the page's texts. */
export interface CitationWords {
	/** The sentence, English original ('' where the page has none: its reference still shows). */
	sentence(c: Pick<Citation, 'id'>): string;
	/** The reading in the page's language, or null where the citation has none. */
	reading(c: Pick<Citation, 'readingId'>): string | null;
}

/** Words from one set of texts (a page's, or a test's). */
export function wordsOf(texts: () => CitationTexts | undefined): CitationWords {
	return {
		sentence: (c) => texts()?.sentences[c.id] ?? '',
		reading: (c) => (c.readingId ? (texts()?.readings[c.readingId] ?? null) : null)
	};
}

const KEY = Symbol('citation-texts');

/** Called while a route's page initialises, with a getter of its data's texts (they change on navigation). */
export function setCitationTexts(texts: () => CitationTexts | undefined): void {
	setContext(KEY, wordsOf(texts));
}

/** The page's words, while a component initialises; none outside a page that set them. */
export function citationWords(): CitationWords {
	return getContext<CitationWords | undefined>(KEY) ?? wordsOf(() => NO_TEXTS);
}
