/*
 * Whether a finger moves the players (a coarse pointer: a phone, a tablet): their markers are then
 * kept a finger's target apart (declutter.ts placeMarkers). One reactive query for the marks and for
 * the labels that keep clear of them, so both place the markers alike. False on the server.
 */
import { MediaQuery } from 'svelte/reactivity';

export const coarsePointer = new MediaQuery('pointer: coarse', false);
