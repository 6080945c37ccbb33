/*
 * The penalty page in French and Spanish (issue 6), against the built site: on both venues, with a foul
 * spot set and a player moved so that violations show, no English interface phrase is left in the
 * page (the sentinels are the English messages of messages/explorer/en.json; the English original of
 * the rule text, marked lang="en", is shown on purpose and left out), the animation's controls and
 * captions, the Embed dialog and the Download menu included; a violation reads in the page's language
 * with the geometry's numbers. Also: a phone opens the page zoomed on the play, without writing it in
 * the URL.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page, open } from './fixtures';
import { checkPosition, computeSetup, yd, type Detail } from '../../src/lib/geometry';
import { framesFor } from '../../src/lib/animation';

const EN = JSON.parse(readFileSync(new URL('../../messages/explorer/en.json', import.meta.url), 'utf8')) as Record<string, string>;

/**
 * The English phrases that must not appear on a French or Spanish page: for each English message, its
 * longest literal run between {parameters}, when it is long enough to be a phrase of its own.
 */
const SENTINELS = [
	...new Set(
		Object.values(EN)
			.map((v) => v.split(/\{[a-z_]+\}/i).reduce((a, b) => (b.trim().length > a.trim().length ? b : a), '').trim())
			.filter((s) => s.length >= 12 && /[a-z]{4}/.test(s))
	),
	// Short words the messages above do not catch on their own.
	'Fouling team',
	'Fouled team',
	'Check a setup',
	'Zoom on the play',
	'Download',
	'Embed',
	'Speed',
	'Loop'
];


/**
 * The page's words as a user (or a screen reader) gets them: the visible text of the penalty page and
 * its accessible names, without the drawing (the diagram module's own), the English rule originals
 * and the rule panel (reworked by another change: it shows the rule text in the page's language).
 */
async function pageWords(page: Page, root = 'article.explorer'): Promise<string> {
	return page.locator(root).evaluate((el) => {
		const hidden = new Set<Element>();
		for (const x of el.querySelectorAll('svg, [lang="en"], [data-role="rules"], option')) hidden.add(x);
		const parts: string[] = [];
		const walk = (n: Node) => {
			if (n instanceof Element) {
				if (hidden.has(n)) return;
				const style = getComputedStyle(n);
				if (style.display === 'none') return;
				for (const a of ['aria-label', 'title', 'aria-valuetext']) {
					const v = n.getAttribute(a);
					if (v) parts.push(v);
				}
			} else if (n.nodeType === Node.TEXT_NODE) {
				parts.push(n.textContent ?? '');
			}
			for (const c of n.childNodes) walk(c);
		};
		walk(el);
		// Options of the visible selects: their words are shown when the list opens.
		for (const o of el.querySelectorAll('select option')) parts.push(o.textContent ?? '');
		return parts.join(' ').replace(/\s+/g, ' ');
	});
}

function expectNoEnglish(words: string, where: string) {
	const found = SENTINELS.filter((s) => words.includes(s));
	expect(found, `${where}: English left in "${words.slice(0, 400)}…"`).toEqual([]);
}

const PAGES = [
	// Red 1 inside the 30 yd of the ball, Blue 2 off the field.
	{ locale: 'fr', path: '/fr/field/5a?foul=110,40&pos=r1:115,45;b2:100,88', who: 'fouling', number: 1, at: { x: 115, y: 45 }, kind: 'field' as const, id: '5a', foul: { x: 110, y: 40 } },
	{ locale: 'es', path: '/es/field/5b?foul=200,-20&pos=r2:160,10', who: 'fouling', number: 2, at: { x: 160, y: 10 }, kind: 'field' as const, id: '5b', foul: { x: 200, y: -20 } },
	// Red 2 in front of the point of the hit.
	{ locale: 'es', path: '/es/arena/4?foul=30,5&pos=r2:20,4', who: 'fouling', number: 2, at: { x: 20, y: 4 }, kind: 'arena' as const, id: '4', foul: { x: 30, y: 5 } },
	{ locale: 'fr', path: '/fr/arena/2?foul=40,8&pos=r2:12,2', who: 'fouling', number: 2, at: { x: 12, y: 2 }, kind: 'arena' as const, id: '2', foul: { x: 40, y: 8 } }
] as const;

const WORDS = {
	fr: { is: 'est', yd: /\d+,\d yd/, team: 'Rouge', rule: /^Règle (37|9 d'arène), Pénalité \d/ },
	es: { is: 'está', yd: /\d+,\d yd/, team: 'Rojo', rule: /^Regla (37|9 de arena), Penal \d/ }
} as const;

for (const p of PAGES) {
	test(`${p.path}: no English interface words, violations in the page's language`, async ({ page }) => {
		await page.setViewportSize({ width: 1920, height: 1080 });
		await open(page, p.path);
		await expect(page.locator('html')).toHaveAttribute('lang', p.locale);

		// The moved player's violations, worded in the page's language with the geometry's numbers.
		const setup = computeSetup({ venue: p.kind, penalty: p.id, foul: p.foul });
		const expected = checkPosition(setup, { team: p.who, role: 'player' }, p.at).violations;
		expect(expected.length).toBeGreaterThan(0);
		const items = page.locator(`[data-role="violation"][data-team="${p.who}"][data-number="${p.number}"]`);
		await expect(items).toHaveCount(expected.length);
		const w = WORDS[p.locale];
		for (const v of expected) {
			const li = page.locator(`[data-role="violation"][data-team="${p.who}"][data-number="${p.number}"][data-constraint="${v.constraintId}"]`);
			const text = (await li.locator('span').nth(1).textContent()) ?? '';
			expect(text).toContain(`${w.team} ${p.number} ${w.is} `);
			const d = (v.detail as Extract<Detail, { d: number }>).d;
			if (typeof d === 'number') expect(text).toContain(`${yd(d).replace('.', ',')} yd`);
			expect(text).not.toContain(v.message);
			expect(text).not.toMatch(/[{}]/);
			await expect(li.locator('[data-role="violation-rule"]')).toHaveText(w.rule);
		}
		await expect(page.locator('[data-action="fix"]').first()).not.toHaveText(/Fix/);

		expectNoEnglish(await pageWords(page), `${p.path}, at rest`);

		// A player focused: the readout beside the checker.
		await page.locator(`svg[data-venue] [data-role="player"][data-team="${p.who}"][data-number="${p.number}"]`).focus();
		await expect(page.locator('[data-role="readout"]')).toContainText(`${w.team} ${p.number}`);
		await expect(page.locator('[data-role="readout"]')).toContainText(w.yd);
		expectNoEnglish(await pageWords(page), `${p.path}, a player focused`);

		// The animation at the line-up (a t= link opens it paused there): controls, phase labels, caption and the moves.
		const lineup = framesFor(setup).phases.find((x) => x.id === 'lineup')!;
		await open(page, `${p.path}&t=${Math.round((lineup.start + 0.3) * 10) / 10}`);
		await expect(page.locator('[data-role="animation"]')).toHaveAttribute('data-phase', 'lineup');
		await expect(page.locator('[data-role="annotation"]').first()).toBeVisible();
		await expect(page.locator('[data-role="annotation"]').first()).toContainText(w.team);
		expectNoEnglish(await pageWords(page), `${p.path}, animation at the line-up`);

		// The Download menu and the Embed dialog.
		await page.locator('[data-role="export-button"]').click();
		expectNoEnglish(await pageWords(page), `${p.path}, Download menu open`);
		await page.keyboard.press('Escape');
		await page.locator('[data-role="share"] [data-role="embed-button"]').click();
		await expect(page.locator('[data-role="embed-dialog"]')).toBeVisible();
		expectNoEnglish(await pageWords(page, '[data-role="embed-dialog"]'), `${p.path}, Embed dialog`);
	});
}

test('the options, notices, award banner and outcome cards in French and Spanish', async ({ page }) => {
	test.setTimeout(120_000);
	await page.setViewportSize({ width: 1920, height: 1080 });
	const paths = [
		'/fr/field/1',
		'/es/arena/1',
		'/fr/field/2?from=spot&foul=50,10',
		'/es/field/3?defended=1',
		'/fr/field/6?foul=0,70',
		'/es/field/5a?foul=40,79',
		'/fr/arena/5a?foul=10,23',
		'/es/arena/6c?orig=5a&foul=80,5',
		'/fr/arena/6a?orig=3',
		'/fr/field/9',
		'/es/arena/8',
		// Values the page ignores, with a notice.
		'/fr/field/4?foul=abc&theme=pink&dims=9x9&variant=Nope&t=x',
		'/es/arena/3?alt9=1'
	];
	for (const path of paths) {
		await open(page, path);
		expectNoEnglish(await pageWords(page), path);
	}
	await open(page, '/fr/field/4?foul=abc');
	await expect(page.locator('[data-role="notice"]').first()).toContainText('ignoré');
	await open(page, '/es/field/1');
	await expect(page.locator('[data-role="award"]')).toContainText('Gol otorgado');
	await expect(page.locator('[data-role="award"] a')).toHaveAttribute('href', /\/es\/field\/5b/);
});

test('the English page keeps its English words', async ({ page }) => {
	await open(page, '/field/5a?foul=110,40&pos=r1:115,45');
	await expect(page.locator('[data-role="violation"]').first()).toContainText(/^! ?Red 1 is \d+\.\d yd from the ball; the fouling team must be at least 30\.0 yd away/);
	await expect(page.locator('[data-role="checker"] h2')).toHaveText('Check a setup');
	await expect(page.locator('[data-role="zoom"]')).toHaveText('Zoom on the play');
	// The sentinels do find English: the same check on the English page finds plenty.
	const words = await pageWords(page);
	expect(SENTINELS.filter((s) => words.includes(s)).length).toBeGreaterThan(15);
});

test.describe('a phone opens zoomed on the play', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

	const viewBoxWidth = async (page: Page) => Number(((await page.locator('svg[data-venue]').getAttribute('viewBox')) ?? '0 0 0 0').split(/\s+/)[2]);

	test('zoomed after hydration, the URL untouched; whole venue when the URL says zoom=0 or the user asks', async ({ page }) => {
		for (const path of ['/field/5a', '/fr/field/5a', '/es/arena/4']) {
			// The prerendered page draws the whole venue (as on a desktop).
			const html = await (await page.request.get(path)).text();
			expect(html).toContain('aria-pressed="false"');
			await open(page, path);
			await expect(page.locator('[data-role="zoom"]')).toHaveAttribute('aria-pressed', 'true');
			expect(new URL(page.url()).search).toBe('');
			await expect(page.locator('article.explorer')).toHaveAttribute('data-search', '');
		}
		await open(page, '/field/5a');
		const zoomed = await viewBoxWidth(page);
		expect(zoomed).toBeLessThan(300);

		// The user asks for the whole field: it sticks in the URL as zoom=0.
		await page.locator('[data-role="zoom"]').click();
		await expect(page.locator('[data-role="zoom"]')).toHaveAttribute('aria-pressed', 'false');
		await expect.poll(() => new URL(page.url()).searchParams.get('zoom')).toBe('0');
		expect(await viewBoxWidth(page)).toBeGreaterThan(300);
		await page.reload();
		await expect(page.locator('article[data-ready="true"]')).toBeVisible();
		await expect(page.locator('[data-role="zoom"]')).toHaveAttribute('aria-pressed', 'false');

		// A moved player is written to the URL without the device's zoom.
		await open(page, '/field/5b?pos=r3:140,8');
		await expect(page.locator('[data-role="zoom"]')).toHaveAttribute('aria-pressed', 'true');
		await expect(page.locator('article.explorer')).toHaveAttribute('data-search', '?pos=r3:140,8');
	});

	test('a desktop keeps the whole venue', async ({ browser }) => {
		const ctx = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
		const page = await ctx.newPage();
		await page.goto('/field/5a');
		// Its own context, not the suite's page: the pointer that wakes the page is moved here.
		await page.mouse.move(10, 10);
		await expect(page.locator('article[data-ready="true"]')).toBeVisible();
		await expect(page.locator('[data-role="zoom"]')).toHaveAttribute('aria-pressed', 'false');
		await ctx.close();
	});
});
