/*
 * The animated setup on the penalty page (issue 4), against the built site: the markup carries the
 * animation's positions (data-x/data-y in yards) while it plays and the setup's at rest, compared
 * with framesFor/positionsAt and computeSetup/standardLineup imported here (never copied numbers).
 */
import { expect, test, type Page, open, loadAnimation } from './fixtures';
import { computeSetup, standardLineup, type Point, type Setup, type VenueKind } from '../../src/lib/geometry';
import { framesFor, nextPhaseTime, phaseAt, positionsAt, previousPhaseTime, restTime, type PlayerId } from '../../src/lib/animation';

const TOL = 0.01;

function watchErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
	page.on('console', (m) => {
		if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(`console: ${m.text()}`);
	});
	return errors;
}



interface Sample {
	t: number | null;
	ball: Point;
	player: Point;
	animating: boolean;
}

/** The time shown and the ball and one player as the markup says, read in one go (one frame). */
async function sample(page: Page, who: PlayerId): Promise<Sample> {
	const [team, number] = who.split('-');
	return page.evaluate(
		({ team, number }) => {
			const xy = (el: Element | null) => ({ x: Number(el?.getAttribute('data-x')), y: Number(el?.getAttribute('data-y')) });
			const t = document.querySelector('[data-role="animation"]')?.getAttribute('data-t');
			return {
				t: t == null ? null : Number(t),
				ball: xy(document.querySelector('svg[data-venue] [data-role="ball"]')),
				player: xy(document.querySelector(`svg[data-venue] [data-role="player"][data-team="${team}"][data-number="${number}"]`)),
				animating: document.querySelector('svg[data-venue]')?.getAttribute('data-animating') === 'true'
			};
		},
		{ team: team!, number: number! }
	);
}

const near = (a: Point, b: Point) => Math.abs(a.x - b.x) < TOL && Math.abs(a.y - b.y) < TOL;

/** The time the animation shows (data-t, seconds), or NaN at rest. */
const shownT = async (page: Page) => Number((await page.locator('[data-role="animation"]').getAttribute('data-t')) ?? NaN);

async function expectT(page: Page, t: number) {
	await expect.poll(() => shownT(page)).toBeCloseTo(t, 5);
}

/** The markup is the setup: the ball on its spot, the 8 players where standardLineup puts them. */
async function expectSetup(page: Page, setup: Setup) {
	const got = await page.locator('svg[data-venue] [data-role="player"]').evaluateAll((els) =>
		els.map((e) => ({ team: e.getAttribute('data-team'), number: Number(e.getAttribute('data-number')), x: Number(e.getAttribute('data-x')), y: Number(e.getAttribute('data-y')) }))
	);
	expect(got).toHaveLength(8);
	for (const l of standardLineup(setup)) {
		const g = got.find((p) => p.team === l.team && p.number === l.number)!;
		expect(near(g, l), `${l.team}-${l.number}: ${JSON.stringify(g)} vs ${l.x}, ${l.y}`).toBe(true);
	}
	const ball = page.locator('svg[data-venue] [data-role="ball"]');
	expect(Number(await ball.getAttribute('data-x'))).toBeCloseTo(setup.ball!.x, 2);
	expect(Number(await ball.getAttribute('data-y'))).toBeCloseTo(setup.ball!.y, 2);
}

const CASES: { kind: VenueKind; id: string; who: PlayerId }[] = [
	{ kind: 'field', id: '5b', who: 'fouling-3' },
	{ kind: 'arena', id: '2', who: 'fouled-1' }
];

test.describe('play', () => {
	for (const c of CASES) {
		test(`${c.kind} P${c.id}: the ball and a player move as framesFor says and end on the last frame`, async ({ page }) => {
			test.setTimeout(60_000);
			const errors = watchErrors(page);
			const setup = computeSetup({ venue: c.kind, penalty: c.id });
			const frames = framesFor(setup);
			await open(page, `/${c.kind}/${c.id}`);
			await expectSetup(page, setup);
			await loadAnimation(page);
			await expect(page.locator('[data-animation-duration]')).toHaveAttribute('data-animation-duration', String(frames.duration));
			await page.locator('[data-action="play"]').click();
			await expect(page.locator('[data-action="play"]')).toHaveAttribute('aria-pressed', 'true');
			await expect(page.locator('svg[data-venue]')).toHaveAttribute('data-animating', 'true');

			const samples: Sample[] = [];
			for (;;) {
				const s = await sample(page, c.who);
				if (!s.animating || s.t === null) break;
				samples.push(s);
				await page.waitForTimeout(250);
			}
			// Several frames seen, each exactly where the timeline has the ball and the player then.
			expect(samples.length).toBeGreaterThan(10);
			for (const s of samples) {
				const want = positionsAt(frames, s.t!);
				expect(near(s.ball, want.ball), `ball at ${s.t}: ${JSON.stringify(s.ball)} vs ${JSON.stringify(want.ball)}`).toBe(true);
				expect(near(s.player, want[c.who]), `${c.who} at ${s.t}`).toBe(true);
			}
			// They moved: the ball from the foul to its spot and on to the goal; the player through the line-up.
			const distinct = (pts: Point[]) => new Set(pts.map((p) => `${p.x},${p.y}`)).size;
			expect(distinct(samples.map((s) => s.ball))).toBeGreaterThan(3);
			expect(distinct(samples.map((s) => s.player))).toBeGreaterThan(3);
			// The run ends on its last frame (the outcome), paused there, its time in the URL (issue 33:
			// it used to jump back to the line-up as the outcome appeared).
			await expect(page.locator('svg[data-venue]')).not.toHaveAttribute('data-animating', 'true');
			await expect(page.locator('[data-action="play"]')).toHaveAttribute('aria-pressed', 'false');
			const end = await sample(page, c.who);
			const last = positionsAt(frames, frames.duration);
			expect(near(end.ball, last.ball)).toBe(true);
			expect(near(end.player, last[c.who])).toBe(true);
			await expect.poll(() => Number(new URL(page.url()).searchParams.get('t'))).toBeCloseTo(frames.duration, 1);
			expect(errors).toEqual([]);
		});
	}
});

test('reduced motion: play shows the phases one after another without movement, and ends on its last frame', async ({ page }) => {
	test.setTimeout(60_000);
	await page.emulateMedia({ reducedMotion: 'reduce' });
	const setup = computeSetup({ venue: 'arena', penalty: '2' });
	const frames = framesFor(setup);
	await open(page, '/arena/2');
	await loadAnimation(page);
	// Every value data-x/data-y of the ball and of Blue 1 takes, recorded as it changes.
	await page.evaluate(() => {
		const w = window as unknown as { seen: string[] };
		w.seen = [];
		const ball = document.querySelector('svg[data-venue] [data-role="ball"]')!;
		const hitter = document.querySelector('svg[data-venue] [data-role="player"][data-team="fouled"][data-number="1"]')!;
		const rec = () => w.seen.push(JSON.stringify([ball.getAttribute('data-x'), ball.getAttribute('data-y'), hitter.getAttribute('data-x'), hitter.getAttribute('data-y')]));
		new MutationObserver(rec).observe(ball, { attributes: true, attributeFilter: ['data-x', 'data-y'] });
		new MutationObserver(rec).observe(hitter, { attributes: true, attributeFilter: ['data-x', 'data-y'] });
	});
	await page.locator('[data-action="play"]').click();
	await expect(page.locator('[data-action="play"]')).toHaveAttribute('aria-pressed', 'true');
	await expect(page.locator('[data-action="play"]')).toHaveAttribute('aria-pressed', 'false', { timeout: 20_000 });
	const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
	const allowed = [...frames.phases.map((p) => p.start), frames.duration, restTime(frames)].map((t) => {
		const p = positionsAt(frames, t);
		return [p.ball, p['fouled-1']] as const;
	});
	expect(seen.length).toBeGreaterThan(2);
	for (const s of seen) {
		const [bx, by, hx, hy] = (JSON.parse(s) as string[]).map(Number) as [number, number, number, number];
		const ok = allowed.some(([b, h]) => near({ x: bx, y: by }, b) && near({ x: hx, y: hy }, h));
		expect(ok, `an in-between frame: ${s}`).toBe(true);
	}
	// The last frame stays (the outcome), paused at the end.
	await expect(page.locator('[data-role="animation"]')).toHaveAttribute('data-t', String(Math.round(frames.duration * 1e6) / 1e6));
});

test('a t= link opens paused on that frame; pausing writes t=; reload shows the same frame', async ({ page }) => {
	const setup = computeSetup({ venue: 'arena', penalty: '2' });
	const frames = framesFor(setup, { variant: 'wide-rebound' });
	await open(page, '/arena/2?variant=wide-rebound&t=11.3');
	await expectT(page, 11.3);
	const want = positionsAt(frames, 11.3);
	const s = await sample(page, 'fouling-3');
	expect(near(s.ball, want.ball)).toBe(true);
	expect(near(s.player, want['fouling-3'])).toBe(true);
	expect(s.animating).toBe(false);
	await expect(page.locator('[data-role="phase-label"]')).toHaveText(phaseAt(frames, 11.3).label);
	await expect(page.locator('input[data-role="variant"][value="wide-rebound"]')).toBeChecked();
	await expect(page.locator('[data-role="time"]')).toHaveText(`11.3 / ${frames.duration.toFixed(1)} s`);

	// Play a little, pause: the URL says where, and a reload opens there.
	await page.locator('[data-action="prev"]').click();
	const start = frames.phases.find((p) => p.id === 'rebound')!.start;
	await expectT(page, start);
	await expect.poll(() => new URL(page.url()).searchParams.get('t')).toBe(String(start));
	await page.locator('[data-action="play"]').click();
	// While it plays the URL does not follow every frame: no t.
	await expect.poll(() => new URL(page.url()).searchParams.get('t')).toBeNull();
	await page.waitForTimeout(600);
	await page.locator('[data-action="play"]').click();
	await expect.poll(() => new URL(page.url()).searchParams.get('t')).not.toBeNull();
	const t = Number(new URL(page.url()).searchParams.get('t'));
	expect(t).toBeGreaterThan(start);
	expect(t).toBeCloseTo(await shownT(page), 1);
	expect(new URL(page.url()).searchParams.get('variant')).toBe('wide-rebound');
	await page.reload();
	await expectT(page, t);
	const again = await sample(page, 'fouled-1');
	expect(near(again.ball, positionsAt(frames, t).ball)).toBe(true);
	expect(near(again.player, positionsAt(frames, t)['fouled-1'])).toBe(true);
});

test('keyboard: Right and Left step between phases, Space plays and pauses', async ({ page }) => {
	const setup = computeSetup({ venue: 'field', penalty: '3' });
	const frames = framesFor(setup);
	await open(page, '/field/3');
	await loadAnimation(page);
	// Focus on the page, not in a field.
	await page.locator('h1').click();
	await page.keyboard.press('ArrowRight');
	let t = nextPhaseTime(frames, restTime(frames));
	await expectT(page, t);
	await page.keyboard.press('ArrowLeft');
	t = previousPhaseTime(frames, t);
	await expectT(page, t);
	await page.keyboard.press('ArrowLeft');
	t = previousPhaseTime(frames, t);
	await expectT(page, t);
	await expect(page.locator('[data-role="animation"]')).toHaveAttribute('data-phase', phaseAt(frames, t).id);
	await page.keyboard.press(' ');
	await expect(page.locator('[data-action="play"]')).toHaveAttribute('aria-pressed', 'true');
	await page.waitForTimeout(300);
	await page.keyboard.press(' ');
	await expect(page.locator('[data-action="play"]')).toHaveAttribute('aria-pressed', 'false');
	expect(await shownT(page)).toBeGreaterThan(t);
	// Keys typed in a field stay there.
	await page.locator('[data-role="foul-x"]').focus();
	const before = await page.locator('[data-role="animation"]').getAttribute('data-t');
	await page.keyboard.press('ArrowRight');
	await expect(page.locator('[data-role="animation"]')).toHaveAttribute('data-t', before!);
});

test('the scrubber, speed, loop and the defended variant of field P3', async ({ page }) => {
	const setup = computeSetup({ venue: 'field', penalty: '3' });
	await open(page, '/field/3');
	await loadAnimation(page);
	await expect(page.locator('input[data-role="variant"]')).toHaveCount(3);
	await page.locator('input[data-role="variant"][value="defended"]').check();
	await expect.poll(() => new URL(page.url()).searchParams.get('variant')).toBe('defended');
	const frames = framesFor(setup, { variant: 'defended' });
	// The scrubber to the end: the fouling team has ridden in from behind the back line.
	await page.locator('[data-role="scrubber"]').fill(String(frames.duration));
	await expectT(page, frames.duration);
	const end = await sample(page, 'fouling-2');
	expect(near(end.player, positionsAt(frames, frames.duration)['fouling-2'])).toBe(true);
	expect(end.player.x).toBeGreaterThan(0);
	await expect.poll(() => new URL(page.url()).searchParams.get('t')).toBe(String(frames.duration));
	// Half speed, looping: after the end it starts again instead of stopping.
	await page.locator('[data-role="speed"]').selectOption('0.5');
	await page.locator('[data-role="loop"]').check();
	await page.locator('[data-role="scrubber"]').fill(String(frames.duration - 0.3));
	await page.locator('[data-action="play"]').click();
	await expect.poll(() => shownT(page), { timeout: 5000 }).toBeLessThan(1);
	await expect(page.locator('[data-action="play"]')).toHaveAttribute('aria-pressed', 'true');
	await page.locator('[data-action="play"]').click();
});

// The frame-time measure of a full run is tests/e2e/frame-times.spec.ts (run alone, after the others).

test("Play pressed on a t= link before the animation's code has come plays from the link's time once it comes (a slow machine: the code is held)", async ({ page }) => {
	let release = () => {};
	const held = new Promise<void>((r) => (release = r));
	await page.route(/\/island\/penalty\/animation\.[\w-]+\.js$/, async (route) => {
		await held;
		await route.continue();
	});
	await open(page, '/arena/3?variant=wide-rebound&t=7.5');
	const controls = page.locator('[data-role="animation"]');
	await page.locator('[data-action="play"]').click();
	await expect(controls).not.toHaveAttribute('data-animation-duration', /.*/);
	release();
	await expect(controls).toHaveAttribute('data-playing', 'true');
	const t = Number(await controls.getAttribute('data-t'));
	expect(t).toBeGreaterThanOrEqual(7.5);
});
