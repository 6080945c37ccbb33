/*
 * Offline (issue 17): a first visit caches its own page and its language's scripts only (within
 * the budget, nothing of another language, no embed or print sheet, not the export encoders), pages are cached as they are
 * visited, "Save for offline" on the clinic says its size, shows its progress and then the whole
 * site in that language works with the network cut; a new version copies what did not change from
 * the old cache, downloads only the rest, and deletes the old cache.
 */
import { expect, test, type Page } from './fixtures';
import { computeSetup } from '../../src/lib/geometry';
import { offlineCache } from '../../scripts/weight.mjs';
import { BUDGETS } from '../../scripts/budgets.mjs';

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

/** The addresses (paths) in the site's caches. */
const cached = (page: Page) =>
	page.evaluate(async () => {
		const out: string[] = [];
		for (const k of await caches.keys()) for (const r of await (await caches.open(k)).keys()) out.push(new URL(r.url).pathname);
		return out.sort();
	});

/** The addresses of a group of the site's offline manifest (src/lib/island/offline.ts). */
async function groupOf(baseURL: string | undefined, group: string): Promise<string[]> {
	const manifest = (await (await fetch(`${baseURL}/_app/offline.json`)).json()) as { files: [string, number, number, string, string][] };
	return manifest.files.filter((f) => f[4] === group).map((f) => f[0]);
}

for (const [path, locale] of [
	['/field/2', 'en'],
	['/es/arena/2', 'es']
] as const) {
	test(`${path}: a first visit caches its page and its language only, not the export encoders, within the budget`, async ({ context, baseURL }) => {
		test.setTimeout(120_000);
		const c = await offlineCache(context, `${baseURL}${path}`, locale);
		expect(c.gzip, 'offline cache of a first visit, bytes gzip').toBeLessThanOrEqual(BUDGETS.offlineFirstVisitGzip);
		expect(c.otherLanguage, 'files of another language').toBe(0);
		expect(c.embedOrPrint, 'embeds and print sheets').toBe(0);
		expect(c.urls).toContain(path);
		expect(c.urls).not.toContain(path.replace(/\d+$/, '3'));
		expect(c.urls.filter((u: string) => u.startsWith(`/_app/immutable/${locale}/`)).length).toBeGreaterThan(10);
		// The video, GIF, PPTX and zip makers are cached when used (island/encoders.ts).
		const encoders = await groupOf(baseURL, `exports:${locale}`);
		expect(encoders.length, 'export encoders in the manifest').toBeGreaterThan(2);
		expect(c.urls.filter((u: string) => encoders.includes(u))).toEqual([]);
	});
}

test('with the network cut, a visited page still works and pages visited since are cached', async ({ page, context }) => {
	test.setTimeout(120_000);
	await page.goto('/field/2');
	await waitForWorker(page);
	await page.goto('/es/arena/3');
	await expect.poll(async () => (await cached(page)).filter((u) => u.startsWith('/_app/immutable/es/')).length, { timeout: 30_000 }).toBeGreaterThan(10);
	await context.setOffline(true);
	const res = await page.goto('/field/2?foul=30,5');
	expect(res?.ok()).toBe(true);
	await expect(page.locator('article[data-ready="true"]')).toBeVisible();
	const ball = computeSetup({ venue: 'field', penalty: '2', foul: { x: 30, y: 5 } }).ball!;
	const b = page.locator('[data-role="ball"]').first();
	expect(Number(await b.getAttribute('data-x'))).toBeCloseTo(ball.x, 2);
	await page.goto('/es/arena/3');
	await expect(page.locator('article[data-ready="true"]')).toBeVisible();
	await expect(page.locator('html')).toHaveAttribute('lang', 'es');
	await context.setOffline(false);
});

test('an export encoder is cached once used: fetched through the worker, it stays for the next time offline', async ({ page, baseURL }) => {
	test.setTimeout(120_000);
	await page.goto('/field/2');
	await waitForWorker(page);
	const [encoder] = (await groupOf(baseURL, 'exports:en')).filter((u) => u.includes('/island/penalty/'));
	expect(encoder, "the penalty island's encoders").toBeTruthy();
	expect(await cached(page)).not.toContain(encoder);
	expect(await page.evaluate(async (u) => (await fetch(u)).ok, encoder!)).toBe(true);
	await expect.poll(() => cached(page)).toContain(encoder);
});

test('"Save for offline" on the clinic says its size, shows its progress, and then the site works offline', async ({ page, context, baseURL }) => {
	test.setTimeout(180_000);
	await page.goto('/clinic');
	await waitForWorker(page);
	await page.locator('[data-role="menu"]').click();
	const save = page.locator('[data-role="save-offline"]');
	await expect(save).toHaveAttribute('data-status', 'ready');
	// The size first, in kilobytes or megabytes (what the worker still misses depends on what its
	// install had cached by then).
	await expect(save.locator('[data-role="save-size"]')).toContainText(/\d(\.\d)? [kM]B to download/);
	const seen = new Set<string>();
	const watch = setInterval(() => save.getAttribute('data-status').then((s) => s && seen.add(s), () => {}), 50);
	await save.locator('[data-action="save-offline"]').click();
	await expect(save.locator('progress').or(save.locator('[data-status="saved"]'))).toBeAttached();
	await expect(save).toHaveAttribute('data-status', /saved|failed/, { timeout: 150_000 });
	expect(await save.getAttribute('data-status'), await save.innerText()).toBe('saved');
	clearInterval(watch);
	expect(seen.has('saving'), 'progress was shown').toBe(true);
	await expect(save).toContainText(/Saved \(\d/);
	const urls = await cached(page);
	expect(urls.filter((u) => /^\/(fr|es)(\/|$)/.test(u))).toEqual([]);
	expect(urls.filter((u) => u.startsWith('/embed/'))).toEqual([]);
	// The export encoders too, which a first visit leaves out.
	expect((await groupOf(baseURL, 'exports:en')).filter((u) => !urls.includes(u)), 'export encoders not saved').toEqual([]);

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
	// Once saved, the menu says so.
	await page.goto('/clinic');
	await page.locator('[data-role="menu"]').click();
	await expect(save).toHaveAttribute('data-status', 'saved');
	await context.setOffline(false);
});

test('a new version copies the unchanged files from the old cache, downloads the changed ones, and deletes the old cache', async ({ page, context }) => {
	test.setTimeout(120_000);
	await page.goto('/field/2');
	await waitForWorker(page);
	const keys = () => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('polo-penalties-')));
	expect((await keys()).length).toBe(1);
	// Pretend an older version left this cache, whose manifest differs in one script's content, then
	// install the worker again.
	const changed = await page.evaluate(async () => {
		const [name] = (await caches.keys()).filter((k) => k.startsWith('polo-penalties-'));
		const cache = await caches.open(name!);
		const older = await caches.open('polo-penalties-0-older');
		for (const req of await cache.keys()) await older.put(req, (await cache.match(req))!);
		const manifestUrl = new URL('/_app/offline.json', location.href).href;
		const manifest = await (await older.match(manifestUrl))!.json();
		const held = new Set((await older.keys()).map((r) => new URL(r.url).pathname));
		const entry = manifest.files.find((f: [string, number, number, string, string]) => f[0].startsWith('/_app/immutable/en/nodes/') && held.has(f[0]));
		entry[3] = 'changed';
		await older.put(manifestUrl, new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }));
		await caches.delete(name!);
		await (await navigator.serviceWorker.getRegistration())?.unregister();
		return entry[0] as string;
	});
	const fetched: string[] = [];
	context.on('request', (r) => {
		if (r.serviceWorker()) fetched.push(new URL(r.url()).pathname);
	});
	await page.reload();
	await waitForWorker(page);
	await expect.poll(keys, { timeout: 20_000 }).not.toContain('polo-penalties-0-older');
	expect((await keys()).length).toBe(1);
	// The worker's script, the manifest and the one changed file came from the network; the page is there again.
	expect(fetched.filter((u) => u !== '/_app/offline.json' && u !== '/service-worker.js').sort()).toEqual([changed]);
	expect(await cached(page)).toContain('/field/2');
});

test('the site menu offers "Save for offline" in the page\'s language: a first press says the size, the next saves', async ({ page }) => {
	test.setTimeout(180_000);
	await page.setViewportSize({ width: 390, height: 844 });
	await page.goto('/fr/field/2');
	await waitForWorker(page);
	await page.locator('[data-role="menu-button"]').click();
	const save = page.locator('[data-role="site-menu-panel"] [data-role="save-offline"]');
	const button = save.locator('[data-action="save-offline"]');
	await expect(button).toBeVisible();
	await expect(button).toHaveText('Enregistrer pour hors ligne');
	await button.click();
	await expect(save.locator('[data-role="save-size"]')).toContainText(/\d+([,.]\d)?\s(Mo|ko) à télécharger/);
	// Inside the screen, not under the page.
	const box = (await save.boundingBox())!;
	expect(box.x).toBeGreaterThanOrEqual(0);
	expect(box.x + box.width).toBeLessThanOrEqual(390);
	await button.click();
	await expect(save).toHaveAttribute('data-status', /saved|failed/, { timeout: 150_000 });
	expect(await save.getAttribute('data-status'), await save.innerText()).toBe('saved');
	const urls = await cached(page);
	expect(urls.filter((u) => u.startsWith('/_app/immutable/en/') || u.startsWith('/_app/immutable/es/'))).toEqual([]);
	expect(urls).toContain('/fr/arena/4');
});
