/**
 * What a user does before the page's code has loaded takes effect once it has (the gate,
 * src/lib/island/gate.js): the first click or tap on a diagram sets the foul spot where it was
 * made, Play plays, a finger drag moves a player; a page with a query never shows a setup other
 * than its URL's without marking it pending (aria-busy); a press on a diagram is marked where it was
 * made until the page answers it. The code is held back (page.route holds every script from before
 * the visit until the test releases it: the page's code would otherwise come in the browser's idle
 * time after load) and the CPU slowed, as on a phone; nothing here waits for a time, only for states.
 * Playwright's own `test` (not ./fixtures): its pointer does not move unless a test moves it.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { computeSetup } from '../../src/lib/geometry';
import { holdScripts } from './slow';

/** The CPU `rate` times slower (Chrome DevTools' throttling), as a mid-range phone. */
async function slowCpu(page: Page, rate = 4) {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Records, in the page, whether it was ready when the user's first pointerdown came (listening
 * before the gate, on the same window), and when that input and the page's readiness came.
 */
async function watchFirstInput(page: Page) {
	await page.addInitScript(() => {
		const w = window as unknown as { __first?: { ready: boolean; at: number }; __readyAt?: number };
		addEventListener('pointerdown', () => (w.__first ??= { ready: document.documentElement.hasAttribute('data-ready'), at: performance.now() }), true);
		new MutationObserver(() => {
			if (w.__readyAt === undefined && document.documentElement.hasAttribute('data-ready')) w.__readyAt = performance.now();
		}).observe(document.documentElement, { attributes: true, attributeFilter: ['data-ready'] });
	});
	return async () => page.evaluate(() => (window as unknown as { __first?: { ready: boolean; at: number } }).__first);
}

/**
 * Yards (attack frame) of a click at client (x, y) on the diagram shown, through its transform now,
 * and the tolerance of a foul spot set there: the page reads the tap from pointer events, whose
 * position may be a fraction of a pixel off the one asked for (a click's is whole pixels), and it
 * keeps a tenth of a yard.
 */
function clickedYards(page: Page, x: number, y: number) {
	return page.evaluate(
		({ x, y }) => {
			const svg = [...document.querySelectorAll<SVGSVGElement>('svg[data-venue]')].find((s) => s.getBoundingClientRect().width > 0)!;
			const m = svg.getScreenCTM()!;
			const p = new DOMPoint(x, y).matrixTransform(m.inverse());
			return { x: p.x, y: -p.y, within: 0.05 + 1 / Math.abs(m.a) + 1e-6 };
		},
		{ x, y }
	);
}

/** The foul spot the page shows: its mark, or the ball where the ball is put on the spot (5.a). */
async function spotShown(page: Page) {
	const svg = page.locator('svg[data-venue]:visible');
	const foul = svg.locator('[data-role="foul"]');
	const mark = (await foul.count()) > 0 ? foul : svg.locator('[data-role="ball"]');
	return { x: Number(await mark.getAttribute('data-x')), y: Number(await mark.getAttribute('data-y')) };
}

/** Waits until the page is ready and shows its foul spot at `want` (within its tolerance). */
async function expectFoulAt(page: Page, want: { x: number; y: number; within: number }) {
	await expect(page.locator('html')).toHaveAttribute('data-ready', '', { timeout: 20_000 });
	await expect
		.poll(async () => {
			const at = await spotShown(page);
			return Math.max(Math.abs(at.x - want.x), Math.abs(at.y - want.y));
		})
		.toBeLessThanOrEqual(want.within);
	return spotShown(page);
}

const phone = (browser: Browser) => browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

test.describe('the first input, made while the code loads', () => {
	test.describe.configure({ timeout: 60_000 });

	test('desktop: the first click on /field/5a sets the foul spot at the yards clicked', async ({ page }) => {
		const first = await watchFirstInput(page);
		const release = await holdScripts(page);
		await page.goto('/field/5a', { waitUntil: 'load' });
		await slowCpu(page);
		const box = (await page.locator('svg[data-venue="field"]:visible').boundingBox())!;
		const at = { x: box.x + box.width * 0.62, y: box.y + box.height * 0.4 };
		const want = await clickedYards(page, at.x, at.y);
		await page.mouse.click(at.x, at.y);
		const t0 = Date.now();
		release();
		const got = await expectFoulAt(page, want);
		test.info().annotations.push({ type: 'scripts released to foul spot (ms, CPU x4)', description: String(Date.now() - t0) });
		expect((await first())?.ready, 'the click came before the page was ready').toBe(false);
		await expect(page).toHaveURL(new RegExp(`foul=${got.x},${got.y}`));
	});

	test('phone: the first tap on /arena/5a sets the foul spot where it was tapped', async ({ browser }) => {
		const context = await phone(browser);
		const page = await context.newPage();
		const first = await watchFirstInput(page);
		const release = await holdScripts(page);
		await page.goto('/arena/5a', { waitUntil: 'load' });
		await slowCpu(page);
		// The close-up a phone shows before the code runs (prerendered): the tap lands on it.
		const box = (await page.locator('svg[data-venue="arena"]:visible').boundingBox())!;
		const at = { x: box.x + box.width * 0.5, y: box.y + box.height * 0.55 };
		const want = await clickedYards(page, at.x, at.y);
		await page.touchscreen.tap(at.x, at.y);
		const t0 = Date.now();
		release();
		await expectFoulAt(page, want);
		test.info().annotations.push({ type: 'scripts released to foul spot (ms, CPU x4)', description: String(Date.now() - t0) });
		expect((await first())?.ready, 'the tap came before the page was ready').toBe(false);
		await context.close();
	});

	test('phone: a tap on the diagram before the code has loaded is marked at once where it was made, until the foul spot is set there', async ({ browser }) => {
		const context = await phone(browser);
		const page = await context.newPage();
		const release = await holdScripts(page);
		await page.goto('/arena/5a', { waitUntil: 'load' });
		const box = (await page.locator('svg[data-venue="arena"]:visible').boundingBox())!;
		const at = { x: box.x + box.width * 0.5, y: box.y + box.height * 0.55 };
		const want = await clickedYards(page, at.x, at.y);
		await page.touchscreen.tap(at.x, at.y);
		// At once, the scripts still held: the mark, centred on the tapped point.
		const mark = page.locator('[data-role="tap-pending"]');
		await expect(mark).toBeVisible();
		await expect(mark).toHaveCount(1);
		const m = (await mark.boundingBox())!;
		expect(Math.hypot(m.x + m.width / 2 - at.x, m.y + m.height / 2 - at.y), 'the mark off the tapped point, px').toBeLessThanOrEqual(10);
		await expect(page.locator('html')).not.toHaveAttribute('data-ready', /.*/);
		release();
		await expectFoulAt(page, want);
		await expect(mark).toHaveCount(0);
		await context.close();
	});

	test('Play clicked before the code has loaded plays', async ({ page }) => {
		const first = await watchFirstInput(page);
		const release = await holdScripts(page);
		await page.goto('/field/5a', { waitUntil: 'load' });
		await slowCpu(page);
		await page.locator('[data-action="play"]').click();
		release();
		await expect(page.locator('[data-role="animation"]')).toHaveAttribute('data-playing', 'true', { timeout: 20_000 });
		expect((await first())?.ready).toBe(false);
	});

	test('desktop: a mouse drag of a player, begun before the code has loaded, leaves it under the pointer', async ({ page }) => {
		const first = await watchFirstInput(page);
		const release = await holdScripts(page);
		await page.goto('/field/5b', { waitUntil: 'load' });
		await slowCpu(page);
		const grab = await page.evaluate(() => {
			const svg = [...document.querySelectorAll<SVGSVGElement>('svg[data-venue]')].find((s) => s.getBoundingClientRect().width > 0)!;
			const g = svg.querySelector('[data-role="player"][data-team="fouled"]')!;
			const r = g.getBoundingClientRect();
			const cx = r.left + r.width / 2;
			const cy = r.top + r.height / 2;
			// Where the player is from the point grabbed, yards (the page keeps that offset while dragging).
			const at = new DOMPoint(cx, cy).matrixTransform(svg.getScreenCTM()!.inverse());
			return { number: g.getAttribute('data-number')!, dx: Number(g.getAttribute('data-x')) - at.x, dy: Number(g.getAttribute('data-y')) + at.y, cx, cy, ydPerPx: 1 / svg.getScreenCTM()!.a };
		});
		await page.mouse.move(grab.cx, grab.cy);
		await page.mouse.down();
		for (let dy = 5; dy <= 40; dy += 5) await page.mouse.move(grab.cx, grab.cy + dy);
		expect((await first())?.ready, 'the drag began before the page was ready').toBe(false);
		release();
		// The code arrives while the button is still down; the rest of the drag is the user's own.
		await expect(page.locator('html')).toHaveAttribute('data-ready', '', { timeout: 20_000 });
		for (let dy = 45; dy <= 80; dy += 5) await page.mouse.move(grab.cx, grab.cy + dy);
		await page.mouse.up();
		// The player ends where the pointer is now (the page may have moved under it while loading),
		// keeping the offset it was grabbed at: 80 px further down than where it was.
		const want = await page.evaluate(
			({ x, y, dx, dy }) => {
				const svg = [...document.querySelectorAll<SVGSVGElement>('svg[data-venue]')].find((s) => s.getBoundingClientRect().width > 0)!;
				const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!.inverse());
				return { x: p.x + dx, y: -p.y + dy };
			},
			{ x: grab.cx, y: grab.cy + 80, dx: grab.dx, dy: grab.dy }
		);
		const mark = page.locator(`svg[data-venue]:visible [data-role="player"][data-team="fouled"][data-number="${grab.number}"]`);
		const off = async () => Math.max(Math.abs(Number(await mark.getAttribute('data-x')) - want.x), Math.abs(Number(await mark.getAttribute('data-y')) - want.y));
		await expect.poll(off).toBeLessThanOrEqual(0.1 + grab.ydPerPx / 2);
	});

	test('the wheel over a diagram before the code has loaded does not scroll the page; once ready the diagram gets it, else the page scrolls', async ({ page }) => {
		await page.addInitScript(() => {
			const w = window as unknown as { __wheels: { dy: number; taken: boolean }[]; __early: number };
			w.__wheels = [];
			w.__early = 0;
			// Bubbling to the window: after the page's own listeners, so defaultPrevented says whether it took it.
			addEventListener('wheel', (e) => !e.isTrusted && (e.target as Element).closest?.('svg[data-venue]') && w.__wheels.push({ dy: e.deltaY, taken: e.defaultPrevented }));
			addEventListener('scroll', () => !document.documentElement.hasAttribute('data-ready') && (w.__early += 1), true);
		});
		await page.setViewportSize({ width: 1280, height: 600 });
		const release = await holdScripts(page);
		await page.goto('/field/5a', { waitUntil: 'load' });
		const box = (await page.locator('svg[data-venue]:visible').boundingBox())!;
		await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
		await page.mouse.wheel(0, 240);
		release();
		await expect(page.locator('html')).toHaveAttribute('data-ready', '', { timeout: 20_000 });
		await expect.poll(() => page.evaluate(() => (window as unknown as { __wheels: unknown[] }).__wheels.length)).toBe(1);
		const [wheel] = await page.evaluate(() => (window as unknown as { __wheels: { dy: number; taken: boolean }[] }).__wheels);
		expect(wheel!.dy).toBe(240);
		expect(await page.evaluate(() => (window as unknown as { __early: number }).__early), 'scrolled before ready').toBe(0);
		// The diagram took it (a zoom), or the page scrolls by it now, as it would have.
		await expect.poll(() => page.evaluate(() => scrollY)).toBe(wheel!.taken ? 0 : 240);
	});

	// The diagram's <svg> is touch-action: none (Chromium does not read it on the players' <g>), so the
	// browser never takes the finger for a pan; the page keeps the view the drag began on (gate.js
	// data-pressed), so the gate's replay and the user's later moves carry the drag through.
	test('phone: a finger drag of a player, begun before the code has loaded, leaves it under the finger and does not scroll', async ({ browser }) => {
		const context = await phone(browser);
		const page = await context.newPage();
		const first = await watchFirstInput(page);
		const release = await holdScripts(page);
		await page.goto('/field/5b', { waitUntil: 'load' });
		await slowCpu(page);
		// A player of the close-up shown, well inside the screen, and its offset from the point grabbed.
		const grab = await page.evaluate(() => {
			const svg = [...document.querySelectorAll<SVGSVGElement>('svg[data-venue]')].find((s) => s.getBoundingClientRect().width > 0)!;
			const players = [...svg.querySelectorAll('[data-role="player"]')].map((g) => ({ g, r: g.getBoundingClientRect() }));
			const { g, r } = players.find(({ r }) => r.left > 20 && r.right < innerWidth - 120 && r.top > 20 && r.bottom < innerHeight - 20)!;
			const cx = r.left + r.width / 2;
			const cy = r.top + r.height / 2;
			const at = new DOMPoint(cx, cy).matrixTransform(svg.getScreenCTM()!.inverse());
			return { team: g.getAttribute('data-team')!, number: g.getAttribute('data-number')!, dx: Number(g.getAttribute('data-x')) - at.x, dy: Number(g.getAttribute('data-y')) + at.y, cx, cy, ydPerPx: 1 / svg.getScreenCTM()!.a, scroll: scrollY };
		});
		const cdp = await context.newCDPSession(page);
		const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dx = 0) =>
			cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: grab.cx + dx, y: grab.cy, id: 1 }] });
		await touch('touchStart');
		for (let dx = 5; dx <= 40; dx += 5) await touch('touchMove', dx);
		expect((await first())?.ready, 'the drag began before the page was ready').toBe(false);
		release();
		// The code arrives while the finger is still down; the rest of the drag is the user's own.
		await expect(page.locator('html')).toHaveAttribute('data-ready', '', { timeout: 20_000 });
		for (let dx = 45; dx <= 80; dx += 5) await touch('touchMove', dx);
		await touch('touchEnd');
		// Under the finger, 80 px to the right of where it was grabbed, through the diagram shown now.
		const want = await page.evaluate(
			({ x, y, dx, dy }) => {
				const svg = [...document.querySelectorAll<SVGSVGElement>('svg[data-venue]')].find((s) => s.getBoundingClientRect().width > 0)!;
				const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!.inverse());
				return { x: p.x + dx, y: -p.y + dy };
			},
			{ x: grab.cx + 80, y: grab.cy, dx: grab.dx, dy: grab.dy }
		);
		const mark = page.locator(`svg[data-venue]:visible [data-role="player"][data-team="${grab.team}"][data-number="${grab.number}"]`);
		const off = async () => Math.max(Math.abs(Number(await mark.getAttribute('data-x')) - want.x), Math.abs(Number(await mark.getAttribute('data-y')) - want.y));
		await expect.poll(off).toBeLessThanOrEqual(0.1 + grab.ydPerPx / 2);
		expect(await page.evaluate(() => scrollY), 'the page did not scroll under the finger').toBe(grab.scroll);
		await context.close();
	});
});

/** One look at a diagram at an animation frame (see sampleFrames). */
interface Sample {
	t: number;
	x: number;
	y: number;
	busy: boolean;
	ready: boolean;
}

/**
 * From the first frame the page paints until a few frames after it is ready: at every animation
 * frame (about every 16 ms), the ball of each diagram in the page and whether it is marked busy.
 */
async function sampleFrames(page: Page) {
	await page.addInitScript(() => {
		const w = window as unknown as { __samples: Sample[]; __sampled: boolean };
		w.__samples = [];
		w.__sampled = false;
		let after = 0;
		const look = () => {
			const ready = document.documentElement.hasAttribute('data-ready');
			for (const svg of document.querySelectorAll('svg[data-venue]')) {
				const ball = svg.querySelector('[data-role="ball"]');
				if (!ball) continue;
				w.__samples.push({ t: performance.now(), x: Number(ball.getAttribute('data-x')), y: Number(ball.getAttribute('data-y')), busy: svg.getAttribute('aria-busy') === 'true', ready });
			}
			if (ready) after += 1;
			if (after < 10) requestAnimationFrame(look);
			else w.__sampled = true;
		};
		requestAnimationFrame(look);
	});
}

test.describe('a page opened with a query', () => {
	test.describe.configure({ timeout: 60_000 });
	const CASES = [
		{ path: '/field/5a?foul=150,75', venue: 'field', penalty: '5a', foul: { x: 150, y: 75 } },
		{ path: '/embed/field/5a?foul=150,75', venue: 'field', penalty: '5a', foul: { x: 150, y: 75 } },
		{ path: '/arena/2?from=spot&foul=8,6', venue: 'arena', penalty: '2', foul: { x: 8, y: 6 }, from: 'spot' as const }
	] as const;
	for (const c of CASES) {
		test(`${c.path}: every frame shows the URL's ball or marks the diagram busy`, async ({ page }) => {
			const ball = computeSetup({ venue: c.venue, penalty: c.penalty, foul: c.foul, ...('from' in c ? { options: { from: c.from } } : {}) }).ball!;
			const release = await holdScripts(page);
			await slowCpu(page);
			await sampleFrames(page);
			// (Not 'load': the query starts the code at once, and a script asked for before load delays it.)
			await page.goto(c.path, { waitUntil: 'domcontentloaded' });
			// Pending while the code is held: painted frames, marked busy.
			await expect.poll(() => page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples.filter((s) => s.busy).length)).toBeGreaterThan(5);
			release();
			await expect.poll(() => page.evaluate(() => (window as unknown as { __sampled: boolean }).__sampled), { timeout: 30_000 }).toBe(true);
			const samples = await page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples);
			const right = (s: Sample) => Math.abs(s.x - ball.x) < 0.01 && Math.abs(s.y - ball.y) < 0.01;
			// Pending while the code loads: the default setup, marked.
			expect(samples.filter((s) => !s.ready && s.busy).length, 'frames marked busy before ready').toBeGreaterThan(5);
			expect(samples.some((s) => s.busy && !right(s)), 'the prerendered default was there, marked').toBe(true);
			expect(samples.filter((s) => !s.busy && !right(s)), 'frames with another ball, unmarked').toEqual([]);
			const last = samples.at(-1)!;
			expect(last.ready && !last.busy && right(last)).toBe(true);
			await expect(page.locator('html')).not.toHaveAttribute('data-pending', /.*/);
		});
	}
});
