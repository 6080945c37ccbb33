/*
 * The suite's `test`: a page whose pointer moves after every load, as a user's does. The penalty
 * page's explorer is an island that hydrates when a user shows intent (src/lib/island), not on a
 * visit that only reads; the tests act on the page, so they show that intent first, once the island
 * listens for it (data-island="waiting"; the embed's gate listens from the start). island.spec.ts
 * uses Playwright's own `test` to check the page that nobody touches.
 */
import { test as base } from '@playwright/test';

export const test = base.extend({
	page: async ({ page }, use) => {
		let n = 0;
		page.on('load', () => {
			n += 1;
			const k = n;
			// The island's markup is prerendered; its listeners come with hydration, after the load event.
			page
				.locator('div.island')
				.count()
				.then((islands) => (islands ? page.waitForSelector('[data-island]', { state: 'attached', timeout: 10_000 }) : null))
				// A move to where the pointer already is fires nothing: alternate between two points.
				.then(() => page.mouse.move(1 + (k % 2), 1))
				.catch(() => {});
		});
		await use(page);
	}
});

export { expect, type Download, type Locator, type Page } from '@playwright/test';
