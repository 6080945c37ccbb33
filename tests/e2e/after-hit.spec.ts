/*
 * What happens after the hit (issue 15), against the built site: each variant loads from its URL without a
 * notice and its last frame is the situation the rule produces (the ball on the new spot, the players lined
 * up legally for the new hit), compared with the geometry's outcomeSetup and the timeline imported here; the
 * rebound's 5-yard circle and 5-second count are drawn while it lasts.
 */
import { expect, open, test, type Page } from './fixtures';
import { checkPosition, computeSetup, outcomeSetup, standardLineup, type Point, type Setup, type SetupInput } from '../../src/lib/geometry';
import { framesFor, positionsAt, type PlayerId } from '../../src/lib/animation';
import { overlaysAt } from '../../src/lib/animation/overlays';

const TOL = 0.01;
const near = (a: Point, b: Point) => Math.abs(a.x - b.x) < TOL && Math.abs(a.y - b.y) < TOL;

async function markup(page: Page) {
	return page.evaluate(() => {
		const svg = document.querySelector('svg[data-venue]')!;
		const xy = (el: Element) => ({ x: Number(el.getAttribute('data-x')), y: Number(el.getAttribute('data-y')) });
		const ball = svg.querySelector('[data-role="ball"]')!;
		return {
			ball: xy(ball),
			players: [...svg.querySelectorAll('[data-role="player"]')].map((e) => ({ id: `${e.getAttribute('data-team')}-${e.getAttribute('data-number')}`, ...xy(e) }))
		};
	});
}

interface Case {
	path: string;
	input: SetupInput;
	variant: string;
	/** The new hit the rule lines up: the outcome setup, with where the ball went; null: a live ball. */
	next: (setup: Setup, went: Point | null) => Setup | null;
}

const CASES: Case[] = [
	{ path: '/arena/2', input: { venue: 'arena', penalty: '2' }, variant: 'rebound-late', next: (s) => outcomeSetup(s, 'rebound-late') },
	{ path: '/arena/2', input: { venue: 'arena', penalty: '2' }, variant: 'rebound-affected', next: (s) => outcomeSetup(s, 'rebound-affected') },
	{ path: '/arena/2', input: { venue: 'arena', penalty: '2' }, variant: 'out-of-play', next: (s, went) => outcomeSetup(s, 'out-of-play', went!) },
	{ path: '/arena/3', input: { venue: 'arena', penalty: '3' }, variant: 'missed', next: (s) => outcomeSetup(s, 'missed', s.ball!) },
	{ path: '/arena/4', input: { venue: 'arena', penalty: '4' }, variant: 'blocked', next: () => null },
	{ path: '/arena/4', input: { venue: 'arena', penalty: '4' }, variant: 'goal', next: () => null },
	{ path: '/arena/3', input: { venue: 'arena', penalty: '3' }, variant: 'wide-rebound', next: () => null },
	{ path: '/arena/5a', input: { venue: 'arena', penalty: '5a' }, variant: 'out-of-play', next: (s, went) => outcomeSetup(s, 'out-of-play', went!) },
	{ path: '/arena/5b', input: { venue: 'arena', penalty: '5b' }, variant: 'clean-miss', next: () => null },
	{ path: '/field/2', input: { venue: 'field', penalty: '2' }, variant: 'entered-early', next: (s) => outcomeSetup(s, 'entered-early') },
	{ path: '/field/3', input: { venue: 'field', penalty: '3' }, variant: 'entered-early', next: (s) => outcomeSetup(s, 'entered-early') },
	{ path: '/field/3?defended=1', input: { venue: 'field', penalty: '3', options: { defended: true } }, variant: 'entered-early', next: (s) => outcomeSetup(s, 'entered-early') },
	// Issue 34: Penalty 2c from the spot; arena P1's 5.b outcomes; out of play under Alternative Rule 9.
	{ path: '/field/2?from=spot&foul=24,-14', input: { venue: 'field', penalty: '2', foul: { x: 24, y: -14 }, options: { from: 'spot' } }, variant: 'entered-early', next: (s) => outcomeSetup(s, 'entered-early') },
	{ path: '/arena/1', input: { venue: 'arena', penalty: '1' }, variant: 'out-of-play', next: (s, went) => outcomeSetup(s, 'out-of-play', went!) },
	{ path: '/arena/3?foul=40,10&alt9=1', input: { venue: 'arena', penalty: '3', foul: { x: 40, y: 10 }, options: { alternativeRule9: true } }, variant: 'out-of-play', next: (s, went) => outcomeSetup(s, 'out-of-play', went!) }
];

for (const c of CASES) {
	test(`${c.path} variant=${c.variant}: loads without a notice and ends on the outcome`, async ({ page }) => {
		const setup = computeSetup(c.input);
		const frames = framesFor(setup, { variant: c.variant });
		const sep = c.path.includes('?') ? '&' : '?';
		await open(page, `${c.path}${sep}variant=${c.variant}&t=${frames.duration}`);
		await expect(page.locator('[data-role="notice"]')).toHaveCount(0);
		await expect(page.locator(`input[data-role="variant"][value="${c.variant}"]`)).toBeChecked();
		await expect.poll(async () => Number(await page.locator('[data-role="animation"]').getAttribute('data-t'))).toBeCloseTo(frames.duration, 5);
		const got = await markup(page);
		const end = positionsAt(frames, frames.duration);
		expect(near(got.ball, end.ball), `ball ${JSON.stringify(got.ball)} vs ${JSON.stringify(end.ball)}`).toBe(true);
		for (const p of got.players) expect(near(p, end[p.id as PlayerId]), p.id).toBe(true);
		const went = frames.moments.out !== undefined ? positionsAt(frames, frames.moments.out).ball : null;
		const next = c.next(setup, went);
		if (next) {
			// The ball on the new hit's spot, and every player where its line-up puts him, legally.
			expect(near(got.ball, next.ball!)).toBe(true);
			// The same hit again: back where they lined up (a P2 from the spot's rider lined up behind the back line).
			const same = next === setup;
			for (const l of standardLineup(next)) {
				const g = got.players.find((p) => p.id === `${l.team}-${l.number}`)!;
				expect(near(g, same ? positionsAt(frames, frames.phases.find((ph) => ph.id === 'play')!.start)[g.id as PlayerId] : l), `${l.team}-${l.number}`).toBe(true);
				expect(checkPosition(next, { team: l.team, role: same ? l.role : l.role }, g).legal).toBe(true);
			}
		}
		// The outcome's words are on screen: the phase and its rule sentence.
		const last = frames.phases.at(-1)!;
		await expect(page.locator('[data-role="phase-label"]')).toContainText(last.label);
	});
}

test('the 5-yard circle and the 5-second count are drawn during the rebound, and go with it', async ({ page }) => {
	const setup = computeSetup({ venue: 'arena', penalty: '2' });
	const frames = framesFor(setup, { variant: 'rebound-late' });
	const wall = frames.moments.wall!;
	await open(page, `/arena/2?variant=rebound-late&t=${(wall + 0.2).toFixed(1)}`);
	const circle = page.locator('svg[data-venue] [data-role="rebound-circle"]');
	const count = page.locator('svg[data-venue] [data-role="rebound-count"]');
	await expect(circle).toHaveCount(1);
	await expect(circle).toHaveAttribute('data-r', '5');
	await expect(count).toHaveText('5');
	// It follows the designated defender, who would play the rebound.
	const dd = (Object.keys(frames.actors) as PlayerId[]).find((id) => frames.actors[id].role === 'designated-defender')!;
	const [team, number] = dd.split('-');
	const player = page.locator(`svg[data-venue] [data-role="player"][data-team="${team}"][data-number="${number}"]`);
	expect(Number(await circle.getAttribute('data-x'))).toBeCloseTo(Number(await player.getAttribute('data-x')), 2);
	expect(Number(await circle.getAttribute('data-y'))).toBeCloseTo(Number(await player.getAttribute('data-y')), 2);
	// Seen on screen: a circle 5 yd in radius is as wide as 10 yd of the arena.
	const box = await circle.boundingBox();
	expect(box!.width).toBeGreaterThan(20);
	// 3.2 s after the rebound: 2 seconds left; at 5 s: 0.
	await open(page, `/arena/2?variant=rebound-late&t=${(wall + 3.2).toFixed(1)}`);
	await expect(page.locator('svg[data-venue] [data-role="rebound-count"]')).toHaveText('2');
	await open(page, `/arena/2?variant=rebound-late&t=${(wall + 5).toFixed(1)}`);
	await expect(page.locator('svg[data-venue] [data-role="rebound-count"]')).toHaveText('0');
	// Before the rebound and at the outcome: none.
	await open(page, `/arena/2?variant=rebound-late&t=${(wall - 0.5).toFixed(1)}`);
	await expect(page.locator('svg[data-venue] [data-role="rebound-circle"]')).toHaveCount(0);
	await open(page, `/arena/2?variant=rebound-late&t=${frames.duration}`);
	await expect(page.locator('svg[data-venue] [data-role="rebound-count"]')).toHaveCount(0);
});

test('playing the wide rebound shows the count going down and the circle, and ends on its last frame', async ({ page }) => {
	const frames = framesFor(computeSetup({ venue: 'arena', penalty: '3' }), { variant: 'wide-rebound' });
	await open(page, `/arena/3?variant=wide-rebound&t=${frames.phases.find((p) => p.id === 'play')!.start}`);
	await page.locator('[data-action="play"]').click();
	await expect(page.locator('svg[data-venue] [data-role="rebound-count"]')).toHaveText(/^[45]$/, { timeout: 10_000 });
	await expect(page.locator('svg[data-venue] [data-role="rebound-circle"]')).toHaveCount(1);
	// The run ends on its last frame, which stays: what is drawn over it is what the timeline draws there.
	await expect(page.locator('svg[data-venue]')).not.toHaveAttribute('data-animating', 'true', { timeout: 15_000 });
	const atEnd = overlaysAt(frames, frames.duration);
	await expect(page.locator('svg[data-venue] [data-role="rebound-circle"]')).toHaveCount(atEnd.filter((o) => o.kind === 'circle').length);
});

test('the variants are worded in French, with the outcome caption', async ({ page }) => {
	const frames = framesFor(computeSetup({ venue: 'arena', penalty: '2' }), { variant: 'out-of-play' });
	await open(page, `/fr/arena/2?variant=out-of-play&t=${frames.duration}`);
	await expect(page.locator('input[data-role="variant"][value="out-of-play"] + span')).toHaveText('Envoyée directement hors du jeu');
	// The caption in French; the rule sentence quoted beside it is the English original, marked so.
	const caption = page.locator('[data-role="phase-caption"] > p').first();
	await expect(caption).toContainText('coup franc');
	await expect(caption).not.toContainText('free hit');
	await expect(page.locator('[data-role="phase-caption"] blockquote[lang="en"]').first()).toContainText('free hit');
});

test('the rule panel lists what happens after the hit, each with its sentence and the variant that shows it', async ({ page }) => {
	await open(page, '/arena/2');
	const after = page.locator('[data-role="rules"] [data-role="after-hit"]');
	await expect(after.locator('[data-role="after"]')).toHaveCount(9);
	const out = after.locator('[data-outcome="out-of-play"]');
	await expect(out).toHaveAttribute('data-variant', 'out-of-play');
	await expect(out.locator('blockquote')).toContainText('If the ball is hit directly out of play on the penalty shot');
	await expect(out).toContainText('Animated: “Hit directly out of play”');
	// Cards only, where nothing is animated: 6.a's step up to Penalty 1, 6.b's goal not counted, field P4b.
	await open(page, '/arena/6a');
	await expect(page.locator('[data-outcome="step-up"] blockquote')).toContainText('Penalty No. 1 shall be awarded the team making the free hit');
	await open(page, '/arena/6b');
	await expect(page.locator('[data-outcome="not-counted"] blockquote')).toContainText('Any goal scored as a result of the original free hit shall not be counted.');
	await open(page, '/field/4');
	await expect(page.locator('[data-outcome="goal-prevented"] blockquote')).toContainText('a goal shall be scored');
	await open(page, '/es/field/3');
	await expect(page.locator('[data-outcome="one-touch"] .what')).toContainText('una vez');
});

test('the designated-defender examples link to the animation of what they describe', async ({ page }) => {
	await page.goto('/scenarios/arena9-exec-designated-defender-examples-1');
	const link = page.locator('[data-role="variant-link"]');
	await expect(link).toHaveAttribute('data-variant', 'wide-rebound');
	await link.click();
	await expect(page).toHaveURL(/\/arena\/3\?variant=wide-rebound$/);
	await expect(page.locator('article[data-ready="true"]')).toBeVisible();
	await expect(page.locator('[data-role="notice"]')).toHaveCount(0);
	await expect(page.locator('input[data-role="variant"][value="wide-rebound"]')).toBeChecked({ timeout: 10_000 }).catch(async () => {
		// The controls load the timeline on intent: reach for them.
		await page.locator('[data-role="animation"]').hover();
		await expect(page.locator('input[data-role="variant"][value="wide-rebound"]')).toBeChecked();
	});
});
