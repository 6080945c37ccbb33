/*
 * How big the marks are on a clinic slide, for the screen it is projected on: read from the back of
 * a room, so they grow with the screen (a player marker 48 px across on a 1920x1080 projector, 96 px
 * at 3840x2160), never under a phone's 28 px; the diagram's labels too. Markers and labels are
 * symbols of one size on screen whatever the view (the diagram keeps them so); the venue and every
 * distance stay to scale. Pure.
 */

/**
 * The marker radius on a 1920x1080 screen, CSS px: its number (1.25 radii) is then set at 30 px,
 * digits 22 px tall (0.73 em), and at 1280x720 at 20 px, digits 14.6 px: the targets (20 and 13 px) with room.
 */
export const PROJECTOR_MARKER_PX = 24;
/**
 * The diagram's label font on a 1920x1080 screen, CSS px (the lines', spots' and distances'; the
 * safety zone's and the goal's are 0.85 of it, the foul's and "off the field" 0.8, the rebound's
 * count 1.3): the smallest, 20.8 px, is then over the 1.875 % of the screen's height every other
 * text of the slide is held to (20.25 px; 13.9 px at 1280x720 against 13.5). The diagram's own
 * default (labelPx: 1/64 of its width) gave 20 px at 1080 and 14 at 720, its smallest 16 and 11.2.
 */
export const PROJECTOR_LABEL_PX = 26;
/** The least label font, CSS px: a phone's (labelPx's least). */
export const MIN_LABEL_PX = 14;
/** The design screen the projector sizes are given for, CSS px. */
export const DESIGN = { width: 1920, height: 1080 } as const;
/** The least marker radius, CSS px: a phone's (a 28 px token). */
export const MIN_MARKER_PX = 14;

/** `design` px on the design screen, scaled to a `width` x `height` CSS px screen (its smaller ratio), at least `least`, to 0.1 px. */
function scaled(design: number, least: number, width: number, height: number): number {
	const k = Math.min(width / DESIGN.width, height / DESIGN.height);
	if (!(k > 0)) return design;
	return Math.max(least, Math.round(design * k * 10) / 10);
}

/** A player marker's radius on a slide shown on a `width` x `height` CSS px screen. */
export function slideMarkerPx(width: number, height: number): number {
	return scaled(PROJECTOR_MARKER_PX, MIN_MARKER_PX, width, height);
}

/** The diagram's label font size on a slide shown on a `width` x `height` CSS px screen. */
export function slideLabelPx(width: number, height: number): number {
	return scaled(PROJECTOR_LABEL_PX, MIN_LABEL_PX, width, height);
}
