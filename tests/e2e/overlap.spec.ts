/*
 * No player hides another (issue 33), measured as a person sees the diagram: at 1280x720, 1920x1080
 * and on a 390x844 touch phone, on every standard setup of both venues (each penalty page), on every
 * clinic slide and on Spot the fault's drills, no player's marker covers more than 15% of another's
 * box (getBoundingClientRect of the glyph: its shape, ring, number and badge). One page per viewport
 * goes through them all: the suite stays fast. And a player dropped next to the hitter by a finger
 * is the one a finger picks up again.
 */
import { expect, test, type Page } from './fixtures';
import { hasPlacement, penaltyIds, type VenueKind } from '../../src/lib/geometry';
import { mark, SVG, touchScreen } from './touch';

/** The most of a marker's box another marker may cover. */
const MAX_COVER = 0.15;
const VENUES: VenueKind[] = ['field', 'arena'];
/** Spot the fault's drills measured: a few seeds a venue (each a line-up with 0 to 3 faults). */
const SPOT_SEEDS = ['overlap-a', 'overlap-b', 'overlap-c', 'overlap-d'];

/** Every pair of visible player markers where one covers more than MAX_COVER of the other's box, in words. */
async function covered(page: Page): Promise<string[]> {
	return page.evaluate((max) => {
		const shown = [...document.querySelectorAll('[data-role="player"] .glyph')].filter((g) => g.getClientRects().length > 0 && (g as Element).checkVisibility());
		const boxes = shown.map((g) => {
			const p = g.closest('[data-role="player"]')!;
			return { svg: g.closest('svg'), name: `${p.getAttribute('data-team')} ${p.getAttribute('data-number')}`, r: g.getBoundingClientRect() };
		});
		const out: string[] = [];
		for (const a of boxes)
			for (const b of boxes) {
				if (a === b || a.svg !== b.svg) continue;
				const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
				const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
				const f = w > 0 && h > 0 ? (w * h) / (b.r.width * b.r.height) : 0;
				if (f > max) out.push(`${a.name} covers ${Math.round(f * 100)}% of ${b.name}`);
			}
		return out;
	}, MAX_COVER);
}

const VIEWPORTS = [
	{ name: '1280x720', viewport: { width: 1280, height: 720 } },
	{ name: '1920x1080', viewport: { width: 1920, height: 1080 } },
	{ name: 'a 390x844 phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
];

for (const v of VIEWPORTS) {
	test.describe(`at ${v.name}`, () => {
		test.use({ viewport: v.viewport, hasTouch: !!v.hasTouch, isMobile: !!v.isMobile });

		test('no player marker covers another: every penalty page, every clinic slide, Spot the fault', async ({ page }) => {
			test.setTimeout(120_000);
			const found: string[] = [];
			const check = async (where: string) => {
				await expect(page.locator(`${SVG} [data-role="player"]`).first()).toBeVisible();
				for (const c of await covered(page)) found.push(`${where}: ${c}`);
			};
			for (const venue of VENUES)
				for (const id of penaltyIds(venue).filter((i) => hasPlacement(venue, i))) {
					await page.goto(`/${venue}/${id}`);
					await check(`/${venue}/${id}`);
				}
			for (const venue of VENUES) {
				const ids = penaltyIds(venue).filter((i) => hasPlacement(venue, i));
				await page.goto(`/clinic?venue=${venue}&ids=${ids.join(',')}`);
				await expect(page.locator('.deck[data-ready="true"]')).toBeVisible();
				for (let n = 1; n <= ids.length; n++) {
					await expect(page.locator('.deck')).toHaveAttribute('data-slide', String(n));
					await check(`clinic ${venue} slide ${n}`);
					await page.keyboard.press('PageDown');
				}
			}
			for (const venue of VENUES)
				for (const seed of SPOT_SEEDS) {
					await page.goto(`/drills/spot?seed=${seed}&venue=${venue}`);
					await check(`spot the fault ${venue} ${seed}`);
				}
			expect(found, 'markers covering another').toEqual([]);
		});
	});
}

test.describe('a finger', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

	test('picks up again a player it dropped next to the hitter', async ({ page }) => {
		await page.goto('/field/3');
		// The player drawn just before the hitter (the hitter's mark is drawn over it): dropped beside the
		// hitter, half a marker to its right, a finger's way.
		const before = await page.locator(`${SVG} [data-role="player"]`).evaluateAll((els) => {
			const i = els.findIndex((e) => e.getAttribute('data-hitter') === 'true');
			const p = els[i - 1]!;
			return { team: p.getAttribute('data-team'), number: p.getAttribute('data-number') };
		});
		const sel = `[data-team="${before.team}"][data-number="${before.number}"]`;
		const h = await mark(page, '[data-hitter="true"]');
		const p = await mark(page, sel);
		const t = await touchScreen(page);
		await t.drag({ x: p.cx, y: p.cy }, h.cx + 10 - p.cx, h.cy - p.cy);
		const dropped = await mark(page, sel);
		expect(Math.hypot(dropped.x - p.x, dropped.y - p.y), 'the drag moved the player').toBeGreaterThan(1);
		const hitterAt = await mark(page, '[data-hitter="true"]');
		// Where the finger sees the dropped player now, it picks it up again and moves it, not the hitter.
		await t.drag({ x: dropped.cx, y: dropped.cy }, 0, 60);
		const again = await mark(page, sel);
		expect(Math.hypot(again.x - dropped.x, again.y - dropped.y), 'the dropped player moved again').toBeGreaterThan(1);
		const hitterAfter = await mark(page, '[data-hitter="true"]');
		expect([hitterAfter.x, hitterAfter.y], 'the hitter stayed').toEqual([hitterAt.x, hitterAt.y]);
	});
});
