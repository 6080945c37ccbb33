/*
 * The colour theme: 'light', 'dark', 'contrast', or null to follow the system. Shown through
 * <html data-theme>; a choice made with the theme switch is remembered in localStorage, a theme
 * given in a URL (theme=) applies to that page view. src/app.html applies it before first paint.
 */
import { THEMES, type Theme } from './themes';

export const STORAGE_KEY = 'polo-theme';

export const theme = $state<{ value: Theme | null }>({ value: null });

type Listener = (t: Theme | null) => void;
// eslint-disable-next-line svelte/prefer-svelte-reactivity -- listeners, not state: nothing renders from it
const listeners = new Set<Listener>();

function apply(t: Theme | null) {
	theme.value = t;
	if (typeof document === 'undefined') return;
	if (t) document.documentElement.dataset.theme = t;
	else delete document.documentElement.dataset.theme;
}

/** Reads the theme <html> was given before first paint (see app.html). */
export function initTheme(): void {
	if (typeof document === 'undefined') return;
	const t = document.documentElement.dataset.theme;
	theme.value = t && (THEMES as readonly string[]).includes(t) ? (t as Theme) : null;
}

/** The theme switch: applies, remembers, and tells the listeners (the explorer writes it to its URL). */
export function chooseTheme(t: Theme | null): void {
	apply(t);
	try {
		if (t) localStorage.setItem(STORAGE_KEY, t);
		else localStorage.removeItem(STORAGE_KEY);
	} catch {
		/* storage may be blocked in embeds */
	}
	for (const l of listeners) l(t);
}

/** A theme from a URL: applied to this page view only. */
export function showTheme(t: Theme | null): void {
	if (t) apply(t);
}

/** Called when the user picks a theme with the switch; returns the unsubscribe function. */
export function onThemeChosen(l: Listener): () => void {
	listeners.add(l);
	return () => listeners.delete(l);
}
