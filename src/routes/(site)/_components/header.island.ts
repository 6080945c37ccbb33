/*
 * header.ts as an island has it (scripts/islands.mjs): the header's code (navigation state, the
 * language links' query, the theme, Save for offline) is a chunk of its own, loaded when the header is
 * reached for or what it shows changes. Its style is the page's already.
 */
import { later } from '$lib/island/part';
import type { HEADER as AtHand } from './header';

export const HEADER: typeof AtHand = later(() => import('./SiteHeader.svelte'));
