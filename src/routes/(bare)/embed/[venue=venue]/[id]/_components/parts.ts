/*
 * The embed's "More" menu (the options, Embed, Download) as Deferred.svelte takes it (island/part.ts):
 * at hand here; the embed's island has parts.island.ts in this module's place, which loads it when the
 * user reaches for it or what it shows changes (issue 17: an embed's first use, <= 80 KB).
 */
import { atHand } from '$lib/island/part';
import EmbedControls from './EmbedControls.svelte';

export const MORE = atHand(EmbedControls);
