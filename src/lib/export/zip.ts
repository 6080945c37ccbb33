/*
 * "Download all slides": every slide of a deck as its 1920x1080 PNG picture (title, diagram,
 * legend, source line), numbered in the deck's order, in one ZIP (fflate; stored, the PNGs are
 * compressed already). Browser only.
 */
import { zipSync } from 'fflate';
import type { DeckState } from '$lib/deck/types';
import { exportName } from '$lib/share/exportName';
import { eachDeckSlide, type DeckOptions } from './deck';
import type { Work } from './job.svelte';
import { slidePng } from './picture';
import { slideVariant } from './names';
import { aborted } from './steps';

export const ZIP_SLIDE = { width: 1920, height: 1080 } as const;

/** '03-polo-field-penalty-5a-goal-en-1920x1080.png': the slide's place first, so the folder sorts as the deck; its outcome (variant), if it names one. */
export function zipEntryName(i: number, count: number, kind: Parameters<typeof exportName>[0], id: string, lang: string, variant?: string): string {
	const digits = String(count).length;
	return `${String(i + 1).padStart(Math.max(2, digits), '0')}-${exportName(kind, id, 'png', { lang, size: ZIP_SLIDE, ...(variant ? { variant } : {}) })}`;
}

/** The deck's slides as a ZIP of PNG pictures. */
export async function deckZip(deck: DeckState, o: DeckOptions, w: Work): Promise<Blob> {
	const files: Record<string, [Uint8Array, { level: 0 }]> = {};
	const n = deck.slides.length;
	await eachDeckSlide(deck, o, async (slide, i) => {
		if (w.signal.aborted) throw aborted();
		w.progress(i / n);
		const png = await slidePng(slide, ZIP_SLIDE);
		files[zipEntryName(i, n, slide.kind, slide.id, o.locale, slideVariant(deck.slides[i]!))] = [new Uint8Array(await png.arrayBuffer()), { level: 0 }];
	});
	w.progress(1);
	return new Blob([zipSync(files) as BlobPart], { type: 'application/zip' });
}
