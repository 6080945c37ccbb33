/*
 * An embed as WordPress frames it (issue 36): a club's page on another site holds the embed in
 * <iframe sandbox="allow-scripts" security="restricted" data-secret=…> with `#?secret=…` in its
 * address, the way WordPress frames what it discovered by oEmbed. In such a frame the embed has an
 * opaque origin: its own module scripts and data are cross-origin requests (static/_headers allows
 * them), and storage is refused. The host page here sizes the frame as WordPress's wp-embed.js does
 * (only on `{ message: 'height', value, secret }` from that very frame, 200..1000 px) and sends it
 * `{ message: 'ready', secret }`. The embed must start, play, take a tap and get its height.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './fixtures';
import { computeSetup } from '../../src/lib/geometry';

const SECRET = 'Zq3Kd81xWa';

/** The club's page: the iframe as WordPress writes it, and a listener doing what wp-embed.js does. */
function hostPage(src: string): string {
	return `<!doctype html><html><head><title>Club news</title></head><body>
<p>Our umpires' clinic: Penalty 5.a.</p>
<blockquote class="wp-embedded-content" data-secret="${SECRET}"><a href="${src}">Penalty 5.a</a></blockquote>
<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" src="${src}#?secret=${SECRET}" data-secret="${SECRET}" width="600" height="338" title="Penalty 5.a" frameborder="0" scrolling="no"></iframe>
<script>
window.got = [];
addEventListener('message', function (e) {
	var d = e.data;
	window.got.push(d);
	if (!d || d.message !== 'height' || d.secret !== '${SECRET}') return;
	var f = document.querySelector('iframe[data-secret="${SECRET}"]');
	if (e.source !== f.contentWindow) return;
	var h = parseInt(d.value, 10);
	f.height = h > 1000 ? 1000 : h < 200 ? 200 : h;
	document.querySelector('blockquote').style.display = 'none';
});
document.querySelector('iframe').addEventListener('load', function () {
	this.contentWindow.postMessage({ message: 'ready', secret: '${SECRET}' }, '*');
});
</script></body></html>`;
}

function watchErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
	page.on('console', (m) => {
		if (m.type() === 'error') errors.push(`console: ${m.text()}`);
	});
	return errors;
}

test.use({ hasTouch: true });

test('an embed in a sandboxed frame on another site starts, plays, takes a tap and answers WordPress with its height', async ({ page, baseURL }) => {
	const errors = watchErrors(page);
	const src = `${baseURL}/embed/field/5a`;
	// The club's page, served from another origin (a server of its own on this machine: a page
	// made up by page.route counts as a public site, which Chromium's local network checks refuse a
	// frame from localhost, whatever the site does).
	const club = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(hostPage(src)));
	await new Promise<void>((ok) => club.listen(0, '127.0.0.1', ok));
	const { port } = club.address() as AddressInfo;
	await page.goto(`http://127.0.0.1:${port}/news/clinic`);
	const frameEl = page.locator('iframe[data-secret]');
	const inner = page.frameLocator('iframe[data-secret]');
	await expect(inner.locator('svg[data-venue="field"]')).toBeVisible();
	const frame = page.frames().find((f) => f.url().includes('/embed/field/5a'))!;
	// The frame really is sandboxed: an opaque origin, storage refused.
	expect(await frame.evaluate(() => origin)).toBe('null');
	expect(
		await frame.evaluate(() => {
			try {
				localStorage.getItem('x');
				return 'allowed';
			} catch {
				return 'refused';
			}
		})
	).toBe('refused');

	// WordPress's height message, with its secret, answered from the frame; the host applied it.
	await expect
		.poll(() => page.evaluate(() => (window as unknown as { got: { message?: string; secret?: string }[] }).got.filter((d) => d?.message === 'height' && d.secret === 'Zq3Kd81xWa').length))
		.toBeGreaterThan(0);
	const wp = await page.evaluate(() => (window as unknown as { got: { message?: string; value: number }[] }).got.filter((d) => d?.message === 'height').at(-1)!);
	const own = await page.evaluate(() => (window as unknown as { got: { type?: string; height: number }[] }).got.filter((d) => d?.type === 'polo-penalty:height').at(-1)!);
	expect(wp.value).toBe(own.height);
	expect(wp.value).toBeGreaterThan(200);
	await expect.poll(async () => Math.round((await frameEl.boundingBox())!.height)).toBe(Math.min(1000, wp.value));

	// A tap on the diagram starts the embed and moves the foul spot: Penalty 5.a is hit from the spot.
	const svg = inner.locator('svg[data-venue="field"]');
	const box = (await svg.boundingBox())!;
	await svg.tap({ position: { x: box.width * 0.35, y: box.height * 0.55 } });
	await expect(inner.locator('.embed[data-ready="true"]')).toBeVisible();
	await expect.poll(() => new URL(frame.url()).searchParams.get('foul')).not.toBeNull();
	const [x, y] = new URL(frame.url()).searchParams.get('foul')!.split(',').map(Number) as [number, number];
	const want = computeSetup({ venue: 'field', penalty: '5a', foul: { x, y } }).ball!;
	await expect(inner.locator('[data-role="ball"]')).toHaveAttribute('data-x', String(want.x));
	await expect(inner.locator('[data-role="ball"]')).toHaveAttribute('data-y', String(want.y));

	// Play: the animation runs.
	await inner.locator('[data-role="embed-animation"] [data-action="play"]').tap();
	await expect(inner.locator('[data-role="embed-animation"] [data-role="animation"]')).toHaveAttribute('data-playing', 'true');
	await expect(inner.locator('[data-role="start-failed"]')).toBeHidden();
	expect(errors).toEqual([]);
	club.close();
});
