/*
 * What both sets of animation controls (the page's AnimationControls, the embed's EmbedPlayer) take
 * and show: the same props, the time to a tenth in the language's way of writing it, the phase, and
 * the data attributes tests and embedders read on the controls' root
 * ([data-role="animation"] with data-animation-duration, data-phase, data-t, data-playing).
 */
import type { Locale } from '$lib/paraglide/runtime';
import type { AnimationPlayer } from './player.svelte';
import type { Variant } from './types';

/** The props every animation control set takes. */
export interface AnimationControlProps {
	/** The player (state and clock) these controls drive. */
	player: AnimationPlayer;
	/** The outcomes offered (variantsFor); the choice shows where there is more than one. */
	variants?: Variant[];
	/** The variant animated (its id); null: the first. */
	variant?: string | null;
	/** Called with the variant chosen. */
	onvariant?: (id: string) => void;
	/**
	 * Called when the user reaches for the animation (pointer over, focus, a key): the page builds
	 * the timeline then, so a first visit does not load the code behind it.
	 */
	onintent?: () => void;
}

/** '0.5' as the language writes it ('0,5' in French and Spanish). */
export function decimal(s: string, locale: Locale): string {
	return locale === 'en' ? s : s.replace('.', ',');
}

/** A time in seconds to one decimal, as the controls write it. */
export function seconds(t: number, locale: Locale): string {
	return decimal((Math.round(t * 10) / 10).toFixed(1), locale);
}

/** What the controls of `player()` show, in `locale`. */
export class AnimationReadout {
	constructor(
		private readonly player: () => AnimationPlayer,
		readonly locale: Locale
	) {}

	readonly frames = $derived.by(() => this.player().frames);
	readonly duration = $derived(this.frames?.duration ?? null);
	readonly phase = $derived.by(() => {
		const i = this.player().phaseIndex;
		return this.frames && i >= 0 ? (this.frames.phases[i] ?? null) : null;
	});
	/**
	 * The time to a tenth (the scrubber's step): the scrubber and the clock text change ten times a
	 * second rather than every frame, which is all they can show.
	 */
	readonly shown = $derived.by(() => Math.round(this.player().t * 10) / 10);
	/** '2.3 / 9.0 s', or '' before the timeline is known. */
	readonly time = $derived.by(() => (this.duration === null ? '' : `${seconds(this.shown, this.locale)} / ${seconds(this.duration, this.locale)} s`));
	/** The root's data attributes (spread them on it). */
	readonly attributes = $derived.by(() => {
		const p = this.player();
		return {
			'data-role': 'animation',
			'data-animation-duration': this.duration ?? undefined,
			'data-phase': p.active ? this.phase?.id : undefined,
			'data-t': p.active ? String(Math.round(p.t * 1e6) / 1e6) : undefined,
			'data-playing': p.playing ? 'true' : 'false'
		};
	});
	/** A time as these controls write it. */
	readonly fmt = (t: number) => seconds(t, this.locale);
}
