/*
 * The view layer on the built site (issue 13): zoom and pan with d3 (wheel, keys, a view= link),
 * markers of one size on screen whatever the zoom or a neighbour's distance, a finger drag of a
 * player that moves it by the yards the finger travelled without scrolling the page, one drawing of
 * the setup in the page, and Download > video on first use.
 */
import { expect, open, test, type Page } from './fixtures';
import { computeSetup, standardLineup, type Point } from '../../src/lib/geometry';

const SVG = '.explorer .stage svg[data-venue]';

async function viewBox(page: Page): Promise<[number, number, number, number]> {
	const vb = await page.locator(SVG).getAttribute('viewBox');
	return vb!.split(' ').map(Number) as [number, number, number, number];
}

/** Screen pixel of a point in yards, through the diagram drawn now. */
async function toScreen(page: Page, p: Point): Promise<Point> {
	return page.locator(SVG).evaluate((el, q) => {
		const s = new DOMPoint(q.x, -q.y).matrixTransform((el as SVGSVGElement).getScreenCTM()!);
		return { x: s.x, y: s.y };
	}, p);
}

/** CSS px per yard on screen now. */
async function pxPerYard(page: Page): Promise<number> {
	return page.locator(SVG).evaluate((el) => (el as SVGSVGElement).getScreenCTM()!.a);
}

/** Every player marker's shape, width on screen (CSS px). */
async function markerWidths(page: Page): Promise<number[]> {
	return page.locator(`${SVG} [data-role="player"] .shape`).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width * 10) / 10));
}

const player = (page: Page, team: string, n: number) => page.locator(`${SVG} [data-role="player"][data-team="${team}"][data-number="${n}"]`);
const at = async (page: Page, team: string, n: number): Promise<Point> => ({
	x: Number(await player(page, team, n).getAttribute('data-x')),
	y: Number(await player(page, team, n).getAttribute('data-y'))
});

test.describe('zoom and pan', () => {
	test.use({ viewport: { width: 1920, height: 1080 } });

	test('the wheel zooms about the pointer: the viewBox narrows, the URL says view=, a link opens on the same view', async ({ page, browser }) => {
		await open(page, '/field/5a');
		const [, , w0] = await viewBox(page);
		const ball = computeSetup({ venue: 'field', penalty: '5a' }).ball!;
		const p = await toScreen(page, ball);
		await page.mouse.move(p.x, p.y);
		await page.mouse.wheel(0, -400);
		await expect.poll(async () => (await viewBox(page))[2]).toBeLessThan(w0 * 0.6);
		// The point under the pointer stays under it.
		const q = await toScreen(page, ball);
		expect(Math.hypot(q.x - p.x, q.y - p.y)).toBeLessThan(3);
		await expect.poll(() => new URL(page.url()).searchParams.get('view')).toMatch(/^-?[\d.]+,-?[\d.]+,[\d.]+$/);
		const [x, y, w, h] = await viewBox(page);
		const [cx, cy, vw] = new URL(page.url()).searchParams.get('view')!.split(',').map(Number) as [number, number, number];
		expect(Math.abs(x + w / 2 - cx)).toBeLessThan(0.1);
		expect(Math.abs(-(y + h / 2) - cy)).toBeLessThan(0.1);
		expect(Math.abs(w - vw)).toBeLessThan(0.1);
		// The link opens on the same view in a fresh browser.
		const ctx = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
		const other = await ctx.newPage();
		await other.goto(page.url());
		await other.mouse.move(3, 3);
		await expect(other.locator('article[data-ready="true"]')).toBeVisible();
		const [x2, y2, w2] = await viewBox(other);
		expect(Math.abs(x2 - x)).toBeLessThan(0.1);
		expect(Math.abs(y2 - y)).toBeLessThan(0.1);
		expect(Math.abs(w2 - w)).toBeLessThan(0.1);
		await ctx.close();
	});

	// 0 pressed while the previous zoom's URL write still waited: that write fired after the view came home,
	// and the link kept view= (in the full suite; url.spec.ts's UrlFollower.update test pins it down).
	test('+ and - zoom with the diagram focused, 0 shows the whole venue', async ({ page }) => {
		await open(page, '/arena/2');
		const [, , w0] = await viewBox(page);
		await page.locator(SVG).focus();
		await page.keyboard.press('+');
		await expect.poll(async () => (await viewBox(page))[2]).toBeCloseTo(w0 / 2, 0);
		await page.keyboard.press('+');
		await expect.poll(async () => (await viewBox(page))[2]).toBeCloseTo(w0 / 4, 0);
		await page.keyboard.press('-');
		await expect.poll(async () => (await viewBox(page))[2]).toBeCloseTo(w0 / 2, 0);
		await page.keyboard.press('0');
		await expect.poll(async () => (await viewBox(page))[2]).toBeCloseTo(w0, 1);
		await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBeNull();
	});

	test('never narrower than about 10 yd, never wider than the venue with its safety zone', async ({ page }) => {
		await open(page, '/field/2');
		const [, , w0] = await viewBox(page);
		const p = await toScreen(page, { x: 30, y: 0 });
		await page.mouse.move(p.x, p.y);
		for (let i = 0; i < 12; i++) await page.mouse.wheel(0, -500);
		await expect.poll(async () => (await viewBox(page))[2]).toBeLessThan(11);
		expect((await viewBox(page))[2]).toBeGreaterThanOrEqual(9.99);
		for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 500);
		await expect.poll(async () => (await viewBox(page))[2]).toBeCloseTo(w0, 1);
	});

	test('markers keep their size on screen while zooming, and a number stays readable', async ({ page }) => {
		await open(page, '/field/5b');
		const before = await markerWidths(page);
		await page.locator(SVG).focus();
		await page.keyboard.press('+');
		await page.keyboard.press('+');
		await expect.poll(async () => (await viewBox(page))[2]).toBeLessThan(120);
		expect(await markerWidths(page)).toEqual(before);
		for (const w of before) expect(w).toBeGreaterThanOrEqual(28);
	});

	test('a player dragged next to another changes no marker’s size (/field/2)', async ({ page }) => {
		await open(page, '/field/2');
		const before = await markerWidths(page);
		const setup = computeSetup({ venue: 'field', penalty: '2' });
		const [a, b] = standardLineup(setup).filter((p) => p.team === 'fouled');
		const from = await toScreen(page, a!);
		const to = await toScreen(page, { x: b!.x + 1, y: b!.y + 1 });
		await page.mouse.move(from.x, from.y);
		await page.mouse.down();
		await page.mouse.move(to.x, to.y, { steps: 6 });
		await page.mouse.up();
		await expect.poll(async () => Math.hypot((await at(page, 'fouled', a!.number)).x - b!.x, (await at(page, 'fouled', a!.number)).y - b!.y)).toBeLessThan(3);
		expect(await markerWidths(page)).toEqual(before);
	});
});

test.describe('one drawing of the setup', () => {
	for (const viewport of [
		{ width: 1920, height: 1080 },
		{ width: 390, height: 844 }
	]) {
		test(`one ball and eight players on a running penalty page at ${viewport.width} px`, async ({ page }) => {
			await page.setViewportSize(viewport);
			await open(page, '/field/5a');
			await expect(page.locator('[data-role="ball"]')).toHaveCount(1);
			await expect(page.locator('[data-role="player"]')).toHaveCount(8);
			await expect(page.locator('svg[data-venue]')).toHaveCount(1);
		});
	}
});

test.describe('a finger on a phone', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

	test('a finger drag of about 80 px moves a player by the matching yards, and the page does not scroll', async ({ page }) => {
		await open(page, '/field/5b');
		await page.locator(SVG).scrollIntoViewIfNeeded();
		const start = await at(page, 'fouling', 3);
		const p = await toScreen(page, start);
		const k = await pxPerYard(page);
		const scrolled = await page.evaluate(() => window.scrollY);
		const cdp = await page.context().newCDPSession(page);
		const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
		await touch('touchStart', p.x, p.y);
		for (let i = 1; i <= 10; i++) await touch('touchMove', p.x + 8 * i, p.y + 0.5 * i);
		await touch('touchEnd', p.x + 80, p.y + 5);
		const moved = 80 / k;
		await expect.poll(async () => (await at(page, 'fouling', 3)).x - start.x).toBeGreaterThan(moved - 0.6);
		const end = await at(page, 'fouling', 3);
		expect(Math.abs(end.x - start.x - moved)).toBeLessThan(0.6);
		expect(Math.abs(end.y - (start.y - 5 / k))).toBeLessThan(0.6);
		expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
	});

	test('a phone opens on the play, with markers a finger can take', async ({ page }) => {
		await open(page, '/field/5a');
		const [, , w] = await viewBox(page);
		expect(w).toBeLessThan(150);
		for (const width of await markerWidths(page)) expect(width).toBeGreaterThanOrEqual(28);
		// The automatic close-up is the phone's default: not written into the URL.
		expect(new URL(page.url()).search).toBe('');
	});
});

test('Download > video works on first use, before the animation was touched', async ({ page }) => {
	test.setTimeout(120_000);
	await open(page, '/field/5a');
	await page.locator('[data-role="export-button"]').click();
	// MP4 where the browser encodes H.264 (Chromium here), WebM where it cannot (exports.spec).
	const video = page.locator('[data-role="export"] [data-format="mp4"], [data-role="export"] [data-format="webm"]').last();
	await expect(video).toBeEnabled();
	const [dl] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), video.click()]);
	expect(dl.suggestedFilename()).toMatch(/\.(mp4|webm)$/);
	expect((await import('node:fs')).statSync((await dl.path())!).size).toBeGreaterThan(10_000);
});
