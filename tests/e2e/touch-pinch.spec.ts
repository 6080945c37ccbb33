/*
 * Two fingers on a phone are a pinch, never a drag: a pinch whose first finger lands on a player
 * (or the movable ball) zooms and gives the drag up, putting the mark back where it was before the
 * drag began; a second finger landing on a player after one on the ground does not drag it either.
 * A one-finger drag still moves the mark and writes `pos=`, before and after a pinch. The touches
 * are real multi-touch sequences through CDP (Input.dispatchTouchEvent, two touch points), as a
 * phone sends them: Chromium makes the pointer events (the second finger's isPrimary false) and
 * the touch events d3-zoom reads from them.
 */
import { expect, open, test, type Page } from './fixtures';

const SVG = 'svg[data-venue]:visible';

type Pt = { x: number; y: number };
type Finger = Pt & { id: number };

/** A mark as the user sees it: its yards (data-x, data-y) and the centre of its glyph on screen. */
async function mark(page: Page, sel: string) {
	return page.locator(`${SVG} ${sel}`).evaluate((el) => {
		const r = el.querySelector('.shape, .dot')!.getBoundingClientRect();
		return { x: Number(el.getAttribute('data-x')), y: Number(el.getAttribute('data-y')), cx: r.x + r.width / 2, cy: r.y + r.height / 2 };
	});
}

/** Yards (attack frame) -> client px through the diagram drawn now. */
async function toScreen(page: Page, p: Pt): Promise<Pt> {
	return page.locator(SVG).evaluate((el, q) => {
		const s = new DOMPoint(q.x, -q.y).matrixTransform((el as SVGSVGElement).getScreenCTM()!);
		return { x: s.x, y: s.y };
	}, p);
}

async function viewWidth(page: Page): Promise<number> {
	return Number((await page.locator(SVG).getAttribute('viewBox'))!.split(' ')[2]);
}

async function pxPerYard(page: Page): Promise<number> {
	return page.locator(SVG).evaluate((el) => (el as SVGSVGElement).getScreenCTM()!.a);
}

/** A point of the ground with no movable mark under it (nor within 40 px), 110 to 170 px from `from`. */
async function ground(page: Page, from: Pt): Promise<Pt> {
	const p = await page.locator(SVG).evaluate((svg, f) => {
		const b = svg.getBoundingClientRect();
		const marks = [...svg.querySelectorAll('.movable')].map((m) => {
			const r = m.getBoundingClientRect();
			return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
		});
		for (let y = b.top + 30; y < Math.min(b.bottom, innerHeight) - 30; y += 10)
			for (let x = b.left + 30; x < b.right - 30; x += 10) {
				const d = Math.hypot(x - f.x, y - f.y);
				if (d < 110 || d > 170) continue;
				const hit = document.elementFromPoint(x, y);
				if (!hit || !svg.contains(hit) || hit.closest('.movable')) continue;
				if (marks.some((m) => Math.hypot(m.x - x, m.y - y) < 40)) continue;
				return { x, y };
			}
		return null;
	}, from);
	expect(p, 'a free point of the ground').not.toBeNull();
	return p!;
}

/** A phone's touch screen: each call sends every finger down now (CDP works out which changed). */
async function touchScreen(page: Page) {
	const cdp = await page.context().newCDPSession(page);
	const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', fingers: Finger[]) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: fingers.map((f) => ({ x: f.x, y: f.y, id: f.id })) });
	return {
		down: (...fingers: Finger[]) => send('touchStart', fingers),
		move: (...fingers: Finger[]) => send('touchMove', fingers),
		up: () => send('touchEnd', []),
		/** One finger from `a` by (dx, dy), in 8 steps, then lifted. */
		async drag(a: Pt, dx: number, dy: number) {
			await send('touchStart', [{ ...a, id: 5 }]);
			for (let i = 1; i <= 8; i++) await send('touchMove', [{ x: a.x + (dx * i) / 8, y: a.y + (dy * i) / 8, id: 5 }]);
			await send('touchEnd', []);
		}
	};
}

/** d3-zoom is attached to the diagram (it keeps its transform in `__zoom` on the element it listens on). */
const zoomAttached = (page: Page) => page.locator(SVG).evaluate((svg) => '__zoom' in svg.parentElement!);

/**
 * Two fingers `a` and `b` (already down) spread apart along the line between them, each by `by`
 * px, in steps; returns the ratio of their distances (what d3's pinch zooms by).
 */
async function spread(t: Awaited<ReturnType<typeof touchScreen>>, a: Finger, b: Finger, by: number) {
	const d0 = Math.hypot(b.x - a.x, b.y - a.y);
	const u = { x: (b.x - a.x) / d0, y: (b.y - a.y) / d0 };
	for (let i = 1; i <= 6; i++) {
		const s = (by * i) / 6;
		await t.move({ id: a.id, x: a.x - u.x * s, y: a.y - u.y * s }, { id: b.id, x: b.x + u.x * s, y: b.y + u.y * s });
	}
	return (d0 + 2 * by) / d0;
}

const search = (page: Page) => new URL(page.url()).searchParams;

/** The URL has caught up with the view on screen (it is written once the state rests): its `view=` width is the viewBox's. */
async function urlSettled(page: Page) {
	await expect
		.poll(async () => {
			const v = search(page).get('view');
			return !!v && Math.abs(Number(v.split(',')[2]) - (await viewWidth(page))) < 0.1;
		}, 'the URL carries the view on screen')
		.toBe(true);
}
const RED3 = '[data-role="player"][data-team="fouling"][data-number="3"]';
const BALL = '[data-role="ball"]';

/**
 * A finger drags the mark `sel` by (dx, dy) px (it follows, as a drag does), then a second finger
 * comes down on the ground: the mark is back at once; both fingers spread and lift, and the view
 * zooms by the spread. Returns where the mark was before, and the touch screen.
 */
async function dragThenPinch(page: Page, sel: string, dx: number, dy: number) {
	const start = await mark(page, sel);
	const w0 = await viewWidth(page);
	const t = await touchScreen(page);
	const a: Finger = { x: start.cx, y: start.cy, id: 1 };
	await t.down(a);
	for (let i = 1; i <= 4; i++) await t.move({ ...a, x: a.x + (dx * i) / 4, y: a.y + (dy * i) / 4 });
	a.x += dx;
	a.y += dy;
	await expect.poll(async () => mark(page, sel).then((m) => Math.hypot(m.x - start.x, m.y - start.y)), 'the drag under way moves the mark').toBeGreaterThan(1);
	const b: Finger = { ...(await ground(page, a)), id: 2 };
	await t.down(a, b);
	await expect.poll(() => mark(page, sel).then((m) => [m.x, m.y]), 'the second finger gives the drag up').toEqual([start.x, start.y]);
	await expect.poll(() => zoomAttached(page), 'd3-zoom is there for the pinch').toBe(true);
	const k = await spread(t, a, b, 30);
	await t.up();
	await expect.poll(async () => w0 / (await viewWidth(page)), 'the pinch zooms by the fingers’ spread').toBeCloseTo(k, 1);
	const after = await mark(page, sel);
	expect([after.x, after.y], 'the mark is where it was before the drag').toEqual([start.x, start.y]);
	// ... and drawn there in the new view.
	const there = await toScreen(page, start);
	expect(Math.hypot(after.cx - there.x, after.cy - there.y)).toBeLessThan(1);
	await urlSettled(page);
	return { start, after, t };
}

test.describe('a phone, 390x844 with touch', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

	for (const { path, sel } of [
		{ path: '/field/5a', sel: RED3 },
		{ path: '/arena/4', sel: '[data-role="player"][data-team="fouled"][data-number="2"]' }
	])
		test(`${path}: a second finger while a player is dragged makes a pinch: it zooms and the player goes back; then a one-finger drag moves it`, async ({ page }) => {
			await open(page, path);
			const { start, after, t } = await dragThenPinch(page, sel, 24, 0);
			expect(search(page).get('pos'), 'no moved player').toBeNull();
			await expect(page.locator('[data-action="reset"]'), 'nothing moved to reset').toBeDisabled();

			// Both fingers up: a one-finger drag moves the player by the finger's travel, and pans nothing.
			const w1 = await viewWidth(page);
			const view = search(page).get('view');
			const ppy = await pxPerYard(page);
			await t.drag({ x: after.cx, y: after.cy }, 40, 0);
			await expect.poll(async () => (await mark(page, sel)).x - start.x).toBeGreaterThan(40 / ppy - 0.3);
			const moved = await mark(page, sel);
			expect(Math.abs(moved.x - start.x - 40 / ppy)).toBeLessThan(0.3);
			expect(Math.abs(moved.y - start.y)).toBeLessThan(0.3);
			await expect.poll(() => search(page).get('pos')).toMatch(new RegExp(`:${moved.x},${moved.y}$`));
			expect(await viewWidth(page)).toBe(w1);
			expect(search(page).get('view')).toBe(view);
		});

	test('a second finger landing on a player after one on the ground pinches: the player does not move', async ({ page }) => {
		await open(page, '/field/5a');
		const start = await mark(page, RED3);
		const w0 = await viewWidth(page);
		const t = await touchScreen(page);
		const a: Finger = { ...(await ground(page, { x: start.cx, y: start.cy })), id: 1 };
		const b: Finger = { x: start.cx, y: start.cy, id: 2 };
		await t.down(a);
		await t.down(a, b);
		await expect.poll(() => zoomAttached(page)).toBe(true);
		const k = await spread(t, a, b, 30);
		await t.up();
		await expect.poll(async () => w0 / (await viewWidth(page))).toBeCloseTo(k, 1);
		const after = await mark(page, RED3);
		expect([after.x, after.y]).toEqual([start.x, start.y]);
		const there = await toScreen(page, start);
		expect(Math.hypot(after.cx - there.x, after.cy - there.y)).toBeLessThan(1);
		await urlSettled(page);
		expect(search(page).get('pos')).toBeNull();
		// Neither finger was a tap: the foul spot is where it was.
		expect(search(page).get('foul')).toBeNull();
	});

	test('d3-zoom already there: a pinch begun on a player gives the drag up too, and one begun on the ground does not drag the player under the second finger', async ({ page }) => {
		await open(page, '/field/5a');
		const t = await touchScreen(page);
		const start = await mark(page, RED3);
		// A first pinch on the ground alone loads d3-zoom.
		const g = await ground(page, { x: start.cx, y: start.cy });
		await t.down({ ...g, id: 1 });
		await t.down({ ...g, id: 1 }, { x: g.x + 40, y: g.y, id: 2 });
		await expect.poll(() => zoomAttached(page)).toBe(true);
		await t.up();

		await dragThenPinch(page, RED3, 20, 0);
		expect(search(page).get('pos'), 'pinch begun on the player').toBeNull();

		const m = await mark(page, RED3);
		const w0 = await viewWidth(page);
		const onPlayer: Finger = { x: m.cx, y: m.cy, id: 2 };
		const onGround: Finger = { ...(await ground(page, onPlayer)), id: 1 };
		await t.down(onGround);
		await t.down(onGround, onPlayer);
		const k = await spread(t, onPlayer, onGround, 25);
		await t.up();
		await expect.poll(async () => w0 / (await viewWidth(page)), 'pinch begun on the ground').toBeCloseTo(k, 1);
		const after = await mark(page, RED3);
		expect([after.x, after.y], 'pinch begun on the ground').toEqual([start.x, start.y]);
		await urlSettled(page);
		expect(search(page).get('pos')).toBeNull();
	});

	test('a player moved before keeps that place when a later drag of it turns into a pinch', async ({ page }) => {
		await open(page, '/field/5a?pos=r3:80,70');
		const { start } = await dragThenPinch(page, RED3, 0, 24);
		expect([start.x, start.y]).toEqual([80, 70]);
		expect(search(page).get('pos')).toBe('r3:80,70');
	});

	test('the movable ball: a second finger while it is dragged makes a pinch and the ball goes back; a one-finger drag moves the foul spot', async ({ page }) => {
		await open(page, '/field/2?from=spot');
		const { start, after, t } = await dragThenPinch(page, BALL, 24, 0);
		expect(search(page).get('foul')).toBeNull();

		const ppy = await pxPerYard(page);
		await t.drag({ x: after.cx, y: after.cy }, 40, 0);
		await expect.poll(() => search(page).get('foul')).not.toBeNull();
		const [fx, fy] = search(page).get('foul')!.split(',').map(Number) as [number, number];
		expect(Math.abs(fx - start.x - 40 / ppy)).toBeLessThan(0.3);
		expect(Math.abs(fy - start.y)).toBeLessThan(0.3);
		const dropped = await mark(page, BALL);
		expect(Math.hypot(dropped.x - fx, dropped.y - fy)).toBeLessThan(0.06);
	});
});
