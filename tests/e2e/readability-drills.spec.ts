/*
 * The drills as a reader sees them (issue 14), measured on the rendered page with
 * getBoundingClientRect, never read from the code's constants: on a phone (390x844 and 360x640,
 * touch) and a projector (1920x1080, 1280x720), every viewport in English and the light theme,
 * and at 390 px every theme and language.
 * - Tokens (player markers, on the ground or waiting) at least 28 px across; every control, link
 *   and movable mark a target of 44 px at least on a phone.
 * - No label (the venue's, the foul's, the goal's arrow) and no foul mark over a player; the
 *   players waiting to be placed never under the foul mark.
 * - The goal the task names ("attacks the goal on the left") on screen, or pointed to by an arrow
 *   on screen on that side.
 * - Nothing to scroll sideways; the diagram starts in the first screen: on arrival, at least the
 *   bottom 30% of the viewport's height shows it (its top in the page above 70% of that height).
 * - Every player marker (on the ground or waiting) carries data-colour, the colour its team is
 *   drawn in ('red', 'blue').
 * Then what a person does with a finger: a drag of a token moves it by the yards the finger
 * travelled without scrolling the page, a drag from the waiting row puts a player under the finger,
 * a tap marks a suspect; and a first tap made before the page's code has run is not lost.
 */
import { test as bare, type Browser } from '@playwright/test';
import { drillPenalties, encodePositions, generateDrill, setItUpTask, VENUE_KINDS, type Drill, type SetItUpTask } from '../../src/lib/drills';
import { foulSpotRole, standardLineup, type Point } from '../../src/lib/geometry';
import { inside, overlap, type Box } from './boxes';
import { holdScripts } from './slow';
import { expect, open, test, type Page } from './fixtures';

test.describe.configure({ timeout: 60_000 });

const PHONES = [
	{ width: 390, height: 844 },
	{ width: 360, height: 640 }
];
const SCREENS = [
	{ width: 1920, height: 1080 },
	{ width: 1280, height: 720 }
];

/** The first seed of a family whose drill satisfies `ok` (the same seed every run). */
function seedOf<T>(family: string, deal: (seed: string) => T, ok: (d: T) => boolean): string {
	for (let i = 0; i < 3000; i++) if (ok(deal(`${family}${i}`))) return `${family}${i}`;
	throw new Error(`no ${family} seed`);
}

const foulDrawn = (d: { setup: Drill['setup'] }) => !foulSpotRole(d.setup).movesBall;
/** A field drill far from the goal attacked (the close-up leaves it out), the foul drawn, someone at fault. */
const SPOT_FAR = seedOf('read-spot-far-', (s) => generateDrill(s, { venue: 'field' }), (d) => foulDrawn(d) && d.foul.x > 120 && d.offenders.length > 0);
/** An arena drill with a player within 3 yd of the foul spot: the cross must keep off them. */
const SPOT_CROWD = seedOf('read-spot-crowd-', (s) => generateDrill(s, { venue: 'arena' }), (d) => foulDrawn(d) && d.players.some((p) => Math.hypot(p.x - d.foul.x, p.y - d.foul.y) < 3));
/** A field task far from the goal attacked, half placed (the ball and four players), four waiting. */
const SETUP_FAR = seedOf('read-setup-far-', (s) => setItUpTask(s, { venue: 'field' }), (t) => t.foul.x > 110 && t.foul.x < 200);
const SETUP_ARENA = seedOf('read-setup-arena-', (s) => setItUpTask(s, { venue: 'arena' }), (t) => foulDrawn(t));

function halfPlaced(task: SetItUpTask): string {
	const lineup = standardLineup(task.setup).slice(0, 4);
	return encodePositions(lineup, task.setup.ball);
}

const spotPath = (seed: string, venue: string) => `/drills/spot?seed=${seed}&venue=${venue}`;
const setupPath = (seed: string, venue: string, task: SetItUpTask) => `/drills/setup?seed=${seed}&venue=${venue}&pos=${halfPlaced(task)}`;

interface Seen {
	viewport: { width: number; height: number };
	scrollWidth: number;
	/** The diagram's top in the page (CSS px from the document's top). */
	svgTop: number;
	/** data-colour of every player marker, on the ground and waiting. */
	colours: string[];
	svg: Box;
	players: (Box & { key: string })[];
	waiting: (Box & { key: string })[];
	labels: (Box & { text: string })[];
	fouls: Box[];
	goals: (Box & { x: number })[];
	pointers: (Box & { x: number; side: string })[];
	marks: Box[];
	controls: (Box & { what: string })[];
	direction: string;
}

/** What the page shows, in CSS px. */
async function look(page: Page): Promise<Seen> {
	return page.evaluate(() => {
		const box = (e: Element) => {
			const r = e.getBoundingClientRect();
			return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
		};
		const svg = document.querySelector<SVGSVGElement>('article svg[data-venue]')!;
		const s = box(svg);
		const onScreen = (r: ReturnType<typeof box>) => r.width > 0 && r.right > s.left && r.left < s.right && r.bottom > s.top && r.top < s.bottom;
		const shown = (e: Element) => {
			const cs = getComputedStyle(e);
			return cs.display !== 'none' && cs.visibility !== 'hidden' && Number(cs.opacity) > 0;
		};
		const keyOf = (g: Element) => `${g.getAttribute('data-team')}-${g.getAttribute('data-number')}`;
		const players = [...svg.querySelectorAll('[data-role="player"]')].map((g) => ({ key: keyOf(g), ...box(g.querySelector('.shape')!) })).filter(onScreen);
		const waiting = [...document.querySelectorAll('article [data-role="bench"] [data-role="player"]')].map((g) => ({ key: keyOf(g), ...box(g.querySelector('.shape')!) }));
		const labels = [...svg.querySelectorAll('text')]
			.filter((t) => !t.closest('[data-role="player"], [data-role="drill-marks"]') && (t.textContent ?? '').trim() && shown(t))
			.map((t) => ({ text: t.textContent ?? '', ...box(t) }))
			.filter(onScreen);
		const fouls = [...svg.querySelectorAll('[data-role="foul"] > path')].map(box).filter(onScreen);
		const goals = [...svg.querySelectorAll('[data-role="goal"]')].map((g) => ({ x: Number(g.getAttribute('data-x')), ...box(g) }));
		const pointers = [...svg.querySelectorAll('[data-role="goal-pointer"]')].map((g) => ({ x: Number(g.getAttribute('data-goal-x')), side: g.getAttribute('data-side') ?? '', ...box(g) }));
		const marks = [...document.querySelectorAll('article .movable .hit')].map(box).filter((r) => r.width > 0);
		const controls = [...document.querySelectorAll('article button, article a[href], article select, article input:not([type="checkbox"]), article summary, article label:has(> input[type="checkbox"])')]
			.filter((e) => shown(e) && e.getBoundingClientRect().width > 0)
			.map((e) => ({ what: `${e.tagName.toLowerCase()} ${(e.textContent ?? '').trim().slice(0, 30) || e.getAttribute('aria-label') || e.getAttribute('data-role') || ''}`, ...box(e) }));
		return {
			viewport: { width: innerWidth, height: innerHeight },
			scrollWidth: document.documentElement.scrollWidth,
			svgTop: s.top + scrollY,
			colours: [...document.querySelectorAll('article [data-role="player"]')].map((g) => g.getAttribute('data-colour') ?? ''),
			svg: s,
			players,
			waiting,
			labels,
			fouls,
			goals,
			pointers,
			marks,
			controls,
			direction: document.querySelector('[data-role="direction"]')?.textContent ?? ''
		};
	});
}

/** Sizes as read are fractions of a pixel: a 28 px token may measure 27.99. */
const PX = 0.05;

/** Every check of the list above on the page as it is now; `goalX`: the goal the task names. */
function checkSeen(seen: Seen, goalX: number, phone: boolean, english: boolean) {
	expect(seen.scrollWidth, 'nothing to scroll sideways').toBeLessThanOrEqual(seen.viewport.width);
	expect(seen.svgTop, 'the diagram starts in the first screen').toBeLessThan(seen.viewport.height * 0.7);
	expect(seen.colours.length).toBeGreaterThan(0);
	for (const c of seen.colours) expect(['red', 'blue'], 'data-colour on every player').toContain(c);
	const tokens = [...seen.players, ...seen.waiting];
	expect(tokens.length).toBeGreaterThan(0);
	for (const t of tokens) expect(Math.min(t.width, t.height), `token ${t.key}`).toBeGreaterThanOrEqual(28 - PX);
	if (phone) {
		const small = seen.controls.filter((c) => c.width < 44 - PX || c.height < 44 - PX).map((c) => `${c.what} ${c.width.toFixed(1)}x${c.height.toFixed(1)}`);
		expect(small, 'controls under 44 px').toEqual([]);
		for (const m of seen.marks) expect(Math.min(m.width, m.height), 'a movable mark').toBeGreaterThanOrEqual(44 - PX);
	}
	const covering = [...seen.labels.map((l) => ({ what: `label "${l.text}"`, r: l as Box })), ...seen.fouls.map((f) => ({ what: 'foul mark', r: f }))].flatMap((c) =>
		seen.players.filter((p) => overlap(c.r, p, 1)).map((p) => `${c.what} over ${p.key}`)
	);
	expect(covering, 'labels and the foul mark clear of the players').toEqual([]);
	const underFoul = seen.waiting.filter((w) => seen.fouls.some((f) => overlap(f, w, 1))).map((w) => w.key);
	expect(underFoul, 'the waiting players clear of the foul mark').toEqual([]);
	// The goal the task names: on screen, or an arrow on screen on its side points to it.
	const goal = seen.goals.find((g) => Math.abs(g.x - goalX) < 0.01)!;
	const goalOn = goal.width > 0 && goal.left >= seen.svg.left - 1 && goal.right <= seen.svg.right + 1 && goal.bottom > seen.svg.top && goal.top < seen.svg.bottom;
	const pointer = seen.pointers.find((p) => Math.abs(p.x - goalX) < 0.01);
	if (!goalOn) {
		expect(pointer, `the goal at x ${goalX} is off screen: an arrow points to it`).toBeTruthy();
		expect(inside(pointer!, seen.svg), 'the arrow on screen').toBe(true);
		const mid = (seen.svg.left + seen.svg.right) / 2;
		const side = (pointer!.left + pointer!.right) / 2 < mid ? 'left' : 'right';
		expect(side, 'the arrow on the side of the goal').toBe(pointer!.side);
	}
	if (english) expect(seen.direction).toContain(goal.left + goal.right < seen.svg.left + seen.svg.right ? 'on the left' : 'on the right');
	return { top: seen.svgTop, tokens: Math.min(...tokens.map((t) => Math.min(t.width, t.height))), controls: Math.min(...seen.controls.map((c) => Math.min(c.width, c.height))), pointer: !goalOn };
}

interface Case {
	name: string;
	path: string;
	goalX: number;
	/** Checks the page again once the drill is checked or submitted (the result's controls). */
	finish: string;
}

const CASES: Case[] = [
	{ name: 'spot, field, far from the goal', path: spotPath(SPOT_FAR, 'field'), goalX: generateDrill(SPOT_FAR, { venue: 'field' }).setup.attackGoalX!, finish: '[data-role="check"]' },
	{ name: 'spot, arena, a player by the foul', path: spotPath(SPOT_CROWD, 'arena'), goalX: generateDrill(SPOT_CROWD, { venue: 'arena' }).setup.attackGoalX!, finish: '[data-role="check"]' },
	{
		name: 'setup, field, half placed',
		path: setupPath(SETUP_FAR, 'field', setItUpTask(SETUP_FAR, { venue: 'field' })),
		goalX: setItUpTask(SETUP_FAR, { venue: 'field' }).setup.attackGoalX!,
		finish: '[data-role="submit"]'
	},
	{
		name: 'setup, arena, half placed',
		path: setupPath(SETUP_ARENA, 'arena', setItUpTask(SETUP_ARENA, { venue: 'arena' })),
		goalX: setItUpTask(SETUP_ARENA, { venue: 'arena' }).setup.attackGoalX!,
		finish: '[data-role="submit"]'
	}
];

async function readPage(page: Page, c: Case, phone: boolean, english: boolean) {
	const before = checkSeen(await look(page), c.goalX, phone, english);
	await page.locator(c.finish).click();
	await expect(page.locator('[data-role="score"]')).toBeVisible();
	const after = checkSeen(await look(page), c.goalX, phone, english);
	test.info().annotations.push({
		type: 'measured',
		description: `diagram top ${before.top.toFixed(0)} px, min token ${Math.min(before.tokens, after.tokens).toFixed(1)} px, min control ${Math.min(before.controls, after.controls).toFixed(1)} px${before.pointer ? ', goal pointed to' : ''}`
	});
}

for (const viewport of [...PHONES, ...SCREENS]) {
	const phone = viewport.width < 640;
	test.describe(`${viewport.width}x${viewport.height}, English, light`, () => {
		test.use({ viewport, hasTouch: phone, isMobile: phone });
		for (const c of CASES) {
			test(`${c.name}: tokens, targets, covering, goals, width`, async ({ page }) => {
				await open(page, `${c.path}&theme=light`);
				await readPage(page, c, phone, true);
			});
		}
	});
}

test.describe('390x844, every theme and language', () => {
	test.use({ viewport: PHONES[0]!, hasTouch: true, isMobile: true });
	for (const [prefix, theme] of [
		['', 'dark'],
		['', 'contrast'],
		['/fr', 'light'],
		['/es', 'dark']
	] as const) {
		for (const c of [CASES[0]!, CASES[2]!]) {
			test(`${prefix || 'en'} ${theme}, ${c.name}`, async ({ page }) => {
				await open(page, `${prefix}${c.path}&theme=${theme}`);
				await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
				await readPage(page, c, true, prefix === '');
			});
		}
	}
});

/**
 * The goal's arrow's label on every drill (each venue and penalty, a spot drill and a setup with
 * every player placed, seed b6 as reported and one more), on a phone and a small projector: its
 * text's box meets no player marker's box and lies inside the diagram.
 */
const EVERY = VENUE_KINDS.flatMap((venue) =>
	drillPenalties(venue).flatMap((penalty) =>
		['b6', 'b7'].flatMap((seed) => {
			const task = setItUpTask(seed, { venue, penalty });
			return [
				`/drills/spot?seed=${seed}&venue=${venue}&penalty=${penalty}`,
				`/drills/setup?seed=${seed}&venue=${venue}&penalty=${penalty}&pos=${encodePositions(standardLineup(task.setup), task.setup.ball)}`
			];
		})
	)
);

for (const viewport of [PHONES[0]!, SCREENS[1]!]) {
	const phone = viewport.width < 640;
	test.describe(`${viewport.width}x${viewport.height}, every drill`, () => {
		test.use({ viewport, hasTouch: phone, isMobile: phone });
		test(`the goal's arrow's label covers no player`, async ({ page }) => {
			test.setTimeout(240_000);
			const covered: string[] = [];
			let labels = 0;
			let pointers = 0;
			let nearest = Infinity;
			for (const path of EVERY) {
				await open(page, path);
				const seen = await page.locator('article svg[data-venue]').evaluate((svg) => {
					const box = (e: Element) => {
						const r = e.getBoundingClientRect();
						return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
					};
					const pointer = svg.querySelector('[data-role="goal-pointer"]');
					const text = pointer?.querySelector('text');
					return {
						svg: box(svg),
						pointer: !!pointer,
						label: text ? box(text) : null,
						players: [...svg.querySelectorAll('[data-role="player"]')].map((g) => ({ key: `${g.getAttribute('data-team')}-${g.getAttribute('data-number')}`, ...box(g.querySelector('.shape')!) }))
					};
				});
				if (seen.pointer) pointers += 1;
				const l = seen.label;
				if (!l) continue;
				labels += 1;
				if (!inside(l, seen.svg)) covered.push(`${path}: the label off the diagram`);
				for (const p of seen.players) {
					if (overlap(l, p)) covered.push(`${path}: over ${p.key}`);
					nearest = Math.min(nearest, Math.max(p.left - l.right, l.left - p.right, p.top - l.bottom, l.top - p.bottom));
				}
			}
			test.info().annotations.push({ type: 'measured', description: `${EVERY.length} drills, ${pointers} with the goal's arrow, ${labels} labelled; nearest marker ${nearest.toFixed(1)} px` });
			expect(covered, 'labels over players').toEqual([]);
		});
	});
}

/** Screen px of a point in yards, and px per yard, through the diagram drawn now. */
async function screenOf(page: Page, p: Point) {
	return page.locator('article svg[data-venue]').evaluate((svg, q) => {
		const m = (svg as SVGSVGElement).getScreenCTM()!;
		const s = new DOMPoint(q.x, -q.y).matrixTransform(m);
		return { x: s.x, y: s.y, k: m.a };
	}, p);
}

async function drawnAt(page: Page, key: string): Promise<Point | null> {
	const [team, number] = key.split('-');
	const g = page.locator(`article svg[data-venue] [data-role="player"][data-team="${team}"][data-number="${number}"]`);
	if ((await g.count()) === 0) return null;
	return { x: Number(await g.getAttribute('data-x')), y: Number(await g.getAttribute('data-y')) };
}

/** A finger through Chrome's own touch input (Playwright's touchscreen only taps). */
async function finger(page: Page) {
	const cdp = await page.context().newCDPSession(page);
	return (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
}

test.describe('a finger on a phone', () => {
	test.use({ viewport: PHONES[0]!, hasTouch: true, isMobile: true });

	test('Set it up: a finger drag of a placed player moves it by the yards travelled, and a waiting one dragged up lands under the finger; the page never scrolls', async ({ page }) => {
		const task = setItUpTask(SETUP_FAR, { venue: 'field' });
		await open(page, setupPath(SETUP_FAR, 'field', task));
		await page.locator('article svg[data-venue]').scrollIntoViewIfNeeded();
		const scrolled = await page.evaluate(() => scrollY);
		const touch = await finger(page);
		const placed = standardLineup(task.setup)[0]!;
		const key = `${placed.team}-${placed.number}`;
		const from = (await drawnAt(page, key))!;
		const p = await screenOf(page, from);
		await touch('touchStart', p.x, p.y);
		for (let i = 1; i <= 10; i++) await touch('touchMove', p.x + 6 * i, p.y - 2 * i);
		await touch('touchEnd', p.x + 60, p.y - 20);
		await expect.poll(async () => (await drawnAt(page, key))!.x - from.x).toBeGreaterThan(60 / p.k - 0.6);
		const to = (await drawnAt(page, key))!;
		expect(Math.abs(to.x - from.x - 60 / p.k)).toBeLessThan(0.6);
		expect(Math.abs(to.y - from.y - 20 / p.k)).toBeLessThan(0.6);
		expect(await page.evaluate(() => scrollY)).toBe(scrolled);

		// A waiting player, from the row under the diagram to a point on the ground.
		const waiting = page.locator('article [data-role="bench"] [data-role="player"]').first();
		const wkey = `${await waiting.getAttribute('data-team')}-${await waiting.getAttribute('data-number')}`;
		const wb = (await waiting.locator('.shape').boundingBox())!;
		const svg = (await page.locator('article svg[data-venue]').boundingBox())!;
		const target = { x: svg.x + svg.width * 0.5, y: svg.y + svg.height * 0.45 };
		const start = { x: wb.x + wb.width / 2, y: wb.y + wb.height / 2 };
		await touch('touchStart', start.x, start.y);
		for (let i = 1; i <= 12; i++) await touch('touchMove', start.x + ((target.x - start.x) * i) / 12, start.y + ((target.y - start.y) * i) / 12);
		await touch('touchEnd', target.x, target.y);
		await expect.poll(() => drawnAt(page, wkey)).not.toBeNull();
		const landed = (await drawnAt(page, wkey))!;
		const there = await screenOf(page, landed);
		expect(Math.hypot(there.x - target.x, there.y - target.y), 'under the finger').toBeLessThan(2);
		await expect(page.locator(`article [data-role="bench"] [data-role="player"][data-team="${wkey.split('-')[0]}"][data-number="${wkey.split('-')[1]}"]`)).toHaveCount(0);
		expect(await page.evaluate(() => scrollY)).toBe(scrolled);
		await expect.poll(() => new URL(page.url()).searchParams.get('pos')).toContain(`${wkey.startsWith('fouling') ? 'r' : 'b'}${wkey.split('-')[1]}:`);
	});

	test('Spot the fault: a tap 21 px from a player (a 44 px target) marks it, a second unmarks it', async ({ page }) => {
		const drill = generateDrill(SPOT_FAR, { venue: 'field' });
		await open(page, spotPath(SPOT_FAR, 'field'));
		await page.locator('article svg[data-venue]').scrollIntoViewIfNeeded();
		// The player with the most room, tapped 21 px away from its nearest neighbour: nobody else is nearer there.
		const nearest = (p: Point) => drill.players.filter((q) => q !== p).sort((a, b) => Math.hypot(a.x - p.x, a.y - p.y) - Math.hypot(b.x - p.x, b.y - p.y))[0]!;
		const room = (p: Point) => Math.hypot(nearest(p).x - p.x, nearest(p).y - p.y);
		const p = [...drill.players].sort((a, b) => room(b) - room(a))[0]!;
		const q = nearest(p);
		const s = await screenOf(page, p);
		const d = Math.hypot(p.x - q.x, p.y - q.y);
		// Screen y is down: away from q on screen.
		const u = { x: (p.x - q.x) / d, y: -(p.y - q.y) / d };
		const tap = { x: s.x + 21 * u.x, y: s.y + 21 * u.y };
		const yards = { x: p.x + (21 / s.k) * u.x, y: p.y - (21 / s.k) * u.y };
		for (const o of drill.players) if (o !== p) expect(Math.hypot(o.x - yards.x, o.y - yards.y), `${o.key} farther`).toBeGreaterThan(Math.hypot(p.x - yards.x, p.y - yards.y));
		await page.touchscreen.tap(tap.x, tap.y);
		await expect(page.locator(`[data-role="player-toggle"][data-key="${p.key}"]`)).toHaveAttribute('aria-pressed', 'true');
		await page.touchscreen.tap(tap.x, tap.y);
		await expect(page.locator(`[data-role="player-toggle"][data-key="${p.key}"]`)).toHaveAttribute('aria-pressed', 'false');
	});
});

const phoneContext = (browser: Browser) => browser.newContext({ viewport: PHONES[0]!, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

// Playwright's own test: ./fixtures waits for the page to be ready after every navigation, and
// this tap must come before.
bare.describe('the first tap, made while the code loads', () => {
	bare('Set it up on a phone: the first tap on the drawing puts the ball at the yards tapped once the page runs', async ({ browser }) => {
		bare.setTimeout(60_000);
		const context = await phoneContext(browser);
		const page = await context.newPage();
		const release = await holdScripts(page);
		// The demo seed is what the page draws before it runs: the drawing does not change under the tap.
		await page.goto('/drills/setup?seed=demo', { waitUntil: 'domcontentloaded' });
		const svg = page.locator('article svg[data-venue]');
		await expect(svg).toBeVisible();
		const box = (await svg.boundingBox())!;
		const at = { x: box.x + box.width * 0.55, y: box.y + box.height * 0.5 };
		const want = await svg.evaluate((el, q) => {
			const m = (el as SVGSVGElement).getScreenCTM()!;
			const p = new DOMPoint(q.x, q.y).matrixTransform(m.inverse());
			return { x: p.x, y: -p.y, within: 0.05 + 1.5 / Math.abs(m.a) };
		}, at);
		expect(await page.locator('article').getAttribute('data-ready')).toBe('false');
		await page.touchscreen.tap(at.x, at.y);
		release();
		await expect(page.locator('article[data-ready="true"]')).toBeVisible({ timeout: 20_000 });
		const ball = page.locator('article svg[data-venue] [data-role="ball"]');
		await expect(ball).toHaveCount(1);
		expect(Math.abs(Number(await ball.getAttribute('data-x')) - want.x)).toBeLessThanOrEqual(want.within);
		expect(Math.abs(Number(await ball.getAttribute('data-y')) - want.y)).toBeLessThanOrEqual(want.within);
		await context.close();
	});
});
