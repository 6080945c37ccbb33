/*
 * What the texts say of a rule the Rule 35 table lists by number only: the rulebook passages here
 * name no rule's title, but some sentences tell what a rule covers ("a personal foul as defined in
 * Rule 33"). Each is quoted word for word in every language (a test finds it in its passage), with
 * the rules it speaks of as the text writes them; nothing is named that the texts do not say.
 */
import type { Table35Row } from './table35';
import type { Lang } from './types';

export interface RuleMention {
	/** The rules the sentence speaks of, as the text writes them ('5', '6a', '33', '22.c.(1)'). */
	rules: string[];
	/** The passage the sentence comes from. */
	passageId: string;
	/** The sentence, or the part of it that speaks of the rule, word for word. */
	quote: Record<Lang, string>;
}

export const ruleMentions: RuleMention[] = [
	{
		rules: ['33'],
		passageId: 'rule35-conduct-interpretation',
		quote: {
			en: 'a personal foul as defined in Rule 33',
			fr: 'une faute personnelle au sens de la Règle 33',
			es: 'un foul personal según se define en la Regla 33'
		}
	},
	{
		rules: ['33'],
		passageId: 'rule37-p10',
		quote: {
			en: 'The Umpire may exclude a player from the game in a manner that is consistent with Rule 33 in case of a deliberate, dangerous foul, or conduct prejudicial to the game.',
			fr: "L'arbitre peut exclure un joueur du match conformément à la Règle 33 en cas de faute délibérée et dangereuse, ou de comportement préjudiciable au match.",
			es: 'El Umpire podrá excluir a un jugador del partido, de manera coherente con la Regla 33, en caso de un foul deliberado y peligroso, o de una conducta perjudicial para el partido.'
		}
	},
	{
		rules: ['5', '6a', '6b'],
		passageId: 'rule37-p8',
		quote: {
			en: 'If a mount is ordered off the field for a violation of Rules 5, 6a or 6b',
			fr: 'Si une monture est renvoyée du terrain pour une violation des Règles 5, 6a ou 6b',
			es: 'Si un caballo sale de la cancha por orden del Umpire por una violación de las Reglas 5, 6a o 6b'
		}
	},
	{
		rules: ['22.c.(1)'],
		passageId: 'rule35-p1-interpretation',
		quote: {
			en: 'Penalty 1 may be exacted whether or not the goal was actually scored (See Rule 22.c.(1).)',
			fr: 'La Pénalité 1 peut être appliquée, que le but ait effectivement été marqué ou non (voir la Règle 22.c.(1).)',
			es: 'El Penal 1 puede aplicarse se haya marcado o no efectivamente el gol (véase la Regla 22.c.(1).)'
		}
	}
];

/** '6a' and '6.a' are one rule; '22.c.(1)' is part of '22'. The parts of a rule number, outermost first. */
function parts(rule: string): string[] {
	return rule.toLowerCase().match(/\d+|[a-z]|\(\d+\)/g) ?? [];
}

/** Whether rule `a` is rule `b`, or one is part of the other ('5' and '5.b', '22' and '22.c.(1)'). */
export function sameRule(a: string, b: string): boolean {
	const pa = parts(a);
	const pb = parts(b);
	const n = Math.min(pa.length, pb.length);
	return n > 0 && pa.slice(0, n).every((x, i) => x === pb[i]);
}

/** The sentences that speak of any rule of a table row, in the texts' order. */
export function mentionsOf(row: Table35Row): RuleMention[] {
	return ruleMentions.filter((mn) => mn.rules.some((r) => row.rules.some((x) => sameRule(r, x))));
}
