import { readFileSync } from 'node:fs';
import { test as untouched } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { passageById } from '../../src/lib/rules';
import { examples } from '../../src/lib/rules/examples';

/** Every page in English (/), French (/fr/...) and Spanish (/es/...). */

const messages = Object.fromEntries(
	(['en', 'fr', 'es'] as const).map((l) => [l, JSON.parse(readFileSync(`messages/${l}.json`, 'utf8')) as Record<string, string>])
) as Record<'en' | 'fr' | 'es', Record<string, string>>;
const LOCALES = ['en', 'fr', 'es'] as const;
const prefix = (l: string) => (l === 'en' ? '' : `/${l}`);

/** The folder the site was built into (svelte.config.js: BUILD_DIR, else build/). */
const BUILD = process.env.BUILD_DIR ?? 'build';

/** The text of a prerendered page of the build, tags stripped and the entities Svelte writes decoded. */
function built(path: string): string {
	const html = readFileSync(`${BUILD}${path}.html`, 'utf8');
	return html
		.replace(/<script[\s\S]*?<\/script>/g, '')
		.replace(/<[^>]+>/g, ' ')
		.replace(/&#39;/g, "'")
		.replace(/&quot;/g, '"')
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&')
		.replace(/\s+/g, ' ');
}

async function alternates(page: Page): Promise<Record<string, string>> {
	return page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) =>
		Object.fromEntries(links.map((l) => [l.getAttribute('hreflang')!, new URL((l as HTMLLinkElement).href).pathname]))
	);
}

test('the French and Spanish home pages are in their language, <html lang> included', async ({ page }) => {
	for (const l of LOCALES) {
		await page.goto(`${prefix(l)}/`);
		await expect(page.locator('html')).toHaveAttribute('lang', l);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[l].home_h1!);
		await expect(page.locator('section#field h2')).toHaveText(messages[l].venue_field!);
		await expect(page.locator('[data-penalty="2"][data-venue="field"] .title')).toHaveText(messages[l].title_field_2!);
		await expect(page.locator('footer [data-role="prevails-notice"]')).toHaveText(messages[l].nav_footer_prevails!);
		// every link to another page stays in the language
		const hrefs = await page.locator('main a[href], header nav[aria-label] > a[href]').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
		expect(hrefs.length).toBeGreaterThan(20);
		for (const h of hrefs) expect(h, h).toMatch(l === 'en' ? /^\/(?!fr\/|es\/)/ : new RegExp(`^/${l}/`));
	}
});

test('each page links its three languages and x-default with hreflang', async ({ page }) => {
	for (const path of ['/field/5a', '/fr/arena/2', '/es/rule-35', '/fr/scenarios/rule35-p1-examples-1', '/es/']) {
		await page.goto(path);
		const bare = path.replace(/^\/(fr|es)(?=\/)/, '');
		const expected = bare === '/' ? { en: '/', fr: '/fr/', es: '/es/' } : { en: bare, fr: `/fr${bare}`, es: `/es${bare}` };
		expect(await alternates(page), path).toEqual({ ...expected, 'x-default': expected.en });
	}
});

test('switching language keeps the page, its query and its hash', async ({ page }) => {
	await page.goto('/field/5a?foul=110,75');
	// The links take the query once the page has hydrated (the prerendered links carry the path only).
	await expect(page.locator('article[data-ready="true"]')).toBeVisible();
	const sw = page.locator('[data-role="language-switch"]');
	await expect(sw.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
	await sw.getByRole('link', { name: 'Français' }).click();
	await expect(page).toHaveURL(/\/fr\/field\/5a\?foul=110,75$/);
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
	await expect(sw.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
	await expect(page.locator('article[data-ready="true"]')).toBeVisible();

	// a page that rewrites its address without a navigation (the explorer does) is switched as it is now
	await page.evaluate(() => history.replaceState(history.state, '', `${location.pathname}?foul=100,60&time=2#rule`));
	await sw.getByRole('link', { name: 'Español' }).click();
	await expect(page).toHaveURL(/\/es\/field\/5a\?foul=100,60&time=2#rule$/);
	await expect(page.locator('html')).toHaveAttribute('lang', 'es');
	await sw.getByRole('link', { name: 'English' }).click();
	await expect(page).toHaveURL(/\/field\/5a\?foul=100,60&time=2#rule$/);
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

// Playwright's own test: the suite's waits for the page to be ready after each load.
untouched('a language link followed before the page\'s code has run keeps the query and hash (the gate gives them)', async ({ page }) => {
	// The page's scripts are held back: the switch is used on the prerendered page, as on a slow phone.
	let release = () => {};
	const held = new Promise<void>((r) => (release = r));
	await page.route('**/_app/immutable/**/*.js', async (route) => {
		await held;
		await route.continue().catch(() => {});
	});
	await page.goto('/es/arena/2?foul=40,20#rule');
	await expect(page.locator('html')).toHaveAttribute('data-started', '');
	await expect(page.locator('html')).not.toHaveAttribute('data-ready', '');
	await page.locator('[data-role="language-switch"]').getByRole('link', { name: 'English' }).click();
	await expect(page).toHaveURL(/\/arena\/2\?foul=40,20#rule$/);
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	release();
});

test('/fr/rule-35 shows the French passages with the English original one click away and the notice', async ({ page }) => {
	const principles = passageById('rule35-two-principles')!;
	await page.goto('/fr/rule-35');
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.fr.r35_title!);
	const block = page.locator('[id="rule35-two-principles"]');
	await expect(block.locator('[data-role="passage-text"]')).toContainText(principles.fr.slice(0, 60));
	await expect(block.locator('[data-role="passage-text"]')).toHaveAttribute('lang', 'fr');
	const original = block.locator('[data-role="passage-original"]');
	await expect(original.locator('blockquote')).toBeHidden();
	await original.locator('summary').click();
	await expect(original.locator('blockquote')).toBeVisible();
	await expect(original.locator('blockquote')).toHaveAttribute('lang', 'en');
	await expect(original.locator('blockquote')).toContainText(principles.en.slice(0, 60));
	await expect(page.locator('[data-role="prevails"]')).toContainText(messages.fr.lang_prevails!);
	await expect(page.getByLabel(messages.fr.lang_rule_text!)).toHaveValue('fr');
	await expect(page.locator('table[data-role="table35"] thead th').first()).toHaveText('RÈGLE VIOLÉE');
	// the guide speaks French, its links stay French
	await expect(page.getByRole('note')).toContainText(messages.fr.r35_not_verdict!);
	const allowed = page.locator('[data-role="allowed"] > li a').first();
	expect(new URL((await allowed.getAttribute('href'))!, page.url()).pathname).toMatch(/^\/fr\/field\//);

	// the English text is still there on demand, in the French interface
	await page.getByLabel(messages.fr.lang_rule_text!).selectOption('en');
	await expect(page).toHaveURL(/\/fr\/rule-35\?lang=en/);
	await expect(block.locator('[data-role="passage-text"]')).toContainText(principles.en.slice(0, 60));
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.fr.r35_title!);
});

test('a Spanish scenario page: title, caption, players and passage in Spanish', async ({ page }) => {
	const id = 'rule35-p1-examples-3';
	const ex = examples.find((e) => e.id === id)!;
	await page.goto(`/es/scenarios/${id}`);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.es[`scen_title_${id.replace(/-/g, '_')}`]!);
	await expect(page.locator('[data-role="situation"] figcaption')).toHaveText(messages.es[`scen_caption_${id.replace(/-/g, '_')}`]!);
	await expect(page.locator('[data-role="passage-text"]').first()).toContainText(ex.es.slice(0, 50));
	await expect(page.locator('[data-role="situation"] [data-role="person"] title', { hasText: 'Rojo #4' })).toHaveCount(1);
	await expect(page.locator('[data-role="situation"] text', { hasText: 'Azul #2' })).toHaveCount(1);
	await expect(page.locator('[data-role="legend"]').first()).toContainText('Rojo');
	expect(new URL((await page.locator('[data-role="penalty-link"]').getAttribute('href'))!, page.url()).pathname).toBe('/es/field/1');
	// the library link keeps the language
	await page.getByRole('link', { name: messages.es.scen_library! }).click();
	await expect(page).toHaveURL(/\/es\/scenarios$/);
	await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('an unknown page under /fr/ answers with the French error page', async ({ page }) => {
	const res = await page.goto('/fr/nowhere-at-all');
	expect(res?.status()).toBe(404);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.fr.err_h1_404!);
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
	const first = page.locator('[data-role="valid-links"] a').first();
	expect(new URL((await first.getAttribute('href'))!, page.url()).pathname).toBe('/fr/field/1');
});

test('the build holds the French and Spanish pages with their passages', () => {
	const principles = passageById('rule35-two-principles')!;
	const slice = (s: string) => s.slice(0, 80);
	expect(built('/rule-35')).toContain(slice(principles.en));
	expect(built('/fr/rule-35')).toContain(slice(principles.fr));
	expect(built('/es/rule-35')).toContain(slice(principles.es));
	expect(built('/fr/rule-35')).toContain(messages.fr.r35_intro!);
	expect(built('/es/rule-35')).toContain(messages.es.r35_intro!);
	const ex = examples.find((e) => e.id === 'rule35-p5-examples-2')!;
	expect(built('/fr/scenarios/rule35-p5-examples-2')).toContain(slice(ex.fr));
	expect(built('/es/scenarios/rule35-p5-examples-2')).toContain(slice(ex.es));
	expect(built('/es/scenarios')).toContain(messages.es.scen_intro!);
	for (const l of ['fr', 'es'] as const) {
		expect(readFileSync(`${BUILD}/${l}/index.html`, 'utf8')).toContain(`<html lang="${l}"`);
		for (const path of ['/field/5a', '/arena/6b', '/rule-35', '/scenarios', '/drills', '/clinic']) {
			expect(readFileSync(`${BUILD}/${l}${path}.html`, 'utf8'), `${l}${path}`).toContain(`<html lang="${l}"`);
		}
	}
});
