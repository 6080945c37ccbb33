/*
 * A deck of one's own against the built site: "Add to deck" on a penalty page (with a player the
 * user moved), an arena penalty and a scenario; the deck page lists the three, reordered by keys and
 * by drag, with titles and notes; a reload keeps it; its share link opens the same deck in a fresh
 * browser; the clinic presents it. Bad input (a damaged store, a damaged link) gets a notice.
 */
import { expect, open, test, type Page } from './fixtures';

const SCENARIO = 'rule35-two-principles-examples-2';
const player = (team: string, n: number) => `[data-role="player"][data-team="${team}"][data-number="${n}"]`;
const rows = (page: Page) => page.locator('[data-role="deck-slide"]');

async function addHere(page: Page, n: number) {
	await page.locator('[data-role="add-to-deck"]').click();
	await expect(page.locator('[data-role="deck-added"]')).toContainText(`slide ${n}`);
	await expect(page.locator('[data-role="deck-link"]')).toHaveAttribute('data-count', String(n));
}

async function openDeckPage(page: Page, path = '/deck') {
	await page.goto(path);
	await expect(page.locator('[data-role="deck-page"][data-ready="true"]')).toBeVisible();
}

/** The three slides, added as a user does; the moved player's place on the field, yards. */
async function buildDeck(page: Page): Promise<{ x: number; y: number }> {
	await open(page, '/field/5b');
	const red2 = page.locator(`svg[data-venue] ${player('fouling', 2)}`);
	await red2.focus();
	await page.keyboard.press('Shift+ArrowUp');
	await page.keyboard.press('Shift+ArrowUp');
	await expect.poll(() => new URL(page.url()).searchParams.get('pos')).toMatch(/^r2:/);
	const moved = { x: Number(await red2.getAttribute('data-x')), y: Number(await red2.getAttribute('data-y')) };
	await addHere(page, 1);
	await open(page, '/arena/4');
	await addHere(page, 2);
	await page.goto(`/scenarios/${SCENARIO}`);
	await addHere(page, 3);
	return moved;
}

const order = (page: Page) => rows(page).evaluateAll((els) => els.map((e) => `${(e as HTMLElement).dataset.venue}:${(e as HTMLElement).dataset.penalty}:${(e as HTMLElement).dataset.scenario}`));

test('a three-slide mixed deck: built, edited, reordered, kept over a reload, shared to a fresh browser', async ({ page, browser }) => {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	const moved = await buildDeck(page);

	await page.locator('[data-role="deck-link"]').click();
	await expect(page.locator('[data-role="deck-page"][data-ready="true"]')).toBeVisible();
	await expect(rows(page)).toHaveCount(3);
	expect(await order(page)).toEqual(['field:5b:', 'arena:4:', `field:5b:${SCENARIO}`]);
	// The first slide's thumbnail has the player where the user moved it.
	const thumbRed2 = rows(page).nth(0).locator(player('fouling', 2));
	await expect(thumbRed2).toHaveAttribute('data-x', String(moved.x));
	await expect(thumbRed2).toHaveAttribute('data-y', String(moved.y));
	await expect(rows(page).nth(1).locator('svg[data-venue="arena"]')).toHaveCount(1);

	// Keys: the scenario to the top (Home on its handle); focus stays on the handle moved.
	await rows(page).nth(2).locator('[data-role="deck-handle"]').focus();
	await page.keyboard.press('ArrowUp');
	await page.keyboard.press('ArrowUp');
	expect(await order(page)).toEqual([`field:5b:${SCENARIO}`, 'field:5b:', 'arena:4:']);
	await expect(page.locator('[data-role="deck-said"]')).toHaveText('Slide moved to position 1 of 3.');
	await expect(rows(page).nth(0).locator('[data-role="deck-handle"]')).toBeFocused();

	// Drag: the arena slide's handle up above the field penalty, once the rows have slid into place
	// (animate:flip: a row's box on screen is where it was until then).
	await page.waitForFunction(() => document.getAnimations().length === 0);
	const handle = await rows(page).nth(2).locator('[data-role="deck-handle"]').boundingBox();
	const target = await rows(page).nth(1).boundingBox();
	await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
	await page.mouse.down();
	await page.mouse.move(handle!.x + handle!.width / 2, target!.y + 10, { steps: 8 });
	await page.mouse.up();
	expect(await order(page)).toEqual([`field:5b:${SCENARIO}`, 'arena:4:', 'field:5b:']);

	// Duplicate and remove.
	await rows(page).nth(1).locator('[data-role="deck-duplicate"]').click();
	await expect(rows(page)).toHaveCount(4);
	await rows(page).nth(2).locator('[data-role="deck-remove"]').click();
	await expect(rows(page)).toHaveCount(3);

	// Titles and notes.
	await page.locator('[data-role="deck-title"]').fill('Spring clinic');
	await rows(page).nth(2).locator('[data-role="deck-slide-title"]').fill('Red 2 moved: legal?');
	await rows(page).nth(2).locator('[data-role="deck-slide-notes"]').fill('Ask the room before showing the checker.');

	await page.reload();
	await expect(page.locator('[data-role="deck-page"][data-ready="true"]')).toBeVisible();
	expect(await order(page)).toEqual([`field:5b:${SCENARIO}`, 'arena:4:', 'field:5b:']);
	await expect(page.locator('[data-role="deck-title"]')).toHaveValue('Spring clinic');
	await expect(rows(page).nth(2).locator('[data-role="deck-slide-title"]')).toHaveValue('Red 2 moved: legal?');
	await expect(rows(page).nth(2).locator('[data-role="deck-slide-notes"]')).toHaveValue('Ask the room before showing the checker.');

	await page.locator('[data-role="deck-share"]').click();
	const url = await page.locator('[data-role="deck-share-url"]').inputValue();
	expect(url).toMatch(/\/deck\?d=[A-Za-z0-9_-]+$/);

	const fresh = await browser.newContext();
	try {
		const other = await fresh.newPage();
		await other.goto(url);
		await expect(other.locator('[data-role="deck-page"][data-ready="true"][data-origin="link"]')).toBeVisible();
		expect(await order(other)).toEqual([`field:5b:${SCENARIO}`, 'arena:4:', 'field:5b:']);
		await expect(other.locator('[data-role="deck-title"]')).toHaveValue('Spring clinic');
		await expect(rows(other).nth(2).locator('[data-role="deck-slide-notes"]')).toHaveValue('Ask the room before showing the checker.');
		await expect(rows(other).nth(2).locator(player('fouling', 2))).toHaveAttribute('data-x', String(moved.x));
		// Kept on that device: it is there without the link.
		await other.locator('[data-role="deck-keep"]').click();
		await other.goto(new URL('/deck', url).href);
		await expect(other.locator('[data-role="deck-page"][data-ready="true"][data-origin="device"]')).toBeVisible();
		await expect(rows(other)).toHaveCount(3);
	} finally {
		await fresh.close();
	}
	expect(errors).toEqual([]);
});

test('a damaged deck on the device: a notice and an empty deck, and Add to deck starts a new one', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await page.goto('/');
	await page.evaluate(() => localStorage.setItem('polo-penalties:deck', '{"v":1,"deck":{"slides":'));
	await openDeckPage(page);
	await expect(page.locator('[data-role="notice"][data-notice="store"]')).toContainText('could not be read');
	await expect(page.locator('[data-role="deck-empty"]')).toBeVisible();
	await open(page, '/field/2');
	await page.locator('[data-role="add-to-deck"]').click();
	await expect(page.locator('[data-role="deck-added"]')).toContainText('now holds this slide only');
	await openDeckPage(page);
	await expect(rows(page)).toHaveCount(1);
	expect(errors).toEqual([]);
});

test('a damaged share link: a notice, and the deck of this device', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await openDeckPage(page, '/deck?d=AbCdEf-not-a-deck');
	await expect(page.locator('[data-role="notice"][data-notice="link"]')).toContainText('damaged or incomplete');
	await expect(page.locator('[data-role="deck-page"]')).toHaveAttribute('data-origin', 'device');
	await openDeckPage(page, '/fr/deck?d=Zzz');
	await expect(page.locator('[data-role="notice"][data-notice="link"]')).toContainText('version plus récente');
	expect(errors).toEqual([]);
});
