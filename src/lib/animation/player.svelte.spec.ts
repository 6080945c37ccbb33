import { describe, expect, it } from 'vitest';
import { computeSetup, standardLineup } from '$lib/geometry';
import { framesFor, nextPhaseTime, positionsAt, restTime, type Frames, type PlayerId } from '$lib/animation';
import { advance, AnimationPlayer, MAX_STEP_S, REDUCED_STEP_S, reducedNext, roundTime, type Clock } from './player.svelte';

/** A clock the test drives: frames and timers run when the test says so. */
function fakeClock() {
	let now = 0;
	let id = 0;
	const frames = new Map<number, (t: number) => void>();
	const timers = new Map<number, { at: number; cb: () => void }>();
	const clock: Clock = {
		now: () => now,
		frame: (cb) => (frames.set(++id, cb), id),
		cancelFrame: (i) => void frames.delete(i),
		timeout: (cb, ms) => (timers.set(++id, { at: now + ms, cb }), id),
		cancelTimeout: (i) => void timers.delete(i)
	};
	return {
		clock,
		/** Runs one animation frame `ms` after the last. */
		frame(ms = 1000 / 60) {
			now += ms;
			const due = [...frames.entries()];
			frames.clear();
			for (const [, cb] of due) cb(now);
		},
		/** Advances the time, firing the timers due. */
		wait(ms: number) {
			const end = now + ms;
			for (;;) {
				const next = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
				if (!next || next[1].at > end) break;
				now = next[1].at;
				timers.delete(next[0]);
				next[1].cb();
			}
			now = end;
		},
		pendingFrames: () => frames.size,
		pendingTimers: () => timers.size
	};
}

const field5b = () => framesFor(computeSetup({ venue: 'field', penalty: '5b' }));

function runFrames(c: ReturnType<typeof fakeClock>, p: AnimationPlayer, max = 5000) {
	const seen: number[] = [];
	for (let i = 0; i < max && p.playing; i++) {
		c.frame();
		if (p.playing) seen.push(p.t);
	}
	return seen;
}

describe('advance', () => {
	const f = field5b();
	it('moves time on and stops at the end', () => {
		expect(advance(f, 1, 0.05, false)).toEqual({ t: 1.05, ended: false });
		expect(advance(f, f.duration - 0.01, 0.05, false)).toEqual({ t: f.duration, ended: true });
	});
	it('wraps when looping', () => {
		const r = advance(f, f.duration - 0.01, 0.05, true);
		expect(r.ended).toBe(false);
		expect(r.t).toBeCloseTo(0.04, 9);
	});
	it('never jumps more than MAX_STEP_S (a hidden tab, a long task)', () => {
		expect(advance(f, 1, 30, false).t).toBeCloseTo(1 + MAX_STEP_S, 9);
		expect(advance(f, 1, -5, false).t).toBe(1);
	});
});

describe('reducedNext and roundTime', () => {
	const f = field5b();
	it('steps from phase start to phase start, then the end, then stops (or starts again)', () => {
		const seen = [0];
		let t: number | null;
		while ((t = reducedNext(f, seen.at(-1)!, false)) !== null) seen.push(t);
		expect(seen).toEqual([...f.phases.map((p) => p.start), f.duration]);
		expect(reducedNext(f, f.duration, true)).toBe(0);
	});
	it('rounds to one decimal without -0', () => {
		expect(roundTime(5.249)).toBe(5.2);
		expect(roundTime(-0.01)).toBe(0);
	});
});

describe('AnimationPlayer', () => {
	it('at rest shows the setup: no positions, t at the end of the line-up', () => {
		const p = new AnimationPlayer(fakeClock().clock);
		const f = field5b();
		p.setFrames(f);
		expect(p.active).toBe(false);
		expect(p.t).toBe(restTime(f));
		expect(p.positions).toBeNull();
		expect(f.phases[p.phaseIndex]!.id).toBe('lineup');
	});

	it('plays from the foul, moves every frame, and ends on its last frame (the outcome), which stays', () => {
		const c = fakeClock();
		const p = new AnimationPlayer(c.clock);
		const setup = computeSetup({ venue: 'field', penalty: '5b' });
		const f = framesFor(setup);
		p.setFrames(f);
		let settled = 0;
		p.onsettle = () => settled++;
		p.play();
		expect(p.t).toBe(0);
		expect(p.active).toBe(true);
		expect(p.positions!.ball).toEqual(positionsAt(f, 0).ball);
		const ts = runFrames(c, p);
		// About 60 frames a second for the whole duration, time never going back.
		expect(ts.length).toBeGreaterThan(f.duration * 60 - 3);
		expect(ts.length).toBeLessThan(f.duration * 60 + 3);
		for (let i = 1; i < ts.length; i++) expect(ts[i]!).toBeGreaterThanOrEqual(ts[i - 1]!);
		// Ended: paused on the last frame, not back at the line-up.
		expect(p.playing).toBe(false);
		expect(p.active).toBe(true);
		expect(p.t).toBe(f.duration);
		expect(p.positions).toEqual(positionsAt(f, f.duration));
		expect(f.phases[p.phaseIndex]!.id).toBe(f.phases.at(-1)!.id);
		expect(settled).toBe(1);
		expect(c.pendingFrames()).toBe(0);
		// ... and it stays there: later frames of the clock change nothing.
		c.frame(1000);
		c.wait(5000);
		expect(p.t).toBe(f.duration);
		expect(p.active).toBe(true);
		// Play again: from the foul. rest(): the setup, which is positionsAt(restTime).
		p.play();
		expect(p.t).toBe(0);
		p.rest();
		expect(p.positions).toBeNull();
		const rest = positionsAt(f, restTime(f));
		expect(rest.ball).toEqual(setup.ball);
		for (const l of standardLineup(setup)) expect(rest[`${l.team}-${l.number}` as PlayerId]).toEqual({ x: l.x, y: l.y });
	});

	it('field 3 ends on its outcome at the end of the timeline, not on the line-up (issue 33)', () => {
		const c = fakeClock();
		const p = new AnimationPlayer(c.clock);
		const f = framesFor(computeSetup({ venue: 'field', penalty: '3' }));
		p.setFrames(f);
		p.play();
		runFrames(c, p);
		expect(p.t).toBe(f.duration);
		expect(p.t).toBeGreaterThan(restTime(f));
		expect(p.positions!.ball).toEqual(positionsAt(f, f.duration).ball);
		expect(p.positions!.ball).not.toEqual(positionsAt(f, restTime(f)).ball);
	});

	it('plays twice as fast at 2x and loops when asked', () => {
		const c = fakeClock();
		const p = new AnimationPlayer(c.clock);
		const f = field5b();
		p.setFrames(f);
		p.setSpeed(2);
		p.play();
		c.frame(20);
		expect(p.t).toBeCloseTo(0.04, 9);
		p.loop = true;
		p.seek(f.duration - 0.05);
		c.frame(50);
		expect(p.playing).toBe(true);
		expect(p.t).toBeCloseTo(0.05, 6);
		p.setSpeed(3);
		expect(p.speed).toBe(1);
	});

	it('pauses, seeks and steps between phases; Play at the end starts again', () => {
		const c = fakeClock();
		const p = new AnimationPlayer(c.clock);
		const f = field5b();
		p.setFrames(f);
		p.next();
		expect(p.t).toBe(nextPhaseTime(f, restTime(f)));
		expect(p.active).toBe(true);
		expect(p.t).toBe(f.duration);
		p.previous();
		expect(p.t).toBe(f.phases.find((x) => x.id === 'play')!.start);
		p.previous();
		p.previous();
		expect(p.t).toBe(f.phases.find((x) => x.id === 'whistle')!.start);
		p.play();
		c.frame();
		c.frame();
		p.pause();
		const t = p.t;
		c.frame();
		expect(p.t).toBe(t);
		p.seek(99);
		expect(p.t).toBe(f.duration);
		p.play();
		expect(p.t).toBe(0);
		p.rest();
		expect(p.active).toBe(false);
	});

	it('reduced motion: one phase start after another, no frame in between, and the end stays', () => {
		const c = fakeClock();
		const p = new AnimationPlayer(c.clock);
		const f: Frames = framesFor(computeSetup({ venue: 'arena', penalty: '2' }), { variant: 'wide-rebound' });
		p.setFrames(f);
		p.setReducedMotion(true);
		p.play();
		const seen = [p.t];
		while (p.playing) {
			c.wait(REDUCED_STEP_S * 1000);
			if (p.t !== seen.at(-1)) seen.push(p.t);
		}
		expect(c.pendingFrames()).toBe(0);
		expect(seen).toEqual([...f.phases.map((x) => x.start), f.duration]);
		expect(p.active).toBe(true);
		expect(p.t).toBe(f.duration);
		expect(c.pendingTimers()).toBe(0);
	});

	it('play before the timeline exists starts once it arrives', () => {
		const c = fakeClock();
		const p = new AnimationPlayer(c.clock);
		p.play();
		expect(p.playing).toBe(false);
		p.setFrames(field5b());
		expect(p.playing).toBe(true);
		expect(p.t).toBe(0);
	});

	it("a play asked for before the frames of a t= link come plays from the link's time, not paused there", () => {
		const p = new AnimationPlayer(fakeClock().clock);
		const f = framesFor(computeSetup({ venue: 'arena', penalty: '3' }), { variant: 'wide-rebound' });
		p.play();
		p.setFrames(f, false, 7.5);
		expect(p.playing).toBe(true);
		expect(p.t).toBe(7.5);
		// Without a play asked for, the link's frame is shown, paused.
		const q = new AnimationPlayer(fakeClock().clock);
		q.setFrames(f, false, 7.5);
		expect(q.playing).toBe(false);
		expect(q.active).toBe(true);
		expect(q.t).toBe(7.5);
	});

	it('a new variant keeps the time shown; a new setup goes back to rest', () => {
		const p = new AnimationPlayer(fakeClock().clock);
		const setup = computeSetup({ venue: 'arena', penalty: '2' });
		p.setFrames(framesFor(setup), false, 9);
		p.setFrames(framesFor(setup, { variant: 'wide-rebound' }), true);
		expect(p.t).toBe(9);
		expect(p.active).toBe(true);
		p.setFrames(field5b());
		expect(p.active).toBe(false);
	});

	it('exposes the overlays at its time: the rebound circle and count while shown, none at rest', () => {
		const p = new AnimationPlayer(fakeClock().clock);
		const f = framesFor(computeSetup({ venue: 'arena', penalty: '3' }), { variant: 'wide-rebound' });
		p.setFrames(f);
		expect(p.overlays).toEqual([]);
		p.setFrames(f, false, f.moments.wall! + 0.2);
		expect(p.overlays.map((o) => o.role)).toEqual(['rebound-circle', 'rebound-count']);
		expect(p.overlays.find((o) => o.kind === 'count')).toMatchObject({ text: '5' });
		p.rest();
		expect(p.overlays).toEqual([]);
	});
});
