/*
 * The clinic deck's, the handouts' and the embed's words about a setup in the page's language. The
 * geometry writes English (its `message`s, citation refs such as 'Rule 37, Penalty 5.a'); English
 * pages show those as they are, French and Spanish pages get the same facts from messages. No
 * number is derived here: distances come from the setup's own points.
 */
import { dist, type Setup } from '$lib/geometry';
import { penaltyName, penaltySummary, penaltyTitle } from '$lib/i18n/penalties';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';

const opts = (locale: Locale) => ({ locale });
const label = (id: string) => id.replace(/^(\d+)([a-d])$/, '$1.$2');
const yd1 = (v: number) => (Math.round(v * 10) / 10).toFixed(1);

/**
 * A citation ref in the page's language: 'Rule 37, Penalty 5.a' -> 'Règle 37, Pénalité 5.a'. A ref of
 * another shape is returned as it is.
 */
export function citeRef(ref: string, locale: Locale): string {
	if (locale === 'en') return ref;
	const r = /^(Rule 37|Arena Rule 9|Rule 35)(?:, Penalty (\S+))?$/.exec(ref);
	if (!r) return ref;
	const rule = r[1] === 'Rule 37' ? m.rule_name_rule37({}, opts(locale)) : r[1] === 'Rule 35' ? m.rule_name_rule35({}, opts(locale)) : m.rule_name_arena9({}, opts(locale));
	return r[2] ? `${rule}, ${penaltyName(r[2].replace('.', ''), locale)}` : rule;
}

/** The setup's title: the geometry's in English, the translated title otherwise. */
export function setupTitle(setup: Setup, locale: Locale): string {
	return locale === 'en' ? setup.title : penaltyTitle(setup.venue.kind, setup.penalty, locale);
}

/**
 * What the setup does, in one or two sentences: the outcome of a penalty that places nobody, else
 * the summary. Other languages get the penalty's default-state summary (the deck and handouts show
 * default states; the arena re-hits name the original penalty).
 */
export function setupSummary(setup: Setup, locale: Locale): string {
	if (locale === 'en') return setup.outcome?.text ?? setup.summary;
	const original = setup.rehit ? /Penalty (\d+[a-d]?|\d+\.[a-d])/.exec(setup.rehit.message)?.[1]?.replace('.', '') : undefined;
	return penaltySummary(setup.venue.kind, setup.penalty, { locale, ...(original ? { original } : {}) }) || (setup.outcome?.text ?? setup.summary);
}

/** The goal-award banner: 'Goal awarded: 1 or 2 to the fouled team; play restarts with a Penalty 5.b, shown here.' */
export function awardText(setup: Setup, locale: Locale): string {
	if (!setup.award) return '';
	const goals = setup.award.goals.replace(' or ', ` ${m.cl_or({}, opts(locale))} `);
	return m.cl_award({ goals, label: label(setup.award.restart) }, opts(locale));
}

/**
 * The notes under a setup: the re-hit, spots moved by the rules, and Rule 35's advice. English pages
 * read the geometry's own sentences; other languages a sentence per fact with the distance moved
 * (the re-hit is said by the summary there).
 */
export function setupMessages(setup: Setup, locale: Locale): string[] {
	if (locale === 'en') return [...(setup.rehit ? [setup.rehit.message] : []), ...setup.adjustments.map((a) => a.message), ...setup.warnings.map((w) => w.message)];
	return [...setup.adjustments.map((a) => m.cl_adjusted({ d: yd1(dist(a.from, a.to)) }, opts(locale))), ...setup.warnings.map(() => m.cl_warning({}, opts(locale)))];
}

/**
 * A rule passage's heading in `locale`: the penalty's own passage ('Penalty 2: 30 yards or the spot')
 * takes the translated penalty title; other headings (sub-clauses, interpretations) stay English,
 * marked so (`lang: 'en'`).
 */
export function passageHeading(p: { heading: string; penalty: string | null; clause: string | null }, kind: Setup['venue']['kind'], locale: Locale): { text: string; lang: Locale } {
	if (locale === 'en') return { text: p.heading, lang: 'en' };
	if (p.penalty && !p.clause && /^Penalty \d+[a-d]?:/.test(p.heading)) return { text: penaltyTitle(kind, p.penalty, locale), lang: locale };
	return { text: p.heading, lang: 'en' };
}
