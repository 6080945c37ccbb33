// @ts-nocheck -- plain Node ESM (no types); its behaviour is held by its specs.
// What a page costs (issues 17 and 35), measured in a Playwright browser context: the script responses
// of a first visit (those the page asked for before its load event: none, as a reading visit's paint
// never waits on a script), of first use (the page's code, started in the browser's idle time after
// load or at once by a query, and the pointer moved), optionally of a press on the diagram, and of
// first use then Play (the animation's code), each gzipped at level 9; and what the service worker
// caches on a first visit (raw and gzip, and how many of its files are of another language, an embed
// or a print sheet). Used by npm run bench (scripts/bench.mjs) and tests/e2e/island.spec.ts.
import { gzipSync } from 'node:zlib';

/** Gzip bytes (level 9) of a body. */
const gz = (body) => gzipSync(body, { level: 9 }).length;

/**
 * Every script response of `page` from now on; `take()` waits until none has come for `quietMs`,
 * then returns (and forgets) those seen so far.
 */
function scriptResponses(page, quietMs = 800) {
	const seen = [];
	const pending = [];
	page.on('response', (res) => {
		if (res.request().resourceType() !== 'script') return;
		pending.push(
			res
				.body()
				.then((body) => seen.push({ url: res.url(), raw: body.length, gzip: gz(body) }))
				.catch(() => {
					/* a redirect has no body */
				})
		);
	});
	return async () => {
		for (let count = -1; count !== pending.length; ) {
			count = pending.length;
			await page.waitForTimeout(quietMs);
		}
		await Promise.all(pending.splice(0));
		return seen.splice(0);
	};
}

const total = (list) => ({ files: list.length, raw: list.reduce((s, a) => s + a.raw, 0), gzip: list.reduce((s, a) => s + a.gzip, 0) });

/**
 * The addresses of the resources `page` asked for before its document's load event, read in the page
 * (Resource Timing: each resource's start against the navigation's loadEventStart, one clock), so
 * that no ordering of the browser's events can move a request to the wrong side. Call it once the
 * page has loaded; a resource still on its way is not listed until it has come (one asked for before
 * load delays the load event, so it has).
 */
export async function requestedBeforeLoad(page) {
	return page.evaluate(() => {
		const nav = performance.getEntriesByType('navigation')[0];
		const load = nav && nav.loadEventStart > 0 ? nav.loadEventStart : Infinity;
		return performance
			.getEntriesByType('resource')
			.filter((e) => e.startTime < load)
			.map((e) => e.name);
	});
}

/**
 * A point of the diagram shown on `page` where a press lands on the ground (no player, ball, control
 * or link under it), client px; null if the page shows no diagram.
 */
async function groundPoint(page) {
	return page.evaluate(() => {
		const svg = [...document.querySelectorAll('svg[data-venue]')].find((s) => s.getBoundingClientRect().width > 0);
		if (!svg) return null;
		const r = svg.getBoundingClientRect();
		for (const [fx, fy] of [[0.62, 0.4], [0.38, 0.6], [0.5, 0.25], [0.25, 0.5], [0.75, 0.5], [0.5, 0.75]]) {
			const x = r.left + r.width * fx;
			const y = r.top + r.height * fy;
			const at = document.elementFromPoint(x, y);
			if (at && at.closest('svg[data-venue]') === svg && !at.closest('[data-role="player"],[data-role="ball"],button,a,[role="button"]')) return { x, y };
		}
		return null;
	});
}

/**
 * Script weight of `url` in a fresh page of `context` (service workers blocked by the caller, so
 * every script is a response): `visit` (asked for before the load event), `use` (visit + the page's
 * code started by itself or by its query, and the pointer moved, until the page is ready and quiet),
 * `tap` (use + with `tap`, a press on the diagram's ground), `play` (tap + the first Play control
 * pressed, if there is one), each { files, raw, gzip }, and `files` (each script of them all, largest first).
 */
export async function scriptWeight(context, url, { tap = false } = {}) {
	const page = await context.newPage();
	const take = scriptResponses(page);
	await page.goto(url, { waitUntil: 'load' });
	// A page the gate starts (its start-up script inert, or started) is in use once it replayed; the
	// others (the home page, the drills) start by themselves or not at all.
	if (await page.locator('script[type="text/x-polo-start"], html[data-started]').count()) {
		await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 30_000 });
	}
	await page.mouse.move(200, 200);
	const use = await take();
	const before = new Set(await requestedBeforeLoad(page));
	const visit = use.filter((s) => before.has(s.url));
	const tapped = [...use];
	if (tap) {
		const at = await groundPoint(page);
		if (!at) throw new Error(`${url}: no ground of a diagram to press on`);
		await page.mouse.click(at.x, at.y);
		tapped.push(...(await take()));
	}
	const play = page.locator('[data-action="play"]').first();
	const played = [...tapped];
	if (await play.count()) {
		await play.click();
		await page.locator('[data-animation-duration]').first().waitFor({ state: 'attached', timeout: 30_000 });
		played.push(...(await take()));
	}
	await page.close();
	return { visit: total(visit), use: total(use), tap: total(tapped), play: total(played), files: [...played].sort((a, b) => b.gzip - a.gzip) };
}

/**
 * What the service worker caches on a first visit to `url` (the page used, so that it starts and
 * registers its worker) in `context` (service workers allowed, nothing cached yet): its files, raw
 * and gzip bytes, and how many are of another language than `locale` or embeds or print sheets
 * (other than the page visited itself).
 */
export async function offlineCache(context, url, locale = 'en', locales = ['en', 'fr', 'es']) {
	const page = await context.newPage();
	await page.goto(url, { waitUntil: 'networkidle' });
	await page.mouse.move(200, 200);
	await page.waitForTimeout(800);
	if (!(await page.locator('html[data-started]').count())) {
		// The page never started (nothing needs its code): no worker, nothing cached.
		await page.close();
		return { files: 0, raw: 0, gzip: 0, otherLanguage: 0, embedOrPrint: 0, urls: [] };
	}
	await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 30_000 });
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
	const files = await page.evaluate(async () => {
		const out = [];
		for (const name of await caches.keys()) {
			const cache = await caches.open(name);
			for (const req of await cache.keys()) {
				const body = new Uint8Array(await (await cache.match(req)).arrayBuffer());
				// Base64 in chunks: the bodies go back to Node for gzip.
				let s = '';
				for (let i = 0; i < body.length; i += 0x8000) s += String.fromCharCode(...body.subarray(i, i + 0x8000));
				out.push({ url: req.url, body: btoa(s) });
			}
		}
		return out;
	});
	await page.close();
	const others = locales.filter((l) => l !== locale);
	// The page visited is cached as every visited page is: an embed's own page is not one "of the others".
	const visited = new URL(url).pathname.replace(/(\.html|\/)$/, '');
	const lang = `(${locales.join('|')})`;
	let raw = 0;
	let gzip = 0;
	let otherLanguage = 0;
	let embedOrPrint = 0;
	for (const f of files) {
		const body = Buffer.from(f.body, 'base64');
		raw += body.length;
		gzip += gz(body);
		const path = new URL(f.url).pathname;
		if (others.some((l) => path.startsWith(`/${l}/`) || path === `/${l}` || path.includes(`/immutable/${l}/`))) otherLanguage++;
		const own = path.replace(/(\.html|\/)$/, '') === visited;
		if (!own && new RegExp(`^/(${lang}/)?(embed|print)(/|-|$)`).test(path)) embedOrPrint++;
	}
	return { files: files.length, raw, gzip, otherLanguage, embedOrPrint, urls: files.map((f) => new URL(f.url).pathname).sort() };
}
