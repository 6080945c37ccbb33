import { describe, expect, it } from 'vitest';
import type { Point } from '$lib/geometry';
import { STEP, wheelFactor } from './gesture';
import { DiagramInteraction, type ZoomModule } from './interact.svelte';
import { DOUBLE_TAP_MS } from './pick';
import type { ViewRect } from './view';
import type { ZoomControl, ZoomOptions } from './zoom';

const HOME = { minX: -30, maxX: 330, minY: -100, maxY: 100 };
const PLAY: ViewRect = { cx: 110, cy: 0, w: 90 };

/**
 * A diagram's interaction on a fake element, a fake clock and a fake zoom.ts whose load the test
 * finishes (`arrive`) or fails (`fail`); `calls` lists what was asked of d3 (the control), in order.
 */
function harness(o: { current?: ViewRect | null; zoomable?: boolean; reduced?: boolean; movable?: boolean } = {}) {
	let t = 0;
	let current = o.current ?? null;
	const calls: string[] = [];
	const out: string[] = [];
	const doc = new EventTarget();
	const node = Object.assign(new EventTarget(), { ownerDocument: doc, closest: o.movable ? () => ({}) : () => null }) as unknown as HTMLElement;
	let options: ZoomOptions | null = null;
	let settle: { ok: (m: ZoomModule) => void; no: (e: Error) => void } | null = null;
	let loads = 0;
	const control: ZoomControl = {
		show: (v, smooth) => void calls.push(`show ${v.cx},${v.cy},${v.w}${smooth ? ' smooth' : ''}`),
		scaleBy: (k) => void calls.push(`scaleBy ${k}`),
		scaleAt: (k, x, y, smooth) => void calls.push(`scaleAt ${k.toFixed(3)} ${x},${y}${smooth ? ' smooth' : ''}`),
		sync: (v) => void calls.push(`sync ${v.cx},${v.cy},${v.w}`),
		destroy: () => void calls.push('destroy')
	};
	const mod: ZoomModule = {
		attachZoom: (_el, opts) => {
			options = opts;
			return control;
		}
	};
	const i = new DiagramInteraction({
		home: () => HOME,
		current: () => current,
		zoomable: () => o.zoomable ?? true,
		toYards: (x, y) => ({ x: x / 10, y: y / 10 }),
		onpick: () => (p: Point) => void out.push(`pick ${p.x},${p.y}`),
		onunpick: () => () => void out.push('unpick'),
		onview: () => (v) => void out.push(`view ${v ? `${v.cx},${v.cy},${v.w}` : 'home'}`),
		reducedMotion: () => o.reduced ?? false,
		load: () => {
			loads += 1;
			return new Promise((ok, no) => (settle = { ok, no }));
		},
		now: () => t
	});
	i.request(current, false);
	const detach = i.attach(node);
	const fire = (type: string, fields: Record<string, unknown> = {}, target: EventTarget = node) => {
		const e = Object.assign(new Event(type, { cancelable: true, bubbles: true }), fields);
		target.dispatchEvent(e);
		return e;
	};
	const pointer = (type: 'down' | 'up', id: number, x: number, y: number) => i.picker[type]({ pointerId: id, pointerType: 'touch', button: 0, clientX: x, clientY: y, target: null });
	return {
		i,
		node,
		calls,
		out,
		detach,
		get loads() {
			return loads;
		},
		get options() {
			return options;
		},
		setCurrent: (v: ViewRect | null) => (current = v),
		wait: (ms: number) => (t += ms),
		wheel: (deltaY: number, x = 100, y = 50) => fire('wheel', { deltaY, deltaMode: 0, ctrlKey: false, clientX: x, clientY: y }),
		touch: (fingers: number) => fire('touchstart', { touches: { length: fingers } }),
		release: (type = 'touchend') => fire(type, { touches: { length: 0 } }, doc),
		mouse: () => fire('mousedown', { button: 0, ctrlKey: false }),
		key: (key: string) => {
			const e = { key, altKey: false, ctrlKey: false, metaKey: false, defaultPrevented: false, preventDefault: () => (e.defaultPrevented = true) };
			i.key(e as unknown as KeyboardEvent);
			return e;
		},
		tap: (id: number, x: number, y: number) => {
			pointer('down', id, x, y);
			pointer('up', id, x, y);
		},
		/** zoom.ts has loaded. */
		arrive: async () => {
			settle?.ok(mod);
			await Promise.resolve();
			await Promise.resolve();
		},
		fail: async () => {
			settle?.no(new Error('offline'));
			await Promise.resolve();
			await Promise.resolve();
		}
	};
}

type H = ReturnType<typeof harness>;
const f = (dy: number) => wheelFactor({ deltaY: dy, deltaMode: 0, ctrlKey: false }).toFixed(3);

describe('DiagramInteraction: what loads d3-zoom, and what it is then asked', () => {
	const cases: { name: string; setup?: Parameters<typeof harness>[0]; act: (h: H) => void; loads: number; calls: string[]; out?: string[] }[] = [
		{ name: 'nothing done: nothing loads', act: () => {}, loads: 0, calls: [] },
		{ name: 'a wheel in loads it, and is applied once it is there', act: (h) => void h.wheel(-100, 40, 30), loads: 1, calls: ['sync 150,0,360', `scaleAt ${f(-100)} 40,30`] },
		{
			name: 'wheel steps made while it loads are applied in order, after the first',
			act: (h) => {
				h.wheel(-100);
				h.wheel(-50, 60, 40);
			},
			loads: 1,
			calls: ['sync 150,0,360', `scaleAt ${f(-100)} 100,50`, `scaleAt ${f(-50)} 60,40`]
		},
		{ name: 'a wheel out over the whole venue is the page’s scroll: nothing loads', act: (h) => void h.wheel(100), loads: 0, calls: [] },
		{ name: 'a wheel out of a zoomed view loads it', setup: { current: PLAY }, act: (h) => void h.wheel(100), loads: 1, calls: ['sync 110,0,90', `scaleAt ${f(100)} 100,50`] },
		{ name: 'a wheel in at the narrowest view is the page’s', setup: { current: { cx: 110, cy: 0, w: 10 } }, act: (h) => void h.wheel(-100), loads: 0, calls: [] },
		{ name: 'a wheel over a movable mark is the mark’s', setup: { movable: true }, act: (h) => void h.wheel(-100), loads: 0, calls: [] },
		{ name: 'a diagram that does not zoom ignores the wheel', setup: { zoomable: false }, act: (h) => void h.wheel(-100), loads: 0, calls: [] },
		{
			name: 'keys + + - 0 are applied in order once it is there',
			act: (h) => ['+', '+', '-', '0'].forEach((k) => h.key(k)),
			loads: 1,
			calls: ['sync 150,0,360', `scaleBy ${STEP}`, `scaleBy ${STEP}`, `scaleBy ${1 / STEP}`, 'show 150,0,360 smooth']
		},
		{ name: '0 over the whole venue has nothing to show: nothing loads', act: (h) => void h.key('0'), loads: 0, calls: [] },
		{ name: 'another key is not a zoom', act: (h) => void h.key('a'), loads: 0, calls: [] },
		{ name: 'one finger on the whole venue is a tap or a drag: nothing loads', act: (h) => void h.touch(1), loads: 0, calls: [] },
		{ name: 'a second finger (a pinch) loads it', act: (h) => void h.touch(2), loads: 1, calls: ['sync 150,0,360'] },
		{ name: 'a second finger landing on a player is a pinch too: it loads it', setup: { movable: true }, act: (h) => void h.touch(2), loads: 1, calls: ['sync 150,0,360'] },
		{ name: 'one finger on a player of a zoomed view drags the player: nothing loads', setup: { current: PLAY, movable: true }, act: (h) => void h.touch(1), loads: 0, calls: [] },
		{ name: 'a press on a zoomed view (a pan, perhaps) loads it', setup: { current: PLAY }, act: (h) => void h.mouse(), loads: 1, calls: ['sync 110,0,90'] },
		{
			name: 'a double tap zooms about its second tap smoothly, and takes back its first tap',
			act: (h) => {
				h.tap(1, 100, 200);
				h.wait(DOUBLE_TAP_MS / 2);
				h.tap(2, 104, 203);
			},
			loads: 1,
			calls: ['sync 150,0,360', `scaleAt ${STEP.toFixed(3)} 104,203 smooth`],
			out: ['pick 10,20', 'unpick']
		},
		{
			name: 'two taps apart in time are two picks: nothing loads',
			act: (h) => {
				h.tap(1, 100, 200);
				h.wait(DOUBLE_TAP_MS + 1);
				h.tap(2, 100, 200);
			},
			loads: 0,
			calls: [],
			out: ['pick 10,20', 'pick 10,20']
		},
		{ name: 'a smooth view asked for (Zoom on the play) loads it, then moves there smoothly', act: (h) => h.i.request(PLAY, true), loads: 1, calls: ['sync 150,0,360', 'show 110,0,90 smooth'] },
		{ name: 'a view asked without motion (the URL, a link) is drawn without it', act: (h) => h.i.request(PLAY, false), loads: 0, calls: [] },
		{ name: 'under reduced motion, Zoom on the play is drawn without it', setup: { reduced: true }, act: (h) => h.i.request(PLAY, true), loads: 0, calls: [] },
		{
			name: 'back before it came: the last view asked wins',
			act: (h) => {
				h.i.request(PLAY, true);
				h.i.request(null, true);
			},
			loads: 1,
			calls: ['sync 150,0,360', 'show 110,0,90 smooth', 'show 150,0,360 smooth']
		}
	];
	for (const c of cases) {
		it(c.name, async () => {
			const h = harness(c.setup);
			c.act(h);
			expect(h.calls, 'nothing asked of d3 before it is there').toEqual([]);
			await h.arrive();
			expect(h.loads).toBe(c.loads);
			expect(h.calls).toEqual(c.calls);
			expect(h.i.live).toBe(c.loads > 0);
			expect(h.out).toEqual(c.out ?? []);
		});
	}
});

describe('DiagramInteraction: the first gesture is not lost', () => {
	it('the wheel that loads it does not scroll the page; one that cannot zoom does', () => {
		const h = harness();
		expect(h.wheel(100).defaultPrevented).toBe(false);
		expect(h.wheel(-100).defaultPrevented).toBe(true);
	});

	it('a pinch still under way is handed to d3: its press is dispatched again on the element', async () => {
		const h = harness();
		const seen: Event[] = [];
		const press = h.touch(2);
		h.node.addEventListener('touchstart', (e) => seen.push(e));
		await h.arrive();
		expect(seen).toEqual([press]);
	});

	it('a pinch whose second finger landed on a player is handed over with every finger: its last press', async () => {
		const h = harness({ current: PLAY, movable: true });
		const seen: Event[] = [];
		h.touch(1);
		const pinch = h.touch(2);
		h.node.addEventListener('touchstart', (e) => seen.push(e));
		await h.arrive();
		expect(seen).toEqual([pinch]);
	});

	it('a press released before d3 came is not handed over (it was a tap)', async () => {
		const h = harness({ current: PLAY });
		const seen: Event[] = [];
		h.mouse();
		h.release('mouseup');
		h.node.addEventListener('mousedown', (e) => seen.push(e));
		await h.arrive();
		expect(seen).toEqual([]);
		expect(h.i.live).toBe(true);
	});

	it('the view drawn stays while a smooth zoom waits for d3, and d3 starts from it', async () => {
		const h = harness();
		h.i.request(PLAY, true);
		expect([h.i.holding, h.i.shown]).toEqual([true, null]);
		await h.arrive();
		expect([h.i.holding, h.i.live]).toEqual([false, true]);
		expect(h.calls[0]).toBe('sync 150,0,360');
	});

	it('what d3 reports is shown and told to the page; home is null', async () => {
		const h = harness();
		h.wheel(-100);
		await h.arrive();
		h.options!.onview(PLAY);
		expect(h.i.shown).toEqual(PLAY);
		h.options!.onview({ cx: 150, cy: 0, w: 360 });
		expect(h.i.shown).toBeNull();
		expect(h.out).toEqual(['view 110,0,90', 'view home']);
	});

	it('after it came, gestures are d3’s: nothing more is queued or loaded', async () => {
		const h = harness();
		h.wheel(-100);
		await h.arrive();
		h.calls.length = 0;
		h.wheel(-100);
		h.key('+');
		expect(h.loads).toBe(1);
		expect(h.calls).toEqual([`scaleBy ${STEP}`]);
	});

	it('the module cannot come (offline): the gestures are dropped, a held view is let go, nothing throws', async () => {
		const h = harness();
		h.i.request(PLAY, true);
		h.wheel(-100);
		await h.fail();
		expect([h.i.live, h.i.holding]).toEqual([false, false]);
		expect(h.calls).toEqual([]);
	});

	it('taken off the page while it loads: nothing is attached', async () => {
		const h = harness();
		h.wheel(-100);
		h.detach();
		await h.arrive();
		expect(h.calls).toEqual([]);
		expect(h.i.live).toBe(false);
	});
});
