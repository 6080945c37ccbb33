/*
 * The animation as an animated GIF (gifenc): 15 frames a second, one palette for the whole file
 * (taken from frames across the animation), and each frame after the first written as what changed
 * (unchanged pixels transparent over the frame before), so that a 12 s animation stays small.
 * Browser only.
 */
import { applyPalette, GIFEncoder, quantize } from 'gifenc';
import type { Renderer } from './render';
import { aborted, breathe, HOLD_SECONDS } from './steps';

export const GIF_FPS = 15;
/** The GIF's size, px (16:9, within the 960 px wide slides and pages take). */
export const GIF_SIZE = { width: 960, height: 540 } as const;
/** The palette index left for "unchanged" (the other 255 are colours). */
const KEEP = 255;

export interface GifOptions {
	signal?: AbortSignal;
	onprogress?: (f: number) => void;
}

/** Hundredths of a second each frame shows: 15 fps in whole hundredths, rounded without drift. */
export function gifDelays(count: number, fps: number, holdSeconds: number): number[] {
	const at = (i: number) => Math.round((i * 100) / fps);
	return Array.from({ length: count }, (_, i) => at(i + 1) - at(i) + (i === count - 1 ? Math.round(holdSeconds * 100) : 0));
}

/** Every 1/15 s of `r` as one GIF frame. */
export async function encodeGif(r: Renderer, o: GifOptions = {}): Promise<Blob> {
	const { width, height } = r.canvas;
	const count = Math.round(r.duration * GIF_FPS) + 1;
	const grab = (t: number) => {
		r.draw(t);
		return r.ctx.getImageData(0, 0, width, height).data;
	};
	// One palette from five moments of the animation: the picture hardly changes but for the players.
	const samples = [0, 0.25, 0.5, 0.75, 1].map((f) => grab(f * r.duration));
	const all = new Uint8ClampedArray(samples.reduce((n, s) => n + s.length, 0));
	samples.reduce((at, s) => (all.set(s, at), at + s.length), 0);
	const colours = quantize(all, KEEP);
	const palette = [...colours];
	while (palette.length < 256) palette.push([0, 0, 0]);
	const delays = gifDelays(count, GIF_FPS, HOLD_SECONDS);
	const gif = GIFEncoder();
	let previous: Uint8Array | null = null;
	for (let i = 0; i < count; i++) {
		if (o.signal?.aborted) throw aborted();
		const index = applyPalette(grab(Math.min(i / GIF_FPS, r.duration)), colours);
		const delay = delays[i]! * 10;
		if (!previous) gif.writeFrame(index, width, height, { palette, delay, repeat: 0 });
		else {
			const delta = new Uint8Array(index.length);
			for (let p = 0; p < index.length; p++) delta[p] = index[p] === previous[p] ? KEEP : index[p]!;
			// dispose 1: the frame stays under the next one, which draws only what changed.
			gif.writeFrame(delta, width, height, { delay, transparent: true, transparentIndex: KEEP, dispose: 1 });
		}
		previous = index;
		if (i % 3 === 0) {
			o.onprogress?.(i / count);
			await breathe();
		}
	}
	gif.finish();
	o.onprogress?.(1);
	return new Blob([gif.bytes() as BlobPart], { type: 'image/gif' });
}
