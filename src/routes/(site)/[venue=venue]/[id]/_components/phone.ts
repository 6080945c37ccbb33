/**
 * Narrower than this (CSS px) the page is on a phone: the explorer opens zoomed on the play there,
 * the whole venue being about a pixel a yard.
 */
export const PHONE_WIDTH = 640;

/** The margin around the play of a phone's close-up (playArea's factor): a squarer view than a desktop's. */
export const PHONE_AREA_MARGIN = 1.1;

/** A phone's diagram width (CSS px) before it is measured: the prerendered close-up's labels are sized for it. */
export const PHONE_DIAGRAM_WIDTH = 380;
