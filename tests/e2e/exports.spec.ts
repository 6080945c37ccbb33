/*
 * The files a user downloads, from a page on first use (nothing loaded beforehand): an MP4 that
 * Chromium plays at the size asked for, a GIF89a of many frames within its size budget, a PowerPoint
 * file of the whole deck (a slide and a notes slide per deck slide, the animated ones with their
 * MP4), a ZIP of every slide's PNG; the pictures carry a title, the legend and a source line; a long
 * export shows its progress and can be cancelled; no export code loads before it is asked for.
 */
import { readFile } from 'node:fs/promises';
import { unzipSync, strFromU8 } from 'fflate';
import { expect, open, test, type Download, type Page } from './fixtures';
import { pngSize } from '../../src/lib/share/svgToPng';

async function bytes(dl: Download): Promise<Uint8Array> {
	return new Uint8Array(await readFile((await dl.path())!));
}

/** Opens the Download menu and saves what `format` (and `size`) makes, allowing a busy machine its time. */
async function download(page: Page, format: string, size?: string, timeout = 240_000): Promise<Download> {
	await page.locator('[data-role="export-button"]').first().click();
	const item = page.locator(`[data-role="export"] [data-format="${format}"]${size ? `[data-size="${size}"]` : ''}`).first();
	const [dl] = await Promise.all([page.waitForEvent('download', { timeout }), item.click()]);
	return dl;
}

/** The boxes at the top level of an MP4 (ISO BMFF): type and size. */
function boxes(b: Uint8Array): { type: string; size: number }[] {
	const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
	const out: { type: string; size: number }[] = [];
	for (let at = 0; at + 8 <= b.length; ) {
		const size = dv.getUint32(at);
		out.push({ type: String.fromCharCode(...b.slice(at + 4, at + 8)), size });
		if (size < 8) break;
		at += size;
	}
	return out;
}

/** What Chromium reads of a video file served to it: its size and duration once it can play. */
async function playable(page: Page, b: Uint8Array, type: string) {
	await page.route('**/__video-under-test', (r) => r.fulfill({ body: Buffer.from(b), contentType: type }));
	return page.evaluate(async () => {
		const v = document.createElement('video');
		v.muted = true;
		v.src = '/__video-under-test';
		document.body.append(v);
		const meta = await new Promise<{ w: number; h: number; d: number }>((ok, fail) => {
			v.oncanplay = () => ok({ w: v.videoWidth, h: v.videoHeight, d: v.duration });
			v.onerror = () => fail(new Error(v.error?.message ?? 'video error'));
		});
		await v.play();
		await new Promise((ok) => v.addEventListener('timeupdate', ok, { once: true }));
		const played = v.currentTime > 0;
		v.remove();
		return { ...meta, played };
	});
}

for (const size of [
	{ width: 1920, height: 1080 },
	{ width: 1280, height: 720 }
]) {
	test(`MP4 at ${size.width}x${size.height} from a penalty page on first use: an ftyp box, and Chromium plays it at that size`, async ({ page }) => {
		test.setTimeout(300_000);
		await open(page, '/field/5a');
		const dl = await download(page, 'mp4', `${size.width}x${size.height}`);
		expect(dl.suggestedFilename()).toBe(`polo-field-penalty-5a-animation-en-${size.width}x${size.height}.mp4`);
		const b = await bytes(dl);
		const top = boxes(b).map((x) => x.type);
		expect(top[0]).toBe('ftyp');
		expect(top).toContain('moov');
		expect(top).toContain('mdat');
		const v = await playable(page, b, 'video/mp4');
		expect(v).toMatchObject({ w: size.width, h: size.height, played: true });
		// The animation and the held last frame.
		expect(v.d).toBeGreaterThan(8);
	});
}

test('where H.264 cannot be encoded the video is a WebM that Chromium plays at its size', async ({ page }) => {
	test.setTimeout(300_000);
	// A browser without an H.264 encoder: WebCodecs says no to every avc1 configuration.
	await page.addInitScript(() => {
		const ask = VideoEncoder.isConfigSupported.bind(VideoEncoder);
		VideoEncoder.isConfigSupported = (c: VideoEncoderConfig) => (c.codec.startsWith('avc') ? Promise.resolve({ supported: false, config: c }) : ask(c));
	});
	await open(page, '/field/5a');
	await page.locator('[data-role="export-button"]').click();
	await expect(page.locator('[data-role="export"] [data-format="webm"]')).toHaveCount(2);
	await expect(page.locator('[data-role="export"] [data-format="mp4"]')).toHaveCount(0);
	await page.keyboard.press('Escape');
	const dl = await download(page, 'webm', '1280x720');
	expect(dl.suggestedFilename()).toBe('polo-field-penalty-5a-animation-en-1280x720.webm');
	const b = await bytes(dl);
	// EBML header of a Matroska/WebM file.
	expect(Array.from(b.slice(0, 4))).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
	expect(await playable(page, b, 'video/webm')).toMatchObject({ w: 1280, h: 720, played: true });
});

test('GIF from a penalty page: GIF89a, at most 960 px wide, more than 10 frames, within 5 MB', async ({ page }) => {
	test.setTimeout(300_000);
	await open(page, '/fr/arena/5b');
	const dl = await download(page, 'gif');
	expect(dl.suggestedFilename()).toBe('polo-arena-penalty-5b-animation-fr.gif');
	const b = await bytes(dl);
	expect(new TextDecoder('latin1').decode(b.slice(0, 6))).toBe('GIF89a');
	const width = b[6]! | (b[7]! << 8);
	expect(width).toBeLessThanOrEqual(960);
	// Graphic control extensions (21 F9 04): one before each frame.
	let frames = 0;
	for (let i = 0; i + 2 < b.length; i++) if (b[i] === 0x21 && b[i + 1] === 0xf9 && b[i + 2] === 0x04) frames++;
	expect(frames).toBeGreaterThan(10);
	expect(b.length).toBeLessThanOrEqual(5_000_000);
});

test('PNG and SVG carry the title, the legend and a source line with the site, the rule and the link', async ({ page }) => {
	await open(page, '/field/5a?foul=150,60');
	const title = (await page.locator('h1').first().textContent())!.trim();
	const png = await bytes(await download(page, 'png', '1920x1080'));
	expect(pngSize(png)).toEqual({ width: 1920, height: 1080 });
	const dl = await download(page, 'svg');
	expect(dl.suggestedFilename()).toBe('polo-field-penalty-5a-en.svg');
	const text = new TextDecoder().decode(await bytes(dl));
	const got = await page.evaluate((t) => {
		const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
		const words = (sel: string) => [...doc.querySelectorAll(sel)].map((e) => e.textContent?.replace(/\s+/g, ' ').trim() ?? '');
		return {
			error: doc.querySelector('parsererror')?.textContent ?? null,
			width: doc.documentElement.getAttribute('width'),
			title: words('[data-role="export-title"]').join(' '),
			legend: words('[data-role="export-legend-item"]'),
			source: words('[data-role="export-source"]').join(' '),
			diagram: doc.querySelectorAll('[data-role="export-diagram"] [data-role="player"]').length,
			// Text squeezed to a width (textLength, lengthAdjust) or scaled out of shape: never (a rotated label is fine).
			squashed: [...doc.querySelectorAll('text, tspan')].filter((e) => e.hasAttribute('textLength') || e.hasAttribute('lengthAdjust') || /scale\(/.test(e.getAttribute('transform') ?? '')).length
		};
	}, text);
	expect(got.error).toBeNull();
	expect(got.width).toBe('1920');
	expect(got.title).toContain(title.split(':')[0]!.trim());
	expect(got.legend.length).toBeGreaterThan(4);
	expect(got.source).toContain('Polo');
	expect(got.source).toContain('Rule 37, Penalty 5.a');
	expect(got.source).toContain('/field/5a?foul=150,60');
	expect(got.diagram).toBe(8);
	expect(got.squashed).toBe(0);
});

test('a long export shows how far it has got and can be cancelled: nothing is saved', async ({ page }) => {
	test.setTimeout(120_000);
	await open(page, '/field/5a');
	let saved = 0;
	page.on('download', () => saved++);
	await page.locator('[data-role="export-button"]').click();
	await page.locator('[data-role="export"] [data-format="gif"]').click();
	const bar = page.locator('[data-role="export-progress"]');
	await expect(bar).toHaveAttribute('data-percent', /^[1-9]\d*$/, { timeout: 60_000 });
	await page.locator('[data-role="export-cancel"]').click();
	await expect(page.locator('[data-role="export-status"]')).toHaveText('Download cancelled.');
	await expect(bar).toHaveCount(0);
	expect(saved).toBe(0);
});

test('no export code loads until a file is asked for', async ({ page }) => {
	test.setTimeout(240_000);
	const scripts: { url: string; body: Promise<string> }[] = [];
	page.on('response', (r) => {
		if (r.url().endsWith('.js')) scripts.push({ url: r.url(), body: r.text().catch(() => '') });
	});
	await open(page, '/field/5a');
	// The animation's own code loads on intent (the controls); the exports' must not.
	await page.locator('[data-role="animation"]').hover();
	await expect(page.locator('[data-animation-duration]')).toHaveCount(1);
	const before = await Promise.all(scripts.map((s) => s.body));
	// Markers of the libraries: mediabunny's MP4 muxer, gifenc, pptxgenjs, fflate.
	const markers = [/ftyp/, /GIF89a/, /pptxgenjs|PptxGenJS/, /invalid zip data/];
	for (const re of markers) expect(before.some((b) => re.test(b)), String(re)).toBe(false);
	await download(page, 'gif');
	const after = await Promise.all(scripts.map((s) => s.body));
	expect(after.some((b) => /GIF89a/.test(b))).toBe(true);
});

test('the whole deck as PowerPoint: one slide and one notes slide per deck slide, the animated slide with its MP4', async ({ page }) => {
	test.setTimeout(360_000);
	await page.goto('/clinic?ids=5a,8');
	await expect(page.locator('.deck[data-ready="true"]')).toBeVisible();
	await page.locator('[data-role="menu"]').click();
	const box = page.locator('[data-role="deck-download"]');
	const [dl] = await Promise.all([page.waitForEvent('download', { timeout: 340_000 }), box.locator('[data-format="pptx"]').click()]);
	expect(dl.suggestedFilename()).toBe('polo-field-deck-5a-8-en.pptx');
	const files = unzipSync(await bytes(dl));
	const names = Object.keys(files);
	expect(names).toContain('[Content_Types].xml');
	expect(names.filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n)).sort()).toEqual(['ppt/slides/slide1.xml', 'ppt/slides/slide2.xml']);
	expect(names.filter((n) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(n))).toHaveLength(2);
	const slide1 = strFromU8(files['ppt/slides/slide1.xml']!);
	expect(slide1).toContain('Penalty 5.a');
	// The rule sentence and the source line are on the slide as text.
	expect(slide1).toContain('Rule 37, Penalty 5.a');
	const notes1 = strFromU8(files['ppt/notesSlides/notesSlide1.xml']!);
	expect(notes1).toMatch(/30 (yd|yards)/);
	const media = names.filter((n) => n.startsWith('ppt/media/') && n.endsWith('.mp4'));
	expect(media).toHaveLength(1);
	expect(boxes(files[media[0]!]!)[0]!.type).toBe('ftyp');
	expect(strFromU8(files['ppt/slides/_rels/slide1.xml.rels']!)).toContain(media[0]!.slice('ppt/media/'.length));
	// Penalty 8 places no players: its slide says what happens instead of a diagram, and has no video.
	expect(strFromU8(files['ppt/slides/_rels/slide2.xml.rels']!)).not.toContain('.mp4');
	const slide2 = strFromU8(files['ppt/slides/slide2.xml']!);
	expect(slide2).toContain('Penalty 8');
	expect(slide2).toContain('Rule 37, Penalty 8');
});

test('Download all slides: a ZIP of one 1920x1080 PNG per slide, numbered in the deck order', async ({ page }) => {
	test.setTimeout(180_000);
	await page.goto('/clinic?ids=2,3,5a');
	await expect(page.locator('.deck[data-ready="true"]')).toBeVisible();
	await page.locator('[data-role="menu"]').click();
	const box = page.locator('[data-role="deck-download"]');
	const [dl] = await Promise.all([page.waitForEvent('download', { timeout: 170_000 }), box.locator('[data-format="zip"]').click()]);
	expect(dl.suggestedFilename()).toBe('polo-field-deck-2-3-5a-en.zip');
	const files = unzipSync(await bytes(dl));
	expect(Object.keys(files)).toEqual(['01-polo-field-penalty-2-en-1920x1080.png', '02-polo-field-penalty-3-en-1920x1080.png', '03-polo-field-penalty-5a-en-1920x1080.png']);
	for (const f of Object.values(files)) expect(pngSize(f)).toEqual({ width: 1920, height: 1080 });
	// The handout is the print page of the same sheets.
	await expect(box.locator('[data-role="handout"]')).toHaveAttribute('href', /\/print\/field\?sheet=2&sheet=3&sheet=5a$/);
});
