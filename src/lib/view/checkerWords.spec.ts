import { describe, expect, it } from 'vitest';
import { checkPosition, computeSetup } from '$lib/geometry';
import { allCases } from '$lib/animation/test-cases';
import { citationAnchor, dragReason, readout } from './checkerWords';

describe('readout', () => {
	it('gives the distance to the ball and the rule that matters, in numbers', () => {
		const setup = computeSetup({ venue: 'field', penalty: '5b' });
		const who = { team: 'fouling' as const, role: 'player' as const, name: 'Red 2' };
		const inside = { x: setup.ball!.x - 20, y: 0 };
		const r = readout(setup, who, inside);
		expect(r.toBall).toBeCloseTo(20, 9);
		expect(r.line!.legal).toBe(false);
		expect(r.line!.text).toBe('10.0 yd inside the 30 yd circle');
		expect(r.line!.ref).toBe('Rule 37, Penalty 5.b');
		const ok = readout(setup, who, { x: setup.ball!.x - 45, y: 0 });
		expect(ok.line).toEqual({ text: '15.0 yd outside the 30 yd circle', ref: 'Rule 37, Penalty 5.b', legal: true });
		const off = readout(setup, who, { x: setup.venue.surround.minX - 3, y: 0 });
		expect(off.line!.legal).toBe(false);
	});

	it('names the line a team stays behind', () => {
		const setup = computeSetup({ venue: 'field', penalty: '3' });
		const r = readout(setup, { team: 'fouling', role: 'player', name: 'Red 1' }, { x: 7, y: 20 });
		expect(r.line!.text).toBe('7.0 yd in front of the back line');
	});
});

describe('citationAnchor', () => {
	it('each rule sentence of a setup has its own anchor', () => {
		for (const c of allCases()) {
			const ids = c.setup.notes.map(citationAnchor);
			expect(new Set(ids).size, c.name).toBe(ids.length);
			for (const id of ids) expect(id).toMatch(/^rule-[0-9a-z]+$/);
		}
	});
});

describe('dragReason', () => {
	const setup = computeSetup({ venue: 'field', penalty: '5b' });
	const who = { team: 'fouling' as const, role: 'player' as const };
	it.each([
		['en', 'Red 2 is', '10.0 yd from a legal place', 'Rule 37, Penalty 5.b'],
		['fr', 'Rouge 2', '10,0 yd', 'Règle 37'],
		['es', 'Rojo 2', '10,0 yd', 'Regla 37']
	] as const)('%s: the rule broken in words, by how much, its reference', (locale, name, by, ref) => {
		const p = { x: setup.ball!.x - 20, y: 0 };
		const r = dragReason(name.replace(' is', ''), checkPosition(setup, who, p).violations, locale)!;
		expect(r.text).toContain(name);
		expect(r.by).toContain(by);
		expect(r.ref).toContain(ref);
	});
	it('is null for a legal place, and names the violation broken by most', () => {
		expect(dragReason('Red 2', checkPosition(setup, who, { x: setup.ball!.x - 45, y: 0 }).violations)).toBeNull();
		const vs = checkPosition(setup, who, { x: setup.ball!.x - 5, y: 0 }).violations;
		const most = Math.max(...vs.map((v) => v.by));
		expect(dragReason('Red 2', vs)!.by).toBe(`${most.toFixed(1)} yd from a legal place`);
	});
});
