/*
 * What an island listens for before it hydrates, and what it does with a user's action that comes
 * while its code is still loading. Prerendered markup already looks right; it only needs code to
 * respond, so the code loads when a user shows intent (moves the pointer, touches, scrolls, tabs,
 * presses a key) and not on a first visit that only reads.
 */

/**
 * Set on <html> by a page whose SvelteKit start waited for intent (deferStart): the user has
 * already shown it, so the page's islands hydrate as soon as they mount.
 */
export const WOKEN_ATTRIBUTE = 'data-woken';

/** True when the page was started by a user's intent (see WOKEN_ATTRIBUTE). */
export function pageWoken(): boolean {
	return typeof document !== 'undefined' && document.documentElement.hasAttribute(WOKEN_ATTRIBUTE);
}

/** Events on the window that mean a user is about to use the page. */
export const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

/** Controls whose own default action (following a link, opening a <details>) needs no script. */
const NATIVE = 'a[href], summary, label, select, input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea';

/**
 * Holds the clicks, submits and edits made inside `root` before it hydrated, and replays them on
 * the same elements afterwards (hydration keeps the prerendered nodes, so they are still the ones
 * the user acted on). A button clicked while the code loads is therefore not lost; a link still
 * navigates at once. Returns `replay` (call after hydrating) and `stop` (remove the listeners).
 */
export function holdActions(root: HTMLElement): { replay: () => void; stop: () => void } {
	const held: (() => void)[] = [];
	type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
	/** Each field edited, with what the user left in it (hydration may set it back to the state's). */
	const edited = new Map<Field, { value: string; checked: boolean | undefined }>();

	const onClick = (e: MouseEvent) => {
		const target = e.target as Element | null;
		if (!target || target.closest(NATIVE)) return;
		e.preventDefault();
		e.stopPropagation();
		const init: MouseEventInit = { bubbles: true, cancelable: true, composed: true, clientX: e.clientX, clientY: e.clientY, button: e.button, detail: e.detail };
		held.push(() => target.dispatchEvent(new MouseEvent('click', init)));
	};
	const onSubmit = (e: SubmitEvent) => {
		const form = e.target as HTMLFormElement;
		e.preventDefault();
		e.stopPropagation();
		held.push(() => form.requestSubmit());
	};
	const onEdit = (e: Event) => {
		const t = e.target as Field;
		if (t && 'value' in t) edited.set(t, { value: t.value, checked: 'checked' in t ? t.checked : undefined });
	};

	root.addEventListener('click', onClick, true);
	root.addEventListener('submit', onSubmit, true);
	root.addEventListener('input', onEdit, true);
	root.addEventListener('change', onEdit, true);

	const stop = () => {
		root.removeEventListener('click', onClick, true);
		root.removeEventListener('submit', onSubmit, true);
		root.removeEventListener('input', onEdit, true);
		root.removeEventListener('change', onEdit, true);
	};
	return {
		stop,
		replay() {
			stop();
			// Values typed or chosen before hydration: tell the now-listening component about them.
			for (const [el, left] of edited) {
				if (!el.isConnected) continue;
				el.value = left.value;
				if (left.checked !== undefined && 'checked' in el) el.checked = left.checked;
				el.dispatchEvent(new Event('input', { bubbles: true }));
				el.dispatchEvent(new Event('change', { bubbles: true }));
			}
			edited.clear();
			for (const act of held.splice(0)) act();
		}
	};
}

/**
 * Calls `wake` once, at the first sign of a user about to act on the page (see INTENT_EVENTS).
 * Returns the function that removes the listeners.
 */
export function onIntent(wake: () => void): () => void {
	const opts = { capture: true, passive: true } as const;
	let done = false;
	const fire = () => {
		if (done) return;
		done = true;
		off();
		wake();
	};
	const off = () => {
		for (const type of INTENT_EVENTS) window.removeEventListener(type, fire, opts);
	};
	for (const type of INTENT_EVENTS) window.addEventListener(type, fire, opts);
	return off;
}
