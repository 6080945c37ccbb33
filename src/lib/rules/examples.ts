/*
 * Worked examples, one by one. The seeds print several examples one after another in a single paragraph;
 * those paragraphs stay whole in the passages (kind 'example'). Here they are cut at the sentence where each
 * example begins, in every language, so a page can list them separately. The cut points are the opening words
 * of each example; the tests check that every cut is found, in the same number in all three languages, and that
 * the pieces put back together give the passage text exactly.
 */
import { arena9 } from './arena9';
import { rule35 } from './rule35';
import { rule37 } from './rule37';
import type { Lang, Passage } from './types';

export interface Example {
	/** e.g. 'rule35-p1-examples-2' */
	id: string;
	/** the passage the example is cut from */
	passageId: string;
	/** 1-based position within the passage */
	n: number;
	en: string;
	fr: string;
	es: string;
}

/** The opening words of each example after the first, per passage and language. */
export const exampleStarts: Record<string, Record<Lang, string[]>> = {
	'rule37-p7-examples': {
		en: ['Red #2 is hit in the face'],
		fr: ['Rouge #2 est touché au visage'],
		es: ['Rojo #2 recibe un golpe en la cara']
	},
	'rule35-two-principles-examples': {
		en: ['Red #4 rides to back the ball', 'Blue #2 and Blue #3 sandwich'],
		fr: ['Rouge #4 avance pour dégager', 'Bleu #2 et Bleu #3 prennent'],
		es: ['Rojo #4 avanza para sacar', 'Azul #2 y Azul #3 encierran']
	},
	'rule35-both-teams-examples': {
		en: ['Blue carries the ball down the right boards', 'As Blue #2 hits the ball to goal', 'Red #3 sees Blue #2 ahead', 'A Penalty 2 is announced against Red'],
		fr: ['Bleu porte la balle le long des planches', 'Alors que Bleu #2 frappe la balle', 'Rouge #3 voit Bleu #2 devant', 'Une Pénalité 2 est annoncée contre Rouge'],
		es: ['Azul lleva la bocha a lo largo de las tablas', 'Cuando Azul #2 tira la bocha al arco', 'Rojo #3 ve a Azul #2 adelante', 'Se anuncia un Penal 2 contra Rojo']
	},
	'rule35-p1-examples': {
		en: ['As Blue approaches the goal', 'Red #4 rides Blue #1 wide'],
		fr: ['Alors que Bleu approche du but', 'Rouge #4 pousse Bleu #1'],
		es: ['Cuando Azul se acerca al arco', 'Rojo #4 topa a Azul #1']
	},
	'rule35-p5-examples': {
		en: ['Red clears the ball from goal', 'Blue, carrying the ball 40 yards'],
		fr: ['Rouge dégage la balle du but', 'Bleu, qui porte la balle à 40 yards'],
		es: ['Rojo despeja la bocha del arco', 'Azul, que lleva la bocha a 40 yardas']
	},
	'rule35-severity-examples': {
		en: ['Several members of the Blue Team'],
		fr: ["Plusieurs membres de l'équipe Bleu"],
		es: ['Varios miembros del Equipo Azul']
	},
	'rule35-conduct-examples': {
		en: ['Blue #3 crosses Red #2', 'Blue #3 protests', 'A crossing foul against Blue #3', 'The Umpires call a crossing foul', 'White #3 receives a yellow card'],
		fr: ['Bleu #3 coupe Rouge #2', 'Bleu #3 conteste la décision des arbitres', 'Une faute de coupe est commise', 'Les arbitres sifflent une faute de coupe', 'Blanc #3 reçoit un carton jaune'],
		es: ['Azul #3 cruza a Rojo #2', 'Azul #3 protesta', 'Se produce un foul por cruce', 'Los Umpires marcan un foul por cruce', 'Blanco #3 recibe una tarjeta amarilla']
	},
	'arena9-exec-designated-defender-examples': {
		en: Array(5).fill('Blue is awarded a Penalty 3, and Blue No. 1'),
		fr: Array(5).fill('Bleu se voit accorder une Pénalité 3, et Bleu n° 1'),
		es: Array(5).fill('A Azul se le otorga un Penal 3, y Azul No. 1')
	},
	'arena9-exec-approach-examples': {
		en: ['A Penalty 2 is awarded to the Red Team. Red #1 does not'],
		fr: ["Une Pénalité 2 est accordée à l'équipe Rouge. Rouge #1 ne"],
		es: ['Se otorga un Penal 2 al Equipo Rojo. Rojo #1 no']
	}
};

/**
 * Cut `text` before each of `starts`, in order; each cut must fall at a sentence boundary (after '. ', '.) ',
 * '? ' or '! '). Throws if a start is not found.
 */
export function splitAt(text: string, starts: string[]): string[] {
	const parts: string[] = [];
	let rest = text;
	for (const start of starts) {
		let at = -1;
		let search = 1;
		while (search <= rest.length) {
			const i = rest.indexOf(start, search);
			if (i < 0) break;
			if (/[.!?)”"]\s$/u.test(rest.slice(Math.max(0, i - 2), i))) {
				at = i;
				break;
			}
			search = i + 1;
		}
		if (at < 0) throw new Error(`example start not found at a sentence boundary: "${start}"`);
		parts.push(rest.slice(0, at).trimEnd());
		rest = rest.slice(at);
	}
	parts.push(rest);
	return parts;
}

function examplesOf(p: Passage): Example[] {
	const starts = exampleStarts[p.id];
	const split = (lang: Lang) => (starts ? splitAt(p[lang], starts[lang]) : [p[lang]]);
	const en = split('en');
	const fr = split('fr');
	const es = split('es');
	if (fr.length !== en.length || es.length !== en.length) throw new Error(`${p.id}: languages split into different counts`);
	return en.map((text, i) => ({
		id: `${p.id}-${i + 1}`,
		passageId: p.id,
		n: i + 1,
		en: text,
		fr: fr[i] ?? '',
		es: es[i] ?? ''
	}));
}

/**
 * Every worked example of every rule set, one by one, in seed order. Built by a pure call, so that a
 * bundle that imports this module without reading the examples (the clinic's scenarios, by id) does
 * not carry the three rule sets.
 */
export const examples: Example[] = /* @__PURE__ */ allExamples();

function allExamples(): Example[] {
	return [...rule37, ...rule35, ...arena9].filter((p) => p.kind === 'example').flatMap(examplesOf);
}

/** The examples cut from one passage (a single-example passage gives one). */
export function examplesFor(passageId: string): Example[] {
	return examples.filter((e) => e.passageId === passageId);
}
