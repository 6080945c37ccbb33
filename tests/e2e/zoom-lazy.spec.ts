/*
 * d3-zoom loads on the first zoom gesture, not with the page (issue 17; src/lib/diagram/
 * interact.svelte.ts), and that gesture is not lost: the first wheel over a freshly started page
 * zooms by the wheel's amount, as a second one does; the first + key, double tap, pinch and "Zoom on
 * the play" work; a page opened with view= shows it without the module. Which scripts came is read
 * from the responses: d3-zoom's code is the one that keeps its transform in `__zoom`.
 */
import { expect, open, test, type Page } from './fixtures';
import { computeSetup } from '../../src/lib/geometry';
import { DOUBLE_TAP_MS } from '../../src/lib/diagram/pick';

const SVG = 'svg[data-venue]:visible';
/** One wheel step of -200 px zooms in by 2^0.4 (d3-zoom's wheel delta, src/lib/diagram/gesture.ts). */
const WHEEL = -200;
const STEP = 2 ** (-WHEEL * 0.002);

/** Counts script responses that hold d3-zoom's code, from now on. */
function watchZoomCode(page: Page) {
	const seen: Promise<boolean>[] = [];
	page.on('response', (res) => {
		if (res.request().resourceType() === 'script') seen.push(res.text().then((t) => t.includes('__zoom'), () => false));
	});
	return async () => (await Promise.all(seen)).filter(Boolean).length;
}

async function viewBox(page: Page): Promise<[number, number, number, number]> {
	return (await page.locator(SVG).getAttribute('viewBox'))!.split(' ').map(Number) as [number, number, number, number];
}

async function toScreen(page: Page, p: { x: number; y: number }) {
	return page.locator(SVG).evaluate((el, q) => {
		const s = new DOMPoint(q.x, -q.y).matrixTransform((el as SVGSVGElement).getScreenCTM()!);
		return { x: s.x, y: s.y };
	}, p);
}

test.describe('desktop 1280x720', () => {
	test.use({ viewport: { width: 1280, height: 720 } });

	test('the first wheel over a freshly started page zooms by its amount, as the second does; no d3-zoom code came before it', async ({ page }) => {
		const zoomCode = watchZoomCode(page);
		await open(page, '/field/5a');
		await page.waitForLoadState('networkidle');
		expect(await zoomCode(), 'd3-zoom before any zoom gesture').toBe(0);
		const [, , w0] = await viewBox(page);
		const ball = computeSetup({ venue: 'field', penalty: '5a' }).ball!;
		const p = await toScreen(page, ball);
		await page.mouse.move(p.x, p.y);
		await page.mouse.wheel(0, WHEEL);
		await expect.poll(async () => (await viewBox(page))[2]).toBeLessThan(w0 * 0.99);
		const [, , w1] = await viewBox(page);
		expect(w0 / w1).toBeCloseTo(STEP, 3);
		// The point under the pointer stayed under it.
		const q = await toScreen(page, ball);
		expect(Math.hypot(q.x - p.x, q.y - p.y)).toBeLessThan(1);
		expect(await zoomCode(), 'd3-zoom came with the first wheel').toBe(1);
		await page.mouse.wheel(0, WHEEL);
		await expect.poll(async () => (await viewBox(page))[2]).toBeLessThan(w1 * 0.99);
		const [, , w2] = await viewBox(page);
		expect(w1 / w2).toBeCloseTo(w0 / w1, 3);
		await expect.poll(() => new URL(page.url()).searchParams.get('view')).toMatch(/^[\d.]+,-?[\d.]+,[\d.]+$/);
	});

	test('a wheel out over the whole venue scrolls the page and loads nothing', async ({ page }) => {
		await page.setViewportSize({ width: 1280, height: 500 });
		const zoomCode = watchZoomCode(page);
		await open(page, '/field/5a');
		const box = (await page.locator(SVG).boundingBox())!;
		const [, , w0] = await viewBox(page);
		await page.mouse.move(box.x + box.width / 2, box.y + 10);
		await page.mouse.wheel(0, 200);
		await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
		expect((await viewBox(page))[2]).toBe(w0);
		expect(await zoomCode()).toBe(0);
	});

	test('the first + and - keys, pressed before d3-zoom came, are applied in order', async ({ page }) => {
		const zoomCode = watchZoomCode(page);
		await open(page, '/arena/2');
		const [, , w0] = await viewBox(page);
		await page.locator(SVG).focus();
		await page.keyboard.press('+');
		await page.keyboard.press('+');
		await page.keyboard.press('-');
		await expect.poll(async () => (await viewBox(page))[2]).toBeCloseTo(w0 / 2, 0);
		expect(await zoomCode()).toBe(1);
	});

	test('Zoom on the play, pressed first, loads d3-zoom and moves there smoothly', async ({ page }) => {
		const zoomCode = watchZoomCode(page);
		await open(page, '/field/5a');
		const [, , w0] = await viewBox(page);
		// Every width the diagram passes through, sampled at each frame.
		await page.locator(SVG).evaluate((el) => {
			const w = window as unknown as { __widths: number[] };
			w.__widths = [];
			const tick = () => {
				w.__widths.push(Number(el.getAttribute('viewBox')!.split(' ')[2]));
				requestAnimationFrame(tick);
			};
			requestAnimationFrame(tick);
		});
		await page.locator('[data-role="zoom"]').click();
		await expect(page.locator('[data-role="zoom"]')).toHaveAttribute('aria-pressed', 'true');
		// Settled: the same width for five frames, and the URL's view is it.
		const settled = () =>
			page.evaluate(() => {
				const w = (window as unknown as { __widths: number[] }).__widths.slice(-5);
				const view = new URL(location.href).searchParams.get('view');
				return w.length === 5 && w.every((x) => x === w[0]) && !!view && Math.abs(Number(view.split(',')[2]) - w[0]!) < 0.1;
			});
		await expect.poll(settled).toBe(true);
		const w1 = Number(new URL(page.url()).searchParams.get('view')!.split(',')[2]);
		expect(w1).toBeLessThan(w0 / 2);
		const widths = await page.evaluate(() => (window as unknown as { __widths: number[] }).__widths);
		const between = widths.filter((w) => w < w0 - 1 && w > w1 + 1);
		expect(between.length, 'frames between the whole venue and the play').toBeGreaterThan(2);
		expect(await zoomCode()).toBe(1);
	});

	test('a page opened with view= shows that view at once, without d3-zoom', async ({ page }) => {
		const zoomCode = watchZoomCode(page);
		await open(page, '/field/5a?view=120,10,60');
		const [x, y, w, h] = await viewBox(page);
		expect(x + w / 2).toBeCloseTo(120, 1);
		expect(-(y + h / 2)).toBeCloseTo(10, 1);
		expect(w).toBeCloseTo(60, 1);
		await page.waitForLoadState('networkidle');
		expect(await zoomCode()).toBe(0);
	});
});

test.describe('a phone, 390x844 with touch', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

	test('the first double tap zooms in by 2 about it and takes its first tap back, though the page reads the second tap late', async ({ page }) => {
		const zoomCode = watchZoomCode(page);
		await open(page, '/field/5a?zoom=0');
		const [, , w0] = await viewBox(page);
		// The middle of the diagram: a foul set there does not move the diagram under the finger.
		const box = (await page.locator(SVG).boundingBox())!;
		const p = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
		const at = await page.locator(SVG).evaluate((el, q) => new DOMPoint(q.x, q.y).matrixTransform((el as SVGSVGElement).getScreenCTM()!.inverse()), p);
		// Two taps 150 ms apart, stamped with when the finger touched (seconds since the epoch), as a
		// phone stamps them. Between them the main thread is kept busy for 4 times DOUBLE_TAP_MS, as
		// a slow phone drawing the first tap's pick: the page reads the second tap late, and it is
		// still the second of a double tap.
		const cdp = await page.context().newCDPSession(page);
		const t0 = Date.now() / 1000;
		const touch = (type: 'touchStart' | 'touchEnd', s: number) =>
			cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchStart' ? [{ x: p.x, y: p.y, id: 1 }] : [], timestamp: t0 + s });
		await touch('touchStart', 0);
		await touch('touchEnd', 0.04);
		await page.evaluate((ms) => void setTimeout(() => { for (const end = performance.now() + ms; performance.now() < end; ); }), 4 * DOUBLE_TAP_MS);
		await touch('touchStart', 0.15);
		await touch('touchEnd', 0.19);
		await expect.poll(async () => (await viewBox(page))[2]).toBeCloseTo(w0 / 2, 1);
		const q = await toScreen(page, { x: at.x, y: -at.y });
		expect(Math.hypot(q.x - p.x, q.y - p.y)).toBeLessThan(1.5);
		// The URL is written once the state rests (the zoom ended): then it has the view and no foul.
		await expect.poll(async () => Number(new URL(page.url()).searchParams.get('view')?.split(',')[2])).toBeCloseTo((await viewBox(page))[2], 1);
		expect(new URL(page.url()).searchParams.get('foul')).toBeNull();
		expect(await zoomCode()).toBe(1);
	});

	test('the first pinch, begun before d3-zoom came, zooms by the fingers’ spread', async ({ page }) => {
		const zoomCode = watchZoomCode(page);
		await open(page, '/field/5a?zoom=0');
		const [, , w0] = await viewBox(page);
		const box = (await page.locator(SVG).boundingBox())!;
		const cx = box.x + box.width / 2;
		const cy = box.y + box.height / 2;
		const cdp = await page.context().newCDPSession(page);
		const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', xs: number[]) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: xs.map((x, id) => ({ x, y: cy, id })) });
		await touch('touchStart', [cx - 20]);
		await touch('touchStart', [cx - 20, cx + 20]);
		// The fingers wait for the module (the press is handed to d3 then), and spread 4 times.
		await expect.poll(zoomCode).toBe(1);
		for (let d = 30; d <= 80; d += 10) await touch('touchMove', [cx - d, cx + d]);
		await touch('touchEnd', []);
		await expect.poll(async () => w0 / (await viewBox(page))[2]).toBeCloseTo(4, 1);
	});
});
