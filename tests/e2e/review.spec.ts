/*
 * Issue 15, the review's defects, against the built site: each checks what a person sees, from the URL
 * alone, compared with the geometry module imported here (never copied numbers).
 */
import { expect, open, test, type Page } from './fixtures';
import { checkPosition, computeSetup, getVenue, standardLineup } from '../../src/lib/geometry';
import { table35, table35PenaltiesLabel } from '../../src/lib/rules';

const FORMULA = /x\s*[<>]=?|[<>]=|ball\.x/;

async function players(page: Page) {
	return page.locator('svg[data-venue] [data-role="player"]').evaluateAll((els) =>
		els.map((e) => ({
			team: e.getAttribute('data-team'),
			number: Number(e.getAttribute('data-number')),
			x: Number(e.getAttribute('data-x')),
			y: Number(e.getAttribute('data-y')),
			illegal: e.getAttribute('data-illegal') === 'true'
		}))
	);
}

test('field 5.a with the ball on the back line: the fouling team is drawn behind it, and checked so', async ({ page }) => {
	// "all members of the fouling team who are not off the field ... must be between the ball and the defended goal"
	await open(page, '/field/5a?foul=0,78');
	const setup = computeSetup({ venue: 'field', penalty: '5a', foul: { x: 0, y: 78 } });
	const got = await players(page);
	const fouling = got.filter((p) => p.team === 'fouling');
	expect(fouling).toHaveLength(4);
	for (const p of fouling) expect(p.x <= 0.05 || Math.abs(p.y) > 80, JSON.stringify(p)).toBe(true);
	for (const l of standardLineup(setup)) expect(checkPosition(setup, { team: l.team, role: l.role }, l).legal).toBe(true);

	await open(page, '/field/5a?foul=0,78&pos=r2:10,-50');
	expect((await players(page)).find((p) => p.team === 'fouling' && p.number === 2)?.illegal).toBe(true);
	await open(page, '/field/5a?foul=0,78&pos=r2:-5,-50');
	expect((await players(page)).find((p) => p.team === 'fouling' && p.number === 2)?.illegal).toBe(false);
});

test('players off the field are exempt where the rule says "unless they are off the field"', async ({ page }) => {
	// P4: "All members of the fouling team who are not off the field or returning to their proper position must be behind the 30-yard line"
	await open(page, '/field/4?pos=r2:100,85');
	expect((await players(page)).find((p) => p.team === 'fouling' && p.number === 2)).toMatchObject({ x: 100, y: 85, illegal: false });
	// P3: "All players of the team fouled are to be behind the 40-yard line unless they are off the field"
	await open(page, '/field/3?pos=b2:20,85');
	expect((await players(page)).find((p) => p.team === 'fouled' && p.number === 2)).toMatchObject({ x: 20, y: 85, illegal: false });
	// P2 has no such exception.
	await open(page, '/field/2?pos=r2:100,85');
	expect((await players(page)).find((p) => p.team === 'fouling' && p.number === 2)?.illegal).toBe(true);
	// Drawn as allowed: the fouling team's P4 zone covers the band beyond the boards.
	await open(page, '/field/4');
	// SVG user units are yards, y drawn upward (svg y = -y): the point (100, 85) is (100, -85).
	const covers = await page.evaluate(() => {
		const svg = document.querySelector('svg[data-venue]') as SVGSVGElement;
		const path = svg.querySelector('[data-role="zone"][data-team="fouling"] path.fill') as SVGPathElement;
		const at = (x: number, y: number) => {
			const pt = svg.createSVGPoint();
			pt.x = x;
			pt.y = -y;
			return path.isPointInFill(pt);
		};
		return { offField: at(100, 85), onField: at(100, 70), behind30: at(20, 70) };
	});
	expect(covers).toEqual({ offField: true, onField: false, behind30: true });
	await expect(page.locator('svg[data-venue] [data-role="off-field-label"]').first()).toHaveText('off the field');
	await open(page, '/fr/field/3');
	await expect(page.locator('svg[data-venue] [data-role="off-field-label"]').first()).toHaveText('hors du terrain');
	await open(page, '/field/2');
	await expect(page.locator('svg[data-venue] [data-role="off-field-label"]')).toHaveCount(0);
});

test('field P6: a crossing point between the posts is refused with a notice (a goal, not a safety)', async ({ page }) => {
	await open(page, '/field/6?foul=0,2');
	await expect(page.locator('[data-role="notice"]')).toContainText('that is a goal, not a safety');
	const setup = computeSetup({ venue: 'field', penalty: '6' });
	const ball = page.locator('svg[data-venue] [data-role="ball"]');
	expect(Number(await ball.getAttribute('data-y'))).toBeCloseTo(setup.ball!.y, 2);
	await open(page, '/fr/field/6?foul=0,2');
	await expect(page.locator('[data-role="notice"]')).toContainText("c'est un but, pas un safety");
});

test('arena P3 cites its own sentence for the wide rebound; P4 too', async ({ page }) => {
	for (const id of ['3', '4']) {
		await open(page, `/arena/${id}`);
		const fig = page.locator('[data-role="rules"] figure', { hasText: 'If the ball is hit wide of the goal and rebounds off the end wall' });
		await expect(fig).toHaveCount(1);
		await expect(fig.locator('cite')).toHaveText(`Arena Rule 9, Penalty ${id}`);
	}
});

test('the Rule 35 table writes row 1.e as the rulebook does: "5, 9"', async ({ page }) => {
	for (const path of ['/rule-35', '/rule-35?lang=es', '/rule-35?lang=fr']) {
		await page.goto(path);
		await expect(page.locator('table[data-role="table35"] tbody tr[data-rule="1.e"] td')).toHaveText('5, 9');
	}
	expect(table35PenaltiesLabel(table35[0]!, 'es')).toBe('5, 9');
});

test('field P8: the card states the exception for Rules 5, 6a and 6b', async ({ page }) => {
	await open(page, '/field/8');
	const also = page.locator('[data-role="outcome"] [data-role="outcome-also"][data-line="p8-cure"]');
	await expect(also).toContainText('Rules 5, 6a or 6b');
	await expect(also.locator('blockquote')).toContainText('If a mount is ordered off the field for a violation of Rules 5, 6a or 6b');
	await open(page, '/es/field/8');
	await expect(page.locator('[data-role="outcome-also"]')).toContainText('Reglas 5, 6a o 6b');
});

for (const path of ['/fr/field/3', '/es/arena/4', '/fr/field/5a', '/es/field/2', '/fr/arena/2', '/es/arena/5a']) {
	test(`${path}: every "Drawn as" reading and every heading is in the page's language, words not formulas`, async ({ page }) => {
		const lang = path.slice(1, 3) as 'fr' | 'es';
		await open(page, path);
		const readings = page.locator('[data-role="rules"] [data-role="reading"]');
		expect(await readings.count()).toBeGreaterThan(0);
		for (const text of await readings.allTextContents()) {
			expect(text).not.toMatch(FORMULA);
			expect(text).not.toMatch(/Drawn as|Behind the|between the posts|the goal they/);
		}
		expect(await page.locator('[data-role="rules"] [lang="en"][data-role="reading"], [data-role="rules"] [data-role="reading"] [lang="en"]').count()).toBe(0);
		const headings = await page.locator('[data-role="rule-text"] h4').evaluateAll((hs) => hs.map((h) => ({ lang: h.getAttribute('lang'), text: h.textContent })));
		for (const h of headings) expect(h.lang, h.text ?? '').toBe(lang);
	});
}

test('the French clinic notes word their readings in French', async ({ page }) => {
	await page.goto('/fr/clinic/notes?ids=3');
	const notes = page.locator('[data-role="speaker-notes"]');
	await expect(notes).toBeVisible();
	const readings = notes.locator('[data-role="reading"]');
	expect(await readings.count()).toBeGreaterThan(0);
	for (const t of await readings.allTextContents()) {
		expect(t).toContain('Dessiné ainsi :');
		expect(t).not.toContain('en anglais');
		expect(t).not.toMatch(FORMULA);
	}
	for (const h of await notes.locator('[data-role="notes-passage"] h3').evaluateAll((hs) => hs.map((x) => x.getAttribute('lang')))) expect(h).toBeNull();
	expect(getVenue('field').kind).toBe('field');
});
