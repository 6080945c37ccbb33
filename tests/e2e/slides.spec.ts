/*
 * Slides that keep what was added, files readable at the back of a room, and a finger told why
 * (issue 33): a worked example added to a deck is presented in the clinic with its own words and
 * its situation diagram beside its result; its PowerPoint slide carries the words as text and the
 * situation as a picture whose markers are at least 40 px across on a 1920x1080 slide; on a phone
 * a player dragged where it may not stand says why in the first screen while the finger is down,
 * the readout goes when it lifts, and Fix puts the player where it may stand.
 */
import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { encodeDeck } from '../../src/lib/deck/codec';
import { scenarioSlide } from '../../src/lib/deck/slide';
import { exampleOf, scenarioFor } from '../../src/lib/scenarios/scenarios';
import { expect, open, test, type Page } from './fixtures';
import { mark, toScreen, touchScreen } from './touch';

/** A worked example with a situation and a penalty (field 5.b), and one that ends in a card (no penalty to place). */
const WITH_PENALTY = 'rule35-two-principles-examples-2';
const CARD = 'rule35-both-teams-examples-2';
const words = (id: string) => exampleOf(scenarioFor(id)!)!.en;
/** The first words of an example, as a slide's text must hold them. */
const opening = (id: string) => words(id).split(/\s+/).slice(0, 6).join(' ');

const box = (page: Page, sel: string) => page.locator(sel).first().evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);

test.describe('a worked example in a deck', () => {
	test.use({ viewport: { width: 1920, height: 1080 } });

	test('added from its page, presented in the clinic: its words, its situation and its result, all on the screen', async ({ page }) => {
		await page.goto(`/scenarios/${WITH_PENALTY}`);
		await page.locator('[data-role="add-to-deck"]').click();
		await expect(page.locator('[data-role="deck-added"]')).toContainText('slide 1');
		await page.goto('/clinic?deck=mine');
		await expect(page.locator('.deck[data-ready="true"]')).toBeVisible();
		const slide = page.locator('[data-role="slide"]');
		await expect(slide).toHaveAttribute('data-scenario', WITH_PENALTY);
		await expect(page.locator('[data-role="scenario-text"]')).toContainText(opening(WITH_PENALTY));
		const people = scenarioFor(WITH_PENALTY)!.people!.length;
		await expect(page.locator('[data-role="slide-situation"] svg[data-venue] [data-role="person"]')).toHaveCount(people);
		await expect(page.locator('[data-role="slide-diagram"] svg[data-venue] [data-role="player"]')).not.toHaveCount(0);
		// Side by side, nothing cut or over another: the words, the situation, the result.
		const text = await box(page, '[data-role="scenario-text"]');
		const sit = await box(page, '[data-role="slide-situation"] svg[data-venue]');
		const res = await box(page, '[data-role="slide-diagram"] svg[data-venue]');
		expect(text.right).toBeLessThanOrEqual(sit.left + 1);
		expect(sit.right).toBeLessThanOrEqual(res.left + 1);
		for (const b of [text, sit, res]) {
			expect(b.bottom).toBeLessThanOrEqual(1080);
			expect(b.width).toBeGreaterThan(300);
		}
		// The words are read from the back of the room: as big as the slide's other words.
		const size = await page.locator('[data-role="scenario-text"]').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
		expect(size).toBeGreaterThanOrEqual(20);
	});

	test('as PowerPoint: named after the deck, the example words as text and its situation as a picture', async ({ page }) => {
		test.setTimeout(240_000);
		const code = await encodeDeck({ title: 'Spring clinic', slides: [scenarioSlide(CARD, '', 'k1')!] });
		await page.goto(`/clinic?d=${code}`);
		await expect(page.locator('.deck[data-ready="true"]')).toBeVisible();
		await expect(page.locator('[data-role="scenario-text"]')).toContainText(opening(CARD));
		await page.locator('[data-role="menu"]').click();
		const [dl] = await Promise.all([page.waitForEvent('download', { timeout: 220_000 }), page.locator('[data-role="deck-download"] [data-format="pptx"]').click()]);
		expect(dl.suggestedFilename()).toBe(`polo-field-deck-spring-clinic-${CARD}-en.pptx`);
		const files = unzipSync(new Uint8Array(await readFile((await dl.path())!)));
		// The example's own slide, then its result (a card: said in words).
		const slide1 = strFromU8(files['ppt/slides/slide1.xml']!);
		expect(slide1).toContain(opening(CARD));
		// The situation is a picture on the example's slide (its markers' size is framing.spec's arithmetic).
		expect(strFromU8(files['ppt/slides/_rels/slide1.xml.rels']!)).toMatch(/\.\.\/media\/[^"]+\.png/);
	});
});

test.describe('a phone: why a player may not stand there', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

	test('a finger drags Red 2 into the circle: the reason in the first screen; lifted, the readout goes and a Fix is offered in the first screen', async ({ page }) => {
		await open(page, '/field/5b');
		const red2 = '[data-role="player"][data-team="fouling"][data-number="2"]';
		const from = await mark(page, red2);
		const ball = await mark(page, '[data-role="ball"]');
		// 12 yd short of the ball, inside the 30 yd circle the fouling team must stay out of.
		const to = await toScreen(page, { x: ball.x - 12, y: ball.y + 4 });
		const finger = await touchScreen(page);
		await finger.down({ x: from.cx, y: from.cy, id: 1 });
		for (let i = 1; i <= 10; i++) await finger.move({ x: from.cx + ((to.x - from.cx) * i) / 10, y: from.cy + ((to.y - from.cy) * i) / 10, id: 1 });
		const reason = page.locator('[data-role="drag-reason"]');
		await expect(reason).toBeVisible();
		await expect(reason).toContainText(/Red 2 is .*30/);
		await expect(page.locator('[data-role="drag-by"]')).toContainText(/\d+\.\d yd from a legal place/);
		const r = await box(page, '[data-role="drag-readout"]');
		expect(r.top).toBeGreaterThanOrEqual(0);
		expect(r.bottom).toBeLessThanOrEqual(844);
		// Not under the finger.
		expect(to.y < r.top || to.y > r.bottom).toBe(true);
		await finger.up();
		await expect(reason).toHaveCount(0);
		await expect(page.locator('[data-role="readout-tag"]')).toHaveCount(0);
		await expect(page.locator(`svg[data-venue] ${red2}`)).toHaveAttribute('data-illegal', 'true');
		const fix = page.locator('[data-role="drag-fix"]');
		await expect(fix).toBeVisible();
		const f = await box(page, '[data-role="drag-fix"]');
		expect(f.bottom).toBeLessThanOrEqual(844);
		// A finger's tap on Fix puts Red 2 where it may stand (the box stays put under the tap).
		await page.touchscreen.tap(f.x + f.width / 2, f.y + f.height / 2);
		await expect(page.locator(`svg[data-venue] ${red2}`)).not.toHaveAttribute('data-illegal', 'true');
		await expect(fix).toHaveCount(0);
	});
});
