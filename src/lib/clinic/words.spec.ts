import { describe, expect, it } from 'vitest';
import { computeSetup } from '$lib/geometry';
import { passagesFor } from '$lib/rules';
import { awardText, citeRef, passageHeading, setupMessages, setupSummary, setupTitle } from './words';

describe('setup words for the deck, the handouts and the embed', () => {
	it("English is the geometry's own text", () => {
		const s = computeSetup({ venue: 'field', penalty: '5a' });
		expect(setupTitle(s, 'en')).toBe(s.title);
		expect(setupSummary(s, 'en')).toBe(s.summary);
		expect(setupMessages(s, 'en')).toEqual(s.adjustments.map((a) => a.message));
		const out = computeSetup({ venue: 'field', penalty: '9' });
		expect(setupSummary(out, 'en')).toBe(out.outcome!.text);
	});
	it('French and Spanish are worded, with the rulebook names', () => {
		const s = computeSetup({ venue: 'arena', penalty: '2' });
		expect(setupTitle(s, 'fr')).toMatch(/^Pénalité 2 :/);
		expect(setupTitle(s, 'es')).toMatch(/^Penal 2:/);
		expect(setupSummary(s, 'es')).not.toBe(s.summary);
		expect(citeRef({ ref: 'Rule 37, Penalty 5.a', rule: 'rule37', penalty: '5a' }, 'fr')).toBe('Règle 37, Pénalité 5.a');
		const moved = computeSetup({ venue: 'field', penalty: '5a' });
		const [fr] = setupMessages(moved, 'fr');
		expect(fr).toBeTruthy();
		expect(fr).not.toBe(moved.adjustments[0]!.message);
	});
	it('the goal award banner in each language', () => {
		const s = computeSetup({ venue: 'arena', penalty: '1' });
		expect(awardText(s, 'en')).toBe('Goal awarded: 1 or 2 to the fouled team; play restarts with a Penalty 5.b, shown here.');
		expect(awardText(s, 'fr')).toContain('Pénalité 5.b');
		expect(awardText(s, 'es')).toContain('Penal 5.b');
		expect(awardText(computeSetup({ venue: 'arena', penalty: '2' }), 'fr')).toBe('');
	});
	it("a penalty's own passage takes the translated title; other headings (2b, 2c) their own translation", () => {
		const [own, ...rest] = passagesFor('field', '2');
		expect(passageHeading(own!, 'field', 'fr')).toEqual({ text: setupTitle(computeSetup({ venue: 'field', penalty: '2' }), 'fr'), lang: 'fr' });
		expect(passageHeading(own!, 'field', 'en')).toEqual({ text: own!.heading, lang: 'en' });
		expect(rest.map((p) => p.id)).toEqual(['rule37-p2b', 'rule37-p2c']);
		for (const p of rest) expect(passageHeading(p, 'field', 'es').lang).toBe('es');
		expect(passageHeading(rest[0]!, 'field', 'fr').text).toBe('Pénalité 2b : le but empêché compte');
		// Without its id a heading cannot be looked up: English, marked so.
		expect(passageHeading({ heading: rest[0]!.heading, penalty: '2', clause: 'b' }, 'field', 'fr').lang).toBe('en');
	});
});
