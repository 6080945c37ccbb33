/*
 * Still pictures of a slide: the composed SVG (title, diagram, legend, source line) as a file, and
 * the same drawn onto a canvas of exactly W x H px as a PNG. Browser only.
 */
import { svgMarkup } from '$lib/share/serialize';
import { canvasToBlob, loadSvgImage } from '$lib/share/svgToPng';
import { m } from '$lib/paraglide/messages';
import { composeFrame, type FrameOptions } from './compose';
import type { ExportSlide } from './slide';

/** The slide's diagram, or an error that says there is none. */
export async function diagramOf(slide: Pick<ExportSlide, 'diagram' | 'locale'>): Promise<SVGSVGElement> {
	const svg = await slide.diagram();
	if (!svg) throw new Error(m.xp_no_diagram({}, { locale: slide.locale }));
	return svg;
}

/** A canvas of W x H px and its 2D context, or an error naming what is missing. */
export function canvas2d(width: number, height: number, locale: ExportSlide['locale'], o: CanvasRenderingContext2DSettings = {}): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
	const canvas = document.createElement('canvas');
	canvas.width = width;
	canvas.height = height;
	const ctx = canvas.getContext('2d', o);
	if (!ctx) throw new Error(m.xp_no_canvas({}, { locale }));
	return { canvas, ctx };
}

/** Draws an SVG element onto `ctx` at 0,0 at its own size. */
export async function drawSvg(ctx: CanvasRenderingContext2D, svg: SVGSVGElement, width: number, height: number): Promise<void> {
	const img = await loadSvgImage(svgMarkup(svg));
	ctx.drawImage(img, 0, 0, width, height);
}

/** The diagram a picture needs: none for a slide that states what happens instead. */
async function drawnOf(slide: ExportSlide): Promise<SVGSVGElement | null> {
	return slide.statement ? ((await slide.diagram()) ?? null) : diagramOf(slide);
}

/** The composed picture as an SVG file. */
export async function slideSvg(slide: ExportSlide, size: { width: number; height: number }, o: Omit<FrameOptions, 'width' | 'height'> = {}): Promise<Blob> {
	const c = composeFrame(slide, await drawnOf(slide), { ...size, ...o });
	return new Blob([svgMarkup(c.root)], { type: 'image/svg+xml' });
}

/** The composed picture as a canvas of exactly W x H px. */
export async function slideCanvas(slide: ExportSlide, size: { width: number; height: number }, o: Omit<FrameOptions, 'width' | 'height'> = {}): Promise<HTMLCanvasElement> {
	const c = composeFrame(slide, await drawnOf(slide), { ...size, ...o });
	const { canvas, ctx } = canvas2d(size.width, size.height, slide.locale);
	await drawSvg(ctx, c.root, size.width, size.height);
	return canvas;
}

/** The composed picture as a PNG of exactly W x H px. */
export async function slidePng(slide: ExportSlide, size: { width: number; height: number }, o: Omit<FrameOptions, 'width' | 'height'> = {}): Promise<Blob> {
	return canvasToBlob(await slideCanvas(slide, size, o));
}
