/*
 * A diagram's animation, written once for every page that plays one (the penalty page, the embed,
 * a clinic slide): the animation module loaded when first needed (it brings the rule text its
 * captions quote, which a first visit does not need), the outcome (variant) asked for, the time a
 * link asks to open on, the timeline of the setup drawn, and the player (clock and transport).
 *
 * The page gives the setup and where the players start (moved players, or the in-play scatter);
 * `live` is what to draw this frame, null while the setup itself is shown.
 */
import { untrack } from 'svelte';
import type { Frames, Variant } from '$lib/animation';
import { AnimationPlayer, type Clock } from '$lib/animation/player.svelte';
import { hintScene } from '$lib/animation/sceneHint';
import { variantsFor } from '$lib/animation/variants';
import type { LiveMarks } from '$lib/diagram/types';
import type { Point, Setup } from '$lib/geometry';
import { decimal } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';

export type AnimationModule = typeof import('$lib/animation');

export interface AnimationSource {
	/** The setup drawn. */
	setup: Setup;
	/** Where the players start the animation (the moved ones, the others where they stand); undefined: the in-play scatter. */
	start?: Record<string, Point>;
}

export interface AnimationLinkOptions {
	locale: Locale;
	/** Loads the animation module (tests pass it in; pages use the dynamic import). */
	load?: () => Promise<AnimationModule>;
	clock?: Clock;
	/** A notice about the URL's variant or time, in the page's language. */
	onnotice?: (notice: string) => void;
	/** The module could not load (offline and not cached). */
	onfail?: () => void;
}

export class AnimationLink {
	readonly player: AnimationPlayer;
	/** The animation module, once loaded. */
	module = $state.raw<AnimationModule | null>(null);
	/** The outcome asked for (URL or choice); undefined: the first. Checked against variantsFor once loaded. */
	variant = $state<string | undefined>(undefined);

	/** The outcomes offered: known before the module (variants.ts), so the choice is under the diagram before Play. */
	readonly variants: Variant[] = $derived.by(() => variantsFor(this.#source().setup));
	/** The variant animated: the one asked for where the setup has it. */
	readonly variantUsed: string | undefined = $derived(this.variant !== undefined && this.variants.some((v) => v.id === this.variant) ? this.variant : undefined);
	/** The timeline of the setup drawn; null until loaded, or where the setup cannot be animated. */
	readonly frames: Frames | null = $derived.by(() => {
		const a = this.module;
		const { setup, start } = this.#source();
		if (!a || !setup.placement) return null;
		const variant = this.variantUsed;
		try {
			return a.framesFor(setup, { ...(start ? { start } : {}), ...(variant ? { variant } : {}) });
		} catch {
			// framesFor refuses a start it cannot animate (a player moved off the ground drawn): the page keeps the still diagram.
			return null;
		}
	});
	/** What to draw this frame: null while the setup itself is shown. */
	readonly live: LiveMarks | null = $derived.by(() => {
		const pos = this.player.positions;
		return pos ? { ball: pos.ball, players: pos, overlays: this.player.overlays } : null;
	});

	#source: () => AnimationSource;
	#load: () => Promise<AnimationModule>;
	#loading: Promise<AnimationModule | null> | null = null;
	#locale: Locale;
	#onnotice: (n: string) => void;
	#onfail: () => void;
	/** t= from the URL, shown once the timeline is built. */
	#pendingT: number | null = null;
	/** A variant change keeps the time shown (compare the outcomes at the same moment). */
	#keepTime = false;

	/** Made while a component initialises: the timeline follows the setup for the component's life. */
	constructor(source: () => AnimationSource, o: AnimationLinkOptions) {
		this.#source = source;
		this.#locale = o.locale;
		this.#load = o.load ?? (() => import('$lib/animation'));
		this.#onnotice = o.onnotice ?? (() => {});
		this.#onfail = o.onfail ?? (() => {});
		this.player = new AnimationPlayer(o.clock);
		// The player is the one imperative piece: it is handed each new timeline (nothing else here
		// may re-run this, hence untrack).
		$effect(() => {
			const f = this.frames;
			untrack(() => this.#take(f));
		});
		// prefers-reduced-motion: one phase after another, without movement. Set up once for the
		// component's life (untracked: the player's state must not make it run again).
		$effect(() =>
			untrack(() => {
				const q = matchMedia('(prefers-reduced-motion: reduce)');
				this.player.setReducedMotion(q.matches);
				const on = (e: MediaQueryListEvent) => this.player.setReducedMotion(e.matches);
				q.addEventListener('change', on);
				return () => {
					q.removeEventListener('change', on);
					this.player.destroy();
				};
			})
		);
	}

	/** Loads the module (once); resolves when the timeline can be built. */
	load(): Promise<AnimationModule | null> {
		if (this.module) return Promise.resolve(this.module);
		if (this.#loading) return this.#loading;
		// The setup's venue's part of the animation with it (an island of one venue's pages loads it now,
		// fetched beside the animation's chunk: animation/scenes.ts, sceneHint.ts).
		const kind = this.#source().setup.venue.kind;
		hintScene(kind);
		this.#loading = this.#load()
			.then((a) => a.loadScene(kind).then(() => a))
			.then(
				(a) => {
					this.module = a;
					this.#checkVariant();
					return a;
				},
				() => {
					this.#loading = null;
					this.#onfail();
					return null;
				}
			);
		return this.#loading;
	}

	/** A link's variant and time: loads the module where either is given. */
	open(variant: string | undefined, t: number | undefined): void {
		this.variant = variant;
		if (t !== undefined) this.#pendingT = t;
		if (variant !== undefined || t !== undefined) void this.load();
	}

	/** Plays from the foul (or pauses); a play asked for before the module arrives starts when it does. */
	toggle(): void {
		void this.load();
		this.player.toggle();
	}

	/** Another outcome, at the same moment. */
	choose(id: string): void {
		this.#keepTime = true;
		this.variant = id === this.variants[0]?.id ? undefined : id;
	}

	/** Where the URL's `variant=` stands: undefined when it is the default (or not offered). */
	get variantForUrl(): string | undefined {
		const v = this.variant;
		if (v === undefined) return undefined;
		if (!this.module) return v;
		return this.variantUsed !== undefined && this.variantUsed !== this.variants[0]?.id ? v : undefined;
	}

	destroy(): void {
		this.player.destroy();
	}

	#take(f: Frames | null) {
		// A link's time is shown with the frames, not after them: a Play pressed while they loaded plays from it.
		const t = f ? this.#pendingT : null;
		if (f) this.#pendingT = null;
		this.player.setFrames(f, this.#keepTime, t);
		this.#keepTime = false;
		if (f && t !== null && t > f.duration) this.#onnotice(m.ex_notice_t({ t: decimal(t, this.#locale), end: decimal(f.duration, this.#locale) }, { locale: this.#locale }));
	}

	#checkVariant() {
		const v = this.variant;
		const s = this.#source().setup;
		if (v === undefined || !s.placement) return;
		const ids = this.variants.map((x) => x.id);
		if (ids.includes(v)) return;
		const lo = { locale: this.#locale };
		this.#onnotice(ids.length > 1 ? m.ex_notice_variant_many({ variant: v, list: ids.join(', ') }, lo) : m.ex_notice_variant_one({ variant: v }, lo));
		this.variant = undefined;
	}
}
