/*
 * Readability of an embed (issue 14), measured with getBoundingClientRect where a club's visitor
 * sees it: in real iframes on a host page of another origin (600x400, 360x300, the snippet on a
 * 360 px and a 1280 px page, the web component at both), and the embed page alone at those sizes;
 * before any script (javaScriptEnabled: false) and once started. Each time: the diagram's size,
 * the head and controls' share of the frame (one row), no sideways scrolling
 * (document.scrollingElement.scrollWidth <= clientWidth), and at 360x300 the close-up of the play
 * (before any script the CSS one, then the code's) with markers of at least 12 px, the same size
 * before and after. A fast matrix runs the three themes and languages.
 * The Embed dialog's preview follows its size choice.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Frame } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { getVenue } from '../../src/lib/geometry';
import { EMBED_CHROME_PX, homeAspect } from '../../src/lib/share/embedSize';
import { iframeSnippet } from '../../src/lib/share/snippet';

/** What a visitor sees of an embed, measured inside its document (CSS px). */
interface Seen {
	width: number;
	height: number;
	svg: { width: number; height: number };
	/** Head and controls: the frame's height less the stage's. */
	chrome: number;
	/** Height of the controls' row; 0 without controls. */
	bar: number;
	/** Tallest single control in the row. */
	control: number;
	markers: number[];
	zoomed: boolean;
	scrollWidth: number;
	clientWidth: number;
	scrollHeight: number;
	clientHeight: number;
}

function seen(target: Page | Frame): Promise<Seen> {
	return target.evaluate(() => {
		const r = (el: Element | null) => el?.getBoundingClientRect() ?? { width: 0, height: 0 };
		const svg = document.querySelector('svg[data-venue]');
		// What is seen of the drawing: its box (before any script a narrow frame's close-up is cut out of a larger drawing).
		const box = svg?.parentElement ?? null;
		const bar = document.querySelector('.bar');
		const controls = bar ? [...bar.querySelectorAll('button, summary, select, input[type="range"]')].filter((e) => r(e).height > 0) : [];
		const se = document.scrollingElement!;
		return {
			width: innerWidth,
			height: innerHeight,
			svg: { width: r(box).width, height: r(box).height },
			chrome: innerHeight - r(document.querySelector('.stage')).height,
			bar: r(bar).height,
			control: Math.max(0, ...controls.map((e) => r(e).height)),
			markers: [...document.querySelectorAll('svg[data-venue] [data-role="player"] .shape')].map((e) => r(e).width),
			// The code's close-up, or before it the CSS one (Diagram's crop, a narrow frame).
			zoomed: svg?.getAttribute('data-zoomed') === 'true' || (!!box?.hasAttribute('data-crop') && getComputedStyle(svg!).position === 'absolute'),
			scrollWidth: se.scrollWidth,
			clientWidth: se.clientWidth,
			scrollHeight: se.scrollHeight,
			clientHeight: se.clientHeight
		};
	});
}

/** Every frame fits its content: nothing to scroll sideways, nor down. */
function fits(s: Seen, what: string) {
	expect(s.scrollWidth, `${what}: sideways scrolling`).toBeLessThanOrEqual(s.clientWidth);
	expect(s.scrollHeight, `${what}: vertical scrolling`).toBeLessThanOrEqual(s.clientHeight + 1);
}

/** The targets of the issue for a frame of this size. */
function readable(s: Seen, what: string) {
	fits(s, what);
	// One row of controls (a row is at most a control and a half tall: no wrapping).
	expect(s.bar, `${what}: the controls in one row`).toBeLessThanOrEqual(s.control * 1.5);
	if (s.width === 600 && s.height === 400) {
		expect(s.svg.height, `${what}: diagram height`).toBeGreaterThanOrEqual(250);
		expect(s.svg.width, `${what}: diagram width`).toBeGreaterThanOrEqual(0.7 * 600);
		expect(s.chrome / s.height, `${what}: head and controls' share of the frame`).toBeLessThanOrEqual(0.22);
	}
	if (s.width === 360 && s.height === 300) {
		expect(s.svg.width, `${what}: the diagram fills the width`).toBeGreaterThanOrEqual(0.9 * 360);
		expect(s.chrome / s.height, `${what}: head and controls' share of the frame`).toBeLessThanOrEqual(0.26);
		expect(s.zoomed, `${what}: the close-up of the play`).toBe(true);
		expect(Math.min(...s.markers), `${what}: smallest marker`).toBeGreaterThanOrEqual(12);
	}
}

/** A club's page on another origin: each test gives its HTML. */
let host: Server;
let hostPage = '';
let hostURL = '';
test.beforeAll(async () => {
	host = createServer((_req, res) => {
		res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
		res.end(hostPage);
	});
	await new Promise<void>((ok) => host.listen(0, 'localhost', ok));
	hostURL = `http://localhost:${(host.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((ok) => host.close(() => ok())));

const page = (body: string) => `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>A club</title></head><body style="margin:0 8px;font:16px Georgia,serif">${body}</body></html>`;

async function context(browser: Browser, js: boolean, width: number, height: number): Promise<BrowserContext> {
	return browser.newContext({ javaScriptEnabled: js, viewport: { width, height }, serviceWorkers: 'block' });
}

/**
 * The embed's frame on the host page, once its diagram is drawn as a visitor sees it: the frame's
 * document loaded, its style sheets with it. (A layout read while a sheet is still on its way is the
 * unstyled page's, which the browser never paints: the diagram is "visible" to a script before then.)
 */
async function embedFrame(p: Page, sel = 'iframe'): Promise<Frame> {
	await expect(p.frameLocator(sel).first().locator('svg[data-venue]')).toBeVisible();
	const frame = p.frames().find((f) => /\/embed\//.test(f.url()));
	if (!frame) throw new Error('no embed frame');
	await frame.waitForLoadState('load');
	return frame;
}

/** Starts the embed as a visitor does, with the pointer over it, and waits until it has applied its URL. */
async function start(p: Page, frame: Frame) {
	const box = (await (await frame.frameElement()).boundingBox())!;
	await p.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
	await p.mouse.move(box.x + box.width / 2 + 4, box.y + box.height / 3);
	await expect(frame.locator('.embed[data-ready="true"]')).toBeAttached({ timeout: 15_000 });
	await settled(frame);
}

/** The close-up of a narrow frame comes smoothly: waits until the view stays the same over a few frames. */
async function settled(target: Page | Frame) {
	await expect
		.poll(() =>
			target.evaluate(async () => {
				const vb = () => document.querySelector('svg[data-venue]')?.getAttribute('viewBox');
				const before = vb();
				for (let i = 0; i < 6; i++) await new Promise(requestAnimationFrame);
				return before === vb();
			})
		)
		.toBe(true);
}

const FRAMES = [
	{ w: 600, h: 400, path: 'embed/field/2' },
	{ w: 600, h: 400, path: 'embed/arena/4' },
	{ w: 360, h: 300, path: 'embed/field/5a' },
	{ w: 360, h: 300, path: 'embed/arena/2' }
];

test.describe('an iframe on a club page', () => {
	for (const f of FRAMES) {
		test(`${f.w}x${f.h} ${f.path}: before any script, then started`, async ({ browser, baseURL }) => {
			hostPage = page(`<h1>Our club</h1><iframe src="${baseURL}/${f.path}" width="${f.w}" height="${f.h}" style="border:0" title="A penalty"></iframe>`);
			for (const js of [false, true]) {
				const ctx = await context(browser, js, 1000, 800);
				const p = await ctx.newPage();
				await p.goto(hostURL);
				const frame = await embedFrame(p);
				if (js) await start(p, frame);
				readable(await seen(frame), `${f.w}x${f.h} ${f.path} ${js ? 'started' : 'before script'}`);
				await ctx.close();
			}
		});
	}
});

test.describe('the embed page alone', () => {
	for (const f of FRAMES) {
		test(`${f.w}x${f.h} /${f.path}: before any script, then started`, async ({ browser }) => {
			let before: Seen | null = null;
			for (const js of [false, true]) {
				const ctx = await context(browser, js, f.w, f.h);
				const p = await ctx.newPage();
				await p.goto(`/${f.path}`);
				await expect(p.locator('svg[data-venue]')).toBeVisible();
				if (js) {
					await p.mouse.move(f.w / 2, f.h / 3);
					await p.mouse.move(f.w / 2 + 4, f.h / 3);
					await expect(p.locator('.embed[data-ready="true"]')).toBeAttached();
					await settled(p);
					expect((await seen(p)).zoomed, 'the close-up where the frame is narrow').toBe(f.w < 640);
				}
				const s = await seen(p);
				readable(s, `/${f.path} at ${f.w}x${f.h} ${js ? 'started' : 'before script'}`);
				if (!before) before = s;
				else {
					// The code draws what the visitor already saw: markers of the same size, a box of about the same.
					expect(Math.abs(Math.min(...s.markers) - Math.min(...before.markers)), 'marker size before and after').toBeLessThanOrEqual(1.5);
					expect(Math.abs(s.svg.height - before.svg.height), 'diagram height before and after (within 5%)').toBeLessThanOrEqual(0.05 * before.svg.height);
				}
				await ctx.close();
			}
		});
	}
});

test.describe('three themes and three languages', () => {
	for (const lang of ['', 'fr/', 'es/']) {
		test(`/${lang}embed: every theme at 600x400 and 360x300, and a wide frame, fit with one row of controls`, async ({ page: p }) => {
			for (const theme of ['light', 'dark', 'contrast']) {
				for (const [w, h, path] of [
					[600, 400, 'field/2'],
					[360, 300, 'arena/4'],
					[1000, 600, 'field/2']
				] as const) {
					await p.setViewportSize({ width: w, height: h });
					await p.goto(`/${lang}embed/${path}?theme=${theme}`);
					await expect(p.locator('.embed[data-ready="true"]')).toBeAttached();
					await expect(p.locator('html')).toHaveAttribute('data-theme', theme);
					readable(await seen(p), `/${lang}embed/${path} ${theme} ${w}x${h}`);
				}
			}
		});
	}
});

test.describe('the snippet and the web component on a page 360 and 1280 wide', () => {
	const aspect = homeAspect(getVenue('field'));
	for (const width of [360, 1280]) {
		test(`the iframe snippet at ${width}: full width, as tall as the diagram, no sideways scrolling`, async ({ browser, baseURL }) => {
			hostPage = page(`<h1>Our club</h1><p>Penalty 5.a, explained.</p>${iframeSnippet(`${baseURL}/embed/field/5a`, 'Penalty 5.a', { aspect })}<p>After it.</p>`);
			for (const js of [false, true]) {
				const ctx = await context(browser, js, width, 720);
				const p = await ctx.newPage();
				await p.goto(hostURL);
				const frame = await embedFrame(p);
				if (js) await start(p, frame);
				const what = `snippet at ${width} ${js ? 'started' : 'before script'}`;
				const outer = await p.evaluate(() => ({ sw: document.scrollingElement!.scrollWidth, cw: document.scrollingElement!.clientWidth }));
				expect(outer.sw, `${what}: the host page scrolls sideways`).toBeLessThanOrEqual(outer.cw);
				const box = (await p.locator('iframe').boundingBox())!;
				expect(box.width, `${what}: the frame is the column's width`).toBeCloseTo(width - 16, 0);
				const s = await seen(frame);
				fits(s, what);
				// As tall as the diagram needs (never taller than the window): the diagram fills the frame's width.
				expect(box.height).toBeLessThanOrEqual(720 + 1);
				if (box.height < 719) expect(s.svg.width, `${what}: diagram width`).toBeGreaterThanOrEqual(0.95 * s.width);
				else expect(s.svg.height, `${what}: diagram height, the frame at the window's height`).toBeGreaterThanOrEqual(720 - EMBED_CHROME_PX - 8);
				if (js) {
					// The height told replaces the estimate: the frame is what the embed needs, to a pixel or two.
					await expect.poll(async () => Math.abs((await p.locator('iframe').boundingBox())!.height - Math.min(720, (await frame.evaluate(() => document.querySelector('.embed')!.scrollHeight)))), { message: what }).toBeLessThanOrEqual(2);
				}
				await ctx.close();
			}
		});

		test(`the web component at ${width}: the same, inside its shadow root`, async ({ browser, baseURL }) => {
			hostPage = page(`<script src="${baseURL}/polo-penalty.js" defer></script><h1>Our club</h1><polo-penalty venue="arena" penalty="2"></polo-penalty><p>After it.</p>`);
			const ctx = await context(browser, true, width, 720);
			const p = await ctx.newPage();
			await p.goto(hostURL);
			const frame = await embedFrame(p, 'polo-penalty iframe');
			const what = `web component at ${width}`;
			const outer = await p.evaluate(() => ({ sw: document.scrollingElement!.scrollWidth, cw: document.scrollingElement!.clientWidth }));
			expect(outer.sw, `${what}: the host page scrolls sideways`).toBeLessThanOrEqual(outer.cw);
			const box = (await p.locator('polo-penalty iframe').boundingBox())!;
			expect(box.width).toBeCloseTo(width - 16, 0);
			fits(await seen(frame), `${what}, not started`);
			await start(p, frame);
			const s = await seen(frame);
			fits(s, what);
			expect(s.svg.width, `${what}: diagram width`).toBeGreaterThanOrEqual(0.9 * s.width);
			if (width === 360) expect(Math.min(...s.markers)).toBeGreaterThanOrEqual(12);
			await ctx.close();
		});
	}
});

test.describe('the Embed dialog', () => {
	test.use({ viewport: { width: 1280, height: 720 } });

	test('its live preview follows the size chosen, and the snippet with it', async ({ page: p }) => {
		await p.goto('/field/5a?foul=150,60');
		await expect(p.locator('article[data-ready="true"]')).toBeVisible();
		await p.locator('[data-role="embed-button"]').click();
		const dialog = p.locator('[data-role="embed-dialog"]');
		const preview = dialog.locator('[data-role="embed-preview"] iframe');
		await expect(preview).toBeVisible();
		await expect(preview).toHaveAttribute('src', /\/embed\/field\/5a\?foul=150,60$/);
		const column = (await dialog.locator('[data-role="embed-preview"]').boundingBox())!;
		// Fits the page: the column's width, the height the embed tells.
		await expect(p.frameLocator('[data-role="embed-preview"] iframe').locator('svg[data-venue]')).toBeVisible();
		const fit = (await preview.boundingBox())!;
		expect(fit.width).toBeCloseTo(column.width, 0);
		expect(fit.height).toBeGreaterThan(fit.width / 2);
		await expect(dialog.locator('[data-snippet="iframe"]')).toHaveValue(/data-polo-fit/);
		for (const [w, h] of [
			[600, 400],
			[360, 300]
		] as const) {
			await dialog.locator(`input[data-size="${w}x${h}"]`).check();
			await expect(dialog.locator('[data-role="embed-preview"]')).toHaveAttribute('data-size', `${w}x${h}`);
			await expect.poll(async () => (await preview.boundingBox())!.width).toBeCloseTo(Math.min(w, column.width), 0);
			expect((await preview.boundingBox())!.height).toBeCloseTo((Math.min(w, column.width) * h) / w, 0);
			await expect(dialog.locator('[data-snippet="iframe"]')).toHaveValue(new RegExp(`max-width:${w}px;aspect-ratio:${w}/${h}`));
			await expect(dialog.locator('[data-snippet="component"]')).toHaveValue(new RegExp(`size="${w}x${h}"`));
			// The preview's embed fits its frame.
			const inner = p.frames().find((f) => /\/embed\/field\/5a/.test(f.url()))!;
			fits(await seen(inner), `preview ${w}x${h}`);
		}
		// Another option reloads the preview with it.
		await dialog.getByLabel('Colours').selectOption('dark');
		await expect(preview).toHaveAttribute('src', /theme=dark/);
		await expect(p.frameLocator('[data-role="embed-preview"] iframe').locator('html')).toHaveAttribute('data-theme', 'dark');
	});
});
