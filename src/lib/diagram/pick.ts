/*
 * A short tap or click on a diagram picks the point under it (the foul spot) at once; a press that
 * moves pans instead, two fingers pinch (wherever they landed: on a mark too), a press on a
 * movable mark drags the mark, and on a zoomable diagram a double tap zooms: its second tap takes
 * back what the first picked (`unpick`), so that a single tap needs no wait. Read from pointer events, so that a mouse, a pen and a finger
 * behave alike, and a tap replayed from before the page's code loaded (the start-up gate replays
 * pointer events) picks as a live one does.
 */
import type { Point } from '$lib/geometry';
import { onMovable } from './gesture';

/** Travel (CSS px) under which a press is a tap, not a pan: a finger's wobble. */
export const TAP_SLOP_PX = 8;
/** A second tap within this time (ms) and distance of the first makes a double tap. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_PX = 24;

export interface PickerOptions {
	/** Client px -> yards (the diagram's current transform); null when it cannot tell. */
	toYards: (clientX: number, clientY: number) => Point | null;
	pick: (p: Point) => void;
	/** The first tap of a double tap picked: take it back (the double tap zooms). */
	unpick: () => void;
	/** Whether a second tap can make a double tap (a zoomable diagram). */
	double: () => boolean;
	/** A double tap ended (its second press released without moving): zoom about it. */
	doubled?: (e: PointerLike) => void;
	/** The clock, ms, for an event that carries no timeStamp (tests' fakes pass their own clock). */
	now?: () => number;
}

export type PointerLike = Pick<PointerEvent, 'pointerId' | 'pointerType' | 'button' | 'clientX' | 'clientY' | 'target'> & { shiftKey?: boolean; timeStamp?: number };

export interface Picker {
	down(e: PointerLike): void;
	move(e: PointerLike): void;
	up(e: PointerLike): void;
	cancel(e: PointerLike): void;
}

export function createPicker(o: PickerOptions): Picker {
	const clock = o.now ?? (() => performance.now());
	/*
	 * When the finger touched, not when the page read it: on a slow phone the first tap's pick can
	 * keep the main thread busy past DOUBLE_TAP_MS, and the second tap, made in time, is read late.
	 * An input event's timeStamp is the moment of the input itself (on the same clock as performance.now()).
	 */
	const when = (e: PointerLike) => (typeof e.timeStamp === 'number' && e.timeStamp > 0 ? e.timeStamp : clock());
	const pressed = new Set<number>();
	let press: { id: number; x: number; y: number; moved: boolean; second: boolean } | null = null;
	/** Two or more pointers were down together: a pinch, until they are all up. */
	let pinch = false;
	/** The last tap that picked, for a double tap. */
	let last: { at: number; x: number; y: number } | null = null;

	return {
		down(e) {
			if (e.pointerType === 'mouse' && e.button !== 0) return;
			// A finger on a player counts too: a second finger, there or on the ground, makes a pinch.
			pressed.add(e.pointerId);
			if (pressed.size > 1) {
				pinch = true;
				press = null;
				last = null;
				return;
			}
			// A press on a movable mark drags it: it is no tap.
			if (onMovable(e.target)) return;
			const second = !!last && o.double() && when(e) - last.at <= DOUBLE_TAP_MS && Math.hypot(e.clientX - last.x, e.clientY - last.y) <= DOUBLE_TAP_PX;
			if (second) {
				last = null;
				o.unpick();
			}
			press = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: false, second };
		},
		move(e) {
			if (press && e.pointerId === press.id && Math.hypot(e.clientX - press.x, e.clientY - press.y) > TAP_SLOP_PX) press.moved = true;
		},
		up(e) {
			pressed.delete(e.pointerId);
			if (pinch) {
				if (pressed.size === 0) pinch = false;
				return;
			}
			const p = press;
			if (!p || e.pointerId !== p.id) return;
			press = null;
			if (p.moved || Math.hypot(e.clientX - p.x, e.clientY - p.y) > TAP_SLOP_PX) return;
			if (p.second) {
				o.doubled?.(e);
				return;
			}
			// The point is read now: a zoom during the wait must not move it.
			const at = o.toYards(e.clientX, e.clientY);
			if (!at || !Number.isFinite(at.x) || !Number.isFinite(at.y)) return;
			last = { at: when(e), x: e.clientX, y: e.clientY };
			o.pick(at);
		},
		cancel(e) {
			pressed.delete(e.pointerId);
			if (press?.id === e.pointerId) press = null;
			if (pressed.size === 0) pinch = false;
		}
	};
}

/** A marker as drawn, for hitRadii: its centre (yards) and how far its glyph reaches, in marker radii. */
export interface DrawnMark {
	x: number;
	y: number;
	reach: number;
}

/**
 * The radius (yards) of each marker's invisible touch target: `finger` (a 44 px target) where there
 * is room, never less than the marker's own glyph, and never over another marker's glyph. So a
 * finger on a marker takes that marker, whatever the drawing order: the topmost mark under the
 * pointer is the one seen there (issue 33: a player dropped beside the hitter was hidden under the
 * hitter's target, and a drag there took the hitter). Where targets still overlap (the ground
 * between two markers), the one drawn later takes the press.
 */
export function hitRadii(marks: readonly DrawnMark[], radius: number, finger: number): number[] {
	return marks.map((m, i) => {
		const own = m.reach * radius;
		let room = finger;
		marks.forEach((o, j) => {
			if (j !== i) room = Math.min(room, Math.hypot(o.x - m.x, o.y - m.y) - o.reach * radius);
		});
		return Math.max(own, room);
	});
}
