/*
 * Readability of the clinic deck from the back of a room (issue 14), measured as the audience sees
 * it: sizes from getBoundingClientRect at the projector's viewport, what covers what, what text is
 * on which screen.
 *
 * - 1920x1080: every player marker >= 40 px across, its number's digits >= 20 px tall, the ball
 *   >= 16 px; 1280x720: 28, 13 and 11 px. The ball never over a number. No label of the venue drawn
 *   bigger than 1.5 times a player's number.
 * - The diagram's own texts (the venue's labels, the lines' and circles', the foul's, the players'
 *   numbers) at least 1.875 % of the screen's height, as every other text of the slide: 20.25 px at
 *   1080, 13.5 px at 720 (last session the foul's label was 16 px and 11.2 px, the lines' 20 and 14),
 *   in both views of every slide; no label over another, a marker, the ball or the foul cross.
 * - Each slide opens on the play (the field's P2, P3, P4, P6: the end where it happens) or the whole
 *   arena; Z shows the whole venue and back.
 * - A legend on every slide that draws: each team's shape and colour with its name, the ball, the
 *   zones, and that markers are symbols, not to scale.
 * - No button or menu over the diagram at 1024x768, 1280x720, 1366x768, 1920x1080, 3840x2160; the
 *   title never runs into the venue's name (phones too).
 * - S opens the presenter window (this slide, the next, the notes, the rule text, a timer), notes
 *   written for people in the page's language; nothing of them on the audience's screen.
 * - The controls hide after 3 s of a resting pointer and come back when it moves.
 *
 * Every slide of both venues at the two projector sizes in English and high contrast (the clinic's
 * default); each theme with each language on two slides at both sizes.
 */
import { expect, test, type Page } from './fixtures';
import { computeSetup, hasPlacement, penaltyIds, type VenueKind } from '../../src/lib/geometry';
import { expectLabelsReadable, expectLegend, expectNothingOver, expectReadable, least, measure, openDeck, overlap, PROJECTORS, round, type Measure } from './clinic-measure';

const COVER_SIZES = [
	{ width: 1024, height: 768 },
	{ width: 1280, height: 720 },
	{ width: 1366, height: 768 },
	{ width: 1920, height: 1080 },
	{ width: 3840, height: 2160 }
] as const;
const PHONES = [
	{ width: 390, height: 844 },
	{ width: 360, height: 640 }
] as const;
const THEMES = ['contrast', 'light', 'dark'] as const;
const LANGS = ['', '/fr', '/es'] as const;
/** The field's penalties whose play is at one end: the slide opens there (issue 14). */
const FIELD_AT_AN_END = ['2', '3', '4', '6'];

/** The part of the venue the view shows (yards, attack frame: the svg's y is -y). */
const shown = (s: Measure) => ({ minX: s.view.x, maxX: s.view.x + s.view.w, minY: -(s.view.y + s.view.h), maxY: -s.view.y });

async function slides(page: Page, venue: VenueKind, each: (s: Measure | null, id: string) => Promise<void> | void) {
	const ids = penaltyIds(venue);
	for (let i = 0; i < ids.length; i++) {
		await expect(page.locator('.deck')).toHaveAttribute('data-slide', String(i + 1));
		if (hasPlacement(venue, ids[i]!)) await expect(page.locator('[data-role="slide-diagram"] svg[data-venue]')).toBeVisible();
		await each(await measure(page), ids[i]!);
		await page.keyboard.press('PageDown');
	}
}

for (const t of PROJECTORS) {
	for (const venue of ['field', 'arena'] as const) {
		test(`${t.width}x${t.height}, every ${venue} slide: markers, numbers and ball big enough, no number under the ball, labels readable and clear in both views, a legend, nothing over the diagram, the play in view`, async ({ page }) => {
			test.setTimeout(60_000);
			await page.setViewportSize({ width: t.width, height: t.height });
			await openDeck(page, `/clinic?venue=${venue}`);
			const all: ReturnType<typeof least>[] = [];
			const fonts: { label: number; number: number }[] = [];
			await slides(page, venue, async (s, id) => {
				const where = `${venue} ${id} at ${t.width}x${t.height}`;
				expect(s !== null, `${where}: a diagram`).toBe(hasPlacement(venue, id));
				if (!s) return;
				all.push(expectReadable(s, t, where));
				fonts.push(await expectLabelsReadable(page, s, t, where));
				expectLegend(s, where);
				expectNothingOver(s, where);
				// The play in view: the ball and every player; the field's end penalties closer than the whole field.
				const v = shown(s);
				const setup = computeSetup({ venue, penalty: id });
				for (const p of [...(setup.ball ? [setup.ball] : [])]) expect(p.x >= v.minX && p.x <= v.maxX && p.y >= v.minY && p.y <= v.maxY, `${where}: the ball in view`).toBe(true);
				const surround = setup.venue.surround;
				if (venue === 'field' && FIELD_AT_AN_END.includes(id)) expect(s.view.w, `${where}: opens on the end of the play`).toBeLessThan((surround.maxX - surround.minX) * 0.75);
				if (venue === 'arena') {
					expect(v.minX, `${where}: the whole arena`).toBeLessThanOrEqual(surround.minX + 0.5);
					expect(v.maxX, `${where}: the whole arena`).toBeGreaterThanOrEqual(surround.maxX - 0.5);
				}
			});
			// The other view of each slide (the whole venue, or the play), opened from its URL (z=1).
			const ids = penaltyIds(venue);
			for (let i = 0; i < ids.length; i++) {
				if (!hasPlacement(venue, ids[i]!)) continue;
				await openDeck(page, `/clinic?venue=${venue}&slide=${i + 1}&z=1`);
				await expect(page.locator('.deck [data-role="slide"]')).toHaveAttribute('data-other', 'true');
				const where = `${venue} ${ids[i]} at ${t.width}x${t.height}, other view`;
				const s = (await measure(page))!;
				all.push(expectReadable(s, t, where));
				fonts.push(await expectLabelsReadable(page, s, t, where));
			}
			const min = (k: keyof ReturnType<typeof least>) => round(Math.min(...all.map((a) => a[k])));
			const font = (k: 'label' | 'number') => round(Math.min(...fonts.map((f) => f[k])));
			test.info().annotations.push({ type: 'least sizes', description: `${venue} ${t.width}x${t.height}: marker ${min('marker')} px, digits ${min('digits')} px (number box ${min('numberBox')} px), ball ${min('ball')} px; diagram label font ${font('label')} px, number font ${font('number')} px` });
			console.log(test.info().annotations.at(-1)!.description);
		});
	}
}

for (const theme of THEMES)
	for (const lang of LANGS)
		test(`theme ${theme}, ${lang || '/en'}: sizes, legend and nothing over the diagram at both projector sizes`, async ({ page }) => {
			for (const t of PROJECTORS) {
				await page.setViewportSize({ width: t.width, height: t.height });
				for (const [venue, id] of [
					['field', '3'],
					['arena', '4']
				] as const) {
					await openDeck(page, `${lang}/clinic?venue=${venue}&ids=${id}&theme=${theme}`);
					await expect(page.locator('.deck')).toHaveAttribute('data-theme', theme);
					const s = (await measure(page))!;
					const where = `${theme} ${lang || '/en'} ${venue} ${id} at ${t.width}x${t.height}`;
					expectReadable(s, t, where);
					await expectLabelsReadable(page, s, t, where);
					expectLegend(s, where);
					expectNothingOver(s, where);
				}
			}
		});

for (const size of COVER_SIZES)
	test(`${size.width}x${size.height}: no button or menu over the diagram, the title clear of the venue's name, in three languages`, async ({ page }) => {
		await page.setViewportSize(size);
		for (const lang of LANGS) {
			await openDeck(page, `${lang}/clinic?ids=2,5a,6`);
			for (let i = 0; i < 3; i++) {
				const s = (await measure(page))!;
				expectNothingOver(s, `${lang || '/en'} slide ${i + 1} at ${size.width}x${size.height}`);
				await page.keyboard.press('PageDown');
			}
		}
	});

for (const size of PHONES)
	test(`${size.width}x${size.height}: the title does not run into the venue's name`, async ({ page }) => {
		await page.setViewportSize(size);
		for (const lang of LANGS)
			for (const venue of ['field', 'arena'] as const) {
				await openDeck(page, `${lang}/clinic?venue=${venue}&ids=${venue === 'field' ? '5b' : '2'}`);
				const [title, name] = await Promise.all(['slide-title', 'slide-venue'].map((r) => page.locator(`[data-role="${r}"]`).boundingBox()));
				const where = `${lang || '/en'} ${venue} at ${size.width}`;
				expect(title!.x + title!.width, `${where}: the title inside the screen`).toBeLessThanOrEqual(size.width + 0.5);
				expect(overlap({ left: title!.x, top: title!.y, right: title!.x + title!.width, bottom: title!.y + title!.height, width: 0, height: 0 }, { left: name!.x, top: name!.y, right: name!.x + name!.width, bottom: name!.y + name!.height, width: 0, height: 0 }), where).toBe(false);
			}
	});

test('Z shows the whole field and goes back to the play; the arena opens whole', async ({ page }) => {
	await page.setViewportSize({ width: 1920, height: 1080 });
	await openDeck(page, '/clinic?ids=2');
	const svg = page.locator('[data-role="slide-diagram"] svg[data-venue]');
	const width = async () => Number((await svg.getAttribute('viewBox'))!.split(/[ ,]+/)[2]);
	const play = await width();
	const field = computeSetup({ venue: 'field', penalty: '2' }).venue.surround;
	expect(play).toBeLessThan((field.maxX - field.minX) * 0.75);
	await page.keyboard.press('z');
	await expect.poll(width).toBeGreaterThanOrEqual(field.maxX - field.minX - 0.5);
	await expect(page).toHaveURL(/[?&]z=1/);
	await page.keyboard.press('Z');
	await expect.poll(width).toBeCloseTo(play, 1);
	await openDeck(page, '/clinic?venue=arena&ids=2');
	const arena = computeSetup({ venue: 'arena', penalty: '2' }).venue.surround;
	expect(await width()).toBeGreaterThanOrEqual(arena.maxX - arena.minX - 0.5);
});

for (const lang of LANGS)
	test(`${lang || '/en'}: S opens the presenter window with this slide, the next, the notes written for people, the rule text and a timer; the audience sees only the slide`, async ({ page, context }) => {
		await page.setViewportSize({ width: 1920, height: 1080 });
		await openDeck(page, `${lang}/clinic?venue=arena&ids=4,2`);
		const [presenter] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('s')]);
		await expect(presenter.locator('[data-role="presenter"]')).toHaveAttribute('data-ready', 'true');
		await expect(presenter.locator('[data-role="current-slide"] [data-role="slide"]')).toBeVisible();
		await expect(presenter.locator('[data-role="next-slide"]')).toHaveAttribute('data-penalty', '2');
		await expect(presenter.locator('[data-role="speaker-notes"]')).toBeVisible();
		await expect(presenter.locator('[data-role="rule-text"] [data-role="notes-passage"]').first()).toBeVisible();
		await expect(presenter.locator('[data-role="timer"]')).toHaveText(/^\d+:\d\d$/);
		const notes = (await presenter.locator('[data-role="speaker-notes"]').innerText()).replace(/\s+/g, ' ');
		// Words, not the code's arithmetic; in the page's language.
		for (const raw of [/[<>]=/, /ball\.x/, /\bx\s*[<>]/, /en anglais/i, /in English\)/, /en inglés/i]) expect(notes, `speaker notes: ${raw}`).not.toMatch(raw);
		if (lang) expect(notes).not.toMatch(/\b(Behind|Drawn as|the ball)\b/);
		// The audience's screen: the slide only.
		for (const role of ['notes', 'speaker-notes', 'rule-text', 'notes-passage', 'next-slide', 'timer']) await expect(page.locator(`[data-role="${role}"]`)).toHaveCount(0);
	});

test('while presenting, the controls hide after 3 s of a resting pointer and come back when it moves', async ({ page }) => {
	await page.setViewportSize({ width: 1920, height: 1080 });
	await openDeck(page, '/clinic?ids=2');
	const tools = page.locator('.tools');
	const opacity = () => tools.evaluate((el) => Number(getComputedStyle(el).opacity));
	await page.mouse.move(900, 500);
	const moved = Date.now();
	await expect.poll(opacity).toBeGreaterThan(0.5);
	await expect.poll(opacity, { timeout: 10_000 }).toBe(0);
	expect(Date.now() - moved, 'hidden only after 3 s').toBeGreaterThanOrEqual(2900);
	await expect(page.locator('.deck')).toHaveCSS('cursor', 'none');
	await page.mouse.move(950, 520);
	await expect.poll(opacity).toBeGreaterThan(0.5);
});
