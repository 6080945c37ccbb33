/*
 * Content-Security-Policy (svelte.config.js, static/_headers, scripts/serve.mjs):
 * - every page type carries the policy in a <meta http-equiv> and the frame-ancestors header;
 * - scripts: the site's own files and hashed inline scripts only (no 'unsafe-*'), every inline
 *   script of the page hashed; styles: the site's own sheets only (style attributes aside, see
 *   svelte.config.js);
 * - loading and using the pages reports no violation (securitypolicyviolation listener and console);
 * - the policy is enforced: markup injected into a page cannot run script;
 * - an embed can be framed by another site, a normal page cannot.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './fixtures';

// Pages are slow to load while other builds and test runs share the machine.
test.describe.configure({ timeout: 90_000 });

const PAGES: { path: string; status?: number; embed?: boolean }[] = [
	{ path: '/' },
	{ path: '/field/5a' },
	{ path: '/field/9' },
	{ path: '/arena/2' },
	{ path: '/field/99', status: 404 },
	{ path: '/rule-35' },
	{ path: '/scenarios' },
	{ path: '/scenarios/rule35-p5-examples-1' },
	{ path: '/drills' },
	{ path: '/drills/spot' },
	{ path: '/drills/setup' },
	{ path: '/clinic' },
	{ path: '/clinic/notes' },
	{ path: '/print/field' },
	{ path: '/embed/arena/4', embed: true },
	{ path: '/embed/field/5a', embed: true },
	{ path: '/fr/field/5a' },
	{ path: '/es/drills' },
	{ path: '/fr/embed/arena/4', embed: true }
];

/** The directives of a policy: name -> sources. */
function parsePolicy(policy: string): Map<string, string[]> {
	const out = new Map<string, string[]>();
	for (const part of policy.split(';')) {
		const [name, ...sources] = part.trim().split(/\s+/);
		if (name) out.set(name.toLowerCase(), sources);
	}
	return out;
}

const unescapeAttr = (s: string) => s.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Collects CSP violations (listener installed before any script of the page) and console CSP errors. */
async function watchViolations(page: Page): Promise<string[]> {
	const found: string[] = [];
	await page.addInitScript(() => {
		const w = window as unknown as { __csp: string[] };
		w.__csp = [];
		document.addEventListener('securitypolicyviolation', (e) => {
			w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
		});
	});
	page.on('console', (m) => {
		if (m.type() === 'error' && /content security policy/i.test(m.text())) found.push(`console: ${m.text()}`);
	});
	page.on('pageerror', (e) => found.push(`pageerror: ${e.message}`));
	return found;
}

async function violations(page: Page, found: string[]): Promise<string[]> {
	const inPage = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
	return [...found, ...inPage];
}

test.describe('the policy in every page', () => {
	for (const p of PAGES) {
		test(`${p.path}: meta policy, frame-ancestors header, strict scripts, every inline script hashed`, async ({ request }) => {
			const res = await request.get(p.path);
			expect(res.status()).toBe(p.status ?? 200);
			const header = res.headers()['content-security-policy'] ?? '';
			const frame = parsePolicy(header).get('frame-ancestors');
			expect(frame, `frame-ancestors header on ${p.path}: "${header}"`).toEqual(p.embed ? ['*'] : ["'none'"]);
			if (!p.embed) expect(res.headers()['x-frame-options']).toBe('DENY');
			else expect(res.headers()['x-frame-options']).toBeUndefined();
			expect(res.headers()['x-content-type-options']).toBe('nosniff');

			const html = await res.text();
			const metas = [...html.matchAll(/<meta http-equiv="content-security-policy" content="([^"]*)"/gi)];
			expect(metas, `one CSP <meta> on ${p.path}`).toHaveLength(1);
			const policy = parsePolicy(unescapeAttr(metas[0]![1]!));
			expect(policy.get('default-src')).toEqual(["'self'"]);
			expect(policy.get('object-src')).toEqual(["'none'"]);
			expect(policy.get('base-uri')).toEqual(["'self'"]);
			const script = policy.get('script-src') ?? [];
			expect(script[0]).toBe("'self'");
			for (const s of script.slice(1)) expect(s, `script-src ${s}: only hashes beside 'self'`).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
			expect(policy.has('script-src-elem') || policy.has('script-src-attr')).toBe(false);
			expect(policy.get('style-src')).toEqual(["'self'"]);
			expect(policy.has('style-src-elem')).toBe(false);
			// Style attributes only (see svelte.config.js for why).
			expect(policy.get('style-src-attr') ?? ["'unsafe-inline'"]).toEqual(["'unsafe-inline'"]);
			for (const [name, sources] of policy) {
				expect(sources.filter((s) => s === '*' || s === 'http:' || s === 'https:'), `${name} allows any site`).toEqual([]);
				if (name !== 'style-src-attr') expect(sources.filter((s) => /unsafe/.test(s)), `${name} has an unsafe- keyword`).toEqual([]);
			}

			// The meta comes before every script, and every inline script has its hash in script-src.
			const metaAt = html.search(/<meta http-equiv="content-security-policy"/i);
			for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
				const attrs = m[1] ?? '';
				// A data block (an island's mark, src/lib/island/mark.ts) is never run: no hash, but it must be data.
				if (/\stype="application\/json"/.test(attrs)) {
					expect(() => JSON.parse(m[2] ?? ''), `the data block in ${p.path} is JSON`).not.toThrow();
					continue;
				}
				if (/\ssrc=/.test(attrs)) {
					const src = /\ssrc="([^"]*)"/.exec(attrs)?.[1] ?? '';
					expect(src, 'scripts from the site itself').not.toMatch(/^(https?:)?\/\//);
					continue;
				}
				const hash = `'sha256-${createHash('sha256').update(m[2] ?? '').digest('base64')}'`;
				expect(script, `inline script hashed in ${p.path}: ${(m[2] ?? '').trim().slice(0, 60)}…`).toContain(hash);
				if ((m.index ?? 0) > metaAt) continue;
				// An inline script above the meta (app.html's theme script) is outside the meta's reach:
				// it is hashed anyway, so that a host may send the whole policy as a header.
			}
			for (const m of html.matchAll(/<link([^>]*)>/gi)) {
				// The page's addresses for other sites (canonical, hreflang, oEmbed) are absolute by design (issue 36).
				if (/\srel="(canonical|alternate)"/.test(m[1] ?? '')) continue;
				const href = /\shref="([^"]*)"/.exec(m[1] ?? '')?.[1] ?? '';
				expect(href, 'styles and preloads from the site itself').not.toMatch(/^(https?:)?\/\//);
			}
		});
	}
});

test.describe('no violation while the pages are used', () => {
	test.use({ serviceWorkers: 'block' });
	for (const p of PAGES) {
		test(`${p.path}: loads with no CSP violation`, async ({ page }) => {
			const found = await watchViolations(page);
			await page.goto(p.path);
			await page.waitForLoadState('networkidle');
			await expect(page.locator('[data-ready="false"]')).toHaveCount(0, { timeout: 15_000 });
			expect(await violations(page, found)).toEqual([]);
		});
	}

	test('the penalty page: picking a foul spot, zooming, the theme switch and moving to another penalty', async ({ page }) => {
		const found = await watchViolations(page);
		await page.goto('/field/5a?theme=dark');
		await expect(page.locator('.explorer[data-ready="true"]')).toBeVisible({ timeout: 15_000 });
		const svg = page.locator('svg[data-venue="field"]');
		const box = (await svg.boundingBox())!;
		await svg.click({ position: { x: box.width * 0.4, y: box.height * 0.3 } });
		await page.locator('[data-role="zoom"]').click();
		await page.locator('[data-role="theme-switch"]').selectOption('contrast');
		await page.locator('[data-role="next"]').click();
		await expect(page).toHaveURL(/\/field\/5b/);
		await page.waitForLoadState('networkidle');
		expect(await violations(page, found)).toEqual([]);
	});

	test('exporting a PNG (the diagram drawn through a blob: SVG image onto a canvas) breaks no rule', async ({ page }) => {
		const found = await watchViolations(page);
		await page.goto('/embed/arena/4?foul=30,5');
		await expect(page.locator('.embed[data-ready="true"]')).toBeVisible({ timeout: 15_000 });
		await page.locator('[data-role="export-button"]').click();
		const [dl] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.locator('[data-export="png-1920x1080"]').click()]);
		expect(dl.suggestedFilename()).toMatch(/\.png$/);
		expect(await violations(page, found)).toEqual([]);
	});

	test('the service worker registers and caches under the policy', async ({ browser }) => {
		const context = await browser.newContext({ serviceWorkers: 'allow' });
		const page = await context.newPage();
		const found = await watchViolations(page);
		await page.goto('/arena/2');
		// The page installs the cache once it has started (src/lib/island/serviceWorker.ts): on intent.
		await page.mouse.move(10, 10);
		const registered = await page.evaluate(async () => {
			if (!('serviceWorker' in navigator)) return 'unsupported';
			const reg = await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(() => r(null), 15_000))]);
			return reg ? 'ready' : 'timeout';
		});
		expect(['ready', 'unsupported']).toContain(registered);
		expect(await violations(page, found)).toEqual([]);
		await context.close();
	});
});

test('the policy is enforced: injected markup and inline script do not run', async ({ page }) => {
	const found = await watchViolations(page);
	await page.goto('/field/5a');
	await page.waitForLoadState('networkidle');
	await page.evaluate(() => {
		document.body.insertAdjacentHTML('beforeend', '<img src="x:" onerror="window.__pwned = 1"><div onclick="window.__pwned = 2" id="__pw"></div>');
		const s = document.createElement('script');
		s.textContent = 'window.__pwned = 3';
		document.body.append(s);
		document.getElementById('__pw')?.click();
	});
	await page.waitForTimeout(200);
	expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
	const seen = await violations(page, found);
	expect(seen.some((v) => /script-src/.test(v)), `violations reported: ${seen.join('\n')}`).toBe(true);
});

test.describe('framing', () => {
	test.use({ serviceWorkers: 'block' });

	/** Frames named by the iframes' name attribute, once each has loaded or failed. */
	async function framed(page: Page, names: string[]) {
		await page.waitForLoadState('networkidle');
		return Object.fromEntries(names.map((n) => [n, page.frame({ name: n })!]));
	}

	test('another site may frame an embed, not a normal page', async ({ page, baseURL }) => {
		const site = new URL(baseURL!).origin;
		// The other site: a page of its own, on another port.
		const server = createServer((_req, res) => {
			res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
			res.end(`<!doctype html><html lang="en"><title>A club's page</title>
				<iframe name="embed" src="${site}/embed/arena/4" width="800" height="500" title="embed"></iframe>
				<iframe name="page" src="${site}/field/2" width="800" height="500" title="penalty page"></iframe>
				<iframe name="home" src="${site}/" width="800" height="500" title="home page"></iframe></html>`);
		});
		await new Promise<void>((r) => server.listen(0, 'localhost', r));
		const blocked: string[] = [];
		page.on('console', (m) => {
			if (/frame-ancestors/.test(m.text())) blocked.push(m.text());
		});
		try {
			await page.goto(`http://localhost:${(server.address() as AddressInfo).port}/`);
			const f = await framed(page, ['embed', 'page', 'home']);
			await expect(f.embed!.locator('svg[data-venue="arena"]')).toBeVisible();
			for (const name of ['page', 'home']) {
				// Chromium shows its own error page in a frame it refused.
				expect(f[name]!.url(), `${name} framed by another site`).toMatch(/^chrome-error:/);
				expect(await f[name]!.locator('svg[data-venue], main').count()).toBe(0);
			}
			expect(blocked.length, 'the browser says why the pages were not framed').toBeGreaterThanOrEqual(2);
		} finally {
			server.close();
		}
	});

	test('the site itself may not frame a normal page either (frame-ancestors \'none\')', async ({ page }) => {
		await page.goto('/embed/field/2');
		await page.waitForLoadState('networkidle');
		await page.evaluate(() =>
			Promise.all(
				[['page', 'field/2'], ['embed', 'embed/arena/4']].map(
					([name, src]) =>
						new Promise((loaded) => {
							const f = document.createElement('iframe');
							f.name = name!;
							f.src = new URL(`/${src}`, location.origin).href;
							f.onload = f.onerror = loaded;
							document.body.append(f);
						})
				)
			)
		);
		await expect(page.frameLocator('iframe[name="embed"]').locator('svg[data-venue="arena"]')).toBeAttached();
		const f = await framed(page, ['page']);
		expect(f.page!.url(), 'a penalty page framed by the site').toMatch(/^chrome-error:/);
		expect(await f.page!.locator('svg[data-venue], main').count()).toBe(0);
	});
});
