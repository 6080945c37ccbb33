import { describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import { writeFileSync } from 'node:fs';
import { penaltyIds, standardLineup, type VenueKind } from '$lib/geometry';
import { legendEntries } from '$lib/view/legend';
import { penaltyShare } from './pages.server';
import { lightPalette } from './previewPng.server';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewSvg, wrapText } from './preview';

const palette = lightPalette();

function svgOf(kind: VenueKind, id: string, locale: 'en' | 'fr' | 'es') {
	const share = penaltyShare(kind, id, locale)!;
	const players = share.setup.placement ? standardLineup(share.setup) : [];
	return previewSvg({
		setup: share.setup,
		players,
		title: share.title,
		site: 'Polo penalties',
		legend: share.setup.placement ? legendEntries(share.setup, players, locale) : [],
		outcome: share.setup.placement ? undefined : share.description,
		palette
	});
}

describe('wrapText', () => {
	it.each([
		{ text: 'one two three', width: 1000, font: 10, max: 2, want: ['one two three'] },
		{ text: 'aaaa bbbb cccc', width: 40, font: 10, max: 3, want: ['aaaa', 'bbbb', 'cccc'] },
		{ text: 'aaaa bbbb cccc', width: 40, font: 10, max: 2, want: ['aaaa', 'bbbb…'] }
	])('$text at $width px', ({ text, width, font, max, want }) => {
		expect(wrapText(text, width, font, max)).toEqual(want);
	});
});

describe('lightPalette', () => {
	it("reads the light theme's colours", () => {
		for (const k of ['bg', 'ink', 'grass', 'red', 'blue', 'ball', 'ball-edge'] as const) expect(palette[k], k).toMatch(/^#[0-9a-f]{6}$/i);
	});
});

describe('previewSvg', () => {
	it('renders every penalty in every language to a 1200x630 picture with its title and legend', () => {
		for (const kind of ['field', 'arena'] as const)
			for (const id of penaltyIds(kind))
				for (const locale of ['en', 'fr', 'es'] as const) {
					const svg = svgOf(kind, id, locale);
					expect(svg).not.toMatch(/NaN|undefined/);
					const share = penaltyShare(kind, id, locale)!;
					expect(svg).toContain(share.title.split(' ')[0]);
					if (share.setup.placement) expect(svg.match(/<text /g)!.length).toBeGreaterThanOrEqual(5);
				}
		const img = new Resvg(svgOf('field', '2', 'en'), { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render();
		expect([img.width, img.height]).toEqual([PREVIEW_WIDTH, PREVIEW_HEIGHT]);
		// PREVIEW_SHOTS=dir writes a few to look at.
		if (process.env.PREVIEW_SHOTS)
			for (const [kind, id, locale] of [['field', '5a', 'en'], ['arena', '4', 'fr'], ['field', '8', 'es']] as const)
				writeFileSync(`${process.env.PREVIEW_SHOTS}/h5-unit-${locale}-${kind}-${id}.png`, new Resvg(svgOf(kind, id, locale), { font: { loadSystemFonts: true } }).render().asPng());
	});
});
