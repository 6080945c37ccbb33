/*
 * Labels and the foul mark as a person sees them (issue: labels, session 4), measured on the rendered
 * page at the viewport a person uses (getBoundingClientRect of the glyphs and texts; the cross's own
 * box through its transform):
 * - the foul cross is centred on the foul spot: its centre in the svg's user units (yards, y down) is
 *   the spot's (x, -y), to half a CSS px; a cross drawn beside the spot is a diagram wrong by yards;
 * - the foul label belongs to its cross: no more than FOUL_LABEL_GAP_PX of air between the label's
 *   box and the cross's (centred on the spot); a label that cannot be placed that close is left out;
 * - on a scenario page, the Rule 35 guide's picture and a drill, no label, foul cross or ball over a
 *   player and no label over another, the ball or the cross (the venue's labels keep clear of the
 *   markers there too: Diagram's keepClear).
 */
import { covered, FOUL_LABEL_GAP_PX, foulSeen } from './labels-measure';
import { expect, open, test } from './fixtures';

const VIEWPORTS = [
	[1920, 1080, false],
	[1280, 720, false],
	[390, 844, true],
	[360, 640, true]
] as const;

/** Pages with a foul spot drawn: arena 5.a's foul 2 yd inside the wall, field 5.a's at the boards, in three languages. */
const FOUL_PAGES = ['/arena/5a', '/es/arena/5a', '/fr/arena/5a', '/field/5a', '/field/5a?foul=150,79', '/fr/field/5a?foul=150,79', '/es/field/5a', '/arena/5a?foul=60,-24'];

for (const [width, height, touch] of VIEWPORTS) {
	test.describe(`${width}x${height}`, () => {
		test.use({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
		for (const path of FOUL_PAGES) {
			test(`${path}: the foul cross is centred on its spot`, async ({ page }) => {
				await open(page, path);
				const f = await foulSeen(page.locator('.explorer .stage svg[data-venue]'));
				const off = Math.hypot(f.centre.x - f.spot.x, f.centre.y - f.spot.y) * f.pxPerYard;
				expect(off, `the cross's centre from the spot (${f.spot.x}, ${-f.spot.y} yd), CSS px`).toBeLessThanOrEqual(0.5);
			});
			test(`${path}: the foul label within ${FOUL_LABEL_GAP_PX} px of the cross on the spot, or none`, async ({ page }) => {
				await open(page, path);
				const f = await foulSeen(page.locator('.explorer .stage svg[data-venue]'));
				if (f.gap !== null) expect(f.gap, `"${f.label}" from the cross on its spot, CSS px`).toBeLessThanOrEqual(FOUL_LABEL_GAP_PX + 0.5);
			});
		}

		for (const [name, path, svg] of [
			// The result's line-up: "goal 8 yd" sat on the fouled team's 1 and 3 on a phone.
			['a scenario page (its result)', '/scenarios/rule37-p7-examples-1', 'section[data-role="result"] svg[data-venue]'],
			['the Rule 35 guide\'s picture', '/rule-35?danger=some&position=clear-run', '[data-role="answer-figure"] svg[data-venue]'],
			// A field drill: "width 160 yd" sat on the fouling team's 1 on a phone.
			['a drill', '/drills/spot?seed=s2&venue=field', 'main svg[data-venue]']
		] as const) {
			test(`${name}, ${path}: no label, foul cross or ball over a player, no label over the ball, the cross or another label`, async ({ page }) => {
				if (path.startsWith('/drills')) await open(page, path);
				else await page.goto(path);
				const diagram = page.locator(svg);
				await expect(diagram).toBeVisible();
				expect(await covered(diagram)).toEqual([]);
			});
		}
	});
}
