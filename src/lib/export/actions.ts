/*
 * What each item of a Download menu makes, from an ExportSlide: the composed picture (SVG, PNG),
 * the animation as MP4/WebM at a size, or as a GIF. Loaded when an item is chosen.
 */
import { animationRenderer } from './render';
import { slidePng, slideSvg } from './picture';
import type { ExportSlide } from './slide';
import type { Work } from './job.svelte';
import { m } from '$lib/paraglide/messages';
import { aborted } from './steps';

export type SlideFormat = 'svg' | 'png' | 'mp4' | 'webm' | 'gif';

/** The size the SVG is laid out at (it scales without loss). */
export const SVG_SIZE = { width: 1920, height: 1080 } as const;

/** The animation, or the error that names why there is none. */
async function animationOf(slide: ExportSlide) {
	if (!slide.animation) throw new Error(m.xp_no_animation({}, { locale: slide.locale }));
	return slide.animation();
}

/** The file of `format` (at `size` for rasters and videos) made from `slide`. */
export async function slideFile(slide: ExportSlide, format: SlideFormat, size: { width: number; height: number } | undefined, w: Work): Promise<Blob> {
	const check = () => {
		if (w.signal.aborted) throw aborted();
	};
	if (format === 'svg') return slideSvg(slide, size ?? SVG_SIZE);
	if (format === 'png') return slidePng(slide, size ?? SVG_SIZE);
	const anim = await animationOf(slide);
	check();
	if (format === 'gif') {
		const [{ encodeGif, GIF_SIZE }] = await Promise.all([import('./gif')]);
		const r = await animationRenderer(slide, anim, { ...GIF_SIZE, readback: true });
		check();
		return encodeGif(r, { signal: w.signal, onprogress: w.progress });
	}
	const { encodeVideo } = await import('./video');
	const r = await animationRenderer(slide, anim, size ?? SVG_SIZE);
	check();
	return encodeVideo(r, { format, locale: slide.locale, signal: w.signal, onprogress: w.progress });
}
