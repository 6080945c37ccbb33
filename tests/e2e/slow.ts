/** What a slow phone is like, for the specs of what a user does before the page's code has loaded. */
import type { Page } from '@playwright/test';

/**
 * Holds every script of the site until the returned `release` is called: what the test does
 * meanwhile happens before the page's code runs, however slow the machine is (a delay of so many
 * ms is a race: on a loaded machine the test's own steps can outlast it). Call it before page.goto
 * (the page's code comes by itself in the browser's idle time after load) and navigate with waitUntil
 * 'load' or 'domcontentloaded' ('networkidle' would wait for the held scripts).
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

/**
 * A browser that finds no idle time (a page still busy): the gate's idle start never comes, so what
 * starts the page's code is the user's first sign of intent (the gate's other way in). Before goto.
 */
export async function noIdleTime(page: Page) {
	await page.addInitScript(() => {
		window.requestIdleCallback = () => 0;
	});
}
