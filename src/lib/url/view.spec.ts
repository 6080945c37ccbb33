import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getVenue } from '$lib/geometry';
import { decodePositions, encodePositions } from '$lib/drills/url';
import { parseView } from './parseView';
import { formatMoved, withView, type Moved, type PlayerKey } from './view';

const field = getVenue('field').surround;
const parse = (q: string) => parseView(new URLSearchParams(q), field, decodePositions);

describe('parseView', () => {
	it('reads moved players, the variant and the time', () => {
		const r = parse('pos=r3:120.5,-10;b1:40,0&variant=wide-rebound&t=5.25');
		expect(r.notices).toEqual([]);
		expect(r.view).toEqual({ moved: { 'fouling-3': { x: 120.5, y: -10 }, 'fouled-1': { x: 40, y: 0 } }, variant: 'wide-rebound', t: 5.3 });
	});

	it('an empty query is the setup', () => {
		expect(parse('')).toEqual({ view: { moved: {} }, notices: [] });
	});

	const bad: [string, string][] = [
		['pos=r9:1,2', 'r1-r4'],
		['pos=r1:abc,2', 'plain numbers'],
		['pos=r1:1,2;r1:3,4', 'second position'],
		['pos=r1:900,0', 'within x'],
		['pos=ball:10,0', 'foul='],
		[`pos=${'r1:1,1;'.repeat(60)}`, 'characters long'],
		['t=-1', 't='],
		['t=soon', 't='],
		['t=1e3', 't='],
		['variant=<b>x</b>', 'variant']
	];
	for (const [q, mentions] of bad) {
		it(`drops ${q.slice(0, 30)} with a notice`, () => {
			const r = parse(q);
			expect(r.notices.join(' ')).toContain(mentions);
			// Quoted short (the page shows notices as text, never as markup).
			expect(r.notices.join(' ').length).toBeLessThan(200);
		});
	}

	it('keeps the good entries of a partly malformed pos', () => {
		const r = parse('pos=r1:10,2;zz;b2:30,-4');
		expect(r.view.moved).toEqual({ 'fouling-1': { x: 10, y: 2 }, 'fouled-2': { x: 30, y: -4 } });
		expect(r.notices).toHaveLength(1);
	});
});

describe('withView and formatMoved', () => {
	it('writes exactly what encodePositions writes (property)', () => {
		const keys: PlayerKey[] = ['fouling-1', 'fouling-2', 'fouling-3', 'fouling-4', 'fouled-1', 'fouled-2', 'fouled-3', 'fouled-4'];
		const yards = fc.double({ min: -400, max: 400, noNaN: true });
		fc.assert(
			fc.property(fc.subarray(keys), fc.array(fc.tuple(yards, yards), { minLength: 8, maxLength: 8 }), (chosen, pts) => {
				const moved: Moved = {};
				chosen.forEach((k, i) => (moved[k] = { x: pts[i]![0], y: pts[i]![1] }));
				const players = keys.filter((k) => moved[k]).map((k) => ({ team: k.startsWith('fouling') ? ('fouling' as const) : ('fouled' as const), number: Number(k.slice(-1)), ...moved[k]! }));
				expect(formatMoved(moved)).toBe(encodePositions(players));
			})
		);
	});

	it('without the decoder, pos= is dropped with a notice', () => {
		const r = parseView(new URLSearchParams('pos=r1:1,2'), field, null);
		expect(r.view.moved).toEqual({});
		expect(r.notices).toHaveLength(1);
	});

	it('appends pos, variant and t in that order, only when set', () => {
		expect(withView('', { moved: {} })).toBe('');
		expect(withView('?foul=1,2', { moved: {} })).toBe('?foul=1,2');
		expect(withView('?foul=1,2', { moved: { 'fouled-2': { x: 3, y: -4 }, 'fouling-4': { x: 1.25, y: 0 } }, variant: 'defended', t: 3.5 })).toBe(
			'?foul=1,2&pos=r4:1.3,0;b2:3,-4&variant=defended&t=3.5'
		);
		expect(withView('', { moved: {}, t: 0 })).toBe('?t=0');
	});

	it('round-trips through the URL', () => {
		const view = { moved: { 'fouling-1': { x: -12.5, y: 80 }, 'fouled-4': { x: 300, y: -0.1 } }, variant: 'wide-rebound', t: 12.4 };
		const q = withView('', view);
		expect(parse(q.slice(1)).view).toEqual(view);
		expect(formatMoved(parse(q.slice(1)).view.moved)).toBe('r1:-12.5,80;b4:300,-0.1');
	});
});

describe('parseView notices in French and Spanish', () => {
	it('the same view, its notices in the page’s language with the decimal comma', () => {
		const surround = getVenue('field').surround;
		const params = new URLSearchParams('pos=r1:500.5,3;b2:10,0&variant=Bad!&t=x');
		const en = parseView(params, surround, decodePositions);
		expect(parseView(params, surround, decodePositions, 'en')).toEqual(en);
		for (const locale of ['fr', 'es'] as const) {
			const t = parseView(params, surround, decodePositions, locale);
			expect(t.view).toEqual(en.view);
			expect(t.notices.length).toBe(en.notices.length);
			for (const n of t.notices) expect(n).not.toMatch(/Ignored|[{}]/);
		}
		expect(parseView(params, surround, decodePositions, 'fr').notices.some((n) => n.includes('Rouge 1 (500,5 ; 3) yd'))).toBe(true);
		expect(parseView(params, surround, decodePositions, 'es').notices.some((n) => n.includes('Rojo 1 (500,5; 3) yd'))).toBe(true);
	});
});

describe('parseView: view=', () => {
	it.each([
		['view=110,70,60', { cx: 110, cy: 70, w: 60 }],
		['view=-20.4,0,12', { cx: -20.4, cy: 0, w: 12 }],
		['view= 150 , 0 , 380 ', { cx: 150, cy: 0, w: 380 }]
	])('%s is read', (q, zoom) => {
		const r = parse(q);
		expect(r.notices).toEqual([]);
		expect(r.view.zoom).toEqual(zoom);
	});

	it.each(['view=1,2', 'view=a,b,c', 'view=110,70,0', 'view=110,70,-5', 'view=900,0,50', 'view=150,500,50', 'view=1e3,0,4'])('%s is dropped with a notice', (q) => {
		const r = parse(q);
		expect(r.view.zoom).toBeUndefined();
		expect(r.notices.join(' ')).toContain('view=');
	});

	it('withView writes it last, and parseView reads it back', () => {
		const q = withView('?foul=110,75', { moved: {}, zoom: { cx: 110.04, cy: 70, w: 60 } });
		expect(q).toBe('?foul=110,75&view=110,70,60');
		expect(parse(q.slice(1)).view.zoom).toEqual({ cx: 110, cy: 70, w: 60 });
	});
});
