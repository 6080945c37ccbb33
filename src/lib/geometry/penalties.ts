import type { VenueKind } from './types';

export const FIELD_PENALTIES = ['1', '2', '3', '4', '5a', '5b', '6', '7', '8', '9', '10'] as const;
export const ARENA_PENALTIES = ['1', '2', '3', '4', '5a', '5b', '6a', '6b', '6c', '6d', '7', '8', '9'] as const;

export type FieldPenaltyId = (typeof FIELD_PENALTIES)[number];
export type ArenaPenaltyId = (typeof ARENA_PENALTIES)[number];
export type PenaltyId = FieldPenaltyId | ArenaPenaltyId;

/** The penalty ids of a venue, in rulebook order. */
export function penaltyIds(kind: VenueKind): string[] {
	return [...(kind === 'field' ? FIELD_PENALTIES : ARENA_PENALTIES)];
}

export function isPenaltyId(kind: VenueKind, id: string): boolean {
	return penaltyIds(kind).includes(id);
}

/** Penalties that place nothing: cards with the rule text and what happens. */
export function hasPlacement(kind: VenueKind, id: string): boolean {
	return kind === 'field' ? !['7', '8', '9', '10'].includes(id) : !['7', '8', '9'].includes(id);
}

/** '5a' -> '5.a' as the rulebook writes it. */
export function penaltyLabel(id: string): string {
	return id.replace(/^(\d+)([a-d])$/, '$1.$2');
}

export const PENALTY_TITLES: Record<VenueKind, Record<string, string>> = {
	field: {
		'1': 'Penalty 1: goal awarded',
		'2': 'Penalty 2: 30 yards or the spot',
		'3': 'Penalty 3: 40 yards',
		'4': 'Penalty 4: 60 yards',
		'5a': 'Penalty 5.a: from the spot',
		'5b': 'Penalty 5.b: from the centre',
		'6': 'Penalty 6: safety',
		'7': 'Penalty 7: player removed',
		'8': 'Penalty 8: horse sent off',
		'9': 'Penalty 9: forfeit',
		'10': 'Penalty 10: player excluded'
	},
	arena: {
		'1': 'Penalty 1: the goal awarded',
		'2': 'Penalty 2: free hit from 15 yards',
		'3': 'Penalty 3: free hit from 25 yards',
		'4': 'Penalty 4: free hit from 25 yards, goal defended',
		'5a': 'Penalty 5.a: free hit from the spot',
		'5b': 'Penalty 5.b: free hit from the centre',
		'6a': 'Penalty 6.a: fouling team gets it wrong',
		'6b': 'Penalty 6.b: fouled team gets a 2, 3 or 4 wrong',
		'6c': 'Penalty 6.c: fouled team gets a 5 wrong',
		'6d': 'Penalty 6.d: both teams get it wrong',
		'7': 'Penalty 7: disabled by a foul',
		'8': 'Penalty 8: player or horse disqualified',
		'9': 'Penalty 9: forfeit'
	}
};
