// Screenshots of the explorer for the docs: node scripts/screenshots.mjs [--no-build]
// Builds the site (unless --no-build), serves build/ with scripts/serve.mjs on a spare port, and
// saves PNGs to docs/screenshots/ at 1920x1080 and 390x844 (plus dark and high-contrast themes).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';

/** A free port (others may be serving builds at the same time). */
async function freePort() {
	return new Promise((ok, fail) => {
		const s = createServer();
		s.once('error', fail);
		s.listen(0, () => {
			const { port } = s.address();
			s.close(() => ok(port));
		});
	});
}

const PORT = Number(process.env.SCREENSHOT_PORT ?? (await freePort()));
const OUT = 'docs/screenshots';
const BASE = `http://localhost:${PORT}`;

const PAGES = [
	{ name: 'home', path: '/' },
	{ name: 'field-2', path: '/field/2' },
	{ name: 'field-5a-foul', path: '/field/5a?foul=210,78' },
	{ name: 'field-6-clamped', path: '/field/6?foul=0,70' },
	{ name: 'arena-2', path: '/arena/2' },
	{ name: 'arena-4', path: '/arena/4' },
	{ name: 'arena-5a', path: '/arena/5a' },
	{ name: 'field-9-card', path: '/field/9' }
];
const VIEWPORTS = [
	{ tag: '1920', width: 1920, height: 1080 },
	{ tag: '390', width: 390, height: 844 }
];
const EXTRA = [
	{ name: 'field-5a-foul-dark', path: '/field/5a?foul=210,78&theme=dark', vp: VIEWPORTS[0] },
	{ name: 'arena-2-contrast', path: '/arena/2?theme=contrast', vp: VIEWPORTS[0] },
	{ name: 'arena-5a-dark', path: '/arena/5a?theme=dark', vp: VIEWPORTS[1] },
	{ name: 'field-2-zoom', path: '/field/2?zoom=1', vp: VIEWPORTS[1] },
	{ name: 'arena-4-zoom', path: '/arena/4?zoom=1', vp: VIEWPORTS[1] },
	{ name: 'arena-small', path: '/arena/2?preset=small&foul=9,4&from=spot', vp: VIEWPORTS[0] },
	{ name: 'not-found', path: '/field/99', vp: VIEWPORTS[0] },
	{ name: 'field-5a-zoom', path: '/field/5a?foul=210,78&zoom=1', vp: VIEWPORTS[1] },
	{ name: 'field-2-spot-contrast', path: '/field/2?from=spot&foul=22,-12&zoom=1&theme=contrast', vp: VIEWPORTS[1] }
];

if (!process.argv.includes('--no-build')) {
	const b = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
	if (b.status !== 0) process.exit(b.status ?? 1);
}
mkdirSync(OUT, { recursive: true });
const server = spawn(process.execPath, ['scripts/serve.mjs', String(PORT)], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((ok) => server.stdout.once('data', ok));

const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu']
});

async function shot(name, path, vp, fullPage) {
	const page = await browser.newPage({ viewport: { width: vp.width, height: vp.height }, deviceScaleFactor: 1 });
	const errors = [];
	page.on('pageerror', (e) => errors.push(String(e)));
	page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
	await page.goto(BASE + path, { waitUntil: 'networkidle' });
	await page.locator('[data-ready="true"], [data-venue-section], [data-role="error"]').first().waitFor();
	await page.waitForTimeout(150);
	const file = `${OUT}/${name}-${vp.tag}.png`;
	await page.screenshot({ path: file, fullPage });
	if (errors.length) console.warn(`${file}: ${errors.join(' | ')}`);
	console.log(file);
	await page.close();
}

try {
	for (const vp of VIEWPORTS) for (const p of PAGES) await shot(p.name, p.path, vp, false);
	for (const p of PAGES) await shot(`${p.name}-full`, p.path, VIEWPORTS[1], true);
	for (const e of EXTRA) await shot(e.name, e.path, e.vp, false);
} finally {
	await browser.close();
	server.kill();
}
