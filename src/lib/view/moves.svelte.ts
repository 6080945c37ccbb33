/*
 * Moving a mark on a diagram (a player, the ball), written once for every page that lets users do
 * it (the penalty page's checker, the drills): a mouse or pen drag, a finger drag, and the arrow
 * keys (1 yd a press, 5 with Shift; up is +y, as drawn). The marks only report presses (see
 * MarkInteraction in $lib/diagram/types); this turns them into positions in yards, at most one per
 * frame, keeping the offset at which the mark was grabbed. What a position means (a player moved,
 * the foul spot) is the page's.
 *
 * A second finger is a pinch, never a drag ($lib/diagram/gesture.ts): it starts no drag, and it
 * gives up a drag the first finger began (`oncancel`: the page puts the mark back where it was
 * before; the diagram zooms).
 *
 * A drag follows the pointer on window, so that it goes on when the pointer leaves the mark, and a
 * drag begun before the page's code ran (replayed by the start-up gate) goes on with the user's
 * real moves. A finger does not scroll the page meanwhile: the diagram's <svg> is touch-action:
 * none (Diagram), which is where Chromium reads it.
 */
import type { Point } from '$lib/geometry';
import { dragsMark, givesUpDrag } from '$lib/diagram/gesture';
import type { MarkKey } from '$lib/diagram/types';

export interface MoveOptions {
	/** Client px -> yards, through the diagram's current transform; null while it is not drawn. */
	toYards: (clientX: number, clientY: number) => Point | null;
	/** Where a mark is now, yards; null: not movable. */
	position: (key: MarkKey) => Point | null;
	/** A new position during a drag or from a key (final: the drag ended, or a key). */
	onmove: (key: MarkKey, p: Point, final: boolean) => void;
	/** A press or a key started moving this mark (the page stops an animation, shows a readout). */
	onstart?: (key: MarkKey) => void;
	/**
	 * A drag given up (a second finger came: a pinch): put the mark back where it was before the
	 * drag began. Without it the drag ends where it is, as a cancelled pointer's does.
	 */
	oncancel?: (key: MarkKey) => void;
	/** Frame scheduling (tests pass their own). */
	frame?: (cb: () => void) => number;
	cancelFrame?: (id: number) => void;
}

/** Arrow key -> yards (x, y); up is +y, as drawn. */
export const ARROWS: Readonly<Record<string, readonly [number, number]>> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
/** Travel (CSS px) under which a press on a mark only selects it. */
export const DRAG_SLOP_PX = 3;
/** Yards moved by an arrow key, and with Shift. */
export const KEY_STEP = 1;
export const KEY_BIG_STEP = 5;

type Listen = (type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel', fn: (e: PointerEvent) => void) => void;

export class MoveController {
	/** The mark being dragged; null: none. */
	dragging = $state<MarkKey | null>(null);

	#o: MoveOptions;
	#drag: { key: MarkKey; offset: Point; pointerId: number; pointerType: string; from: { x: number; y: number }; moved: boolean } | null = null;
	#last: { x: number; y: number } | null = null;
	#raf = 0;
	#listen: Listen;
	#unlisten: Listen;

	constructor(o: MoveOptions) {
		this.#o = o;
		// Capture: a second finger is seen before the mark or the diagram under it reads it.
		this.#listen = (t, fn) => window.addEventListener(t, fn as EventListener, t === 'pointerdown');
		this.#unlisten = (t, fn) => window.removeEventListener(t, fn as EventListener, t === 'pointerdown');
	}

	/** A press on a mark: the drag starts (main button, the first finger, a pen). */
	down = (e: PointerEvent, key: MarkKey): void => {
		if (!dragsMark(e)) return;
		const at = this.#o.toYards(e.clientX, e.clientY);
		const from = this.#o.position(key);
		if (!at || !from) return;
		e.preventDefault();
		this.#o.onstart?.(key);
		const target = e.currentTarget as Element | null;
		(target as HTMLElement | null)?.focus?.({ preventScroll: true });
		try {
			target?.setPointerCapture?.(e.pointerId);
		} catch {
			// A replayed press has no live pointer to capture: the window listeners follow it anyway.
		}
		this.#end();
		// Grabbed off-centre, the mark keeps its offset from the pointer instead of jumping under it.
		this.#drag = { key, offset: { x: from.x - at.x, y: from.y - at.y }, pointerId: e.pointerId, pointerType: e.pointerType, from: { x: e.clientX, y: e.clientY }, moved: false };
		this.dragging = key;
		this.#listen('pointerdown', this.#ondown);
		this.#listen('pointermove', this.#onmove);
		this.#listen('pointerup', this.#onup);
		this.#listen('pointercancel', this.#onup);
	};

	/** Arrow keys on a focused mark; returns whether the key moved it. */
	key = (e: KeyboardEvent, key: MarkKey): boolean => {
		const d = ARROWS[e.key];
		if (!d || e.altKey || e.ctrlKey || e.metaKey) return false;
		const p = this.#o.position(key);
		if (!p) return false;
		e.preventDefault();
		this.#o.onstart?.(key);
		const k = e.shiftKey ? KEY_BIG_STEP : KEY_STEP;
		this.#o.onmove(key, { x: p.x + d[0] * k, y: p.y + d[1] * k }, true);
		return true;
	};

	/** Stops listening (the component is going). */
	destroy(): void {
		this.#end();
	}

	/** Another finger while a finger drags: the gesture is a pinch, the drag is given up. */
	#ondown = (e: PointerEvent) => {
		const d = this.#drag;
		if (!d || !givesUpDrag(d, e)) return;
		if (!this.#o.oncancel) return this.#drop();
		this.#end();
		this.#o.oncancel(d.key);
	};

	#onmove = (e: PointerEvent) => {
		const d = this.#drag;
		if (!d || e.pointerId !== d.pointerId) return;
		// A press that stays put selects the mark; it moves it once the pointer has travelled.
		if (!d.moved && Math.hypot(e.clientX - d.from.x, e.clientY - d.from.y) < DRAG_SLOP_PX) return;
		d.moved = true;
		this.#last = { x: e.clientX, y: e.clientY };
		// At most one move per frame, however fast the pointer reports.
		if (!this.#raf) this.#raf = (this.#o.frame ?? requestAnimationFrame)(() => this.#apply(false));
	};

	#apply = (final: boolean) => {
		this.#raf = 0;
		const d = this.#drag;
		if (!d || !this.#last) return;
		const at = this.#o.toYards(this.#last.x, this.#last.y);
		if (!at) return;
		this.#o.onmove(d.key, { x: at.x + d.offset.x, y: at.y + d.offset.y }, final);
	};

	#onup = (e: PointerEvent) => {
		const d = this.#drag;
		if (!d || e.pointerId !== d.pointerId) return;
		if (d.moved && e.type === 'pointerup') this.#last = { x: e.clientX, y: e.clientY };
		this.#drop();
	};

	/** The drag ends where it is (released, or its pointer cancelled). */
	#drop() {
		const d = this.#drag;
		if (d?.moved && this.#last) this.#apply(true);
		else if (d?.moved) this.#o.onmove(d.key, this.#o.position(d.key) ?? { x: 0, y: 0 }, true);
		this.#end();
	}

	#end() {
		if (this.#raf) (this.#o.cancelFrame ?? cancelAnimationFrame)(this.#raf);
		this.#raf = 0;
		this.#last = null;
		this.#drag = null;
		this.dragging = null;
		if (typeof window === 'undefined') return;
		this.#unlisten('pointerdown', this.#ondown);
		this.#unlisten('pointermove', this.#onmove);
		this.#unlisten('pointerup', this.#onup);
		this.#unlisten('pointercancel', this.#onup);
	}
}
