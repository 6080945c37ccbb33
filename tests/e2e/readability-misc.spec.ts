/*
 * Readability of the site header, the scenario pages, the Rule 35 guide and the home page (issue 14),
 * measured as a person sees them: sizes from getBoundingClientRect at the viewport they use.
 *
 * - Phone (360-430 px wide): the header is at most 110 px tall on every page type, the navigation,
 *   language and theme behind one Menu button that works with no script, and a page's first diagram
 *   starts on the first screen; every target in the header and its menu is at least 44 x 44 px.
 *
 * - Scenarios and colours: a team is drawn in the colour its example's words call it, whatever its
 *   role; every player marker carries data-colour, on penalty pages too; the legends match.
 * - Rule 35 guide: starts with "which penalty?" and a diagram of its answer on the first screen, the
 *   long table below; beside a rule's number, what the texts say it covers (quoted from its passage).
 * - Home: a penalty that places nobody gets a designed card (an icon, the outcome in a few words).
 *
 * A fast matrix: every page type in English and the light theme; each theme with each language on
 * one page type in turn (nine pairs over the page types).
 */
import { test as plain } from '@playwright/test';
import { passageById } from '../../src/lib/rules';
import { ruleMentions } from '../../src/lib/rules/ruleMentions';
import { scenarios } from '../../src/lib/scenarios/scenarios';
import { expect, open, test, type Page } from './fixtures';

const PHONES = [
	{ width: 360, height: 640 },
	{ width: 390, height: 844 },
	{ width: 430, height: 932 }
] as const;
const THEMES = ['light', 'dark', 'contrast'] as const;
const LANGUAGES = ['', '/fr', '/es'] as const;
/** The header's most on a phone, CSS px (issue 14). */
const HEADER_MAX = 110;
/** The least size of a target a finger presses, CSS px (WCAG 2.5.5). */
const TARGET_MIN = 44;

/** One page of each type with the header, and whether it draws a diagram. */
const PAGES: { name: string; path: string; diagram: boolean }[] = [
	{ name: 'home', path: '/', diagram: true },
	{ name: 'field penalty', path: '/field/5a', diagram: true },
	{ name: 'field penalty without placement', path: '/field/9', diagram: false },
	{ name: 'arena penalty', path: '/arena/2', diagram: true },
	{ name: 'Rule 35 guide', path: '/rule-35', diagram: true },
	{ name: 'scenario library', path: '/scenarios', diagram: false },
	{ name: 'one scenario', path: '/scenarios/rule35-two-principles-examples-2', diagram: true },
	{ name: 'drills', path: '/drills', diagram: false },
	{ name: 'drill: spot the fault', path: '/drills/spot?seed=misc&venue=field&penalty=2', diagram: true },
	// The print page's layout on a phone is the print helper's (readability-print.spec).
	{ name: 'print sheets', path: '/print/field', diagram: false },
	{ name: 'not found', path: '/field/99', diagram: false }
];

function withQuery(path: string, query: string): string {
	return query ? path + (path.includes('?') ? '&' : '?') + query : path;
}

/** The header's box, and the top of the first diagram drawn in the page (document px). */
async function layout(page: Page) {
	return page.evaluate(() => {
		const header = document.querySelector('.site-header')!.getBoundingClientRect();
		const svg = [...document.querySelectorAll('main svg[data-venue]')].find((s) => {
			const r = s.getBoundingClientRect();
			return r.width > 0 && r.height > 0;
		});
		return { header: { top: header.top, height: header.height }, diagramTop: svg ? svg.getBoundingClientRect().top + scrollY : null };
	});
}

/** Every target a finger may press in the header, its menu open: its size on screen. */
async function targets(page: Page) {
	return page.locator('.site-header').evaluate((h) =>
		[...h.querySelectorAll<HTMLElement>('a[href], summary, select, button, input')]
			.filter((el) => el.getClientRects().length > 0)
			.map((el) => {
				const r = el.getBoundingClientRect();
				return { what: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`, width: Math.round(r.width * 10) / 10, height: Math.round(r.height * 10) / 10 };
			})
	);
}

test.describe('the site header on a phone', () => {
	for (const vp of PHONES) {
		test.describe(`${vp.width}x${vp.height}`, () => {
			test.use({ viewport: vp, isMobile: true, hasTouch: true });
			for (const p of PAGES) {
				test(`${p.name}: header <= ${HEADER_MAX} px, the menu closed`, async ({ page }) => {
					await page.goto(p.path);
					// The not-found page is drawn by the browser (404.html starts at once).
					await page.locator('.site-header').waitFor();
					const { header } = await layout(page);
					expect(header.top).toBe(0);
					expect(header.height, 'header height, px').toBeLessThanOrEqual(HEADER_MAX);
					await expect(page.locator('.site-header [data-role="menu-button"]')).toBeVisible();
					await expect(page.locator('[data-role="site-nav"]')).toBeHidden();
				});
				if (!p.diagram) continue;
				test(`${p.name}: the diagram starts on the first screen`, async ({ page }) => {
					await page.goto(p.path);
					const { diagramTop } = await layout(page);
					expect(diagramTop, 'a diagram is drawn').not.toBeNull();
					expect(diagramTop!, `the diagram's top (${Math.round(diagramTop!)} px) within the first screen`).toBeLessThan(vp.height);
				});
			}
		});
	}

	test.describe('the menu', () => {
		test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

		// Nine pairs of a theme and a language, each on a page type of its own.
		THEMES.forEach((theme, i) =>
			LANGUAGES.forEach((lang, j) => {
				const p = PAGES[(i * LANGUAGES.length + j) % PAGES.length]!;
				test(`${theme}, ${lang || 'en'}, ${p.name}: opens, every target >= ${TARGET_MIN} px, and closes`, async ({ page }) => {
					await page.goto(withQuery(lang + p.path, `theme=${theme}`));
					const button = page.locator('[data-role="menu-button"]');
					const nav = page.locator('[data-role="site-nav"]');
					await expect(button).toHaveAttribute('aria-controls', 'site-menu-panel');
					await expect(nav).toBeHidden();
					expect((await layout(page)).header.height).toBeLessThanOrEqual(HEADER_MAX);
					await button.tap();
					await expect(nav).toBeVisible();
					await expect(nav.locator('a')).toHaveCount(5);
					await expect(page.locator('.site-header [data-role="language-switch"] a')).toHaveCount(3);
					await expect(page.locator('.site-header [data-role="theme-switch"]')).toBeVisible();
					await expect(page.locator('.site-header [data-role="theme-switch"]')).toHaveValue(theme);
					const small = (await targets(page)).filter((t) => t.width < TARGET_MIN || t.height < TARGET_MIN);
					expect(small, 'targets smaller than a finger').toEqual([]);
					// The open menu lies over the page: the header's bar keeps its height.
					expect((await layout(page)).header.height).toBeLessThanOrEqual(HEADER_MAX);
					// Every item of the panel is on the screen (read once it is laid out open).
					await expect(page.locator('[data-role="site-menu-panel"]')).toBeVisible();
					const panel = (await page.locator('[data-role="site-menu-panel"]').boundingBox())!;
					expect(panel.x).toBeGreaterThanOrEqual(0);
					expect(panel.x + panel.width).toBeLessThanOrEqual(390 + 0.5);
					expect(panel.y + panel.height).toBeLessThanOrEqual(844);
					await page.keyboard.press('Escape');
					await expect(nav).toBeHidden();
					await expect(button).toBeFocused();
				});
			})
		);

		test('a theme chosen in the menu applies, and a press outside closes it', async ({ page }) => {
			await page.goto('/scenarios');
			await page.locator('[data-role="menu-button"]').tap();
			await page.locator('.site-header [data-role="theme-switch"]').selectOption('dark');
			await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
			// A press on the page below the open menu.
			const panel = (await page.locator('[data-role="site-menu-panel"]').boundingBox())!;
			await page.touchscreen.tap(200, Math.min(panel.y + panel.height + 40, 830));
			await expect(page.locator('[data-role="site-nav"]')).toBeHidden();
		});

		test('a link followed from the menu closes it on the next page', async ({ page }) => {
			await page.goto('/field/5a');
			await page.locator('[data-role="menu-button"]').tap();
			await page.locator('[data-role="site-nav"] a', { hasText: 'Scenarios' }).tap();
			await expect(page).toHaveURL(/\/scenarios$/);
			await expect(page.locator('[data-role="site-nav"]')).toBeHidden();
			await expect(page.locator('[data-role="site-nav"] a[aria-current="page"]')).toHaveText('Scenarios');
		});
	});

	// Playwright's own test: the suite's waits for the page's code, which never runs here.
	plain.describe('with no script', () => {
		plain.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, javaScriptEnabled: false });
		plain('the menu opens and closes, and its links lead on', async ({ page }) => {
			await page.goto('/fr/rule-35');
			const nav = page.locator('[data-role="site-nav"]');
			await expect(nav).toBeHidden();
			await page.locator('[data-role="menu-button"]').tap();
			await expect(nav).toBeVisible();
			const small = (await targets(page)).filter((t) => t.width < TARGET_MIN || t.height < TARGET_MIN);
			expect(small).toEqual([]);
			await page.locator('[data-role="menu-button"]').tap();
			await expect(nav).toBeHidden();
			await page.locator('[data-role="menu-button"]').tap();
			await nav.locator('a', { hasText: 'Exercices' }).tap();
			await expect(page).toHaveURL(/\/fr\/drills$/);
		});
	});
});

test.describe('the site header on a tablet', () => {
	test.use({ viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true });
	test('768x1024: one row, the menu under its button', async ({ page }) => {
		await page.goto('/fr/field/5a');
		expect((await layout(page)).header.height).toBeLessThanOrEqual(HEADER_MAX);
		await page.locator('[data-role="menu-button"]').tap();
		await expect(page.locator('[data-role="site-nav"]')).toBeVisible();
		const panel = (await page.locator('[data-role="site-menu-panel"]').boundingBox())!;
		expect(panel.x + panel.width).toBeLessThanOrEqual(768 + 0.5);
		expect(panel.width).toBeLessThan(500);
		expect((await targets(page)).filter((t) => t.width < TARGET_MIN || t.height < TARGET_MIN)).toEqual([]);
	});
});

test.describe('the site header on a wider screen', () => {
	for (const vp of [
		{ width: 960, height: 800 },
		{ width: 1280, height: 720 },
		{ width: 1920, height: 1080 }
	]) {
		test(`${vp.width}x${vp.height}: everything in the bar, no menu button`, async ({ page }) => {
			await page.setViewportSize(vp);
			await page.goto('/es/scenarios');
			await expect(page.locator('[data-role="menu-button"]')).toBeHidden();
			await expect(page.locator('[data-role="site-nav"] a')).toHaveCount(5);
			for (const a of await page.locator('[data-role="site-nav"] a').all()) await expect(a).toBeVisible();
			await expect(page.locator('.site-header [data-role="theme-switch"]')).toBeVisible();
			const { header } = await layout(page);
			expect(header.height).toBeLessThanOrEqual(vp.width >= 1280 ? 60 : HEADER_MAX);
			const small = (await targets(page)).filter((t) => t.height < TARGET_MIN);
			expect(small).toEqual([]);
		});
	}
});

/** The team words of each language, by the colour they name. */
const COLOUR_WORDS: Record<string, Record<'red' | 'blue', string>> = {
	'': { red: 'Red', blue: 'Blue' },
	'/fr': { red: 'Rouge', blue: 'Bleu' },
	'/es': { red: 'Rojo', blue: 'Azul' }
};

/**
 * What a person sees of the team colours: each marker's (or legend icon's) fill, and the theme's red
 * and blue resolved on the page; whether a fill is red (more red than blue) or blue.
 */
async function drawnColours(page: Page, marks: string, shape: string) {
	return page.evaluate(
		({ marks, shape }) => {
			const probe = (v: string) => {
				const el = document.createElement('span');
				el.style.color = `var(${v})`;
				document.querySelector('main')!.append(el);
				const c = getComputedStyle(el).color;
				el.remove();
				return c;
			};
			const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
			const hue = (c: string) => {
				const [r = 0, , b = 0] = rgb(c);
				return r > b ? 'red' : b > r ? 'blue' : 'grey';
			};
			const red = probe('--red');
			const blue = probe('--blue');
			return {
				red,
				blue,
				marks: [...document.querySelectorAll(marks)].map((el) => {
					const fill = getComputedStyle(el.querySelector(shape)!).fill;
					return { team: el.getAttribute('data-team'), colour: el.getAttribute('data-colour'), fill, hue: hue(fill), person: Number(el.getAttribute('data-person')) };
				})
			};
		},
		{ marks, shape }
	);
}

test.describe('scenarios and colours: a team is drawn in the colour the words call it', () => {
	test.use({ viewport: { width: 1280, height: 720 } });
	const NAMED = '/scenarios/rule35-two-principles-examples-2';

	// The issue's example: the fouling team is Blue, the fouled player "Red #4".
	THEMES.forEach((theme) =>
		LANGUAGES.forEach((lang) => {
			test(`${theme}, ${lang || 'en'}: "Blue #2" blue, "Red #4" red, in both diagrams and the legends`, async ({ page }) => {
				await page.goto(withQuery(lang + NAMED, `theme=${theme}`));
				const words = COLOUR_WORDS[lang]!;
				const situation = page.locator('[data-role="situation"]');
				await expect(situation.locator('text.name')).toHaveText([`${words.red} #4`, `${words.blue} #2`]);
				const people = await drawnColours(page, '[data-role="situation"] [data-role="person"]', '.shape');
				// In the story's order (a player on the foul spot is drawn last, over the others).
				people.marks.sort((a, b) => a.person - b.person);
				expect(people.marks.map((p) => [p.team, p.colour, p.hue])).toEqual([
					['fouled', 'red', 'red'],
					['fouling', 'blue', 'blue']
				]);
				expect(people.marks.map((p) => p.fill)).toEqual([people.red, people.blue]);
				// The result: the fouling team's players blue, the fouled team's red.
				const result = await drawnColours(page, '[data-role="result"] [data-role="player"]', '.shape');
				expect(result.marks.length).toBeGreaterThan(0);
				for (const p of result.marks) {
					const colour = p.team === 'fouling' ? 'blue' : 'red';
					expect([p.colour, p.hue, p.fill], `${p.team} player`).toEqual([colour, colour, colour === 'red' ? result.red : result.blue]);
				}
				// Each legend names the team by its colour beside its shape in that colour.
				for (const where of ['situation', 'result']) {
					const legend = await drawnColours(page, `[data-role="${where}"] [data-role="legend"] li[data-team]`, 'svg > *');
					expect(legend.marks.map((e) => [e.team, e.colour, e.hue])).toEqual([
						['fouling', 'blue', 'blue'],
						['fouled', 'red', 'red']
					]);
					await expect(page.locator(`[data-role="${where}"] [data-role="legend"] li[data-team="fouling"]`)).toContainText(words.blue);
					await expect(page.locator(`[data-role="${where}"] [data-role="legend"] li[data-team="fouled"]`)).toContainText(words.red);
				}
			});
		})
	);

	// Every worked example: each labelled player in the colour of the word its label starts with.
	for (const s of scenarios.filter((x) => (x.people?.length ?? 0) > 0)) {
		test(`${s.id}: every labelled player in the colour of its name`, async ({ page }) => {
			await page.goto(`/scenarios/${s.id}`);
			const drawn = await drawnColours(page, '[data-role="situation"] [data-role="person"]', '.shape');
			expect(drawn.marks).toHaveLength(s.people!.length);
			// Each marker by its place in the story's list, not the drawing order.
			drawn.marks.sort((a, b) => a.person - b.person);
			expect(drawn.marks.map((d) => d.person)).toEqual(s.people!.map((_, k) => k));
			s.people!.forEach((p, k) => {
				const word = /^(Red|Blue)\b/.exec(p.label)?.[1]?.toLowerCase();
				if (!word) return;
				expect([drawn.marks[k]!.colour, drawn.marks[k]!.hue], p.label).toEqual([word, word]);
			});
		});
	}

	// Penalty pages: the fouling team Red, the fouled team Blue, as the checker's and the animation's words say.
	for (const [k, path] of ['/field/5a', '/arena/2', '/field/3'].entries()) {
		const theme = THEMES[k]!;
		const lang = LANGUAGES[(k + 1) % LANGUAGES.length]!;
		test(`${theme}, ${lang || 'en'}, ${path}: every player carries data-colour, drawn in it, the legend alike`, async ({ page }) => {
			await open(page, withQuery(lang + path, `theme=${theme}`));
			const drawn = await drawnColours(page, 'main svg[data-venue] [data-role="player"]', '.shape');
			expect(drawn.marks.length).toBeGreaterThan(0);
			for (const p of drawn.marks) {
				const colour = p.team === 'fouling' ? 'red' : 'blue';
				expect([p.colour, p.hue, p.fill], `${p.team} player`).toEqual([colour, colour, colour === 'red' ? drawn.red : drawn.blue]);
			}
			const legend = await drawnColours(page, '[data-role="legend"] li[data-kind="fouling"], [data-role="legend"] li[data-kind="fouled"]', 'svg *:not(defs *)');
			expect(legend.marks.map((e) => e.hue)).toEqual(['red', 'blue']);
		});
	}
});

/** The guide at 1920x1080 was 10,700 px tall before issue 14 (English); now at most this in every language (measured 6,757 en, 8,647 fr, 7,969 es), CSS px. */
const GUIDE_MAX_HEIGHT = 9000;

test.describe('the Rule 35 guide starts with "which penalty?" and a diagram of its answer', () => {
	const VIEWPORTS = [
		{ width: 1920, height: 1080 },
		{ width: 390, height: 844 },
		{ width: 360, height: 640 }
	];
	THEMES.forEach((theme, i) =>
		LANGUAGES.forEach((lang, j) => {
			const vp = VIEWPORTS[(i + j) % VIEWPORTS.length]!;
			const phone = vp.width < 640;
			test(`${theme}, ${lang || 'en'}, ${vp.width}x${vp.height}: the rule, the answer's diagram on the first screen, the table below`, async ({ page }) => {
				await page.setViewportSize(vp);
				await page.goto(withQuery(`${lang}/rule-35`, `theme=${theme}`));
				const box = async (sel: string) => (await page.locator(sel).first().boundingBox())!;
				const select = await box('[data-role="rule-select"]');
				const diagram = await box('[data-role="answer-figure"] svg[data-venue]');
				const table = await box('table[data-role="table35"]');
				expect(select.y + select.height, 'the rule select on the first screen').toBeLessThan(vp.height);
				expect(diagram.y, `the diagram's top (${Math.round(diagram.y)} px) on the first screen`).toBeLessThan(vp.height);
				// A diagram one can read: at least 60% of the width on a phone, 500 px on a projector.
				expect(diagram.width).toBeGreaterThanOrEqual(phone ? vp.width * 0.6 : 500);
				expect(table.y, 'the long table below the selector').toBeGreaterThan(diagram.y + diagram.height);
				await expect(page.locator('[data-role="answer"] [data-role="summary"]')).not.toBeEmpty();
				const height = await page.evaluate(() => document.documentElement.scrollHeight);
				if (vp.width === 1920) expect(height, 'page height at 1920, px').toBeLessThanOrEqual(GUIDE_MAX_HEIGHT);
			});
		})
	);

	for (const lang of LANGUAGES) {
		test(`${lang || 'en'}, 1920x1080: the page is at most ${GUIDE_MAX_HEIGHT} px tall`, async ({ page }) => {
			await page.setViewportSize({ width: 1920, height: 1080 });
			await page.goto(`${lang}/rule-35`);
			expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(GUIDE_MAX_HEIGHT);
		});
	}

	test('the answer follows the rule: a drawn penalty, or the outcome card of a sanction that places nobody', async ({ page }) => {
		await page.goto('/rule-35?rule=31');
		await expect(page.locator('[data-role="answer"]')).toHaveAttribute('data-shown', '5a');
		await expect(page.locator('[data-role="answer-figure"] [data-role="player"]')).toHaveCount(8);
		await page.getByLabel('Rule violated').selectOption('5.b');
		await expect(page.locator('[data-role="answer"]')).toHaveAttribute('data-shown', '8');
		await expect(page.locator('[data-role="answer-figure"] [data-role="outcome-card"]')).toHaveAttribute('data-icon', 'horse-off');
		await expect(page.locator('[data-role="answer-figure"] svg[data-venue]')).toHaveCount(0);
	});

	test('beside a rule\'s number, what the texts say it covers, in the language of the rule text; nothing where they say nothing', async ({ page }) => {
		for (const lang of ['en', 'fr', 'es'] as const) {
			await page.goto(`/rule-35${lang === 'en' ? '' : `?lang=${lang}`}`);
			const table = page.locator('table[data-role="table35"]');
			for (const [rule, mention] of [['33', ruleMentions[0]!], ['5.b', ruleMentions[2]!], ['22', ruleMentions[3]!]] as const) {
				const covers = table.locator(`tr[data-rule="${rule}"] th [data-role="rule-covers"]`);
				await expect(covers, `${lang} ${rule}`).toHaveText(mention.quote[lang]);
				expect(passageById(mention.passageId)![lang]).toContain(mention.quote[lang]);
			}
			for (const rule of ['24', '2', '21.a', '31']) await expect(table.locator(`tr[data-rule="${rule}"] [data-role="rule-covers"]`)).toHaveCount(0);
		}
		// The guide says it of the rule chosen too.
		await page.goto('/rule-35?rule=33');
		await expect(page.locator('[data-role="rule-mentions"] blockquote')).toHaveCount(2);
		await expect(page.locator('[data-role="rule-mentions"]')).toContainText('a personal foul as defined in Rule 33');
	});
});

test.describe('home: a penalty that places nobody gets a designed card', () => {
	for (const [k, vp] of [
		{ width: 390, height: 844 },
		{ width: 1920, height: 1080 },
		{ width: 390, height: 844 }
	].entries()) {
		const theme = THEMES[k]!;
		const lang = LANGUAGES[(k + 2) % LANGUAGES.length]!;
		test(`${theme}, ${lang || 'en'}, ${vp.width}x${vp.height}: an icon and the outcome in a few words, no dashed placeholder`, async ({ page }) => {
			await page.setViewportSize(vp);
			await page.goto(withQuery(`${lang}/`, `theme=${theme}`));
			const cards = await page.locator('a.card').evaluateAll((as) =>
				as.map((a) => {
					const thumb = a.querySelector('.thumb')!;
					const card = thumb.querySelector('[data-role="outcome-card"]');
					const icon = card?.querySelector('svg')?.getBoundingClientRect();
					const words = card?.querySelector('.words') as HTMLElement | null;
					const dashed = [thumb, ...thumb.querySelectorAll('*')].some((el) => getComputedStyle(el).borderTopStyle === 'dashed');
					return {
						id: `${a.getAttribute('data-venue')}/${a.getAttribute('data-penalty')}`,
						diagram: !!thumb.querySelector('svg[data-venue]'),
						icon: card?.getAttribute('data-icon') ?? null,
						iconPx: icon ? Math.min(icon.width, icon.height) : 0,
						words: words?.innerText.trim() ?? '',
						wordsPx: words ? parseFloat(getComputedStyle(words).fontSize) : 0,
						dashed
					};
				})
			);
			const outcome = cards.filter((c) => !c.diagram);
			expect(outcome.map((c) => c.id)).toEqual(['field/7', 'field/8', 'field/9', 'field/10', 'arena/7', 'arena/8', 'arena/9']);
			for (const c of outcome) {
				expect(c.icon, c.id).not.toBe('none');
				expect(c.iconPx, `${c.id} icon, px`).toBeGreaterThanOrEqual(40);
				expect(c.words.split(/\s+/).length, `${c.id}: "${c.words}" in a few words`).toBeLessThanOrEqual(10);
				expect(c.words.length, c.id).toBeGreaterThan(5);
				expect(c.wordsPx, `${c.id} words, px`).toBeGreaterThanOrEqual(16);
			}
			expect(cards.filter((c) => c.dashed).map((c) => c.id), 'dashed placeholders').toEqual([]);
		});
	}
});
