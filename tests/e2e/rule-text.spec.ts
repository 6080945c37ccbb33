import { expect, test, type Page } from './fixtures';
import { allPassages, passageById, passagesFor, type Lang, type Venue } from '../../src/lib/rules';

/**
 * A penalty page's rule text: only that penalty's passages, in the page's language, prerendered into the
 * page by its server load (+page.server.ts), each translation with the English original one click away
 * and the notice that the original prevails; under / only English. The client never loads the rule
 * passages: no script of the page carries another penalty's text or another language's.
 */

const LANGS: Lang[] = ['en', 'fr', 'es'];
const prefix = (l: Lang) => (l === 'en' ? '' : `/${l}`);
/** Enough of a passage to identify it, short of any markup Svelte might put in the text. */
const slice = (s: string) => s.slice(0, 60);

async function expectRuleText(page: Page, venue: Venue, id: string, lang: Lang) {
	const own = passagesFor(venue, id);
	const panel = page.locator('[data-role="rule-text"]');
	await expect(panel).toHaveAttribute('data-lang', lang);
	await expect(panel.locator('[data-role="passage"]')).toHaveCount(own.length);
	for (const p of own) {
		const block = panel.locator(`[data-passage="${p.id}"]`);
		const shown = block.locator('[data-role="passage-text"]');
		await expect(shown).toHaveAttribute('lang', lang);
		await expect(shown).toContainText(slice(p[lang]));
		if (lang === 'en') {
			await expect(block.locator('[data-role="passage-original"]')).toHaveCount(0);
		} else {
			const original = block.locator('[data-role="passage-original"] blockquote');
			await expect(original).toHaveAttribute('lang', 'en');
			await expect(original).toContainText(slice(p.en));
		}
	}
	await expect(page.locator('[data-role="rules"] [data-role="prevails"]')).toBeVisible();
}

for (const [venue, id] of [
	['field', '5a'],
	['arena', '2']
] as const) {
	for (const lang of LANGS) {
		test(`${prefix(lang)}/${venue}/${id} shows its own passages in ${lang}`, async ({ page }) => {
			await page.goto(`${prefix(lang)}/${venue}/${id}`);
			await expect(page.locator('html')).toHaveAttribute('lang', lang);
			await expectRuleText(page, venue, id, lang);
		});
	}
}

test('the English original is one click away on a French page', async ({ page }) => {
	const p = passagesFor('field', '5a')[0]!;
	await page.goto('/fr/field/5a');
	await expect(page.locator('.explorer')).toHaveAttribute('data-ready', 'true');
	const details = page.locator(`[data-passage="${p.id}"] [data-role="passage-original"]`);
	await expect(details.locator('blockquote')).toBeHidden();
	await details.locator('summary').click();
	await expect(details.locator('blockquote')).toBeVisible();
	await expect(details.locator('blockquote')).toContainText(slice(p.en));
});

test('the passages are in the prerendered HTML of each language, not in any script', async ({ page, request }) => {
	for (const lang of LANGS) {
		const html = await (await request.get(`${prefix(lang)}/field/7`)).text();
		for (const p of passagesFor('field', '7')) {
			expect(html, `${lang} ${p.id}`).toContain(p[lang].slice(0, 40).split(/[&<]/)[0]);
		}
	}
	const scripts: string[] = [];
	page.on('response', async (res) => {
		if (res.request().resourceType() === 'script') scripts.push(await res.text().catch(() => ''));
	});
	await page.goto('/fr/field/5a');
	await expect(page.locator('.explorer')).toHaveAttribute('data-ready', 'true');
	await page.waitForLoadState('networkidle');
	expect(scripts.length).toBeGreaterThan(0);
	// No translation of any passage, this penalty's included (it is in the page's data), and none of the
	// passages the geometry does not cite sentence by sentence (an example of another penalty).
	const other = passageById('rule37-p7-examples')!;
	for (const s of scripts) {
		for (const p of allPassages) {
			expect(s).not.toContain(slice(p.fr));
			expect(s).not.toContain(slice(p.es));
		}
		expect(s).not.toContain(slice(other.en));
	}
});

test('a client-side move to the next penalty brings its passages from the prerendered data', async ({ page }) => {
	await page.goto('/es/field/5a');
	await expect(page.locator('.explorer')).toHaveAttribute('data-ready', 'true');
	await page.locator('[data-role="next"]').click();
	await expect(page).toHaveURL(/\/field\/5b$/);
	// The pager keeps the page's language where its links are localised; the text follows the URL either way.
	const lang: Lang = new URL(page.url()).pathname.startsWith('/es/') ? 'es' : 'en';
	await expectRuleText(page, 'field', '5b', lang);
});
