/**
 * "Add to deck" loads the deck's code when it is used (issue 17): the penalty page's first use has
 * only its button and link; the deck's store and the slide's code come when the button is pressed
 * (also a press made before the page's code ran: the gate replays it), or when the button or the
 * link is pointed at, which is when the link says how many slides the deck holds.
 * Playwright's own `test` where a press comes before the code (its pointer moves only when told).
 */
import { expect, test as plain, type Page } from '@playwright/test';
import { open, test } from './fixtures';
import { holdScripts } from './slow';

/** A mark of the deck's store in its code (its storage key), in no other script a penalty page loads. */
const STORE = 'polo-penalties:deck';

/** Whether a script the page has received so far holds `mark`. */
function scripts(page: Page) {
	const bodies: Promise<string>[] = [];
	page.on('response', (r) => {
		if (r.request().resourceType() === 'script') bodies.push(r.text().catch(() => ''));
	});
	return async (mark: string) => (await Promise.all(bodies)).some((b) => b.includes(mark));
}

/** A deck of `n` slides kept on this device, as the deck's store writes it. */
async function keepDeck(page: Page, n: number) {
	await page.evaluate((n) => {
		const slides = Array.from({ length: n }, (_, i) => ({ key: `k${i}`, venue: 'field', penalty: '2', scenario: null, search: '', title: '', notes: '' }));
		localStorage.setItem('polo-penalties:deck', JSON.stringify({ v: 1, deck: { slides } }));
	}, n);
}

test('the penalty page: the deck code loads when Add to deck is pressed, and the slide is added', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	const loaded = scripts(page);
	await open(page, '/field/5a?foul=150,60');
	await page.waitForLoadState('networkidle');
	expect(await loaded(STORE), 'the deck store on first use').toBe(false);
	await expect(page.locator('[data-role="deck-link"]')).toHaveAttribute('data-count', '');
	await page.locator('[data-role="add-to-deck"]').click();
	await expect(page.locator('[data-role="deck-added"]')).toContainText('slide 1');
	await expect(page.locator('[data-role="deck-link"]')).toHaveAttribute('data-count', '1');
	await expect(page.locator('[data-role="deck-link"]')).toHaveText('Your deck (1)');
	expect(await loaded(STORE)).toBe(true);
	const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('polo-penalties:deck')!).deck.slides);
	expect(kept).toHaveLength(1);
	expect(kept[0]).toMatchObject({ venue: 'field', penalty: '5a', search: '?foul=150,60' });
	expect(errors).toEqual([]);
});

test('the deck link says how many slides the deck holds once pointed at', async ({ page }) => {
	await page.goto('/');
	await keepDeck(page, 3);
	await open(page, '/arena/2');
	const link = page.locator('[data-role="deck-link"]');
	await expect(link).toHaveText('Your deck');
	await link.hover();
	await expect(link).toHaveText('Your deck (3)');
	await expect(link).toHaveAttribute('data-count', '3');
});

plain('a press on Add to deck made while the code loads adds the slide', async ({ page }) => {
	await page.addInitScript(() => {
		addEventListener('pointerdown', () => ((window as unknown as { __ready?: boolean }).__ready ??= document.documentElement.hasAttribute('data-ready')), true);
	});
	const release = await holdScripts(page);
	await page.goto('/field/2', { waitUntil: 'load' });
	await page.locator('[data-role="add-to-deck"]').click();
	release();
	await expect(page.locator('[data-role="deck-added"]')).toContainText('slide 1', { timeout: 20_000 });
	await expect(page.locator('[data-role="deck-link"]')).toHaveAttribute('data-count', '1');
	expect(await page.evaluate(() => (window as unknown as { __ready?: boolean }).__ready), 'the page was not ready when pressed').toBe(false);
});
