import { insideArea } from './build';
import { VENUE_BOUNDS } from './citations';
import { signedDistance, type Constraint } from './constraints';
import { assertFinite, GeometryError } from './errors';
import { hasPlacement, isPenaltyId, PENALTY_TITLES, penaltyIds, penaltyLabel } from './penalties';
import type { Plan, SetupOptions } from './plan';
import { venuePlan } from './plans';
import { isLegal, nearestLegalPoint, ROUNDING_ROOM } from './solve';
import type { CheckResult, Citation, Point, Rect, Role, Team, VenueKind, Who } from './types';
import { insideRect } from './vec';
import { getVenue, type Venue } from './venue';
import { zonePolygons, type ZonePolygons } from './zones';

export interface Zone extends ZonePolygons {
	team: Team;
	role: 'player' | 'designated-defender';
	/** True where the rule leaves the team free to stand anywhere on the ground. */
	unrestricted: boolean;
	citations: Citation[];
	/**
	 * The playing field, where the zone includes everything off it because the rule exempts players off
	 * the field ("unless they are off the field"); absent otherwise. The band is drawn labelled "off the field".
	 */
	offField?: Rect;
}

export interface Setup extends Plan {
	venue: Venue;
	penalty: string;
	title: string;
	/** False for the penalties that place nothing (field 7-10, arena 7-9). */
	placement: boolean;
	/** True where no foul spot was given and the penalty's default spot was used. */
	foulDefaulted: boolean;
	zones: Zone[];
	/** Every sentence behind this setup, in the order the diagram uses them. */
	citations: Citation[];
}

export interface SetupInput {
	venue: Venue | VenueKind;
	penalty: string;
	/** Where the foul happened (field P6: where the ball crossed the back line), yards, attack frame. */
	foul?: Point | null;
	options?: SetupOptions;
}

/**
 * A plausible foul spot for each penalty, used when none is given: for the animation's start,
 * and for the penalties whose ball goes to the spot. Chosen to show each rule at work (the P6
 * crossing beyond 40 yd off centre, the arena inside-the-15 spot).
 */
export function defaultFoul(venue: Venue, penalty: string, options: SetupOptions = {}): Point {
	const L = venue.length;
	const W = venue.width;
	if (venue.kind === 'field') {
		const spots: Record<string, Point> = {
			'1': { x: 12, y: 6 },
			'2': options.from === 'spot' ? { x: 24, y: -14 } : { x: 26, y: 12 },
			'3': { x: 55, y: -25 },
			'4': { x: 80, y: 30 },
			'5a': { x: Math.min(110, L / 2), y: W / 2 - 2 },
			'5b': { x: L / 2 - 40, y: -20 },
			'6': { x: 0, y: Math.min(55, W / 2 - 5) }
		};
		return spots[penalty] ?? venue.centre;
	}
	if (options.alternativeRule9) return { x: Math.min(40, L - 10), y: Math.min(10, W / 2 - 3) };
	const spots: Record<string, Point> = {
		'1': { x: 6, y: 3 },
		'2': options.from === 'spot' ? { x: 9, y: Math.min(6, W / 4) } : { x: 18, y: Math.min(8, W / 4) },
		'3': { x: 30, y: -Math.min(10, W / 4) },
		'4': { x: 28, y: Math.min(9, W / 4) },
		'5a': { x: Math.min(40, L / 2), y: W / 2 - 2 },
		'5b': { x: Math.min(60, L - 10), y: -Math.min(8, W / 4) }
	};
	if (penalty.startsWith('6')) return spots[options.original ?? ''] ?? spots['5a']!;
	return spots[penalty] ?? venue.centre;
}

function validateFoul(venue: Venue, foul: Point) {
	assertFinite(foul?.x, 'The foul spot x');
	assertFinite(foul?.y, 'The foul spot y');
	if (!insideRect(foul, venue.bounds)) {
		throw new GeometryError(
			'foul-outside-venue',
			`The foul spot (${foul.x}, ${foul.y}) is outside the ${venue.kind === 'field' ? 'field' : 'arena'}: x must be within 0 to ${venue.length} yd and y within ±${venue.width / 2} yd`,
			{ foul }
		);
	}
}

function zoneFor(constraints: Constraint[], venue: Venue, team: Team, role: 'player' | 'designated-defender'): Zone {
	const binding = constraints.filter((c) => c.teams.includes(team) && c.roles.includes(role));
	const polys = zonePolygons(binding, venue.surround);
	const ruled = binding.filter((c) => c.citation.rule !== 'venue');
	const off = binding.find((c) => c.shape.kind === 'halfplane-or-off-field')?.shape;
	return {
		team,
		role,
		...polys,
		unrestricted: ruled.length === 0,
		citations: unique(ruled.map((c) => c.citation)),
		...(off && off.kind === 'halfplane-or-off-field' ? { offField: off.field } : {})
	};
}

function unique(cs: Citation[]): Citation[] {
	const seen = new Set<string>();
	return cs.filter((c) => {
		const k = `${c.ref}\u0000${c.id}`;
		if (seen.has(k)) return false;
		seen.add(k);
		return true;
	});
}

/** Where the ball goes and where everybody may stand, for one penalty on one venue. */
export function computeSetup(input: SetupInput): Setup {
	const venue = typeof input.venue === 'string' ? getVenue(input.venue) : input.venue;
	if (!venue || (venue.kind !== 'field' && venue.kind !== 'arena')) {
		throw new GeometryError('unknown-venue', 'computeSetup needs a venue from getVenue()', {});
	}
	const penalty = String(input.penalty);
	if (!isPenaltyId(venue.kind, penalty)) {
		throw new GeometryError(
			'unknown-penalty',
			`There is no ${venue.kind} Penalty "${penalty}": use one of ${penaltyIds(venue.kind).join(', ')}`,
			{ penalty, valid: penaltyIds(venue.kind) }
		);
	}
	const options = { ...(input.options ?? {}) };
	for (const k of Object.keys(options) as (keyof SetupOptions)[]) if (options[k] === undefined) delete options[k];
	const foulGiven = input.foul != null;
	const foul = foulGiven ? input.foul! : defaultFoul(venue, penalty, options);
	validateFoul(venue, foul);

	const planInput = { venue, penalty, foul: { x: foul.x, y: foul.y }, foulGiven, options };
	const plan = venuePlan(venue.kind)(planInput);
	return setupFromPlan(venue, penalty, plan, foulGiven);
}

/**
 * A setup from what a penalty places: the shared bounds, the zones, every citation. For computeSetup,
 * and for the setups an outcome after the hit produces (afterArena.ts: the fouling team's free hit, the centre hit).
 */
export function setupFromPlan(venue: Venue, penalty: string, plan: Plan, foulGiven: boolean, title?: string): Setup {
	const placement = hasPlacement(venue.kind, penalty);
	const constraints = placement
		? [...plan.constraints, ...insideArea(venue.surround, venue.kind === 'field' ? { key: 'safety-zone' } : { key: 'arena-walls' }, { teams: ['fouling', 'fouled'], roles: ['player', 'hitter', 'designated-defender'] }, VENUE_BOUNDS[venue.kind])]
		: [];
	const zones: Zone[] = placement
		? [
				zoneFor(constraints, venue, 'fouling', 'player'),
				zoneFor(constraints, venue, 'fouled', 'player'),
				...(plan.hasDesignatedDefender ? [zoneFor(constraints, venue, 'fouling', 'designated-defender')] : [])
			]
		: [];
	const citations = unique([
		...plan.ballCitations,
		...plan.notes,
		...constraints.map((c) => c.citation).filter((c) => c.rule !== 'venue'),
		...plan.warnings.map((w) => w.citation)
	]);
	return {
		...plan,
		constraints,
		venue,
		penalty,
		title: title ?? PENALTY_TITLES[venue.kind][penalty] ?? `Penalty ${penaltyLabel(penalty)}`,
		placement,
		foul: placement ? plan.foul : null,
		foulDefaulted: placement && !foulGiven,
		zones,
		citations
	};
}

function constraintsFor(setup: Setup, who: Who): Constraint[] {
	const role: Role = who.role ?? 'player';
	if (who.team !== 'fouling' && who.team !== 'fouled') {
		throw new GeometryError('role-not-applicable', `Unknown team "${String(who.team)}": use "fouling" or "fouled"`, { who });
	}
	if (!setup.placement) {
		throw new GeometryError('role-not-applicable', `${setup.title} places no players`, { penalty: setup.penalty });
	}
	if (role === 'designated-defender' && !(setup.hasDesignatedDefender && who.team === 'fouling')) {
		throw new GeometryError('role-not-applicable', `${setup.title} has no designated defender for the ${who.team} team`, { who });
	}
	if (role === 'hitter' && setup.hitter !== who.team) {
		throw new GeometryError('role-not-applicable', `The hitter of ${setup.title} is on the ${setup.hitter} team`, { who });
	}
	if (role !== 'player' && role !== 'hitter' && role !== 'designated-defender') {
		throw new GeometryError('role-not-applicable', `Unknown role "${String(role)}"`, { who });
	}
	return setup.constraints.filter((c) => c.teams.includes(who.team) && c.roles.includes(role));
}

const TOL = 1e-6;

/** Whether a player may stand at `point`, and if not, every rule it breaks, in numbers. */
export function checkPosition(setup: Setup, who: Who, point: Point): CheckResult {
	assertFinite(point?.x, 'x');
	assertFinite(point?.y, 'y');
	const violations = constraintsFor(setup, who)
		.map((c) => ({ c, sd: signedDistance(c.shape, point) }))
		.filter(({ sd }) => sd < -TOL)
		.map(({ c, sd }) => ({
			rule: c.citation.ref,
			citation: c.citation,
			message: c.explain(point),
			detail: c.detail(point),
			constraintId: c.id,
			by: -sd
		}));
	return { legal: violations.length === 0, violations };
}

/** The closest legal point to `point` for this player: for the line-up animation and 'fix it'. */
export function nearestLegal(setup: Setup, who: Who, point: Point): Point {
	assertFinite(point?.x, 'x');
	assertFinite(point?.y, 'y');
	const constraints = constraintsFor(setup, who);
	if (isLegal(constraints, point)) return point;
	return nearestLegalPoint(constraints, point, ROUNDING_ROOM);
}

/** nearestLegal with room to spare (yards), for standing players where they look natural. */
export function nearestLegalWithMargin(setup: Setup, who: Who, point: Point, margin: number): Point {
	return nearestLegalPoint(constraintsFor(setup, who), point, margin);
}
