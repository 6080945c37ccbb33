import { describe, expect, it } from 'vitest';
import { getVenue } from '$lib/geometry';
import { embedHeightAt, homeAspect, SNIPPET_WIDTH } from './embedSize';
import { iconSvg, ICONS } from './icons';
import { oembedFor } from './oembed';
import { DEFAULT_SITE_URL, siteRoot } from './siteRoot.js';

describe('oembedFor', () => {
	const o = oembedFor({
		title: 'Penalty 5.a: "from the spot" <b>',
		provider: { name: 'Polo penalties', url: 'https://club.example/polo/' },
		embed: 'https://club.example/polo/embed/field/5a?foul=1,2&x=3',
		aspect: homeAspect(getVenue('field')),
		thumbnail: { url: 'https://club.example/polo/og/en/field/5a.png', width: 1200, height: 630 }
	});

	it('is a rich answer sized as the iframe snippet', () => {
		expect(o).toMatchObject({ version: '1.0', type: 'rich', width: SNIPPET_WIDTH, height: embedHeightAt(SNIPPET_WIDTH, homeAspect(getVenue('field'))) });
	});

	it('holds one iframe with only the attributes WordPress keeps, its values escaped', () => {
		expect(o.html).toBe(
			`<iframe src="https://club.example/polo/embed/field/5a?foul=1,2&amp;x=3" width="${o.width}" height="${o.height}" title="Penalty 5.a: &quot;from the spot&quot; &lt;b&gt;" frameborder="0" scrolling="no"></iframe>`
		);
	});
});

describe('siteRoot', () => {
	it.each([
		[undefined, DEFAULT_SITE_URL],
		['', DEFAULT_SITE_URL],
		['not a url', DEFAULT_SITE_URL],
		['ftp://club.example/', DEFAULT_SITE_URL],
		['https://club.example', 'https://club.example'],
		['https://club.example/polo/', 'https://club.example/polo'],
		[' http://localhost:4180/polo ', 'http://localhost:4180/polo']
	])('%s -> %s', (value, want) => {
		expect(siteRoot(value)).toBe(want);
	});
});

describe('iconSvg', () => {
	const favicon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>';
	it.each(ICONS.map((i) => [i.name, i] as const))('%s is its size, a full-bleed one with the picture in the safe zone', (_, icon) => {
		const svg = iconSvg(favicon, icon);
		expect(svg).toContain(`width="${icon.size}" height="${icon.size}"`);
		expect(svg).toContain('<rect width="32" height="32"/>');
		const [, at, scale] = /translate\(([\d.]+) [\d.]+\) scale\(([\d.]+)\)/.exec(svg)!.map(Number);
		if (!icon.bleed) expect([at, scale]).toEqual([0, icon.size / 32]);
		else {
			// The picture's corners inside the central circle of 80 % of the icon.
			const half = (32 * scale!) / 2;
			expect(Math.hypot(half, half)).toBeLessThanOrEqual(icon.size * 0.4 + 1e-9);
			expect(at! + half).toBeCloseTo(icon.size / 2, 6);
		}
	});
});
