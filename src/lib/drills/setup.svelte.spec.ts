import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { standardLineup, type Point } from '$lib/geometry';
import { memoryStore } from './scores';
import { PHONE_VIEW_WIDTH, SetupDrill } from './setup.svelte';
import { setItUpTask } from './setItUp';

/** Yards are client px in these tests: the diagram's transform is the identity (y flipped as drawn). */
const toYards = () => (x: number, y: number): Point => ({ x, y: -y });

function drill(query = 'seed=unit&venue=field&penalty=2', phone = false) {
	const store = memoryStore();
	let t = 1000;
	const d = new SetupDrill({ locale: 'en', store: () => store, now: () => t++, fresh: () => 'fresh1' }, toYards, { frame: (cb) => (cb(), 1), cancelFrame: () => {} });
	d.load(new URLSearchParams(query), phone);
	return { d, store };
}

/** Pointer events as MoveController reads them: on a mark (down), then on window. */
const ptr = (x: number, y: number, pointerId = 1) => ({ clientX: x, clientY: -y, pointerId, pointerType: 'touch', button: 0, currentTarget: null, preventDefault() {} }) as unknown as PointerEvent;

describe('SetupDrill', () => {
	// MoveController follows a drag on window: a window of events (paraglide reads its location).
	let win: EventTarget;
	beforeEach(() => {
		win = Object.assign(new EventTarget(), { location: new URL('http://localhost/') });
		(globalThis as { window?: unknown }).window = win;
	});
	afterEach(() => {
		delete (globalThis as { window?: unknown }).window;
	});
	const fire = (type: string, e: PointerEvent) => {
		const ev = new Event(type);
		Object.defineProperties(ev, { clientX: { value: e.clientX }, clientY: { value: e.clientY }, pointerId: { value: e.pointerId }, pointerType: { value: e.pointerType } });
		win.dispatchEvent(ev);
	};

	it('load: the task of the seed, the ball selected first, pos= restored, positions off the venue dropped with a notice', () => {
		const { d } = drill('seed=unit&venue=arena&penalty=2&pos=ball:20,1;b2:10,5;r1:999,999');
		expect({ ...d.task, setup: null }).toEqual({ ...setItUpTask('unit', { venue: 'arena', penalty: '2' }), setup: null });
		expect(d.ball).toEqual({ x: 20, y: 1 });
		expect(d.placed).toEqual({ 'fouled-2': { x: 10, y: 5 } });
		expect(d.notices.join(' ')).toContain('Red 1');
		expect(d.selected).toBe(d.task.roster[0]!.key);
		expect(d.search).toBe('?seed=unit&venue=arena&penalty=2&pos=ball:20,1;b2:10,5');
	});

	it.each([
		['an unknown seed', 'seed=%3Cb%3E', 'fresh1'],
		['no seed', 'venue=field', 'fresh1']
	])('load with %s deals a fresh seed', (_, q, seed) => {
		const { d } = drill(q);
		expect(d.ref.seed).toBe(seed);
	});

	it('pick: a tap puts the selection and selects the next one waiting; a tap moves a placed selection; unpick takes a tap back', () => {
		const { d } = drill();
		d.pick({ x: 50, y: 3 });
		expect(d.ball).toEqual({ x: 50, y: 3 });
		const first = d.task.roster[0]!.key;
		expect(d.selected).toBe(first);
		d.pick({ x: 40.04, y: -7 });
		expect(d.placed[first]).toEqual({ x: 40, y: -7 });
		expect(d.selected).toBe(d.task.roster[1]!.key);
		d.unpick();
		expect(d.placed[first]).toBeUndefined();
		expect(d.selected).toBe(first);
		d.select('ball');
		d.pick({ x: 60, y: 0 });
		expect(d.ball).toEqual({ x: 60, y: 0 });
		expect(d.selected).toBe('ball');
		d.unpick();
		expect(d.ball).toEqual({ x: 50, y: 3 });
	});

	it('nudge and the arrow keys on the list: 1 yd, 5 with Shift or with big steps; one waiting starts from the foul spot', () => {
		const { d } = drill();
		const key = d.task.roster[2]!.key;
		d.select(key);
		d.nudge(1, 0);
		expect(d.placed[key]).toEqual({ x: d.task.foul.x + 1, y: d.task.foul.y });
		const press = (k: string, shiftKey = false) => d.listKey({ key: k, shiftKey, altKey: false, ctrlKey: false, metaKey: false, preventDefault() {} } as KeyboardEvent);
		press('ArrowUp', true);
		expect(d.placed[key]!.y).toBeCloseTo(d.task.foul.y + 5, 6);
		d.bigSteps = true;
		press('ArrowLeft');
		expect(d.placed[key]!.x).toBeCloseTo(d.task.foul.x - 4, 6);
	});

	it('typed yards follow the selection until typed, and put it there', () => {
		const { d } = drill();
		d.select('ball');
		expect([d.typedX, d.typedY]).toEqual([d.task.foul.x, d.task.foul.y]);
		d.typedX = 33;
		d.typedY = -4.5;
		d.putTyped();
		expect(d.ball).toEqual({ x: 33, y: -4.5 });
		const key = d.task.roster[0]!.key;
		d.select(key);
		expect([d.typedX, d.typedY]).toEqual([d.task.foul.x, d.task.foul.y]);
		d.select('ball');
		expect([d.typedX, d.typedY]).toEqual([33, -4.5]);
	});

	it('a finger drag of a waiting player puts it where the finger stops; let go off the ground, it goes back to wait', () => {
		const { d } = drill();
		const [a, b] = d.task.roster;
		const hand = d.waitingInteraction;
		// Pressed under the diagram (below the field's yards), dragged up onto it.
		hand.onpointerdown(ptr(10.5, -200), a!.key);
		expect(d.selected).toBe(a!.key);
		fire('pointermove', ptr(30.5, -60));
		expect(d.placed[a!.key]).toEqual({ x: 30.5, y: -60 });
		// Still shown among those waiting until let go.
		expect(d.waiting.map((r) => r.key)).toContain(a!.key);
		fire('pointerup', ptr(40.44, -50));
		expect(d.placed[a!.key]).toEqual({ x: 40.4, y: -50 });
		expect(d.waiting.map((r) => r.key)).not.toContain(a!.key);
		expect(d.moves.dragging).toBeNull();
		hand.onpointerdown(ptr(14, -200), b!.key);
		fire('pointermove', ptr(20, -60));
		fire('pointerup', ptr(20, -5000));
		expect(d.placed[b!.key]).toBeUndefined();
	});

	/** The drill's state a drag may change, and what the URL and the grade read from it. */
	const seen = (d: SetupDrill) => ({ ball: d.ball, placed: { ...d.placed }, stale: d.stale, selected: d.selected, status: d.status, notices: [...d.notices], search: d.search, waiting: d.waiting.map((r) => r.key), inHand: d.inHand, rest: d.rest });

	it.each([
		{ name: 'a placed player', from: 'placed' as const },
		{ name: 'a waiting player taken from the row', from: 'row' as const },
		{ name: 'the ball', from: 'ball' as const }
	])('a second finger while a finger drags $name gives the drag up: the drill as before it (placements, URL, grade, selection, words)', ({ from }) => {
		const { d } = drill();
		const [a, b] = d.task.roster;
		d.ball = { x: 50, y: 3 };
		d.place(a!.key, { x: 40, y: -7 });
		d.submit();
		d.select(b!.key);
		const before = seen(d);
		const key = from === 'placed' ? a!.key : from === 'ball' ? 'ball' : b!.key;
		if (from === 'row') d.waitingInteraction.onpointerdown(ptr(10, -200), key);
		else d.interact.onpointerdown(ptr(from === 'ball' ? 50 : 40, from === 'ball' ? 3 : -7), key);
		fire('pointermove', ptr(60, -20));
		expect(d.positionOf(key)).toEqual({ x: 60, y: -20 });
		expect(d.stale).toBe(true);
		fire('pointerdown', ptr(90, 10, 2));
		expect(seen(d)).toEqual(before);
		// The first finger goes on moving and lifts: nothing moves any more.
		fire('pointermove', ptr(70, -30));
		fire('pointerup', ptr(70, -30));
		expect(seen(d)).toEqual(before);
	});

	it('a mouse pressed meanwhile does not give up a finger drag; a drag ended by its own finger stays where it ended', () => {
		const { d } = drill();
		const key = d.task.roster[0]!.key;
		d.place(key, { x: 40, y: -7 });
		d.interact.onpointerdown(ptr(40, -7), key);
		fire('pointermove', ptr(60, -20));
		fire('pointerdown', { ...ptr(90, 10, 2), pointerType: 'mouse' } as PointerEvent);
		fire('pointerup', ptr(62, -20));
		expect(d.placed[key]).toEqual({ x: 62, y: -20 });
		expect(d.search).toContain(':62,-20');
	});

	it('submit: the score, the violations, and only a task’s first submission kept in the scores', () => {
		const { d, store } = drill();
		const lineup = standardLineup(d.setup);
		d.ball = d.setup.ball;
		for (const p of lineup) d.place(`${p.team}-${p.number}`, p);
		d.submit();
		expect(d.gradedScore).toBe(100);
		expect(d.grade?.allLegal).toBe(true);
		const victim = lineup.find((p) => p.team === 'fouling' && p.role === 'player')!;
		d.place(`${victim.team}-${victim.number}`, d.setup.ball!);
		expect(d.stale).toBe(true);
		d.submit();
		expect(d.flags[`${victim.team}-${victim.number}`]).toBe('violation');
		expect(d.gradedScore).toBe(Math.round((100 * 8) / 9));
		expect(JSON.parse(store.data.get([...store.data.keys()][0]!)!).entries).toHaveLength(1);
		expect(d.tally?.attempts).toBe(1);
		d.restart();
		expect([d.ball, d.placed, d.grade]).toEqual([null, {}, null]);
	});

	it.each(['field', 'arena'] as const)('%s: a phone opens on the foul (and the goal attacked where it fits), at most so wide', (venue) => {
		for (let i = 0; i < 30; i++) {
			const { d } = drill(`seed=phone${i}&venue=${venue}`, true);
			const zoom = d.zoom as { area: { minX: number; maxX: number; minY: number; maxY: number } };
			const a = zoom.area;
			const f = d.task.foul;
			expect(f.x >= a.minX && f.x <= a.maxX && f.y >= a.minY && f.y <= a.maxY).toBe(true);
			const w = a.maxX - a.minX;
			expect(w).toBeLessThanOrEqual(Math.max(PHONE_VIEW_WIDTH, 0) + 1e-9);
			// The goal attacked is in it, or the view is as wide as a phone's close-up goes.
			const g = d.setup.attackGoalX!;
			if (!(g >= a.minX && g <= a.maxX)) expect(w).toBeCloseTo(Math.min(PHONE_VIEW_WIDTH, d.surround.maxX - d.surround.minX), 6);
		}
		expect(drill(`seed=x&venue=${venue}`, false).d.zoom).toBeNull();
	});

	it('a phone’s close-up widens to show a tap put outside it (a tap made before the page ran); a view the user chose does not', () => {
		const { d } = drill('seed=unit&venue=field&penalty=2', true);
		const far = { x: d.surround.maxX - 5, y: 0 };
		d.pick(far);
		const a = (d.zoom as { area: { minX: number; maxX: number } }).area;
		expect(far.x).toBeLessThanOrEqual(a.maxX);
		d.toggleZoom();
		d.toggleZoom();
		const chosen = d.zoom;
		d.select('ball');
		d.pick({ x: d.surround.minX + 1, y: 0 });
		expect(d.zoom).toEqual(chosen);
	});
});
