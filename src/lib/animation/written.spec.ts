import { describe, expect, it } from 'vitest';
import { computeSetup, penaltyIds, type VenueKind } from '$lib/geometry';
import { framesFor, variantsFor } from './index';
import { phaseCaption } from './text';
import { writtenFor, writtenKey } from './written';
import { writeCaptions } from './written.server';

const KINDS: VenueKind[] = ['field', 'arena'];

describe('writeCaptions', () => {
	it.each(KINDS.flatMap((venue) => penaltyIds(venue).map((penalty) => ({ venue, penalty }))))('$venue $penalty: each outcome the page offers, worded as text.ts words it', ({ venue, penalty }) => {
		const setup = computeSetup({ venue, penalty });
		const written = writeCaptions(setup, 'es');
		const variants = variantsFor(setup);
		if (!setup.placement) return expect(written).toEqual({});
		// '' for the outcome animated when none is chosen (the first), then the others by id.
		expect(Object.keys(written).sort()).toEqual(['', ...variants.slice(1).map((v) => v.id)].sort());
		for (const [key, timeline] of Object.entries(written)) {
			const frames = framesFor(setup, key ? { variant: key } : {});
			expect(writtenFor(timeline, frames)).toBe(timeline);
			expect(timeline.phases).toEqual(frames.phases.map((p) => phaseCaption(setup, frames, p, 'es')));
		}
	});

	it('writes nothing in English (the timelines are English)', () => {
		expect(writeCaptions(computeSetup({ venue: 'arena', penalty: '2' }), 'en')).toEqual({});
	});
});

describe('writtenFor', () => {
	const setup = computeSetup({ venue: 'arena', penalty: '2' });
	const frames = framesFor(setup);
	const timeline = writeCaptions(setup, 'fr')['']!;
	it.each([
		{ name: 'none given', given: null, fits: false },
		{ name: 'the same phases and annotations', given: timeline, fits: true },
		{ name: 'a phase fewer', given: { ...timeline, phases: timeline.phases.slice(1) }, fits: false },
		{ name: 'an annotation more', given: { ...timeline, annotations: [...timeline.annotations, { text: 'x', detail: null }] }, fits: false }
	])('$name', ({ given, fits }) => {
		expect(writtenFor(given, frames)).toBe(fits ? given : null);
	});
});

describe('writtenKey', () => {
	it.each([
		{ variant: undefined, key: '' },
		{ variant: 'wide-rebound', key: 'wide-rebound' }
	])('$variant -> "$key"', ({ variant, key }) => expect(writtenKey(variant)).toBe(key));
});
