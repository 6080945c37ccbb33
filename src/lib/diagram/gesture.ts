/*
 * What a gesture asks for, without d3: the factor of a key press, a wheel step and a double tap,
 * the duration of a smooth zoom, and which presses drag a movable mark and which zoom. Shared by
 * interact.svelte.ts (which reads gestures made before d3-zoom is loaded), zoom.ts (d3-zoom's own
 * handling), pick.ts and the mark mover ($lib/view/moves.svelte.ts), so that a gesture does the
 * same whether it loaded the module or came after it.
 *
 * Two fingers are a pinch, never a drag: a person pinching to zoom never means to move the player
 * under a finger. So a second finger never starts a drag (`dragsMark`), it gives up a drag the
 * first finger began (`givesUpDrag`; the mark goes back where it was), and it starts a pinch even
 * where it lands on a mark (`zoomsFrom`), wherever the first finger is.
 */

/** Duration of a zoom asked for in code, ms (none under prefers-reduced-motion). */
export const SMOOTH_MS = 650;
/** Zoom factor of one +/- key press, and of a double tap or double click (d3's own factor). */
export const STEP = 2;

/** A mark the user drags (a player, the ball): a one-finger press or a wheel on it never zooms nor pans. */
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

/** A press, as the mark mover reads it (PointerEvent fields; `isPrimary` may be absent in a test's fake). */
export type PressLike = Pick<PointerEvent, 'pointerType' | 'button'> & { isPrimary?: boolean };

/**
 * Whether a press on a movable mark drags it: a mouse's main button, a pen, or the first finger
 * down. A finger that comes down while another touches the screen is the second of a pinch: its
 * pointerdown is not primary (Pointer Events: a touch is primary only if no other touch was active).
 */
export function dragsMark(e: PressLike): boolean {
	if (e.pointerType === 'mouse') return e.button === 0;
	return !(e.pointerType === 'touch' && e.isPrimary === false);
}

/** Whether a press made while a finger drags a mark gives that drag up: another finger (a pinch). A pen or a mouse meanwhile does not. */
export function givesUpDrag(drag: Pick<PointerEvent, 'pointerId' | 'pointerType'>, e: Pick<PointerEvent, 'pointerId' | 'pointerType'>): boolean {
	return drag.pointerType === 'touch' && e.pointerType === 'touch' && e.pointerId !== drag.pointerId;
}

/** Whether a touch event has two fingers or more down (a pinch). */
export function pinching(e: Event): boolean {
	return ((e as Partial<TouchEvent>).touches?.length ?? 0) >= 2;
}

/**
 * Whether a gesture may zoom or pan a diagram, `awake` or asleep. An embed on a club's page sleeps
 * until the user has clicked or focused it, as map embeds do: meanwhile a wheel and one finger are
 * the host page's scroll (the diagram lets them through: d3-zoom's filter refuses them, and the
 * <svg>'s touch-action lets the browser pan the page), while two fingers (a pinch) and a mouse drag,
 * which never scroll a page, still zoom and pan it.
 */
export function wakeful(e: Event, awake: boolean): boolean {
	if (awake) return true;
	if (e.type === 'wheel') return false;
	if (e.type.startsWith('touch')) return pinching(e);
	return true;
}

/**
 * Whether a press (mousedown, touchstart, a wheel) may zoom or pan: anywhere but on a movable mark
 * (which it drags), unless it brings a second finger: a pinch zooms wherever the fingers landed.
 */
export function zoomsFrom(e: Event): boolean {
	return !onMovable(e.target) || pinching(e);
}
