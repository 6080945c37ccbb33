// npm run bench: builds the site into its own folder, then measures per page type the JavaScript
// and CSS a first visit asks for before its load event (raw and gzip), the JavaScript of first use
// and of first use + Play, also on a shared link with a query and a press on the diagram,
// and the offline cache of a first visit (scripts/weight.mjs), Lighthouse (mobile and desktop) performance,
// accessibility and best-practices scores from the system Chromium, and the work per frame of one
// full animation (measureFrames says exactly what). Writes bench/results.json and exits 1 when a
// figure passes its budget.
//   node scripts/bench.mjs [--no-build] [--no-lighthouse] [--site=DIR]
// --site=DIR measures a site already built into DIR (no build); BENCH_PORT sets the port (4391).
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from './chromium-path.mjs';
import { renderDurations, TRACE_CATEGORIES } from './frame-trace.mjs';
import { BUDGETS } from './budgets.mjs';
import { offlineCache, requestedBeforeLoad, scriptWeight } from './weight.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv);
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const ORIGIN = `http://localhost:${PORT}`;
const SITE = argv.find((a) => a.startsWith('--site='))?.slice('--site='.length);
const OUT = SITE ?? 'bench/site';

export const PAGES = {
	home: '/',
	field: '/field/5a',
	arena: '/arena/2',
	// Pages in another language (their words are longer, and the geometry's English is still in their
	// scripts; /fr/arena/4 is the heaviest penalty page): held to the same budgets as the English page of their type.
	'arena-es': '/es/arena/2',
	'arena-fr': '/fr/arena/4',
	clinic: '/clinic',
	'clinic-fr': '/fr/clinic',
	embed: '/embed/arena/4',
	'embed-fr': '/fr/embed/arena/4',
	'embed-es': '/es/embed/arena/2'
};

/**
 * The same pages reached by a shared link (a query the prerendered markup cannot show: the page's code
 * starts at once), then a press on the diagram, then Play (issue 35: the budgets hold on every path).
 */
export const SHARED = {
	field: '/field/5a?foul=150,60',
	arena: '/arena/2?foul=10,5',
	'arena-es': '/es/arena/2?foul=10,5',
	'arena-fr': '/fr/arena/4?foul=20,10',
	clinic: '/clinic?slide=3',
	'clinic-fr': '/fr/clinic?venue=arena&slide=2',
	embed: '/embed/arena/4?foul=20,10',
	'embed-fr': '/fr/embed/arena/4?foul=20,10',
	'embed-es': '/es/embed/arena/2?foul=10,5'
};

/** A page's budget in `table` (BUDGETS.jsGzip, firstUseGzip): its type's ('arena-fr' is an arena page, 'embed-fr' an embed). */
const budgetOf = (table, name) => table[name.split('-')[0]];

export { BUDGETS };

const CHROME_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--no-first-run'];

function percentile(sorted, p) {
	if (!sorted.length) return null;
	const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
	return sorted[i];
}

async function measureBytes(browser, path) {
	const context = await browser.newContext();
	const page = await context.newPage();
	const assets = [];
	const pending = [];
	page.on('response', (res) => {
		const type = res.request().resourceType();
		if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return;
		pending.push(
			res
				.body()
				.then((body) => assets.push({ type, url: res.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
				.catch(() => {
					/* redirects have no body */
				})
		);
	});
	/** The assets loaded so far, once their bodies are in. */
	const taken = async () => {
		await Promise.all(pending.splice(0));
		return assets.splice(0);
	};
	const response = await page.goto(ORIGIN + path, { waitUntil: 'load' });
	const status = response?.status() ?? 0;
	const sum = (t, k, list = assets) => list.filter((a) => a.type === t).reduce((s, a) => s + a[k], 0);
	// The page's code starts in idle time after load; then the user reaches for the page (the pointer
	// moves): what its code costs when it is used. Wait until no response has come for 800 ms.
	await page.mouse.move(200, 200);
	for (let seen = -1; seen !== pending.length; ) {
		seen = pending.length;
		await page.waitForTimeout(800);
	}
	// A first visit: the document and what it asked for before its load event (read in the page).
	const before = new Set(await requestedBeforeLoad(page));
	const all = await taken();
	const visit = all.filter((a) => a.type === 'document' || before.has(a.url));
	const use = all.filter((a) => !visit.includes(a));
	await context.close();
	return {
		status,
		js: { raw: sum('script', 'raw', visit), gzip: sum('script', 'gzip', visit), files: visit.filter((a) => a.type === 'script').length },
		jsOnUse: { raw: sum('script', 'raw', use), gzip: sum('script', 'gzip', use), files: use.filter((a) => a.type === 'script').length },
		css: { raw: sum('stylesheet', 'raw', visit), gzip: sum('stylesheet', 'gzip', visit) },
		html: { raw: sum('document', 'raw', visit), gzip: sum('document', 'gzip', visit) }
	};
}

/**
 * The work of each frame of one full animation, from a Chrome trace: the duration of every
 * AnimationFrame::Render event on the page's main thread, i.e. from the start of the frame's
 * rendering update (its requestAnimationFrame callbacks, where the animation moves the players)
 * to the end of style, layout and paint. It is the renderStart -> renderEnd span the Long Animation
 * Frames API reports, for every frame rather than only those over 50 ms. A frame whose work stays
 * under 16.7 ms leaves the display's 60 Hz refresh on time. (The interval between rAF callbacks,
 * also recorded, cannot be the budget: at 60 Hz it is 16.67 ms give or take the coarsened clock,
 * however little work a frame does.)
 * The explorer is woken and the animation module loaded first (as moving the pointer and pointing at
 * the controls do), so the frames measured are the animation's, not the modules' download and compile.
 */
async function measureFrames(browser) {
	const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
	await page.goto(ORIGIN + PAGES.field, { waitUntil: 'networkidle' });
	const play = page.locator('[data-action="play"]').first();
	if (!(await play.count())) return { error: 'no [data-action="play"] control on ' + PAGES.field };
	// The explorer hydrates when a user shows intent (Island.svelte): the pointer moves, then reaches for the controls.
	await page.mouse.move(5, 5);
	await page.locator('article[data-ready="true"]').waitFor({ state: 'attached', timeout: 15_000 });
	await page.locator('[data-role="animation"]').first().hover();
	await page.locator('[data-animation-duration]').first().waitFor({ state: 'attached', timeout: 15_000 });
	const duration = Number(await page.locator('[data-animation-duration]').first().getAttribute('data-animation-duration'));
	await browser.startTracing(page, { categories: TRACE_CATEGORIES });
	const intervals = page.evaluate(
		(ms) =>
			new Promise((done) => {
				const d = [];
				let last = null;
				const end = performance.now() + ms;
				const tick = (t) => {
					if (last !== null) d.push(t - last);
					last = t;
					if (performance.now() < end) requestAnimationFrame(tick);
					else done(d);
				};
				requestAnimationFrame(tick);
			}),
		(Math.min(20, duration) + 0.5) * 1000
	);
	await play.click();
	const deltas = await intervals;
	const trace = JSON.parse((await browser.stopTracing()).toString());
	await page.close();
	const work = renderDurations(trace.traceEvents ?? trace);
	const sorted = [...work].sort((a, b) => a - b);
	const gaps = [...deltas].sort((a, b) => a - b);
	return {
		measured: 'AnimationFrame::Render duration (rAF callbacks + style + layout + paint), ms',
		durationS: duration,
		frames: work.length,
		medianMs: percentile(sorted, 50),
		p95Ms: percentile(sorted, 95),
		longestMs: sorted.at(-1) ?? null,
		over16_7: work.filter((d) => d > 16.7).length,
		intervals: { frames: gaps.length, medianMs: percentile(gaps, 50), p95Ms: percentile(gaps, 95), longestMs: gaps.at(-1) ?? null }
	};
}

async function lighthouseScores(path, chromePath) {
	const { default: lighthouse } = await import('lighthouse');
	const chromeLauncher = await import('chrome-launcher');
	const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
	const out = {};
	for (const formFactor of ['mobile', 'desktop']) {
		const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROME_ARGS] });
		try {
			const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] };
			const result = await lighthouse(ORIGIN + path, flags, formFactor === 'desktop' ? desktopConfig : undefined);
			const lhr = result?.lhr;
			const cats = lhr?.categories ?? {};
			out[formFactor] = Object.fromEntries(Object.entries(cats).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)]));
			// What costs points: every weighted audit of a category that did not pass, with its score.
			out[`${formFactor}Failing`] = Object.fromEntries(
				Object.entries(cats).map(([k, v]) => [
					k,
					(v.auditRefs ?? [])
						.filter((r) => r.weight > 0 && lhr.audits[r.id]?.score !== null && (lhr.audits[r.id]?.score ?? 1) < 1)
						.map((r) => `${r.id} ${Math.round((lhr.audits[r.id].score ?? 0) * 100)}${lhr.audits[r.id].displayValue ? ` (${lhr.audits[r.id].displayValue})` : ''}`)
				])
			);
		} finally {
			await chrome.kill();
		}
	}
	return out;
}

async function main() {
	const chromePath = findChromium();
	if (!chromePath) throw new Error('No Chromium: run node scripts/ensure-chromium.mjs');
	if (!args.has('--no-build') && !SITE) {
		execSync('npx vite build', { stdio: 'inherit', env: { ...process.env, BUILD_DIR: OUT, KIT_OUT_DIR: '.svelte-kit-bench' } });
	}
	const server = spawn(process.execPath, ['scripts/serve.mjs', String(PORT)], { env: { ...process.env, SERVE_ROOT: OUT }, stdio: 'ignore' });
	await new Promise((r) => setTimeout(r, 600));
	const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_ARGS });
	const results = { date: new Date().toISOString(), budgets: BUDGETS, pages: {}, animation: null, failures: [] };
	try {
		for (const [name, path] of Object.entries(PAGES)) {
			const bytes = await measureBytes(browser, path);
			const entry = { path, ...bytes };
			{
				const context = await browser.newContext({ serviceWorkers: 'block' });
				const w = await scriptWeight(context, ORIGIN + path, { tap: true });
				await context.close();
				entry.weight = { visit: w.visit, use: w.use, tap: w.tap, play: w.play };
				if (SHARED[name]) {
					const context3 = await browser.newContext({ serviceWorkers: 'block' });
					const s = await scriptWeight(context3, ORIGIN + SHARED[name], { tap: true });
					await context3.close();
					entry.shared = { path: SHARED[name], use: s.use, tap: s.tap, play: s.play };
				}
				const context2 = await browser.newContext({ serviceWorkers: 'allow' });
				// The page's language: its own scripts are not "of another language" (a French page caches the French tree).
				const c = await offlineCache(context2, ORIGIN + path, /^\/(fr|es)\//.exec(path)?.[1] ?? 'en');
				await context2.close();
				entry.offline = { files: c.files, raw: c.raw, gzip: c.gzip, otherLanguage: c.otherLanguage, embedOrPrint: c.embedOrPrint };
				const useBudget = budgetOf(BUDGETS.firstUseGzip, name);
				if (useBudget && w.play.gzip > useBudget) results.failures.push(`${name}: first use + Play JS ${w.play.gzip} B gzip > ${useBudget} B`);
				if (useBudget && entry.shared && entry.shared.play.gzip > useBudget)
					results.failures.push(`${name}: ${entry.shared.path}, a press on the diagram and Play: JS ${entry.shared.play.gzip} B gzip > ${useBudget} B`);
				if (c.gzip > BUDGETS.offlineFirstVisitGzip) results.failures.push(`${name}: offline cache of a first visit ${c.gzip} B gzip > ${BUDGETS.offlineFirstVisitGzip} B`);
				if (c.otherLanguage || c.embedOrPrint) results.failures.push(`${name}: offline cache of a first visit holds ${c.otherLanguage} files of another language, ${c.embedOrPrint} embeds or print sheets`);
			}
			if (bytes.status !== 200) {
				results.failures.push(`${name} (${path}): HTTP ${bytes.status}`);
			} else if (!args.has('--no-lighthouse')) {
				entry.lighthouse = await lighthouseScores(path, chromePath);
			}
			const jsBudget = budgetOf(BUDGETS.jsGzip, name);
			if (jsBudget !== undefined && bytes.js.gzip > jsBudget) results.failures.push(`${name}: JS asked for before the load event ${bytes.js.gzip} B gzip > ${jsBudget} B`);
			for (const [form, cats] of Object.entries(entry.lighthouse ?? {}).filter(([f]) => !f.endsWith('Failing'))) {
				for (const [cat, min] of Object.entries(BUDGETS.lighthouse)) {
					if (form === 'mobile' && (cats[cat] ?? 0) < min) results.failures.push(`${name}: Lighthouse ${form} ${cat} ${cats[cat]} < ${min}`);
				}
			}
			results.pages[name] = entry;
		}
		// What a slow phone feels (issue 35): a first tap 4 s after load must redraw within the budget.
		results.slowPhone = {};
		for (const name of ['field', 'arena-fr', 'embed']) {
			const url = ORIGIN + PAGES[name];
			const later = await measureFelt(browser, url, { tapAfterMs: 4000 });
			const atPaint = await measureFelt(browser, url, { tapAfterMs: 'paint' });
			results.slowPhone[name] = { path: PAGES[name], later, atPaint };
			if (later.tapToRedrawMs === null || later.tapToRedrawMs > BUDGETS.slowPhoneTapMs)
				results.failures.push(`${name}: slow phone, first tap 4 s after load to redraw ${later.tapToRedrawMs} ms > ${BUDGETS.slowPhoneTapMs} ms`);
		}
		results.animation = await measureFrames(browser);
		if (results.animation.error) results.failures.push(`animation: ${results.animation.error}`);
		else if (!results.animation.frames) results.failures.push('animation: no frame was traced');
		else if (results.animation.p95Ms >= BUDGETS.frameP95Ms) results.failures.push(`animation: p95 frame work ${results.animation.p95Ms.toFixed(1)} ms >= ${BUDGETS.frameP95Ms} ms`);
	} finally {
		await browser.close();
		server.kill();
	}
	mkdirSync('bench', { recursive: true });
	writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');
	const kb = (b) => (b / 1000).toFixed(1) + ' KB';
	console.log('\npage      JS raw / gzip        CSS raw / gzip       Lighthouse mobile (perf/a11y/bp)  desktop   JS on first use (gzip)');
	for (const [name, e] of Object.entries(results.pages)) {
		const m = e.lighthouse?.mobile;
		const d = e.lighthouse?.desktop;
		const lh = (x) => (x ? `${x.performance}/${x.accessibility}/${x['best-practices']}` : '-');
		console.log(`${name.padEnd(9)} ${kb(e.js.raw).padStart(9)} / ${kb(e.js.gzip).padEnd(9)} ${kb(e.css.raw).padStart(9)} / ${kb(e.css.gzip).padEnd(9)} ${lh(m).padEnd(33)} ${lh(d).padEnd(9)} ${kb(e.jsOnUse.gzip)}`);
	}
	console.log('\npage      first visit   first use          + press + Play     (JS gzip, files; budget)   offline cache of a first visit (raw / gzip; budget)');
	for (const [name, e] of Object.entries(results.pages)) {
		const w = e.weight;
		const o = e.offline;
		if (!w || !o) continue;
		const f = (t) => `${kb(t.gzip)} (${t.files})`;
		const useBudget = budgetOf(BUDGETS.firstUseGzip, name);
		const budget = useBudget ? kb(useBudget) : '-';
		console.log(
			`${name.padEnd(9)} ${f(w.visit).padEnd(13)} ${f(w.use).padEnd(18)} ${f(w.play).padEnd(18)} ${budget.padEnd(26)} ${kb(o.raw)} / ${kb(o.gzip)} (${o.files} files; ${kb(BUDGETS.offlineFirstVisitGzip)})`
		);
	}
	console.log('\nshared link, a press on the diagram, Play (JS gzip, files; budget)');
	for (const [name, e] of Object.entries(results.pages)) {
		const sh = e.shared;
		if (!sh) continue;
		const useBudget = budgetOf(BUDGETS.firstUseGzip, name);
		console.log(`${name.padEnd(9)} ${sh.path.padEnd(32)} use ${kb(sh.use.gzip)} (${sh.use.files})  + press ${kb(sh.tap.gzip)} (${sh.tap.files})  + Play ${kb(sh.play.gzip)} (${sh.play.files})  ${useBudget ? kb(useBudget) : '-'}`);
	}
	console.log(`\nslow phone (CPU x${SLOW_PHONE.cpu}, slow 4G): first paint, code ready, first tap to redraw (4 s after load / at first paint; budget ${BUDGETS.slowPhoneTapMs} ms)`);
	for (const [name, e] of Object.entries(results.slowPhone ?? {})) {
		console.log(`${name.padEnd(9)} ${e.path.padEnd(20)} paint ${e.later.paintMs} ms, ready ${e.later.readyMs} ms, tap ${e.later.tapToRedrawMs} ms / ${e.atPaint.tapToRedrawMs} ms`);
	}
	const a = results.animation;
	if (a && !a.error && a.frames) {
		console.log(`animation (${a.durationS} s): work per frame over ${a.frames} frames: median ${a.medianMs.toFixed(1)} ms, p95 ${a.p95Ms.toFixed(1)} ms, longest ${a.longestMs.toFixed(1)} ms, ${a.over16_7} over 16.7 ms`);
		console.log(`  (rAF intervals, not budgeted: median ${a.intervals.medianMs?.toFixed(1)} ms, p95 ${a.intervals.p95Ms?.toFixed(1)} ms, longest ${a.intervals.longestMs?.toFixed(1)} ms)`);
	}
	for (const [name, e] of Object.entries(results.pages)) {
		const failing = e.lighthouse?.mobileFailing ?? {};
		for (const [cat, min] of Object.entries(BUDGETS.lighthouse)) {
			if ((e.lighthouse?.mobile?.[cat] ?? 100) < min && failing[cat]?.length) console.log(`${name} mobile ${cat}: ${failing[cat].join(', ')}`);
		}
	}
	console.log(results.failures.length ? `\nOver budget:\n- ${results.failures.join('\n- ')}` : '\nAll figures within budget.');
	console.log('Figures written to bench/results.json');
	process.exit(results.failures.length ? 1 : 0);
}

main().catch((e) => {
	console.error(e);
	process.exit(2);
});
