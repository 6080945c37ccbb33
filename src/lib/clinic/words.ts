/*
 * The clinic deck's, the handouts' and the embed's words about a setup in the page's language: thin
 * wrappers over src/lib/i18n/setupWords.ts and violations.ts (which word the geometry's facts from
 * its data, never by translating its English), in the shape these pages show them. English pages
 * read the geometry's own sentences.
 */
import { penaltyLabel, type Citation, type Setup } from '$lib/geometry';
import { passageHeadingWords } from '$lib/i18n/passageHeadings';
import { penaltyTitle } from '$lib/i18n/penalties';
import { adjustmentWords, awardGoals, outcomeWords, rehitWords, setupSummary as summaryWords, setupTitle as titleWords, warningWords } from '$lib/i18n/setupWords';
import { citationRef } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';

/** A citation's ref in the page's language: 'Rule 37, Penalty 5.a' -> 'Règle 37, Pénalité 5.a'. */
export function citeRef(c: Pick<Citation, 'ref' | 'rule' | 'penalty'>, locale: Locale): string {
	return citationRef(c, locale);
}

/** The setup's title: the geometry's in English, the translated title otherwise. */
export function setupTitle(setup: Setup, locale: Locale): string {
	return titleWords(setup, locale);
}

/** What the setup does: the outcome of a penalty that places nobody, else the summary. */
export function setupSummary(setup: Setup, locale: Locale): string {
	return setup.outcome ? outcomeWords(setup, locale) : summaryWords(setup, locale);
}

/** The goal-award banner: 'Goal awarded: 1 or 2 to the fouled team; play restarts with a Penalty 5.b, shown here.' */
export function awardText(setup: Setup, locale: Locale): string {
	if (!setup.award) return '';
	return m.cl_award({ goals: awardGoals(setup.award, locale), label: penaltyLabel(setup.award.restart) }, { locale });
}

/** The notes under a setup: the re-hit, spots moved by the rules, and Rule 35's advice. */
export function setupMessages(setup: Setup, locale: Locale): string[] {
	return [...(setup.rehit ? [rehitWords(setup, locale)] : []), ...setup.adjustments.map((a) => adjustmentWords(setup, a, locale)), ...setup.warnings.map((w) => warningWords(setup, w, locale))];
}

/**
 * A rule passage's heading in `locale`: the penalty's own passage ('Penalty 2: 30 yards or the spot')
 * takes the translated penalty title; other headings (sub-clauses, notes, interpretations) their own
 * translation (src/lib/i18n/passageHeadings.ts), by the passage's id. English only where the site has
 * none, marked so (`lang: 'en'`).
 */
export function passageHeading(p: { id?: string; heading: string; penalty: string | null; clause: string | null }, kind: Setup['venue']['kind'], locale: Locale): { text: string; lang: Locale } {
	if (locale === 'en') return { text: p.heading, lang: 'en' };
	if (p.penalty && !p.clause && /^Penalty \d+[a-d]?:/.test(p.heading)) return { text: penaltyTitle(kind, p.penalty, locale), lang: locale };
	const t = p.id ? passageHeadingWords(p.id, locale) : undefined;
	return t ? { text: t, lang: locale } : { text: p.heading, lang: 'en' };
}
