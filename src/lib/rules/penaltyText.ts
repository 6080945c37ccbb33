/*
 * One penalty's rule text for its page, in the page's language: only the passages of that penalty, and for
 * a French or Spanish page the English original beside each translation (the original prevails). The
 * penalty page builds it in its server load, at prerender time, so the page's data carries these few
 * passages instead of the client loading every passage in three languages.
 */
import { isSiteTranslation, passagesFor, text } from './index';
import type { Lang, PassageKind, Venue } from './types';

/** A passage as the penalty page shows it (plain data: serialised into the prerendered page). */
export interface PenaltyPassageText {
	/** The passage's id in src/lib/rules, e.g. 'rule37-p5a'. */
	id: string;
	kind: PassageKind;
	/** Its heading, and the language the heading is in (English where the site has no translation of it). */
	heading: string;
	headingLang: Lang;
	/** The text in the page's language. */
	text: string;
	/** The English original, only when `text` is a translation. */
	original?: string;
	/** True where the translation is this site's own rather than the seed's. */
	siteTranslation: boolean;
}

export interface PenaltyRuleText {
	/** The language of the passages' `text`. */
	lang: Lang;
	passages: PenaltyPassageText[];
}

/**
 * The passages of one penalty (passagesFor: sub-clauses, notes and examples included) in `lang`;
 * `heading(id)` gives a passage's heading in that language (the server's message table), else the
 * English heading is used.
 */
export function penaltyRuleText(
	venue: Venue,
	penalty: string,
	lang: Lang,
	heading?: (id: string) => { text: string; lang: Lang } | undefined
): PenaltyRuleText {
	return {
		lang,
		passages: passagesFor(venue, penalty).map((p) => {
			const h = lang === 'en' ? undefined : heading?.(p.id);
			return {
				id: p.id,
				kind: p.kind,
				heading: h?.text ?? p.heading,
				headingLang: h?.lang ?? 'en',
				text: text(p, lang),
				...(lang === 'en' ? {} : { original: p.en }),
				siteTranslation: isSiteTranslation(p, lang)
			};
		})
	};
}
