/*
 * The live diagram as a picture for slides: a stand-alone SVG (serialize.ts) drawn onto a canvas of
 * an exact pixel size (1920x1080, 3840x2160), centred on the theme's background. The geometry of the
 * fit and the PNG header check are pure; the drawing needs a browser.
 */

export interface Box {
	x: number;
	y: number;
	width: number;
	height: number;
}

/**
 * The largest box of aspect `srcW / srcH` that fits `dstW x dstH` less `pad` (a fraction of the
 * smaller side) on every side, centred. Pixel-snapped.
 */
export function fitBox(srcW: number, srcH: number, dstW: number, dstH: number, pad = 0.03): Box {
	if (!(srcW > 0 && srcH > 0 && dstW > 0 && dstH > 0)) return { x: 0, y: 0, width: Math.max(0, dstW), height: Math.max(0, dstH) };
	const m = Math.min(dstW, dstH) * Math.min(Math.max(pad, 0), 0.45);
	const w = dstW - 2 * m;
	const h = dstH - 2 * m;
	const k = Math.min(w / srcW, h / srcH);
	const width = Math.round(srcW * k);
	const height = Math.round(srcH * k);
	return { x: Math.round((dstW - width) / 2), y: Math.round((dstH - height) / 2), width, height };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
	if (bytes.length < 24) return null;
	for (let i = 0; i < 8; i++) if (bytes[i] !== PNG_SIGNATURE[i]) return null;
	const type = String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!);
	if (type !== 'IHDR') return null;
	const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	return { width: dv.getUint32(16), height: dv.getUint32(20) };
}

/** Loads SVG markup as an image (browser only). */
export async function loadSvgImage(markup: string): Promise<HTMLImageElement> {
	const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
	try {
		const img = new Image();
		img.decoding = 'async';
		img.src = url;
		await img.decode();
		return img;
	} finally {
		// The decoded image keeps its pixels; the URL is no longer needed.
		setTimeout(() => URL.revokeObjectURL(url), 0);
	}
}

export interface RasterOptions {
	width: number;
	height: number;
	/** Canvas colour behind the diagram (CSS colour); null: transparent. */
	background: string | null;
	/** Aspect (width / height) of the SVG's viewBox. */
	aspect: number;
}

/** Draws stand-alone SVG markup centred on a canvas of exactly width x height px (browser only). */
export async function svgToCanvas(markup: string, o: RasterOptions): Promise<HTMLCanvasElement> {
	const canvas = document.createElement('canvas');
	canvas.width = o.width;
	canvas.height = o.height;
	const ctx = canvas.getContext('2d');
	if (!ctx) throw new Error('This browser cannot draw on a canvas.');
	if (o.background) {
		ctx.fillStyle = o.background;
		ctx.fillRect(0, 0, o.width, o.height);
	}
	const box = fitBox(o.aspect, 1, o.width, o.height);
	const img = await loadSvgImage(markup);
	// The markup should already be box-sized (diagramToPng): then the SVG is drawn at its own size.
	ctx.drawImage(img, box.x, box.y, box.width, box.height);
	return canvas;
}

export function canvasToBlob(canvas: HTMLCanvasElement, type = 'image/png'): Promise<Blob> {
	return new Promise((ok, fail) => canvas.toBlob((b) => (b ? ok(b) : fail(new Error('The picture could not be encoded.'))), type));
}

/** Stand-alone SVG markup -> PNG of exactly width x height px (browser only). */
export async function svgToPng(markup: string, o: RasterOptions): Promise<Blob> {
	return canvasToBlob(await svgToCanvas(markup, o));
}

/** The diagram `svg` as drawn now -> PNG of exactly width x height px on its theme's background (browser only). */
export async function diagramToPng(svg: SVGSVGElement, size: { width: number; height: number }): Promise<Blob> {
	const { standaloneSvg } = await import('./serialize');
	const vb = svg.viewBox.baseVal;
	const aspect = vb && vb.width > 0 && vb.height > 0 ? vb.width / vb.height : 16 / 9;
	const box = fitBox(aspect, 1, size.width, size.height);
	const s = standaloneSvg(svg, { width: box.width, height: box.height, background: false });
	return svgToPng(s.markup, { ...size, background: s.background, aspect: s.aspect });
}
