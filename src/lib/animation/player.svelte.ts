/*
 * The animation player: the clock and the transport (play, pause, seek, step, speed, loop) around
 * the pure timeline of framesFor. This is the one place with a requestAnimationFrame loop; the
 * components read `positions` (a $derived of positionsAt) and draw it.
 *
 * Only positions.ts is imported, not the module index: framesFor (frames.ts) brings the rule text
 * it quotes, which a page loads when the user reaches for the animation, not on its first visit.
 *
 * Two views: `active` false shows the setup (the diagram's markup is the setup itself); `active`
 * true shows the animation at `t`. A run that ends without looping stays on its last frame (the
 * outcome, paused at the end): what follows the hit is what the user watched it for, and it must not
 * vanish as it appears. Play from there starts again from the foul; rest() shows the setup.
 */
import { overlaysAt } from './overlays';
import { clampTime, nextPhaseTime, phaseIndexAt, positionsAt, previousPhaseTime, restTime } from './positions';
import type { Frames, OverlayMark, Positions } from './types';

/** Playback speeds offered. */
export const SPEEDS = [0.5, 1, 2] as const;
export type Speed = (typeof SPEEDS)[number];

/** Reduced motion: each phase is shown this long at 1x (seconds), without movement in between. */
export const REDUCED_STEP_S = 1;

/**
 * The longest step of the clock (seconds of animation time): after a hidden tab or a long task the
 * animation resumes where it was instead of jumping ahead.
 */
export const MAX_STEP_S = 0.1;

/** Time within this (seconds) of the end counts as the end, so Play restarts instead of ending at once. */
const END_EPS = 1e-3;

/**
 * One tick of the clock: t advanced by dt seconds (already scaled by the speed). Past the end it
 * wraps to the start when looping; otherwise it stops at the end and says so. Pure.
 */
export function advance(frames: Frames, t: number, dt: number, loop: boolean): { t: number; ended: boolean } {
	const d = frames.duration;
	const next = clampTime(frames, t) + Math.min(Math.max(dt, 0), MAX_STEP_S);
	if (next < d) return { t: next, ended: false };
	if (loop && d > 0) return { t: (next - d) % d, ended: false };
	return { t: d, ended: true };
}

/**
 * Reduced motion: the next instant shown, a phase start or the end; null once the end has been
 * shown (the run is over, or starts again when looping). Pure.
 */
export function reducedNext(frames: Frames, t: number, loop: boolean): number | null {
	if (t >= frames.duration - END_EPS) return loop ? 0 : null;
	return nextPhaseTime(frames, t);
}

/** A time for the URL: seconds with one decimal, as written and read back. */
export function roundTime(t: number): number {
	const r = Math.round(t * 10) / 10;
	return Object.is(r, -0) ? 0 : r;
}

/** What the player needs from the browser; tests pass a fake one. */
export interface Clock {
	now(): number;
	frame(cb: (now: number) => void): number;
	cancelFrame(id: number): void;
	timeout(cb: () => void, ms: number): number;
	cancelTimeout(id: number): void;
}

const browserClock: Clock = {
	now: () => performance.now(),
	frame: (cb) => requestAnimationFrame(cb),
	cancelFrame: (id) => cancelAnimationFrame(id),
	timeout: (cb, ms) => window.setTimeout(cb, ms),
	cancelTimeout: (id) => window.clearTimeout(id)
};

export class AnimationPlayer {
	/** The timeline played; null until the page has built it. */
	frames = $state.raw<Frames | null>(null);
	/** Seconds from the foul. */
	t = $state(0);
	playing = $state(false);
	/** True while the animation is shown instead of the setup (playing, paused mid-way, stepped to). */
	active = $state(false);
	speed = $state<Speed>(1);
	loop = $state(false);
	/** prefers-reduced-motion: play shows one phase after another, without movement. */
	reducedMotion = $state(false);

	/** Every actor where the animation has it now, yards; null while the setup is shown. */
	readonly positions: Positions | null = $derived(this.frames && this.active ? positionsAt(this.frames, this.t) : null);
	/** The marks drawn over the diagram now (the rebound's 5-yard circle and 5-second count), yards; none at rest. */
	readonly overlays: OverlayMark[] = $derived(this.frames && this.active ? overlaysAt(this.frames, this.t) : []);
	/** Index of the phase shown: at rest, the line-up (whose end is the setup). */
	readonly phaseIndex: number = $derived.by(() => {
		const f = this.frames;
		if (!f) return -1;
		if (!this.active) return Math.max(0, f.phases.findIndex((p) => p.id === 'lineup'));
		return phaseIndexAt(f, this.t);
	});

	/** Called when the run ends, is paused, or is moved by hand: the page writes its URL then. */
	onsettle: (() => void) | null = null;

	#clock: Clock;
	#raf = 0;
	#timer = 0;
	#last = 0;
	/** Set by play() before the frames exist: start as soon as they arrive. */
	#pending = false;

	constructor(clock?: Clock) {
		this.#clock = clock ?? browserClock;
	}

	/**
	 * New frames (another setup, variant or start): back to the setup, or to the same time with
	 * `keepTime`, or shown paused at `at` (a t= link). A play asked for before they came starts now,
	 * from there.
	 */
	setFrames(frames: Frames | null, keepTime = false, at: number | null = null): void {
		const wasActive = this.active;
		const t = this.t;
		this.#stopClock();
		this.playing = false;
		this.frames = frames;
		if (!frames) {
			this.active = false;
			return;
		}
		if (at !== null || (keepTime && wasActive)) {
			this.t = clampTime(frames, at ?? t);
			this.active = true;
		} else {
			this.t = restTime(frames);
			this.active = false;
		}
		if (this.#pending) {
			this.#pending = false;
			this.play();
		}
	}

	play(): void {
		const f = this.frames;
		if (!f) {
			this.#pending = true;
			return;
		}
		if (this.playing) return;
		// From the setup or the end: the whole sequence from the foul.
		if (!this.active || this.t >= f.duration - END_EPS) this.t = 0;
		this.active = true;
		this.playing = true;
		this.#startClock();
	}

	pause(): void {
		this.#pending = false;
		if (!this.playing) return;
		this.#stopClock();
		this.playing = false;
		this.onsettle?.();
	}

	toggle(): void {
		if (this.playing || this.#pending) this.pause();
		else this.play();
	}

	/** The scrubber: shows t; keeps playing from there if playing. */
	seek(t: number): void {
		const f = this.frames;
		if (!f) return;
		this.t = clampTime(f, t);
		this.active = true;
		if (this.playing) this.#restartClock();
		else this.onsettle?.();
	}

	/** Left: the start of this phase, or of the previous one. Pauses. */
	previous(): void {
		const f = this.frames;
		if (!f) return;
		this.#stepTo(previousPhaseTime(f, this.active ? this.t : restTime(f)));
	}

	/** Right: the start of the next phase, or the end. Pauses. */
	next(): void {
		const f = this.frames;
		if (!f) return;
		this.#stepTo(nextPhaseTime(f, this.active ? this.t : restTime(f)));
	}

	setSpeed(speed: number): void {
		this.speed = (SPEEDS as readonly number[]).includes(speed) ? (speed as Speed) : 1;
		if (this.playing) this.#restartClock();
	}

	setReducedMotion(on: boolean): void {
		if (on === this.reducedMotion) return;
		this.reducedMotion = on;
		if (this.playing) this.#restartClock();
	}

	/** Back to the setup (the markup is the setup again). */
	rest(): void {
		this.#pending = false;
		this.#stopClock();
		this.playing = false;
		this.active = false;
		if (this.frames) this.t = restTime(this.frames);
		this.onsettle?.();
	}

	destroy(): void {
		this.#pending = false;
		this.#stopClock();
		this.playing = false;
	}

	#stepTo(t: number) {
		this.#stopClock();
		this.playing = false;
		this.t = t;
		this.active = true;
		this.onsettle?.();
	}

	/** The run is over: the last frame (the outcome) stays on screen, paused. */
	#finish() {
		const f = this.frames;
		this.#stopClock();
		this.playing = false;
		if (f) this.t = f.duration;
		this.onsettle?.();
	}

	#restartClock() {
		this.#stopClock();
		this.#startClock();
	}

	#startClock() {
		if (this.reducedMotion) {
			// No movement: jump to the start of the phase showing now, then one phase per step.
			const f = this.frames!;
			const i = phaseIndexAt(f, this.t);
			if (this.t > f.phases[i]!.start && this.t < f.duration - END_EPS) this.t = f.phases[i]!.start;
			this.#scheduleStep();
			return;
		}
		this.#last = this.#clock.now();
		this.#raf = this.#clock.frame(this.#tick);
	}

	#stopClock() {
		if (this.#raf) this.#clock.cancelFrame(this.#raf);
		if (this.#timer) this.#clock.cancelTimeout(this.#timer);
		this.#raf = 0;
		this.#timer = 0;
	}

	/** The rAF loop: the only per-frame work here is moving t; the drawing follows from `positions`. */
	#tick = (now: number) => {
		this.#raf = 0;
		const f = this.frames;
		if (!f || !this.playing) return;
		const dt = ((now - this.#last) / 1000) * this.speed;
		this.#last = now;
		const r = advance(f, this.t, dt, this.loop);
		this.t = r.t;
		if (r.ended) this.#finish();
		else this.#raf = this.#clock.frame(this.#tick);
	};

	#scheduleStep() {
		this.#timer = this.#clock.timeout(this.#step, (REDUCED_STEP_S * 1000) / this.speed);
	}

	#step = () => {
		this.#timer = 0;
		const f = this.frames;
		if (!f || !this.playing) return;
		const t = reducedNext(f, this.t, this.loop);
		if (t === null) return this.#finish();
		this.t = t;
		this.#scheduleStep();
	};
}
