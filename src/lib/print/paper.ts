/*
 * The paper a handout is printed on, and how a sheet uses it. One layout for A4 and US Letter,
 * portrait: the page's margins (print.css, @page) leave a box 190 mm wide on both and 259 mm high
 * on Letter (277 mm on A4); a sheet is made to fit that box, so that it prints the same on both.
 * Pure; the print style sheets read the widths through the custom properties a sheet sets.
 */

/** CSS px per millimetre (CSS: 96 px to the inch). */
export const PX_PER_MM = 96 / 25.4;

export interface Paper {
	name: 'A4' | 'Letter';
	/** Portrait, mm. */
	width: number;
	height: number;
}

export const PAPERS: readonly Paper[] = [
	{ name: 'A4', width: 210, height: 297 },
	{ name: 'Letter', width: 215.9, height: 279.4 }
];

/** The page margin print.css sets (@page), mm. */
export const PAGE_MARGIN_MM = 10;

/** The box a sheet is laid out in, mm: the narrower width and the lower height of the two papers. */
export const SHEET_BOX_MM = {
	width: Math.min(...PAPERS.map((p) => p.width)) - 2 * PAGE_MARGIN_MM,
	height: Math.min(...PAPERS.map((p) => p.height)) - 2 * PAGE_MARGIN_MM
};

/** The content box of a paper, mm. */
export function contentBox(p: Paper): { width: number; height: number } {
	return { width: p.width - 2 * PAGE_MARGIN_MM, height: p.height - 2 * PAGE_MARGIN_MM };
}

export const mmToPx = (mm: number): number => mm * PX_PER_MM;

/**
 * How a sheet is laid out on paper, by how much it has to say (characters of rule text, summary and
 * notes in its language): the diagram as wide as the sheet, or narrower with the legend beside it,
 * and the rule text's size, so that the sheet stays on one page.
 */
export interface SheetFit {
	/** Printed width of the diagram, mm. */
	diagramMm: number;
	/** The legend beside the diagram (narrower diagram) rather than under it. */
	legendBeside: boolean;
	/** Rule text size, pt. */
	textPt: number;
	/** Columns of rule text: one for a few lines, which two columns would leave short. */
	columns: 1 | 2;
}

/**
 * Measured on the printed handouts (tests/e2e/readability-print.spec.ts checks every sheet in
 * en, fr and es fits a Letter page): up to about 2,300 characters go under a full-width diagram;
 * up to 3,000 under a narrower one with its legend beside it; beyond, the text is set smaller too.
 */
export function sheetFit(chars: number, placement: boolean): SheetFit {
	const full = SHEET_BOX_MM.width;
	const columns = chars < 700 ? 1 : 2;
	if (!placement || chars <= 2300) return { diagramMm: full, legendBeside: false, textPt: 8.5, columns };
	if (chars <= 3300) return { diagramMm: 128, legendBeside: true, textPt: 8, columns };
	return { diagramMm: 116, legendBeside: true, textPt: 8, columns };
}

/** A diagram printed across the sheet (a penalty page's), CSS px: print.css gives it 190 mm. */
export const FULL_WIDTH_PX = mmToPx(SHEET_BOX_MM.width);
