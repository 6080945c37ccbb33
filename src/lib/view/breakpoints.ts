/**
 * Narrower than this (CSS px) the page is on a phone: diagrams open zoomed on the play there (the
 * whole field is about a pixel a yard), and pages stack their panels. The one breakpoint of the
 * site's layout: style sheets write it as `(max-width: 639.98px)` (CSS cannot read this module).
 */
export const PHONE_WIDTH = 640;

/** The media query of a phone, for matchMedia. */
export const PHONE_QUERY = `(max-width: ${PHONE_WIDTH - 0.02}px)`;
