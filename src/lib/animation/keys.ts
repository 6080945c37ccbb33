/*
 * The keys that work the animation's transport, as data: the page's (Space plays, the arrows step
 * a phase), or a page's own (the clinic's, where Space and the arrows change slide and A plays:
 * clinic/deck.ts). AnimationControls answers the page's keys and names in its buttons' hints the
 * keys of the page it is on, so a hint never names a key that does something else there.
 */
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';

export type Transport = 'play' | 'prev' | 'next';

/** The keys (KeyboardEvent.key) of each transport action; an action without keys has none. */
export type TransportKeys = Readonly<Partial<Record<Transport, readonly string[]>>>;

/** The penalty page's and the embed's: Space plays or pauses, Left and Right step between phases. */
export const PAGE_KEYS: TransportKeys = { play: [' '], prev: ['ArrowLeft'], next: ['ArrowRight'] };

/** The action of a key in `keys`, or null. */
export function transportOf(keys: TransportKeys, key: string): Transport | null {
	for (const t of ['play', 'prev', 'next'] as const) if (keys[t]?.includes(key)) return t;
	return null;
}

/** A key as a person reads it on a keyboard: Space, Left arrow, A. */
export function keyLabel(key: string, locale: Locale): string {
	const lo = { locale };
	if (key === ' ' || key === 'Spacebar') return m.fg_key_space({}, lo);
	if (key === 'ArrowLeft') return m.fg_key_left({}, lo);
	if (key === 'ArrowRight') return m.fg_key_right({}, lo);
	return key.length === 1 ? key.toUpperCase() : key;
}

/** A button's hint: its label, with the first key that does it here, if any ("Play or pause (Space)"). */
export function keyHint(label: string, keys: readonly string[] | undefined, locale: Locale): string {
	const key = keys?.[0];
	return key === undefined ? label : m.fg_with_key({ label, key: keyLabel(key, locale) }, { locale });
}
