/*
 * Downloads: the diagram as drawn (foul spot, options, players) as SVG and as PNG at exactly
 * 1920x1080 and 3840x2160, each named after the venue, penalty and language (the videos, GIF and
 * deck files: exports.spec.ts).
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from './fixtures';
import { computeSetup } from '../../src/lib/geometry';
import { pngSize } from '../../src/lib/share/svgToPng';

async function exportFrom(page: Page, item: string): Promise<Download> {
	await page.locator('[data-role="export-button"]').click();
	const [dl] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.locator(`[data-export="${item}"]`).click()]);
	return dl;
}

async function bytes(dl: Download): Promise<Uint8Array> {
	const path = await dl.path();
	return new Uint8Array(await readFile(path!));
}

for (const size of [
	{ width: 1920, height: 1080 },
	{ width: 3840, height: 2160 }
]) {
	test(`PNG export: a valid PNG of ${size.width}x${size.height}, named after the venue and penalty`, async ({ page }) => {
		await page.goto('/embed/arena/4?foul=30,5');
		await expect(page.locator('.embed[data-ready="true"]')).toBeVisible();
		const dl = await exportFrom(page, `png-${size.width}x${size.height}`);
		expect(dl.suggestedFilename()).toBe(`polo-arena-penalty-4-en-${size.width}x${size.height}.png`);
		const b = await bytes(dl);
		expect(pngSize(b)).toEqual(size);
		expect(b.length).toBeGreaterThan(10_000);
	});
}

test('PNG export draws the diagram, not an empty picture', async ({ page }) => {
	await page.goto('/clinic?ids=2');
	await expect(page.locator('.deck[data-ready="true"]')).toBeVisible();
	const dl = await exportFrom(page, 'png-1920x1080');
	expect(dl.suggestedFilename()).toBe('polo-field-penalty-2-en-1920x1080.png');
	const b = await bytes(dl);
	// Decode it in the browser and count the distinct colours of a sample of pixels.
	const colours = await page.evaluate(async (data) => {
		const img = new Image();
		img.src = URL.createObjectURL(new Blob([new Uint8Array(data)], { type: 'image/png' }));
		await img.decode();
		const c = document.createElement('canvas');
		c.width = img.width;
		c.height = img.height;
		const ctx = c.getContext('2d')!;
		ctx.drawImage(img, 0, 0);
		const px = ctx.getImageData(0, 0, c.width, c.height).data;
		const seen = new Set<string>();
		for (let i = 0; i < px.length; i += 4 * 97) seen.add(`${px[i]},${px[i + 1]},${px[i + 2]}`);
		return seen.size;
	}, Array.from(b));
	expect(colours).toBeGreaterThan(5);
});

test('SVG export: a stand-alone SVG with the current foul spot and the theme colours inline', async ({ page }) => {
	await page.goto('/embed/field/5a?foul=150,60');
	await expect(page.locator('.embed[data-ready="true"]')).toBeVisible();
	const dl = await exportFrom(page, 'svg');
	expect(dl.suggestedFilename()).toBe('polo-field-penalty-5a-en.svg');
	const text = new TextDecoder().decode(await bytes(dl));
	const want = computeSetup({ venue: 'field', penalty: '5a', foul: { x: 150, y: 60 } }).ball!;
	const parsed = await page.evaluate((t) => {
		const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
		const err = doc.querySelector('parsererror');
		const ball = doc.querySelector('[data-role="ball"]');
		const circle = ball?.querySelector('circle');
		return {
			error: err?.textContent ?? null,
			root: doc.documentElement.nodeName,
			ns: doc.documentElement.namespaceURI,
			width: doc.documentElement.getAttribute('width'),
			x: ball?.getAttribute('data-x'),
			y: ball?.getAttribute('data-y'),
			fill: circle?.getAttribute('style') ?? '',
			classes: doc.querySelectorAll('[class]').length
		};
	}, text);
	expect(parsed.error).toBeNull();
	expect(parsed.root).toBe('svg');
	expect(parsed.ns).toBe('http://www.w3.org/2000/svg');
	expect(parsed.width).toBe('1920');
	expect(Number(parsed.x)).toBeCloseTo(want.x, 2);
	expect(Number(parsed.y)).toBeCloseTo(want.y, 2);
	expect(parsed.fill).toMatch(/fill:rgb/);
	expect(parsed.classes).toBe(0);
});

test('on a penalty page: the SVG keeps the moved players and foul spot, and the Embed dialog gives the same state', async ({ page }) => {
	await page.goto('/field/5b?foul=120,40&pos=r3:140,8');
	await expect(page.locator('article.explorer[data-ready="true"]')).toBeVisible();
	const dl = await exportFrom(page, 'svg');
	expect(dl.suggestedFilename()).toBe('polo-field-penalty-5b-en.svg');
	const text = new TextDecoder().decode(await bytes(dl));
	const got = await page.evaluate((t) => {
		const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
		const red3 = doc.querySelector('[data-role="player"][data-team="fouling"][data-number="3"]');
		const ball = doc.querySelector('[data-role="ball"]');
		return { red3: [red3?.getAttribute('data-x'), red3?.getAttribute('data-y')], ball: [ball?.getAttribute('data-x'), ball?.getAttribute('data-y')] };
	}, text);
	expect(got.red3.map(Number)).toEqual([140, 8]);
	const ball = computeSetup({ venue: 'field', penalty: '5b', foul: { x: 120, y: 40 } }).ball!;
	expect(Number(got.ball[0])).toBeCloseTo(ball.x, 2);
	expect(Number(got.ball[1])).toBeCloseTo(ball.y, 2);

	await page.keyboard.press('Escape');
	await page.locator('[data-role="embed-button"]').click();
	const dialog = page.locator('[data-role="embed-dialog"]');
	await expect(dialog).toBeVisible();
	await expect(dialog.locator('[data-snippet="url"]')).toHaveValue(new RegExp(`/embed/field/5b\\?foul=120,40`));
});
