/**
 * The penalty page's checker, settings and rule panels hydrate when the user reaches for them
 * (src/lib/island/Deferred.svelte; issue 17: first-use weight): first use and Play load none of
 * their code, and what a user does in a panel before its code has arrived takes effect once it has.
 * The panels' code is held (page.route) until the test releases it, so what the test does meanwhile
 * happens before, however slow the machine; nothing here waits for a time.
 */
import { expect, open, test, type Page } from './fixtures';

const PANEL_CHUNK = /\/island\/penalty\/\w+Panel\.[\w-]+\.js$/;
/**
 * The parts of the page hydrated when reached for: the panels, the legend, the diagram's tools. (The
 * site header is one too, but the suite's pointer rests over it after each load: fixtures.ts.)
 */
const PART_CHUNK = /\/island\/penalty\/(\w+Panel|Legend|Tools)\.[\w-]+\.js$/;
const HEADER_CHUNK = /\/island\/penalty\/SiteHeader\.[\w-]+\.js$/;

/** Holds every panel's chunk until `release`; `asked` lists the ones asked for. */
async function holdPanels(page: Page) {
	let release = () => {};
	const held = new Promise<void>((r) => (release = r));
	const asked: string[] = [];
	await page.route(PANEL_CHUNK, async (route) => {
		asked.push(/(\w+Panel)\./.exec(route.request().url())?.[1] ?? '');
		await held;
		await route.continue();
	});
	return { release, asked };
}

const search = (page: Page) => new URL(page.url()).search;

test('first use and Play load none of the panels: they hydrate when reached for, one at a time', async ({ page }) => {
	const loaded: string[] = [];
	page.on('request', (r) => {
		if (PART_CHUNK.test(r.url())) loaded.push(/(\w+)\.[\w-]+\.js$/.exec(r.url())?.[1] ?? '');
	});
	await open(page, '/arena/2');
	const svg = page.locator('svg[data-venue]:visible');
	await svg.hover();
	await page.locator('[data-action="play"]').first().click();
	await expect(svg).toHaveAttribute('data-animating', 'true');
	expect(loaded, 'panel code loaded by first use and Play').toEqual([]);
	await expect(page.locator('[data-deferred][data-running]')).toHaveCount(0);
	// The pointer over the options panel (its box has none of its own: display: contents): that panel's code, and only it.
	await page.locator('[data-deferred="options"] > section').hover();
	await expect(page.locator('[data-deferred="options"]')).toHaveAttribute('data-running', 'true');
	expect(loaded).toEqual(['OptionsPanel']);
	await expect(page.locator('[data-deferred][data-running]')).toHaveCount(1);
});

test('a part the server rendered empty (no options on /fr/arena/4) is not loaded by first use: only one the browser drew itself runs at once', async ({ page }) => {
	const loaded: string[] = [];
	page.on('request', (r) => {
		if (PART_CHUNK.test(r.url())) loaded.push(/(\w+)\.[\w-]+\.js$/.exec(r.url())?.[1] ?? '');
	});
	await open(page, '/fr/arena/4');
	await expect(page.locator('[data-deferred="options"] > *')).toHaveCount(0);
	await page.locator('svg[data-venue]:visible').hover();
	await page.locator('[data-action="play"]').first().click();
	await expect(page.locator('svg[data-venue]:visible')).toHaveAttribute('data-animating', 'true');
	expect(loaded).toEqual([]);
});

test('a foul spot typed before the panel runs is set once it does, and the focus stays in the field', async ({ page }) => {
	await open(page, '/field/5a');
	const { release, asked } = await holdPanels(page);
	await page.locator('[data-role="foul-x"]').fill('90');
	await page.locator('[data-role="foul-y"]').fill('-20');
	await page.locator('[data-role="foul-y"]').press('Enter');
	await expect.poll(() => asked).toContain('FoulPanel');
	// Held: the form did not submit itself (no reload, no query written by the browser).
	expect(search(page)).toBe('');
	await expect(page.locator('[data-deferred="foul"]')).not.toHaveAttribute('data-running', /.*/);
	release();
	await expect.poll(() => search(page)).toBe('?foul=90,-20');
	await expect(page.locator('[data-role="foul-x"]')).toHaveValue('90');
	await expect(page.locator('[data-role="foul-y"]')).toBeFocused();
	await expect(page.locator('svg[data-venue]:visible [data-role="ball"]')).toHaveAttribute('data-x', '90');
});

test('a field whose text is selected when the panel runs keeps the selection: what is typed next replaces it', async ({ page }) => {
	// A user who tabs into a field has its text selected, and the panel's code arrives while they type.
	// Hydration removes the inputs' value attributes: a field not yet typed in would go empty and come
	// back with the caret at its end, so "12" typed over "40" would read "4012".
	await open(page, '/arena/5a');
	const { release } = await holdPanels(page);
	const x = page.locator('[data-role="foul-x"]');
	await x.focus();
	await x.press('Control+a');
	release();
	await expect(page.locator('[data-deferred="foul"]')).toHaveAttribute('data-running', 'true');
	await page.keyboard.type('12');
	await expect(x).toHaveValue('12');
	await x.press('Enter');
	await expect.poll(() => search(page)).toMatch(/^\?foul=12,/);
});

/** Holds the site header's chunk until `release`. */
async function holdHeader(page: Page) {
	let release = () => {};
	const held = new Promise<void>((r) => (release = r));
	await page.route(HEADER_CHUNK, async (route) => {
		await held;
		await route.continue();
	});
	return release;
}

test("a language link followed before the header's code runs keeps the page's state", async ({ page }) => {
	// Held from the start: the suite's pointer rests over the header after each load (fixtures.ts).
	await holdHeader(page);
	await open(page, '/field/5a?foul=90,-20');
	await expect(page.locator('[data-deferred="header"]')).not.toHaveAttribute('data-running', /.*/);
	await page.locator('[data-role="language-switch"] a[hreflang="fr"]').click();
	await expect(page).toHaveURL(/\/fr\/field\/5a\?foul=90,-20$/);
	await expect(page.locator('svg[data-venue]:visible [data-role="ball"]')).toHaveAttribute('data-x', '90');
});

test("a theme chosen before the header's code runs applies once it does, and is remembered", async ({ page }) => {
	const release = await holdHeader(page);
	await open(page, '/arena/2');
	await page.locator('[data-role="theme-switch"]').selectOption('dark');
	await expect(page.locator('[data-role="theme-switch"]')).toHaveValue('dark');
	release();
	await expect(page.locator('[data-deferred="header"]')).toHaveAttribute('data-running', 'true');
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	expect(await page.evaluate(() => localStorage.getItem('polo-theme'))).toBe('dark');
});

test('a theme kept on the device: the header runs at start and its switch says so', async ({ page }) => {
	await page.addInitScript(() => localStorage.setItem('polo-theme', 'contrast'));
	await open(page, '/arena/2');
	await expect(page.locator('[data-deferred="header"]')).toHaveAttribute('data-running', 'true');
	await expect(page.locator('[data-role="theme-switch"]')).toHaveValue('contrast');
});

test.describe('on a phone', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
	test("the menu tapped before the header's code runs opens, stays open once the code runs, and Escape closes it", async ({ page }) => {
		const release = await holdHeader(page);
		await open(page, '/arena/2');
		const nav = page.locator('[data-role="site-nav"]');
		await page.locator('[data-role="menu-button"]').tap();
		await expect(nav).toBeVisible();
		release();
		await expect(page.locator('[data-deferred="header"]')).toHaveAttribute('data-running', 'true');
		await expect(nav).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(nav).toBeHidden();
	});

	test('an option tapped before its panel runs is chosen once it does', async ({ page }) => {
		await open(page, '/field/3');
		const { release } = await holdPanels(page);
		const defended = page.locator('[data-deferred="options"] input[type="checkbox"]').first();
		await defended.scrollIntoViewIfNeeded();
		await defended.tap();
		// The box shows the tap at once; what it means waits for the panel's code.
		await expect(defended).toBeChecked();
		expect(search(page)).not.toContain('defended');
		await expect(page.locator('[data-deferred="options"]')).not.toHaveAttribute('data-running', /.*/);
		release();
		await expect(defended).toBeChecked();
		await expect.poll(() => search(page)).toContain('defended=1');
	});
});

test.describe("an embed in a club's frame (600 x 400, touch)", () => {
	test.use({ viewport: { width: 600, height: 400 }, hasTouch: true });
	const MORE_CHUNK = /\/island\/embed\/EmbedControls\.[\w-]+\.js$/;

	test('the "More" menu: first use and Play load none of its code; opened and an option chosen before it runs, the option applies once it does', async ({ page }) => {
		const loaded: string[] = [];
		page.on('request', (r) => {
			if (MORE_CHUNK.test(r.url())) loaded.push(r.url());
		});
		await page.goto('/embed/arena/2');
		await expect(page.locator('.embed[data-ready="true"]')).toBeVisible();
		await page.locator('[data-action="play"]').tap();
		await expect(page.locator('[data-role="animation"]')).toHaveAttribute('data-playing', 'true');
		expect(loaded, 'the menu\'s code loaded by first use and Play').toEqual([]);
		let release = () => {};
		const held = new Promise<void>((r) => (release = r));
		await page.route(MORE_CHUNK, async (route) => {
			await held;
			await route.continue();
		});
		const menu = page.locator('[data-role="controls-menu"]');
		// A native <details>: it opens at the tap, before the code.
		await page.locator('[data-role="more"] summary').tap();
		await expect(menu).toBeVisible();
		await menu.locator('select').first().selectOption('spot');
		expect(search(page)).not.toContain('from=spot');
		await expect(page.locator('[data-deferred="more"]')).not.toHaveAttribute('data-running', /.*/);
		release();
		await expect(page.locator('[data-deferred="more"]')).toHaveAttribute('data-running', 'true');
		await expect.poll(() => search(page)).toContain('from=spot');
		await expect(menu.locator('select').first()).toHaveValue('spot');
		await expect(menu).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(menu).toBeHidden();
	});
});

test('a foul spot set on the diagram shows in the foul panel: its code runs as what it shows changes', async ({ page }) => {
	await open(page, '/field/5a');
	const svg = page.locator('svg[data-venue]:visible');
	const box = (await svg.boundingBox())!;
	await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
	await expect.poll(() => search(page)).toMatch(/^\?foul=/);
	const [x, y] = /foul=([-\d.]+),([-\d.]+)/.exec(search(page))!.slice(1);
	await expect(page.locator('[data-deferred="foul"]')).toHaveAttribute('data-running', 'true');
	await expect(page.locator('[data-role="foul-x"]')).toHaveValue(x!);
	await expect(page.locator('[data-role="foul-y"]')).toHaveValue(y!);
});

test('an address with a query shows in the panels (the server drew the default)', async ({ page }) => {
	await open(page, '/arena/2?foul=10,5&from=spot');
	await expect(page.locator('[data-role="foul-x"]')).toHaveValue('10');
	await expect(page.locator('[data-role="foul-y"]')).toHaveValue('5');
	await expect(page.locator('[data-deferred="options"] input[value="spot"]')).toBeChecked();
});

test("every style sheet a page links has its rules (an island's build empties only its entry's own, never a file SvelteKit's pages share)", async ({ page, request }) => {
	for (const path of ['/field/5a', '/arena/2', '/print/field', '/es/arena/2']) {
		await page.goto(path);
		const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
		expect(sheets.length, path).toBeGreaterThan(0);
		for (const href of sheets) expect((await (await request.get(href)).text()).trim().length, `${path}: ${href}`).toBeGreaterThan(0);
	}
});
