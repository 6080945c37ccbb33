/** What a slow phone is like, for the specs of what a user does before the page's code has loaded. */
import type { Page } from '@playwright/test';

/** Holds every script of the site for `ms` before it is served: the code is "still loading". */
export async function slowScripts(page: Page, ms = 1000) {
	await page.route('**/_app/**/*.js', async (route) => {
		await new Promise((r) => setTimeout(r, ms));
		await route.continue();
	});
}
