/*
 * The loops people repeat every day (issue 33), as they do them: a finger on a phone's diagram in
 * Set it up, the outcome after the hit chosen and kept, the clinic's hints, the deck's Undo and
 * plurals, an embed's wheel on a club's page. Several checks per page load: each load is costly.
 */
import { expect, open, test, type Page } from './fixtures';
import { touchScreen } from './touch';
import { computeSetup } from '../../src/lib/geometry';
import { variantsFor } from '../../src/lib/animation/variants';
import { framesFor, positionsAt } from '../../src/lib/animation';
import { readDeck, STORE_KEY, writeDeck, type DeckStorage } from '../../src/lib/deck/store';
import type { DeckSlide } from '../../src/lib/deck/types';

/** The diagram on screen. */
const SVG = 'svg[data-venue]:visible';

/**
 * Points of the ground in the middle of the diagram (inside a phone's first close-up: a tap there
 * does not widen the view), with no mark under them nor within 22 px of one.
 */
async function freePoints(page: Page, n: number) {
	return page.locator(SVG).evaluate((svg, count) => {
		const b = svg.getBoundingClientRect();
		const out: { x: number; y: number }[] = [];
		const bottom = Math.min(b.bottom, innerHeight);
		const h = bottom - b.top;
		for (let y = b.top + h * 0.25; y < bottom - h * 0.25 && out.length < count; y += 20)
			for (let x = b.left + b.width * 0.2; x < b.right - b.width * 0.2 && out.length < count; x += 20) {
				const hit = document.elementFromPoint(x, y);
				if (!hit || !svg.contains(hit) || hit.closest('.movable, [data-role="player"], [data-role="ball"]')) continue;
				// Clear of every mark's box, with a finger's room round it.
				const near = [...svg.querySelectorAll('.movable, [data-role="player"], [data-role="ball"]')].some((m) => {
					const r = m.getBoundingClientRect();
					return x > r.left - 22 && x < r.right + 22 && y > r.top - 22 && y < r.bottom + 22;
				});
				// Apart from the points already taken (the marks they put), and no double tap.
				if (near || out.some((p) => Math.hypot(p.x - x, p.y - y) < 50)) continue;
				out.push({ x, y });
			}
		return out;
	}, n);
}

/**
 * A finger's tap, and what the phone makes of it once it is over: touchstart and touchend, then the
 * mouse events and the click (after the double-tap wait), which may focus what is under the finger.
 */
async function tap(page: Page, p: { x: number; y: number }) {
	await page.evaluate(() => {
		const w = window as unknown as { clicked: Promise<void> };
		w.clicked = new Promise((r) => addEventListener('click', () => r(), { once: true, capture: true }));
	});
	await page.touchscreen.tap(p.x, p.y);
	await page.evaluate(() => (window as unknown as { clicked: Promise<void> }).clicked);
}

const selected = (page: Page) => page.locator('[data-role="item"][aria-pressed="true"]').getAttribute('data-key');
const placedKeys = (page: Page) => page.locator('[data-role="item"][data-placed="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-key')));

test.describe('a phone (390x844, touch)', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

	test('Set it up: each tap places the selected item and selects the next; a tap on a placed item selects it', async ({ page }) => {
		await open(page, '/drills/setup?seed=loops-finger&venue=field');
		const keys = await page.locator('[data-role="item"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-key')!));
		expect(keys[0]).toBe('ball');
		await expect.poll(() => selected(page)).toBe('ball');
		const pts = await freePoints(page, 5);
		let firstAt: (string | null)[] = [];
		expect(pts).toHaveLength(5);
		for (let i = 0; i < pts.length; i++) {
			// Real touch events (a tap is touchstart and touchend, and the mouse events a phone makes of it).
			await tap(page, pts[i]!);
			await expect.poll(() => placedKeys(page), `tap ${i + 1} places ${keys[i]}`).toEqual(keys.slice(0, i + 1));
			await expect.poll(() => selected(page), `then ${keys[i + 1]} is selected`).toBe(keys[i + 1]);
			if (i === 0) firstAt = await page.locator(`${SVG} [data-role="ball"]`).evaluate((el) => [el.getAttribute('data-x'), el.getAttribute('data-y')]);
		}
		// Each item is where its tap put it: the ball under the first tap, not moved by the others.
		const ballAt = () => page.locator(`${SVG} [data-role="ball"]`).evaluate((el) => [el.getAttribute('data-x'), el.getAttribute('data-y')]);
		expect(await ballAt()).toEqual(firstAt);
		const ball = await page.locator(`${SVG} [data-role="ball"] .dot`).boundingBox();
		// A tap on a placed item selects it; the next tap on the ground moves that one.
		await tap(page, { x: ball!.x + ball!.width / 2, y: ball!.y + ball!.height / 2 });
		await expect.poll(() => selected(page)).toBe('ball');
		const [free] = await freePoints(page, 1);
		await tap(page, free!);
		await expect.poll(() => placedKeys(page)).toEqual(keys.slice(0, 5));
		await expect.poll(ballAt, 'the ball moved by the tap').not.toEqual(firstAt);
		await expect.poll(() => selected(page), 'the next one waiting is not selected by moving the ball').toBe('ball');
		await page.screenshot({ path: test.info().outputPath('setup-phone.png') });
	});
});

/** A club's page: some text, the embed framed (`w` x `h`), and more text below, so the page scrolls. */
async function hostPage(page: Page, path: string, w: number, h: number) {
	// Served by the test (the site has no such page), as a club's host would serve it.
	await page.route('**/club-page.html', (r) =>
		r.fulfill({
			contentType: 'text/html',
			body: `<!doctype html><meta name="viewport" content="width=device-width"><body style="margin:0"><p style="height:200px">Club news</p><iframe id="e" src="${path}" title="Penalty" width="${w}" height="${h}" style="border:0;display:block"></iframe><p style="height:3000px">More club news</p></body>`
		})
	);
	await page.goto('/club-page.html');
	const frame = page.frameLocator('#e');
	const box = (await page.locator('#e').boundingBox())!;
	// The embed starts its code when the user shows intent (the pointer over it), as a visitor's does.
	await page.mouse.move(box.x + 20, box.y + 20);
	await page.mouse.move(box.x + 30, box.y + 30);
	await expect(frame.locator('.embed[data-ready="true"]')).toBeVisible();
	return frame;
}

/** The diagram's centre on the host page's screen. */
async function diagramCentre(page: Page) {
	// A framed element's box is in the main page's coordinates.
	const svg = (await page.frameLocator('#e').locator('svg[data-venue]').boundingBox())!;
	return { x: svg.x + svg.width / 2, y: svg.y + svg.height / 2 };
}

const viewBoxWidth = (page: Page) => page.frameLocator('#e').locator('svg[data-venue]').getAttribute('viewBox').then((v) => Number(v!.split(' ')[2]));
const hostScroll = (page: Page) => page.evaluate(() => window.scrollY);

test('an embed on a club’s page: the wheel scrolls the page until the diagram is clicked, then zooms it and says so; Escape gives it back', async ({ page }) => {
	await page.setViewportSize({ width: 1000, height: 700 });
	const frame = await hostPage(page, '/embed/field/2', 600, 400);
	const w0 = await viewBoxWidth(page);
	let c = await diagramCentre(page);
	await page.mouse.move(c.x, c.y);
	await page.mouse.wheel(0, 240);
	await expect.poll(() => hostScroll(page), 'the club’s page scrolls').toBeGreaterThan(100);
	expect(await viewBoxWidth(page), 'the diagram does not zoom').toBe(w0);
	await expect(frame.locator('[data-role="zoom-hint"]')).toHaveAttribute('data-hint', 'wake');
	await expect(frame.locator('[data-role="zoom-hint"]')).toContainText('Click or tap the diagram');
	// Clicked: the wheel zooms the diagram, not the page, and the hint says so.
	c = await diagramCentre(page);
	await page.mouse.click(c.x, c.y);
	await expect(frame.locator('.stage')).toHaveAttribute('data-awake', 'true');
	await expect(frame.locator('[data-role="zoom-hint"]')).toHaveAttribute('data-hint', 'awake');
	await expect(frame.locator('[data-role="zoom-hint"]')).toContainText('The wheel and two fingers zoom the diagram');
	const y1 = await hostScroll(page);
	await page.mouse.wheel(0, -240);
	await expect.poll(() => viewBoxWidth(page), 'the wheel zooms in').toBeLessThan(w0 * 0.9);
	expect(await hostScroll(page), 'the page stays').toBe(y1);
	// Escape: asleep again, the wheel is the page's.
	await page.keyboard.press('Escape');
	await expect(frame.locator('.stage')).toHaveAttribute('data-awake', 'false');
	const w1 = await viewBoxWidth(page);
	await page.mouse.wheel(0, 200);
	await expect.poll(() => hostScroll(page)).toBeGreaterThan(y1 + 100);
	expect(await viewBoxWidth(page)).toBe(w1);
});

test.describe('a phone’s finger on an embed (touch)', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

	test('a one-finger swipe over the sleeping diagram scrolls the club’s page', async ({ page }) => {
		await hostPage(page, '/embed/field/2', 360, 300);
		const w0 = await viewBoxWidth(page);
		const c = await diagramCentre(page);
		const t = await touchScreen(page);
		await t.drag(c, 0, -150);
		await expect.poll(() => hostScroll(page), 'the page follows the finger').toBeGreaterThan(50);
		expect(await viewBoxWidth(page)).toBe(w0);
	});
});

/** A deck of `n` slides kept on the device before the page loads (the deck page reads it). */
async function keepDeck(page: Page, n: number) {
	const slides: DeckSlide[] = Array.from({ length: n }, (_, i) => ({ key: `k${i}`, venue: 'field', penalty: String(i + 1), scenario: null, search: '', title: `Slide ${i + 1}`, notes: '' }));
	const kept = new Map<string, string>();
	const storage: DeckStorage = { getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => void kept.set(k, v) };
	writeDeck({ title: 'Spring clinic', slides }, storage);
	await page.addInitScript(([k, v]) => localStorage.setItem(k!, v!), [STORE_KEY, kept.get(STORE_KEY)!]);
}

const rowKeys = (page: Page) => page.locator('[data-role="deck-slide"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-key')));

test('deck: Remove is undone by Undo and by Ctrl+Z, back in place; the count says 1 slide, 2 slides', async ({ page }) => {
	await keepDeck(page, 3);
	await page.goto('/deck');
	await expect(page.locator('[data-role="deck-page"][data-ready="true"]')).toBeVisible();
	const count = page.locator('[data-role="deck-count"]');
	await expect(count).toHaveText('3 slides');
	await expect(page.locator('[data-role="deck-undo"]')).toHaveCount(0);
	await page.locator('[data-key="k1"] [data-role="deck-remove"]').click();
	await page.locator('[data-key="k0"] [data-role="deck-remove"]').click();
	await expect(count).toHaveText('1 slide');
	await expect(page.locator('[data-role="deck-download"] [data-format="pptx"]')).toContainText('(1 slide)');
	await expect(page.locator('[data-role="deck-download"] [data-format="zip"]')).toContainText('(1 file)');
	expect(await rowKeys(page)).toEqual(['k2']);
	await page.locator('[data-role="deck-undo"]').click();
	await expect(count).toHaveText('2 slides');
	expect(await rowKeys(page)).toEqual(['k0', 'k2']);
	// Ctrl+Z (focus on a row's handle, not in a text field).
	await page.keyboard.press('Control+z');
	await expect(count).toHaveText('3 slides');
	expect(await rowKeys(page)).toEqual(['k0', 'k1', 'k2']);
	await expect(page.locator('[data-role="deck-undo"]')).toHaveCount(0);
	// Kept on the device: a reload shows the three.
	const kept = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)!) as unknown, STORE_KEY);
	expect(JSON.stringify(kept)).toContain('k1');
});

test('deck in French and Spanish: 1 diapositive, 2 diapositivas', async ({ page }) => {
	await keepDeck(page, 1);
	await page.goto('/fr/deck');
	await expect(page.locator('[data-role="deck-count"]')).toHaveText('1 diapositive');
	await page.goto('/es/deck');
	await page.locator('[data-key="k0"] [data-role="deck-duplicate"]').click();
	await expect(page.locator('[data-role="deck-count"]')).toHaveText('2 diapositivas');
});

test('after the hit: /arena/3 offers its outcomes under the diagram before Play; the one chosen is the one played and kept', async ({ page }) => {
	const ids = variantsFor(computeSetup({ venue: 'arena', penalty: '3' })).map((v) => v.id);
	expect(ids.length).toBeGreaterThan(2);
	await open(page, '/arena/3');
	const choice = page.locator('[data-role="animation"] [data-role="variant-choice"]');
	await expect(choice).toBeVisible();
	expect(await choice.locator('input[data-role="variant"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(ids);
	// Under the diagram (below it).
	const svg = (await page.locator('svg[data-venue]:visible').boundingBox())!;
	const box = (await choice.boundingBox())!;
	expect(box.y).toBeGreaterThan(svg.y + svg.height - 1);
	// Not played yet: the setup is shown.
	await expect(page.locator('[data-role="animation"]')).not.toHaveAttribute('data-t', /./);
	await choice.locator('input[value="wide-rebound"]').check();
	await expect(page).toHaveURL(/variant=wide-rebound/);
	await page.locator('[data-action="play"]').click();
	await expect(page.locator('[data-role="animation"]')).toHaveAttribute('data-playing', 'true');
	await expect(choice.locator('input[value="wide-rebound"]')).toBeChecked();
});

test('an added slide keeps the moment shown: the outcome the run ended on, in the clinic too', async ({ page }) => {
	const frames = framesFor(computeSetup({ venue: 'arena', penalty: '3' }), { variant: 'out-of-play' });
	await open(page, `/arena/3?variant=out-of-play&t=${Math.max(0, frames.duration - 1)}`);
	await page.locator('[data-action="play"]').click();
	await expect(page.locator('[data-role="animation"]')).toHaveAttribute('data-playing', 'false', { timeout: 10_000 });
	await expect(page.locator('[data-role="animation"]')).toHaveAttribute('data-t', String(frames.duration));
	await page.locator('[data-role="add-to-deck"]').click();
	await expect(page.locator('[data-role="deck-added"]')).not.toBeEmpty();
	const kept = await page.evaluate((k) => localStorage.getItem(k), STORE_KEY);
	const search = readDeck({ getItem: () => kept, setItem: () => {} }).deck.slides.at(-1)!.search;
	expect(new URLSearchParams(search).get('t')).toBe(String(Math.round(frames.duration * 10) / 10));
	expect(new URLSearchParams(search).get('variant')).toBe('out-of-play');
	// The clinic opens that slide on the same frame.
	await page.goto('/clinic?deck=mine');
	await expect(page.locator('.deck[data-ready="true"]')).toBeVisible();
	await expect(page.locator('[data-role="slide-animation"]')).toHaveAttribute('data-active', 'true', { timeout: 10_000 });
	const ball = await page.locator('[data-role="slide-diagram"] [data-role="ball"]').evaluate((el) => ({ x: Number(el.getAttribute('data-x')), y: Number(el.getAttribute('data-y')) }));
	const want = positionsAt(frames, Math.round(frames.duration * 10) / 10).ball;
	expect(Math.hypot(ball.x - want.x, ball.y - want.y)).toBeLessThan(0.05);
});
