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
	it('every reading has a message in each language, and every message a reading', () => {
		for (const id of Object.values(READINGS)) {
			expect(READING_MESSAGES[id], id).toBeDefined();
			for (const locale of ['en', 'fr', 'es'] as const) expect(READING_MESSAGES[id]!({}, { locale }).length, `${id} ${locale}`).toBeGreaterThan(20);
		}
		expect(Object.keys(READING_MESSAGES).sort()).toEqual(Object.values(READINGS).sort());
	});

	it('every reading a citation names is one of READINGS', () => {
		const known = new Set<string>(Object.values(READINGS));
		for (const c of [...allCitations, ...shownCitations()]) if (c.readingId) expect(known.has(c.readingId), c.readingId).toBe(true);
	});

	it.each(Object.values(READINGS).map((id) => [id] as const))('%s is words, not a formula, in en, fr and es, with the same numbers', (id) => {
		const en = readingWords(id, 'en')!;
		expect(en).not.toMatch(FORMULA);
		for (const locale of ['fr', 'es'] as const) {
			const t = readingWords(id, locale)!;
			expect(t, locale).not.toBe(en);
			expect(t, locale).not.toMatch(FORMULA);
			expect(numbers(t), `${id} ${locale}`).toEqual(numbers(en));
		}
	});

	it('a citation without a reading has none to show', () => {
		expect(readingWords(FIELD_CITATIONS.p2Ball.readingId, 'fr')).toBeNull();
	});
});
