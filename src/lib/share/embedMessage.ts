/*
 * The message an embedded diagram sends its parent page so the iframe can fit its content:
 *   { type: 'polo-penalty:height', height: <CSS px, integer>, venue, penalty }
 * static/polo-penalty.js (the web component) and the iframe snippet's one-line listener read it;
 * they repeat the type string because they cannot import this module. Pure.
 */
export const HEIGHT_MESSAGE = 'polo-penalty:height';

/** Never ask a host page for more than this (CSS px): a broken layout must not grow forever. */
export const MAX_EMBED_HEIGHT = 10_000;

export interface HeightMessage {
	type: typeof HEIGHT_MESSAGE;
	height: number;
	venue: string;
	penalty: string;
}

export function heightMessage(height: number, venue: string, penalty: string): HeightMessage {
	const h = Number.isFinite(height) ? Math.min(MAX_EMBED_HEIGHT, Math.max(0, Math.ceil(height))) : 0;
	return { type: HEIGHT_MESSAGE, height: h, venue, penalty };
}

export function isHeightMessage(data: unknown): data is HeightMessage {
	if (!data || typeof data !== 'object') return false;
	const d = data as Record<string, unknown>;
	return d.type === HEIGHT_MESSAGE && typeof d.height === 'number' && Number.isFinite(d.height) && d.height >= 0 && d.height <= MAX_EMBED_HEIGHT;
}

/**
 * The height the embed needs at its current width: everything but the diagram as laid out now,
 * plus the diagram at full width (width / aspect). Independent of the iframe's current height, so a
 * host that applies it does not start a resize loop.
 */
export function naturalHeight(rootHeight: number, diagramHeight: number, width: number, aspect: number): number {
	if (!(aspect > 0) || !(width > 0)) return Math.max(0, rootHeight);
	return Math.max(0, rootHeight - diagramHeight) + width / aspect;
}
