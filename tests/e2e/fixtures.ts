/*
 * The suite's `test`: a page whose pointer moves after every load, as a user's does. Every page
 * starts its code in the browser's idle time after load, or earlier when a user shows intent
 * (src/lib/island: the gate, Island); parts of it (Deferred) when reached for. island.spec.ts uses
 * Playwright's own `test` to check the page that nobody touches.
 */
import { expect, test as base, type Locator, type Page } from '@playwright/test';

export const test = base.extend({
	page: async ({ page }, use) => {
		let n = 0;
		page.on('load', () => {
			n += 1;
			// A move to where the pointer already is fires nothing: alternate between two points.
			page.mouse.move(1 + (n % 2), 1).catch(() => {});
		});
		// A test acts as a user who waits for the page to respond: after each navigation it waits
		// until the gate has started the page and replayed (html[data-ready]); what a user does
		// before that is first-input.spec's and island.spec's (Playwright's own test).
		// (A page without the gate, e.g. a club's host page framing an embed, is ready when loaded.)
		const ready = () =>
			page.waitForFunction(
				() => {
					const html = document.documentElement;
					const gated = html.hasAttribute('data-started') || !!document.querySelector('script[type="text/x-polo-start"]');
					return html.hasAttribute('data-ready') || !gated;
				},
				undefined,
				{ timeout: 20_000 }
			);
		const goto = page.goto.bind(page);
		const reload = page.reload.bind(page);
		page.goto = async (...args: Parameters<typeof goto>) => {
			const res = await goto(...args);
			if (res && res.ok()) await ready();
			return res;
		};
		page.reload = async (...args: Parameters<typeof reload>) => {
			const res = await reload(...args);
			if (res && res.ok()) await ready();
			return res;
		};
		await use(page);
	}
});

/** Opens a penalty page (or a drill) and waits until it runs and has applied its URL; the response. */
export async function open(page: Page, path: string) {
	const res = await page.goto(path);
	await expect(page.locator('article[data-ready="true"]')).toBeVisible();
	return res;
}

/** Reaches for the animation controls (the timeline loads then) and waits until it is there. */
export async function loadAnimation(page: Page) {
	await page.locator('[data-role="animation"]').hover();
	await expect(page.locator('[data-animation-duration]')).toHaveCount(1);
}

/** Records the requests whose address matches `pattern` (and lets them through): which code a page loaded. */
export function watchRequests(page: Page, pattern: RegExp): string[] {
	const asked: string[] = [];
	page.on('request', (r) => {
		if (pattern.test(r.url())) asked.push(r.url());
	});
	return asked;
}

/** Clicks the diagram `svg` at a fraction of its box; the foul spot the address then has, yards. */
export async function pickFoulAt(page: Page, svg: Locator, fx: number, fy: number): Promise<{ x: number; y: number }> {
	const box = (await svg.boundingBox())!;
	await svg.click({ position: { x: box.width * fx, y: box.height * fy } });
	await expect(page).toHaveURL(/foul=/);
	const [x, y] = new URL(page.url()).searchParams.get('foul')!.split(',').map(Number) as [number, number];
	return { x, y };
}

export { expect, type Page };
export type { Download, Locator } from '@playwright/test';
