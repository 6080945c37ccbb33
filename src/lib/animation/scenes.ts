import type { VenueKind } from '$lib/geometry';
import type { SceneOf, VenueScene } from './scene';
import { arenaScene } from './scenes/arena';
import { fieldScene } from './scenes/field';

/*
 * Each venue's part of the animation (scene.ts), for every page that may animate either venue (the
 * clinic, the drills, print, the tests). The islands of one venue's pages (the penalty pages and the
 * embed) have src/lib/island/scenes.ts in this module's place: a venue's scene loads when its first
 * timeline is asked for (view/animation.svelte.ts calls loadScene first), the other venue's never.
 */
const SCENES: Readonly<Record<VenueKind, VenueScene>> = { field: fieldScene, arena: arenaScene };

/** Resolved, framesFor may draw the venue `kind`: here both are loaded already (an island's loads the one asked for). */
export const loadScene = (kind: VenueKind): Promise<void> => Promise.resolve(void kind);

export const sceneOf: SceneOf = (kind) => SCENES[kind];
