import { describe, expect, it } from 'vitest';
import { computeSetup } from '$lib/geometry';
import { decodePositions } from '$lib/url/positions';
import { parseState } from '$lib/url/parseState';
import { drillSearch, drillSlide, type DrillSetup } from './drillSlide';

const base: DrillSetup = { kind: 'field', penalty: '2', foul: { x: 24.3, y: -14 }, options: { from: 'spot' }, players: [] };

describe('drillSearch', () => {
	it.each([
		['no players', base, '?foul=24.3,-14&from=spot'],
		['players', { ...base, players: [{ team: 'fouling', number: 2, x: 40, y: 10.25 }, { team: 'fouled', number: 1, x: 30, y: -5 }] }, '?foul=24.3,-14&from=spot&pos=r2:40,10.3;b1:30,-5'],
		['arena options', { ...base, kind: 'arena', penalty: '6b', options: { original: '3' } }, '?foul=24.3,-14&orig=3']
	] as const)('%s', (_name, d, search) => {
		expect(drillSearch(d)).toBe(search);
	});
	it("reads back as the setup and players the drill had", () => {
		const d: DrillSetup = { kind: 'arena', penalty: '2', foul: { x: 40, y: 5 }, options: { alternativeRule9: true }, players: [{ team: 'fouled', number: 3, x: 50, y: 0 }] };
		const q = new URLSearchParams(drillSearch(d).slice(1));
		const { state, notices } = parseState('arena', '2', q);
		expect(notices).toEqual([]);
		expect(state.foul).toEqual(d.foul);
		expect(state.alternativeRule9).toBe(true);
		expect(decodePositions(q.get('pos')).positions.map(({ team, number, x, y }) => ({ team, number, x, y }))).toEqual(d.players);
		expect(computeSetup({ venue: 'arena', penalty: '2', foul: state.foul, options: { alternativeRule9: true } }).placement).toBe(true);
	});
});

describe('drillSlide', () => {
	it("a penalty slide of the drill's venue and penalty, with its query", () => {
		expect(drillSlide(base, 'k1')).toEqual({ key: 'k1', venue: 'field', penalty: '2', scenario: null, search: '?foul=24.3,-14&from=spot', title: '', notes: '' });
	});
});
