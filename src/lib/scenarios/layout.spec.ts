import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boxesOverlap, foulCrossHalf, markerBoxes } from '$lib/diagram/labels';
import { markerPx, sizesFor } from '$lib/diagram/frame';
import type { Rect } from '$lib/geometry';
import { type Box, CROSS_ARM_PX, crossHalf, drawnOrder, fromSvgBox, type Situation, situationLayout, textWidthYd, toSvgBox } from './layout';
import { personLabel } from './names';
import { scenarios } from './scenarios';
import { arrowLabel } from './text.server';

/** Sizes of a diagram `widthPx` wide showing `view`, as Diagram gives them. */
const sizesOn = (widthPx: number, view: Rect) => sizesFor(widthPx, view.maxX - view.minX, markerPx(widthPx));

/** Every pair of the layout's drawn boxes that overlap: labels with labels, markers and the cross. */
function clashes(s: Situation, widthPx: number, view: Rect): string[] {
	const sizes = sizesOn(widthPx, view);
	const l = situationLayout(s, sizes, view);
	const markers = markerBoxes(
		s.people.map((p) => ({ ...p.at, team: p.team })),
		null,
		sizes
	);
	const k = l.foul?.k ?? 0;
	const cross = s.foul ? [{ x: s.foul.x, y: -s.foul.y, w: 2 * k, h: 2 * k }] : [];
	const labels = [
		...l.people.map((p, i) => (p ? { what: `name ${s.people[i]!.label}`, box: toSvgBox(p.box) } : null)),
		...l.arrows.map((a, i) => (a ? { what: `arrow ${s.arrows[i]!.label}`, box: toSvgBox(a.box) } : null)),
		...(l.foul?.box ? [{ what: 'foul label', box: l.foul.box }] : [])
	].filter((x) => x !== null);
	const out: string[] = [];
	labels.forEach((a, i) => {
		const b = fromSvgBox(a.box);
		if (b.x0 < view.minX - 1e-9 || b.x1 > view.maxX + 1e-9 || b.y0 < view.minY - 1e-9 || b.y1 > view.maxY + 1e-9) out.push(`${a.what} outside`);
		markers.forEach((m, j) => boxesOverlap(a.box, m) && out.push(`${a.what}/marker ${s.people[j]!.label}`));
		for (const c of cross) if (boxesOverlap(a.box, c)) out.push(`${a.what}/cross`);
		for (const o of labels.slice(i + 1)) if (boxesOverlap(a.box, o.box)) out.push(`${a.what}/${o.what}`);
	});
	return out;
}

/** The play with room around it, twice as wide as high (as the scenario page zooms on it). */
function viewOf(s: (typeof scenarios)[number]): Rect {
	const pts = [...(s.foul ? [s.foul] : []), ...(s.people ?? []).map((p) => p.at), ...(s.arrows ?? []).flatMap((a) => [a.from, a.to])];
	const pad = s.venue === 'field' ? 20 : 8;
	const xs = pts.map((p) => p.x);
	const ys = pts.map((p) => p.y);
	const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
	const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
	const w = Math.max(Math.max(...xs) - Math.min(...xs) + 2 * pad, 2 * (Math.max(...ys) - Math.min(...ys) + 2 * pad), s.venue === 'field' ? 75 : 40);
	return { minX: cx - w / 2, maxX: cx + w / 2, minY: cy - w / 4, maxY: cy + w / 4 };
}

describe('crossHalf', () => {
	const sizes = sizesFor(600, 80);
	const r = sizes.player;
	const arm = CROSS_ARM_PX / sizes.pxPerYard;
	it.each([
		['nobody near the spot: the penalty pages\' cross', [{ x: 40, y: 20 }], foulCrossHalf(sizes)],
		['a player on the spot: each arm shows CROSS_ARM_PX beyond its marker', [{ x: 20, y: 5 }], (r + arm) / Math.SQRT2],
		['a player half a marker off the spot: beyond its far edge', [{ x: 20 + r / 2, y: 5 }], (1.5 * r + arm) / Math.SQRT2],
		['a player just clear of the spot: the usual cross', [{ x: 20 + r * 1.01, y: 5 }], foulCrossHalf(sizes)],
		['two covering the spot: round the nearer (drawn on top)', [{ x: 20 + r / 2, y: 5 }, { x: 20, y: 5 }], (r + arm) / Math.SQRT2]
	])('%s', (_, at, half) => {
		const k = crossHalf({ x: 20, y: 5 }, at.map((p) => ({ at: p, label: 'Blue', team: 'fouled' as const })), sizes);
		expect(k).toBeCloseTo(half, 9);
	});
});

describe('drawnOrder', () => {
	const at = (x: number, y: number, label: string) => ({ at: { x, y }, label });
	it.each([
		['nobody on the spot: as given', [at(30, 0, 'a'), at(20, 0, 'b')], 'a b'],
		['the one on the spot last', [at(20, 5, 'a'), at(40, 0, 'b')], 'b a'],
		['two covering the spot: the nearer on top', [at(20, 5, 'a'), at(21, 5, 'b'), at(40, 0, 'c')], 'c b a']
	])('%s', (_, people, order) => {
		expect(drawnOrder({ x: 20, y: 5 }, people, 2).map((p) => p.label).join(' ')).toBe(order);
	});
});

describe('situationLayout', () => {
	it('keeps labels off each other, the markers, the cross and the arrow in a tight group around the foul spot', () => {
		const s: Situation = {
			people: [
				{ label: 'Red #3', team: 'fouled', at: { x: 75, y: 0 } },
				{ label: 'Blue #2', team: 'fouling', at: { x: 75, y: 6 } },
				{ label: 'Blue #3', team: 'fouling', at: { x: 75, y: -6 } }
			],
			arrows: [{ from: { x: 105, y: 0 }, to: { x: 78, y: 0 }, label: 'run to goal' }],
			foul: { x: 75, y: 0 },
			foulText: 'foul'
		};
		const view = { minX: 35, maxX: 115, minY: -20, maxY: 20 };
		expect(clashes(s, 600, view)).toEqual([]);
		const l = situationLayout(s, sizesOn(600, view), view);
		expect(l.people.every((p) => p !== null)).toBe(true);
		expect(l.foul?.box).not.toBeNull();
		// the runner's label is not on the arrow that comes in from the right
		expect(l.people[0]!.side).not.toBe('right');
	});

	it.each(['en', 'fr', 'es'] as const)('every scenario at a phone\'s, a laptop\'s and a projector\'s width: no label over another, a marker or the cross, all inside (%s)', (locale) => {
		for (const sc of scenarios) {
			const s: Situation = {
				people: (sc.people ?? []).map((p) => ({ ...p, label: personLabel(p.label, locale) })),
				arrows: (sc.arrows ?? []).map((a) => ({ ...a, label: arrowLabel(a.label, locale) })),
				foul: sc.foul ?? null,
				foulText: locale === 'es' ? 'lugar del foul' : 'foul'
			};
			if (!s.foul && s.people.length === 0) continue;
			for (const width of [358, 600, 900]) expect(clashes(s, width, viewOf(sc)), `${sc.id} at ${width} px`).toEqual([]);
			// every name is drawn on a laptop's and a projector's diagram
			for (const width of [600, 900]) expect(situationLayout(s, sizesOn(width, viewOf(sc)), viewOf(sc)).people.filter((p) => p === null), `${sc.id} at ${width} px`).toEqual([]);
		}
	});

	it('keeps labels inside the area drawn: a player against the end wall gets its label beside or above, not off the edge', () => {
		const view = { minX: -1, maxX: 59, minY: -15, maxY: 15 };
		const s: Situation = {
			people: [{ label: 'Red No. 3', team: 'fouling', at: { x: 1, y: 6.7 } }],
			arrows: [{ from: { x: 25, y: 0 }, to: { x: 2.5, y: 11 }, label: 'shot wide right' }],
			foul: null,
			foulText: ''
		};
		expect(clashes(s, 600, view)).toEqual([]);
		expect(situationLayout(s, sizesOn(600, view), view).people[0]!.side).not.toBe('left');
	});

	it('lists every box it draws for the venue\'s labels to keep clear of: markers, the cross and each label placed', () => {
		const s: Situation = { people: [{ label: 'Blue', team: 'fouled', at: { x: 50, y: 0 } }], arrows: [], foul: { x: 50, y: 0 }, foulText: 'foul' };
		const view = { minX: 10, maxX: 90, minY: -20, maxY: 20 };
		const l = situationLayout(s, sizesOn(600, view), view);
		expect(l.clear).toHaveLength(1 + 1 + 1 + 1);
		const covers = (x: Box) => l.clear.map(fromSvgBox).some((b) => [b.x0 - x.x0, b.x1 - x.x1, b.y0 - x.y0, b.y1 - x.y1].every((d) => Math.abs(d) < 1e-9));
		expect(covers(fromSvgBox(l.foul!.box!))).toBe(true);
		expect(covers(l.people[0]!.box)).toBe(true);
	});

	it('whatever stands around the spot, no label it places covers another, a marker or the cross', () => {
		const person = fc.record({
			at: fc.record({ x: fc.double({ min: 40, max: 60, noNaN: true }), y: fc.double({ min: -10, max: 10, noNaN: true }) }),
			team: fc.constantFrom('fouling' as const, 'fouled' as const),
			label: fc.constantFrom('Blue', 'Red #2', 'Rouge n° 3', 'Azul #4')
		});
		fc.assert(
			fc.property(fc.array(person, { minLength: 1, maxLength: 4 }), fc.boolean(), fc.constantFrom(358, 600, 900), (people, onSpot, width) => {
				const foul = onSpot ? people[0]!.at : { x: 50, y: 0 };
				const s: Situation = { people, arrows: [{ from: { x: 80, y: 0 }, to: { x: 53, y: 0 }, label: 'run to goal' }], foul, foulText: 'lugar del foul' };
				expect(clashes(s, width, { minX: 10, maxX: 90, minY: -20, maxY: 20 })).toEqual([]);
			}),
			{ numRuns: 200 }
		);
	});

	it('text width grows with the text', () => {
		expect(textWidthYd('Blue #22', 2)).toBeGreaterThan(textWidthYd('Red', 2));
	});
});
