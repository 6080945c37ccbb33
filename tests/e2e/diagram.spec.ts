/*
 * The diagram's layout as a reader sees it, on a phone (390x844) and a projector (1920x1080): every
 * label inside the SVG's visible box, the foul label clear of the other labels, the designated
 * defender's places and marker entirely visible, and French and Spanish pages drawing and describing
 * the diagram in their language. Positions (data-x, data-y) stay in yards.
 */
import { expect, test, type Page, open } from './fixtures';
import { computeSetup, standardLineup } from '../../src/lib/geometry';

const VIEWPORTS = [
	{ width: 390, height: 844 },
	{ width: 1920, height: 1080 }
];

/** Pages with a diagram, zoomed and not; `zoom` clicks the page's own "Zoom on the play" button. */
const PAGES: { path: string; click?: string }[] = [
	{ path: '/field/5a?foul=150,60&zoom=1' },
	{ path: '/field/5a?foul=150,60' },
	{ path: '/field/5a?foul=40,79&zoom=1' },
	{ path: '/field/2?zoom=1' },
	{ path: '/field/6?zoom=1' },
	{ path: '/arena/2?zoom=1' },
	{ path: '/arena/2' },
	{ path: '/arena/3' },
	{ path: '/arena/4?zoom=1' },
	{ path: '/arena/5a?zoom=1' },
	{ path: '/clinic' },
	{ path: '/clinic?venue=arena' },
	{ path: '/drills/setup?seed=a11y&venue=field&penalty=5a' },
	{ path: '/drills/setup?seed=a11y&venue=field&penalty=4', click: '[data-role="zoom"]' },
	{ path: '/fr/field/5a?foul=150,60&zoom=1' },
	{ path: '/es/arena/2?zoom=1' }
];

interface Box {
	left: number;
	right: number;
	top: number;
	bottom: number;
}

/** The visible diagram's box and every label's box, screen px (players' numbers and drill glyphs are not labels). */
async function layout(page: Page) {
	return page.evaluate(() => {
		const svg = [...document.querySelectorAll<SVGSVGElement>('svg.venue')].find((s) => s.getBoundingClientRect().width > 0)!;
		const box = (e: Element) => {
			const r = e.getBoundingClientRect();
			return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
		};
		const labels = [...svg.querySelectorAll('text')]
			.filter((t) => !t.closest('[data-role="player"], [data-role="drill-marks"], [data-role="bench"], .badge') && (t.textContent ?? '').trim())
			.map((t) => ({ text: t.textContent ?? '', foul: !!t.closest('[data-role="foul"]'), ...box(t) }));
		const defender = [...svg.querySelectorAll('[data-zone-role="designated-defender"], [data-role="player"].role-designated-defender')].map((e) => ({
			what: e.getAttribute('data-role') ?? '',
			...box(e)
		}));
		return { svg: box(svg), labels, defender };
	});
}

const inside = (a: Box, b: Box, tol = 1) => a.left >= b.left - tol && a.right <= b.right + tol && a.top >= b.top - tol && a.bottom <= b.bottom + tol;
const overlap = (a: Box, b: Box) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

for (const viewport of VIEWPORTS) {
	test.describe(`${viewport.width}x${viewport.height}`, () => {
		test.use({ viewport });
		for (const { path, click } of PAGES) {
			test(`${path}${click ? ' (zoomed)' : ''}: labels inside the view, the defender visible`, async ({ page }) => {
				await page.goto(path);
				await expect(page.locator('svg.venue:visible').first()).toBeVisible();
				if (click) {
					await page.locator(click).click();
					await expect(page.locator('svg.venue:visible').first()).toHaveAttribute('data-zoomed', 'true');
				}
				const { svg, labels, defender } = await layout(page);
				expect(labels.length).toBeGreaterThan(0);
				const out = labels.filter((l) => !inside(l, svg)).map((l) => `${l.text} ${JSON.stringify(l)}`);
				expect(out, `labels outside ${JSON.stringify(svg)}`).toEqual([]);
				const foul = labels.filter((l) => l.foul);
				const clash = foul.flatMap((f) => labels.filter((l) => !l.foul && overlap(f, l)).map((l) => `${f.text} / ${l.text}`));
				expect(clash).toEqual([]);
				const cut = defender.filter((d) => !inside(d, svg)).map((d) => `${d.what} ${JSON.stringify(d)}`);
				expect(cut, `designated defender cut off in ${JSON.stringify(svg)}`).toEqual([]);
				if (/arena\/[234]/.test(path)) expect(defender.length).toBeGreaterThanOrEqual(2);
			});
		}
	});
}

test('the ball and players keep their positions in yards', async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 844 });
	// Until the page runs, a phone also has the prerendered close-up: measure the explorer's drawing.
	await open(page, '/arena/2?zoom=1');
	const setup = computeSetup({ venue: 'arena', penalty: '2' });
	const ball = page.locator('svg.venue [data-role="ball"]');
	await expect(ball).toHaveAttribute('data-x', String(setup.ball!.x));
	await expect(ball).toHaveAttribute('data-y', String(setup.ball!.y));
	const dd = standardLineup(setup).find((p) => p.role === 'designated-defender')!;
	const mark = page.locator('svg.venue [data-role="player"].role-designated-defender');
	expect(Number(await mark.getAttribute('data-x'))).toBeCloseTo(dd.x, 2);
	expect(Number(await mark.getAttribute('data-y'))).toBeCloseTo(dd.y, 2);
});

test('the foul cross is drawn clear of the ball on a clinic slide, the spot kept in yards', async ({ page }) => {
	await page.setViewportSize({ width: 1920, height: 1080 });
	await page.goto('/clinic?venue=arena&ids=5a');
	const svg = page.locator('svg.venue:visible').first();
	await expect(svg).toBeVisible();
	const setup = computeSetup({ venue: 'arena', penalty: '5a' });
	const foul = svg.locator('[data-role="foul"]');
	await expect(foul).toHaveAttribute('data-x', String(setup.foul!.x));
	await expect(foul).toHaveAttribute('data-y', String(setup.foul!.y));
	// Still: the ball on its spot (an animation starts it from the foul spot).
	await expect(svg.locator('[data-role="ball"]')).toHaveAttribute('data-y', String(setup.ball!.y));
	await expect(svg).not.toHaveAttribute('data-animating', 'true');
	// The geometry of the cross and of the ball (stroke aside).
	const rect = (e: Element) => {
		const r = e.getBoundingClientRect();
		return { x: r.x, y: r.y, width: r.width, height: r.height };
	};
	const cross = await foul.locator('path').evaluate(rect);
	const dot = await svg.locator('[data-role="ball"] .dot').evaluate(rect);
	const apart = cross.x >= dot.x + dot.width || dot.x >= cross.x + cross.width || cross.y >= dot.y + dot.height || dot.y >= cross.y + cross.height;
	expect(apart).toBe(true);
});

for (const [lang, words, english] of [
	['fr', ['ligne centrale', 'faute', 'but 8'], /Penalty|The ball|team players/],
	['es', ['línea central', 'foul', 'arco 8'], /Penalty|The ball|team players/]
] as const) {
	test(`/${lang}: the diagram draws and describes itself in its language`, async ({ page }) => {
		await page.setViewportSize({ width: 1920, height: 1080 });
		await open(page, `/${lang}/field/5a?foul=150,79`);
		const svg = page.locator('svg.venue').first();
		const texts = (await svg.locator('text').allTextContents()).join(' | ').replace(/[\u00a0\u202f]/g, ' ');
		for (const w of words) expect(texts).toContain(w);
		// The 30 yd circle's label is worded in the language: the number and its unit kept together by a no-break space.
		const circle = (await svg.locator('[data-role="exclusion"] text').allTextContents())[0];
		expect(circle).toBe(lang === 'fr' ? '30\u202Fyd' : '30\u00A0yd');
		const title = (await svg.locator('title').first().textContent()) ?? '';
		const desc = (await svg.locator('desc').first().textContent()) ?? '';
		expect(title).toContain(lang === 'fr' ? 'Terrain extérieur' : 'Cancha al aire libre');
		expect(title).toContain(lang === 'fr' ? 'Pénalité 5.a' : 'Penal 5.a');
		expect(desc).toContain(lang === 'fr' ? "l'équipe fautive" : 'equipo infractor');
		expect(desc).toContain(lang === 'fr' ? 'La balle est en' : 'La bocha está en');
		expect(title + desc).not.toMatch(english);
		const player = (await svg.locator('[data-role="player"] title').first().textContent()) ?? '';
		expect(player).toMatch(lang === 'fr' ? /^Équipe (fautive|ayant subi la faute), joueur \d/ : /^Equipo (infractor|que sufrió el foul), jugador \d/);
		const arena = await page.goto(`/${lang}/arena/2`);
		expect(arena?.ok()).toBe(true);
		const rule = (await page.locator('svg.venue [data-role="rule-line"] text').first().textContent()) ?? '';
		expect(rule).toBe(lang === 'fr' ? 'le point de frappe' : 'el punto del tiro');
	});
}

test('English stays as it was', async ({ page }) => {
	await open(page, '/field/5a?foul=150,79');
	const svg = page.locator('svg.venue').first();
	expect(await svg.locator('title').first().textContent()).toBe('Outdoor field, 300 by 160 yd, boarded: Penalty 5.a: from the spot');
	const texts = await svg.locator('text').allTextContents();
	expect(texts).toEqual(expect.arrayContaining(['centre', '30 yd', 'foul', 'length 300 yd', 'width 160 yd', 'goal 8 yd']));
});
