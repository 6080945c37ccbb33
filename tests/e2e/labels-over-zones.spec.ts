/*
 * What covers what: a label of the venue (the lines' distances, the goal's width, the safety zone)
 * is never painted under a team's zone. The zones are hatched: drawn over a label, they leave it
 * unreadable (the goal's width behind the back line on the clinic's Penalty 2 slide, seen from the
 * back of a room). SVG paints in document order; the zones take no pointer events, so the test
 * reads the order and the boxes on screen rather than what is under the pointer.
 */
import { expect, test, type Page } from './fixtures';

/** The venue labels on screen that a zone painted after them overlaps, with the zone's role. */
async function labelsUnderZones(page: Page, svgSelector: string) {
	return page.evaluate((sel) => {
		const svg = document.querySelector(sel);
		if (!svg) return ['no diagram'];
		const labels = [...svg.querySelectorAll<SVGTextElement>('.venue-labels text')].filter((t) => t.getBoundingClientRect().width > 0);
		const zones = [...svg.querySelectorAll<SVGGraphicsElement>('[data-role="zones"] :is(path, rect, polygon, circle)')].filter((z) => z.getBoundingClientRect().width > 0);
		const hit = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
		const out: string[] = [];
		for (const t of labels) {
			const r = t.getBoundingClientRect();
			const over = zones.find((z) => t.compareDocumentPosition(z) & Node.DOCUMENT_POSITION_FOLLOWING && hit(r, z.getBoundingClientRect()));
			if (over) out.push(`${t.textContent?.trim()} under ${over.closest('[data-role]')?.getAttribute('data-role')}`);
		}
		return out;
	}, svgSelector);
}

test('the clinic: no label of the venue under a zone, on any field slide (French, 1920x1080)', async ({ page }) => {
	await page.setViewportSize({ width: 1920, height: 1080 });
	await page.goto('/fr/clinic');
	await expect(page.locator('.deck[data-ready="true"]')).toBeVisible();
	const seen: string[] = [];
	for (let i = 1; i <= 11; i++) {
		await expect(page.locator('.deck')).toHaveAttribute('data-slide', String(i));
		const svg = page.locator('[data-role="slide-diagram"] svg[data-venue]');
		if (await svg.count()) {
			seen.push(...(await page.locator('[data-role="slide-diagram"] .venue-labels text').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim()));
			expect(await labelsUnderZones(page, '[data-role="slide-diagram"] svg[data-venue]'), `slide ${i}`).toEqual([]);
		}
		await page.keyboard.press('PageDown');
	}
	// The slide that showed it: Penalty 2's close-up has the goal's width behind the back line.
	expect(seen).toContain('but 8 yd');
});

for (const path of ['/field/2', '/arena/2', '/es/field/4']) {
	test(`${path}: no label of the venue under a zone (1280x720 and a phone)`, async ({ page }) => {
		for (const size of [
			{ width: 1280, height: 720 },
			{ width: 390, height: 844 }
		]) {
			await page.setViewportSize(size);
			await page.goto(path);
			await page.mouse.move(5, 5);
			await expect(page.locator('html[data-ready]')).toBeAttached();
			expect(await labelsUnderZones(page, 'svg[data-venue]'), `${size.width}x${size.height}`).toEqual([]);
		}
	});
}
