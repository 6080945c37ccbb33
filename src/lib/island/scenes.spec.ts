import { describe, expect, it } from 'vitest';
import * as both from '$lib/animation/scenes';
import { VENUE_SCENES } from './mark';
import { loadScene, sceneOf } from './scenes';

describe('sceneOf', () => {
	it('a venue whose scene is not loaded is refused; once loaded, animation/scenes.ts’s own, and the other venue stays unloaded', async () => {
		expect(() => sceneOf('arena')).toThrow(/arena's animation was not loaded/);
		await loadScene('arena');
		expect(sceneOf('arena')).toBe(both.sceneOf('arena'));
		expect(() => sceneOf('field')).toThrow(/field's animation was not loaded/);
	});
});

describe('VENUE_SCENES', () => {
	it.each(Object.entries(VENUE_SCENES))('%s: the module the build looks for is the one the island loads', async (kind, path) => {
		const mod = await import(/* @vite-ignore */ `../../../${path}`);
		await loadScene(kind as 'field' | 'arena');
		expect(Object.values(mod)).toContain(sceneOf(kind as 'field' | 'arena'));
	});
});
