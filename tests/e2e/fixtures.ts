/*
 * The suite's `test`: a page whose pointer moves after every load, as a user's does. Every page
 * starts its code when a user shows intent (src/lib/island: the gate, Island), not on a visit
 * that only reads; the tests act on the page, so they show that intent first. island.spec.ts uses
 * Playwright's own `test` to check the page that nobody touches.
 */
import { expect, test as base, type Page } from '@playwright/test';

export const test = base.extend({
	page: async ({ page }, use) => {
		let n = 0;
		page.on('load', () => {
			n += 1;
			// A move to where the pointer already is fires nothing: alternate between two points.
			page.mouse.move(1 + (n % 2), 1).catch(() => {});
		});
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

export { expect, type Page };
export type { Download, Locator } from '@playwright/test';
