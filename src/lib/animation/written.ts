/*
 * The animation's captions in the page's language, written on the server for the setup the page
 * prerenders (issue 17: first-use weight). On /fr and /es the captions are worded from the setup and
 * the timeline by text.ts, 4 KB gzip that Play would load; the page's data carries them already
 * worded for its own setup, each outcome, so Play on the page as opened loads no wording. Any other
 * setup (a foul spot, an option, a size, a player moved) loads text.ts as before. The words are
 * written by written.server.ts (the client never loads it).
 */
import type { Frames } from './types';

/** One timeline's words: each phase's caption, each annotation's (in frames' order). */
export interface WrittenTimeline {
	phases: string[];
	annotations: { text: string; detail: string | null }[];
}

/** By outcome: '' the timeline animated when none is chosen, else the variant's id. */
export type WrittenCaptions = Record<string, WrittenTimeline>;

/** The key of the timeline animated for a variant chosen (undefined: none). */
export const writtenKey = (variant: string | undefined): string => variant ?? '';

/** The words written for `frames`, where they fit it (the same phases and annotations); else null. */
export function writtenFor(written: WrittenTimeline | null | undefined, frames: Frames): WrittenTimeline | null {
	if (!written || written.phases.length !== frames.phases.length || written.annotations.length !== frames.annotations.length) return null;
	return written;
}
