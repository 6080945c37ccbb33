/*
 * File names for downloads, named after the venue and the penalty so a folder of slides sorts well:
 * polo-field-penalty-5a.svg, polo-arena-penalty-4-1920x1080.png, polo-field-penalty-3-animation.webm.
 * Pure.
 */
import type { VenueKind } from '$lib/geometry';

/** The picture sizes offered for slides, px. */
export const SLIDE_SIZES = [
	{ width: 1920, height: 1080, label: 'Full HD' },
	{ width: 3840, height: 2160, label: '4K' }
] as const;

export type ExportKind = 'svg' | 'png' | 'webm';

export interface ExportNameOptions {
	/** Pixel size, for raster files. */
	size?: { width: number; height: number };
	/** A suffix before the size, e.g. 'animation'. */
	suffix?: string;
}

/** Lower-case letters, digits and single dashes only. */
export function slug(s: string): string {
	return s
		.toLowerCase()
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '');
}

export function exportName(kind: VenueKind, id: string, ext: ExportKind, opts: ExportNameOptions = {}): string {
	const parts = ['polo', kind, 'penalty', slug(id) || 'x'];
	if (opts.suffix) parts.push(slug(opts.suffix));
	if (opts.size) parts.push(`${Math.round(opts.size.width)}x${Math.round(opts.size.height)}`);
	return `${parts.filter(Boolean).join('-')}.${ext}`;
}
