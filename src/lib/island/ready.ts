/*
 * The page's word to the gate (gate.js) that its code has started and applied its URL: the gate
 * then replays what the user did meanwhile and drops the pending marks. The root layout signals in
 * its onMount (children mount first: a page that applies its URL in its own onMount has done so
 * by then); a part that hydrates later (an Island) holds the signal until it has.
 */

/** Events on `document` the gate listens for (the same strings are in gate.js). */
export const READY_EVENT = 'polo:ready';
export const FAILED_EVENT = 'polo:failed';
/** On <html> while a press the gate holds is still down (gate.js): a gesture under way. */
export const PRESSED_ATTRIBUTE = 'data-pressed';

/** A press made before the page's code ran is still down: the page keeps the view it began on. */
export function gestureUnderWay(): boolean {
	return typeof document !== 'undefined' && document.documentElement.hasAttribute(PRESSED_ATTRIBUTE);
}

let holds = 0;
let signalled = false;
let sent = false;

function send() {
	if (sent || !signalled || holds > 0) return;
	sent = true;
	document.dispatchEvent(new Event(READY_EVENT));
}

/** The page has started (the root layout's onMount): ready once nothing holds it. */
export function signalReady(): void {
	signalled = true;
	send();
}

/** Keeps the page from being ready until the returned function is called (once is enough). */
export function holdReady(): () => void {
	if (sent) return () => {};
	holds += 1;
	let released = false;
	return () => {
		if (released) return;
		released = true;
		holds -= 1;
		send();
	};
}

/** The page's code could not load (offline): the gate shows the prerendered notice. */
export function signalFailed(): void {
	if (sent) return;
	document.dispatchEvent(new Event(FAILED_EVENT));
}
