/**
 * Narrower than this (CSS px) the page is on a phone: diagrams open zoomed on the play there (the
 * whole field is about a pixel a yard), and pages stack their panels. The one breakpoint of the
 * site's layout: style sheets write it as `(max-width: 639.98px)` (CSS cannot read this module).
 */
export const PHONE_WIDTH = 640;

/** The media query of a phone, for matchMedia. */
export const PHONE_QUERY = `(max-width: ${PHONE_WIDTH - 0.02}px)`;

/**
 * The embed's narrow frames (CSS px), below the phone's breakpoint: an embed narrower than
 * EMBED_ICONS_WIDTH shows Play and More as icons only, one narrower than EMBED_ZOOM_ICON_WIDTH the
 * zoom button too (their words stay their names for screen readers). app.css writes them as the
 * classes .visually-hidden-below-480 and -600 (breakpoints.spec.ts checks the numbers).
 */
export const EMBED_ICONS_WIDTH = 480;
export const EMBED_ZOOM_ICON_WIDTH = 600;
