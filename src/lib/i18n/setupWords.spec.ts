/*
 * The geometry's English words (title, summary, adjustments, advice, re-hit, outcome, errors) in French
 * and Spanish from the setup's data: English unchanged, every other language worded for every penalty
 * and option, with the same numbers and no placeholder left.
 */
import { describe, expect, it } from 'vitest';
import { computeSetup, getVenue, GeometryError, penaltyIds, type Setup, type SetupOptions, type VenueKind } from '$lib/geometry';
import { adjustmentWords, awardGoals, geometryErrorWords, outcomeWords, rehitWords, setupSummary, setupTitle, warningWords } from './setupWords';

const LOCALES = ['en', 'fr', 'es'] as const;
const OTHERS = ['fr', 'es'] as const;
const numbers = (s: string) => (s.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace(',', '.')).sort();

/** Every penalty on both venues, with each option it offers. */
function setups(): Setup[] {
	const out: Setup[] = [];
	const variants: { kind: VenueKind; id: string; options: SetupOptions; foul?: { x: number; y: number }; preset?: string }[] = [];
	for (const kind of ['field', 'arena'] as const) for (const id of penaltyIds(kind)) variants.push({ kind, id, options: {} });
	variants.push(
		{ kind: 'field', id: '2', options: { from: 'spot' }, foul: { x: 50, y: 10 } },
		{ kind: 'field', id: '3', options: { defended: true } },
		{ kind: 'field', id: '5a', options: {}, preset: 'unboarded' },
		{ kind: 'arena', id: '2', options: { from: 'spot' }, foul: { x: 10, y: 6 } },
		{ kind: 'arena', id: '2', options: { alternativeRule9: true }, foul: { x: 40, y: 5 } },
		{ kind: 'arena', id: '3', options: { alternativeRule9: true }, foul: { x: 40, y: 5 } },
		...(['2', '3', '4', '5a', '5b'] as const).flatMap((original) => [
			{ kind: 'arena' as const, id: '6a', options: { original } },
			{ kind: 'arena' as const, id: '6d', options: { original } }
		]),
		{ kind: 'arena', id: '6b', options: { original: '3' } },
		{ kind: 'arena', id: '6c', options: { original: '5a' }, foul: { x: 70, y: 5 } }
	);
	for (const v of variants) out.push(computeSetup({ venue: getVenue(v.kind, v.preset), penalty: v.id, options: v.options, ...(v.foul ? { foul: v.foul } : {}) }));
	return out;
}

describe('setup words', () => {
	const all = setups();

	it('English is the geometry’s own words', () => {
		for (const s of all) {
			expect(setupTitle(s, 'en')).toBe(s.title);
			expect(setupSummary(s, 'en')).toBe(s.summary);
			if (s.rehit) expect(rehitWords(s, 'en')).toBe(s.rehit.message);
			if (s.outcome) expect(outcomeWords(s, 'en')).toBe(s.outcome.text);
		}
	});

	for (const locale of OTHERS) {
		it(`${locale}: every title, summary, re-hit and outcome is worded, with the geometry's numbers`, () => {
			for (const s of all) {
				const what = `${s.venue.kind} ${s.penalty} ${JSON.stringify(s.options)}`;
				for (const text of [setupTitle(s, locale), setupSummary(s, locale), rehitWords(s, locale), s.outcome ? outcomeWords(s, locale) : '']) {
					expect(text, what).not.toMatch(/[{}]/);
					expect(text, what).not.toMatch(/\b(the|from|team|must)\b/);
				}
				expect(setupSummary(s, locale), what).not.toBe(s.summary);
				// Every number the translated summary gives is one the geometry's summary gives (and 6.a/6.d's original).
				const geometry = new Set(numbers(`${s.summary} ${s.title}`));
				for (const n of numbers(setupSummary(s, locale))) expect(geometry.has(n), `${what}: ${n}`).toBe(true);
				if (s.rehit) expect(numbers(rehitWords(s, locale))).toEqual(numbers(s.rehit.message));
			}
		});
	}

	it('adjustments and advice carry the same numbers in every language', () => {
		const cases = [
			computeSetup({ venue: 'field', penalty: '5a', foul: { x: 40, y: 79 } }),
			computeSetup({ venue: getVenue('field', 'unboarded'), penalty: '5a', foul: { x: 100, y: 98.5 } }),
			computeSetup({ venue: 'field', penalty: '6', foul: { x: 0, y: 70 } }),
			computeSetup({ venue: 'arena', penalty: '5a', foul: { x: 10, y: 23 } }),
			computeSetup({ venue: 'arena', penalty: '5a', foul: { x: 50, y: 24 } }),
			computeSetup({ venue: 'arena', penalty: '2', options: { alternativeRule9: true }, foul: { x: 40, y: 24.5 } }),
			computeSetup({ venue: 'arena', penalty: '6c', options: { original: '5a' }, foul: { x: 80, y: 5 } })
		];
		let seen = 0;
		for (const s of cases) {
			expect(s.adjustments.length + s.warnings.length, `${s.venue.kind} ${s.penalty}`).toBeGreaterThan(0);
			for (const a of s.adjustments) {
				expect(adjustmentWords(s, a, 'en')).toBe(a.message);
				for (const locale of OTHERS) {
					const t = adjustmentWords(s, a, locale);
					expect(t).not.toMatch(/[{}]/);
					expect(numbers(t), `${locale}: ${t} / ${a.message}`).toEqual(numbers(a.message));
					seen++;
				}
			}
			for (const w of s.warnings) {
				expect(warningWords(s, w, 'en')).toBe(w.message);
				for (const locale of OTHERS) expect(numbers(warningWords(s, w, locale))).toEqual(numbers(w.message));
			}
		}
		expect(seen).toBeGreaterThan(8);
	});

	it('award goals and geometry errors', () => {
		expect(awardGoals({ goals: '1 or 2' }, 'en')).toBe('1 or 2');
		expect(awardGoals({ goals: '1 or 2' }, 'fr')).toBe('1 ou 2');
		expect(awardGoals({ goals: '1' }, 'es')).toBe('1');
		const errors = [
			new GeometryError('option-not-applicable', 'The option "from" does not apply to field Penalty 4', { option: 'from', penalty: '4' }),
			new GeometryError('foul-outside-venue', 'x', { foul: { x: 400.5, y: 2 } }),
			new GeometryError('no-legal-position', 'x', {}),
			new GeometryError('unknown-preset', 'x', { kind: 'field', preset: 'huge' }),
			new GeometryError('invalid-venue-size', 'x', { kind: 'arena', key: 'width', value: 500, min: 10, max: 60 }),
			new GeometryError('invalid-number', 'x', {})
		];
		for (const e of errors) {
			expect(geometryErrorWords(e, 'en')).toBe(e.message);
			for (const locale of LOCALES.filter((l) => l !== 'en')) {
				const t = geometryErrorWords(e, locale);
				expect(t).not.toMatch(/[{}]/);
				expect(t).not.toBe(e.message);
			}
		}
		expect(geometryErrorWords(errors[1]!, 'fr')).toContain('400,5');
		expect(geometryErrorWords(errors[4]!, 'es')).toMatch(/ancho.*10.*60.*500/);
	});
});
