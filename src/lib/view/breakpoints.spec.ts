import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMBED_ICONS_WIDTH, EMBED_ZOOM_ICON_WIDTH } from './breakpoints';

// CSS cannot read this module: app.css writes the embed's breakpoints as numbers, checked here.
const css = readFileSync(new URL('../../app.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ');
const layer = css.match(/@layer narrow-words \{(.*?\} \} )\}/)?.[1] ?? '';

describe('app.css .visually-hidden-below-N', () => {
	it.each([
		['EMBED_ICONS_WIDTH', EMBED_ICONS_WIDTH],
		['EMBED_ZOOM_ICON_WIDTH', EMBED_ZOOM_ICON_WIDTH]
	])('%s (%i px): the class hides below it and shows its words from it up', (_, width) => {
		const hides = layer.match(/^ ?([^{]*)\{ position: absolute;/)?.[1] ?? '';
		expect(hides.split(',').map((s) => s.trim())).toContain(`.visually-hidden-below-${width}`);
		expect(layer).toContain(`@media (min-width: ${width}px) { .visually-hidden-below-${width} { all: revert-layer; } }`);
	});

	it('has a class for no other width than the constants', () => {
		const widths = new Set([...css.matchAll(/\.visually-hidden-below-(\d+)/g)].map((m) => Number(m[1])));
		expect([...widths].sort()).toEqual([EMBED_ICONS_WIDTH, EMBED_ZOOM_ICON_WIDTH].sort());
		expect([...css.matchAll(/@media \(min-width: (\d+)px\) \{ \.visually-hidden-below-(\d+)/g)].every((m) => m[1] === m[2])).toBe(true);
	});
});
