/*
 * Print: the handouts (/print/field, /print/arena) and a penalty page printed from the browser,
 * measured as printed, in English, French and Spanish.
 *
 * - In print media at the width of an A4 page (page.emulateMedia): every sheet of a handout has
 *   markers at least 20 px (5.3 mm) wide and numbers at least 11 px (8 pt) high, its legend
 *   (each team's shape and colour by name, the ball, the zones) and its rule passages; each sheet
 *   fits one Letter page (the smaller), and sheets laid on pages as the browser does (whole sheets,
 *   short ones sharing a page) leave no page under a third full.
 * - Printed to PDF (page.pdf, A4 and Letter): the number of pages is the one found above, the pages
 *   are A4 or Letter, the field handout on A4 is at most 14 pages; rendered to images (pdftoppm,
 *   Debian's poppler-utils), no page is less than a third full of ink.
 * - Only the penalties chosen are printed: from the URL (ids=, sheet= with a penalty page's query)
 *   and from the boxes on the page.
 * - A penalty page printed from a 1920 or 3840 px wide screen: its markers are drawn for the
 *   paper (beforeprint), not scaled down with the screen's diagram, and it prints on one page.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeSetup, getVenue, penaltyIds, type VenueKind } from '../../src/lib/geometry';
import { passagesFor, text, type Lang } from '../../src/lib/rules';
import { contentBox, mmToPx, PAPERS, type Paper } from '../../src/lib/print/paper';
import { expect, test, type Page } from './fixtures';

test.describe.configure({ timeout: 120_000 });

const LANGS: Lang[] = ['en', 'fr', 'es'];
const VENUES: VenueKind[] = ['field', 'arena'];
const prefix = (l: Lang) => (l === 'en' ? '' : `/${l}`);
/** A4's width in CSS px: the viewport of "print media at A4 width". */
const A4 = { width: Math.round(mmToPx(210)), height: Math.round(mmToPx(297)) };
/** The room print.css leaves between two sheets sharing a page, mm. */
const GAP_MM = 9;
const MIN_MARKER_PX = 20;
const MIN_NUMBER_PX = 11;

const hasPdftoppm = (() => {
	try {
		execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
})();

interface SheetMeasure {
	penalty: string;
	height: number;
	markers: number[];
	numbers: number[];
	legend: string[];
	passages: string[];
	text: string;
	placement: boolean;
}

/** Opens a handout in print media at A4 width and waits until its diagrams are drawn for that width. */
async function openPrinted(page: Page, path: string) {
	await page.setViewportSize(A4);
	await page.emulateMedia({ media: 'print' });
	await page.goto(path);
	await expect(page.locator('[data-role="print-all"]')).toHaveAttribute('data-ready', 'true');
	// Each diagram is re-measured at its printed width (--print-diagram) once laid out in print media.
	await expect
		.poll(() =>
			page.evaluate(() =>
				[...document.querySelectorAll<HTMLElement>('[data-role="sheet"]:not(.off)')].every((s) => {
					const svg = s.querySelector('svg[data-venue]');
					if (!svg) return true;
					const want = (Number(s.dataset.fit) * 96) / 25.4;
					return Math.abs(svg.getBoundingClientRect().width - want) < 1.5 && svg.getAttribute('aria-busy') !== 'true';
				})
			)
		)
		.toBe(true);
}

async function measureSheets(page: Page): Promise<SheetMeasure[]> {
	return page.locator('[data-role="sheet"]:not(.off)').evaluateAll((sheets) =>
		sheets.map((s) => ({
			penalty: (s as HTMLElement).dataset.penalty!,
			height: s.getBoundingClientRect().height,
			markers: [...s.querySelectorAll('[data-role="player"] .shape')].map((e) => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height)),
			numbers: [...s.querySelectorAll('[data-role="player"] .number')].map((e) => e.getBoundingClientRect().height),
			legend: [...s.querySelectorAll('[data-role="legend"] li')].filter((e) => e.getBoundingClientRect().height > 0).map((e) => (e as HTMLElement).dataset.kind!),
			passages: [...s.querySelectorAll('[data-role="sheet-rules"] [data-passage]')].map((e) => (e as HTMLElement).dataset.passage!),
			text: (s.querySelector('[data-role="sheet-rules"]') as HTMLElement).innerText.replace(/\s+/g, ' '),
			placement: !!s.querySelector('svg[data-venue]')
		}))
	);
}

/** Whole sheets laid on pages of `pageMm` as the browser does; each page's fill (0..1). */
function pack(heights: number[], pageMm: number): number[] {
	const page = mmToPx(pageMm);
	const gap = mmToPx(GAP_MM);
	const pages: number[] = [];
	let used = -1;
	for (const h of heights) {
		if (used >= 0 && used + gap + h <= page) used += gap + h;
		else {
			if (used >= 0) pages.push(used / page);
			used = h;
		}
	}
	if (used >= 0) pages.push(used / page);
	return pages;
}

/** Pages of a PDF Chromium wrote, and the size of the first (pt). */
function pdfPages(pdf: Buffer): { count: number; size: [number, number] } {
	const s = pdf.toString('latin1');
	const count = (s.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
	const box = s.match(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/);
	return { count, size: [Number(box?.[1]), Number(box?.[2])] };
}

/** Each page's fill: from the top margin to its lowest ink, over the content box's height (pdftoppm). */
function inkFill(pdf: Buffer, paper: Paper): number[] {
	const dir = mkdtempSync(join(tmpdir(), 'print-spec-'));
	try {
		writeFileSync(join(dir, 'a.pdf'), pdf);
		execFileSync('pdftoppm', ['-r', '40', '-gray', join(dir, 'a.pdf'), join(dir, 'p')]);
		return readdirSync(dir)
			.filter((f) => f.endsWith('.pgm'))
			.sort()
			.map((f) => {
				const data = readFileSync(join(dir, f));
				const head = data.toString('latin1', 0, 40).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/)!;
				const [w, h] = [Number(head[1]), Number(head[2])];
				const px = data.subarray(head[0].length);
				let last = 0;
				for (let y = 0; y < h; y++) {
					for (let x = 0; x < w; x++) {
						if (px[y * w + x]! < 200) {
							last = y;
							break;
						}
					}
				}
				const perMm = h / paper.height;
				return (last - 10 * perMm) / (contentBox(paper).height * perMm);
			});
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

const slice = (s: string) => s.replace(/\s+/g, ' ').slice(0, 50);

for (const lang of LANGS) {
	for (const venue of VENUES) {
		const path = `${prefix(lang)}/print/${venue}`;
		test(`${path}: every sheet readable in print media at A4 width, and the PDF on A4 and Letter`, async ({ page }) => {
			await openPrinted(page, path);
			const sheets = await measureSheets(page);
			expect(sheets.map((s) => s.penalty)).toEqual(penaltyIds(venue));
			for (const s of sheets) {
				const what = `${path} Penalty ${s.penalty}`;
				if (s.placement) {
					expect(s.markers.length, `${what}: players drawn`).toBeGreaterThan(0);
					expect(Math.min(...s.markers), `${what}: smallest marker, px`).toBeGreaterThanOrEqual(MIN_MARKER_PX);
					expect(Math.min(...s.numbers), `${what}: smallest number, px`).toBeGreaterThanOrEqual(MIN_NUMBER_PX);
					expect(s.legend, `${what}: legend`).toEqual(expect.arrayContaining(['fouling', 'fouled', 'ball', 'posts']));
					expect(s.legend.some((k) => /zone|free/.test(k)), `${what}: zones in the legend`).toBe(true);
				}
				const own = passagesFor(venue, s.penalty);
				expect(s.passages, `${what}: rule passages`).toEqual(own.map((p) => p.id));
				for (const p of own) expect(s.text, `${what}: ${p.id} in ${lang}`).toContain(slice(text(p, lang)));
				expect(s.height, `${what}: fits a Letter page`).toBeLessThanOrEqual(mmToPx(contentBox(PAPERS[1]!).height));
			}
			const heights = sheets.map((s) => s.height);
			// Printed from a laptop's screen, as a user would (media: null: page.pdf prints in print media).
			await page.emulateMedia({ media: null });
			await page.setViewportSize({ width: 1280, height: 800 });
			for (const paper of PAPERS) {
				const fills = pack(heights, contentBox(paper).height);
				for (const [i, f] of fills.entries()) expect(f, `${path} on ${paper.name}: page ${i + 1} fill`).toBeGreaterThanOrEqual(1 / 3);
				const pdf = await page.pdf({ format: paper.name });
				const { count, size } = pdfPages(pdf);
				expect(count, `${path} on ${paper.name}: pages`).toBe(fills.length);
				// Chromium rounds a paper to its own units (A4: 595.9 pt for 595.3): within 0.5 mm; A4 and Letter differ by 6 mm.
				expect(Math.abs(size[0] - (paper.width * 72) / 25.4), `${path}: page width off by, pt`).toBeLessThan(1.5);
				expect(Math.abs(size[1] - (paper.height * 72) / 25.4), `${path}: page height off by, pt`).toBeLessThan(1.5);
				if (venue === 'field' && paper.name === 'A4') expect(count).toBeLessThanOrEqual(14);
				test.info().annotations.push({ type: 'pages', description: `${path} ${paper.name}: ${count} pages, fill ${fills.map((f) => f.toFixed(2)).join(' ')}` });
				if (hasPdftoppm) {
					const ink = inkFill(pdf, paper);
					expect(ink).toHaveLength(count);
					for (const [i, f] of ink.entries()) expect(f, `${path} on ${paper.name}: page ${i + 1} ink`).toBeGreaterThanOrEqual(1 / 3);
				}
			}
			test.info().annotations.push({ type: 'markers', description: `${path}: smallest marker ${Math.min(...sheets.flatMap((s) => s.markers)).toFixed(1)} px, number ${Math.min(...sheets.flatMap((s) => s.numbers)).toFixed(1)} px` });
		});
	}
}

test('the PDF is measured as an image only where pdftoppm is installed', () => {
	test.skip(hasPdftoppm, 'pdftoppm is installed: the ink of every page is measured above');
	test.info().annotations.push({ type: 'skipped', description: 'install poppler-utils to measure the ink of every printed page' });
});

test.describe('only the penalties chosen are printed', () => {
	test('ids= in the URL: those sheets, in that order, one page each; a penalty the venue lacks gets a notice', async ({ page }) => {
		await page.goto('/print/field?ids=5a,2,zz');
		const shown = page.locator('[data-role="sheet"]:not(.off)');
		await expect(page.locator('[data-role="print-all"]')).toHaveAttribute('data-ready', 'true');
		await expect(shown).toHaveCount(2);
		expect(await shown.evaluateAll((s) => s.map((e) => (e as HTMLElement).dataset.penalty))).toEqual(['5a', '2']);
		await expect(page.locator('[data-role="notice"]')).toContainText('zz');
		expect(pdfPages(await page.pdf({ format: 'A4' })).count).toBe(2);
	});

	test('the boxes choose the sheets and the URL follows; none chosen says so and cannot print', async ({ page }) => {
		await page.goto('/fr/print/arena');
		await expect(page.locator('[data-role="print-all"]')).toHaveAttribute('data-ready', 'true');
		await page.locator('[data-role="choose-none"]').click();
		await expect(page.locator('[data-role="sheet"]:not(.off)')).toHaveCount(0);
		await expect(page.locator('[data-role="chooser"] [data-role="notice"]')).toBeVisible();
		await expect(page.locator('[data-role="print"]')).toBeDisabled();
		await page.locator('input[data-penalty="4"]').check();
		await page.locator('input[data-penalty="6b"]').check();
		await expect(page).toHaveURL(/\/fr\/print\/arena\?ids=4,6b$/);
		await expect(page.locator('[data-role="chosen-count"]')).toHaveText('2 sur 13 choisies');
		const pdf = await page.pdf({ format: 'Letter' });
		expect(pdfPages(pdf).count).toBe(2);
		// The link made is the same handout.
		await page.goto(page.url());
		await expect(page.locator('[data-role="print-all"]')).toHaveAttribute('data-ready', 'true');
		expect(await page.locator('[data-role="sheet"]:not(.off)').evaluateAll((s) => s.map((e) => (e as HTMLElement).dataset.penalty))).toEqual(['4', '6b']);
	});

	test('sheet= carries a penalty page’s query: the sheet is drawn in that state', async ({ page }) => {
		const q = new URLSearchParams();
		q.append('sheet', '5a?foul=150,60');
		q.append('sheet', '2');
		await page.goto(`/es/print/field?${q}`);
		await expect(page.locator('[data-role="print-all"]')).toHaveAttribute('data-ready', 'true');
		const sheets = page.locator('[data-role="sheet"]:not(.off)');
		await expect(sheets).toHaveCount(2);
		const ball = computeSetup({ venue: getVenue('field'), penalty: '5a', foul: { x: 150, y: 60 } }).ball!;
		const drawn = sheets.first().locator('[data-role="ball"]');
		expect(Number(await drawn.getAttribute('data-x'))).toBeCloseTo(ball.x, 1);
		expect(Number(await drawn.getAttribute('data-y'))).toBeCloseTo(ball.y, 1);
		await expect(page.locator('input[data-penalty="5a"]')).toHaveAttribute('data-query', 'foul=150,60');
		expect(pdfPages(await page.pdf({ format: 'A4' })).count).toBe(2);
	});
});

test.describe('the chooser on a phone', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

	test('every box and button is a finger’s target (>= 44 px), and a tap on a title ticks its box', async ({ page }) => {
		await page.goto('/es/print/arena?ids=2');
		await expect(page.locator('[data-role="print-all"]')).toHaveAttribute('data-ready', 'true');
		const targets = await page.locator('[data-role="chooser"] label, [data-role="chooser"] button').evaluateAll((es) => es.map((e) => [e.getBoundingClientRect().width, e.getBoundingClientRect().height]));
		expect(targets.length).toBeGreaterThan(13);
		for (const [w, h] of targets) {
			expect(w).toBeGreaterThanOrEqual(44);
			expect(h).toBeGreaterThanOrEqual(44);
		}
		await page.locator('[data-role="chooser"] label', { has: page.locator('input[data-penalty="4"]') }).tap();
		await expect(page.locator('[data-role="sheet"]:not(.off)')).toHaveCount(2);
		await expect(page).toHaveURL(/\/es\/print\/arena\?ids=2,4$/);
		// Nothing wider than the phone.
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
	});
});

/**
 * The markers' printed widths, px, of every diagram on the page once `beforeprint` has fired: the
 * print style sheet gives a diagram its printed width and the <svg> scales to it as a picture, so a
 * marker's printed width is its width now times that width over the diagram's width now.
 */
async function printedMarkers(page: Page): Promise<number[]> {
	await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
	const widths = await page.evaluate(() =>
		[...document.querySelectorAll<SVGSVGElement>('svg[data-venue]')]
			.filter((svg) => svg.getBoundingClientRect().width > 0)
			.flatMap((svg) => {
				const sheet = svg.closest<HTMLElement>('[data-role="sheet"]');
				const printed = ((sheet ? Number(sheet.dataset.fit) : 190) * 96) / 25.4;
				const k = printed / svg.getBoundingClientRect().width;
				return [...svg.querySelectorAll('[data-role="player"] .shape')].map((e) => e.getBoundingClientRect().width * k);
			})
	);
	await page.evaluate(() => dispatchEvent(new Event('afterprint')));
	return widths;
}

for (const width of [1920, 3840]) {
	test.describe(`printed from a ${width} px wide screen`, () => {
		test.use({ viewport: { width, height: Math.round((width * 9) / 16) } });

		test('a penalty page: its markers are drawn for the paper, not scaled down with the screen’s diagram; one page', async ({ page }) => {
			await page.goto('/field/5a');
			await expect(page.locator('article[data-ready="true"]')).toBeVisible();
			const markers = await printedMarkers(page);
			expect(markers).toHaveLength(8);
			expect(Math.min(...markers)).toBeGreaterThanOrEqual(MIN_MARKER_PX);
			await page.emulateMedia({ media: 'print' });
			await expect(page.locator('.explorer [data-role="legend"]')).toBeVisible();
			await expect(page.locator('.explorer [data-role="rule-text"]')).toBeVisible();
			// The page's controls stay off the paper.
			await expect(page.locator('.explorer [data-role="animation"]')).toBeHidden();
			await expect(page.locator('.explorer [data-role="options"]')).toBeHidden();
			await page.emulateMedia({ media: null });
			for (const paper of PAPERS) expect(pdfPages(await page.pdf({ format: paper.name })).count, paper.name).toBe(1);
		});

		test('the handout: every sheet’s markers drawn for the paper', async ({ page }) => {
			await page.goto('/print/arena');
			await expect(page.locator('[data-role="print-all"]')).toHaveAttribute('data-ready', 'true');
			const markers = await printedMarkers(page);
			expect(markers.length).toBeGreaterThanOrEqual(8 * 10);
			expect(Math.min(...markers)).toBeGreaterThanOrEqual(MIN_MARKER_PX);
		});
	});
}
