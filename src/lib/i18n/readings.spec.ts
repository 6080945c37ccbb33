/*
 * The "Drawn as" readings: worded for people in every language, keyed by the id the geometry gives each.
 */
import { describe, expect, it } from 'vitest';
import { ARENA_CITATIONS, computeSetup, FIELD_CITATIONS, getVenue, hasPlacement, penaltyIds, READINGS, RULE35_5A, type Citation } from '$lib/geometry';
import { READING_MESSAGES, readingWords } from './readings';

const numbers = (s: string) => (s.match(/\d+(?:\.\d+)?/g) ?? []).sort();
/** What a formula looks like: none of it may reach a reader. */
const FORMULA = /x\s*[<>]=?|[<>]=|ball\.x|\by\s*=|\[-?\d+, ?\+?\d+\]/;

const allCitations: Citation[] = [...Object.values(FIELD_CITATIONS), ...Object.values(ARENA_CITATIONS), RULE35_5A];
/** Every citation a setup shows in its notes, for every penalty with its options. */
function shownCitations(): Citation[] {
	const out: Citation[] = [];
	for (const kind of ['field', 'arena'] as const) {
		for (const id of penaltyIds(kind)) {
			const opts = kind === 'arena' && (id === '6c' || id === '6a') ? [{ original: '5a' as const }, {}] : kind === 'arena' && id === '2' ? [{}, { alternativeRule9: true }] : [{}];
			for (const options of opts) {
				const foul = options && 'alternativeRule9' in options ? { x: 40, y: 5 } : undefined;
				const s = computeSetup({ venue: getVenue(kind), penalty: id, ...(foul ? { foul } : {}), options });
				out.push(...s.notes, ...s.citations, ...s.warnings.map((w) => w.citation));
				if (hasPlacement(kind, id)) out.push(...s.constraints.map((c) => c.citation));
			}
		}
	}
	return out;
}

describe('readings', () => {
	it('every reading has an id and a message in each language', () => {
		for (const r of Object.values(READINGS)) {
			expect(READING_MESSAGES[r.id], r.id).toBeDefined();
			expect(READING_MESSAGES[r.id]!({}, { locale: 'en' }), r.id).toBe(r.en);
		}
		expect(Object.keys(READING_MESSAGES).sort()).toEqual(Object.values(READINGS).map((r) => r.id).sort());
	});

	it('every citation with a reading names it by id', () => {
		for (const c of [...allCitations, ...shownCitations()]) if (c.reading) expect(c.readingId, c.reading).toBeDefined();
	});

	it.each(Object.values(READINGS).map((r) => [r.id, r] as const))('%s is words, not a formula, in en, fr and es, with the same numbers', (_id, r) => {
		const en = readingWords({ reading: r.en, readingId: r.id }, 'en')!;
		expect(en).not.toMatch(FORMULA);
		for (const locale of ['fr', 'es'] as const) {
			const t = readingWords({ reading: r.en, readingId: r.id }, locale)!;
			expect(t, locale).not.toBe(en);
			expect(t, locale).not.toMatch(FORMULA);
			expect(numbers(t), `${r.id} ${locale}`).toEqual(numbers(en));
		}
	});

	it('a citation without a reading has none to show', () => {
		expect(readingWords(FIELD_CITATIONS.p2Ball, 'fr')).toBeNull();
	});
});
