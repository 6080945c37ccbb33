/*
 * Every violation code worded in every language: English is the geometry's own sentence, French and
 * Spanish carry the same numbers (with a decimal comma), leave no {placeholder} and are not English.
 */
import { describe, expect, it } from 'vitest';
import { checkPosition, computeSetup, english, yd, type Detail, type Landmark } from '$lib/geometry';
import { detailWords, violationWords } from './violations';
import { citationRef, ydIn } from './format';

const LOCALES = ['en', 'fr', 'es'] as const;
const LANDMARKS: Landmark[] = [
	{ key: 'back-line' },
	{ key: 'yard-line', yards: 30 },
	{ key: 'ball' },
	{ key: 'point-of-hit' },
	{ key: 'goal' },
	{ key: 'safety-zone' },
	{ key: 'arena-walls' },
	{ key: 'inner-line', yards: 5 }
];

/** One detail of each code, and of each landmark and subject where the code takes one. */
const DETAILS: Detail[] = [
	...LANDMARKS.flatMap((line): Detail[] => [
		{ code: 'in-front-of-line', d: 12.34, line, who: 'fouling', need: 'behind' },
		{ code: 'in-front-of-line', d: 3.06, line, who: 'every', need: 'between-ball-and-goal' },
		{ code: 'too-close', d: 24.61, r: 30, from: line, who: 'fouling' },
		{ code: 'outside-area', d: 1.25, area: line, who: 'every' }
	]),
	{ code: 'too-close', d: 2.2, r: 5, from: { key: 'ball' }, who: 'designated-defender' },
	{ code: 'too-close', d: 2.2, r: 5, from: { key: 'ball' }, who: 'fouled' },
	{ code: 'in-goal', d: 1.7, who: 'fouling' },
	{ code: 'off-end-wall', d: 7.31, band: 2 },
	{ code: 'wrong-side-of-goal' },
	{ code: 'in-front-of-goal' },
	{ code: 'near-goal-edge', d: 4.4, need: 10, corner: false },
	{ code: 'near-goal-edge', d: 4.4, need: 8.3, corner: true },
	{ code: 'outside-goal-arc', d: 6.66, r: 5 },
	{ code: 'in-right-of-way', d: 9.95, r: 16 }
];

/** The numbers a detail carries, as the geometry writes them (one decimal). */
function numbersOf(d: Detail): number[] {
	const out: number[] = [];
	for (const [k, v] of Object.entries(d)) if (typeof v === 'number' && !(d.code === 'near-goal-edge' && d.corner && k === 'need')) out.push(v);
	return out;
}

describe('violation words', () => {
	it('covers every code of the geometry', () => {
		const codes = new Set(DETAILS.map((d) => d.code));
		expect([...codes].sort()).toEqual(
			['in-front-of-line', 'too-close', 'in-goal', 'outside-area', 'off-end-wall', 'wrong-side-of-goal', 'in-front-of-goal', 'near-goal-edge', 'outside-goal-arc', 'in-right-of-way'].sort()
		);
	});

	it('English is the geometry’s sentence, word for word', () => {
		for (const d of DETAILS) expect(detailWords(d, 'en')).toBe(english(d));
	});

	for (const locale of LOCALES) {
		it(`${locale}: every code has its numbers, no placeholder left, and reads differently from English`, () => {
			for (const d of DETAILS) {
				const s = detailWords(d, locale);
				expect(s, JSON.stringify(d)).not.toMatch(/[{}]/);
				expect(s.length).toBeGreaterThan(10);
				for (const n of numbersOf(d)) expect(s, `${locale} ${JSON.stringify(d)}`).toContain(ydIn(n, locale));
				if (locale !== 'en') {
					expect(s).not.toBe(english(d));
					expect(s).not.toMatch(/\b(the|must|from|yards? line)\b/);
				}
			}
		});
	}

	it('a real violation in each language: name, numbers, rule', () => {
		const setup = computeSetup({ venue: 'field', penalty: '5a', foul: { x: 110, y: 40 } });
		const v = checkPosition(setup, { team: 'fouling', role: 'player' }, { x: 120, y: 20 }).violations.find((x) => x.detail.code === 'too-close')!;
		expect(violationWords('Red 3', v, 'en')).toBe(`Red 3 is ${v.message}`);
		expect(violationWords('Red 3', v, 'en')).toMatch(/^Red 3 is \d+\.\d yd from the ball; the fouling team must be at least 30\.0 yd away$/);
		const d = yd((v.detail as { d: number }).d).replace('.', ',');
		expect(violationWords('Rouge 3', v, 'fr')).toBe(`Rouge 3 est à ${d} yd de la balle ; l'équipe fautive doit être à au moins 30,0 yd`);
		expect(violationWords('Rojo 3', v, 'es')).toBe(`Rojo 3 está a ${d} yd de la bocha; el equipo infractor debe estar al menos a 30,0 yd`);
		expect(citationRef(v.citation, 'en')).toBe('Rule 37, Penalty 5.a');
		expect(citationRef(v.citation, 'fr')).toBe('Règle 37, Pénalité 5.a');
		expect(citationRef(v.citation, 'es')).toBe('Regla 37, Penal 5.a');
	});

	it('arena references and the venue bounds', () => {
		const setup = computeSetup({ venue: 'arena', penalty: '2' });
		const v = checkPosition(setup, { team: 'fouling', role: 'designated-defender' }, { x: 10, y: 0 }).violations[0]!;
		expect(citationRef(v.citation, 'fr')).toMatch(/^Règle 9 d'arène, Pénalité 2$/);
		expect(citationRef(v.citation, 'es')).toMatch(/^Regla 9 de arena, Penal 2$/);
		expect(citationRef({ ref: 'The arena', rule: 'venue', penalty: null }, 'fr')).toBe("L'arène");
		expect(citationRef({ ref: 'Arena Rule 9, execution of Penalties 2, 3 and 4', rule: 'arena9', penalty: null }, 'es')).toBe('Regla 9 de arena, ejecución de los Penales 2, 3 y 4');
	});
});
