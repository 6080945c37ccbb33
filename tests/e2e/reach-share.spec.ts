/*
 * Where a penalty's address goes (issue 36): a chat or a social site reads its page's preview tags
 * and picture, WordPress its oEmbed answer, a phone its web manifest. The tags of every penalty
 * page in every language are read from the built files (no page load each); the picture, the
 * oEmbed answer and the manifest are fetched from the server, and the oEmbed answer's iframe is
 * put in a page and must draw the penalty.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { penaltyIds, type VenueKind } from '../../src/lib/geometry';
import { DEFAULT_SITE_URL } from '../../src/lib/share/siteRoot.js';

const BUILD = process.env.BUILD_DIR ?? 'build';
const ROOT = process.env.VITE_SITE_URL?.replace(/\/+$/, '') ?? DEFAULT_SITE_URL;
const LOCALES = ['en', 'fr', 'es'] as const;
const VENUES: VenueKind[] = ['field', 'arena'];

/** A built page's <head> tags: meta property/name -> content, and link rel(+type/hreflang) -> href. */
function headOf(html: string): { meta: Map<string, string>; links: { rel: string; href: string; type?: string; hreflang?: string }[] } {
	const head = html.slice(0, html.indexOf('</head>'));
	const attrs = (tag: string) => Object.fromEntries([...tag.matchAll(/([a-z:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));
	const meta = new Map<string, string>();
	for (const t of head.match(/<meta [^>]*>/g) ?? []) {
		const a = attrs(t);
		const key = a.property ?? a.name;
		if (key && a.content !== undefined) meta.set(key, a.content);
	}
	const links = (head.match(/<link [^>]*>/g) ?? []).map((t) => attrs(t) as { rel: string; href: string; type?: string; hreflang?: string });
	return { meta, links };
}

/** The width and height of a PNG (its IHDR), or null if the bytes are not a PNG. */
function pngSize(b: Buffer): { width: number; height: number } | null {
	if (b.length < 24 || b.readUInt32BE(0) !== 0x89504e47 || b.toString('ascii', 12, 16) !== 'IHDR') return null;
	return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** The built file an absolute site address is served from. */
const fileOf = (url: string) => join(BUILD, url.slice(ROOT.length).replace(/^\//, ''));

test('every penalty page in three languages has its preview tags, and its picture is a 1200x630 PNG', () => {
	test.skip(!existsSync(join(BUILD, 'index.html')), `no build in ${BUILD}/`);
	let pages = 0;
	for (const lang of LOCALES)
		for (const venue of VENUES)
			for (const id of penaltyIds(venue)) {
				const path = `${lang === 'en' ? '' : `${lang}/`}${venue}/${id}`;
				const where = `${path}.html`;
				const html = readFileSync(join(BUILD, where), 'utf8');
				const { meta, links } = headOf(html);
				// WordPress reads only the first 150 KB of a page when it looks for the oEmbed link.
				expect(Buffer.byteLength(html.slice(0, html.indexOf('application/json+oembed'))), where).toBeLessThan(150 * 1024);
				const url = `${ROOT}/${path}`;
				expect(meta.get('og:url'), where).toBe(url);
				expect(links.find((l) => l.rel === 'canonical')?.href, where).toBe(url);
				expect(meta.get('og:title'), where).toBeTruthy();
				expect(meta.get('og:description'), where).toBeTruthy();
				expect(meta.get('twitter:card'), where).toBe('summary_large_image');
				expect(meta.get('theme-color'), where).toMatch(/^#[0-9a-f]{6}$/i);
				const image = meta.get('og:image')!;
				expect(image, where).toBe(`${ROOT}/og/${lang}/${venue}/${id}.png`);
				expect(pngSize(readFileSync(fileOf(image))), image).toEqual({ width: 1200, height: 630 });
				const oembed = links.find((l) => l.type === 'application/json+oembed');
				expect(oembed?.href, where).toBe(`${ROOT}/oembed/${lang}/${venue}/${id}.json`);
				expect(existsSync(fileOf(oembed!.href)), oembed!.href).toBe(true);
				const hreflang = Object.fromEntries(links.filter((l) => l.hreflang).map((l) => [l.hreflang, l.href]));
				expect(hreflang, where).toEqual({ en: `${ROOT}/${venue}/${id}`, fr: `${ROOT}/fr/${venue}/${id}`, es: `${ROOT}/es/${venue}/${id}`, 'x-default': `${ROOT}/${venue}/${id}` });
				expect(links.find((l) => l.rel === 'manifest')?.href, where).toMatch(lang === 'en' ? /^(\.\.\/)*manifest\.webmanifest$/ : new RegExp(`^(\\.\\./)*${lang}/manifest\\.webmanifest$`));
				pages += 1;
			}
	expect(pages).toBeGreaterThanOrEqual(3 * 20);
	// The pages that draw no single penalty have the site's own picture.
	const home = headOf(readFileSync(join(BUILD, 'fr/index.html'), 'utf8'));
	expect(home.meta.get('og:image')).toBe(`${ROOT}/og/fr/site.png`);
	expect(pngSize(readFileSync(fileOf(home.meta.get('og:image')!)))).toEqual({ width: 1200, height: 630 });
});

test("a penalty page's oEmbed answer parses, and its iframe draws the penalty", async ({ page, request, baseURL }) => {
	const res = await request.get('/oembed/fr/field/5a.json');
	expect(res.ok()).toBe(true);
	expect(res.headers()['access-control-allow-origin']).toBe('*');
	const o = (await res.json()) as Record<string, unknown>;
	expect(o).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Pénalités de polo', thumbnail_width: 1200, thumbnail_height: 630 });
	expect(o.title).toMatch(/5\.a/);
	expect(o.width).toBeGreaterThan(0);
	expect(o.height).toBeGreaterThan(0);
	const html = String(o.html);
	// Only what WordPress keeps of an unknown provider's answer: one iframe, no script, no style.
	expect(html).toMatch(/^<iframe [^>]*><\/iframe>$/);
	expect(html).not.toMatch(/<script|style=/);
	const src = /src="([^"]+)"/.exec(html)![1]!;
	expect(src).toBe(`${ROOT}/fr/embed/field/5a`);
	// The answer's iframe in a page, pointed at this server in place of the site's address.
	await page.goto('/embed-example.html');
	await page.evaluate((h) => {
		document.body.innerHTML = h;
	}, html.replace(ROOT, baseURL!));
	const frame = page.frameLocator('iframe');
	await expect(frame.locator('svg[data-venue="field"]')).toBeVisible();
	await expect(frame.locator('html')).toHaveAttribute('lang', 'fr');
	await expect(frame.locator('[data-role="ball"]')).toBeVisible();
	expect((await page.locator('iframe').boundingBox())!.height).toBe(o.height);
});

test('the web manifest of each language parses, names the site in it, and its icons are PNGs of their size', async ({ request }) => {
	for (const [path, name] of [
		['/manifest.webmanifest', 'Polo penalties'],
		['/fr/manifest.webmanifest', 'Pénalités de polo'],
		['/es/manifest.webmanifest', 'Penales de polo']
	] as const) {
		const res = await request.get(path);
		expect(res.ok(), path).toBe(true);
		expect(res.headers()['content-type']).toContain('application/manifest+json');
		const man = (await res.json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; background_color: string; icons: { src: string; sizes: string; type: string; purpose: string }[] };
		expect(man.short_name, path).toBe(name);
		expect(man).toMatchObject({ display: 'standalone', start_url: './' });
		expect(man.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
		expect(man.background_color).toMatch(/^#[0-9a-f]{6}$/i);
		expect(man.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
		const here = new URL(path, 'http://x/');
		for (const icon of man.icons) {
			const at = new URL(icon.src, here).pathname;
			const png = await request.get(at);
			expect(png.ok(), at).toBe(true);
			const [w, h] = icon.sizes.split('x').map(Number);
			expect(pngSize(Buffer.from(await png.body())), at).toEqual({ width: w, height: h });
		}
		// Where it opens: the home page of its language.
		expect(new URL(man.start_url, here).pathname).toBe(path.replace('manifest.webmanifest', ''));
	}
	const touch = await request.get('/icons/apple-touch-icon.png');
	expect(pngSize(Buffer.from(await touch.body()))).toEqual({ width: 180, height: 180 });
});

test("the penalty page's Share button opens the phone's share sheet, and copies the link where there is none", async ({ page, context, baseURL }) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	// A phone's share sheet: navigator.share records what it is given.
	await page.addInitScript(() => {
		const w = window as unknown as { shared: unknown[] };
		w.shared = [];
		Object.defineProperty(navigator, 'share', { configurable: true, value: async (d: unknown) => void w.shared.push(d) });
	});
	await page.goto('/fr/field/5a?foul=150,60');
	await expect(page.locator('article[data-ready="true"]')).toBeVisible();
	const button = page.locator('[data-role="share-link"]');
	await button.click();
	await expect(button).toHaveAttribute('data-result', 'shared');
	const shared = (await page.evaluate(() => (window as unknown as { shared: { title: string; url: string }[] }).shared)) as { title: string; url: string }[];
	expect(shared).toEqual([{ title: expect.stringMatching(/5\.a/), url: `${baseURL}/fr/field/5a?foul=150,60` }]);
	// A browser without one: the link is copied, and the page says so.
	await page.evaluate(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
	await button.click();
	await expect(button).toHaveAttribute('data-result', 'copied');
	await expect(page.getByRole('status').filter({ hasText: 'Lien copié' })).toBeVisible();
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/fr/field/5a?foul=150,60`);
});
