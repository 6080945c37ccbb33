// @ts-check
// What a slow phone feels (issue 35), measured on a served site with Chromium's own throttling: a
// 390x844 touch phone, CPU x4 and "slow 4G" (150 ms, 1.6 Mbit/s down, 750 kbit/s up, as Lighthouse's
// mobile profile). For a page: first contentful paint, when its code is ready (the gate's data-ready on
// <html>), and the delay from a first tap on its diagram to the redrawn setup (the diagram's markup
// changed and a frame painted), for a tap made `tapAfterMs` after the load event, or at first paint
// (`tapAfterMs: 'paint'`). Used by npm run bench (scripts/bench.mjs); run alone:
//   node scripts/slow-phone.mjs http://localhost:4173/field/5a
import { chromium } from '@playwright/test';
import { findChromium } from './chromium-path.mjs';

export const SLOW_PHONE = { cpu: 4, latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8 };
const CHROME_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--no-first-run'];

/**
 * @typedef {{ paintMs: number | null, readyMs: number | null, tapToRedrawMs: number | null }} Felt
 */

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ tapAfterMs: number | 'paint', cpu?: number }} how
 * @returns {Promise<Felt>}
 */
export async function measureFelt(browser, url, how) {
	const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, serviceWorkers: 'block' });
	const page = await context.newPage();
	const cdp = await context.newCDPSession(page);
	await cdp.send('Network.enable');
	await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: SLOW_PHONE.latency, downloadThroughput: SLOW_PHONE.down, uploadThroughput: SLOW_PHONE.up });
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: how.cpu ?? SLOW_PHONE.cpu });
	// Times from the navigation's start, read in the page: when <html> gets data-ready, and the
	// first change to the diagram's markup after a tap.
	await page.addInitScript(() => {
		const w = /** @type {any} */ (window);
		w.__felt = { ready: null, tap: null, changed: null };
		new MutationObserver(() => {
			if (w.__felt.ready === null && document.documentElement.hasAttribute('data-ready')) w.__felt.ready = performance.now();
			// The document, not <html>: an init script runs before the parser has made <html>.
		}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
		addEventListener('pointerdown', () => (w.__felt.tap ??= performance.now()), { capture: true });
	});
	await page.goto(url, { waitUntil: how.tapAfterMs === 'paint' ? 'commit' : 'load', timeout: 120_000 });
	const svg = page.locator('svg[data-venue]').first();
	await svg.waitFor({ state: 'visible', timeout: 60_000 });
	if (how.tapAfterMs === 'paint') {
		await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 60_000 });
	} else {
		await page.waitForTimeout(how.tapAfterMs);
	}
	const box = await svg.boundingBox();
	if (!box) throw new Error(`slow-phone: ${url} has no diagram on screen`);
	// Watch the diagram's markup from now: the redraw is the first change after the tap, then a frame.
	await page.evaluate(() => {
		const w = /** @type {any} */ (window);
		const watched = document.querySelector('svg[data-venue]')?.parentElement ?? document.body;
		new MutationObserver((records, obs) => {
			if (w.__felt.tap === null) return;
			// The gate's pending mark of the tap is not the redraw.
			if (records.every((r) => r.target instanceof Element && r.target.closest('[data-role="tap-pending"]'))) return;
			obs.disconnect();
			requestAnimationFrame(() => (w.__felt.changed = performance.now()));
		}).observe(watched, { subtree: true, childList: true, attributes: true, characterData: true });
	});
	// A point on the field away from the default foul spot: 30% across, 40% down the diagram.
	await page.touchscreen.tap(box.x + box.width * 0.3, box.y + box.height * 0.4);
	await page.waitForFunction(() => /** @type {any} */ (window).__felt.changed !== null, null, { timeout: 60_000 }).catch(() => {});
	const felt = await page.evaluate(() => {
		const w = /** @type {any} */ (window);
		const fcp = performance.getEntriesByName('first-contentful-paint')[0];
		return { paintMs: fcp ? fcp.startTime : null, readyMs: w.__felt.ready, tap: w.__felt.tap, changed: w.__felt.changed };
	});
	await context.close();
	const round = (/** @type {number | null} */ n) => (n === null ? null : Math.round(n));
	return { paintMs: round(felt.paintMs), readyMs: round(felt.readyMs), tapToRedrawMs: felt.tap !== null && felt.changed !== null ? round(felt.changed - felt.tap) : null };
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const url = process.argv[2] ?? 'http://localhost:4173/field/5a';
	const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROME_ARGS });
	for (const tapAfterMs of /** @type {(number | 'paint')[]} */ ([4000, 'paint'])) {
		console.log(url, `tap ${tapAfterMs === 'paint' ? 'at first paint' : `${tapAfterMs} ms after load`}:`, await measureFelt(browser, url, { tapAfterMs }));
	}
	await browser.close();
}
