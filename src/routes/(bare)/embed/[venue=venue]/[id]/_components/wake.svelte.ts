/*
 * An embed's diagram sleeps on a club's page until the user has clicked or focused it, as map
 * embeds do: meanwhile a wheel or a one-finger swipe over it scrolls the host page (Diagram's
 * `asleep`: d3-zoom's filter lets them through, gesture.ts wakeful), and a wheel there says how to
 * wake it. Woken, the wheel zooms, and the hint says so for a moment; the diagram sleeps again when
 * the focus leaves it (a click elsewhere) or on Escape.
 */

/** How long a hint stays, ms. */
export const HINT_MS = 2500;

export type WakeHint = 'wake' | 'awake' | null;

export class EmbedWake {
	awake = $state(false);
	hint = $state<WakeHint>(null);
	#timer: ReturnType<typeof setTimeout> | undefined;

	#say(h: WakeHint): void {
		clearTimeout(this.#timer);
		this.hint = h;
		if (h) this.#timer = setTimeout(() => (this.hint = null), HINT_MS);
	}

	#wake(): void {
		if (this.awake) return;
		this.awake = true;
		this.#say('awake');
	}

	/** The stage's handlers: a press or the focus wakes it; the focus leaving it or Escape puts it back to sleep; a wheel asleep says how to wake it. */
	readonly on = {
		onpointerdown: () => this.#wake(),
		onfocusin: () => this.#wake(),
		onfocusout: (e: FocusEvent) => {
			const to = e.relatedTarget;
			if (to instanceof Node && (e.currentTarget as Node).contains(to)) return;
			this.sleep();
		},
		onkeydown: (e: KeyboardEvent) => {
			if (e.key === 'Escape') this.sleep();
		},
		onwheel: () => {
			if (!this.awake) this.#say('wake');
		}
	};

	sleep(): void {
		this.awake = false;
		this.#say(null);
	}

	destroy(): void {
		clearTimeout(this.#timer);
	}
}
