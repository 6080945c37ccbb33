/*
 * parts.ts as the embed's island has it (scripts/islands.mjs): the "More" menu's code (the options'
 * choices, the Embed and Download buttons) is a chunk of its own, loaded when the menu is reached for
 * (a frame's first use is the diagram and Play). Its style is the page's already.
 */
import { later } from '$lib/island/part';
import type { MORE as AtHand } from './parts';

export const MORE: typeof AtHand = later(() => import('./EmbedControls.svelte'));
