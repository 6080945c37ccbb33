// Screenshots of the print handout for the docs: node scripts/screenshots-print.mjs <port>
// Serve a build first (node scripts/serve.mjs <port>). Writes docs/screenshots/print-<viewport>.png
// (the first screen of /print/field?ids=2,5a,6 at each viewport) and print-a4-page1.png (page 1 of
// /print/field printed to A4, rendered by pdftoppm from Debian's poppler-utils).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const PORT = Number(process.argv[2] ?? 5000);
const BASE = `http://localhost:${PORT}`;
const OUT = 'docs/screenshots';
const PATH = '/print/field?ids=2,5a,6';
const VIEWPORTS = [
	{ tag: '3840', width: 3840, height: 2160 },
	{ tag: '1920', width: 1920, height: 1080 },
	{ tag: '1280', width: 1280, height: 720 },
	{ tag: '1024', width: 1024, height: 768 },
	{ tag: '390', width: 390, height: 844, mobile: true },
	{ tag: '360', width: 360, height: 640, mobile: true }
];

const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu']
});
const ready = (page) => page.locator('[data-role="print-all"][data-ready="true"]').waitFor();
try {
	for (const vp of VIEWPORTS) {
		const ctx = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, isMobile: !!vp.mobile, hasTouch: !!vp.mobile, deviceScaleFactor: 1 });
		const page = await ctx.newPage();
		await page.goto(BASE + PATH);
		await page.mouse.move(2, 2);
		await ready(page);
		await page.screenshot({ path: `${OUT}/print-${vp.tag}.png` });
		await ctx.close();
	}
	const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
	const page = await ctx.newPage();
	await page.goto(`${BASE}/print/field`);
	await page.mouse.move(2, 2);
	await ready(page);
	const dir = mkdtempSync(join(tmpdir(), 'print-shot-'));
	writeFileSync(join(dir, 'a4.pdf'), await page.pdf({ format: 'A4' }));
	execFileSync('pdftoppm', ['-r', '110', '-png', '-f', '1', '-l', '1', '-singlefile', join(dir, 'a4.pdf'), join(dir, 'page1')]);
	renameSync(join(dir, 'page1.png'), `${OUT}/print-a4-page1.png`);
	rmSync(dir, { recursive: true, force: true });
	await ctx.close();
} finally {
	await browser.close();
}
