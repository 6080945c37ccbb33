import { describe, expect, it } from 'vitest';
import { phaseLabel } from './labels';
import type { PhaseName } from './types';

describe('phaseLabel', () => {
	// Each name worded in French and Spanish from what the phase is: the English label, garbled here,
	// is never read (it is only what the English page shows).
	const cases: PhaseName[] = ['foul', 'safety', 'penalty', 'play-on', 'new-hit'];
	it.each(cases)('%s', (name) => {
		const fr = phaseLabel({ name, label: 'zzz' }, 'fr');
		const es = phaseLabel({ name, label: 'zzz' }, 'es');
		expect(fr).not.toBe('zzz');
		expect(es).not.toBe('zzz');
		// The same words whatever the English label says.
		expect(phaseLabel({ name, label: 'The safety' }, 'fr')).toBe(fr);
		expect(phaseLabel({ name, label: 'Play on' }, 'es')).toBe(es);
	});

	it('gives each name its own words, in each language', () => {
		for (const locale of ['fr', 'es'] as const) {
			const names: PhaseName[] = ['foul', 'safety', 'penalty', 'whistle', 'lineup', 'play', 'rebound', 'new-hit', 'play-on'];
			const words = names.map((name) => phaseLabel({ name, label: 'x' }, locale));
			expect(new Set(words).size, words.join(' | ')).toBe(names.length);
		}
	});

	it('English is the timeline’s own label', () => {
		expect(phaseLabel({ name: 'safety', label: 'The safety' }, 'en')).toBe('The safety');
	});
});
