/*
 * diagramWords: every word the diagram draws, from typed values (a kind, a number of yards), in the
 * page's language. English as the site has always drawn it; French and Spanish with a decimal comma
 * and a no-break space before 'yd' (U+202F in French, U+00A0 in Spanish).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locale } from '$lib/paraglide/runtime';
import { diagramWords, type FoulLabel } from './words';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('foulLabel', () => {
	it.each([
		['en', 'foul', 'foul'],
		['en', 'crossed-here', 'crossed here'],
		['en', 'throw-in', 'throw-in'],
		['fr', 'foul', 'faute'],
		['fr', 'crossed-here', 'sortie ici'],
		['fr', 'throw-in', 'balle lancée'],
		['es', 'foul', 'lugar del foul'],
		['es', 'crossed-here', 'cruzó aquí'],
		['es', 'throw-in', 'bocha lanzada']
	] as const satisfies readonly (readonly [Locale, FoulLabel, string])[])('foulLabel(%s, %s) is %s', (locale, kind, text) => {
		expect(diagramWords(locale).foulLabel(kind)).toBe(text);
	});

	it.each(['en', 'fr', 'es'] as const)('foulLabel(%s, { text }) draws the page’s own words as given, even English ones', (locale) => {
		for (const text of ['foul', 'crossed here', 'el foul']) expect(diagramWords(locale).foulLabel({ text })).toBe(text);
	});
});

describe('yd', () => {
	it.each([
		['en', 30, '30 yd'],
		['en', 12.46, '12.5 yd'],
		['en', -0.01, '0 yd'],
		['fr', 30, `30${NNBSP}yd`],
		['fr', 12.46, `12,5${NNBSP}yd`],
		['es', 15, `15${NBSP}yd`],
		['es', 2.25, `2,3${NBSP}yd`]
	] as const)('yd(%s, %d) is %j', (locale, n, text) => {
		expect(diagramWords(locale).yd(n)).toBe(text);
	});
});

describe('dimension, length, width, goal', () => {
	it.each([
		['en', 3.33, '3.33 yd', 'length 3.33 yd', 'width 3.33 yd', 'goal 3.33 yd'],
		['en', 300, '300 yd', 'length 300 yd', 'width 300 yd', 'goal 300 yd'],
		['en', 1000, '1000 yd', 'length 1000 yd', 'width 1000 yd', 'goal 1000 yd'],
		['fr', 3.33, `3,33${NNBSP}yd`, `longueur 3,33${NNBSP}yd`, `largeur 3,33${NNBSP}yd`, `but 3,33${NNBSP}yd`],
		['fr', 160, `160${NNBSP}yd`, `longueur 160${NNBSP}yd`, `largeur 160${NNBSP}yd`, `but 160${NNBSP}yd`],
		['es', 280.5, `280,5${NBSP}yd`, `largo 280,5${NBSP}yd`, `ancho 280,5${NBSP}yd`, `arco 280,5${NBSP}yd`],
		['es', 8, `8${NBSP}yd`, `largo 8${NBSP}yd`, `ancho 8${NBSP}yd`, `arco 8${NBSP}yd`]
	] as const)('%s %d yd: dimension %j, length %j, width %j, goal %j', (locale, yards, dimension, length, width, goal) => {
		const w = diagramWords(locale);
		expect(w.dimension(yards)).toBe(dimension);
		expect(w.length(yards)).toBe(length);
		expect(w.width(yards)).toBe(width);
		expect(w.goal(yards)).toBe(goal);
	});
});

describe('playerAt', () => {
	it.each([
		['en', 12.5, -3, 'Fouled team, player 1 (hitter): 12.5, -3 yd'],
		['en', 40.12345, -0.0001, 'Fouled team, player 1 (hitter): 40.123, 0 yd'],
		['fr', 12.5, -3, `Équipe ayant subi la faute, joueur 1 (frappeur) : 12,5 ; -3${NNBSP}yd`],
		['es', 0.125, 75, `Equipo que sufrió el foul, jugador 1 (ejecutante): 0,125; 75${NBSP}yd`]
	] as const)('playerAt(%s, %d, %d) is %j', (locale, x, y, text) => {
		const w = diagramWords(locale);
		expect(w.playerAt(w.player('fouled', 1, 'hitter'), x, y)).toBe(text);
	});
});

describe('diagramWords', () => {
	// The words are worded from kinds and numbers: no English text is compared or rewritten into French or Spanish.
	const source = readFileSync(new URL('./words.ts', import.meta.url), 'utf8');
	it.each([
		['a comparison with an English word', /===\s*'(foul|crossed here|throw-in)'/],
		['a regular expression rewriting text', /\.replace\(\s*\//],
		['a rewrite of a decimal point or a unit', /\.replace\(\s*'(\.| yd)'/]
	])('words.ts holds no %s', (_what, pattern) => {
		expect(source).not.toMatch(pattern);
	});
});
