import { describe, expect, it } from 'vitest';
import { dragsMark, givesUpDrag, onMovable, pinching, wakeful, wheelFactor, zoomKey, zoomsFrom, type PressLike } from './gesture';

/** A target inside a movable mark (closest finds it) or on the ground (closest finds nothing). */
const onMark = { closest: () => ({}) } as unknown as EventTarget;
const onGround = { closest: () => null } as unknown as EventTarget;
/** An event as the listeners see it: a target, and for a touch event its fingers down. */
const ev = (target: EventTarget | null, touches?: number) => ({ target, ...(touches === undefined ? {} : { touches: { length: touches } }) }) as unknown as Event;

describe('dragsMark', () => {
	const cases: [string, PressLike, boolean][] = [
		['the mouse’s main button drags', { pointerType: 'mouse', button: 0, isPrimary: true }, true],
		['another mouse button does not', { pointerType: 'mouse', button: 2, isPrimary: true }, false],
		['the first finger drags', { pointerType: 'touch', button: 0, isPrimary: true }, true],
		['a second finger (not primary) is a pinch’s: no drag', { pointerType: 'touch', button: 0, isPrimary: false }, false],
		['a pen drags', { pointerType: 'pen', button: 0, isPrimary: true }, true],
		['a replayed or fake press without isPrimary drags', { pointerType: 'touch', button: 0 }, true]
	];
	it.each(cases)('%s', (_, e, want) => expect(dragsMark(e)).toBe(want));
});

describe('givesUpDrag', () => {
	const finger = (pointerId: number) => ({ pointerId, pointerType: 'touch' });
	const cases: [string, { pointerId: number; pointerType: string }, { pointerId: number; pointerType: string }, boolean][] = [
		['another finger while a finger drags: a pinch', finger(1), finger(2), true],
		['the dragging finger itself (a replayed press) does not', finger(1), finger(1), false],
		['a mouse press while a finger drags does not', finger(1), { pointerId: 7, pointerType: 'mouse' }, false],
		['a finger (a palm) while a pen drags does not', { pointerId: 3, pointerType: 'pen' }, finger(2), false],
		['a finger while the mouse drags does not', { pointerId: 1, pointerType: 'mouse' }, finger(2), false]
	];
	it.each(cases)('%s', (_, drag, e, want) => expect(givesUpDrag(drag, e)).toBe(want));
});

describe('pinching', () => {
	const cases: [string, Event, boolean][] = [
		['one finger', ev(onGround, 1), false],
		['two fingers', ev(onGround, 2), true],
		['three fingers', ev(onMark, 3), true],
		['a mouse press (no touches)', ev(onGround), false]
	];
	it.each(cases)('%s', (_, e, want) => expect(pinching(e)).toBe(want));
});

describe('wakeful', () => {
	const typed = (type: string, touches?: number) => ({ type, ...(touches === undefined ? {} : { touches: { length: touches } }) }) as unknown as Event;
	it.each([
		['a wheel, asleep: the page scrolls', typed('wheel'), false, false],
		['one finger, asleep: the page scrolls', typed('touchstart', 1), false, false],
		['two fingers, asleep: a pinch zooms', typed('touchstart', 2), false, true],
		['a mouse drag, asleep: pans', typed('mousedown'), false, true],
		['a wheel, awake: zooms', typed('wheel'), true, true],
		['one finger, awake: pans', typed('touchstart', 1), true, true]
	] as const)('%s', (_, e, awake, want) => expect(wakeful(e, awake)).toBe(want));
});

describe('zoomsFrom', () => {
	const cases: [string, Event, boolean][] = [
		['a press on the ground may zoom or pan', ev(onGround), true],
		['a mouse press or a wheel on a mark is the mark’s', ev(onMark), false],
		['one finger on a mark drags it', ev(onMark, 1), false],
		['a second finger landing on a mark pinches', ev(onMark, 2), true],
		['two fingers on the ground pinch', ev(onGround, 2), true],
		['no target', ev(null, 1), true]
	];
	it.each(cases)('%s', (_, e, want) => expect(zoomsFrom(e)).toBe(want));
});

describe('onMovable', () => {
	it.each([
		['inside a movable mark', onMark, true],
		['on the ground', onGround, false],
		['no target', null, false]
	] as const)('%s', (_, t, want) => expect(onMovable(t)).toBe(want));
});

describe('zoomKey', () => {
	it.each([
		['+', 2],
		['=', 2],
		['-', 0.5],
		['_', 0.5],
		['0', 'home'],
		['a', null]
	] as const)('%s', (key, want) => expect(zoomKey({ key, altKey: false, ctrlKey: false, metaKey: false })).toBe(want));
	it('with ctrl it is the browser’s', () => expect(zoomKey({ key: '+', altKey: false, ctrlKey: true, metaKey: false })).toBeNull());
});

describe('wheelFactor', () => {
	it.each([
		['a pixel wheel step in', { deltaY: -100, deltaMode: 0, ctrlKey: false }, 2 ** 0.2],
		['a line step out', { deltaY: 3, deltaMode: 1, ctrlKey: false }, 2 ** -0.15],
		['a trackpad pinch (ctrl) is 10 times faster', { deltaY: -10, deltaMode: 0, ctrlKey: true }, 2 ** 0.2]
	])('%s', (_, e, want) => expect(wheelFactor(e)).toBeCloseTo(want, 10));
});
