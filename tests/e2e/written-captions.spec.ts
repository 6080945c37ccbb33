/*
 * The animation's captions on /fr and /es come worded in the page's data for the page's own setup
 * (src/lib/animation/written.ts; issue 17: first-use weight): Play on the page as opened loads no
 * wording module, and what it shows is what text.ts words (imported here, as the page's server does).
 * Any other setup loads the wording module and is worded for that setup.
 */
import { expect, loadAnimation, open, test, watchRequests, type Page } from './fixtures';
import { computeSetup, standardLineup, type SetupOptions, type VenueKind } from '../../src/lib/geometry';
import { framesFor } from '../../src/lib/animation';
import { annotationWords, phaseCaption } from '../../src/lib/animation/text';

const WORDING = /\/island\/penalty\/text\.[\w-]+\.js$/;

/** Records the wording module's requests (and lets them through). */
const watchWording = (page: Page) => watchRequests(page, WORDING);

interface Case {
	locale: 'fr' | 'es';
	venue: VenueKind;
	penalty: string;
	foul?: { x: number; y: number };
	options?: SetupOptions;
	variant?: string;
	/** Players moved: where each player starts (the others where the line-up has them). */
	moved?: Record<string, { x: number; y: number }>;
	query: string;
}

/** Steps through every phase with the Right key; each caption and annotation is text.ts's for the setup. */
async function expectWorded(page: Page, c: Case) {
	const setup = computeSetup({ venue: c.venue, penalty: c.penalty, ...(c.foul ? { foul: c.foul } : {}), ...(c.options ? { options: c.options } : {}) });
	const start = c.moved ? { ...Object.fromEntries(standardLineup(setup).map((p) => [`${p.team}-${p.number}`, { x: p.x, y: p.y }])), ...c.moved } : undefined;
	const frames = framesFor(setup, { ...(c.variant ? { variant: c.variant } : {}), ...(start ? { start } : {}) });
	const notes = annotationWords(setup, frames, c.locale);
	await page.locator('h1').click();
	// Left from the setup at rest back to the foul, then Right through every phase.
	for (let i = 0; i < frames.phases.length; i++) await page.keyboard.press('ArrowLeft');
	for (const [i, phase] of frames.phases.entries()) {
		if (i > 0) await page.keyboard.press('ArrowRight');
		await expect(page.locator('[data-role="animation"]')).toHaveAttribute('data-phase', phase.id);
		await expect(page.locator('[data-role="phase-caption"] > p').first()).toContainText(phaseCaption(setup, frames, phase, c.locale));
		const want = notes.filter((_, i) => frames.annotations[i]!.phase === phase.id).map((a) => a.text);
		const got = await page.locator('[data-role="phase-caption"] [data-role="annotation"]').allTextContents();
		expect(got.length, `${phase.id}: annotations`).toBe(want.length);
		// Grouped under the sentence that forces each move: the same annotations, in the groups' order.
		for (const w of want) expect(got.filter((g) => g.startsWith(w)).length, `${phase.id}: ${w}`).toBeGreaterThan(0);
	}
}

const OPENED: Case[] = [
	{ locale: 'es', venue: 'arena', penalty: '2', query: '' },
	{ locale: 'es', venue: 'arena', penalty: '2', variant: 'wide-rebound', query: '?variant=wide-rebound' },
	{ locale: 'fr', venue: 'field', penalty: '3', variant: 'defended', query: '?variant=defended' },
	{ locale: 'fr', venue: 'arena', penalty: '4', query: '?theme=dark' }
];

for (const c of OPENED) {
	test(`/${c.locale}/${c.venue}/${c.penalty}${c.query}: the page's own setup is captioned from its data, no wording module loaded`, async ({ page }) => {
		const asked = watchWording(page);
		await open(page, `/${c.locale}/${c.venue}/${c.penalty}${c.query}`);
		await loadAnimation(page);
		await expectWorded(page, c);
		expect(asked).toEqual([]);
	});
}

const CHANGED: Case[] = [
	{ locale: 'es', venue: 'arena', penalty: '5a', foul: { x: 40, y: 10 }, query: '?foul=40,10' },
	{ locale: 'fr', venue: 'field', penalty: '2', options: { from: 'spot' }, query: '?from=spot' },
	{ locale: 'es', venue: 'arena', penalty: '2', moved: { 'fouling-1': { x: 80, y: 5 } }, query: '?pos=r1:80,5' }
];

for (const c of CHANGED) {
	test(`/${c.locale}/${c.venue}/${c.penalty}${c.query}: another setup loads the wording module and is worded for it`, async ({ page }) => {
		const asked = watchWording(page);
		await open(page, `/${c.locale}/${c.venue}/${c.penalty}${c.query}`);
		await loadAnimation(page);
		await expect.poll(() => asked.length).toBe(1);
		await expectWorded(page, c);
	});
}
