/*
 * How big the marks are on a clinic slide, for the screen it is projected on: read from the back of
 * a room, so they grow with the screen (a player marker 48 px across on a 1920x1080 projector, 96 px
 * at 3840x2160), never under a phone's 28 px. Markers are symbols of one size on screen whatever
 * the view (the diagram keeps them so); the venue and every distance stay to scale. Pure.
 */

/**
 * The marker radius on a 1920x1080 screen, CSS px: its number (1.25 radii) is then set at 30 px,
 * digits 22 px tall (0.73 em), and at 1280x720 at 20 px, digits 14.6 px: the targets (20 and 13 px) with room.
 */
export const PROJECTOR_MARKER_PX = 24;
/** The design screen the projector sizes are given for, CSS px. */
export const DESIGN = { width: 1920, height: 1080 } as const;
/** The least marker radius, CSS px: a phone's (a 28 px token). */
export const MIN_MARKER_PX = 14;

/** A player marker's radius on a slide shown on a `width` x `height` CSS px screen. */
export function slideMarkerPx(width: number, height: number): number {
	const k = Math.min(width / DESIGN.width, height / DESIGN.height);
	if (!(k > 0)) return PROJECTOR_MARKER_PX;
	return Math.max(MIN_MARKER_PX, Math.round(PROJECTOR_MARKER_PX * k * 10) / 10);
}
