/*
 * What a zoom gesture asks for, without d3: the factor of a key press, a wheel step and a double
 * tap, and the duration of a smooth zoom. Shared by interact.svelte.ts (which reads gestures made
 * before d3-zoom is loaded) and zoom.ts (d3-zoom's own handling), so that a gesture does the same
 * whether it loaded the module or came after it.
 */

/** Duration of a zoom asked for in code, ms (none under prefers-reduced-motion). */
export const SMOOTH_MS = 650;
/** Zoom factor of one +/- key press, and of a double tap or double click (d3's own factor). */
export const STEP = 2;

/** A mark the user drags (a player, the ball): a press or a wheel on it never zooms nor pans. */
export const MOVABLE = '.movable';

type WheelLike = Pick<WheelEvent, 'deltaY' | 'deltaMode' | 'ctrlKey'>;

/**
 * How far one wheel event zooms, as a power of 2: d3-zoom's default (a line is 20 times a pixel, a
 * page 500 times; ctrl, a trackpad pinch, 10 times faster). zoom.ts gives it to d3 as its wheelDelta.
 */
export function wheelDelta(e: WheelLike): number {
	return -e.deltaY * (e.deltaMode === 1 ? 0.05 : e.deltaMode ? 1 : 0.002) * (e.ctrlKey ? 10 : 1);
}

/** The zoom factor of one wheel event (> 1: in). */
export function wheelFactor(e: WheelLike): number {
	return 2 ** wheelDelta(e);
}

/** What a key does on a focused zoomable diagram: a factor, 'home' (the whole area), or null (not a zoom key). */
export function zoomKey(e: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>): number | 'home' | null {
	if (e.altKey || e.ctrlKey || e.metaKey) return null;
	if (e.key === '+' || e.key === '=') return STEP;
	if (e.key === '-' || e.key === '_') return 1 / STEP;
	if (e.key === '0') return 'home';
	return null;
}

/** Whether an event's target is a movable mark (or inside one). */
export function onMovable(target: EventTarget | null): boolean {
	return !!(target as Element | null)?.closest?.(MOVABLE);
}
