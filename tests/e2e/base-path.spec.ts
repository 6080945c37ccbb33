/*
 * Hosting under a sub-path: a build made with BASE_PATH=/polo, served at /polo/ (playwright.base.config.ts
 * builds it into build-base/ and serves it on its own port). Pages, their code and styles, and the
 * web component all load from under /polo/.
 */
import { expect, test } from './fixtures';
import { computeSetup } from '../../src/lib/geometry';

const BASE = '/polo';

test('the home page, a penalty page and their files load from /polo/', async ({ page, request }) => {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
	const failed: string[] = [];
	page.on('response', (r) => {
		if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
	});

	const home = await page.goto(`${BASE}/`);
	expect(home?.status()).toBe(200);
	await expect(page.locator('svg[data-venue]').first()).toBeVisible();

	const pen = await page.goto(`${BASE}/field/2`);
	expect(pen?.status()).toBe(200);
	await expect(page.locator('article[data-ready="true"]')).toBeVisible();
	const ball = computeSetup({ venue: 'field', penalty: '2' }).ball!;
	expect(Number(await page.locator('[data-role="ball"]').first().getAttribute('data-x'))).toBeCloseTo(ball.x, 2);

	// A sub-resource named in the page: under /polo/, and served.
	const asset = await page.evaluate(() => (document.querySelector('link[rel="stylesheet"]') as HTMLLinkElement | null)?.href ?? (document.querySelector('link[rel="modulepreload"]') as HTMLLinkElement | null)?.href ?? '');
	expect(new URL(asset).pathname.startsWith(`${BASE}/_app/`)).toBe(true);
	expect((await request.get(asset)).status()).toBe(200);
	expect((await request.get(`${BASE}/polo-penalty.js`)).status()).toBe(200);
	// Nothing is asked for outside /polo/.
	expect(failed).toEqual([]);
	expect(errors).toEqual([]);
});

test('client-side navigation stays under /polo/', async ({ page }) => {
	await page.goto(`${BASE}/`);
	await page.locator('a[data-venue="arena"][data-penalty="4"]').first().click();
	await expect(page).toHaveURL(new RegExp(`${BASE}/arena/4$`));
	await expect(page.locator('article[data-ready="true"] svg[data-venue="arena"]')).toBeVisible();
});

test('the embed, the clinic and the web component work under /polo/', async ({ page }) => {
	await page.goto(`${BASE}/embed-example.html`);
	const b = page.frameLocator('#arena-4 iframe').locator('[data-role="ball"]');
	await expect(b).toBeVisible();
	expect(Number(await b.getAttribute('data-x'))).toBeCloseTo(computeSetup({ venue: 'arena', penalty: '4' }).ball!.x, 2);
	await page.goto(`${BASE}/clinic?ids=2,3`);
	await expect(page.locator('.deck[data-ready="true"]')).toBeVisible();
	await page.keyboard.press('PageDown');
	await expect(page).toHaveURL(new RegExp(`${BASE}/clinic\\?ids=2,3&slide=2$`));
});

test('the French and Spanish pages under /polo/: in their language before and after hydration, links and the language switch stay under /polo/', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	const res = await page.goto(`${BASE}/fr/field/5a?foul=150,60`);
	expect(res?.status()).toBe(200);
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
	await expect(page.locator('article[data-ready="true"]')).toBeVisible();
	// Hydrated in French: the navigation still reads French and its links keep /polo/fr/.
	const home = page.locator('header a[href$="/fr/"], header a[href$="/fr"]').first();
	await expect(home).toBeVisible();
	expect(new URL(await home.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toMatch(new RegExp(`^${BASE}/fr/?$`));
	const hreflang = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((ls) => ls.map((l) => [l.getAttribute('hreflang'), new URL((l as HTMLLinkElement).href).pathname]));
	expect(hreflang).toEqual(expect.arrayContaining([['en', `${BASE}/field/5a`], ['fr', `${BASE}/fr/field/5a`], ['es', `${BASE}/es/field/5a`]]));
	// The ball where the geometry puts it.
	const ball = computeSetup({ venue: 'field', penalty: '5a', foul: { x: 150, y: 60 } }).ball!;
	expect(Number(await page.locator('[data-role="ball"]').first().getAttribute('data-x'))).toBeCloseTo(ball.x, 2);
	// The language switch keeps the page, its state and the base.
	await page.locator('[data-role="language-switch"] a[hreflang="es"]').click();
	await expect(page).toHaveURL(new RegExp(`${BASE}/es/field/5a\\?foul=150,60`));
	await expect(page.locator('html')).toHaveAttribute('lang', 'es');
	const es = await page.goto(`${BASE}/es/`);
	expect(es?.status()).toBe(200);
	await expect(page.locator('html')).toHaveAttribute('lang', 'es');
	await page.locator('a[data-venue="arena"][data-penalty="4"]').first().click();
	await expect(page).toHaveURL(new RegExp(`${BASE}/es/arena/4$`));
	await expect(page.locator('html')).toHaveAttribute('lang', 'es');
	expect(errors).toEqual([]);
});
