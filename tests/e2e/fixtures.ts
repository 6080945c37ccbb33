/*
 * The suite's `test`: a page whose pointer moves after every load, as a user's does. Every page
 * starts its code when a user shows intent (src/lib/island: deferStart, Island), not on a visit
 * that only reads; the tests act on the page, so they show that intent first. island.spec.ts uses
 * Playwright's own `test` to check the page that nobody touches.
 */
import { test as base } from '@playwright/test';

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

export { expect, type Download, type Locator, type Page } from '@playwright/test';
