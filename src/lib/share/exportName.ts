/*
 * File names for downloads, named after the venue, the penalty and the language so a folder of
 * slides sorts well and says what each file is: polo-field-penalty-5a-en.svg,
 * polo-arena-penalty-4-fr-1920x1080.png, polo-field-penalty-3-animation-es-1280x720.mp4,
 * polo-field-deck-2-3-5a-en.pptx, polo-field-deck-spring-clinic-2-3-en.pptx,
 * polo-field-penalty-3-animation-goal-en.gif. Pure.
 */
import type { VenueKind } from '$lib/geometry';

/** The picture sizes offered for slides, px. */
export const SLIDE_SIZES = [
	{ width: 1920, height: 1080, label: 'Full HD' },
	{ width: 3840, height: 2160, label: '4K' }
] as const;

/** The video sizes offered, px. */
export const VIDEO_SIZES = [
	{ width: 1920, height: 1080 },
	{ width: 1280, height: 720 }
] as const;

export type ExportKind = 'svg' | 'png' | 'webm' | 'mp4' | 'gif' | 'pptx' | 'zip';

export interface ExportNameOptions {
	/** Pixel size, for raster files. */
	size?: { width: number; height: number };
	/** A suffix before the language, e.g. 'animation'. */
	suffix?: string;
	/** The animation's outcome shown (its variant id), after the suffix: files of two outcomes differ. */
	variant?: string;
	/** A deck's title, after 'deck' (cut to 40 characters at a word). */
	title?: string;
	/** The language of the words in the file. */
	lang?: string;
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

function tail(parts: string[], ext: ExportKind, opts: ExportNameOptions): string {
	if (opts.suffix) parts.push(slug(opts.suffix));
	if (opts.variant) parts.push(slug(opts.variant));
	if (opts.lang) parts.push(slug(opts.lang));
	if (opts.size) parts.push(`${Math.round(opts.size.width)}x${Math.round(opts.size.height)}`);
	return `${parts.filter(Boolean).join('-')}.${ext}`;
}

export function exportName(kind: VenueKind, id: string, ext: ExportKind, opts: ExportNameOptions = {}): string {
	return tail(['polo', kind, 'penalty', slug(id) || 'x'], ext, opts);
}

/** A deck's file: its penalties in order (the first six, then how many more). */
export function deckName(kind: VenueKind, ids: readonly string[], ext: ExportKind, opts: ExportNameOptions = {}): string {
	const shown = ids.slice(0, 6).map((id) => slug(id) || 'x');
	if (ids.length > 6) shown.push(`and-${ids.length - 6}-more`);
	const title = slug(opts.title ?? '');
	const short = title.length > 40 ? title.slice(0, 41).replace(/-[^-]*$/, '') || title.slice(0, 40) : title;
	return tail(['polo', kind, 'deck', short, ...shown], ext, opts);
}
