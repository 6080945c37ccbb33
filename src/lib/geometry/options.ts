/*
 * What a penalty lets the user choose, and what the foul spot means for it: the answers the pages
 * ask of the geometry (which options to offer, with an example foul where an option needs one;
 * whether a tap on the diagram sets the foul or the crossing point, and whether it moves the ball),
 * so that no page probes computeSetup for them. The plans (field.ts, arena.ts) refuse what this
 * says is not offered: options.spec.ts checks the two agree on every penalty.
 */
import { ALLOWED_ORIGINAL, DEFAULT_ORIGINAL } from './arenaShared';
import { ARENA_MEASURES as A, FIELD_MEASURES as F } from './measures';
import type { Original, SetupOptions } from './plan';
import { defaultFoul, type Setup } from './setup';
import type { Point } from './types';
import type { Venue } from './venue';

export interface PenaltyOptions {
	/**
	 * The hit from the line or from the spot of the foul (field P2; arena P2 fouled inside the 15):
	 * where the ball stands from the line (yards from the goal line), and an example foul for the spot.
	 */
	from: null | { lineBallX: number; exampleFoul: Point };
	/** Field P3: defended or not. */
	defended: boolean;
	/** Arena P2, P3 fouled outside the 25: Alternative Rule 9, with an example foul beyond the 25. */
	alternativeRule9: null | { beyond: number; exampleFoul: Point };
	/** Arena 6.a-6.d: the penalty carried out wrongly, and the one assumed by default. */
	original: null | { choices: readonly Original[]; fallback: Original };
}

const NONE: PenaltyOptions = { from: null, defended: false, alternativeRule9: null, original: null };
const round = (p: Point): Point => ({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 });

/** The choices of `penalty` on `venue`; for arena 6.a-6.d, those of the original penalty assumed (`original`). */
export function penaltyOptions(venue: Venue, penalty: string, original?: Original): PenaltyOptions {
	if (venue.kind === 'field') {
		// Rule 37 P2 "from the center of the 30-yard line ... or, at the option of the captain ... from the spot".
		if (penalty === '2') return { ...NONE, from: { lineBallX: F.p2Line, exampleFoul: round(defaultFoul(venue, '2', { from: 'spot' })) } };
		// Rule 37 P3: the fouled team "behind the 40", undefended or defended.
		if (penalty === '3') return { ...NONE, defended: true };
		return NONE;
	}
	const alt9 = { beyond: A.alt9From, exampleFoul: round(defaultFoul(venue, penalty, { alternativeRule9: true })) };
	// Arena Rule 9 P2: from the 15, or from the spot where fouled inside the 15; P2 and P3 fouled
	// outside the 25: Alternative Rule 9.
	if (penalty === '2') return { ...NONE, from: { lineBallX: A.p2Spot, exampleFoul: round(defaultFoul(venue, '2', { from: 'spot' })) }, alternativeRule9: alt9 };
	if (penalty === '3') return { ...NONE, alternativeRule9: alt9 };
	const choices = ALLOWED_ORIGINAL[penalty];
	if (!choices) return NONE;
	const fallback = DEFAULT_ORIGINAL[penalty]!;
	const chosen = original && choices.includes(original) ? original : fallback;
	// A re-hit keeps the original penalty's own choices (the inside-the-15 spot, Alternative Rule 9).
	const own = penaltyOptions(venue, chosen);
	return { ...NONE, from: own.from, alternativeRule9: own.alternativeRule9 && { ...own.alternativeRule9, exampleFoul: round(defaultFoul(venue, chosen, { alternativeRule9: true })) }, original: { choices, fallback } };
}

/** The options a setup could be given at all (by key), for a URL reader's checks. */
export function offered(o: PenaltyOptions): (keyof SetupOptions)[] {
	return [o.from && 'from', o.defended && 'defended', o.alternativeRule9 && 'alternativeRule9', o.original && 'original'].filter(Boolean) as (keyof SetupOptions)[];
}

/**
 * What the foul spot is to this setup: where the foul was ('foul'), or where the ball crossed the
 * back line (field P6, 'crossing'); and whether moving it moves the ball (the ball goes to the spot:
 * field 2 from the spot, 5.a, 6; arena 2 from the spot, Alternative Rule 9, 5.a, and a re-hit of one).
 */
export function foulSpotRole(setup: Pick<Setup, 'venue' | 'penalty' | 'options' | 'placement'>): { kind: 'foul' | 'crossing'; movesBall: boolean } {
	if (!setup.placement) return { kind: 'foul', movesBall: false };
	const { venue, penalty, options } = setup;
	if (venue.kind === 'field') {
		if (penalty === '6') return { kind: 'crossing', movesBall: true };
		return { kind: 'foul', movesBall: penalty === '5a' || (penalty === '2' && options.from === 'spot') };
	}
	const fromFoul = (p: string) => p === '5a' || (p === '2' && options.from === 'spot') || ((p === '2' || p === '3') && !!options.alternativeRule9);
	if (ALLOWED_ORIGINAL[penalty]) return { kind: 'foul', movesBall: fromFoul(options.original ?? DEFAULT_ORIGINAL[penalty]!) };
	return { kind: 'foul', movesBall: fromFoul(penalty) };
}
