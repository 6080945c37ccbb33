/*
 * Rule 35 as structured data: the table "The following penalties may be exacted for violation of specific
 * Rules" (one row per rule or pair of rules), the four considerations for choosing among penalties, and the
 * two principles. The wording comes from the Rule 35 passages in rule35.ts (English original and Spanish
 * seed text word for word, French ours).
 */
import { rule35 } from './rule35';
import type { Lang, Passage } from './types';

export interface Table35Row {
	/** the rule(s) violated, e.g. ['5.b', '5.c'] for "5.b or 5.c" */
	rules: string[];
	/** the penalties that may be exacted, e.g. ['2', '3', '4', '5', '9', '10']; empty for Rule 22 */
	penalties: string[];
	/** '(see Rule)' for Rule 22, whose penalties are set out in the rule itself */
	note?: string;
	/**
	 * The penalties exactly as the table writes them where that is not the usual "2,3,4 or 5": row 1.e reads
	 * "5, 9" (no "or"). Numbers and punctuation only, the same in every language of the seed.
	 */
	written?: string;
}

/** Every row of the Rule 35 table, in the seed's order (1.e to 34). */
export const table35: Table35Row[] = [
	{ rules: ['1.e'], penalties: ['5', '9'], written: '5, 9' },
	{ rules: ['2'], penalties: ['9'] },
	{ rules: ['3'], penalties: ['9'] },
	{ rules: ['4'], penalties: ['2', '3', '4', '5', '9', '10'] },
	{ rules: ['5.b', '5.c'], penalties: ['8'] },
	{ rules: ['5.d'], penalties: ['9'] },
	{ rules: ['5.e', '5.f'], penalties: ['8'] },
	{ rules: ['5.g', '5.h'], penalties: ['2', '3', '4', '5', '10'] },
	{ rules: ['6.a'], penalties: ['9'] },
	{ rules: ['6.b', '6.c'], penalties: ['8'] },
	{ rules: ['21.a'], penalties: ['6'] },
	{ rules: ['22'], penalties: [], note: '(see Rule)' },
	{ rules: ['24'], penalties: ['1', '2', '3', '4', '5', '7', '10'] },
	{ rules: ['25'], penalties: ['1', '2', '3', '4', '5', '7', '10'] },
	{ rules: ['26'], penalties: ['1', '2', '3', '4', '5', '7', '10'] },
	{ rules: ['27'], penalties: ['1', '2', '3', '4', '5', '7', '10'] },
	{ rules: ['28'], penalties: ['1', '2', '3', '4', '5', '7', '10'] },
	{ rules: ['29'], penalties: ['1', '2', '3', '4', '5', '7', '10'] },
	{ rules: ['30'], penalties: ['2', '3', '4', '5', '10'] },
	{ rules: ['31'], penalties: ['2', '3', '4', '5'] },
	{ rules: ['32'], penalties: ['2', '3', '4', '5'] },
	{ rules: ['33'], penalties: ['2', '3', '4', '5', '7', '10'] },
	{ rules: ['34'], penalties: ['2', '3', '4', '5', '7', '10'] }
];

/** Column headings of the table (English and Spanish from the seed, French ours). */
export const table35Columns: { rule: Record<Lang, string>; penalty: Record<Lang, string> } = {
	rule: { en: 'RULE VIOLATED', fr: 'RÈGLE VIOLÉE', es: 'REGLA VIOLADA' },
	penalty: { en: 'PENALTY EXACTED', fr: 'PÉNALITÉ APPLIQUÉE', es: 'PENAL APLICADO' }
};

/** The text of a row's note in each language (English and Spanish from the seed, French ours). */
export const table35NoteText: Record<string, Record<Lang, string>> = {
	'(see Rule)': { en: '(see Rule)', fr: '(voir la Règle)', es: '(véase la Regla)' }
};

/** The word joining the last two items of a list in the table ("2,3,4 or 5"). */
const OR: Record<Lang, string> = { en: 'or', fr: 'ou', es: 'o' };

/** A row's rules as the table writes them, e.g. '5.b or 5.c'. */
export function table35RulesLabel(row: Table35Row, lang: Lang = 'en'): string {
	return row.rules.join(` ${OR[lang]} `);
}

/** A row's penalties as the table writes them, e.g. '2,3,4,5 or 10', or the row's note. */
export function table35PenaltiesLabel(row: Table35Row, lang: Lang = 'en'): string {
	// The table is shown as the rulebook's own text: a row it writes its own way is written so.
	if (row.written) return row.written;
	if (row.penalties.length === 0) {
		const note = row.note ?? '';
		return table35NoteText[note]?.[lang] ?? note;
	}
	if (row.penalties.length === 1) return row.penalties[0] ?? '';
	return `${row.penalties.slice(0, -1).join(',')} ${OR[lang]} ${row.penalties[row.penalties.length - 1]}`;
}

/** The table rows that list a given penalty, e.g. '7' gives the rows for Rules 24 to 29, 33 and 34. */
export function rulesExacting(penalty: string): Table35Row[] {
	return table35.filter((row) => row.penalties.includes(penalty));
}

function passage(id: string): Passage {
	const p = rule35.find((x) => x.id === id);
	if (!p) throw new Error(`Rule 35 passage ${id} is missing`);
	return p;
}

/** Strip the list punctuation a consideration carries in the rule text ("...;", "...; and", "... ; y", "."). */
function listItem(text: string): string {
	return text.replace(/\s*(?:;\s*(?:and|et|y)|;|\.)\s*$/u, '').trim();
}

export interface Rule35Factor {
	/** the passage the consideration comes from */
	passageId: string;
	en: string;
	fr: string;
	es: string;
}

/** The four considerations in selecting a penalty (Rule 35: "Among the considerations:"). */
export const rule35Factors: Rule35Factor[] = [
	'rule35-factor-danger',
	'rule35-factor-location',
	'rule35-factor-position',
	'rule35-factor-frequency'
].map((id) => {
	const p = passage(id);
	return { passageId: id, en: listItem(p.en), fr: listItem(p.fr), es: listItem(p.es) };
});

export interface Rule35Principle {
	n: 1 | 2;
	en: string;
	fr: string;
	es: string;
}

/**
 * The two principles the Umpire must apply in choosing a penalty, cut from passage 'rule35-two-principles'
 * (English and Spanish word for word from the seed, French ours).
 */
export const rule35Principles: Rule35Principle[] = [
	{
		n: 1,
		en: 'the team fouled must never be worse off after the penalty award than before',
		fr: "l'équipe ayant subi la faute ne doit jamais se trouver dans une situation moins favorable après l'attribution de la pénalité qu'avant",
		es: 'el equipo que sufrió el foul nunca debe quedar en peor situación después de la concesión del penal que antes'
	},
	{
		n: 2,
		en: 'by definition, the term “penalty” means that the fouling team must be disadvantaged by the penalty award',
		fr: "par définition, le terme « pénalité » signifie que l'équipe fautive doit être désavantagée par l'attribution de la pénalité",
		es: 'por definición, el término "penal" significa que el equipo infractor debe quedar en desventaja por la concesión del penal'
	}
];

const OR_WORDS = new Set(['or', 'ou', 'o']);

/**
 * Read the table rows back out of the table as the seed prints it on one line
 * ("RULE PENALTY VIOLATED EXACTED 1.e 5, 9 2 9 ... 34 2,3,4,5,7 or 10", or the Spanish "REGLA PENAL VIOLADA
 * APLICADO ... o 10"). Reading stops at the first token that cannot start a row, so trailing text is ignored.
 */
export function parseTable35(flat: string): Table35Row[] {
	const tokens = flat.trim().split(/\s+/u);
	let i = 0;
	while (i < tokens.length && !/^\d/u.test(tokens[i] ?? '')) i++; // the four header words
	const rows: Table35Row[] = [];
	const at = (k: number) => tokens[k] ?? '';
	while (i < tokens.length && /^\d+(?:\.[a-z])?$/u.test(at(i))) {
		const rules = [at(i)];
		i++;
		while (OR_WORDS.has(at(i)) && /^\d+\.[a-z]$/u.test(at(i + 1))) {
			rules.push(at(i + 1));
			i += 2;
		}
		if (at(i).startsWith('(')) {
			const words: string[] = [];
			while (i < tokens.length) {
				words.push(at(i));
				i++;
				if (words[words.length - 1]?.endsWith(')')) break;
			}
			rows.push({ rules, penalties: [], note: words.join(' ') });
			continue;
		}
		const penalties: string[] = [];
		const raw: string[] = [];
		let spaced = false;
		while (/^[\d,]+$/u.test(at(i))) {
			const tok = at(i);
			penalties.push(...tok.split(',').filter((x) => x !== ''));
			raw.push(tok);
			i++;
			if (tok.endsWith(',')) {
				spaced = true;
				continue;
			}
			if (OR_WORDS.has(at(i)) && /^\d+$/u.test(at(i + 1))) {
				penalties.push(at(i + 1));
				i += 2;
			}
			break;
		}
		if (penalties.length === 0) break;
		// "5, 9": a comma and a space, without "or", is kept as written.
		rows.push(spaced ? { rules, penalties, written: raw.join(' ') } : { rules, penalties });
	}
	return rows;
}
