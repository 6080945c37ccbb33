import { computeSetup, getVenue, hasPlacement, penaltyIds, venuePresets, type Setup, type SetupInput, type VenueKind } from '$lib/geometry';

/*
 * Test fixture (no .spec suffix, so Vitest does not collect it): every penalty with a placement on
 * both presets of both venues, plus the options that change the picture.
 */

export interface Case {
	name: string;
	input: SetupInput;
	setup: Setup;
}

function make(name: string, input: SetupInput): Case {
	return { name, input, setup: computeSetup(input) };
}

export function allCases(): Case[] {
	const out: Case[] = [];
	for (const kind of ['field', 'arena'] as VenueKind[]) {
		for (const preset of venuePresets(kind)) {
			const venue = getVenue(kind, preset);
			for (const penalty of penaltyIds(kind)) {
				if (hasPlacement(kind, penalty)) out.push(make(`${kind} ${preset} P${penalty}`, { venue, penalty }));
			}
			const tag = `${kind} ${preset}`;
			if (kind === 'field') {
				out.push(make(`${tag} P2 from the spot`, { venue, penalty: '2', options: { from: 'spot' } }));
				out.push(make(`${tag} P3 defended`, { venue, penalty: '3', options: { defended: true } }));
				out.push(make(`${tag} P5a mid-field`, { venue, penalty: '5a', foul: { x: 200, y: -30 } }));
				out.push(make(`${tag} P6 near the post`, { venue, penalty: '6', foul: { x: 0, y: -6 } }));
			} else {
				out.push(make(`${tag} P2 from the spot`, { venue, penalty: '2', foul: { x: 9, y: 4 }, options: { from: 'spot' } }));
				out.push(make(`${tag} P2 Alternative Rule 9`, { venue, penalty: '2', foul: { x: 40, y: -5 }, options: { alternativeRule9: true } }));
				out.push(make(`${tag} P6a after a P3`, { venue, penalty: '6a', options: { original: '3' } }));
				out.push(make(`${tag} P6b after a P4`, { venue, penalty: '6b', options: { original: '4' } }));
				out.push(make(`${tag} P6c after a P5a`, { venue, penalty: '6c', options: { original: '5a' } }));
			}
		}
	}
	return out;
}
