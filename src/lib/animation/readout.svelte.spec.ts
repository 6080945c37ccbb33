import { describe, expect, it } from 'vitest';
import type { AnimationPlayer } from './player.svelte';
import { AnimationReadout, decimal, seconds } from './readout.svelte';
import type { Frames } from './types';

describe('decimal', () => {
	it.each([
		['0.5', 'en', '0.5'],
		['0.5', 'fr', '0,5'],
		['2', 'es', '2']
	] as const)('%s in %s is %s', (s, locale, out) => expect(decimal(s, locale)).toBe(out));
});

describe('seconds', () => {
	it.each([
		[0, 'en', '0.0'],
		[2.349, 'en', '2.3'],
		[2.35, 'fr', '2,4'],
		[12, 'es', '12,0']
	] as const)('%s s in %s is %s', (t, locale, out) => expect(seconds(t, locale)).toBe(out));
});

describe('AnimationReadout', () => {
	const frames = { duration: 9, phases: [{ id: 'lineup' }, { id: 'hit' }] } as unknown as Frames;
	const player = (p: Partial<AnimationPlayer>) => p as AnimationPlayer;

	it.each([
		['before the timeline is known', player({ frames: null, t: 0, phaseIndex: -1, active: false, playing: false }), '', { 'data-animation-duration': undefined, 'data-t': undefined, 'data-phase': undefined, 'data-playing': 'false' }],
		['at rest, the timeline known', player({ frames, t: 0, phaseIndex: -1, active: false, playing: false }), '0.0 / 9.0 s', { 'data-animation-duration': 9, 'data-t': undefined, 'data-phase': undefined, 'data-playing': 'false' }],
		['playing in the second phase', player({ frames, t: 4.26, phaseIndex: 1, active: true, playing: true }), '4.3 / 9.0 s', { 'data-animation-duration': 9, 'data-t': '4.26', 'data-phase': 'hit', 'data-playing': 'true' }]
	])('%s', (_, p, time, attrs) => {
		const r = new AnimationReadout(() => p, 'en');
		expect(r.time).toBe(time);
		expect(r.attributes).toEqual({ 'data-role': 'animation', ...attrs });
	});

	it('writes the time in the language', () => {
		const r = new AnimationReadout(() => player({ frames, t: 1.25, phaseIndex: 0, active: true, playing: false }), 'fr');
		expect([r.shown, r.time, r.fmt(0.5)]).toEqual([1.3, '1,3 / 9,0 s', '0,5']);
	});
});
