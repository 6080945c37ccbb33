import { describe, expect, it } from 'vitest';
import { createPicker, DOUBLE_TAP_MS, hitRadii, TAP_SLOP_PX } from './pick';

/** A picker on a fake clock; points in yards equal client px / 10. */
function setup(double = true) {
	const picked: ({ x: number; y: number } | 'unpick' | `double ${number},${number}`)[] = [];
	let t = 0;
	const picker = createPicker({
		toYards: (x, y) => ({ x: x / 10, y: y / 10 }),
		pick: (p) => picked.push(p),
		unpick: () => picked.push('unpick'),
		double: () => double,
		doubled: (e) => picked.push(`double ${e.clientX},${e.clientY}`),
		now: () => t
	});
	const ev = (pointerId: number, clientX: number, clientY: number, target: Element | null = null) => ({ pointerId, pointerType: 'touch', button: 0, clientX, clientY, target });
	return { picker, picked, ev, wait: (ms: number) => (t += ms) };
}

describe('createPicker', () => {
	it('a tap picks the point under it at once', () => {
		const { picker, picked, ev } = setup();
		picker.down(ev(1, 100, 200));
		picker.up(ev(1, 102, 201));
		expect(picked).toEqual([{ x: 10.2, y: 20.1 }]);
	});

	it('a press that travels more than TAP_SLOP_PX pans: no pick', () => {
		const { picker, picked, ev } = setup();
		picker.down(ev(1, 100, 200));
		picker.move(ev(1, 100 + TAP_SLOP_PX + 1, 200));
		picker.up(ev(1, 100, 200));
		expect(picked).toEqual([]);
	});

	it('a double tap zooms: its second tap takes the first one back and picks nothing', () => {
		const { picker, picked, ev, wait } = setup();
		picker.down(ev(1, 100, 200));
		picker.up(ev(1, 100, 200));
		wait(DOUBLE_TAP_MS / 2);
		picker.down(ev(2, 104, 203));
		picker.up(ev(2, 104, 203));
		expect(picked).toEqual([{ x: 10, y: 20 }, 'unpick', 'double 104,203']);
	});

	it('a second tap that travels is a pan: it takes the first back but does not zoom', () => {
		const { picker, picked, ev } = setup();
		picker.down(ev(1, 100, 200));
		picker.up(ev(1, 100, 200));
		picker.down(ev(2, 100, 200));
		picker.move(ev(2, 100 + TAP_SLOP_PX + 1, 200));
		picker.up(ev(2, 100 + TAP_SLOP_PX + 1, 200));
		expect(picked).toEqual([{ x: 10, y: 20 }, 'unpick']);
	});

	it('two taps further apart in time are two picks', () => {
		const { picker, picked, ev, wait } = setup();
		picker.down(ev(1, 100, 200));
		picker.up(ev(1, 100, 200));
		wait(DOUBLE_TAP_MS + 1);
		picker.down(ev(2, 100, 200));
		picker.up(ev(2, 100, 200));
		expect(picked).toEqual([{ x: 10, y: 20 }, { x: 10, y: 20 }]);
	});

	it('the taps are timed by when they were made (timeStamp), not by when the page read them', () => {
		const { picker, picked, ev, wait } = setup();
		const at = (e: ReturnType<typeof ev>, timeStamp: number) => ({ ...e, timeStamp });
		picker.down(at(ev(1, 100, 200), 1000));
		picker.up(at(ev(1, 100, 200), 1040));
		// The page was busy (the first pick drew) and reads the second tap late: still a double tap.
		wait(5 * DOUBLE_TAP_MS);
		picker.down(at(ev(2, 100, 200), 1040 + DOUBLE_TAP_MS / 2));
		picker.up(at(ev(2, 100, 200), 1080 + DOUBLE_TAP_MS / 2));
		expect(picked).toEqual([{ x: 10, y: 20 }, 'unpick', 'double 100,200']);
		// Read at once but made too late after the last tap: a pick of its own.
		picker.down(at(ev(3, 100, 200), 2000));
		picker.up(at(ev(3, 100, 200), 2040));
		picker.down(at(ev(4, 100, 200), 2041 + DOUBLE_TAP_MS));
		picker.up(at(ev(4, 100, 200), 2080 + DOUBLE_TAP_MS));
		expect(picked.slice(3)).toEqual([{ x: 10, y: 20 }, { x: 10, y: 20 }]);
	});

	it('where nothing zooms, a quick second tap is a pick too', () => {
		const { picker, picked, ev } = setup(false);
		picker.down(ev(1, 100, 200));
		picker.up(ev(1, 100, 200));
		picker.down(ev(2, 100, 200));
		picker.up(ev(2, 100, 200));
		expect(picked).toHaveLength(2);
	});

	it('a pinch picks nothing', () => {
		const { picker, picked, ev } = setup();
		picker.down(ev(1, 100, 200));
		picker.down(ev(2, 300, 200));
		picker.up(ev(2, 300, 200));
		picker.up(ev(1, 100, 200));
		expect(picked).toEqual([]);
	});

	it('a press on a movable mark is the mark’s', () => {
		const { picker, picked, ev } = setup();
		const mark = { closest: (sel: string) => (sel === '.movable' ? {} : null) } as unknown as Element;
		picker.down(ev(1, 100, 200, mark));
		picker.up(ev(1, 100, 200, mark));
		expect(picked).toEqual([]);
	});

	const mark = { closest: (sel: string) => (sel === '.movable' ? {} : null) } as unknown as Element;
	it.each([
		['first on a player, then one on the ground that stays put', [1, mark], [2, null]],
		['first on the ground, staying put, then one on a player', [1, null], [2, mark]]
	] as const)('a pinch with a finger on a movable mark picks nothing: %s', (_, a, b) => {
		const { picker, picked, ev } = setup();
		picker.down(ev(a[0], 100, 200, a[1]));
		picker.down(ev(b[0], 300, 200, b[1]));
		picker.up(ev(a[0], 100, 200, a[1]));
		picker.up(ev(b[0], 300, 200, b[1]));
		expect(picked).toEqual([]);
		// Both fingers up: the next tap picks.
		picker.down(ev(3, 50, 50));
		picker.up(ev(3, 50, 50));
		expect(picked).toEqual([{ x: 5, y: 5 }]);
	});
});

describe('hitRadii', () => {
	it.each([
		['alone: the finger-sized target', [{ x: 0, y: 0, reach: 1 }], [5]],
		['far from another: the finger-sized target each', [{ x: 0, y: 0, reach: 1 }, { x: 20, y: 0, reach: 1 }], [5, 5]],
		// 4 yd apart, radius 1: each target stops at the other's glyph (3 yd), not over it.
		['next to another: up to the other glyph', [{ x: 0, y: 0, reach: 1 }, { x: 4, y: 0, reach: 1.75 }], [4 - 1.75, 3]],
		['touching: never less than its own glyph', [{ x: 0, y: 0, reach: 1 }, { x: 2, y: 0, reach: 1 }], [1, 1]]
	])('hitRadii, %s', (_, marks, want) => {
		hitRadii(marks, 1, 5).forEach((r, i) => expect(r).toBeCloseTo(want[i]!, 9));
	});
	it('no target reaches over another marker once markers are apart (declutter)', () => {
		const marks = [{ x: 0, y: 0, reach: 1.22 }, { x: 3, y: 0.5, reach: 1 }, { x: 1, y: 3, reach: 1.75 }];
		const r = hitRadii(marks, 0.8, 6);
		marks.forEach((m, i) => marks.forEach((o, j) => i !== j && expect(Math.hypot(o.x - m.x, o.y - m.y) - o.reach * 0.8).toBeGreaterThanOrEqual(r[i]! - 1e-9)));
	});
});
