/* The captions of a page's own setup, worded on the server (written.ts says why). */
import type { Setup } from '$lib/geometry';
import type { Locale } from '$lib/paraglide/runtime';
import { framesFor, variantsFor } from './index';
import { annotationWords, phaseCaption } from './text';
import type { Frames } from './types';
import type { WrittenCaptions, WrittenTimeline } from './written';

/** A timeline's words, as the captions show them. */
export function writeTimeline(setup: Setup, frames: Frames, locale: Locale): WrittenTimeline {
	return { phases: frames.phases.map((p) => phaseCaption(setup, frames, p, locale)), annotations: annotationWords(setup, frames, locale) };
}

/**
 * Every outcome's words for `setup`, with no player moved (the page as prerendered). English: none
 * (the timelines' own captions are English).
 */
export function writeCaptions(setup: Setup, locale: Locale): WrittenCaptions {
	if (locale === 'en' || !setup.placement) return {};
	const out: WrittenCaptions = { '': writeTimeline(setup, framesFor(setup), locale) };
	for (const v of variantsFor(setup).slice(1)) out[v.id] = writeTimeline(setup, framesFor(setup, { variant: v.id }), locale);
	return out;
}
