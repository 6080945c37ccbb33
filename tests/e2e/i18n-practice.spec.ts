/*
 * The practice pages in French and Spanish: /drills, Spot the fault, Set it up, the clinic deck and
 * its speaker notes, an embed and a print handout. Each page, once running, must show none of a set
 * of English interface phrases (sentinels taken from messages/practice/en.json and messages/print/en.json), in its text or in
 * its labels (aria-label, title). The same phrases are checked to be on the English page first, so
 * a sentinel that a page never shows cannot pass for a translation.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';

const read = (part: string) => JSON.parse(readFileSync(new URL(`../../messages/${part}/en.json`, import.meta.url), 'utf8')) as Record<string, string>;
/** The practice pages' messages, and the print page's own (messages/print). */
const en = { ...read('practice'), ...read('print') };
type Key = string;

interface Case {
	path: string;
	/** What says the page is ready (hydrated, its URL read). */
	ready: string;
	/** Keys of en.json whose English text the English page shows. */
	keys: Key[];
}

const CASES: Case[] = [
	{ path: '/drills', ready: '[data-role="drills-home"]', keys: ['dr_home_intro', 'dr_spot_text', 'dr_setup_text', 'dr_privacy_title', 'dr_privacy', 'dr_sc_title'] },
	{
		path: '/drills/spot?seed=abc&venue=field&penalty=2',
		ready: '.drill[data-ready="true"]',
		keys: ['dr_spot_ask', 'dr_spot_legend', 'dr_spot_players_legend', 'dr_spot_zones', 'dr_spot_next', 'dr_filter_any_penalty', 'dr_whole_field']
	},
	{
		path: '/drills/setup?seed=abc&venue=arena&penalty=2',
		ready: '[data-ready="true"]',
		keys: ['dr_setup_how', 'dr_setup_legend', 'dr_setup_items', 'dr_setup_typed', 'dr_setup_restart', 'dr_setup_next', 'dr_zoom', 'dr_setup_x', 'dr_setup_y', 'dr_setup_desc_none']
	},
	{
		path: '/clinic?venue=arena&ids=2,3',
		ready: '.deck[data-ready="true"]',
		keys: ['cl_menu', 'cl_full', 'cl_menu_notes_window', 'cl_key_blank', 'cl_key_animate', 'cl_key_notes', 'cl_theme_contrast', 'cl_prev', 'cl_next']
	},
	{ path: '/clinic/notes?ids=2,3', ready: '[data-role="speaker-notes"]', keys: ['cl_speaker_title', 'cl_speaker_blank', 'cl_speaker_animate', 'cl_notes_shows', 'cl_notes_drawn', 'cl_notes_prevails'] },
	{ path: '/embed/field/5a?foul=150,60', ready: '.embed[data-ready="true"]', keys: ['em_hint_foul', 'em_open', 'em_zoom_in'] },
	{ path: '/embed/arena/9', ready: '.embed[data-ready="true"]', keys: ['em_no_placement'] },
	{ path: '/print/arena', ready: '[data-role="print-all"]', keys: ['pr_intro', 'pr_print', 'pr_prevails', 'prt_choose', 'prt_paper', 'prt_view_play'] }
];

/** The page's text (scripts and styles left out) and its labels. */
async function shown(page: Page): Promise<string> {
	return page.evaluate(() => {
		const body = document.body.cloneNode(true) as HTMLElement;
		body.querySelectorAll('script, style, template').forEach((e) => e.remove());
		const labels = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((e) =>
			['aria-label', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? '')
		);
		return `${document.title}\n${body.textContent ?? ''}\n${labels.join('\n')}`.replace(/\s+/g, ' ');
	});
}

/** A message's fixed words: the longest run between its {parameters}. */
function phrase(key: Key): string {
	const text = en[key];
	if (text === undefined) throw new Error(`no message ${key} in messages/practice or messages/print en.json`);
	return text
		.split(/\{[^}]+\}/)
		.map((s) => s.trim())
		.sort((a, b) => b.length - a.length)[0]!;
}

for (const c of CASES) {
	test(`${c.path}: the English page shows the sentinels; /fr and /es show none of them`, async ({ page }) => {
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(e.message));
		await page.goto(c.path);
		await expect(page.locator(c.ready).first()).toBeVisible();
		const english = await shown(page);
		for (const k of c.keys) expect(english, `${k} on the English page`).toContain(phrase(k));
		for (const locale of ['fr', 'es']) {
			await page.goto(`/${locale}${c.path}`);
			await expect(page.locator(c.ready).first()).toBeVisible();
			await expect(page.locator('html')).toHaveAttribute('lang', locale);
			const text = await shown(page);
			const left = c.keys.filter((k) => text.includes(phrase(k)));
			expect(left, `English left on /${locale}${c.path}`).toEqual([]);
		}
		expect(errors).toEqual([]);
	});
}

test('links on the French drills and print pages stay in French', async ({ page }) => {
	await page.goto('/fr/drills');
	await expect(page.locator('[data-role="start-spot"]')).toHaveAttribute('href', /\/fr\/drills\/spot$/);
	await page.locator('[data-role="start-spot"]').click();
	await expect(page).toHaveURL(/\/fr\/drills\/spot\?seed=/);
	await expect(page.locator('.crumb a')).toHaveAttribute('href', /\/fr\/drills$/);
	await page.goto('/es/print/field');
	await expect(page.locator('.other a')).toHaveAttribute('href', /\/es\/print\/arena$/);
	await page.goto('/fr/embed/field/2');
	await expect(page.locator('[data-role="back-link"]')).toHaveAttribute('href', /\/fr\/field\/2$/);
});

test('the French clinic deck: rule text in French with the English original in the presenter window, the keys in the help', async ({ page }) => {
	await page.goto('/fr/clinic/notes?ids=2');
	const passage = page.locator('[data-role="notes-passage"]').first();
	await expect(passage).toHaveAttribute('lang', 'fr');
	await expect(passage.locator('[data-role="notes-original"] [lang="en"]')).toBeAttached();
	await page.goto('/fr/clinic?ids=2');
	await expect(page.locator('.deck[data-ready="true"]')).toBeVisible();
	// The notes' language is the page's: it is not written into the URL.
	expect(new URL(page.url()).searchParams.get('lang')).toBeNull();
	await page.locator('[data-role="menu"]').click();
	await expect(page.locator('[data-role="deck-menu"]')).toContainText('lire ou mettre en pause');
});
