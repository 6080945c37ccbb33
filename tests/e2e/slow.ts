/** What a slow phone is like, for the specs of what a user does before the page's code has loaded. */
import type { Page } from '@playwright/test';

/** Holds every script of the site for `ms` before it is served: the code is "still loading". */
export async function slowScripts(page: Page, ms = 1000) {
	await page.route('**/_app/**/*.js', async (route) => {
		await new Promise((r) => setTimeout(r, ms));
		await route.continue();
	});
}

/**
 * Holds every script of the site until the returned `release` is called: what the test does
 * meanwhile happens before the page's code runs, however slow the machine is (a delay of so many
 * ms is a race: on a loaded machine the test's own steps can outlast it).
 */
export async function holdScripts(page: Page): Promise<() => void> {
	let release = () => {};
	const held = new Promise<void>((r) => (release = r));
	await page.route('**/_app/**/*.js', async (route) => {
		await held;
		await route.continue();
	});
	return release;
}
