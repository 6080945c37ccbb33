import { describe, expect, it } from 'vitest';
import { scenarioColours } from './colours';
import { scenarios } from './scenarios';

describe('scenarioColours', () => {
	it.each([
		[{ fouling: 'Red', fouled: 'Blue' }, { fouling: 'red', fouled: 'blue' }],
		[{ fouling: 'Blue', fouled: 'Red' }, { fouling: 'blue', fouled: 'red' }],
		[{ fouling: 'White', fouled: 'Red' }, { fouling: 'blue', fouled: 'red' }],
		[{ fouling: 'Blue', fouled: 'White' }, { fouling: 'blue', fouled: 'red' }],
		[{ fouling: 'White', fouled: 'Blue' }, { fouling: 'red', fouled: 'blue' }]
	] as const)('%o -> %o', (teams, colours) => {
		expect(scenarioColours(teams)).toEqual(colours);
	});

	it('draws every named team of every example in the colour its name says', () => {
		for (const s of scenarios) {
			const c = scenarioColours(s.teams);
			for (const role of ['fouling', 'fouled'] as const) {
				const name = s.teams[role];
				if (name !== 'White') expect(c[role], `${s.id} ${role}`).toBe(name.toLowerCase());
			}
			// Each labelled player ("Red #4") in the colour of the word that starts its label.
			for (const p of s.people ?? []) {
				const word = /^(Red|Blue)\b/.exec(p.label)?.[1];
				if (word) expect(c[p.team], `${s.id} ${p.label}`).toBe(word.toLowerCase());
			}
		}
	});
});
