import { describe, expect, it } from 'vitest';
import { createPicker, DOUBLE_TAP_MS, TAP_SLOP_PX } from './pick';

/** A picker with fake timers; points in yards equal client px / 10. */
function setup(waitForDouble = true) {
	const picked: { x: number; y: number }[] = [];
	const timers = new Map<number, () => void>();
	let next = 1;
	const picker = createPicker({
		toYards: (x, y) => ({ x: x / 10, y: y / 10 }),
		pick: (p) => picked.push(p),
		waitForDouble: () => waitForDouble,
		timeout: (cb) => {
			timers.set(next, cb);
			return next++;
		},
		clearTimeout: (id) => timers.delete(id)
	});
	const flush = () => {
		for (const [id, cb] of [...timers]) {
			timers.delete(id);
			cb();
		}
	};
	const ev = (pointerId: number, clientX: number, clientY: number, target: Element | null = null) => ({ pointerId, pointerType: 'touch', button: 0, clientX, clientY, target });
	return { picker, picked, flush, ev, timers };
}

describe('createPicker', () => {
	it('a tap picks the point under it once the double-tap wait is over', () => {
		const { picker, picked, flush, ev } = setup();
		picker.down(ev(1, 100, 200));
		picker.up(ev(1, 102, 201));
		expect(picked).toEqual([]);
		flush();
		expect(picked).toEqual([{ x: 10.2, y: 20.1 }]);
	});

	it('picks at once where no double tap can follow', () => {
		const { picker, picked, ev } = setup(false);
		picker.down(ev(1, 100, 200));
		picker.up(ev(1, 100, 200));
		expect(picked).toEqual([{ x: 10, y: 20 }]);
	});

	it('a press that travels more than TAP_SLOP_PX pans: no pick', () => {
		const { picker, picked, flush, ev } = setup();
		picker.down(ev(1, 100, 200));
		picker.move(ev(1, 100 + TAP_SLOP_PX + 1, 200));
		picker.up(ev(1, 100, 200));
		flush();
		expect(picked).toEqual([]);
	});

	it('a double tap zooms: neither tap picks', () => {
		const { picker, picked, flush, ev } = setup();
		picker.down(ev(1, 100, 200));
		picker.up(ev(1, 100, 200));
		picker.down(ev(2, 104, 203));
		picker.up(ev(2, 104, 203));
		flush();
		expect(picked).toEqual([]);
		expect(DOUBLE_TAP_MS).toBeGreaterThan(0);
	});

	it('a pinch picks nothing', () => {
		const { picker, picked, flush, ev } = setup();
		picker.down(ev(1, 100, 200));
		picker.down(ev(2, 300, 200));
		picker.up(ev(2, 300, 200));
		picker.up(ev(1, 100, 200));
		flush();
		expect(picked).toEqual([]);
	});

	it('a press on a movable mark is the mark’s', () => {
		const { picker, picked, flush, ev } = setup();
		const mark = { closest: (sel: string) => (sel === '.movable' ? {} : null) } as unknown as Element;
		picker.down(ev(1, 100, 200, mark));
		picker.up(ev(1, 100, 200, mark));
		flush();
		expect(picked).toEqual([]);
	});
});
