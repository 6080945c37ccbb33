/*
 * The setup checker on the penalty page (issue 5), against the built site: players dragged or moved
 * with the keyboard are checked by checkPosition, fixed by nearestLegal, kept in the URL; compared
 * with the geometry and animation modules imported here.
 */
import { expect, test, type Page, open } from './fixtures';
import { checkPosition, computeSetup, dist, nearestLegal, standardLineup, type Point, type Setup } from '../../src/lib/geometry';
import { sentenceOf } from '../../src/lib/geometry/sentences';
import { framesFor, positionsAt, restTime } from '../../src/lib/animation';

const TOL = 0.01;


const playerSel = (team: string, number: number) => `svg[data-venue] [data-role="player"][data-team="${team}"][data-number="${number}"]`;

async function position(page: Page, selector: string): Promise<Point> {
	const el = page.locator(selector);
	return { x: Number(await el.getAttribute('data-x')), y: Number(await el.getAttribute('data-y')) };
}

/** Screen pixel of a point in yards. */
async function toScreen(page: Page, p: Point): Promise<Point> {
	return page.locator('svg[data-venue]').evaluate((el, q) => {
		const m = (el as SVGSVGElement).getScreenCTM()!;
		const s = new DOMPoint(q.x, -q.y).matrixTransform(m);
		return { x: s.x, y: s.y };
	}, p);
}

/** Drags the mark at `from` (yards) to `to` (yards) with the mouse, in steps; returns before release when `hold`. */
async function drag(page: Page, from: Point, to: Point, hold = false) {
	const a = await toScreen(page, from);
	const b = await toScreen(page, to);
	await page.mouse.move(a.x, a.y);
	await page.mouse.down();
	await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
	await page.mouse.move(b.x, b.y, { steps: 4 });
	if (!hold) await page.mouse.up();
}

const who = (setup: Setup, team: 'fouling' | 'fouled', number: number) => {
	const l = standardLineup(setup).find((p) => p.team === team && p.number === number)!;
	return { l, who: { team: l.team, role: l.role } };
};

test('field P5.b: a fouling player dragged inside the 30 yd circle is marked with its distance; Fix puts it right', async ({ page }) => {
	const setup = computeSetup({ venue: 'field', penalty: '5b' });
	const { l, who: red3 } = who(setup, 'fouling', 3);
	await open(page, '/field/5b');
	await page.locator('svg[data-venue]').scrollIntoViewIfNeeded();
	await expect(page.locator('[data-role="violation"]')).toHaveCount(0);
	await expect(page.locator('[data-role="all-legal"]')).toBeVisible();

	// Drag Red 3 to 12 yd from the ball; the readout follows while the button is down.
	const target = { x: setup.ball!.x - 12, y: setup.ball!.y + 2 };
	await drag(page, l, target, true);
	await expect(page.locator('[data-role="readout-tag"]')).toBeVisible();
	const during = await position(page, playerSel('fouling', 3));
	await expect(page.locator('[data-role="readout"]')).toContainText(`${dist(during, setup.ball!).toFixed(1)} yd from the ball`);
	await page.mouse.up();

	const dropped = await position(page, playerSel('fouling', 3));
	expect(dist(dropped, target)).toBeLessThan(1);
	const check = checkPosition(setup, red3, dropped);
	expect(check.legal).toBe(false);
	const marked = page.locator(playerSel('fouling', 3));
	await expect(marked).toHaveAttribute('data-illegal', 'true');
	await expect(marked.locator('[data-role="illegal-badge"]')).toHaveCount(1);
	const items = page.locator('[data-role="violation"][data-team="fouling"][data-number="3"]');
	await expect(items).toHaveCount(check.violations.length);
	for (const v of check.violations) {
		const item = items.filter({ hasText: v.message });
		await expect(item).toContainText(`Red 3 is ${v.message}`);
		await expect(item.locator('a')).toHaveText(v.rule);
		// The link goes to the rule's sentence on the page.
		const href = await item.locator('a').getAttribute('href');
		await expect(page.locator(href!)).toContainText(sentenceOf(v.citation));
	}
	expect(check.violations.map((v) => v.message).join(' ')).toContain(`${dist(dropped, setup.ball!).toFixed(1)} yd from the ball`);
	await expect(page.locator('[data-role="violation"]')).toHaveCount(check.violations.length);
	// The URL keeps the move.
	await expect.poll(() => new URL(page.url()).searchParams.get('pos')).toBe(`r3:${dropped.x},${dropped.y}`);

	await page.locator('[data-action="fix"][data-team="fouling"][data-number="3"]').click();
	await expect(page.locator('[data-role="violation"]')).toHaveCount(0);
	const fixed = await position(page, playerSel('fouling', 3));
	const want = nearestLegal(setup, red3, dropped);
	expect(dist(fixed, want)).toBeLessThan(0.06);
	expect(checkPosition(setup, red3, fixed).legal).toBe(true);
	await expect(marked).not.toHaveAttribute('data-illegal', 'true');

	await page.locator('[data-action="reset"]').click();
	await expect.poll(() => new URL(page.url()).searchParams.get('pos')).toBeNull();
	const back = await position(page, playerSel('fouling', 3));
	expect(dist(back, l)).toBeLessThan(TOL);
});

test('keyboard: Tab to a player, arrows move 1 yd, Shift 5 yd', async ({ page }) => {
	const setup = computeSetup({ venue: 'field', penalty: '5b' });
	const { l, who: red2 } = who(setup, 'fouling', 2);
	await open(page, '/field/5b');
	// Tab from the element before the diagram reaches the players.
	await page.locator('[data-role="summary"]').click();
	let focused = '';
	for (let i = 0; i < 30 && focused !== 'fouling-2'; i++) {
		await page.keyboard.press('Tab');
		focused = await page.evaluate(() => {
			const e = document.activeElement;
			return e?.getAttribute('data-role') === 'player' ? `${e.getAttribute('data-team')}-${e.getAttribute('data-number')}` : '';
		});
	}
	expect(focused).toBe('fouling-2');
	await expect(page.locator(playerSel('fouling', 2))).toHaveAttribute('aria-label', /^Red 2, fouling team/);
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('Shift+ArrowUp');
	const moved = { x: Math.round((l.x + 2) * 10) / 10, y: Math.round((l.y + 5) * 10) / 10 };
	await expect.poll(() => position(page, playerSel('fouling', 2))).toEqual(moved);
	await expect(page.locator('[data-role="readout"]')).toContainText('Red 2 at');
	// The arrows moved the player, not the animation.
	await expect(page.locator('[data-role="animation"]')).not.toHaveAttribute('data-t', /./);
	await expect.poll(() => new URL(page.url()).searchParams.get('pos')).toBe(`r2:${moved.x},${moved.y}`);
	// Into the circle with Shift+Right: marked at once.
	for (let i = 0; i < 12 && checkPosition(setup, red2, await position(page, playerSel('fouling', 2))).legal; i++) await page.keyboard.press('Shift+ArrowRight');
	const now = await position(page, playerSel('fouling', 2));
	const check = checkPosition(setup, red2, now);
	expect(check.legal).toBe(false);
	await expect(page.locator('[data-role="violation"][data-team="fouling"][data-number="2"]').first()).toContainText(`Red 2 is ${check.violations.sort((a, b) => b.by - a.by)[0]!.message}`);
});

test('a shared link restores the moved players; reload keeps them; a malformed entry is ignored with a notice', async ({ page }) => {
	const setup = computeSetup({ venue: 'field', penalty: '5b' });
	await open(page, '/field/5b?pos=r3:140,8;b2:zz;b4:160,-30');
	await expect(page.locator('[data-role="notice"]')).toContainText('b2:zz');
	expect(await position(page, playerSel('fouling', 3))).toEqual({ x: 140, y: 8 });
	expect(await position(page, playerSel('fouled', 4))).toEqual({ x: 160, y: -30 });
	const { l } = who(setup, 'fouled', 2);
	expect(dist(await position(page, playerSel('fouled', 2)), l)).toBeLessThan(TOL);
	const check = checkPosition(setup, { team: 'fouling', role: 'player' }, { x: 140, y: 8 });
	await expect(page.locator('[data-role="violation"][data-team="fouling"][data-number="3"]')).toHaveCount(check.violations.length);
	await page.reload();
	await expect(page.locator('article[data-ready="true"]')).toBeVisible();
	expect(await position(page, playerSel('fouling', 3))).toEqual({ x: 140, y: 8 });
	await expect(page.locator(playerSel('fouling', 3))).toHaveAttribute('data-illegal', 'true');
});

test('the animation starts from the moved players and lines them up to their nearest legal place', async ({ page }) => {
	const setup = computeSetup({ venue: 'field', penalty: '5b' });
	const start = Object.fromEntries(standardLineup(setup).map((l) => [`${l.team}-${l.number}`, { x: l.x, y: l.y }]));
	start['fouling-3'] = { x: 140, y: 8 };
	const frames = framesFor(setup, { start });
	const rest = restTime(frames);
	await open(page, `/field/5b?pos=r3:140,8&t=${rest}`);
	await expect.poll(async () => Number(await page.locator('[data-role="animation"]').getAttribute('data-t'))).toBeCloseTo(rest, 5);
	const lined = await position(page, playerSel('fouling', 3));
	expect(dist(lined, positionsAt(frames, rest)['fouling-3'])).toBeLessThan(TOL);
	expect(dist(lined, nearestLegal(setup, { team: 'fouling', role: 'player' }, { x: 140, y: 8 }))).toBeLessThan(TOL);
	// At the foul it is where the user left it.
	await page.locator('[data-role="scrubber"]').fill('0');
	await expect.poll(() => position(page, playerSel('fouling', 3))).toEqual({ x: 140, y: 8 });
});

test('where the hitter chooses the spot, the ball can be dragged: the foul spot moves with it', async ({ page }) => {
	await open(page, '/field/2?from=spot');
	await page.locator('svg[data-venue]').scrollIntoViewIfNeeded();
	const before = computeSetup({ venue: 'field', penalty: '2', options: { from: 'spot' } });
	const ball = page.locator('svg[data-venue] [data-role="ball"]');
	await expect(ball).toHaveAttribute('role', 'button');
	await drag(page, before.ball!, { x: before.ball!.x + 6, y: before.ball!.y + 4 });
	await expect.poll(() => new URL(page.url()).searchParams.get('foul')).not.toBeNull();
	const [x, y] = new URL(page.url()).searchParams.get('foul')!.split(',').map(Number) as [number, number];
	const after = computeSetup({ venue: 'field', penalty: '2', foul: { x, y }, options: { from: 'spot' } });
	await expect.poll(() => position(page, 'svg[data-venue] [data-role="ball"]')).toEqual(after.ball);
	expect(dist(after.ball!, before.ball!)).toBeGreaterThan(3);
	// Not where the ball goes to its spot: there it is not a control.
	await open(page, '/field/2');
	await expect(page.locator('svg[data-venue] [data-role="ball"]')).not.toHaveAttribute('role', 'button');
});
