/*
 * Text set into a box for the exported pictures, without ever squashing it: lines broken at spaces
 * (and inside a word longer than the line, e.g. a link, after / ? & = -), the size lowered in steps
 * until the text fits the lines allowed, an ellipsis only below the smallest size. Pure: the width
 * of a string is measured by the caller (a canvas in the browser, an estimate in tests).
 */

/** Width in px of `text` set at `size` px with `weight`. */
export type Measure = (text: string, size: number, weight: number) => number;

/** Breaks one over-long word into pieces no wider than `max`, after link punctuation where it can. */
function breakWord(word: string, max: number, width: (s: string) => number): string[] {
	const out: string[] = [];
	let rest = word;
	while (rest && width(rest) > max) {
		let cut = rest.length - 1;
		while (cut > 1 && width(rest.slice(0, cut)) > max) cut--;
		// Prefer a cut just after punctuation of a link, within the last third of the piece.
		for (let k = cut; k > Math.floor((cut * 2) / 3); k--) {
			if ('/?&=-_.'.includes(rest[k - 1]!)) {
				cut = k;
				break;
			}
		}
		out.push(rest.slice(0, Math.max(1, cut)));
		rest = rest.slice(Math.max(1, cut));
	}
	if (rest) out.push(rest);
	return out;
}

/** `text` broken into lines no wider than `max` px (greedy, at spaces). */
export function wrapLines(text: string, max: number, width: (s: string) => number): string[] {
	const words = text.split(/\s+/).filter(Boolean);
	const lines: string[] = [];
	let line = '';
	for (const w of words) {
		const next = line ? `${line} ${w}` : w;
		if (width(next) <= max) {
			line = next;
			continue;
		}
		if (line) lines.push(line);
		if (width(w) <= max) line = w;
		else {
			const pieces = breakWord(w, max, width);
			lines.push(...pieces.slice(0, -1));
			line = pieces.at(-1) ?? '';
		}
	}
	if (line) lines.push(line);
	return lines;
}

export interface Fitted {
	/** Font size, px. */
	size: number;
	lines: string[];
	/** Some text was left out (an ellipsis ends the last line): it did not fit even at the smallest size. */
	cut: boolean;
}

export interface FitOptions {
	/** Largest and smallest sizes tried, px. */
	max: number;
	min: number;
	/** Box width, px. */
	width: number;
	/** Lines allowed at each size (a function: a box of fixed height allows more lines at smaller sizes). */
	lines: (size: number) => number;
	weight?: number;
}

/** The largest size from `max` down to `min` (steps of 4 %) at which `text` fits, and its lines. */
export function fitText(text: string, o: FitOptions, measure: Measure): Fitted {
	const weight = o.weight ?? 400;
	let size = o.max;
	for (;;) {
		const s = size;
		const lines = wrapLines(text, o.width, (t) => measure(t, s, weight));
		const allowed = Math.max(1, Math.floor(o.lines(s)));
		if (lines.length <= allowed) return { size: s, lines, cut: false };
		const smaller = Math.max(o.min, Math.floor(size * 0.96 * 10) / 10);
		if (smaller >= size) {
			const kept = lines.slice(0, allowed);
			let last = kept[allowed - 1]!;
			while (last && measure(`${last}…`, s, weight) > o.width) last = last.slice(0, -1);
			kept[allowed - 1] = `${last.trimEnd()}…`;
			return { size: s, lines: kept, cut: true };
		}
		size = smaller;
	}
}
