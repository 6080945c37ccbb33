/*
 * A printed handout's way back to the live diagram (issue 36): every sheet carries a QR code of its
 * penalty page with the sheet's own state, in the handout's language. The codes are read back from
 * a picture of the page as printed (print media, 3 px a CSS px: a phone's camera sees paper sharper
 * than a screen shows it), by a QR decoder, not from the markup.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test } from './fixtures';
import { DEFAULT_SITE_URL } from '../../src/lib/share/siteRoot.js';

const ROOT = process.env.VITE_SITE_URL?.replace(/\/+$/, '') ?? DEFAULT_SITE_URL;

test.use({ deviceScaleFactor: 3, viewport: { width: 794, height: 1123 } });

test("a handout's QR codes decode to each sheet's own live diagram, in the handout's language", async ({ page }) => {
	await page.goto('/fr/print/arena?sheet=2&sheet=5a%3Ffoul%3D30%2C10%26from%3Dspot');
	await expect(page.locator('[data-role="print-all"][data-ready="true"]')).toBeVisible();
	await page.emulateMedia({ media: 'print' });
	const sheets = page.locator('[data-role="sheet"]:not(.off)');
	await expect(sheets).toHaveCount(2);
	const esc = (t: string) => t.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&');
	// Sheet 1 as the handout has it (any view it adds); sheet 2 with the foul spot and option asked for.
	const want = [new RegExp(`^${esc(`${ROOT}/fr/arena/2`)}(\\?.*)?$`), new RegExp(`^${esc(`${ROOT}/fr/arena/5a?`)}(.*&)?foul=30,10&from=spot(&.*)?$`)];
	for (let i = 0; i < 2; i++) {
		const qr = sheets.nth(i).locator('[data-role="qr"]');
		const box = (await qr.boundingBox())!;
		// Printed at least 20 mm wide (96 CSS px an inch): a phone reads it from arm's length.
		expect(box.width).toBeGreaterThanOrEqual((20 / 25.4) * 96);
		const png = PNG.sync.read(await qr.screenshot());
		const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
		expect(read?.data, `sheet ${i + 1}`).toMatch(want[i]!);
		expect(read!.data).toBe(await qr.getAttribute('data-href'));
	}
	if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/h5-print-qr.png`, fullPage: false });
});
