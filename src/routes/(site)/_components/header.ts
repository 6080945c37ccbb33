/*
 * The site header as Deferred.svelte takes it (island/part.ts): at hand here; an island has
 * header.island.ts in this module's place, which loads it when the user reaches for it.
 */
import { atHand } from '$lib/island/part';
import SiteHeader from './SiteHeader.svelte';

export const HEADER = atHand(SiteHeader);
