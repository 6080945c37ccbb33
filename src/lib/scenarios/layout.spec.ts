import { describe, expect, it } from 'vitest';
import { layoutLabels, overlaps, textWidthYd } from './layout';
import { personLabel } from './names';
import { scenarios } from './scenarios';
import { arrowLabel } from './text.server';

describe('situation label layout', () => {
	it('keeps labels off each other, off the markers and off the arrows in a tight group', () => {
		const l = layoutLabels({
			people: [
				{ label: 'Red #3', at: { x: 75, y: 0 } },
				{ label: 'Blue #2', at: { x: 75, y: 6 } },
				{ label: 'Blue #3', at: { x: 75, y: -6 } }
			],
			arrows: [{ from: { x: 105, y: 0 }, to: { x: 78, y: 0 }, label: 'run to goal' }],
			foul: { x: 75, y: 0 },
			font: 2,
			radius: 2
		});
		const boxes = [...l.arrows, ...l.people].map((p) => p.box);
		for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!)).toBe(false);
		// the runner's label is not on the arrow that comes in from the right
		expect(l.people[0]!.side).not.toBe('right');
	});

	it.each(['en', 'fr', 'es'] as const)('every scenario gets a placement for each label at a typical scale, with no two labels overlapping (%s)', (locale) => {
		for (const s of scenarios) {
			const font = s.venue === 'field' ? 2.2 : 1.2;
			const people = (s.people ?? []).map((p) => ({ ...p, label: personLabel(p.label, locale) }));
			const arrows = (s.arrows ?? []).map((a) => ({ ...a, label: arrowLabel(a.label, locale) }));
			const l = layoutLabels({ people, arrows, foul: s.foul ?? null, font, radius: font * 0.9 });
			expect(l.people).toHaveLength(s.people?.length ?? 0);
			expect(l.arrows).toHaveLength(s.arrows?.length ?? 0);
			const boxes = [...l.arrows, ...l.people].map((p) => p.box);
			for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!), `${s.id} ${i} ${j}`).toBe(false);
		}
	});

	it('keeps labels inside the area drawn: a player against the end wall gets its label beside or above, not off the edge', () => {
		const bounds = { x0: -1, x1: 59, y0: -15, y1: 15 };
		const l = layoutLabels({
			people: [{ label: 'Red No. 3', at: { x: 1, y: 6.7 } }],
			arrows: [{ from: { x: 25, y: 0 }, to: { x: 2.5, y: 11 }, label: 'shot wide right' }],
			font: 2.45,
			radius: 2.84,
			bounds
		});
		for (const p of [...l.people, ...l.arrows]) {
			expect(p.box.x0).toBeGreaterThanOrEqual(bounds.x0);
			expect(p.box.x1).toBeLessThanOrEqual(bounds.x1);
		}
		expect(l.people[0]!.side).not.toBe('left');
		expect(overlaps(l.people[0]!.box, l.arrows[0]!.box)).toBe(false);
	});

	it('text width grows with the text', () => {
		expect(textWidthYd('Blue #22', 2)).toBeGreaterThan(textWidthYd('Red', 2));
	});
});
