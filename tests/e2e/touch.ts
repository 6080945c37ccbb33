/*
 * A phone's fingers on a diagram, for the specs that pinch and drag (touch-pinch, drills): real
 * multi-touch sequences through CDP (Input.dispatchTouchEvent, every finger down sent each time),
 * as a phone sends them: Chromium makes the pointer events (a second finger's isPrimary false) and
 * the touch events d3-zoom reads from them. With where a mark is, in yards and on screen, and
 * what the diagram shows (its viewBox's width, its scale).
 */
import { expect, type Page } from './fixtures';

/** The diagram on screen (a page may hold others hidden). */
export const SVG = 'svg[data-venue]:visible';

export type Pt = { x: number; y: number };
export type Finger = Pt & { id: number };

/** A mark as the user sees it: its yards (data-x, data-y) and the centre of its glyph on screen. */
export async function mark(page: Page, sel: string) {
	return page.locator(`${SVG} ${sel}`).evaluate((el) => {
		const r = el.querySelector('.shape, .dot')!.getBoundingClientRect();
		// dx, dy: how far (yd) the marker is drawn from its spot (off the ball, or off a neighbour with a leader line).
		const d = (a: string) => Number(el.getAttribute(a) ?? 0);
		return { x: Number(el.getAttribute('data-x')), y: Number(el.getAttribute('data-y')), dx: d('data-dx'), dy: d('data-dy'), cx: r.x + r.width / 2, cy: r.y + r.height / 2 };
	});
}

/** Yards (attack frame) -> client px through the diagram drawn now. */
export async function toScreen(page: Page, p: Pt): Promise<Pt> {
	return page.locator(SVG).evaluate((el, q) => {
		const s = new DOMPoint(q.x, -q.y).matrixTransform((el as SVGSVGElement).getScreenCTM()!);
		return { x: s.x, y: s.y };
	}, p);
}

export async function viewWidth(page: Page): Promise<number> {
	return Number((await page.locator(SVG).getAttribute('viewBox'))!.split(' ')[2]);
}

export async function pxPerYard(page: Page): Promise<number> {
	return page.locator(SVG).evaluate((el) => (el as SVGSVGElement).getScreenCTM()!.a);
}

/** A point of the ground with no movable mark under it (nor within 40 px), 110 to 170 px from `from`. */
export async function ground(page: Page, from: Pt): Promise<Pt> {
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

export type TouchScreen = Awaited<ReturnType<typeof touchScreen>>;

/** A phone's touch screen: each call sends every finger down now (CDP works out which changed). */
export async function touchScreen(page: Page) {
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
export const zoomAttached = (page: Page) => page.locator(SVG).evaluate((svg) => '__zoom' in svg.parentElement!);

/**
 * Two fingers `a` and `b` (already down) spread apart along the line between them, each by `by`
 * px, in steps; returns the ratio of their distances (what d3's pinch zooms by).
 */
export async function spread(t: TouchScreen, a: Finger, b: Finger, by: number) {
	const d0 = Math.hypot(b.x - a.x, b.y - a.y);
	const u = { x: (b.x - a.x) / d0, y: (b.y - a.y) / d0 };
	for (let i = 1; i <= 6; i++) {
		const s = (by * i) / 6;
		await t.move({ id: a.id, x: a.x - u.x * s, y: a.y - u.y * s }, { id: b.id, x: b.x + u.x * s, y: b.y + u.y * s });
	}
	return (d0 + 2 * by) / d0;
}

/**
 * A finger drags the mark `sel` by (dx, dy) px (it follows, as a drag does), then a second finger
 * comes down on the ground: the mark is back at once; both fingers spread and lift, and the view
 * zooms by the spread, the mark drawn where it was. Returns where the mark was before (yards and
 * on screen), where it is after, and the touch screen.
 */
export async function dragThenPinch(page: Page, sel: string, dx: number, dy: number) {
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
	// ... and drawn there in the new view (aside by its drawn offset where a neighbour stands close: declutter.ts).
	const there = await toScreen(page, { x: start.x + after.dx, y: start.y + after.dy });
	expect(Math.hypot(after.cx - there.x, after.cy - there.y)).toBeLessThan(1);
	return { start, after, t };
}
