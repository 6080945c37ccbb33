import { describe, expect, it } from 'vitest';
import { computeSetup, getVenue, standardLineup } from '$lib/geometry';
import { describeSetup, goalTeams, playArea } from './describe';

describe('describeSetup', () => {
	it('says the venue, the penalty, the ball and where each team must be', () => {
		const setup = computeSetup({ venue: 'field', penalty: '5a', foul: { x: 120, y: 78 } });
		const { title, desc } = describeSetup(setup, standardLineup(setup));
		expect(title).toContain('Outdoor field, 300 by 160 yd');
		expect(title).toContain(setup.title);
		expect(desc).toContain(setup.summary);
		expect(desc).toContain(`(${setup.ball!.x}, ${setup.ball!.y}) yd`);
		expect(desc).toContain(setup.adjustments[0]!.message);
		expect(desc).toContain('The fouled team may stand anywhere');
		expect(desc).toContain('Fouling team players');
	});
});

describe('goalTeams', () => {
	it('the fouling team defends the goal the hitter attacks', () => {
		const s = computeSetup({ venue: 'field', penalty: '2' });
		expect(goalTeams(s)).toEqual([
			{ x: 0, team: 'fouling' },
			{ x: 300, team: 'fouled' }
		]);
		const p1 = computeSetup({ venue: 'field', penalty: '1' });
		expect(goalTeams(p1)[0]).toEqual({ x: 300, team: 'fouling' });
		expect(goalTeams(computeSetup({ venue: 'field', penalty: '9' }))).toEqual([]);
	});
});

describe('playArea', () => {
	it('holds the ball and every player, inside the venue', () => {
		for (const kind of ['field', 'arena'] as const) {
			const venue = getVenue(kind);
			for (const penalty of ['2', '5a']) {
				const s = computeSetup({ venue, penalty });
				const players = standardLineup(s);
				const a = playArea(s, players);
				for (const p of [s.ball!, ...players]) {
					expect(p.x).toBeGreaterThanOrEqual(a.minX);
					expect(p.x).toBeLessThanOrEqual(a.maxX);
					expect(p.y).toBeGreaterThanOrEqual(a.minY);
					expect(p.y).toBeLessThanOrEqual(a.maxY);
				}
				expect(a.minX).toBeGreaterThanOrEqual(venue.surround.minX);
				expect(a.maxY).toBeLessThanOrEqual(venue.surround.maxY);
			}
		}
	});
});
