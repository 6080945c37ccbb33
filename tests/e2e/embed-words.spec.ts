/*
 * The embed's words come in its page's data (issue 17: an embed's first use, <= 80 KB): the title, the
 * diagram's <title> and <desc> as the page opens and, for a penalty that places nobody, its outcome,
 * worded on the server. The setup's words (describe.ts and the setup's wording) load only once the
 * setup drawn changes: first use and Play load none of them, a foul spot set on the diagram or in the
 * address is described as drawn. Each is compared with what the modules word (imported here, as the
 * server does).
 */
import { expect, pickFoulAt, test, watchRequests, type Page } from './fixtures';
import { computeSetup, standardLineup, type Point, type VenueKind } from '../../src/lib/geometry';
import { describeSetup } from '../../src/lib/diagram/describe';
import { setupSummary, setupTitle, citeRef } from '../../src/lib/clinic/words';
import { wordsOf } from '../../src/lib/i18n/citationTexts';
import { citationTexts } from '../../src/lib/i18n/citationTexts.server';

type Locale = 'en' | 'fr' | 'es';
const DESCRIBE = /\/island\/embed\/describe\.[\w-]+\.js$/;

/** Records the requests for the setup's words (and lets them through). */
const watchWords = (page: Page) => watchRequests(page, DESCRIBE);

/** What the diagram says of `venue` `penalty` (its foul spot `foul`) in `locale`. */
function described(locale: Locale, venue: VenueKind, penalty: string, foul?: Point) {
	const setup = computeSetup({ venue, penalty, ...(foul ? { foul } : {}) });
	return describeSetup(setup, standardLineup(setup), locale, wordsOf(() => citationTexts(venue, penalty, locale)));
}

const path = (locale: Locale, venue: VenueKind, penalty: string) => `${locale === 'en' ? '' : `/${locale}`}/embed/${venue}/${penalty}`;

async function expectDescribed(page: Page, want: { title: string; desc: string }) {
	const svg = page.locator('svg[data-venue]');
	await expect(svg.locator('> title')).toHaveText(want.title);
	await expect(svg.locator('> desc')).toHaveText(want.desc);
}

const OPENED: { locale: Locale; venue: VenueKind; penalty: string }[] = [
	{ locale: 'fr', venue: 'arena', penalty: '4' },
	{ locale: 'es', venue: 'arena', penalty: '2' },
	{ locale: 'en', venue: 'field', penalty: '5a' }
];

for (const c of OPENED) {
	test(`${path(c.locale, c.venue, c.penalty)} as opened: its title and its diagram's words, with none of the wording loaded by first use and Play`, async ({ page }) => {
		const asked = watchWords(page);
		await page.goto(path(c.locale, c.venue, c.penalty));
		await expect(page.locator('.embed[data-ready="true"]')).toBeVisible();
		await expectDescribed(page, described(c.locale, c.venue, c.penalty));
		const setup = computeSetup({ venue: c.venue, penalty: c.penalty });
		await expect(page.locator('.name')).toContainText(setupTitle(setup, c.locale));
		await page.locator('[data-action="play"]').click();
		await expect(page.locator('[data-animation-duration]')).toHaveCount(1);
		await expect(page.locator('[data-role="animation"]')).toHaveAttribute('data-playing', 'true');
		// Still the page's own setup: still its words, and the wording never asked for.
		await expectDescribed(page, described(c.locale, c.venue, c.penalty));
		expect(asked).toEqual([]);
	});
}

test('/fr/embed/field/5a: a foul spot set on the diagram is described where it is drawn (the wording loads then)', async ({ page }) => {
	const asked = watchWords(page);
	await page.goto('/fr/embed/field/5a');
	await expect(page.locator('.embed[data-ready="true"]')).toBeVisible();
	const foul = await pickFoulAt(page, page.locator('svg[data-venue="field"]'), 0.35, 0.55);
	const want = described('fr', 'field', '5a', foul);
	expect(want.desc).not.toBe(described('fr', 'field', '5a').desc);
	await expectDescribed(page, want);
	expect(asked.length).toBe(1);
});

test('/es/embed/arena/5a?foul=…: a foul spot in the address is described as drawn from the start', async ({ page }) => {
	await page.goto('/es/embed/arena/5a?foul=20,10');
	await expect(page.locator('.embed[data-ready="true"]')).toBeVisible();
	await expectDescribed(page, described('es', 'arena', '5a', { x: 20, y: 10 }));
});

for (const locale of ['en', 'fr'] as const) {
	test(`${path(locale, 'arena', '9')}: a penalty that places nobody says its outcome and its rule, from the page's data`, async ({ page }) => {
		await page.goto(path(locale, 'arena', '9'));
		await expect(page.locator('.embed[data-ready="true"]')).toBeVisible();
		const setup = computeSetup({ venue: 'arena', penalty: '9' });
		const outcome = page.locator('[data-role="outcome"]');
		await expect(outcome).toContainText(setupSummary(setup, locale));
		await expect(outcome.locator('.cite')).toHaveText(citeRef(setup.outcome!.citation, locale));
		await expect(page.locator('.name')).toContainText(setupTitle(setup, locale));
	});
}
