import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Point } from '$lib/geometry';
import { MoveController } from './moves.svelte';

/** Client px are yards here (the diagram's transform is the identity). */
type Press = { id: number; type?: 'touch' | 'mouse' | 'pen'; primary?: boolean; x: number; y: number };

/**
 * A MoveController on a fake window, with frames run at once; `log` lists what it reported:
 * `move key x,y` (final: `drop`), `start key`, `cancel key`.
 */
function harness(o: { cancel?: boolean } = {}) {
	const log: string[] = [];
	const at: Record<string, Point> = { 'fouling-3': { x: 10, y: 10 }, ball: { x: 50, y: 0 } };
	const c = new MoveController({
		toYards: (x, y) => ({ x, y }),
		position: (key) => at[key] ?? null,
		onstart: (key) => void log.push(`start ${key}`),
		onmove: (key, p, final) => {
			at[key] = p;
			log.push(`${final ? 'drop' : 'move'} ${key} ${p.x},${p.y}`);
		},
		...(o.cancel === false ? {} : { oncancel: (key: string) => void log.push(`cancel ${key}`) }),
		frame: (cb) => (cb(), 1),
		cancelFrame: () => {}
	});
	const pointer = (p: Press) => ({ pointerId: p.id, pointerType: p.type ?? 'touch', isPrimary: p.primary ?? true, button: 0, clientX: p.x, clientY: p.y, currentTarget: null, preventDefault() {} }) as unknown as PointerEvent;
	/** An event on window, as the browser sends it after the press (capture for pointerdown). */
	const fire = (type: string, p: Press) => {
		const e = new Event(type);
		const fields = pointer(p);
		for (const k of ['pointerId', 'pointerType', 'isPrimary', 'button', 'clientX', 'clientY'] as const) Object.defineProperty(e, k, { value: fields[k] });
		window.dispatchEvent(e);
	};
	return {
		c,
		log,
		fire,
		/** A press on a mark: the mark's handler, then window sees it (bubbling). */
		press: (key: string, p: Press) => {
			fire('pointerdown', p);
			c.down(pointer(p), key);
		},
		move: (p: Press) => fire('pointermove', p),
		up: (p: Press) => fire('pointerup', p)
	};
}

type H = ReturnType<typeof harness>;

/** A finger drags Red 3 by 6 yd, then a second finger comes down (on the ball: it is not primary). */
function secondFingerDuringDrag(h: H) {
	h.press('fouling-3', { id: 1, x: 10, y: 10 });
	h.move({ id: 1, x: 16, y: 10 });
	h.press('ball', { id: 2, primary: false, x: 80, y: 0 });
}

describe('MoveController', () => {
	beforeEach(() => {
		(globalThis as { window?: unknown }).window = new EventTarget();
	});
	afterEach(() => {
		delete (globalThis as { window?: unknown }).window;
	});

	const cases: { name: string; cancel?: boolean; act: (h: H) => void; log: string[]; dragging?: string | null }[] = [
		{
			name: 'down: a finger drags the mark it pressed, keeping its grip, and drops it where it is released',
			act: (h) => {
				h.press('fouling-3', { id: 1, x: 12, y: 10 });
				h.move({ id: 1, x: 20, y: 10 });
				h.up({ id: 1, x: 22, y: 11 });
			},
			log: ['start fouling-3', 'move fouling-3 18,10', 'drop fouling-3 20,11']
		},
		{
			name: 'down: a second finger (not primary) starts no drag',
			act: (h) => {
				h.press('fouling-3', { id: 2, primary: false, x: 10, y: 10 });
				h.move({ id: 2, x: 30, y: 10 });
				h.up({ id: 2, x: 30, y: 10 });
			},
			log: []
		},
		{
			name: 'a second finger while a finger drags gives the drag up (oncancel): no drop, nothing moves after',
			act: (h) => {
				secondFingerDuringDrag(h);
				h.move({ id: 1, x: 30, y: 10 });
				h.up({ id: 1, x: 30, y: 10 });
			},
			log: ['start fouling-3', 'move fouling-3 16,10', 'cancel fouling-3'],
			dragging: null
		},
		{
			name: 'without oncancel, a second finger ends the drag where it is (as a cancelled pointer)',
			cancel: false,
			act: (h) => {
				secondFingerDuringDrag(h);
				h.move({ id: 1, x: 30, y: 10 });
			},
			log: ['start fouling-3', 'move fouling-3 16,10', 'drop fouling-3 16,10']
		},
		{
			name: 'after a pinch, a new first finger drags again',
			act: (h) => {
				secondFingerDuringDrag(h);
				h.up({ id: 1, x: 16, y: 10 });
				h.up({ id: 2, x: 80, y: 0 });
				h.press('fouling-3', { id: 3, x: 16, y: 10 });
				h.move({ id: 3, x: 26, y: 10 });
				h.up({ id: 3, x: 26, y: 10 });
			},
			log: ['start fouling-3', 'move fouling-3 16,10', 'cancel fouling-3', 'start fouling-3', 'move fouling-3 26,10', 'drop fouling-3 26,10']
		},
		{
			name: 'a mouse press while a finger drags does not give it up',
			act: (h) => {
				h.press('fouling-3', { id: 1, x: 10, y: 10 });
				h.fire('pointerdown', { id: 9, type: 'mouse', x: 0, y: 0 });
				h.move({ id: 1, x: 20, y: 10 });
				h.up({ id: 1, x: 20, y: 10 });
			},
			log: ['start fouling-3', 'move fouling-3 20,10', 'drop fouling-3 20,10']
		},
		{
			name: 'a press that stays within the slop only selects: no move, no drop',
			act: (h) => {
				h.press('ball', { id: 1, x: 50, y: 0 });
				h.move({ id: 1, x: 51, y: 1 });
				h.up({ id: 1, x: 51, y: 1 });
			},
			log: ['start ball']
		}
	];
	for (const c of cases)
		it(c.name, () => {
			const h = harness({ cancel: c.cancel });
			c.act(h);
			expect(h.log).toEqual(c.log);
			if (c.dragging !== undefined) expect(h.c.dragging).toBe(c.dragging);
		});

	it('key: the arrows move a mark 1 yd (Shift 5), a second finger or not', () => {
		const h = harness();
		const key = (k: string, shiftKey = false) => h.c.key({ key: k, shiftKey, altKey: false, ctrlKey: false, metaKey: false, preventDefault() {} } as unknown as KeyboardEvent, 'fouling-3');
		expect(key('ArrowRight')).toBe(true);
		expect(key('ArrowUp', true)).toBe(true);
		expect(key('a')).toBe(false);
		expect(h.log).toEqual(['start fouling-3', 'drop fouling-3 11,10', 'start fouling-3', 'drop fouling-3 11,15']);
	});
});
