/*
 * Whether the page is being printed, for the diagrams that are drawn for the paper then.
 *
 * A diagram sizes its markers and labels for its width on screen, in CSS px, and the <svg> is then
 * scaled as a picture: printed at another width, every marker and number would shrink with it
 * (a 1400 px wide diagram on a 190 mm wide sheet: 28 px markers become 14). The print style sheets
 * give each printed diagram a known width (print.ts), and while printing a diagram sizes its marks
 * for that width instead. Browsers fire `beforeprint` before they lay the page out for paper (the
 * print dialog, and Chromium's print to PDF); the state change is flushed at once so that the page
 * laid out is the one drawn for the paper.
 */
import { flushSync } from 'svelte';

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export class Printing {
	/** Between `beforeprint` and `afterprint`. */
	on = $state(false);
	#users = 0;

	/** `target`: where the print events are fired (the window; a stand-in in tests). */
	constructor(readonly target: () => Target = () => window) {}

	#before = () => {
		this.on = true;
		flushSync();
	};
	#after = () => {
		this.on = false;
	};

	/** Follows printing while the caller needs it (an effect's life); the returned function stops. */
	watch(): () => void {
		const target = this.target();
		if (this.#users++ === 0) {
			target.addEventListener('beforeprint', this.#before);
			target.addEventListener('afterprint', this.#after);
		}
		return () => {
			if (--this.#users > 0) return;
			target.removeEventListener('beforeprint', this.#before);
			target.removeEventListener('afterprint', this.#after);
			this.on = false;
		};
	}
}

/** The page's printing state (one per window). */
export const printing = new Printing();
