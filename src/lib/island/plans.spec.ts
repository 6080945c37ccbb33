import { describe, expect, it } from 'vitest';
import * as geometryPlans from '$lib/geometry/plans';
import { VENUE_MODULES } from './mark';
import { loadVenuePlan, venueAfter, venuePlan } from './plans';

describe('loadVenuePlan', () => {
	it('an unknown venue is refused', async () => {
		await expect(loadVenuePlan('moon')).rejects.toThrow(/not a venue/);
	});

	it('before a venue is loaded its plan and what follows its hit are refused; once loaded they are geometry/plans.ts’s own', async () => {
		expect(() => venuePlan('arena')).toThrow(/not loaded/);
		expect(() => venueAfter('arena')).toThrow(/not loaded/);
		await loadVenuePlan('arena');
		expect(venuePlan('arena')).toBe(geometryPlans.venuePlan('arena'));
		expect(venueAfter('arena')).toBe(geometryPlans.venueAfter('arena'));
		// The other venue stays unloaded.
		expect(() => venueAfter('field')).toThrow(/not loaded/);
	});
});

describe('VENUE_MODULES', () => {
	it.each(Object.entries(VENUE_MODULES))('%s: the module the build looks for is the one the island loads', async (kind, path) => {
		const mod = await import(/* @vite-ignore */ `../../../${path}`);
		await loadVenuePlan(kind);
		expect(venuePlan(kind as 'field' | 'arena')).toBe(mod.plan);
		expect(venueAfter(kind as 'field' | 'arena')).toBe(mod.after);
	});
});
