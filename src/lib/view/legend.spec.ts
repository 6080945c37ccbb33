import { describe, expect, it } from 'vitest';
import { computeSetup, standardLineup } from '$lib/geometry';
import { legendEntries } from './legend';

const kinds = (penalty: string, venue: 'field' | 'arena', showFoul = false) => {
	const setup = computeSetup({ venue, penalty });
	return legendEntries(setup, standardLineup(setup), 'en', { showFoul }).map((e) => e.kind);
};

describe('legendEntries', () => {
	it.each([
		['field', '2', ['fouling', 'fouled', 'fouling-zone', 'hitter-fouled', 'ball', 'line', 'posts', 'symbols']],
		['arena', '4', ['fouling', 'fouled', 'dd', 'ball', 'exclusion', 'line', 'posts', 'symbols']],
		['arena', '5a', ['fouling', 'fouled', 'ball', 'exclusion', 'row', 'posts', 'symbols']]
	] as const)('%s %s: names the marks its setup uses', (venue, penalty, want) => {
		const got = kinds(penalty, venue);
		for (const k of want) expect(got).toContain(k);
		expect(new Set(got).size).toBe(got.length);
	});

	it('says the markers are symbols, not to scale, on every legend', () => {
		for (const [venue, penalty] of [['field', '5b'], ['arena', '2']] as const) expect(kinds(penalty, venue).at(-1)).toBe('symbols');
	});

	it('names each team by the colour it is drawn in, or the name the words give it', () => {
		const setup = computeSetup({ venue: 'field', penalty: '4' });
		const lineup = standardLineup(setup);
		const text = (o: Parameters<typeof legendEntries>[3], kind: string) => legendEntries(setup, lineup, 'en', o).find((x) => x.kind === kind)!.text;
		expect(text({}, 'fouling')).toMatch(/Red$/);
		expect(text({}, 'fouled')).toMatch(/Blue$/);
		expect(text({ colours: { fouling: 'blue', fouled: 'red' } }, 'fouling')).toMatch(/Blue$/);
		expect(text({ names: { fouled: 'Palermo' } }, 'fouled')).toMatch(/Palermo$/);
		expect(legendEntries(setup, lineup, 'fr').find((x) => x.kind === 'fouling')!.text).toMatch(/Rouge$/);
	});

	it.each([
		['en', '30 yd'],
		['fr', '30\u202Fyd'],
		['es', '30\u00A0yd']
	] as const)('the circles’ radius in %s is worded in the language (%s), not the geometry’s English label', (locale, words) => {
		const setup = computeSetup({ venue: 'field', penalty: '5b' });
		const text = legendEntries(setup, standardLineup(setup), locale).find((x) => x.kind === 'exclusion')!.text;
		expect(text).toContain(words);
		if (locale !== 'en') expect(text).not.toContain('30 yd');
	});

	it('shows the foul spot only where it is drawn apart from the ball', () => {
		expect(kinds('5a', 'field', true)).toContain('foul');
		expect(kinds('2', 'field', false)).not.toContain('foul');
	});

	it('is in the language asked for', () => {
		const setup = computeSetup({ venue: 'field', penalty: '2' });
		const fr = legendEntries(setup, standardLineup(setup), 'fr');
		const en = legendEntries(setup, standardLineup(setup), 'en');
		expect(fr.find((x) => x.kind === 'symbols')!.text).not.toBe(en.find((x) => x.kind === 'symbols')!.text);
	});
});
