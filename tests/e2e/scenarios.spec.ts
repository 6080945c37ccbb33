import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { examples } from '../../src/lib/rules/examples';
import { passageById } from '../../src/lib/rules';
import { NO_DIAGRAM, scenarios } from '../../src/lib/scenarios/scenarios';
import { labelPx } from '../../src/lib/diagram/frame';
import { covered, crossSeen } from './labels-measure';

/** The scenario library and one page per scenario. */

/** English titles: the messages scen_title_<id> (the page's language decides which file is shown). */
const en = JSON.parse(readFileSync('messages/en.json', 'utf8')) as Record<string, string>;
const titleOf = (id: string) => en[`scen_title_${id.replace(/-/g, '_')}`]!;

test('the library lists every worked example, each drawn as a scenario or marked as having no diagram', async ({ page }) => {
	await page.goto('/scenarios');
	await expect(page.locator('[data-role="scenario-entry"]')).toHaveCount(scenarios.length);
	await expect(page.locator('[data-role="no-diagram-entry"]')).toHaveCount(NO_DIAGRAM.length);
	expect(scenarios.length + NO_DIAGRAM.length).toBe(examples.length);
	for (const s of scenarios) {
		const href = await page.locator(`[data-example="${s.exampleRef}"] h3 a`).getAttribute('href');
		expect(href, s.id).toMatch(new RegExp(`/scenarios/${s.id}$`));
	}
});

for (const s of scenarios) {
	test(`scenario ${s.id} renders its diagrams`, async ({ page }) => {
		await page.goto(`/scenarios/${s.id}`);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(s.id));
		const svgs = page.locator('article svg[data-venue]');
		await expect(svgs.first()).toBeVisible();
		await expect(svgs.first()).toHaveAttribute('data-venue', s.venue);
		const hasSituation = s.foul !== undefined || (s.people?.length ?? 0) > 0;
		await expect(svgs).toHaveCount((hasSituation ? 1 : 0) + (s.penalty !== null ? 1 : 0));
		if (s.foul) await expect(page.locator('[data-role="situation"] [data-role="foul"]')).toHaveCount(1);
		if (s.penalty !== null) {
			await expect(page.locator('[data-role="result"] [data-role="ball"]')).toHaveCount(1);
			await expect(page.locator('[data-role="result"] [data-role="player"]')).toHaveCount(8);
			const href = await page.locator('[data-role="penalty-link"]').getAttribute('href');
			expect(href).toMatch(new RegExp(`/${s.venue}/${s.penalty}$`));
		}
		for (const id of [...(s.others ?? []), ...(s.sanctions ?? [])]) {
			await expect(page.locator(`[data-role="result"] a[href$="/${s.venue}/${id}"]`).first()).toBeVisible();
		}
	});
}

test('a scenario shows its example in the chosen language with the English original one click away', async ({ page }) => {
	const s = scenarios.find((x) => x.id === 'rule35-p1-examples-1')!;
	const ex = examples.find((e) => e.id === s.exampleRef)!;
	expect(passageById(ex.passageId)).toBeDefined();
	await page.goto(`/scenarios/${s.id}`);
	const text = page.locator('[data-role="passage-text"]').first();
	await expect(text).toContainText(ex.en.slice(0, 50));
	await page.getByLabel('Language of the rule text').selectOption('es');
	await expect(page).toHaveURL(/lang=es/);
	await expect(text).toContainText(ex.es.slice(0, 50));
	const original = page.locator('[data-role="passage-original"]').first();
	await original.locator('summary').click();
	await expect(original.locator('blockquote')).toContainText(ex.en.slice(0, 50));
	await expect(page.locator('[data-role="prevails"]')).toContainText('English original prevails');

	await page.goto(`/scenarios/${s.id}?lang=fr`);
	await expect(text).toContainText(ex.fr.slice(0, 50));
	// the language follows the way back to the library
	await page.getByRole('link', { name: 'Scenario library' }).click();
	await expect(page).toHaveURL(/\/scenarios\?lang=fr$/);
});

test('an arena scenario is drawn in the arena, a field scenario on the field', async ({ page }) => {
	await page.goto('/scenarios/arena9-exec-designated-defender-examples-2');
	await expect(page.locator('article svg[data-venue="arena"]')).toHaveCount(2);
	await expect(page.locator('[data-role="result"] [data-designated="true"]')).toHaveCount(1);
	await page.goto('/scenarios/rule35-conduct-examples-4');
	await expect(page.locator('article svg[data-venue="field"]')).toHaveCount(2);
	// the 5.a spot moved in from the boards
	await expect(page.locator('[data-role="result"] [data-role="adjustment"]')).toHaveCount(1);
});

/*
 * The situation diagrams as a person sees them (getBoundingClientRect and what is painted on top, at
 * a projector's, a laptop's and a phone's viewport, in the three languages): no label over another,
 * a player or the foul cross (labels-measure.ts covered); the cross painted under the players, never
 * over one (a player the story puts on the spot stays whole and in sight), with at least three of its
 * arms' ends in sight (a team-mate close by may cover one: the story puts them there).
 */
const SITUATIONS = scenarios.filter((s) => s.foul !== undefined || (s.people?.length ?? 0) > 0);
for (const [width, height, touch] of [
	[1920, 1080, false],
	[1280, 720, false],
	[390, 844, true]
] as const) {
	test.describe(`situation diagrams at ${width}x${height}`, () => {
		test.use({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
		for (const s of SITUATIONS) {
			test(`${s.id}: no label over a label, a player or the cross; the cross under the players, its arms in sight (en, fr, es)`, async ({ page }) => {
				for (const lang of ['', '/fr', '/es']) {
					await page.goto(`${lang}/scenarios/${s.id}`);
					const svg = page.locator('section[data-role="situation"] svg[data-venue]');
					await svg.scrollIntoViewIfNeeded();
					// Drawn for the width it has on screen (its labels at labelPx of that width), not the prerendered one.
					const drawn = () => svg.evaluate((e: SVGSVGElement) => ({ font: parseFloat(e.style.fontSize) * e.getScreenCTM()!.a, width: e.getBoundingClientRect().width }));
					await expect.poll(async () => ((d) => Math.abs(d.font - labelPx(d.width)))(await drawn()), { intervals: [50] }).toBeLessThan(0.05);
					const where = `${lang || '/en'} ${s.id}`;
					// The cross under a player is crossSeen's to judge: whether it is painted over them.
					expect((await covered(svg)).filter((c) => !c.startsWith('foul cross/')), `${where}: what covers what`).toEqual([]);
					const c = await crossSeen(svg);
					expect(c.over, `${where}: players the foul cross is painted over`).toEqual([]);
					expect(c.hidden, `${where}: ${c.onSpot}, on the foul spot, covered at its centre`).toBe(false);
					if (s.foul) expect(c.arms, `${where}: the cross's arm ends in sight (of 4)`).toBeGreaterThanOrEqual(3);
				}
			});
		}
	});
}
