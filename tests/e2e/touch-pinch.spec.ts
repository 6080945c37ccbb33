/*
 * Two fingers on a phone are a pinch, never a drag: a pinch whose first finger lands on a player
 * (or the movable ball) zooms and gives the drag up, putting the mark back where it was before the
 * drag began; a second finger landing on a player after one on the ground does not drag it either.
 * A one-finger drag still moves the mark and writes `pos=`, before and after a pinch. The touches
 * are real multi-touch sequences through CDP (./touch.ts).
 */
import { expect, open, test, type Page } from './fixtures';
import { dragThenPinch, ground, mark, pxPerYard, spread, toScreen, touchScreen, viewWidth, zoomAttached, type Finger } from './touch';

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

/** dragThenPinch, and the URL has caught up with the view it ends on. */
async function dragThenPinchSettled(page: Page, sel: string, dx: number, dy: number) {
	const r = await dragThenPinch(page, sel, dx, dy);
	await urlSettled(page);
	return r;
}

test.describe('a phone, 390x844 with touch', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

	for (const { path, sel } of [
		{ path: '/field/5a', sel: RED3 },
		{ path: '/arena/4', sel: '[data-role="player"][data-team="fouled"][data-number="2"]' }
	])
		test(`${path}: a second finger while a player is dragged makes a pinch: it zooms and the player goes back; then a one-finger drag moves it`, async ({ page }) => {
			await open(page, path);
			const { start, after, t } = await dragThenPinchSettled(page, sel, 24, 0);
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

		await dragThenPinchSettled(page, RED3, 20, 0);
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
		const { start } = await dragThenPinchSettled(page, RED3, 0, 24);
		expect([start.x, start.y]).toEqual([80, 70]);
		expect(search(page).get('pos')).toBe('r3:80,70');
	});

	test('the movable ball: a second finger while it is dragged makes a pinch and the ball goes back; a one-finger drag moves the foul spot', async ({ page }) => {
		await open(page, '/field/2?from=spot');
		const { start, after, t } = await dragThenPinchSettled(page, BALL, 24, 0);
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
