/*
 * A QR code as SVG path data, from the `qrcode` library's matrix (its encoder: version, mask and
 * error correction chosen by it): one unit per module, the quiet zone (4 modules, ISO/IEC 18004)
 * around it. Pure and synchronous, so a prerendered sheet carries its code.
 */
import QRCode from 'qrcode';

/** The quiet zone around the code, in modules. */
export const QUIET = 4;

export interface QrPath {
	/** Width and height of the code with its quiet zone, in modules. */
	size: number;
	/** The dark modules, one `h1v1h-1z` square each, run-length merged along a row. */
	d: string;
}

/** The QR code of `text` (medium error correction: a printed code survives a crease or a smudge). */
export function qrPath(text: string): QrPath {
	const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
	const n = modules.size;
	let d = '';
	for (let y = 0; y < n; y++) {
		let x = 0;
		while (x < n) {
			if (!modules.get(y, x)) {
				x++;
				continue;
			}
			const start = x;
			while (x < n && modules.get(y, x)) x++;
			d += `M${start + QUIET} ${y + QUIET}h${x - start}v1h${start - x}z`;
		}
	}
	return { size: n + 2 * QUIET, d };
}
