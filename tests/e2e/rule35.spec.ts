import { expect, test } from './fixtures';
import { passageById, rule35, table35, table35PenaltiesLabel, table35RulesLabel } from '../../src/lib/rules';

// The page's own mapping, restated here (src/lib/scenarios/selector.ts imports $lib, which Playwright cannot
// resolve): the table's '5' is Penalties 5.a and 5.b; a row is keyed by its first rule.
const expandTablePenalty = (p: string) => (p === '5' ? ['5a', '5b'] : [p]);
const rowKey = (r: (typeof table35)[number]) => r.rules[0]!;
const findRow = (rule: string) => table35.find((r) => r.rules.includes(rule));

/** The Rule 35 page: the table, the guide, the language switch. */

test('the Rule 35 table has every row, cell for cell as in the data', async ({ page }) => {
	await page.goto('/rule-35');
	const table = page.locator('table[data-role="table35"]');
	await expect(table.locator('caption')).toContainText(`${table35.length} rows`);
	const rows = table.locator('tbody tr');
	await expect(rows).toHaveCount(table35.length);
	const cells = await rows.evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th [data-role="rule-link"]')?.textContent?.trim(), tr.querySelector('td')?.textContent?.trim()]));
	expect(cells).toEqual(table35.map((r) => [table35RulesLabel(r), table35PenaltiesLabel(r)]));
	await expect(table.locator('thead th')).toHaveText(['RULE VIOLATED', 'PENALTY EXACTED']);
});

test('every Rule 35 passage is on the page', async ({ page }) => {
	await page.goto('/rule-35');
	for (const p of rule35.filter((x) => x.id !== 'rule35-table')) {
		await expect(page.locator(`[id="${p.id}"]`), p.id).toHaveCount(1);
	}
});

test('picking a rule shows the penalties it allows, each linking to its field diagram', async ({ page }) => {
	await page.goto('/rule-35');
	const select = page.getByLabel('Rule violated');
	await select.selectOption('31');
	await expect(page).toHaveURL(/[?&]rule=31\b/);
	const allowed = page.locator('[data-role="allowed"] > li');
	const row31 = findRow('31')!;
	const expected = ['5a', '5b', '4', '3', '2'];
	expect(new Set(row31.penalties.flatMap(expandTablePenalty))).toEqual(new Set(expected));
	await expect(allowed).toHaveCount(expected.length);
	expect(await allowed.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-penalty')))).toEqual(expected);
	for (const id of expected) {
		const href = await page.locator(`[data-role="allowed"] > li[data-penalty="${id}"] a`).getAttribute('href');
		expect(href, id).toMatch(new RegExp(`/field/${id}$`));
	}
	// Rule 31 allows no card: nothing shown apart
	await expect(page.locator('[data-role="sanctions"]')).toHaveCount(0);

	// Rule 24: '5' in the table is 5.a and 5.b, 7 and 10 shown apart
	await select.selectOption('24');
	await expect(page.locator('[data-role="allowed"] > li')).toHaveCount(6);
	await expect(page.locator('[data-role="sanctions"] > li')).toHaveCount(2);
	expect(await page.locator('[data-role="sanctions"] > li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-penalty')))).toEqual(['7', '10']);

	// The link goes to the right diagram page
	const link = page.locator('[data-role="allowed"] > li[data-penalty="5b"] a');
	await link.click();
	await expect(page).toHaveURL(/\/field\/5b$/);
	await expect(page.locator('main svg[data-venue]').first()).toBeVisible();
});

test('a rule can be linked: ?rule= opens it in the guide, and the table links select it', async ({ page }) => {
	await page.goto('/rule-35?rule=21.a');
	await expect(page.getByLabel('Rule violated')).toHaveValue('21.a');
	await expect(page.locator('[data-role="allowed"]')).toHaveCount(0);
	await expect(page.locator('[data-role="sanctions"] > li')).toHaveCount(1);

	const row = table35.find((r) => r.rules.includes('5.c'))!;
	await page.locator(`table[data-role="table35"] tr[data-rule="${rowKey(row)}"] th [data-role="rule-link"]`).click();
	await expect(page).toHaveURL(/[?&]rule=5\.b\b/);
	await expect(page.getByLabel('Rule violated')).toHaveValue('5.b');
});

test('the four answers move the suggestion, cite the rulebook and say the umpire decides', async ({ page }) => {
	await page.goto('/rule-35?rule=24');
	const result = page.locator('[data-role="guide"]');
	await expect(page.getByRole('note')).toContainText('Guidance, not a verdict');
	await expect(page.getByRole('note')).toContainText('umpire decides');
	// defaults: no danger, midfield, contested, first, the fouling team taken as attacking: 5.a or 5.b, or
	// moved forward to 4 ("This does not mean that a foul in favor of the defending team should not move forward")
	await expect(result.locator('li[data-suggested="true"]')).toHaveCount(3);
	await expect(result.locator('li[data-penalty="5a"]')).toHaveAttribute('data-suggested', 'true');
	await expect(result.locator('li[data-suggested="true"]').first()).toContainText('Suggested');

	// in front of the goal the fouling team defends: no 5.a, the 60-yard sentence cited
	await page.getByLabel('Within 60 yards in front of the goal the fouling team defends').check();
	await expect(page).toHaveURL(/location=goal-front/);
	await expect(result.locator('li[data-penalty="5a"]')).toHaveAttribute('data-suggested', 'false');
	await expect(result.locator('li[data-penalty="4"]')).toHaveAttribute('data-suggested', 'true');
	await expect(result.locator('[data-role="guidance"]')).toContainText(
		'not from within the 60 yards in front of the goal the fouling team is defending'
	);

	// a dangerous foul on a clear run there: up to Penalty 1, "for fouls which prevent the scoring of a goal"
	await page.getByLabel('Severe: clearly dangerous or flagrant').check();
	await page.getByLabel('The fouled player had a clear run at goal').check();
	await expect(result.locator('li[data-penalty="1"]')).toHaveAttribute('data-suggested', 'true');
	await expect(result.locator('li[data-penalty="4"]')).toHaveAttribute('data-suggested', 'false');
	await expect(result.locator('[data-role="guidance"]')).toContainText('Penalty 1 is for fouls which prevent the scoring of a goal.');
	// "Red's play was deliberate and dangerous and to prevent a sure goal" is the severe one of the three.
	await expect(result.locator('[data-role="examples"]')).toContainText('A hard bump as the goal is imminent');
	await expect(result.locator('[data-role="examples"]')).not.toContainText('Crossing to save a sure goal');

	// repeated fouls: the consistently-fouling sentence
	await page.getByLabel('Some: dangerous or deliberate, or a real advantage taken').check();
	await page.getByLabel('Contested: other players were on the play').check();
	await page.getByLabel('Midfield: between the centre and the 60 yards in front of the goal the fouling team defends').check();
	await page.getByLabel('Repeated: the fouling team keeps committing it').check();
	await expect(result.locator('li[data-suggested="true"]')).toHaveCount(2);
	await expect(result.locator('li[data-penalty="3"]')).toHaveAttribute('data-suggested', 'true');
	await expect(result.locator('li[data-penalty="2"]')).toHaveAttribute('data-suggested', 'true');
	await expect(result.locator('[data-role="guidance"]')).toContainText('A foul normally calling for a Penalty 4 may be awarded a Penalty 2 or 3');

	// the answers survive a reload (they are in the URL)
	await page.reload();
	await expect(page.getByLabel('Repeated: the fouling team keeps committing it')).toBeChecked();
	await expect(result.locator('li[data-penalty="3"]')).toHaveAttribute('data-suggested', 'true');
});

test('which team was attacking: "A minor infraction, if called in favor of the offensive team, should be moved forward to Penalty 4"', async ({ page }) => {
	await page.goto('/rule-35?rule=24');
	const selector = page.locator('[data-role="selector"]');
	const attacking = selector.locator('[data-input="attacking"]');
	await expect(attacking).toBeVisible();
	const result = page.locator('[data-role="guide"]');
	// Unanswered, in midfield: the fouling team is taken to be attacking; a minor foul is a 5.a or 5.b, or may
	// move forward to a 4 ("This does not mean ... should not move forward"), and the page says why.
	await expect(attacking.locator('input[value="fouling"]')).toBeChecked();
	await expect(result.locator('li[data-penalty="5a"]')).toHaveAttribute('data-suggested', 'true');
	await expect(result.locator('li[data-penalty="4"]')).toHaveAttribute('data-suggested', 'true');
	await expect(result.locator('[data-role="guidance"]')).toContainText('This does not mean that a foul in favor of the defending team should not move forward.');
	await expect(result.locator('[data-role="guidance"]')).toContainText('the team fouled must never be worse off after the penalty award than before');
	await expect(result.locator('[data-role="guidance"]')).toContainText('a Penalty 4 is offered beside the Penalty 5');
	// Called in favour of the attacking team: moved forward to Penalty 4, in midfield too.
	await attacking.locator('input[value="fouled"]').check();
	await expect(page).toHaveURL(/attacking=fouled/);
	await expect(result.locator('li[data-suggested="true"]')).toHaveCount(1);
	await expect(result.locator('li[data-penalty="4"]')).toHaveAttribute('data-suggested', 'true');
	await expect(result.locator('[data-role="guidance"]')).toContainText('A minor infraction, if called in favor of the offensive team, should be moved forward to Penalty 4.');
	// In the fouled team's own half too.
	await page.getByLabel('In the fouled team’s own half').check();
	await expect(result.locator('li[data-penalty="4"]')).toHaveAttribute('data-suggested', 'true');
	await expect(result.locator('li[data-penalty="5a"]')).toHaveAttribute('data-suggested', 'false');
	// A dangerous foul is not a minor infraction: the sentence does not apply.
	await page.locator('#factor-danger input[value="severe"]').check();
	await expect(result.locator('[data-role="guidance"]')).not.toContainText('A minor infraction, if called in favor of the offensive team');
	// It survives a reload and is worded in Spanish on /es.
	await page.reload();
	await expect(attacking.locator('input[value="fouled"]')).toBeChecked();
	await page.goto('/es/rule-35?rule=24');
	await expect(page.locator('[data-role="selector"] [data-input="attacking"] legend')).toHaveText('¿Qué equipo atacaba?');
});

test('the language selector switches the passages to French and Spanish; the English original stays one click away', async ({ page }) => {
	await page.goto('/rule-35');
	const principles = passageById('rule35-two-principles')!;
	const block = page.locator('[id="rule35-two-principles"]');
	await expect(block.locator('[data-role="passage-text"]')).toContainText(principles.en.slice(0, 60));
	await expect(block.locator('[data-role="passage-original"]')).toHaveCount(0);

	const lang = page.getByLabel('Language of the rule text');
	await lang.selectOption('fr');
	await expect(page).toHaveURL(/lang=fr/);
	await expect(block.locator('[data-role="passage-text"]')).toContainText(principles.fr.slice(0, 60));
	await expect(block.locator('[data-role="passage-text"]')).toHaveAttribute('lang', 'fr');
	await expect(page.locator('[data-role="prevails"]')).toContainText('English original prevails');
	await expect(page.locator('[data-role="prevails"]')).toContainText('Le texte original en anglais prévaut');
	const original = block.locator('[data-role="passage-original"]');
	await expect(original.locator('blockquote')).toBeHidden();
	await original.locator('summary').click();
	await expect(original.locator('blockquote')).toBeVisible();
	await expect(original.locator('blockquote')).toHaveAttribute('lang', 'en');
	await expect(original.locator('blockquote')).toContainText(principles.en.slice(0, 60));
	// the table follows the language
	await expect(page.locator('table[data-role="table35"] thead th').first()).toHaveText('RÈGLE VIOLÉE');

	await lang.selectOption('es');
	await expect(block.locator('[data-role="passage-text"]')).toContainText(principles.es.slice(0, 60));
	await expect(page.locator('table[data-role="table35"] tbody tr[data-rule="4"] td')).toHaveText('2,3,4,5,9 o 10');

	// a linked language opens directly
	await page.goto('/rule-35?lang=es');
	await expect(block.locator('[data-role="passage-text"]')).toContainText(principles.es.slice(0, 60));
	await expect(block.locator('[data-role="passage-original"] blockquote')).toContainText(principles.en.slice(0, 60), { useInnerText: false });
});

test('the controls are labelled and usable from the keyboard', async ({ page }) => {
	await page.goto('/rule-35');
	await page.getByLabel('Rule violated').focus();
	await page.keyboard.press('Tab');
	await expect(page.getByLabel('None: without danger, inadvertent, minor advantage')).toBeFocused();
	await page.keyboard.press('ArrowDown');
	await expect(page.getByLabel('Some: dangerous or deliberate, or a real advantage taken')).toBeChecked();
	await expect(page.locator('[data-role="guide"] li[data-penalty="4"]')).toHaveAttribute('data-suggested', 'true');
	// headings in order: one h1, no level skipped
	const levels = await page.locator('article h1, article h2, article h3, article h4').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
	expect(levels[0]).toBe(1);
	for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `heading ${i}`).toBeLessThanOrEqual(1);
});
