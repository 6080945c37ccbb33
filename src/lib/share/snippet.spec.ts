import { describe, expect, it } from 'vitest';
import { componentSnippet, embedParams, embedUrl, escapeAttr, frameStyle, iframeSnippet, resizeListener } from './snippet';
import { EMBED_CHROME_PX } from './embedSize';

describe('embed URL', () => {
	it('keeps the state and adds the embed options', () => {
		expect(embedUrl('https://club.example/polo/', 'field', '5a', '?foul=110,60&theme=dark')).toBe('https://club.example/polo/embed/field/5a?foul=110,60&theme=dark');
		expect(embedUrl('https://x.org', 'arena', '4', '', { controls: false, autoplay: true, lang: 'fr' })).toBe('https://x.org/fr/embed/arena/4?controls=0&autoplay=1');
		expect(embedUrl('https://x.org/polo/', 'field', '2', '', { lang: 'es' })).toBe('https://x.org/polo/es/embed/field/2');
		expect(embedUrl('https://x.org/', 'field', '2', '', { lang: 'en' })).toBe('https://x.org/embed/field/2');
		expect(embedUrl('https://x.org/', 'arena', '4', '?theme=dark', { theme: 'contrast' })).toBe('https://x.org/embed/arena/4?theme=contrast');
	});
	it("passes on the penalty page's view: moved players, the animation's outcome and frame", () => {
		expect(embedUrl('https://x.org/', 'field', '5a', '?foul=110,60&pos=r1:12.5,-3;b3:40,0&variant=wide-rebound&t=5.2')).toBe(
			'https://x.org/embed/field/5a?foul=110,60&pos=r1:12.5,-3;b3:40,0&variant=wide-rebound&t=5.2'
		);
		expect(componentSnippet('https://x.org/', 'field', '2', '?pos=b2:20,5&t=3')).toContain('pos="b2:20,5" t="3"');
	});
	it('drops unknown parameters and empty values', () => {
		expect(embedParams('?foul=1,2&evil=<script>&from=').toString()).toBe('foul=1%2C2');
	});
});

describe('snippets', () => {
	it('escapes attribute values', () => {
		expect(escapeAttr('a"b&<c>')).toBe('a&quot;b&amp;&lt;c&gt;');
		const s = iframeSnippet('https://x.org/embed/field/2?foul=1,2&defended=1', 'Field "2"');
		expect(s).toContain('src="https://x.org/embed/field/2?foul=1,2&amp;defended=1"');
		expect(s).toContain('title="Field &quot;2&quot;"');
		expect(s).toContain(resizeListener());
		expect(iframeSnippet('u', 't', { listener: false })).not.toContain('<script>');
	});
	it('fits the page by default: full width, the height from the proportions in a measuring wrapper, then the listener', () => {
		const s = iframeSnippet('https://x.org/embed/field/2', 'F', { aspect: 2 });
		expect(s).toBe(
			`<div style="container-type:inline-size"><iframe src="https://x.org/embed/field/2" title="F" loading="lazy" data-polo-fit style="display:block;width:100%;aspect-ratio:3/2;height:calc(50cqw + ${EMBED_CHROME_PX}px);max-height:100vh;border:0"></iframe></div>\n${resizeListener()}`
		);
		expect(s).not.toMatch(/width="\d+"/);
	});
	it.each([
		[{ width: 600, height: 400 }, 'display:block;width:100%;max-width:600px;aspect-ratio:600/400;border:0'],
		[{ width: 360, height: 300 }, 'display:block;width:100%;max-width:360px;aspect-ratio:360/300;border:0']
	])('frameStyle(%j) is at most that size, never wider than the page', (size, style) => {
		expect(frameStyle(1.8, size)).toBe(style);
		const s = iframeSnippet('u', 't', { size });
		expect(s).toBe(`<iframe src="u" title="t" loading="lazy" style="${style}"></iframe>`);
	});
	it('writes the web component with the state as attributes', () => {
		expect(componentSnippet('https://x.org/polo/', 'arena', '4', '?foul=30,5', { lang: 'fr' })).toBe(
			'<script src="https://x.org/polo/polo-penalty.js" defer></script>\n<polo-penalty venue="arena" penalty="4" foul="30,5" lang="fr"></polo-penalty>'
		);
		expect(componentSnippet('https://x.org/', 'field', '2', '', {}, { width: 600, height: 400 })).toContain('<polo-penalty venue="field" penalty="2" size="600x400">');
	});
});
