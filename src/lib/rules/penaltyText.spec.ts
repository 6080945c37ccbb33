import { describe, expect, it } from 'vitest';
import { passagesFor, penaltyIds } from './index';
import { penaltyRuleText } from './penaltyText';

describe('penaltyRuleText', () => {
	it('gives only the penalty’s passages, in the language, with the English original beside a translation', () => {
		const fr = penaltyRuleText('field', '5a', 'fr');
		const own = passagesFor('field', '5a');
		expect(fr.lang).toBe('fr');
		expect(fr.passages.map((p) => p.id)).toEqual(own.map((p) => p.id));
		expect(fr.passages[0]!.text).toBe(own[0]!.fr);
		expect(fr.passages[0]!.original).toBe(own[0]!.en);
	});

	it('in English carries no second copy of the text', () => {
		for (const p of penaltyRuleText('arena', '2', 'en').passages) {
			expect(p.original).toBeUndefined();
			expect(p.siteTranslation).toBe(false);
			expect(p.headingLang).toBe('en');
		}
	});

	it('uses the heading the caller gives in the language, else the English one', () => {
		const es = penaltyRuleText('field', '7', 'es', (id) => (id === 'rule37-p7' ? { text: 'Penal 7', lang: 'es' } : undefined));
		expect(es.passages.find((p) => p.id === 'rule37-p7')).toMatchObject({ heading: 'Penal 7', headingLang: 'es' });
		expect(es.passages.find((p) => p.id !== 'rule37-p7')?.headingLang).toBe('en');
	});

	it('has text for every penalty of both venues', () => {
		for (const venue of ['field', 'arena'] as const) {
			for (const id of penaltyIds[venue]) {
				const t = penaltyRuleText(venue, id, 'es');
				expect(t.passages.length, `${venue} ${id}`).toBeGreaterThan(0);
				for (const p of t.passages) expect(p.text.length).toBeGreaterThan(0);
			}
		}
	});
});
