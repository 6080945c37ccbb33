/*
 * Embedding: /embed/{venue}/{id} shows only the diagram, its controls and a link back (no site
 * header), tells its parent page the height it needs, and the <polo-penalty> web component on the
 * plain HTML example page (static/embed-example.html) renders the right diagram, compared with
 * what the geometry module computes. autoplay=1 plays the animation and ends on its outcome; pos=
 * places a moved player; lang="fr" on the web component opens the French embed.
 */
import { expect, test, type Page, open, pickFoulAt } from './fixtures';
import { computeSetup, standardLineup } from '../../src/lib/geometry';
import { framesFor, positionsAt } from '../../src/lib/animation';

function watchErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
	page.on('console', (m) => {
		if (m.type() === 'error') errors.push(`console: ${m.text()}`);
	});
	return errors;
}

async function ballOf(frame: ReturnType<Page['frameLocator']> | Page) {
	// Until its code has run, an embed asked for another foul shows the standard setup, faded under a
	// spinner (html[data-pending]): the ball is read once the embed is ready, not from that picture.
	const b = frame.locator('[data-role="ball"]').first();
	await expect(b).toBeVisible();
	await expect(frame.locator('html[data-pending]')).toHaveCount(0);
	return { x: Number(await b.getAttribute('data-x')), y: Number(await b.getAttribute('data-y')) };
}

test('the embed page: the diagram, its controls and a link back, no site header', async ({ page }) => {
	const errors = watchErrors(page);
	await page.goto('/embed/field/5a?foul=150,60&theme=dark');
	await expect(page.locator('.embed[data-ready="true"]')).toBeVisible();
	await expect(page.locator('.site-header')).toBeHidden();
	await expect(page.locator('.site-footer')).toBeHidden();
	await expect(page.locator('svg[data-venue="field"]')).toBeVisible();
	await expect(page.locator('[data-role="controls"]')).toBeVisible();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	const want = computeSetup({ venue: 'field', penalty: '5a', foul: { x: 150, y: 60 } }).ball!;
	const got = await ballOf(page);
	expect(got.x).toBeCloseTo(want.x, 2);
	expect(got.y).toBeCloseTo(want.y, 2);
	const back = page.locator('[data-role="back-link"]');
	await expect(back).toHaveAttribute('href', /^\/field\/5a\?foul=150,60/);
	await expect(back).toHaveAttribute('target', '_blank');
	// The page fits the window: nothing to scroll.
	const overflow = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
	expect(overflow).toBeLessThanOrEqual(1);
	expect(errors).toEqual([]);
});

test('controls=0 leaves only the diagram and the link back', async ({ page }) => {
	await page.goto('/embed/arena/4?controls=0');
	await expect(page.locator('.embed[data-ready="true"]')).toBeVisible();
	await expect(page.locator('[data-role="controls"]')).toHaveCount(0);
	await expect(page.locator('[data-role="back-link"]')).toBeVisible();
	await expect(page.locator('svg[data-venue="arena"]')).not.toHaveClass(/pickable/);
});

test('a tap on the embedded diagram moves the foul spot and keeps it in the URL', async ({ page }) => {
	await page.goto('/embed/field/5a');
	await expect(page.locator('.embed[data-ready="true"]')).toBeVisible();
	const foul = await pickFoulAt(page, page.locator('svg[data-venue="field"]'), 0.35, 0.55);
	// Penalty 5.a is hit from the spot: the ball goes where the foul was set.
	const want = computeSetup({ venue: 'field', penalty: '5a', foul }).ball!;
	await expect(page.locator('[data-role="ball"]')).toHaveAttribute('data-x', String(want.x));
	await expect(page.locator('[data-role="ball"]')).toHaveAttribute('data-y', String(want.y));
});

test('the embed posts its height to the parent page, and the web component applies it', async ({ page }) => {
	await page.addInitScript(() => {
		if (window.top !== window) return;
		(window as unknown as { heights: unknown[] }).heights = [];
		addEventListener('message', (e) => (window as unknown as { heights: unknown[] }).heights.push(e.data));
	});
	const errors = watchErrors(page);
	await page.goto('/embed-example.html');
	const frame = page.locator('#arena-4').locator('iframe');
	await expect(frame).toBeVisible();
	// The page has two arena diagrams (Penalties 4 and 2): this one's message.
	const mine = () =>
		page.evaluate(() =>
			(window as unknown as { heights: { type: string; venue: string; penalty: string; height: number }[] }).heights.find((m) => m?.type === 'polo-penalty:height' && m.venue === 'arena' && m.penalty === '4')
		);
	await expect.poll(async () => !!(await mine())).toBe(true);
	const msg = await mine();
	expect(msg).toMatchObject({ type: 'polo-penalty:height', venue: 'arena', penalty: '4' });
	expect(msg!.height).toBeGreaterThan(150);
	// The iframe is as tall as the embed asked, so the whole diagram shows without scrolling.
	await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(150);
	const inner = page.frameLocator('#arena-4 iframe');
	// Told by the embed page's own small script (embedHeight.ts), whether or not its framework has come;
	// the framework comes in the frame's idle time or at the pointer over it, and the height still fits.
	await frame.hover();
	await expect(inner.locator('.embed[data-ready="true"]')).toBeVisible();
	await expect(inner.locator('.site-header')).toBeHidden();
	await expect
		.poll(async () => {
			const fh = (await frame.boundingBox())!.height;
			const svg = (await inner.locator('svg[data-venue]').boundingBox())!;
			const fb = (await frame.boundingBox())!;
			return svg.y + svg.height <= fb.y + fh + 1 && svg.width >= fb.width * 0.9;
		})
		.toBe(true);
	expect(errors).toEqual([]);
});

test('the example page: each web component draws the right ball position', async ({ page }) => {
	const errors = watchErrors(page);
	await page.goto('/embed-example.html');
	const cases = [
		{ sel: '#arena-4 iframe', setup: computeSetup({ venue: 'arena', penalty: '4' }) },
		{ sel: '#field-5a iframe', setup: computeSetup({ venue: 'field', penalty: '5a', foul: { x: 150, y: 75 } }) },
		{ sel: '#plain', setup: computeSetup({ venue: 'field', penalty: '2' }) }
	];
	for (const c of cases) {
		const got = await ballOf(page.frameLocator(c.sel));
		expect(got.x, c.sel).toBeCloseTo(c.setup.ball!.x, 2);
		expect(got.y, c.sel).toBeCloseTo(c.setup.ball!.y, 2);
	}
	// Attributes reach the embed: French rule text asked for, dark theme and no controls on the second.
	await expect(page.frameLocator('#arena-4 iframe').locator('.embed')).toHaveAttribute('data-lang', 'fr');
	await expect(page.locator('#arena-4').locator('iframe')).toHaveAttribute('src', /\/fr\/embed\/arena\/4$/);
	await expect(page.frameLocator('#arena-4 iframe').locator('html')).toHaveAttribute('lang', 'fr');
	// The third: Spanish, a moved player, and the animation playing on load.
	const play = page.frameLocator('#arena-2-play iframe');
	await expect(page.locator('#arena-2-play iframe')).toHaveAttribute('src', /\/es\/embed\/arena\/2\?pos=r2:20,8&autoplay=1$/);
	await expect(play.locator('.embed[data-ready="true"]')).toHaveAttribute('data-autoplay', '1');
	await expect(page.frameLocator('#field-5a iframe').locator('html')).toHaveAttribute('data-theme', 'dark');
	await expect(page.frameLocator('#field-5a iframe').locator('[data-role="controls"]')).toHaveCount(0);
	// The plain 600x400 iframe: the diagram's box fits inside it (a narrow frame shows the play's
	// close-up cut out of the drawing: the box is what is seen).
	const plain = (await page.locator('#plain').boundingBox())!;
	const svg = (await page.frameLocator('#plain').locator('.diagram:has(> svg[data-venue])').boundingBox())!;
	expect(svg.y + svg.height).toBeLessThanOrEqual(plain.y + plain.height + 1);
	expect(svg.x + svg.width).toBeLessThanOrEqual(plain.x + plain.width + 1);
	expect(errors).toEqual([]);
});

test("the web component's styles are isolated and it never breaks the host page", async ({ page }) => {
	const errors = watchErrors(page);
	await page.goto('/embed-example.html');
	await expect(page.locator('#arena-4 iframe')).toBeVisible();
	// The host's styles still apply to the host page, and its '* { color }' does not reach the shadow root.
	expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Georgia');
	expect(await page.locator('#arena-4').evaluate((el) => !!el.shadowRoot && el.shadowRoot.querySelector('style') !== null)).toBe(true);
	// Bad attributes: a message in the element, no exception.
	await page.evaluate(() => {
		const el = document.createElement('polo-penalty');
		el.id = 'bad';
		el.setAttribute('venue', 'moon');
		el.setAttribute('penalty', '<script>');
		document.body.append(el);
	});
	await expect(page.locator('#bad .error')).toContainText('polo-penalty');
	await expect(page.locator('#bad iframe')).toHaveCount(0);
	// Changing an attribute redraws the diagram.
	await page.locator('#bad').evaluate((el) => {
		el.setAttribute('venue', 'arena');
		el.setAttribute('penalty', '2');
	});
	// Its frame loads lazily, as a visitor scrolls to it (it is at the foot of a long page).
	await page.locator('#bad').scrollIntoViewIfNeeded();
	const got = await ballOf(page.frameLocator('#bad iframe'));
	expect(got.x).toBeCloseTo(computeSetup({ venue: 'arena', penalty: '2' }).ball!.x, 2);
	// It follows its container's width.
	await page.locator('#arena-4').evaluate((el) => ((el as HTMLElement).style.width = '420px'));
	await expect.poll(async () => Math.round((await page.locator('#arena-4 iframe').boundingBox())!.width)).toBe(420);
	expect(errors).toEqual([]);
});

test('the Embed dialog gives the iframe and web component snippets for the current state', async ({ page, context }) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	await page.goto('/embed/field/5a?foul=150,60');
	await expect(page.locator('.embed[data-ready="true"]')).toBeVisible();
	await page.locator('[data-role="embed-button"]').click();
	const dialog = page.locator('[data-role="embed-dialog"]');
	await expect(dialog).toBeVisible();
	const origin = new URL(page.url()).origin;
	const iframe = dialog.locator('[data-snippet="iframe"]');
	await expect(iframe).toHaveValue(new RegExp(`<iframe src="${origin}/embed/field/5a\\?foul=150,60"`));
	await expect(iframe).toHaveValue(/polo-penalty:height/);
	await expect(dialog.locator('[data-snippet="component"]')).toHaveValue(`<script src="${origin}/polo-penalty.js" defer></script>\n<polo-penalty venue="field" penalty="5a" foul="150,60"></polo-penalty>`);
	// Options of the embed itself go into the snippets.
	await dialog.getByLabel('Show the controls').uncheck();
	await dialog.getByLabel('Rule text language').selectOption('es');
	// The language is the embed's path; the web component says it with lang=.
	await expect(dialog.locator('[data-snippet="url"]')).toHaveValue(`${origin}/es/embed/field/5a?foul=150,60&controls=0`);
	await expect(dialog.locator('[data-snippet="component"]')).toHaveValue(/<polo-penalty venue="field" penalty="5a" foul="150,60" controls="0" lang="es"><\/polo-penalty>/);
	await dialog.locator('[data-snippet="url"] + button').click();
	await expect(dialog.locator('[data-snippet="url"] + button')).toHaveText('Copied');
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/es/embed/field/5a?foul=150,60&controls=0`);
});

test("the penalty page's Embed dialog passes on the moved players, and the embed draws them", async ({ page }) => {
	await open(page, '/field/2?pos=r2:12.5,-30');
	await expect(page.locator('[data-role="player"][data-team="fouling"][data-number="2"]')).toHaveAttribute('data-x', '12.5');
	await page.locator('[data-role="embed-button"]').click();
	const url = page.locator('[data-role="embed-dialog"] [data-snippet="url"]');
	await expect(url).toHaveValue(/\/embed\/field\/2\?pos=r2:12\.5,-30$/);
	await expect(page.locator('[data-role="embed-dialog"] [data-snippet="component"]')).toHaveValue(/pos="r2:12\.5,-30"/);
	await page.goto(await url.inputValue());
	await expect(page.locator('[data-role="player"][data-team="fouling"][data-number="2"]')).toHaveAttribute('data-x', '12.5');
	await expect(page.locator('[data-role="player"][data-team="fouling"][data-number="2"]')).toHaveAttribute('data-y', '-30');
});

test('autoplay=1 plays the animation on load: the ball moves over time and it ends on its last frame (the outcome)', async ({ page }) => {
	test.setTimeout(60_000);
	const errors = watchErrors(page);
	const setup = computeSetup({ venue: 'arena', penalty: '2' });
	// Every ball position shown, recorded from the first paint.
	await page.addInitScript(() => {
		const w = window as unknown as { seen: string[] };
		w.seen = [];
		new MutationObserver(() => {
			const b = document.querySelector('[data-role="ball"]');
			if (b) w.seen.push(`${b.getAttribute('data-x')},${b.getAttribute('data-y')}`);
		}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-x', 'data-y'] });
	});
	await page.goto('/embed/arena/2?autoplay=1&controls=0');
	await expect(page.locator('.embed[data-ready="true"]')).toBeVisible();
	await expect(page.locator('svg[data-venue]')).toHaveAttribute('data-animating', 'true');
	await expect.poll(async () => new Set(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).size).toBeGreaterThan(5);
	await expect(page.locator('svg[data-venue]')).not.toHaveAttribute('data-animating', 'true', { timeout: 40_000 });
	// The outcome stays: the ball where the timeline ends, not back on the setup.
	const ball = await ballOf(page);
	expect(Math.hypot(ball.x - setup.ball!.x, ball.y - setup.ball!.y)).toBeGreaterThan(1);
	expect(errors).toEqual([]);
});

test('autoplay=1 with reduced motion steps through the phases without movement', async ({ page }) => {
	test.setTimeout(60_000);
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await page.goto('/embed/field/3?autoplay=1');
	await expect(page.locator('.embed[data-ready="true"]')).toBeVisible();
	await expect(page.locator('[data-role="embed-animation"] [data-role="animation"]')).toHaveAttribute('data-playing', 'true');
	await expect(page.locator('[data-role="embed-animation"]')).toContainText(/Reduced motion|reduced/i);
	await expect(page.locator('[data-role="embed-animation"] [data-role="animation"]')).toHaveAttribute('data-playing', 'false', { timeout: 40_000 });
	// It ends on its last frame (the outcome), which stays: the ball where the timeline ends.
	const frames = framesFor(computeSetup({ venue: 'field', penalty: '3' }));
	const ball = await ballOf(page);
	expect(ball.x).toBeCloseTo(positionsAt(frames, frames.duration).ball.x, 2);
});

test("pos= in an embed URL places that player; the controls play the animation; the link back keeps it", async ({ page }) => {
	const errors = watchErrors(page);
	await page.goto('/embed/field/2?pos=r2:12.5,-30');
	await expect(page.locator('.embed[data-ready="true"]')).toBeVisible();
	const red2 = page.locator('[data-role="player"][data-team="fouling"][data-number="2"]');
	await expect(red2).toHaveAttribute('data-x', '12.5');
	await expect(red2).toHaveAttribute('data-y', '-30');
	// The other players stay where the standard line-up has them.
	const blue1 = standardLineup(computeSetup({ venue: 'field', penalty: '2' })).find((q) => q.team === 'fouled' && q.number === 1)!;
	const b1 = page.locator('[data-role="player"][data-team="fouled"][data-number="1"]');
	expect(Number(await b1.getAttribute('data-x'))).toBeCloseTo(blue1.x, 2);
	await expect(page.locator('[data-role="back-link"]')).toHaveAttribute('href', /\/field\/2\?pos=r2:12.5,-30/);
	// Play from the controls, pause: the animation shows.
	await page.locator('[data-role="embed-animation"] [data-action="play"]').click();
	await expect(page.locator('[data-role="embed-animation"] [data-role="animation"]')).toHaveAttribute('data-playing', 'true');
	await page.locator('[data-role="embed-animation"] [data-action="play"]').click();
	await expect(page.locator('[data-role="embed-animation"] [data-role="animation"]')).toHaveAttribute('data-playing', 'false');
	// A foul spot set by a tap keeps the moved player in the URL.
	const svg = page.locator('svg[data-venue="field"]');
	const box = (await svg.boundingBox())!;
	await svg.click({ position: { x: box.width * 0.5, y: box.height * 0.5 } });
	await expect(page).toHaveURL(/pos=r2:12.5,-30/);
	expect(errors).toEqual([]);
});

test('an old ?lang=fr embed link opens the French embed with the same state', async ({ page }) => {
	await page.goto('/embed/arena/4?foul=30,5&lang=fr');
	await expect(page).toHaveURL(/\/fr\/embed\/arena\/4\?foul=30,5$/);
	await expect(page.locator('.embed[data-ready="true"]')).toHaveAttribute('data-lang', 'fr');
});
