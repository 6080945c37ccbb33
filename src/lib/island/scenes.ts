/*
 * animation/scenes.ts as the islands of one venue's pages have it (the penalty pages and the embed;
 * scripts/islands.mjs puts this module in its place): Play on a field page loads the field's part of
 * the animation and never the arena's (the rebound off the end wall, the block, the shot out of
 * play), nor an arena page the field's (issue 17: first use + Play). The animation's link
 * (view/animation.svelte.ts) loads the setup's venue's with the animation, before it builds a timeline.
 */
import type { SceneOf, VenueScene } from '$lib/animation/scene';
import type { VenueKind } from '$lib/geometry/types';

const loaded: Partial<Record<VenueKind, VenueScene>> = {};

/** Where each venue's scene is (a chunk of its own; scripts/islands.mjs checks there is one per venue, mark.ts VENUE_SCENES). */
const LOADERS: Readonly<Record<VenueKind, () => Promise<VenueScene>>> = {
	field: () => import('$lib/animation/scenes/field').then((m) => m.fieldScene),
	arena: () => import('$lib/animation/scenes/arena').then((m) => m.arenaScene)
};

/** animation/scenes.ts's loadScene: the venue's scene, loaded once. */
export async function loadScene(kind: VenueKind): Promise<void> {
	loaded[kind] ??= await LOADERS[kind]();
}

/** animation/scenes.ts's sceneOf, once the venue's scene is loaded. Asked before: the link did not load it, a bug. */
export const sceneOf: SceneOf = (kind) => {
	const scene = loaded[kind];
	if (!scene) throw new Error(`island: the ${kind}'s animation was not loaded before a timeline was built`);
	return scene;
};
