// Types for gifenc 1.0.3 (it ships none), as its README documents the API.
declare module 'gifenc' {
	export type Palette = number[][];
	export interface FrameOptions {
		palette?: Palette;
		delay?: number;
		repeat?: number;
		transparent?: boolean;
		transparentIndex?: number;
		dispose?: number;
		first?: boolean;
		colorDepth?: number;
	}
	export interface Encoder {
		writeFrame(index: Uint8Array, width: number, height: number, opts?: FrameOptions): void;
		finish(): void;
		bytes(): Uint8Array;
		bytesView(): Uint8Array;
	}
	export function GIFEncoder(opts?: { auto?: boolean; initialCapacity?: number }): Encoder;
	export function quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number, opts?: { format?: 'rgb565' | 'rgb444' | 'rgba4444' }): Palette;
	export function applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette, format?: 'rgb565' | 'rgb444' | 'rgba4444'): Uint8Array;
}
