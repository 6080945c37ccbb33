import {
	ARENA_MEASURES,
	computeSetup,
	FIELD_MEASURES,
	GeometryError,
	getVenue,
	hasPlacement,
	isGeometryError,
	penaltyIds,
	penaltyLabel,
	type Point,
	type Setup,
	type SetupOptions,
	type Venue,
	type VenueKind
} from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import type { Rng } from './random';

/*
 * What both drills start from: a venue, a penalty with a placement, the options a team or the
 * umpire would choose, and a foul spot that makes sense for them, all drawn from one seeded stream.
 */

export const VENUE_KINDS: readonly VenueKind[] = ['field', 'arena'];

/** Every penalty of a venue that places players: the only ones a drill can ask about. */
export function drillPenalties(kind: VenueKind): string[] {
	return penaltyIds(kind).filter((id) => hasPlacement(kind, id));
}

export interface Variant {
	/** Short, stable name for the URL-free parts of the UI and for tests: 'line', 'spot', 'alt9', 'after-2'. */
	id: string;
	/** Human wording, e.g. 'from the spot', '' where the penalty has no choice. */
	label: string;
	options: SetupOptions;
	/** A plausible foul spot for this variant. */
	foul: (rng: Rng, venue: Venue) => Point;
}

export interface Scenario {
	seed: string;
	venueKind: VenueKind;
	penalty: string;
	variant: string;
	variantLabel: string;
	options: SetupOptions;
	foul: Point;
	setup: Setup;
}

/** Foul spots keep clear of the walls and boards by this much, so the marker reads as on the ground. */
const FOUL_EDGE = 1;

/** A foul spot with x in [minX, maxX] (clipped to the ground) and |y| at most maxAbsY. */
function foulIn(minX: number, maxX: number, maxAbsY = Infinity) {
	return (rng: Rng, venue: Venue): Point => {
		const b = venue.bounds;
		const lo = Math.max(b.minX + FOUL_EDGE, minX);
		const hi = Math.min(b.maxX - FOUL_EDGE, maxX);
		const yLim = Math.min(b.maxY - FOUL_EDGE, maxAbsY);
		return { x: round1(rng.range(lo, Math.max(lo, hi))), y: round1(rng.range(-yLim, yLim)) };
	};
}

/** Tenths of a yard: foul spots must survive being written into a URL or a test name unchanged. */
function round1(v: number): number {
	const r = Math.round(v * 10) / 10;
	return Object.is(r, -0) ? 0 : r;
}

const F = FIELD_MEASURES;
const A = ARENA_MEASURES;
const ANYWHERE = foulIn(-Infinity, Infinity);

function fieldVariants(penalty: string): Variant[] {
	switch (penalty) {
		case '1':
			// A foul "in the vicinity of the goal in order to save a goal".
			return [{ id: 'goal', label: '', options: {}, foul: foulIn(0, F.p2Line, F.p2Line) }];
		case '2': {
			const near = foulIn(0, F.p3Line, F.p3Line);
			return [
				{ id: 'line', label: m.dr_var_field_line({ yards: F.p2Line }), options: { from: 'line' }, foul: near },
				{ id: 'spot', label: m.dr_var_field_spot(), options: { from: 'spot' }, foul: near }
			];
		}
		case '3': {
			const foul = foulIn(F.p2Line, F.p4Line);
			return [
				{ id: 'undefended', label: m.dr_var_undefended(), options: { defended: false }, foul },
				{ id: 'defended', label: m.dr_var_defended(), options: { defended: true }, foul }
			];
		}
		case '4':
			return [{ id: 'standard', label: '', options: {}, foul: (rng, v) => foulIn(F.p3Line, v.length / 2)(rng, v) }];
		case '5a':
			// Rule 35 advises against a 5.a within the 60; keep the drill on the common case.
			return [{ id: 'spot', label: '', options: {}, foul: foulIn(F.p5aAdvice, Infinity) }];
		case '5b':
			return [{ id: 'centre', label: '', options: {}, foul: ANYWHERE }];
		case '6':
			// The "foul spot" of a safety is where the ball crossed the back line: outside the posts
			// (between them it is a goal, which the geometry refuses).
			return [
				{
					id: 'safety',
					label: '',
					options: {},
					foul: (rng, v) => {
						const half = v.goalWidth / 2 + FOUL_EDGE;
						const span = v.bounds.maxY - FOUL_EDGE - half;
						const u = rng.range(-span, span);
						return { x: v.bounds.minX, y: round1(u >= 0 ? u + half : u - half) };
					}
				}
			];
	}
	return [];
}

const ORIGINAL_CANDIDATES = ['2', '3', '4', '5a', '5b'] as const;
const originalsCache = new Map<string, string[]>();

/**
 * The penalties an arena 6.x may follow. Asked of computeSetup rather than copied, so that the
 * drill can never offer a combination the geometry rejects.
 */
function allowedOriginals(penalty: string): string[] {
	const hit = originalsCache.get(penalty);
	if (hit) return hit;
	const ok = ORIGINAL_CANDIDATES.filter((original) => {
		try {
			computeSetup({ venue: 'arena', penalty, options: { original } });
			return true;
		} catch (e) {
			if (isGeometryError(e) && e.code === 'option-not-applicable') return false;
			throw e;
		}
	});
	originalsCache.set(penalty, ok);
	return ok;
}

function arenaVariants(penalty: string): Variant[] {
	// Strictly beyond the 25-yard line: the geometry refuses Alternative Rule 9 for a foul on it.
	const outside25 = (rng: Rng, v: Venue) => foulIn(A.alt9From + FOUL_EDGE, v.length / 2)(rng, v);
	switch (penalty) {
		case '1':
			return [{ id: 'goal', label: '', options: {}, foul: foulIn(0, A.p2Spot, A.p2Spot) }];
		case '2':
			return [
				{ id: 'line', label: m.dr_var_arena_line({ yards: A.p2Spot }), options: { from: 'line' }, foul: foulIn(0, A.p3Spot) },
				// Strictly inside the 15: the geometry refuses the spot option on the line itself.
				{ id: 'spot', label: m.dr_var_arena_spot({ yards: A.p2Spot }), options: { from: 'spot' }, foul: foulIn(0, A.p2Spot - FOUL_EDGE) },
				{ id: 'alt9', label: m.dr_var_alt9(), options: { alternativeRule9: true }, foul: outside25 }
			];
		case '3':
			return [
				{ id: 'standard', label: '', options: {}, foul: (rng, v) => foulIn(A.p2Spot, v.length / 2)(rng, v) },
				{ id: 'alt9', label: m.dr_var_alt9(), options: { alternativeRule9: true }, foul: outside25 }
			];
		case '4':
			return [{ id: 'standard', label: '', options: {}, foul: (rng, v) => foulIn(0, v.length / 2)(rng, v) }];
		case '5a':
		case '5b':
			return [{ id: penalty === '5a' ? 'spot' : 'centre', label: '', options: {}, foul: ANYWHERE }];
	}
	if (/^6[a-d]$/.test(penalty)) {
		return allowedOriginals(penalty).map((original) => ({
			id: `after-${original}`,
			label: m.dr_var_after({ label: penaltyLabel(original) }),
			options: { original: original as SetupOptions['original'] },
			foul: arenaVariants(original)[0]!.foul
		}));
	}
	return [];
}

/** The ways a penalty can be set up, in a fixed order (the seed indexes into it). */
export function variantsFor(kind: VenueKind, penalty: string): Variant[] {
	return kind === 'field' ? fieldVariants(penalty) : arenaVariants(penalty);
}

export interface ScenarioOptions {
	venue?: VenueKind;
	penalty?: string;
}

/**
 * Draws a scenario. Every draw is made whether or not the caller fixes the venue or the penalty,
 * so a seed gives the same drill with or without them in the URL (as long as they agree).
 */
export function drawScenario(rng: Rng, seed: string, opts: ScenarioOptions = {}): Scenario {
	const venueDraw = rng.next();
	const penaltyDraw = rng.next();
	const variantDraw = rng.next();
	const venueKind = opts.venue ?? VENUE_KINDS[Math.floor(venueDraw * VENUE_KINDS.length)]!;
	if (!VENUE_KINDS.includes(venueKind)) {
		throw new GeometryError('unknown-venue', `Unknown venue "${String(venueKind)}": use "field" or "arena"`, { kind: venueKind });
	}
	const penalties = drillPenalties(venueKind);
	const penalty = opts.penalty ?? penalties[Math.floor(penaltyDraw * penalties.length)]!;
	if (!penalties.includes(penalty)) {
		throw new GeometryError(
			'unknown-penalty',
			`There is no ${venueKind} drill for Penalty "${String(penalty)}": use one of ${penalties.join(', ')}`,
			{ penalty, valid: penalties }
		);
	}
	const variants = variantsFor(venueKind, penalty);
	const variant = variants[Math.floor(variantDraw * variants.length)]!;
	const venue = getVenue(venueKind);
	const foul = variant.foul(rng, venue);
	const setup = computeSetup({ venue, penalty, foul, options: variant.options });
	return { seed, venueKind, penalty, variant: variant.id, variantLabel: variant.label, options: setup.options, foul, setup };
}
