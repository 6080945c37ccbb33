/* Small pieces every long export shares: the cancel error, a pause for the page to paint, the hold. */

/** Seconds the last frame is held at the end of a video or GIF. */
export const HOLD_SECONDS = 1.5;

export const aborted = () => new DOMException('The export was cancelled.', 'AbortError');

/** Lets the page paint the progress and take a click on Cancel. */
export const breathe = () => new Promise<void>((ok) => setTimeout(ok, 0));
