import { getContext, setContext } from 'svelte';
import type { Rect } from '$lib/geometry';
import type { Frame, Sizes } from './frame';
import type { Box, VenueLabelLayout } from './labels';
import type { TeamColours } from './colours';

/** What the Diagram layout component shares with the marks drawn inside it. */
export interface DiagramContext {
	/** Yards -> SVG user units, and the viewBox. */
	readonly frame: Frame;
	/** The venue area drawn (the surround, or a zoomed part of it), yards, attack frame. */
	readonly area: Rect;
	/** Label, player and ball sizes in yards for the current on-screen scale. */
	readonly sizes: Sizes;
	/** Prefix for ids inside this SVG (patterns, masks, markers): unique per diagram on the page. */
	readonly uid: string;
	/** False for thumbnails: marks leave their text out. */
	readonly labels: boolean;
	/** Boxes the venue's labels take (SVG user units, centre and size): the marks' labels keep clear of them. */
	readonly reserved: readonly Box[];
	/** The venue's labels laid out for what is on screen (null without labels): VenueMarks draws them. */
	readonly venueLabels: VenueLabelLayout | null;
	/** The colour each team is drawn in (the words' name for it: data-colour on the players). */
	readonly colours: TeamColours;
}

const KEY = Symbol('diagram');

export function setDiagramContext(ctx: DiagramContext): void {
	setContext(KEY, ctx);
}

export function getDiagramContext(): DiagramContext {
	const ctx = getContext<DiagramContext | undefined>(KEY);
	if (!ctx) throw new Error('Diagram marks must be drawn inside <Diagram>');
	return ctx;
}
