import type { Lang } from '$lib/rules/types';

/** A rule passage as a printed sheet shows it (plain data from the server load). */
export interface PrintPassage {
	id: string;
	heading: string;
	/** The heading's language (English where the site has no translation of it). */
	headingLang: Lang;
	/** The text in the page's language. */
	text: string;
}
