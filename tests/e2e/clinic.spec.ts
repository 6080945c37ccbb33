/*
 * The clinic deck against the built site: presentation clicker keys move it forward and back, B and
 * '.' blank the screen and bring it back, the slide number and penalty name are always shown, and
 * the instructor's list stays in the URL. A plays a slide's animation (Space still advances) and
 * it ends on its last frame (the outcome), which stays; with reduced motion it jumps from phase to phase.
 */
import { expect, test, type Page } from './fixtures';
import { computeSetup, penaltyIds, PENALTY_TITLES, standardLineup, type Setup } from '../../src/lib/geometry';

function watchErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
	page.on('console', (m) => {
		if (m.type() === 'error') errors.push(`console: ${m.text()}`);
	});
	return errors;
}

async function openDeck(page: Page, query = '') {
	await page.goto(`/clinic${query}`);
	await expect(page.locator('.deck[data-ready="true"]')).toBeVisible();
}

const deck = (page: Page) => page.locator('.deck');

async function expectSlide(page: Page, n: number, count: number, title: string) {
	await expect(deck(page)).toHaveAttribute('data-slide', String(n));
	await expect(page.locator('[data-role="slide-number"]')).toHaveText(`${n} / ${count}`);
	await expect(page.locator('[data-role="slide-title"]')).toHaveText(title);
	await expect.poll(() => new URL(page.url()).searchParams.get('slide')).toBe(n > 1 ? String(n) : null);
}

test('PageDown/PageUp and the arrows move the deck forward and back', async ({ page }) => {
	const errors = watchErrors(page);
	await openDeck(page);
	const ids = penaltyIds('field');
	const title = (i: number) => PENALTY_TITLES.field[ids[i]!]!;
	await expectSlide(page, 1, ids.length, title(0));
	await page.keyboard.press('PageDown');
	await expectSlide(page, 2, ids.length, title(1));
	await page.keyboard.press('ArrowRight');
	await expectSlide(page, 3, ids.length, title(2));
	await page.keyboard.press('ArrowDown');
	await expectSlide(page, 4, ids.length, title(3));
	await page.keyboard.press('Space');
	await expectSlide(page, 5, ids.length, title(4));
	await page.keyboard.press('PageUp');
	await expectSlide(page, 4, ids.length, title(3));
	await page.keyboard.press('ArrowLeft');
	await expectSlide(page, 3, ids.length, title(2));
	await page.keyboard.press('ArrowUp');
	await expectSlide(page, 2, ids.length, title(1));
	await page.keyboard.press('End');
	await expectSlide(page, ids.length, ids.length, title(ids.length - 1));
	await page.keyboard.press('PageDown');
	await expectSlide(page, ids.length, ids.length, title(ids.length - 1));
	await page.keyboard.press('Home');
	await expectSlide(page, 1, ids.length, title(0));
	await page.keyboard.press('PageUp');
	await expectSlide(page, 1, ids.length, title(0));
	expect(errors).toEqual([]);
});

test("the diagram on a slide is the penalty's setup", async ({ page }) => {
	await openDeck(page, '?venue=arena&ids=4,2&slide=1');
	const ball = computeSetup({ venue: 'arena', penalty: '4' }).ball!;
	const b = page.locator('[data-role="slide-diagram"] [data-role="ball"]');
	expect(Number(await b.getAttribute('data-x'))).toBeCloseTo(ball.x, 2);
	expect(Number(await b.getAttribute('data-y'))).toBeCloseTo(ball.y, 2);
	await page.keyboard.press('n');
	await expect(deck(page)).toHaveAttribute('data-penalty', '2');
	const ball2 = computeSetup({ venue: 'arena', penalty: '2' }).ball!;
	expect(Number(await b.getAttribute('data-x'))).toBeCloseTo(ball2.x, 2);
});

test('B and . blank the screen and bring it back; a move while blank only unblanks', async ({ page }) => {
	await openDeck(page, '?slide=2');
	const blank = page.locator('[data-role="blank"]');
	await expect(blank).toHaveCount(0);
	await page.keyboard.press('b');
	await expect(blank).toBeVisible();
	await expect(deck(page)).toHaveAttribute('data-blank', 'true');
	// The blank screen covers the whole viewport in black.
	const box = await blank.boundingBox();
	const vp = page.viewportSize()!;
	expect(box).toMatchObject({ x: 0, y: 0, width: vp.width, height: vp.height });
	expect(await blank.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 0, 0)');
	await page.keyboard.press('b');
	await expect(blank).toHaveCount(0);
	await page.keyboard.press('.');
	await expect(blank).toBeVisible();
	await page.keyboard.press('PageDown');
	await expect(blank).toHaveCount(0);
	await expect(deck(page)).toHaveAttribute('data-slide', '2');
});

test("the instructor's list and slide come from the URL and stay in it", async ({ page }) => {
	await openDeck(page, '?venue=arena&ids=5a,2,9&slide=2');
	await expectSlide(page, 2, 3, PENALTY_TITLES.arena['2']!);
	await page.keyboard.press('ArrowRight');
	await expectSlide(page, 3, 3, PENALTY_TITLES.arena['9']!);
	await expect(page).toHaveURL(/venue=arena&ids=5a,2,9&slide=3/);
	// A penalty that places nobody: what happens, in big type.
	await expect(page.locator('[data-role="slide-outcome"]')).toContainText(computeSetup({ venue: 'arena', penalty: '9' }).outcome!.text);
	await page.reload();
	await expectSlide(page, 3, 3, PENALTY_TITLES.arena['9']!);
});

test('high contrast by default; S opens the presenter window, the audience screen shows only the slide', async ({ page, context }) => {
	await openDeck(page, '?ids=2,3');
	await expect(deck(page)).toHaveAttribute('data-theme', 'contrast');
	const [presenter] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('s')]);
	await expect(presenter.locator('[data-role="speaker-notes"]')).toBeVisible();
	await expect(presenter.locator('[data-role="notes-passage"]').first()).toContainText('Penalty 2');
	await expect(presenter.locator('[data-role="current-slide"] [data-role="slide-title"]')).toHaveText(PENALTY_TITLES.field['2']!);
	await expect(presenter.locator('[data-role="next-slide"] [data-role="slide-title"]')).toHaveText(PENALTY_TITLES.field['3']!);
	await expect(presenter.locator('[data-role="timer"]')).toHaveText(/^\d+:\d\d$/);
	// Nothing of the notes on the audience's screen.
	for (const role of ['notes', 'speaker-notes', 'notes-passage', 'reading']) await expect(page.locator(`[data-role="${role}"]`)).toHaveCount(0);
	expect(new URL(page.url()).searchParams.get('notes')).toBeNull();
});

test('the site header is not shown over the deck, and the slide title is large', async ({ page }) => {
	await openDeck(page);
	await expect(page.locator('.site-header')).toBeHidden();
	const size = await page.locator('[data-role="slide-title"]').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
	expect(size).toBeGreaterThanOrEqual((page.viewportSize()!.height * 0.045) | 0);
});

test('the speaker notes window follows the deck', async ({ page, context }) => {
	await openDeck(page, '?ids=2,3,4');
	const notes = await context.newPage();
	await notes.goto('/clinic/notes?ids=2,3,4');
	await expect(notes.locator('[data-role="presenter"]')).toHaveAttribute('data-ready', 'true');
	await expect(notes.locator('[data-role="speaker-notes"]')).toHaveAttribute('data-penalty', '2');
	await page.bringToFront();
	await page.keyboard.press('PageDown');
	await expect(notes.locator('[data-role="speaker-notes"]')).toHaveAttribute('data-penalty', '3');
	await expect(notes.locator('h1')).toHaveText(PENALTY_TITLES.field['3']!);
	// And the notes window's own keys drive the deck (a clicker plugged into the presenter's screen).
	await notes.bringToFront();
	await notes.keyboard.press('PageDown');
	await expect(deck(page)).toHaveAttribute('data-penalty', '4');
});

/** Ball and Blue 1 (the hitter's team) on the slide, yards. */
async function sample(page: Page) {
	const xy = async (sel: string) => {
		const el = page.locator(`[data-role="slide-diagram"] ${sel}`);
		return { x: Number(await el.getAttribute('data-x')), y: Number(await el.getAttribute('data-y')) };
	};
	return { ball: await xy('[data-role="ball"]'), player: await xy('[data-role="player"][data-team="fouled"][data-number="1"]') };
}

async function expectOnSetup(page: Page, setup: Setup) {
	const s = await sample(page);
	const p = standardLineup(setup).find((q) => q.team === 'fouled' && q.number === 1)!;
	expect(Math.abs(s.ball.x - setup.ball!.x)).toBeLessThan(0.01);
	expect(Math.abs(s.ball.y - setup.ball!.y)).toBeLessThan(0.01);
	expect(Math.abs(s.player.x - p.x)).toBeLessThan(0.01);
	expect(Math.abs(s.player.y - p.y)).toBeLessThan(0.01);
}

test("A plays the slide's animation, which ends on its outcome and stays there; Space still moves to the next slide", async ({ page }) => {
	test.setTimeout(60_000);
	const errors = watchErrors(page);
	await openDeck(page, '?venue=arena&ids=2,3');
	const setup = computeSetup({ venue: 'arena', penalty: '2' });
	await expectOnSetup(page, setup);
	// Twice the speed keeps the test short; the deck takes its keys back from the select.
	await page.locator('[data-role="slide-animation"] [data-role="speed"]').selectOption('2');
	await deck(page).focus();
	const anim = page.locator('[data-role="slide-animation"]');
	await page.keyboard.press('a');
	await expect(anim).toHaveAttribute('data-playing', 'true');
	await expect(deck(page)).toHaveAttribute('data-slide', '1');
	// The ball leaves the setup while it plays (the animation starts from the foul).
	await expect.poll(async () => (await sample(page)).ball.x !== setup.ball!.x || (await sample(page)).player.x !== standardLineup(setup)[0]!.x).toBe(true);
	await expect(anim).toHaveAttribute('data-playing', 'false', { timeout: 40_000 });
	// The outcome stays on screen (issue 33: it used to jump back to the line-up as it appeared).
	await expect(anim).toHaveAttribute('data-active', 'true');
	expect((await sample(page)).ball).not.toEqual({ x: setup.ball!.x, y: setup.ball!.y });
	// A plays again (from the foul), A pauses.
	await page.keyboard.press('a');
	await expect(anim).toHaveAttribute('data-playing', 'true');
	await page.keyboard.press('a');
	await expect(anim).toHaveAttribute('data-playing', 'false');
	await page.keyboard.press('Space');
	await expect(deck(page)).toHaveAttribute('data-slide', '2');
	await expectOnSetup(page, computeSetup({ venue: 'arena', penalty: '3' }));
	expect(errors).toEqual([]);
});

test('reduced motion: the slide animation jumps from phase to phase and ends on its outcome', async ({ page }) => {
	test.setTimeout(60_000);
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await openDeck(page, '?ids=3');
	const setup = computeSetup({ venue: 'field', penalty: '3' });
	// Every distinct ball position shown while it plays.
	await page.evaluate(() => {
		const w = window as unknown as { seen: Set<string> };
		w.seen = new Set();
		const ball = document.querySelector('[data-role="slide-diagram"] [data-role="ball"]')!;
		new MutationObserver(() => w.seen.add(`${ball.getAttribute('data-x')},${ball.getAttribute('data-y')}`)).observe(ball, { attributes: true, attributeFilter: ['data-x', 'data-y'] });
	});
	const anim = page.locator('[data-role="slide-animation"]');
	await page.keyboard.press('a');
	await expect(anim).toHaveAttribute('data-playing', 'true');
	await expect(anim).toHaveAttribute('data-playing', 'false', { timeout: 40_000 });
	await expect(anim).toHaveAttribute('data-active', 'true');
	const seen = await page.evaluate(() => (window as unknown as { seen: Set<string> }).seen.size);
	// A few phase starts, not a frame-by-frame movement.
	expect(seen).toBeGreaterThan(0);
	expect(seen).toBeLessThan(12);
	expect((await sample(page)).ball).not.toEqual({ x: setup.ball!.x, y: setup.ball!.y });
});
