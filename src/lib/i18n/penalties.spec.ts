/*
 * The penalty titles and summaries of messages/*.json against the geometry module's English originals:
 * every penalty has both in every language, and the numbers (yards, penalty numbers, rules) agree.
 */
import { describe, expect, it } from 'vitest';
import { computeSetup, getVenue, PENALTY_TITLES, penaltyIds, type VenueKind } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import { penaltySummary, penaltyTitle } from './penalties';

const numbers = (s: string) => (s.match(/\d+/g) ?? []).sort();
const KINDS: VenueKind[] = ['field', 'arena'];
const LOCALES = ['en', 'fr', 'es'] as const;

describe('penalty titles and summaries', () => {
	it('English titles are the geometry module’s, as the English messages say them word for word, and each language gives the same numbers', () => {
		for (const kind of KINDS) {
			for (const id of penaltyIds(kind)) {
				expect(penaltyTitle(kind, id, 'en'), `${kind} ${id}`).toBe(PENALTY_TITLES[kind][id]);
				// penaltyTitle gives English pages the geometry's titles: the messages translators read must be the same words.
				const message = (m as unknown as Record<string, (i: object, o: { locale: string }) => string>)[`title_${kind}_${id}`];
				expect(message?.({}, { locale: 'en' }), `title_${kind}_${id}`).toBe(PENALTY_TITLES[kind][id]);
				for (const locale of LOCALES) expect(numbers(penaltyTitle(kind, id, locale)), `${kind} ${id} ${locale}`).toEqual(numbers(PENALTY_TITLES[kind][id]!));
			}
		}
		expect(penaltyTitle('field', '2', 'fr')).toMatch(/^Pénalité 2 : /);
		expect(penaltyTitle('arena', '5a', 'es')).toMatch(/^Penal 5\.a: /);
	});

	it('every summary says no number the geometry’s summary of the default state does not, in each language alike', () => {
		for (const kind of KINDS) {
			const venue = getVenue(kind);
			for (const id of penaltyIds(kind)) {
				const setup = computeSetup({ venue, penalty: id });
				const original = setup.options.original ?? undefined;
				const en = penaltySummary(kind, id, { original, locale: 'en' });
				expect(en.length, `${kind} ${id}`).toBeGreaterThan(10);
				const geometry = new Set(numbers(setup.summary));
				for (const n of numbers(en)) expect(geometry.has(n), `${kind} ${id}: ${n} in "${en}" vs "${setup.summary}"`).toBe(true);
				for (const locale of LOCALES) expect(numbers(penaltySummary(kind, id, { original, locale })), `${kind} ${id} ${locale}`).toEqual(numbers(en));
			}
		}
	});
});
