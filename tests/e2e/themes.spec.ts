/*
 * The colour themes as the browser applies them (src/app.css, src/themes/): the system's preference
 * (emulateMedia colorScheme) against the theme chosen (?theme=, <html data-theme>), a themed element
 * inside another theme (the clinic's presenter, the print sheets), and paper (media print: the light
 * block whatever the screen's theme). Read from the computed style of what is drawn: the page's
 * background, the grass, the stroke scale, the color-scheme.
 */
import { expect, test, type Page } from './fixtures';

test.describe.configure({ timeout: 60_000 });

// The themes' --bg and --grass (light #ffffff #9fc293, dark #121513 #35513a, contrast #000000 #000000) as drawn.
const LIGHT = { scheme: 'light', bg: 'rgb(255, 255, 255)', grass: 'rgb(159, 194, 147)', stroke: '1' };
const DARK = { scheme: 'dark', bg: 'rgb(18, 21, 19)', grass: 'rgb(53, 81, 58)', stroke: '1' };
const CONTRAST = { scheme: 'dark', bg: 'rgb(0, 0, 0)', grass: 'rgb(0, 0, 0)', stroke: '2' };
type Look = typeof LIGHT;

/** What is drawn inside an element: a probe's ground in var(--bg), its ink in var(--grass); and the element's strokes and color-scheme. */
async function looks(page: Page, selector: string): Promise<Look> {
	return page.evaluate((sel) => {
		const el = document.querySelector<HTMLElement>(sel)!;
		const cs = getComputedStyle(el);
		const probe = document.createElement('div');
		probe.style.background = 'var(--bg)';
		probe.style.color = 'var(--grass)';
		el.append(probe);
		const { backgroundColor: bg, color: grass } = getComputedStyle(probe);
		probe.remove();
		return { scheme: cs.colorScheme, bg, grass, stroke: cs.getPropertyValue('--stroke-scale').trim() };
	}, selector);
}

const CASES: { system: 'light' | 'dark'; theme: string | null; want: Look }[] = [
	{ system: 'light', theme: null, want: LIGHT },
	{ system: 'dark', theme: null, want: DARK },
	{ system: 'dark', theme: 'light', want: LIGHT },
	{ system: 'light', theme: 'dark', want: DARK },
	{ system: 'dark', theme: 'dark', want: DARK },
	{ system: 'light', theme: 'contrast', want: CONTRAST },
	{ system: 'dark', theme: 'contrast', want: CONTRAST }
];

for (const c of CASES) {
	test(`a ${c.system} system, theme ${c.theme ?? 'not chosen'}: the page is ${c.want === LIGHT ? 'light' : c.want === DARK ? 'dark' : 'high contrast'}`, async ({ page }) => {
		await page.emulateMedia({ colorScheme: c.system });
		await page.goto(c.theme ? `/field/5a?theme=${c.theme}` : '/field/5a');
		expect(await page.locator('html').getAttribute('data-theme')).toBe(c.theme);
		expect(await looks(page, 'html')).toEqual(c.want);
		expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), "the page's ground").toBe(c.want.bg);
	});
}

for (const system of ['light', 'dark'] as const)
	test(`a themed element inside another theme takes its own, on a ${system} system`, async ({ page }) => {
		await page.emulateMedia({ colorScheme: system });
		for (const [root, inner, want] of [
			['light', 'dark', DARK],
			['dark', 'light', LIGHT],
			['contrast', 'light', LIGHT],
			['light', 'contrast', CONTRAST],
			[null, 'dark', DARK],
			[null, 'light', LIGHT]
		] as const) {
			await page.goto(root ? `/?theme=${root}` : '/');
			await page.evaluate((t) => {
				const d = document.createElement('div');
				d.id = 'nested';
				d.dataset.theme = t;
				document.body.append(d);
			}, inner);
			expect(await looks(page, '#nested'), `${system} system, ${inner} inside ${root ?? 'no theme'}`).toEqual(want);
		}
	});

for (const system of ['light', 'dark'] as const)
	test(`paper takes the light block whatever the screen theme, on a ${system} system`, async ({ page }) => {
		await page.emulateMedia({ media: 'print', colorScheme: system });
		for (const theme of [null, 'light', 'dark', 'contrast']) {
			await page.goto(theme ? `/rule-35?theme=${theme}` : '/rule-35');
			expect(await looks(page, 'html'), `print, ${system} system, theme ${theme}`).toEqual(LIGHT);
		}
	});
