/*
 * How a page writes a number and names things, in its language: decimals and yards, the teams and
 * players of the examples (Red and Blue), a penalty ('Pénalité 5.a') and the rule reference of a
 * citation ('Règle 37, Pénalité 5.a'). Every page that draws a diagram needs these; the sentences of
 * a violation (violations.ts) and a setup's words (setupWords.ts) only some, so they are apart
 * (issue 17: first-use weight).
 */
import { EXECUTION_REF, penaltyLabel, yd, type Citation, type Team } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';

const opt = (locale: Locale) => ({ locale });

/** A number as the page writes it: '24.6' in English, '24,6' in French and Spanish. */
export function decimal(s: string | number, locale: Locale): string {
	const t = String(s);
	return (globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en' ? t : t.replace('.', ',');
}

/** Yards to one decimal (the geometry's yd()), in the page's decimal sign. */
export function ydIn(v: number, locale: Locale): string {
	return decimal(yd(v), locale);
}

/** Items of a list that has commas of its own, with the language's semicolon: 'a; b', 'a ; b' in French. */
export function semicolons(items: readonly string[], locale: Locale): string {
	return items.join((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'fr' ? ' ; ' : '; ');
}

/** 'Red', 'Rouge', 'Rojo' (the fouling team of the examples); 'Blue', 'Bleu', 'Azul'. */
export function teamName(team: Team, locale: Locale): string {
	return team === 'fouling' ? m.team_red({}, opt(locale)) : m.team_blue({}, opt(locale));
}

/** 'Red 3', 'Rouge 3', 'Rojo 3'. */
export function playerName(team: Team, number: number, locale: Locale): string {
	return `${teamName(team, locale)} ${number}`;
}

/** 'Penalty 5.a' / 'Pénalité 5.a' / 'Penal 5.a'. */
export function penaltyName(id: string, locale?: Locale): string {
	return m.penalty_n({ label: penaltyLabel(id) }, locale ? { locale } : undefined);
}

/** 'Rule 37, Penalty 5.a' in the page's language: 'Règle 37, Pénalité 5.a', 'Regla 9 de arena, Penal 2'. */
export function citationRef(c: Pick<Citation, 'ref' | 'rule' | 'penalty'> & { clause?: string }, locale: Locale): string {
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en') return c.ref;
	const o = opt(locale);
	switch (c.rule) {
		case 'rule37':
			// A sub-clause keeps the rulebook's own label: 'Penalty 2b', not '2.b'.
			if (c.penalty && c.clause) return `${m.rule_name_rule37({}, o)}, ${m.penalty_n({ label: `${c.penalty}${c.clause}` }, o)}`;
			return c.penalty ? `${m.rule_name_rule37({}, o)}, ${penaltyName(c.penalty, locale)}` : m.rule_name_rule37({}, o);
		case 'arena9':
			if (c.penalty) return `${m.rule_name_arena9({}, o)}, ${penaltyName(c.penalty, locale)}`;
			if (c.ref === EXECUTION_REF) return m.viol_ref_exec_general({ rule: m.rule_name_arena9({}, o) }, o);
			// The execution passage ('Arena Rule 9, execution of Penalties 2, 3 and 4') has no penalty of its own.
			return c.ref === 'Arena Rule 9' ? m.rule_name_arena9({}, o) : m.viol_ref_execution({ rule: m.rule_name_arena9({}, o) }, o);
		case 'rule35':
			return m.rule_name_rule35({}, o);
		case 'venue':
			return c.ref === 'The arena' ? m.viol_ref_arena({}, o) : m.viol_ref_field({}, o);
	}
}
