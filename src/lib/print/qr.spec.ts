import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { QUIET, qrPath } from './qr';

/** The code drawn into an RGBA bitmap, `scale` px a module: what a camera would see. */
function bitmap(text: string, scale = 4): { data: Uint8ClampedArray; w: number } {
	const { size, d } = qrPath(text);
	const w = size * scale;
	const data = new Uint8ClampedArray(w * w * 4).fill(255);
	for (const m of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
		const [x0, y0, len] = [Number(m[1]), Number(m[2]), Number(m[3])];
		for (let y = y0 * scale; y < (y0 + 1) * scale; y++)
			for (let x = x0 * scale; x < (x0 + len) * scale; x++) data.fill(0, (y * w + x) * 4, (y * w + x) * 4 + 3);
	}
	return { data, w };
}

describe('qrPath', () => {
	it.each(['https://polo-penalties.example/field/5a', 'https://club.example/polo/fr/arena/4?foul=30,5&pos=r2:20,8', 'https://x.example/es/field/2?from=spot&zoom=1'])(
		'decodes back to %s',
		(text) => {
			const { data, w } = bitmap(text);
			expect(jsQR(data, w, w)?.data).toBe(text);
		}
	);

	it('keeps a quiet zone of 4 modules on every side', () => {
		const { size, d } = qrPath('https://polo-penalties.example/field/2');
		const xs = [...d.matchAll(/M(\d+) (\d+)h(\d+)/g)].flatMap((m) => [Number(m[1]), Number(m[1]) + Number(m[3])]);
		const ys = [...d.matchAll(/M(\d+) (\d+)/g)].map((m) => Number(m[2]));
		expect(Math.min(...xs)).toBe(QUIET);
		expect(Math.max(...xs)).toBe(size - QUIET);
		expect(Math.min(...ys)).toBe(QUIET);
		expect(Math.max(...ys)).toBe(size - QUIET - 1);
	});
});
