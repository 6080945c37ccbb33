/*
 * What a deck read from outside (this device's storage, a shared link) may hold: every field
 * checked and bounded before a page draws it. A slide that is not a slide is dropped and counted;
 * a value too long is cut to DECK_LIMITS. Pure; never throws.
 */
import { DECK_LIMITS, type DeckSlide, type DeckState } from './types';
import { newKey } from './key';

/** A penalty id as the routes write it ('2', '5a', '6c'); whether it exists is the renderer's to say. */
const PENALTY = /^[0-9][a-z]?$/;
/** A scenario id of the library (kebab case). */
const SCENARIO = /^[a-z0-9][a-z0-9-]{0,79}$/;

export interface CheckedDeck {
	deck: DeckState;
	/** Slides left out: not slides at all, or beyond DECK_LIMITS.slides. */
	dropped: number;
}

const text = (v: unknown, max: number): string => (typeof v === 'string' ? v.slice(0, max) : '');

/** One slide from unknown data, or null when it is not one. Keys are made anew where missing or repeated. */
export function checkSlide(v: unknown, seen: Set<string> = new Set()): DeckSlide | null {
	if (!v || typeof v !== 'object') return null;
	const o = v as Record<string, unknown>;
	if (o.venue !== 'field' && o.venue !== 'arena') return null;
	const penalty = o.penalty === null ? null : typeof o.penalty === 'string' && PENALTY.test(o.penalty) ? o.penalty : undefined;
	const scenario = o.scenario === null || o.scenario === undefined ? null : typeof o.scenario === 'string' && SCENARIO.test(o.scenario) ? o.scenario : undefined;
	if (penalty === undefined || scenario === undefined) return null;
	// A slide with nothing to place is a scenario's (a card, offsetting fouls): a penalty slide needs its penalty.
	if (penalty === null && scenario === null) return null;
	const raw = typeof o.search === 'string' ? o.search : '';
	const search = raw === '' || raw.startsWith('?') ? raw.slice(0, DECK_LIMITS.search) : `?${raw}`.slice(0, DECK_LIMITS.search);
	let key = typeof o.key === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(o.key) ? o.key : newKey();
	while (seen.has(key)) key = newKey();
	seen.add(key);
	return { key, venue: o.venue, penalty, scenario, search, title: text(o.title, DECK_LIMITS.title), notes: text(o.notes, DECK_LIMITS.notes) };
}

/** A deck from unknown data; null when it is not a deck at all (not an object with a slide list). */
export function checkDeck(v: unknown): CheckedDeck | null {
	if (!v || typeof v !== 'object') return null;
	const o = v as Record<string, unknown>;
	if (!Array.isArray(o.slides)) return null;
	const seen = new Set<string>();
	const slides: DeckSlide[] = [];
	let dropped = 0;
	for (const s of o.slides) {
		const slide = slides.length < DECK_LIMITS.slides ? checkSlide(s, seen) : null;
		if (slide) slides.push(slide);
		else dropped++;
	}
	return { deck: { title: text(o.title, DECK_LIMITS.title), slides }, dropped };
}
