import type { VenueKind } from '$lib/geometry';

/**
 * Asked as the animation module starts to load, for the venue it will draw. Here, on every page that
 * may animate either venue, both scenes come with the animation module itself (scenes.ts): nothing to
 * fetch. An island of one venue's pages has src/lib/island/sceneHint.ts in this module's place.
 */
export function hintScene(kind: VenueKind): void {
	void kind;
}
