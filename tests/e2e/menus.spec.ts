/**
 * Menus and dialogs load when opened (issue 17): only their buttons are on the page, prerendered;
 * the Download list (ExportPanel) and the Embed dialog (EmbedDialog) come the first time they are
 * opened. For each: its code is not among the scripts the page loaded before, it opens on the first
 * click or tap (also one made before the page's code ran: the gate replays it), and it works as
 * before: keyboard, focus, Escape, a file downloaded, a snippet given, 44 px targets on a touch screen.
 * Playwright's own `test` where a press comes before the code (its pointer moves only when told).
 */
import { expect, test as plain, type Browser, type Page } from '@playwright/test';
import { open, test } from './fixtures';
import { holdScripts } from './slow';

/** Marks in each lazy part's code (its template), never in a script the page loads before it opens. */
const CODE = {
	download: 'data-role="export-menu"',
	embed: 'data-role="embed-dialog"'
} as const;

/** The bodies of every script the page has received so far (from here on). */
function scripts(page: Page) {
	const bodies: Promise<string>[] = [];
	page.on('response', (r) => {
		if (r.request().resourceType() === 'script' && r.frame() === page.mainFrame()) bodies.push(r.text().catch(() => ''));
	});
	return async (mark: string) => (await Promise.all(bodies)).some((b) => b.includes(mark));
}

/** Whether the page was ready when the user's first pointerdown came (recorded before the gate). */
async function watchFirstPress(page: Page) {
	await page.addInitScript(() => {
		addEventListener('pointerdown', () => ((window as unknown as { __ready?: boolean }).__ready ??= document.documentElement.hasAttribute('data-ready')), true);
	});
	return () => page.evaluate(() => (window as unknown as { __ready?: boolean }).__ready);
}

/** Heights (CSS px) of the controls a finger takes in `root`, each named. */
async function targets(page: Page, root: string) {
	return page.locator(root).evaluate((el) =>
		[...el.querySelectorAll<HTMLElement>('button, select, textarea, label:has(> input)')]
			.filter((e) => e.getBoundingClientRect().height > 0)
			.map((e) => ({ what: e.dataset.format ?? e.dataset.role ?? e.textContent!.trim().slice(0, 30), h: Math.round(e.getBoundingClientRect().height * 10) / 10 }))
	);
}

test.describe('desktop 1280x720', () => {
	test.use({ viewport: { width: 1280, height: 720 } });

	test('Download: its list loads on the first click, keys and Escape work, PNG saves a file', async ({ page }) => {
		const loaded = scripts(page);
		await open(page, '/field/5a');
		await page.waitForLoadState('networkidle');
		expect(await loaded(CODE.download), 'the list before it is opened').toBe(false);
		const button = page.locator('[data-role="export-button"]');
		await button.click();
		const items = page.locator('[data-role="export-menu"] button');
		await expect(items.first()).toBeVisible();
		await expect(button).toHaveAttribute('aria-expanded', 'true');
		expect(await loaded(CODE.download)).toBe(true);
		// The focus stays on the button; Tab goes into the list, Escape closes it and gives the focus back.
		await expect(button).toBeFocused();
		await page.keyboard.press('Tab');
		await expect(page.locator('[data-role="export-menu"] [data-format="svg"]')).toBeFocused();
		await page.keyboard.press('Escape');
		await expect(page.locator('[data-role="export-menu"]')).toHaveCount(0);
		await expect(button).toBeFocused();
		// Enter opens it again; a press outside closes it.
		await page.keyboard.press('Enter');
		await expect(items.first()).toBeVisible();
		await page.locator('h1').click();
		await expect(page.locator('[data-role="export-menu"]')).toHaveCount(0);
		await button.click();
		const [dl] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.locator('[data-export="png-1920x1080"]').click()]);
		expect(dl.suggestedFilename()).toMatch(/\.png$/);
		await expect(page.locator('[data-role="export"]')).toHaveAttribute('data-bytes', /^[1-9]\d{3,}$/);
		await expect(page.locator('[data-role="export-status"]')).toContainText(dl.suggestedFilename());
	});

	test('Embed: its dialog loads on the first click, gives the snippets of the state shown, Escape closes it', async ({ page }) => {
		const loaded = scripts(page);
		await open(page, '/field/5a?foul=150,60');
		await page.waitForLoadState('networkidle');
		expect(await loaded(CODE.embed), 'the dialog before it is opened').toBe(false);
		await expect(page.locator('[data-role="embed-dialog"]')).toHaveCount(0);
		const button = page.locator('[data-role="embed-button"]');
		await button.click();
		const dialog = page.locator('[data-role="embed-dialog"]');
		await expect(dialog).toBeVisible();
		expect(await dialog.evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal'))).toBe(true);
		await expect(dialog.locator('[data-snippet="url"]')).toHaveValue(/\/embed\/field\/5a\?foul=150,60$/);
		await expect(page.frameLocator('[data-role="embed-preview"] iframe').locator('svg[data-venue]')).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(dialog).toBeHidden();
		await expect(button).toBeFocused();
		// Opened again, it says the state shown now.
		await page.locator('[data-role="foul-x"]').fill('120');
		await page.locator('[data-role="foul-set"]').click();
		await button.click();
		await expect(dialog.locator('[data-snippet="url"]')).toHaveValue(/\/embed\/field\/5a\?foul=120,60$/);
	});

	test('the embed: More > Download and More > Embed load when chosen; SVG saves a file', async ({ browser }) => {
		const page = await (await browser.newContext({ viewport: { width: 600, height: 400 } })).newPage();
		const loaded = scripts(page);
		await page.goto('/embed/arena/4');
		await page.mouse.move(5, 5);
		await expect(page.locator('html[data-ready]')).toHaveCount(1);
		await page.waitForLoadState('networkidle');
		expect(await loaded(CODE.download)).toBe(false);
		expect(await loaded(CODE.embed)).toBe(false);
		await page.locator('[data-role="more"] summary').click();
		await page.locator('[data-role="controls-menu"] [data-role="export-button"]').click();
		const svg = page.locator('[data-role="export-menu"] [data-format="svg"]');
		await expect(svg).toBeVisible();
		// The list opens above its button, inside the frame.
		const box = (await page.locator('[data-role="export-menu"]').boundingBox())!;
		expect(box.x).toBeGreaterThanOrEqual(0);
		expect(box.x + box.width).toBeLessThanOrEqual(600);
		const [dl] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), svg.click()]);
		expect(dl.suggestedFilename()).toMatch(/arena.*4.*\.svg$/);
		await page.locator('[data-role="controls-menu"] [data-role="embed-button"]').click();
		await expect(page.locator('[data-role="embed-dialog"]')).toBeVisible();
		await expect(page.locator('[data-role="embed-dialog"] [data-snippet="url"]')).toHaveValue(/\/embed\/arena\/4$/);
		await page.context().close();
	});
});

plain.describe('a press made before the code has loaded', () => {
	plain('desktop: a click on Download while the code loads opens the list', async ({ page }) => {
		const ready = await watchFirstPress(page);
		const release = await holdScripts(page);
		await page.goto('/field/5a', { waitUntil: 'load' });
		await page.locator('[data-role="export-button"]').click();
		release();
		await expect(page.locator('[data-role="export-menu"] [data-format="png"]').first()).toBeVisible({ timeout: 20_000 });
		expect(await ready(), 'the page was not ready when pressed').toBe(false);
	});

	plain('phone: a tap on Embed while the code loads opens the dialog', async ({ browser }) => {
		const page = await phone(browser);
		const ready = await watchFirstPress(page);
		const release = await holdScripts(page);
		await page.goto('/arena/2', { waitUntil: 'load' });
		await page.locator('[data-role="embed-button"]').tap();
		release();
		await expect(page.locator('[data-role="embed-dialog"]')).toBeVisible({ timeout: 20_000 });
		expect(await ready(), 'the page was not ready when tapped').toBe(false);
		await page.context().close();
	});
});

/** A phone's page (390x844, touch). */
async function phone(browser: Browser, width = 390, height = 844) {
	return (await browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true })).newPage();
}

test.describe('touch: the opened menus have 44 px targets', () => {
	const MIN = 44 - 0.5;
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

	test('the penalty page: the Download list and the Embed dialog', async ({ page }) => {
		await open(page, '/field/5a');
		await page.locator('[data-role="export-button"]').tap();
		await expect(page.locator('[data-role="export-menu"] [data-format="gif"]')).toBeVisible();
		expect((await targets(page, '[data-role="export-menu"]')).filter((t) => t.h < MIN)).toEqual([]);
		await page.locator('[data-role="export-button"]').tap();
		await page.locator('[data-role="embed-button"]').tap();
		await expect(page.locator('[data-role="embed-dialog"] [data-snippet="iframe"]')).toBeVisible();
		expect((await targets(page, '[data-role="embed-dialog"]')).filter((t) => t.h < MIN && t.what !== '')).toEqual([]);
		const close = (await page.locator('[data-role="embed-dialog"] .top button').boundingBox())!;
		expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(MIN);
	});

	for (const [width, height] of [
		[390, 844],
		[600, 400]
	] as const) {
		test(`the embed at ${width}x${height}: the settings, More and its Download list`, async ({ browser }) => {
			const page = await phone(browser, width, height);
			await page.goto('/embed/arena/4');
			await page.touchscreen.tap(5, 5);
			await expect(page.locator('html[data-ready]')).toHaveCount(1);
			await page.locator('[data-role="animation-settings"] summary').tap();
			await expect(page.locator('[data-role="animation-settings"] [data-role="speed"]')).toBeVisible();
			expect((await targets(page, '[data-role="animation-settings"] .pop')).filter((t) => t.h < MIN)).toEqual([]);
			await page.locator('[data-role="more"] summary').tap();
			await expect(page.locator('[data-role="controls-menu"]')).toBeVisible();
			expect((await targets(page, '[data-role="controls-menu"]')).filter((t) => t.h < MIN)).toEqual([]);
			await page.locator('[data-role="controls-menu"] [data-role="export-button"]').tap();
			await expect(page.locator('[data-role="export-menu"] [data-format="svg"]')).toBeVisible();
			expect((await targets(page, '[data-role="export-menu"]')).filter((t) => t.h < MIN)).toEqual([]);
			const box = (await page.locator('[data-role="export-menu"]').boundingBox())!;
			expect(box.x, 'inside the frame').toBeGreaterThanOrEqual(0);
			expect(box.x + box.width, 'inside the frame').toBeLessThanOrEqual(width);
			await page.context().close();
		});
	}
});
