/*
 * Offline: the service worker caches the whole site on the first visit; with the network cut, pages
 * never visited still load (a clinic at a ground without signal), and a new version's worker
 * deletes the caches of older ones.
 */
import { expect, test, type Page } from './fixtures';
import { computeSetup } from '../../src/lib/geometry';

// The main config blocks service workers so that other specs see the network; this one needs it.
test.use({ serviceWorkers: 'allow' });

async function waitForWorker(page: Page) {
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
	// clients.claim() on activation: the page becomes controlled without a reload; reload once if not.
	if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
	await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 60_000 }).toBe(true);
}

test('with the network cut after a first visit, other pages still load', async ({ page, context }) => {
	test.setTimeout(120_000);
	await page.goto('/field/2');
	await waitForWorker(page);
	await context.setOffline(true);
	// Never visited, with a query: served from the cache, then drawn by the app.
	const res = await page.goto('/arena/4?foul=30,5');
	expect(res?.ok()).toBe(true);
	await expect(page.locator('article[data-ready="true"]')).toBeVisible();
	const ball = computeSetup({ venue: 'arena', penalty: '4', foul: { x: 30, y: 5 } }).ball!;
	const b = page.locator('[data-role="ball"]').first();
	expect(Number(await b.getAttribute('data-x'))).toBeCloseTo(ball.x, 2);
	expect(Number(await b.getAttribute('data-y'))).toBeCloseTo(ball.y, 2);
	// The clinic deck works offline too, and moves.
	await page.goto('/clinic?venue=arena&ids=2,3');
	await expect(page.locator('.deck[data-ready="true"]')).toBeVisible();
	await page.keyboard.press('PageDown');
	await expect(page.locator('.deck')).toHaveAttribute('data-penalty', '3');
	// Client-side navigation loads its code from the cache.
	await page.goto('/');
	await page.locator('a[data-venue="field"][data-penalty="5a"]').first().click();
	await expect(page).toHaveURL(/\/field\/5a$/);
	await expect(page.locator('article[data-ready="true"] svg[data-venue="field"]')).toBeVisible();
	await context.setOffline(false);
});

test('a new version replaces the old cache', async ({ page }) => {
	test.setTimeout(120_000);
	await page.goto('/');
	await waitForWorker(page);
	const keys = () => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('polo-penalties-')));
	expect((await keys()).length).toBe(1);
	// Pretend an older version left its cache, and install the worker again.
	await page.evaluate(async () => {
		await caches.open('polo-penalties-0-older');
		const reg = await navigator.serviceWorker.getRegistration();
		await reg?.unregister();
	});
	expect((await keys()).length).toBe(2);
	await page.reload();
	await waitForWorker(page);
	await expect.poll(keys, { timeout: 20_000 }).not.toContain('polo-penalties-0-older');
	expect((await keys()).length).toBe(1);
});
