/*
 * animation/sceneHint.ts as the islands of one venue's pages have it (scripts/islands.mjs puts this
 * module in its place). The page's venue's part of the animation is a chunk the animation's chunk
 * imports (island/scenes.ts): fetched only once that chunk has arrived, a first Play would wait one
 * more round trip (300 ms on a slow phone network). The mark names the file (hooks.server.ts, from the
 * build's list), and this asks the browser to fetch it at the same time as the animation's chunk.
 */
import type { VenueKind } from '$lib/geometry/types';
import { readMark } from './mark';

let hinted = false;

/**
 * animation/sceneHint.ts's hintScene: a modulepreload of the page's venue's scene, once. `here` is the
 * address of this module, in the island's entry in island/<name>/ (the mark's file is from island/).
 */
export function hintScene(kind: VenueKind, doc: Document = document, here: string = import.meta.url): void {
	const mark = readMark(doc);
	if (hinted || !mark?.scene || mark.params.venue !== kind) return;
	hinted = true;
	const link = doc.createElement('link');
	link.rel = 'modulepreload';
	link.href = new URL(`../${mark.scene}`, here).href;
	doc.head.append(link);
}
