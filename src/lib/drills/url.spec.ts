import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeDrillRef, decodePositions, encodeDrillRef, encodePositions, POSITION_LIMIT, type EncodedPlayer } from './url';

describe('drill reference in the URL', () => {
	it.each([
		[{ seed: 'k3x9qa' }, 'seed=k3x9qa'],
		[{ seed: 'k3x9qa', venue: 'arena' as const, penalty: '6c' }, 'seed=k3x9qa&venue=arena&penalty=6c'],
		[{ seed: 'a_b-C', venue: 'field' as const }, 'seed=a_b-C&venue=field']
	])('encodes %o and reads it back', (ref, query) => {
		expect(encodeDrillRef(ref)).toBe(query);
		expect(decodeDrillRef(query)).toEqual({ ref, notices: [] });
		expect(decodeDrillRef(`?${query}`)).toEqual({ ref, notices: [] });
		expect(decodeDrillRef(new URLSearchParams(query))).toEqual({ ref, notices: [] });
	});

	it.each([
		['no seed', 'venue=field', null, 0],
		['empty', '', null, 0],
		['a seed with spaces', 'seed=a%20b', null, 1],
		['a seed too long', `seed=${'x'.repeat(40)}`, null, 1],
		['an unknown venue', 'seed=abc&venue=beach', { seed: 'abc' }, 1],
		['a penalty without placement', 'seed=abc&venue=field&penalty=8', { seed: 'abc', venue: 'field' }, 1],
		['an arena-only penalty on the field', 'seed=abc&venue=field&penalty=6a', { seed: 'abc', venue: 'field' }, 1],
		['a field-only penalty, venue implied', 'seed=abc&penalty=6', { seed: 'abc', venue: 'field', penalty: '6' }, 0],
		['an arena-only penalty, venue implied', 'seed=abc&penalty=6d', { seed: 'abc', venue: 'arena', penalty: '6d' }, 0],
		['a penalty on both venues', 'seed=abc&penalty=5a', { seed: 'abc', penalty: '5a' }, 0],
		['a hostile penalty', 'seed=abc&penalty=%3Cscript%3E', { seed: 'abc' }, 1]
	])('reads %s', (_name, query, ref, noticeCount) => {
		const r = decodeDrillRef(query);
		expect(r.ref).toEqual(ref);
		expect(r.notices).toHaveLength(noticeCount);
	});

	it('never throws on any query string', () => {
		fc.assert(
			fc.property(fc.string({ unit: 'grapheme' }), (q) => {
				const r = decodeDrillRef(q);
				if (r.ref) expect(r.ref.seed).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
				for (const n of r.notices) expect(n.length).toBeLessThan(200);
			})
		);
	});
});

describe('player positions in the URL', () => {
	it('writes the compact form', () => {
		const players: EncodedPlayer[] = [
			{ team: 'fouling', number: 1, x: 12.46, y: -3 },
			{ team: 'fouled', number: 3, x: 40, y: -0.01 }
		];
		expect(encodePositions(players)).toBe('r1:12.5,-3;b3:40,0');
		expect(encodePositions(players, { x: 30, y: 0 })).toBe('ball:30,0;r1:12.5,-3;b3:40,0');
		expect(encodePositions([])).toBe('');
	});

	it('reads the compact form', () => {
		expect(decodePositions('ball:30,0;r1:12.5,-3;b3:40,0')).toEqual({
			positions: [
				{ key: 'fouling-1', team: 'fouling', number: 1, x: 12.5, y: -3 },
				{ key: 'fouled-3', team: 'fouled', number: 3, x: 40, y: 0 }
			],
			ball: { x: 30, y: 0 },
			notices: []
		});
	});

	it('round-trips any line-up to a tenth of a yard', () => {
		const player = fc.record({
			team: fc.constantFrom('fouling' as const, 'fouled' as const),
			number: fc.integer({ min: 1, max: 4 }),
			x: fc.double({ min: -POSITION_LIMIT, max: POSITION_LIMIT, noNaN: true }),
			y: fc.double({ min: -POSITION_LIMIT, max: POSITION_LIMIT, noNaN: true })
		});
		const lineup = fc.uniqueArray(player, { maxLength: 8, selector: (p) => `${p.team}${p.number}` });
		fc.assert(
			fc.property(lineup, (players) => {
				const { positions, notices } = decodePositions(encodePositions(players));
				expect(notices).toEqual([]);
				expect(positions).toHaveLength(players.length);
				positions.forEach((p, i) => {
					const q = players[i]!;
					expect(p.team).toBe(q.team);
					expect(p.number).toBe(q.number);
					expect(Math.abs(p.x - q.x)).toBeLessThanOrEqual(0.05 + 1e-9);
					expect(Math.abs(p.y - q.y)).toBeLessThanOrEqual(0.05 + 1e-9);
					expect(Object.is(p.x, -0) || Object.is(p.y, -0)).toBe(false);
				});
			})
		);
	});

	it('leaves out what it cannot write', () => {
		const bad = [
			{ team: 'fouling', number: 5, x: 1, y: 1 },
			{ team: 'umpire', number: 1, x: 1, y: 1 },
			{ team: 'fouled', number: 2, x: Number.NaN, y: 1 },
			{ team: 'fouled', number: 3, x: 1, y: Number.POSITIVE_INFINITY },
			{ team: 'fouled', number: 4, x: 1001, y: 1 }
		] as EncodedPlayer[];
		expect(encodePositions(bad, { x: Number.NaN, y: 0 })).toBe('');
	});

	it.each([
		['unknown player', 'x1:1,2'],
		['number 5', 'r5:1,2'],
		['number 0', 'b0:1,2'],
		['exponent', 'r1:1e3,2'],
		['Infinity', 'r1:Infinity,0'],
		['NaN', 'r1:NaN,1'],
		['hex', 'r1:0x10,1'],
		['too far', 'r1:1000.1,0'],
		['far negative', 'b2:0,-5000'],
		['three numbers', 'r1:1,2,3'],
		['one number', 'r1:1'],
		['no colon', 'r1 1,2'],
		['empty numbers', 'r1:,'],
		['spaces inside a number', 'r1:1 2,3'],
		['trailing dot', 'r1:1.,2'],
		['leading dot', 'r1:.5,2']
	])('skips a malformed entry (%s) with a notice', (_name, entry) => {
		const { positions, notices, ball } = decodePositions(`${entry};b4:10,10`);
		expect(positions).toEqual([{ key: 'fouled-4', team: 'fouled', number: 4, x: 10, y: 10 }]);
		expect(ball).toBeUndefined();
		expect(notices).toHaveLength(1);
	});

	it('keeps the first of repeated entries and reads at most sixteen', () => {
		const r = decodePositions('r1:1,1;r1:2,2;ball:0,0;ball:5,5');
		expect(r.positions.map((p) => p.x)).toEqual([1]);
		expect(r.ball).toEqual({ x: 0, y: 0 });
		expect(r.notices).toHaveLength(2);
		const many = Array.from({ length: 40 }, () => 'zz:1,1').join(';');
		expect(decodePositions(many).notices).toHaveLength(17);
	});

	it.each([[''], ['   '], [';;;'], [null], [undefined], [42]])('reads %p as nothing', (text) => {
		expect(decodePositions(text)).toEqual({ positions: [], notices: [] });
	});

	it('never throws, and never yields NaN or a far position, on any string', () => {
		fc.assert(
			fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: fc.constantFrom(...'rb1234ball:;,.-0123456789eE ') })), (text) => {
				const { positions, ball, notices } = decodePositions(text);
				for (const p of [...positions, ...(ball ? [ball] : [])]) {
					expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
					expect(Math.abs(p.x)).toBeLessThanOrEqual(POSITION_LIMIT);
					expect(Math.abs(p.y)).toBeLessThanOrEqual(POSITION_LIMIT);
				}
				expect(positions.length).toBeLessThanOrEqual(8);
				expect(new Set(positions.map((p) => p.key)).size).toBe(positions.length);
				expect(notices.length).toBeLessThanOrEqual(17);
			}),
			{ numRuns: 500 }
		);
	});
});
