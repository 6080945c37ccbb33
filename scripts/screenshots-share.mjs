// Screenshots of the clinic deck, the embed and the print handout for the docs:
//   node scripts/screenshots-share.mjs [--no-build]
// Builds the site (unless --no-build; SERVE_ROOT picks another build folder), serves it with
// scripts/serve.mjs on a spare port and saves PNGs to docs/screenshots/: the deck at 1920x1080 and
// 3840x2160, its notes and zoomed views, the example club page with the web component and a 600x400
// iframe, and the printed pages (print media, A4 landscape at 96 dpi).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';

const OUT = 'docs/screenshots';
const port = await new Promise((ok) => {
	const s = createServer().listen(0, () => {
		const p = s.address().port;
		s.close(() => ok(p));
	});
});
const BASE = `http://localhost:${port}`;

if (!process.argv.includes('--no-build')) {
	const b = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
	if (b.status !== 0) process.exit(b.status ?? 1);
}
mkdirSync(OUT, { recursive: true });
const server = spawn(process.execPath, ['scripts/serve.mjs', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((ok) => server.stdout.once('data', ok));

const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu']
});

async function open(path, width, height, ready = '[data-ready="true"]') {
	// bypassCSP: the penalty page's print view adds src/lib/share/print.css as an inline style until the page imports it.
	const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1, bypassCSP: true });
	const errors = [];
	page.on('pageerror', (e) => errors.push(String(e)));
	page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
	await page.goto(BASE + path, { waitUntil: 'networkidle' });
	if (ready) await page.locator(ready).first().waitFor();
	await page.waitForTimeout(300);
	return { page, errors };
}

function done(file, errors) {
	if (errors.length) console.warn(`${file}: ${errors.join(' | ')}`);
	console.log(file);
}

const DECK = [
	{ name: 'clinic-field-5a', path: '/clinic?slide=5' },
	{ name: 'clinic-arena-2', path: '/clinic?venue=arena&slide=2' },
	{ name: 'clinic-arena-4-notes', path: '/clinic?venue=arena&slide=4&notes=1' },
	{ name: 'clinic-field-5a-zoom', path: '/clinic?slide=5&zoom=1' },
	{ name: 'clinic-field-9-card', path: '/clinic?slide=9' },
	{ name: 'clinic-field-2-light', path: '/clinic?ids=2,3&theme=light' }
];

try {
	for (const [w, h] of [
		[1920, 1080],
		[3840, 2160]
	])
		for (const d of DECK) {
			if (w > 1920 && !['clinic-field-5a', 'clinic-arena-2'].includes(d.name)) continue;
			const { page, errors } = await open(d.path, w, h);
			const file = `${OUT}/${d.name}-${w}.png`;
			await page.screenshot({ path: file });
			done(file, errors);
			await page.close();
		}
	{
		const { page, errors } = await open('/clinic/notes?venue=arena&ids=4,5a', 1000, 760, '[data-role="speaker-notes"]');
		const file = `${OUT}/clinic-notes-window-1000.png`;
		await page.screenshot({ path: file });
		done(file, errors);
		await page.close();
	}
	{
		const { page, errors } = await open('/embed-example.html', 1280, 900, 'polo-penalty iframe');
		await page.frameLocator('#plain').locator('[data-ready="true"]').waitFor();
		await page.frameLocator('#arena-4 iframe').locator('[data-ready="true"]').waitFor();
		await page.waitForTimeout(500);
		let file = `${OUT}/embed-iframe-600x400.png`;
		await page.locator('#plain').screenshot({ path: file });
		done(file, errors);
		file = `${OUT}/embed-component-arena-4.png`;
		await page.locator('#arena-4').screenshot({ path: file });
		done(file, []);
		file = `${OUT}/embed-example-page.png`;
		await page.screenshot({ path: file, fullPage: true });
		done(file, []);
		await page.close();
	}
	{
		const { page, errors } = await open('/embed/arena/4?foul=30,5', 760, 640);
		await page.locator('[data-role="embed-button"]').click();
		await page.waitForTimeout(300);
		const file = `${OUT}/embed-dialog.png`;
		await page.screenshot({ path: file });
		done(file, errors);
		await page.close();
	}
	{
		const { page, errors } = await open('/field/5a?foul=150,60&theme=dark', 1047, 718);
		await page.addStyleTag({ path: 'src/lib/share/print.css' });
		await page.emulateMedia({ media: 'print' });
		await page.waitForTimeout(300);
		const file = `${OUT}/print-penalty-page-field-5a.png`;
		await page.screenshot({ path: file, fullPage: true });
		done(file, errors);
		await page.close();
	}
	for (const v of ['field', 'arena']) {
		// A4 landscape at 96 dpi, less 10 mm margins.
		const { page, errors } = await open(`/print/${v}`, 1047, 718, '[data-role="sheet"]');
		await page.emulateMedia({ media: 'print' });
		await page.waitForTimeout(300);
		const sheets = page.locator('[data-role="sheet"]');
		for (const id of v === 'field' ? ['2', '7'] : ['2', '5a']) {
			const file = `${OUT}/print-${v}-${id}.png`;
			await sheets.and(page.locator(`[data-penalty="${id}"]`)).screenshot({ path: file });
			done(file, errors);
		}
		await page.pdf({ path: `/tmp/print-${v}.pdf`, landscape: true, format: 'A4', printBackground: true, preferCSSPageSize: true });
		await page.close();
	}
} finally {
	await browser.close();
	server.kill();
}
