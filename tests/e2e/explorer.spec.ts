/*
 * The explorer against the built, prerendered site: the markup embedders rely on, compared with
 * what the geometry module computes (never with copied numbers).
 */
import { expect, test, type Page, open } from './fixtures';
import {
	computeSetup,
	getVenue,
	hasPlacement,
	penaltyIds,
	standardLineup,
	type Point,
	type Setup,
	type SetupOptions,
	type VenueKind
} from '../../src/lib/geometry';
import { sentenceOf } from '../../src/lib/geometry/sentences';
import { penaltyTitle } from '../../src/lib/i18n/penalties';

const TOL = 0.01;
const KINDS: VenueKind[] = ['field', 'arena'];
const round1 = (v: number) => {
	const r = Math.round(v * 10) / 10;
	return Object.is(r, -0) ? 0 : r;
};

/** Collects page errors and console errors; fails the test if any appear. */
function watchErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
	page.on('console', (m) => {
		if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(`console: ${m.text()}`);
	});
	page.on('dialog', (d) => {
		errors.push(`dialog: ${d.message()}`);
		void d.dismiss();
	});
	return errors;
}


async function num(page: Page, selector: string, attr: string): Promise<number> {
	const v = await page.locator(selector).first().getAttribute(attr);
	return Number(v);
}

async function expectBall(page: Page, ball: Point) {
	expect(Math.abs((await num(page, '[data-role="ball"]', 'data-x')) - ball.x)).toBeLessThan(TOL);
	expect(Math.abs((await num(page, '[data-role="ball"]', 'data-y')) - ball.y)).toBeLessThan(TOL);
}

/** The players in the markup match standardLineup(setup), team, number, role and position. */
async function expectPlayers(page: Page, setup: Setup) {
	const want = standardLineup(setup);
	const got = await page.locator('svg[data-venue] [data-role="player"]').evaluateAll((els) =>
		els.map((e) => ({
			team: e.getAttribute('data-team'),
			number: Number(e.getAttribute('data-number')),
			x: Number(e.getAttribute('data-x')),
			y: Number(e.getAttribute('data-y')),
			designated: e.hasAttribute('data-designated'),
			transform: e.getAttribute('transform'),
			// A marker drawn off the ball (clear.ts: symbols are bigger than the yards between them).
			dx: Number(e.getAttribute('data-dx') ?? 0),
			dy: Number(e.getAttribute('data-dy') ?? 0)
		}))
	);
	expect(got).toHaveLength(8);
	expect(got.filter((p) => p.team === 'fouling')).toHaveLength(4);
	expect(got.filter((p) => p.team === 'fouled')).toHaveLength(4);
	for (const w of want) {
		const g = got.find((p) => p.team === w.team && p.number === w.number);
		expect(g, `${w.team} ${w.number}`).toBeTruthy();
		expect(Math.abs(g!.x - w.x), `${w.team} ${w.number} x`).toBeLessThan(TOL);
		expect(Math.abs(g!.y - w.y), `${w.team} ${w.number} y`).toBeLessThan(TOL);
		expect(g!.designated).toBe(w.role === 'designated-defender');
		// Drawn where it says it is: translate(x, -y) in the yard viewBox, less the shift that keeps a
		// number clear of the ball (data-dx/dy; its size, a marker's on screen, is clear.spec's).
		const m = /translate\(([-\d.e]+)[ ,]([-\d.e]+)\)/.exec(g!.transform ?? '');
		expect(Math.abs(Number(m![1]) - g!.dx - w.x)).toBeLessThan(TOL);
		expect(Math.abs(Number(m![2]) + g!.dy + w.y)).toBeLessThan(TOL);
	}
}

async function expectSetup(page: Page, setup: Setup) {
	const svg = page.locator(`svg[data-venue="${setup.venue.kind}"]`);
	await expect(svg).toHaveAttribute('data-length', String(setup.venue.length));
	await expect(svg).toHaveAttribute('data-width', String(setup.venue.width));
	await expectBall(page, setup.ball!);
	await expectPlayers(page, setup);
	await expect(page.locator('svg[data-venue] [data-role="zone"]')).toHaveCount(setup.zones.length);
	for (const team of ['fouling', 'fouled'] as const) {
		await expect(page.locator(`svg[data-venue] [data-role="zone"][data-team="${team}"]`)).toHaveCount(setup.zones.filter((z) => z.team === team).length);
	}
	await expect(page.locator('svg[data-venue] [data-role="exclusion"]')).toHaveCount(setup.exclusions.length);
	await expect(page.locator('[data-role="summary"]')).toHaveText(setup.summary);
	await expect(svg.locator(':scope > desc')).toContainText(setup.summary);
	await expect(svg.locator(':scope > title')).toContainText(setup.title);
}

/** Clicks the diagram at the screen pixel nearest to `target` (yards); returns the yards actually clicked, as the app rounds them. */
async function clickYards(page: Page, target: Point): Promise<Point> {
	const svg = page.locator('svg[data-venue]');
	await svg.scrollIntoViewIfNeeded();
	const screen = await svg.evaluate((el, t) => {
		const s = el as SVGSVGElement;
		const p = new DOMPoint(t.x, -t.y).matrixTransform(s.getScreenCTM()!);
		return { x: Math.round(p.x), y: Math.round(p.y) };
	}, target);
	const yards = await svg.evaluate((el, p) => {
		const s = el as SVGSVGElement;
		const q = new DOMPoint(p.x, p.y).matrixTransform(s.getScreenCTM()!.inverse());
		return { x: q.x, y: -q.y };
	}, screen);
	await page.mouse.click(screen.x, screen.y);
	return { x: round1(yards.x), y: round1(yards.y) };
}

const search = (page: Page) => new URL(page.url()).search;

test.describe('every page of both venues', () => {
	for (const kind of KINDS) {
		for (const id of penaltyIds(kind)) {
			test(`${kind} ${id}: drawn as computeSetup says, or its card`, async ({ page }) => {
				const errors = watchErrors(page);
				const res = await open(page, `/${kind}/${id}`);
				expect(res?.status()).toBe(200);
				const setup = computeSetup({ venue: getVenue(kind), penalty: id });
				if (hasPlacement(kind, id)) {
					await expectSetup(page, setup);
					await expect(page.locator('[data-role="outcome"]')).toHaveCount(0);
				} else {
					await expect(page.locator('[data-role="outcome"]')).toContainText(setup.outcome!.text);
					await expect(page.locator('[data-role="outcome"]')).toContainText(sentenceOf(setup.outcome!.citation));
					await expect(page.locator('svg[data-venue] [data-role="player"]')).toHaveCount(0);
				}
				expect(errors).toEqual([]);
			});
		}
	}

	for (const viewport of [{ width: 1920, height: 1080 }, { width: 390, height: 844 }]) {
		test(`the prerendered HTML holds the default diagram, drawn once (${viewport.width} px)`, async ({ browser }) => {
			const ctx = await browser.newContext({ javaScriptEnabled: false, viewport });
			const page = await ctx.newPage();
			await page.goto('/arena/4');
			const setup = computeSetup({ venue: 'arena', penalty: '4' });
			// One drawing of the setup: one ball and eight players in the whole document.
			await expect(page.locator('[data-role="ball"]')).toHaveCount(1);
			await expect(page.locator('[data-role="player"]')).toHaveCount(8);
			await expect(page.locator('svg[data-venue]')).toHaveCount(1);
			const svg = page.locator('svg[data-venue="arena"]');
			await expect(svg).toBeVisible();
			await expect(svg.locator('[data-role="ball"]')).toHaveAttribute('data-x', String(setup.ball!.x));
			await expect(svg.locator('[data-role="ball"]')).toHaveAttribute('data-y', String(setup.ball!.y));
			await ctx.close();
		});
	}

	test('the home page lists both venues and every penalty with a thumbnail', async ({ page }) => {
		const errors = watchErrors(page);
		await page.goto('/');
		for (const kind of KINDS) {
			const section = page.locator(`[data-venue-section="${kind}"]`);
			for (const id of penaltyIds(kind)) {
				const card = section.locator(`a[data-penalty="${id}"]`);
				await expect(card).toHaveAttribute('href', new RegExp(`${kind}/${id}$`));
				if (hasPlacement(kind, id)) await expect(card.locator(`svg[data-venue="${kind}"]`)).toHaveCount(1);
			}
		}
		await page.locator('a[data-penalty="5a"][data-venue="field"]').click();
		await expect(page).toHaveURL(/\/field\/5a$/);
		await expect(page.locator('svg[data-venue="field"] [data-role="ball"]')).toHaveCount(1);
		expect(errors).toEqual([]);
	});
});

test.describe('the foul spot', () => {
	test('a click on field 5.a puts the ball where computeSetup says and writes foul= to the URL', async ({ page }) => {
		const errors = watchErrors(page);
		await open(page, '/field/5a');
		const venue = getVenue('field');
		const clicked = await clickYards(page, { x: 180, y: 78 });
		const setup = computeSetup({ venue, penalty: '5a', foul: clicked });
		await expect.poll(() => search(page)).toBe(`?foul=${clicked.x},${clicked.y}`);
		await expectSetup(page, setup);
		// 78 yd off centre is nearer the boards than the rule allows: moved, and the page says why.
		expect(setup.adjustments).toHaveLength(1);
		await expect(page.locator('[data-role="adjustment-notice"]')).toContainText(setup.adjustments[0]!.message);
		await expect(page.locator('svg [data-role="foul"]')).toHaveAttribute('data-x', String(clicked.x));
		expect(errors).toEqual([]);
	});

	test('field P6: a click near the boards is where the ball crossed the back line; the spot is clamped to 40 yd with a notice', async ({ page }) => {
		await open(page, '/field/6');
		const venue = getVenue('field');
		const clicked = await clickYards(page, { x: 20, y: 74 });
		const setup = computeSetup({ venue, penalty: '6', foul: clicked });
		await expectBall(page, setup.ball!);
		expect(setup.ball!.y).toBeLessThan(clicked.y);
		await expect(page.locator('[data-role="adjustment-notice"]')).toContainText(setup.adjustments[0]!.message);
		await expect(page.locator('[data-role="adjustment-notice"]')).toContainText('40 yd');
		await expectPlayers(page, setup);
	});

	test('the foul spot can be typed in with the keyboard', async ({ page }) => {
		await open(page, '/arena/5a');
		await page.locator('[data-role="foul-x"]').fill('12');
		await page.locator('[data-role="foul-y"]').fill('-3');
		await page.locator('[data-role="foul-y"]').press('Enter');
		const setup = computeSetup({ venue: 'arena', penalty: '5a', foul: { x: 12, y: -3 } });
		await expect.poll(() => search(page)).toBe('?foul=12,-3');
		await expectSetup(page, setup);
		await expect(page.locator('[data-role="adjustment-notice"]')).toBeVisible();
		await page.locator('[data-role="foul-clear"]').click();
		await expect.poll(() => search(page)).toBe('');
		await expectBall(page, computeSetup({ venue: 'arena', penalty: '5a' }).ball!);
	});

	test('a click outside the playing area says so and changes nothing', async ({ page }) => {
		await open(page, '/field/5a?foul=100,10');
		await clickYards(page, { x: -20, y: 0 });
		await expect(page.locator('[data-role="notice"]').first()).toContainText('outside');
		expect(search(page)).toBe('?foul=100,10');
	});
});

test.describe('options', () => {
	async function expectOption(page: Page, kind: VenueKind, id: string, foul: Point | null, options: SetupOptions) {
		const setup = computeSetup({ venue: kind, penalty: id, foul, options });
		await expectSetup(page, setup);
		return setup;
	}

	test('field P2 from the spot', async ({ page }) => {
		await open(page, '/field/2');
		await page.locator('input[name="from"][value="spot"]').check();
		await expect.poll(() => search(page)).toBe('?from=spot');
		const setup = await expectOption(page, 'field', '2', null, { from: 'spot' });
		await expect(page.locator('[data-role="exclusion"]')).toHaveAttribute('data-radius', String(setup.exclusions[0]!.radius));
		await page.locator('input[name="from"][value="line"]').check();
		await expect.poll(() => search(page)).toBe('');
		await expectOption(page, 'field', '2', null, {});
	});

	test('field P3 defended', async ({ page }) => {
		await open(page, '/field/3');
		const before = computeSetup({ venue: 'field', penalty: '3' });
		await page.locator('[data-role="option-defended"]').check();
		await expect.poll(() => search(page)).toBe('?defended=1');
		const setup = await expectOption(page, 'field', '3', null, { defended: true });
		expect(setup.summary).not.toBe(before.summary);
		await expect(page.locator('[data-role="rules"] figure')).toHaveCount(setup.notes.length);
	});

	test('arena P2 fouled inside the 15: from the spot', async ({ page }) => {
		await open(page, '/arena/2');
		await page.locator('input[name="from"][value="spot"]').check();
		await expect.poll(() => search(page)).toMatch(/^\?foul=[-\d.]+,[-\d.]+&from=spot$/);
		const [x, y] = new URLSearchParams(search(page)).get('foul')!.split(',').map(Number) as [number, number];
		expect(x).toBeLessThan(15);
		await expect(page.locator('[data-role="notice"]').first()).toBeVisible();
		await expectOption(page, 'arena', '2', { x, y }, { from: 'spot' });
		// A click inside the 15 moves the hit with it.
		const clicked = await clickYards(page, { x: 8, y: -6 });
		await expectOption(page, 'arena', '2', clicked, { from: 'spot' });
	});

	test('arena P3 Alternative Rule 9', async ({ page }) => {
		await open(page, '/arena/3?foul=45,-12');
		await page.locator('[data-role="option-alt9"]').check();
		await expect.poll(() => search(page)).toBe('?foul=45,-12&alt9=1');
		await expectOption(page, 'arena', '3', { x: 45, y: -12 }, { alternativeRule9: true });
		await page.locator('[data-role="option-alt9"]').uncheck();
		await expectOption(page, 'arena', '3', { x: 45, y: -12 }, {});
	});

	test('arena 6b: the original penalty', async ({ page }) => {
		await open(page, '/arena/6b');
		await expectOption(page, 'arena', '6b', null, {});
		await page.locator('[data-role="option-original"]').selectOption('3');
		await expect.poll(() => search(page)).toBe('?orig=3');
		await expectOption(page, 'arena', '6b', null, { original: '3' });
	});
});

test.describe('URLs', () => {
	test('a deep link round trip: the URL restores the state exactly, and the UI writes the same URL', async ({ page }) => {
		const q = '?foul=9.5,4&from=spot&dims=80x40&theme=dark';
		await open(page, `/arena/2${q}`);
		const venue = getVenue('arena', { length: 80, width: 40 });
		const setup = computeSetup({ venue, penalty: '2', foul: { x: 9.5, y: 4 }, options: { from: 'spot' } });
		await expectSetup(page, setup);
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
		await expect(page.locator('input[name="from"][value="spot"]')).toBeChecked();
		await expect(page.locator('[data-role="dims-length"]')).toHaveValue('80');
		await expect(page.locator('article')).toHaveAttribute('data-search', q);
		expect(search(page)).toBe(q);
		// Change something and change it back: the same URL.
		const svg = page.locator('svg[data-venue]');
		await svg.focus();
		await page.keyboard.press('+');
		await expect.poll(() => search(page)).toMatch(new RegExp(`^${q.replace(/[?.]/g, '\\$&')}&view=-?[\\d.]+,-?[\\d.]+,[\\d.]+$`));
		await page.keyboard.press('0');
		await expect.poll(() => search(page)).toBe(q);
		// Reloading gives the same drawing.
		await page.reload();
		await expect(page.locator('article[data-ready="true"]')).toBeVisible();
		await expectSetup(page, setup);
	});

	test('a custom arena size', async ({ page }) => {
		await open(page, '/arena/5a');
		await page.locator('[data-role="dims-length"]').fill('70');
		await page.locator('[data-role="dims-width"]').fill('35.5');
		await page.locator('[data-role="dims-apply"]').click();
		await expect.poll(() => search(page)).toBe('?dims=70x35.5');
		await expectSetup(page, computeSetup({ venue: getVenue('arena', { length: 70, width: 35.5 }), penalty: '5a' }));
		// Out of range: refused with a notice, the diagram unchanged.
		await page.locator('[data-role="dims-length"]').fill('5');
		await page.locator('[data-role="dims-apply"]').click();
		await expect(page.locator('[data-role="venue-size"] [data-role="notice"]')).toContainText('between');
		expect(search(page)).toBe('?dims=70x35.5');
		// A preset.
		await page.locator('[data-role="preset"]').selectOption('small');
		await expect.poll(() => search(page)).toBe('?preset=small');
		await expectSetup(page, computeSetup({ venue: getVenue('arena', 'small'), penalty: '5a' }));
	});

	for (const [path, prev, next, locale] of [
		['/fr/arena/6a', '5b', '6b', 'fr'],
		['/field/1', null, '2', 'en'],
		['/es/field/10', '9', null, 'es']
	] as const) {
		test(`${path}: the pager names its neighbours in the page's language (from the page's data)`, async ({ page }) => {
			await open(page, path);
			const kind = path.includes('/arena/') ? 'arena' : 'field';
			if (prev) await expect(page.locator('[data-role="prev"]')).toHaveText(`← ${penaltyTitle(kind, prev, locale)}`);
			else await expect(page.locator('[data-role="prev"]')).toHaveCount(0);
			if (next) await expect(page.locator('[data-role="next"]')).toHaveText(`${penaltyTitle(kind, next, locale)} →`);
			else await expect(page.locator('[data-role="next"]')).toHaveCount(0);
		});
	}

	test('moving to the next penalty keeps the venue size and theme', async ({ page }) => {
		await open(page, '/field/4?preset=unboarded&theme=contrast&foul=100,20');
		await page.locator('[data-role="next"]').click();
		await expect(page).toHaveURL(/\/field\/5a\?preset=unboarded&theme=contrast$/);
		await expect(page.locator('article[data-ready="true"]')).toBeVisible();
		await expectSetup(page, computeSetup({ venue: getVenue('field', 'unboarded'), penalty: '5a' }));
	});

	for (const path of ['/field/99', '/stadium/1', '/arena/10', '/field']) {
		test(`${path} is a real 404 listing the valid pages`, async ({ page }) => {
			const res = await page.goto(path);
			expect(res?.status()).toBe(404);
			await expect(page.locator('[data-role="error"]')).toBeVisible();
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
			const links = page.locator('[data-role="valid-links"] a');
			await expect(links).toHaveCount(penaltyIds('field').length + penaltyIds('arena').length);
			await expect(page.locator('[data-role="valid-links"] a[href$="/field/5a"]')).toHaveCount(1);
			await expect(page.locator('[data-role="valid-links"] a[href$="/arena/6d"]')).toHaveCount(1);
			await page.locator('[data-role="valid-links"] a[href$="/arena/4"]').click();
			await expect(page.locator('svg[data-venue="arena"] [data-role="ball"]')).toHaveCount(1);
		});
	}

	test('hostile query values: a notice, a correct diagram, no errors, nothing injected', async ({ page }) => {
		const errors = watchErrors(page);
		const long = 'x'.repeat(10_000);
		const q = new URLSearchParams({
			foul: '<script>alert(1)</script>',
			dims: '-5x-5',
			from: '"><img src=x onerror=alert(1)>',
			defended: 'NaN',
			orig: '1e309',
			preset: long,
			theme: '<b>dark</b>'
		});
		await open(page, `/field/5a?${q}`);
		const notices = page.locator('[role="status"][data-role="notice"]');
		expect(await notices.count()).toBeGreaterThanOrEqual(6);
		await expect(notices.first()).toBeVisible();
		await expectSetup(page, computeSetup({ venue: 'field', penalty: '5a' }));
		await expect(page.locator('img[src="x"]')).toHaveCount(0);
		await expect(page.locator('main script')).toHaveCount(0);
		expect(await page.locator('[data-role="notice"]').allTextContents()).not.toContain(long);
		await expect(page.locator('html')).not.toHaveAttribute('data-theme', /<|dark/);

		// Out-of-range numbers and options that do not apply to this penalty.
		await open(page, '/arena/3?foul=1e999,5&alt9=1&dims=100x5000');
		expect(await notices.count()).toBeGreaterThanOrEqual(3);
		await expectSetup(page, computeSetup({ venue: 'arena', penalty: '3' }));
		await open(page, '/arena/4?foul=99999999999999999999,0&from=spot&orig=5a&zoom=banana');
		await expectSetup(page, computeSetup({ venue: 'arena', penalty: '4' }));
		expect(errors).toEqual([]);
	});
});

test.describe('themes and sizes', () => {
	test('the theme switch sets the theme and the URL', async ({ page }) => {
		await open(page, '/field/2');
		await page.locator('[data-role="theme-switch"]').selectOption('contrast');
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'contrast');
		await expect.poll(() => search(page)).toBe('?theme=contrast');
	});

	test('a phone draws the field landscape across the screen, to scale', async ({ page }) => {
		await page.setViewportSize({ width: 360, height: 740 });
		// zoom=0: a phone otherwise opens zoomed on the play (i18n-explorer.spec.ts).
		await open(page, '/field/5a?zoom=0');
		const box = (await page.locator('svg[data-venue]').boundingBox())!;
		expect(box.width).toBeGreaterThan(330);
		expect(box.width).toBeLessThanOrEqual(360);
		expect(box.width).toBeGreaterThan(box.height);
		// One yard is as long across as along.
		const scale = await page.locator('svg[data-venue]').evaluate((el) => {
			const m = (el as SVGSVGElement).getScreenCTM()!;
			return [m.a, m.d];
		});
		expect(Math.abs(scale[0]! - scale[1]!)).toBeLessThan(1e-6);
		// The zoomed view still carries every mark at the same yards.
		await page.locator('[data-role="zoom"]').click();
		await expect(page.locator('svg[data-venue]')).toHaveAttribute('data-zoomed', 'true');
		await expectSetup(page, computeSetup({ venue: 'field', penalty: '5a' }));
	});
});
