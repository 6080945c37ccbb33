import { describe, expect, it } from 'vitest';
import { fitBox, pngSize } from './svgToPng';

describe('fitBox', () => {
	it('fits a wide diagram to the width, centred', () => {
		const b = fitBox(2, 1, 1920, 1080, 0);
		expect(b).toEqual({ x: 0, y: 60, width: 1920, height: 960 });
	});
	it('fits a tall diagram to the height, with padding', () => {
		const b = fitBox(1, 1, 1920, 1080, 0.05);
		expect(b.height).toBe(1080 - 2 * 54);
		expect(b.width).toBe(b.height);
		expect(b.x).toBe((1920 - b.width) / 2);
	});
	it('scales with the target: 4K is twice Full HD', () => {
		const a = fitBox(1.8, 1, 1920, 1080);
		const b = fitBox(1.8, 1, 3840, 2160);
		expect(Math.abs(b.width - 2 * a.width)).toBeLessThanOrEqual(2);
	});
	it('never returns NaN', () => {
		expect(fitBox(0, 1, 100, 100)).toEqual({ x: 0, y: 0, width: 100, height: 100 });
	});
});

describe('pngSize', () => {
	it('reads the IHDR of a PNG', () => {
		const b = new Uint8Array(33);
		b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
		new DataView(b.buffer).setUint32(16, 1920);
		new DataView(b.buffer).setUint32(20, 1080);
		expect(pngSize(b)).toEqual({ width: 1920, height: 1080 });
	});
	it('rejects what is not a PNG', () => {
		expect(pngSize(new Uint8Array(40))).toBeNull();
		expect(pngSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
	});
});
