/*
 * The defects an independent review found (issue 15), one table-driven test per sentence, each quoting
 * the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { ARENA, FIELD } from './citations';
import { isGeometryError } from './errors';
import { standardLineup } from './lineup';
import { checkPosition, computeSetup, nearestLegal, type SetupInput } from './setup';
import type { Point, Who } from './types';
import { getVenue } from './venue';

const field = getVenue('field');
const unboarded = getVenue('field', 'unboarded');

const F: Who = { team: 'fouling' };
const D: Who = { team: 'fouled' };
const HIT: Who = { team: 'fouled', role: 'hitter' };

interface Probe {
	who: Who;
	p: Point;
	legal: boolean;
	why: string;
}

const probe = (who: Who, x: number, y: number, legal: boolean, why: string): Probe => ({ who, p: { x, y }, legal, why });

const cases: { sentence: string; input: SetupInput; probes: Probe[] }[] = [
	{
		sentence:
			'Rule 37 P5.a: "all members of the fouling team who are not off the field or returning to their proper position must be between the ball and the defended goal" (ball on the back line)',
		input: { venue: field, penalty: '5a', foul: { x: 0, y: 78 } },
		probes: [
			probe(F, 12, 40, false, 'on the field side of a ball on the back line'),
			probe(F, 10, -50, false, '125 yd away but in front of the back line'),
			probe(F, -5, -50, true, 'behind the back line, 125 yd away'),
			probe(F, 0, 40, true, 'on the back line, 35 yd away'),
			probe(F, -10, 60, false, 'behind the line but 18 yd from the ball')
		]
	},
	{
		sentence: 'Rule 37 P4: "All members of the fouling team who are not off the field or returning to their proper position must be behind the 30-yard line"',
		input: { venue: field, penalty: '4' },
		probes: [
			probe(F, 100, 85, true, 'off the field beyond the boards'),
			probe(F, 100, -85, true, 'off the field beyond the other boards'),
			probe(F, 320, 0, true, 'off the field beyond the far back line'),
			probe(F, 100, 79, false, 'on the field, in front of the 30'),
			probe(F, 100, 80, true, 'at the boards: the edge of off the field (a closed set, so a nearest legal point exists)'),
			probe(F, 100, 91, false, 'beyond the safety zone')
		]
	},
	{
		sentence: 'Rule 37 P6: "All members of the fouling team who are not off the field or returning to their proper position must be behind the 30-yard line"',
		input: { venue: unboarded, penalty: '6', foul: { x: 0, y: 60 } },
		probes: [probe(F, 150, -105, true, 'beyond the side line of an unboarded field'), probe(F, 150, -99, false, 'on the field, in front of the 30')]
	},
	{
		sentence: 'Rule 37 P3: "All players of the team fouled are to be behind the 40-yard line unless they are off the field or returning to their proper position."',
		input: { venue: field, penalty: '3' },
		probes: [
			probe(D, 20, 85, true, 'off the field beyond the boards'),
			probe(D, -10, 20, true, 'off the field behind the back line'),
			probe(D, 20, 70, false, 'on the field in front of the 40'),
			probe(HIT, 40, 0, true, 'the hitter at the ball')
		]
	},
	{
		sentence:
			'Rule 37 P3: "All members of the fouling team who are not off the field or returning to their proper position shall be positioned behind the back line, outside of the goal"',
		input: { venue: field, penalty: '3', options: { defended: true } },
		probes: [
			probe(F, 100, 85, true, 'off the field beyond the boards'),
			probe(F, -5, 0, false, 'off the field, but in the goal: "outside of the goal" still binds'),
			probe(F, 1, 30, false, 'on the field')
		]
	},
	{
		sentence: 'Rule 37 P5.a: "No member of the fouling team may be within 30 yards from the ball" on or off the field; off it, the side of the ball does not bind',
		input: { venue: field, penalty: '5a', foul: { x: 150, y: 78 } },
		probes: [
			probe(F, 170, 85, false, 'off the field but 20.6 yd from the ball'),
			probe(F, 185, 86, true, 'off the field, 36.7 yd from the ball, beyond it'),
			probe(F, 185, 70, false, 'on the field, beyond the ball')
		]
	},
	{
		sentence: 'Rule 37 P5.b: "No member of the fouling team may be within 30 yards from the ball, and all members ... who are not off the field ... between the ball and the defended goal"',
		input: { venue: field, penalty: '5b' },
		probes: [probe(F, 200, 85, true, 'off the field beyond the ball, 98 yd away'), probe(F, 200, 75, false, 'on the field beyond the ball')]
	},
	{
		sentence: 'Rule 37 P2: "all of the fouling team shall be positioned behind their back line, outside of the goal" (no off-field exception)',
		input: { venue: field, penalty: '2' },
		probes: [probe(F, 100, 85, false, 'off the field beyond the boards: P2 has no exception')]
	}
];

describe('review defects 1 and 2: the ball on the back line, and players off the field', () => {
	it.each(cases.flatMap((c) => c.probes.map((p) => [c.sentence, p.why, c, p] as const)))('%s: %s', (_s, _w, c, pr) => {
		const r = checkPosition(computeSetup(c.input), pr.who, pr.p);
		expect({ legal: r.legal, v: r.violations.map((v) => v.message) }).toMatchObject({ legal: pr.legal });
	});

	it('draws the fouling team of a 5.a on the back line behind it, or off the field (never the field side of the ball)', () => {
		const s = computeSetup({ venue: field, penalty: '5a', foul: { x: 0, y: 78 } });
		expect(s.ball).toEqual({ x: 0, y: 75 });
		for (const p of standardLineup(s).filter((q) => q.team === 'fouling')) {
			const offField = p.x < 0 || p.x > 300 || Math.abs(p.y) > 80;
			expect(p.x <= 1e-9 || offField, JSON.stringify(p)).toBe(true);
		}
		const zone = s.zones.find((z) => z.team === 'fouling' && z.role === 'player')!;
		for (const part of zone.parts) for (const v of part) expect(v.x <= 1e-9 || Math.abs(v.y) >= 80 - 1e-9 || v.x >= 300 - 1e-9, JSON.stringify(v)).toBe(true);
		expect(nearestLegal(s, F, { x: 12, y: 40 }).x).toBeLessThanOrEqual(0);
	});

	it('draws the band off the field as allowed for the team where the exemption holds (P4), and not where it does not (P2)', () => {
		const zoneCovers = (input: SetupInput, p: Point) => {
			const z = computeSetup(input).zones.find((q) => q.team === 'fouling' && q.role === 'player')!;
			return z.parts.some((part) => inPolygon(p, part));
		};
		expect(zoneCovers({ venue: field, penalty: '4' }, { x: 100, y: 85 })).toBe(true);
		expect(zoneCovers({ venue: field, penalty: '2' }, { x: 100, y: 85 })).toBe(false);
	});

	it('says "or off the field" in what is wrong', () => {
		const v = checkPosition(computeSetup({ venue: field, penalty: '4' }), F, { x: 40, y: 0 }).violations;
		expect(v[0]!.message).toBe('10.0 yd in front of the 30-yard line; the fouling team must be behind it, or off the field');
		expect(v[0]!.detail).toMatchObject({ code: 'in-front-of-line', orOffField: true });
	});
});

describe('review defect 3: each arena penalty cites its own wide-shot sentence', () => {
	it.each([
		['2', 'Arena Rule 9, Penalty 2'],
		['3', 'Arena Rule 9, Penalty 3'],
		['4', 'Arena Rule 9, Penalty 4']
	])('Penalty %s: "If the ball is hit wide of the goal and rebounds off the end wall, only the fouling team may play the ball" is cited as %s', (penalty, ref) => {
		const wide = computeSetup({ venue: 'arena', penalty }).notes.filter((n) => [ARENA.p2Wide, ARENA.p3Wide, ARENA.p4Wide].some((w) => w.id === n.id));
		expect(wide.map((n) => n.ref)).toEqual([ref]);
	});
});

describe('review defect 7: field P8 states the exception for Rules 5, 6a and 6b', () => {
	it('"If a mount is ordered off the field for a violation of Rules 5, 6a or 6b, after curing the violation, the mount may be allowed to play provided the game is not delayed."', () => {
		const s = computeSetup({ venue: 'field', penalty: '8' });
		expect(s.outcome?.also?.map((a) => a.citation)).toEqual([FIELD.p8Cure]);
		expect(s.outcome?.also?.[0]?.text).toMatch(/Rules 5, 6a or 6b/);
		expect(s.notes).toContain(FIELD.p8Note);
	});
	it('Penalty 7: "In the alternative, the team fouled shall have the option of providing a qualified substitute."', () => {
		const s = computeSetup({ venue: 'field', penalty: '7' });
		expect(s.outcome?.text).toMatch(/qualified substitute/);
		expect(s.notes).toContain(FIELD.p7Substitute);
		expect(computeSetup({ venue: 'arena', penalty: '7' }).notes).toContain(ARENA.p7Substitute);
	});
	it('Penalty 9: "In the event both teams commit a rule violation in the same game invoking Penalty No. 9, both teams shall forfeit the game"', () => {
		expect(computeSetup({ venue: 'field', penalty: '9' }).outcome?.also?.map((a) => a.citation)).toEqual([FIELD.p9Both]);
	});
});

describe('review defect 11: field P6 refuses a crossing point between the posts', () => {
	it.each([0, 3.9, -3.9, 2])('"the ball crossed the end line" at y = %s, between the posts: a goal, not a safety', (y) => {
		let err: unknown = null;
		try {
			computeSetup({ venue: 'field', penalty: '6', foul: { x: 0, y } });
		} catch (e) {
			err = e;
		}
		expect(isGeometryError(err) && err.code).toBe('crossing-in-goal');
		expect((err as Error).message).toMatch(/that is a goal, not a safety/);
	});
	it.each([4, -4, 10, 70])('accepts a crossing at y = %s, at or outside a post', (y) => {
		expect(computeSetup({ venue: 'field', penalty: '6', foul: { x: 0, y } }).ball!.x).toBe(60);
	});
});

function inPolygon(p: Point, poly: Point[]): boolean {
	let inside = false;
	for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
		const a = poly[i]!;
		const b = poly[j]!;
		if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
	}
	return inside;
}
