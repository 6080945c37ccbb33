/**
 * Narrower than this (CSS px) the page is on a phone: the explorer opens zoomed on the play there,
 * the whole venue being about a pixel a yard.
 */
export const PHONE_WIDTH = 640;
