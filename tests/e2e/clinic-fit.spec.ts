/*
 * A clinic slide on a projector, as the room sees it (getBoundingClientRect at the real viewport):
 *
 * - Nothing cut, nothing to scroll: every line of text on the slide (title, legend, notice, what
 *   the setup does, the animation's and the deck's buttons) inside the screen and inside every box
 *   that clips it, no box that scrolls; at 1920x1080 and 1280x720, in en, fr and es, every slide of
 *   both venues, with and without a notice (a damaged shared deck, with a list naming a penalty the
 *   venue does not have: the longest). Last session the legend scrolled in its column and the end of
 *   its last line was below the fold (docs/screenshots/clinic-deck-corrupt-link-1920x1080.png).
 * - Every text at least the size the clinic's numbers are held to (readability-clinic.spec: digits
 *   20 px at 1920x1080, 13 px at 1280x720), as its font size; the diagram's own texts (its labels,
 *   the foul's, the players' numbers) at least 1.875 % of the screen's height (20.25 px, 13.5 px),
 *   none over another, a marker, the ball or the foul cross (clinic-measure's expectLabelsReadable).
 * - The diagram as large as its box allows (it fills the box's height or its width) and at least
 *   half the screen's height (last session: 39 % at 1920x1080, 37 % at 1280x720 with a notice).
 * - Z renames its button ("Whole field (Z)" / "The play (Z)"): no row of the slide changes height,
 *   and the smooth zoom runs to its end; it does too when the screen changes size during it.
 */
import { computeSetup, hasPlacement, penaltyIds, type VenueKind } from '../../src/lib/geometry';
import { expectLabelsReadable, measure, openDeck, PROJECTORS } from './clinic-measure';
import { expect, test, type Page } from './fixtures';

const LANGS = ['', '/fr', '/es'] as const;
/** The diagram's least height, as a share of the screen's. */
const DIAGRAM_MIN = 0.5;

/** A deck of every penalty of a venue; with `notice`, also a penalty it does not have and a damaged shared deck (two notices). */
const deckOf = (venue: VenueKind, notice: boolean) => `/clinic?venue=${venue}${notice ? `&ids=${penaltyIds(venue).join(',')},zz&d=garbage` : ''}`;

/** What the slide shows and where, in CSS px of the screen. */
async function fit(page: Page) {
	return page.evaluate(() => {
		const vw = innerWidth;
		const vh = innerHeight;
		const slide = document.querySelector('.deck [data-role="slide"]')!;
		type R = { left: number; top: number; right: number; bottom: number };
		const cut: string[] = [];
		const sizes: { text: string; px: number }[] = [];
		// Every line of text outside the diagram, as laid out: inside the screen and every clipping box.
		const walker = document.createTreeWalker(slide, NodeFilter.SHOW_TEXT);
		while (walker.nextNode()) {
			const node = walker.currentNode as Text;
			const text = (node.textContent ?? '').trim();
			const el = node.parentElement!;
			if (!text || el.closest('svg, option, .visually-hidden') || !el.getClientRects().length || getComputedStyle(el).visibility === 'hidden') continue;
			let clip: R = { left: 0, top: 0, right: vw, bottom: vh };
			for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
				const s = getComputedStyle(a);
				if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
				const b = a.getBoundingClientRect();
				clip = { left: Math.max(clip.left, b.left), top: Math.max(clip.top, b.top), right: Math.min(clip.right, b.right), bottom: Math.min(clip.bottom, b.bottom) };
			}
			const range = document.createRange();
			range.selectNodeContents(node);
			for (const r of range.getClientRects()) {
				if (!r.width) continue;
				if (r.left < clip.left - 0.5 || r.right > clip.right + 0.5 || r.top < clip.top - 0.5 || r.bottom > clip.bottom + 0.5)
					cut.push(`"${text.slice(0, 50)}" at ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)} (clip ${Math.round(clip.right)},${Math.round(clip.bottom)})`);
			}
			sizes.push({ text: text.slice(0, 50), px: parseFloat(getComputedStyle(el).fontSize) });
		}
		for (const sel of slide.querySelectorAll('select')) if (sel.getClientRects().length) sizes.push({ text: `select ${sel.value}`, px: parseFloat(getComputedStyle(sel).fontSize) });
		// A box that scrolls: its content taller or wider than it, and it lets one scroll there.
		const scrolls = [slide, ...slide.querySelectorAll('*')]
			.filter((el) => !el.closest('svg') && el.getClientRects().length)
			.filter((el) => {
				const s = getComputedStyle(el);
				return (/auto|scroll/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 1) || (/auto|scroll/.test(s.overflowX) && el.scrollWidth > el.clientWidth + 1);
			})
			.map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${el.scrollHeight}/${el.clientHeight}`);
		const box = (el: Element | null) => {
			if (!el) return null;
			const r = el.getBoundingClientRect();
			return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
		};
		const stage = document.querySelector('[data-role="slide-diagram"]');
		const cs = stage ? getComputedStyle(stage) : null;
		const inner = stage && cs ? { width: stage.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight), height: stage.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom) } : null;
		return { cut, sizes, scrolls, svg: box(document.querySelector('[data-role="slide-diagram"] svg[data-venue]')), stage: inner, notice: !!document.querySelector('.deck [data-role="notice"]'), vw, vh };
	});
}

for (const t of PROJECTORS)
	for (const lang of LANGS)
		test(`${t.width}x${t.height} ${lang || '/en'}: every slide of both venues, with and without a notice, fits the screen (nothing cut or scrolling), every text readable, the diagram as large as its box`, async ({ page }) => {
			test.setTimeout(120_000);
			await page.setViewportSize({ width: t.width, height: t.height });
			let least = Infinity;
			let leastLabel = Infinity;
			for (const venue of ['field', 'arena'] as const)
				for (const notice of [false, true]) {
					await openDeck(page, `${lang}${deckOf(venue, notice)}`);
					const ids = penaltyIds(venue);
					for (let i = 0; i < ids.length; i++) {
						const id = ids[i]!;
						const where = `${lang || '/en'} ${venue} ${id}${notice ? ' with a notice' : ''} at ${t.width}x${t.height}`;
						await expect(page.locator('.deck')).toHaveAttribute('data-slide', String(i + 1));
						if (hasPlacement(venue, id)) await expect(page.locator('[data-role="slide-diagram"] svg[data-venue]')).toBeVisible();
						const f = await fit(page);
						expect(f.notice, `${where}: the notice shown`).toBe(notice);
						expect(f.cut, `${where}: text cut or off the screen`).toEqual([]);
						expect(f.scrolls, `${where}: a box that scrolls`).toEqual([]);
						for (const s of f.sizes) expect(s.px, `${where}: "${s.text}" font size`).toBeGreaterThanOrEqual(t.number);
						if (f.svg && f.stage) {
							const fills = Math.abs(f.svg.height - f.stage.height) <= 1.5 || Math.abs(f.svg.width - f.stage.width) <= 1.5;
							expect(fills, `${where}: the diagram ${Math.round(f.svg.width)}x${Math.round(f.svg.height)} fills its box ${Math.round(f.stage.width)}x${Math.round(f.stage.height)}`).toBe(true);
							expect(f.svg.height, `${where}: the diagram's height`).toBeGreaterThanOrEqual(DIAGRAM_MIN * t.height);
							least = Math.min(least, f.svg.height);
							const fonts = await expectLabelsReadable(page, (await measure(page))!, t, where);
							leastLabel = Math.min(leastLabel, fonts.label);
						}
						await page.keyboard.press('PageDown');
					}
				}
			const line = `${lang || '/en'} ${t.width}x${t.height}: least diagram height ${Math.round(least)} px (${Math.round((least / t.height) * 100)} % of the screen), least label font ${Math.round(leastLabel * 10) / 10} px`;
			test.info().annotations.push({ type: 'diagram', description: line });
			console.log(line);
		});

/** The slide's rows and the diagram, CSS px. */
const rows = (page: Page) =>
	page.evaluate(() =>
		Object.fromEntries(
			['[data-role="slide-title"]', '[data-role="slide-diagram"]', '[data-role="legend"]', '[data-role="slide-animation"]', '.foot', '.tools'].map((s) => {
				const r = document.querySelector(s)!.getBoundingClientRect();
				return [s, { top: Math.round(r.top * 10) / 10, height: Math.round(r.height * 10) / 10 }];
			})
		)
	);
const viewWidth = async (page: Page) => Number((await page.locator('[data-role="slide-diagram"] svg[data-venue]').getAttribute('viewBox'))!.split(/[ ,]+/)[2]);
const FIELD = computeSetup({ venue: 'field', penalty: '2' }).venue.surround;
const WHOLE = FIELD.maxX - FIELD.minX;

for (const t of PROJECTORS)
	test(`${t.width}x${t.height}: Z renames its button and no row of the slide moves; the smooth zoom runs to the whole field and back, in three languages, with and without a notice`, async ({ page }) => {
		test.setTimeout(90_000);
		await page.setViewportSize({ width: t.width, height: t.height });
		for (const lang of LANGS)
			for (const query of ['?ids=2', '?ids=2,zz&d=garbage']) {
				const where = `${lang || '/en'} ${query} at ${t.width}x${t.height}`;
				await openDeck(page, `${lang}/clinic${query}`);
				const button = page.locator('[data-role="zoom-toggle"]');
				const label = (await button.innerText()).trim();
				const before = await rows(page);
				const play = await viewWidth(page);
				expect(play, `${where}: opens on the play`).toBeLessThan(WHOLE * 0.75);
				await page.keyboard.press('z');
				await expect(button).toHaveAttribute('aria-pressed', 'true');
				expect((await button.innerText()).trim(), `${where}: the button renamed`).not.toBe(label);
				await expect.poll(() => viewWidth(page), { message: `${where}: the zoom reaches the whole field` }).toBeGreaterThanOrEqual(WHOLE - 0.5);
				expect(await rows(page), `${where}: the rows after Z`).toEqual(before);
				await page.keyboard.press('z');
				await expect(button).toHaveAttribute('aria-pressed', 'false');
				await expect.poll(() => viewWidth(page), { message: `${where}: back on the play` }).toBeCloseTo(play, 1);
				expect(await rows(page), `${where}: the rows after Z again`).toEqual(before);
			}
	});

test('Z: the smooth zoom runs to its end when the screen changes size during it', async ({ page }) => {
	// The page's clock is Playwright's: the zoom is stopped midway at will, whatever the machine's load.
	await page.clock.install();
	await page.setViewportSize({ width: 1280, height: 720 });
	await openDeck(page, '/clinic?ids=2');
	const play = await viewWidth(page);
	await page.clock.pauseAt(Date.now() + 60_000);
	await page.keyboard.press('z');
	// d3-zoom loads on the first Z, then schedules its transition on the element around the <svg>.
	await expect.poll(() => page.locator('[data-role="slide-diagram"] .diagram').evaluate((el) => '__transition' in el)).toBe(true);
	await page.clock.runFor(200);
	const midway = await viewWidth(page);
	expect(midway, 'the zoom under way').toBeGreaterThan(play + 1);
	expect(midway, 'the zoom under way').toBeLessThan(WHOLE - 1);
	await page.setViewportSize({ width: 1920, height: 1080 });
	await expect.poll(() => page.locator('[data-role="slide-diagram"] svg[data-venue]').evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(1000);
	await page.clock.runFor(2000);
	await expect.poll(() => viewWidth(page), { message: 'the zoom reaches the whole field' }).toBeGreaterThanOrEqual(WHOLE - 0.5);
	await expect(page).toHaveURL(/[?&]z=1/);
});
