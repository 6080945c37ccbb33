import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contentBox, FULL_WIDTH_PX, mmToPx, PAPERS, SHEET_BOX_MM, sheetFit } from './paper';

describe('SHEET_BOX_MM', () => {
	it('fits inside the content box of A4 and of Letter', () => {
		for (const p of PAPERS) {
			expect(SHEET_BOX_MM.width).toBeLessThanOrEqual(contentBox(p).width);
			expect(SHEET_BOX_MM.height).toBeLessThanOrEqual(contentBox(p).height);
		}
		expect(SHEET_BOX_MM).toEqual({ width: 190, height: 259.4 });
	});
});

describe('mmToPx', () => {
	it.each([
		[25.4, 96],
		[190, 718.11]
	])('%s mm -> %s px', (mm, px) => expect(mmToPx(mm)).toBeCloseTo(px, 2));
	it('gives the penalty page its full-width diagram', () => expect(FULL_WIDTH_PX).toBeCloseTo(718.11, 2));
});

describe('sheetFit', () => {
	it.each([
		[500, true, { diagramMm: 190, legendBeside: false, textPt: 8.5, columns: 1 }],
		[1200, true, { diagramMm: 190, legendBeside: false, textPt: 8.5, columns: 2 }],
		[2800, true, { diagramMm: 128, legendBeside: true, textPt: 8, columns: 2 }],
		[3800, true, { diagramMm: 116, legendBeside: true, textPt: 8, columns: 2 }],
		[3800, false, { diagramMm: 190, legendBeside: false, textPt: 8.5, columns: 2 }]
	])('%s characters, placement %s', (chars, placement, fit) => expect(sheetFit(chars, placement)).toEqual(fit));

	it('never narrows the diagram for less to say, and keeps it at least 110 mm wide and the text at least 8 pt', () => {
		fc.assert(
			fc.property(fc.nat(20000), fc.nat(20000), (a, b) => {
				const [lo, hi] = a <= b ? [a, b] : [b, a];
				expect(sheetFit(hi, true).diagramMm).toBeLessThanOrEqual(sheetFit(lo, true).diagramMm);
				expect(sheetFit(hi, true).diagramMm).toBeGreaterThanOrEqual(110);
				expect(sheetFit(hi, true).textPt).toBeGreaterThanOrEqual(8);
			})
		);
	});
});
