/*
 * Hostile and broken URLs: huge numbers, NaN, negative and zero sizes, script tags, unicode, 10 KB
 * values, repeated parameters. Each page still draws its diagram (the ball where there is one),
 * says in a visible notice what it ignored, and nothing runs: no dialog, no injected element, no
 * console error, no page error.
 *
 * Which values a page should report is asked of the page's own parsers (parseState for the penalty
 * pages, the drills' URL decoders), so the test follows them; a parameter a page does not read is
 * ignored silently (embedders add their own).
 */
import { expect, test, type Page } from './fixtures';
import { decodeDrillRef, decodePositions } from '../../src/lib/drills/url';
import type { VenueKind } from '../../src/lib/geometry';
import { parseState } from '../../src/lib/url/parseState';

const TEN_KB = 10 * 1024;

// The service worker's first-visit caching of the whole site only slows these pages down.
test.use({ serviceWorkers: 'block' });

/** Query strings as a user, a broken link or an attacker would type them (the browser percent-encodes). */
const HOSTILE: { name: string; query: string }[] = [
	{ name: 'overflowing number', query: 'foul=1e309,5' },
	{ name: 'NaN', query: 'foul=NaN,NaN' },
	{ name: 'huge negative', query: 'foul=-1e9,0' },
	{ name: 'negative size', query: 'dims=-5x-5' },
	{ name: 'overflowing size', query: 'dims=1e400x2' },
	{ name: 'zero size', query: 'dims=0x0' },
	{ name: 'script tag', query: 'foul=<script>alert(1)</script>' },
	{ name: 'attribute break-out', query: 'theme="><img src=x onerror=alert(1)>' },
	{ name: 'break-out in every parameter', query: ['foul', 'from', 'orig', 'preset', 'dims', 'seed', 'venue', 'penalty', 'pos'].map((k) => `${k}=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(${k.length})%3E`).join('&') },
	{ name: 'Arabic-Indic digits', query: 'foul=١٢,٣' },
	{ name: 'emoji', query: 'foul=🏇,🐎&dims=😀x😀&theme=🌙' },
	{ name: 'right-to-left override and zero-width characters', query: `foul=${encodeURIComponent('\u202e12\u200b,3\ufeff')}` },
	{ name: '10 KB value', query: `foul=${'9'.repeat(TEN_KB)}` },
	{ name: '10 KB of markup', query: `preset=${encodeURIComponent('<b>'.repeat(Math.floor(TEN_KB / 7)))}` },
	{ name: 'repeated parameters', query: 'foul=10,10&foul=20,20&foul=<b>x</b>&dims=80x40&dims=-1x-1' },
	{ name: 'conflicting repeats', query: 'from=spot&from=line' },
	{ name: 'negative time', query: 't=-1' },
	{ name: 'huge time', query: 't=1e99' },
	{ name: 'garbage positions', query: 'pos=garbage' },
	{ name: 'path in the seed', query: 'seed=../../etc' },
	{ name: 'control characters and broken escapes', query: 'foul=%00%0d%0a,%07&dims=%ZZx%&preset=%E0%A4%A' }
];

interface PageCase {
	path: string;
	/** Whether the page draws a ball before the user acts. */
	ball: boolean;
	/** The notices the page's own parser gives for these parameters. */
	notices: (params: URLSearchParams) => string[];
}

function penaltyPage(kind: VenueKind, id: string): PageCase {
	return { path: `/${kind}/${id}`, ball: true, notices: (params) => parseState(kind, id, params).notices };
}

/** As the drills read their URL: the seed on its own (an invalid one is replaced), then venue and penalty. */
function drillNotices(params: URLSearchParams, positions: boolean): string[] {
	const notices: string[] = [];
	const seed = params.get('seed');
	if (seed !== null) notices.push(...decodeDrillRef(new URLSearchParams({ seed })).notices);
	const rest = new URLSearchParams(params);
	rest.set('seed', 'checked');
	notices.push(...decodeDrillRef(rest).notices);
	if (positions) notices.push(...decodePositions(params.get('pos')).notices);
	return notices;
}

const PAGES: PageCase[] = [
	penaltyPage('field', '5a'),
	penaltyPage('arena', '2'),
	penaltyPage('field', '2'),
	{ path: '/drills/spot', ball: true, notices: (p) => drillNotices(p, false) },
	{ path: '/drills/setup', ball: false, notices: (p) => drillNotices(p, true) }
];

/** Fails the test on any dialog, console error or page error; returns what was seen. */
function guard(page: Page): string[] {
	const problems: string[] = [];
	page.on('dialog', async (d) => {
		problems.push(`dialog (${d.type()}): ${d.message()}`);
		await d.dismiss().catch(() => undefined);
	});
	page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
	page.on('console', (m) => {
		if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
	});
	return problems;
}

/** One hostile address opened in `page`: the page's checks (above), each failure named by its query. */
async function checkHostile(page: Page, p: PageCase, h: { name: string; query: string }, problems: string[]) {
	const url = `${p.path}?${h.query}`;
	const res = await page.goto(url);
	expect(res?.status()).toBe(200);
	await expect(page.locator('[data-ready="true"]').first()).toBeVisible({ timeout: 15_000 });
	await expect(page.locator('html')).toHaveAttribute('data-ready', '', { timeout: 15_000 });

	// The diagram is drawn, to scale, with nothing undefined in it.
	const svg = page.locator('svg[data-venue]').first();
	await expect(svg).toBeVisible();
	expect(Number(await svg.getAttribute('data-length'))).toBeGreaterThan(0);
	expect(Number(await svg.getAttribute('data-width'))).toBeGreaterThan(0);
	const markup = await svg.evaluate((el) => el.outerHTML);
	expect(markup).not.toMatch(/NaN|Infinity|undefined/);
	const box = (await svg.boundingBox())!;
	expect(box.width).toBeGreaterThan(100);
	expect(box.height).toBeGreaterThan(50);
	if (p.ball) {
		const ball = page.locator('[data-role="ball"]').first();
		await expect(ball).toBeVisible();
		expect(Number.isFinite(Number(await ball.getAttribute('data-x')))).toBe(true);
		expect(Number.isFinite(Number(await ball.getAttribute('data-y')))).toBe(true);
	}

	// What was ignored is said, as text.
	const pageUrl = new URL(page.url());
	const expected = p.notices(new URL(url, pageUrl.origin).searchParams);
	const notices = page.locator('[data-role="notice"]');
	if (expected.length) {
		await expect(notices.first()).toBeVisible();
		for (const n of await notices.allInnerTexts()) expect(n.length, n).toBeLessThan(400);
	}

	// Nothing was injected, nothing ran.
	expect(await page.locator('img[src="x"], img[src$="/x"], [onerror], [onload]:not(body)').count()).toBe(0);
	expect(await page.evaluate(() => [...document.querySelectorAll('script')].filter((s) => /alert\(/.test(s.textContent ?? '')).length)).toBe(0);
	expect(await page.locator('main script').count()).toBe(0);
	// The theme is one of the three, or none.
	expect([null, 'light', 'dark', 'contrast']).toContain(await page.locator('html').getAttribute('data-theme'));
	// The state the penalty page would write back to its URL keeps no hostile value.
	for (const search of await page.locator('[data-search]').evaluateAll((els) => els.map((e) => e.getAttribute('data-search') ?? ''))) {
		expect(search).toMatch(/^(\?[a-z0-9]+=[A-Za-z0-9.,\-x]+(&[a-z0-9]+=[A-Za-z0-9.,\-x]+)*)?$/);
	}
	expect(problems).toEqual([]);
}

// One browser page per site page, every hostile address opened in it in turn (a step each, named
// after its query): the same checks as a page per address, without a new context for each.
for (const p of PAGES) {
	test(`${p.path}: every hostile address draws the page, says what it ignored, runs nothing`, async ({ page }) => {
		test.setTimeout(HOSTILE.length * 20_000);
		const problems = guard(page);
		for (const h of HOSTILE) {
			await test.step(`${h.name}: ?${h.query.slice(0, 60)}${h.query.length > 60 ? '…' : ''}`, () => checkHostile(page, p, h, problems));
		}
	});
}
