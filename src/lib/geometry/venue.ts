import { GeometryError } from './errors';
import type { Point, Rect, VenueKind } from './types';

/*
 * Venues as data: each preset is the raw measurements (yards) with where each comes from; one
 * function (`deriveVenue`) turns a spec into every named feature the diagrams and the penalties use.
 */

/** Raw measurements of an outdoor field. */
export interface FieldSpec {
	kind: 'field';
	preset: string;
	/** Back line to back line. USPA: 300 yd maximum (RULE-READINGS, Venues). */
	length: number;
	/** Side line to side line. 160 yd boarded, 200 yd unboarded (RULE-READINGS, Venues). */
	width: number;
	/** Boards along the side lines: Rule 37 Penalty 5.a speaks of "the boards or ... the side lines". */
	boarded: boolean;
	/** Goal posts 8 yd apart (RULE-READINGS, Venues). */
	goalWidth: number;
	/** Lines across the field measured from each back line: Rule 37 Penalties 2, 3, 4 and 6 use the 30, 40 and 60. */
	lineDistances: readonly number[];
	/** Safety zone beyond the side lines (10 yd) and the back lines (30 yd) (RULE-READINGS, Venues). */
	safetySides: number;
	safetyEnds: number;
}

/** Raw measurements of an arena. */
export interface ArenaSpec {
	kind: 'arena';
	preset: string;
	/** End wall to end wall: 300 ft = 100 yd by default (RULE-READINGS, Venues). */
	length: number;
	/** Side wall to side wall: 150 ft = 50 yd by default (RULE-READINGS, Venues). */
	width: number;
	/** Goal 10 ft = 3 1/3 yd wide (RULE-READINGS, Venues). */
	goalWidth: number;
	/** Penalty spots in front of each goal centre: Arena Rule 9 Penalty 2 (15 yd) and Penalties 3 and 4 (25 yd). */
	spotDistances: readonly number[];
}

export type VenueSpec = FieldSpec | ArenaSpec;

export const FIELD_PRESETS = {
	/** The default: a boarded field at the USPA maximum, 300 x 160 yd. */
	boarded: {
		kind: 'field', preset: 'boarded', length: 300, width: 160, boarded: true, goalWidth: 8,
		lineDistances: [30, 40, 60], safetySides: 10, safetyEnds: 30
	},
	/** Unboarded: 300 x 200 yd (RULE-READINGS, Venues). */
	unboarded: {
		kind: 'field', preset: 'unboarded', length: 300, width: 200, boarded: false, goalWidth: 8,
		lineDistances: [30, 40, 60], safetySides: 10, safetyEnds: 30
	}
} as const satisfies Record<string, FieldSpec>;

export const ARENA_PRESETS = {
	/** 300 x 150 ft. */
	standard: { kind: 'arena', preset: 'standard', length: 100, width: 50, goalWidth: 10 / 3, spotDistances: [15, 25] },
	/**
	 * 180 x 66 ft: narrow enough that the corner is less than 10 yd from the edge of the goal
	 * (11 - 5/3 = 9.33 yd), the case Arena Rule 9 Penalty 2 sends the designated defender to the corner.
	 */
	small: { kind: 'arena', preset: 'small', length: 60, width: 22, goalWidth: 10 / 3, spotDistances: [15, 25] }
} as const satisfies Record<string, ArenaSpec>;

export const DEFAULT_PRESET: Record<VenueKind, string> = { field: 'boarded', arena: 'standard' };

/**
 * The sizes a club may enter. The lower bounds keep every penalty spot on the ground: two 60 yd
 * lines must not cross on a field, and an arena must hold its 25 yd spots and a 5.a spot 5 yd off
 * the far wall.
 */
export const SIZE_LIMITS: Record<VenueKind, { length: [number, number]; width: [number, number] }> = {
	field: { length: [150, 400], width: [80, 250] },
	arena: { length: [50, 200], width: [20, 100] }
};

export interface VenueLine {
	/** x of the line, yards from the goal line at x = 0. */
	x: number;
	kind: 'back' | 'yard' | 'centre';
	/** Distance from the nearer back line (field lines), for labels. */
	yards: number;
	label: string;
}

export interface VenueSpot {
	x: number;
	y: number;
	kind: 'penalty' | 'centre';
	/** Distance from the nearer end wall (the penalty spots' 15 and 25), for labels worded from the number. */
	yards: number;
	label: string;
}

export interface GoalFeature {
	/** x of the goal line. */
	x: number;
	/** The two posts (field) or goal edges in the end wall (arena). */
	posts: [Point, Point];
	/** Which way the playing area lies from this goal line: +1 at x = 0, -1 at x = length. */
	facing: 1 | -1;
}

export interface DimensionLabel {
	from: Point;
	to: Point;
	/** The yards the label states (rounded as `label` writes them: 10/3 is 3.33), for labels worded in the page's language. */
	yards: number;
	label: string;
}

/** Every named feature of a venue, in yards, attack frame. */
export interface Venue {
	kind: VenueKind;
	preset: string;
	spec: VenueSpec;
	length: number;
	width: number;
	goalWidth: number;
	/** Field only: boards along the side lines. */
	boarded: boolean;
	/** The playing area: back lines / end walls and side lines / boards / side walls. */
	bounds: Rect;
	/** The area drawn and the area players may use: the field with its safety zone, the arena inside its walls. */
	surround: Rect;
	goals: [GoalFeature, GoalFeature];
	lines: VenueLine[];
	spots: VenueSpot[];
	centre: Point;
	dimensions: DimensionLabel[];
}

/** A dimension's yards as its label states them: two decimals at most. */
const labelYards = (v: number) => Math.round(v * 100) / 100;
const ydLabel = (v: number) => `${labelYards(v)} yd`;
/** A dimension from `from` to `to` measuring `v` yards. */
const dimension = (from: Point, to: Point, v: number): DimensionLabel => ({ from, to, yards: labelYards(v), label: ydLabel(v) });

function goal(x: number, goalWidth: number, facing: 1 | -1): GoalFeature {
	return { x, facing, posts: [{ x, y: -goalWidth / 2 }, { x, y: goalWidth / 2 }] };
}

/** One function deriving every named feature from the raw measurements. */
export function deriveVenue(spec: VenueSpec): Venue {
	const { length: L, width: W, goalWidth } = spec;
	const bounds: Rect = { minX: 0, maxX: L, minY: -W / 2, maxY: W / 2 };
	const centre = { x: L / 2, y: 0 };
	const goals: [GoalFeature, GoalFeature] = [goal(0, goalWidth, 1), goal(L, goalWidth, -1)];
	const dimensions: DimensionLabel[] = [
		dimension({ x: 0, y: W / 2 }, { x: L, y: W / 2 }, L),
		dimension({ x: L, y: -W / 2 }, { x: L, y: W / 2 }, W)
	];
	if (spec.kind === 'field') {
		const lines: VenueLine[] = [
			{ x: 0, kind: 'back', yards: 0, label: 'back line' },
			{ x: L, kind: 'back', yards: 0, label: 'back line' },
			{ x: L / 2, kind: 'centre', yards: L / 2, label: 'centre' }
		];
		for (const d of spec.lineDistances) {
			lines.push({ x: d, kind: 'yard', yards: d, label: `${d}` }, { x: L - d, kind: 'yard', yards: d, label: `${d}` });
			dimensions.push(dimension({ x: 0, y: -W / 2 }, { x: d, y: -W / 2 }, d));
		}
		lines.sort((a, b) => a.x - b.x);
		dimensions.push(dimension(goals[0].posts[0], goals[0].posts[1], goalWidth));
		return {
			kind: 'field', preset: spec.preset, spec, length: L, width: W, goalWidth, boarded: spec.boarded, bounds,
			surround: { minX: -spec.safetyEnds, maxX: L + spec.safetyEnds, minY: -W / 2 - spec.safetySides, maxY: W / 2 + spec.safetySides },
			goals, lines, centre, dimensions,
			spots: [{ x: L / 2, y: 0, kind: 'centre', yards: L / 2, label: 'centre' }]
		};
	}
	const spots: VenueSpot[] = [{ x: L / 2, y: 0, kind: 'centre', yards: L / 2, label: 'centre' }];
	for (const d of spec.spotDistances) {
		spots.push({ x: d, y: 0, kind: 'penalty', yards: d, label: `${d}` }, { x: L - d, y: 0, kind: 'penalty', yards: d, label: `${d}` });
		dimensions.push(dimension({ x: 0, y: 0 }, { x: d, y: 0 }, d));
	}
	return {
		kind: 'arena', preset: spec.preset, spec, length: L, width: W, goalWidth, boarded: true, bounds,
		surround: bounds, goals, centre, dimensions, spots,
		lines: [
			{ x: 0, kind: 'back', yards: 0, label: 'end wall' },
			{ x: L / 2, kind: 'centre', yards: L / 2, label: 'centre' },
			{ x: L, kind: 'back', yards: 0, label: 'end wall' }
		]
	};
}

export interface VenueOverrides {
	preset?: string;
	/** Yards. */
	length?: number;
	/** Yards. */
	width?: number;
}

export function venuePresets(kind: VenueKind): string[] {
	return Object.keys(kind === 'field' ? FIELD_PRESETS : ARENA_PRESETS);
}

/**
 * The one dispatcher for venues: `getVenue('arena')`, `getVenue('field', 'unboarded')`,
 * `getVenue('arena', { length: 80, width: 40 })`. Sizes outside SIZE_LIMITS throw a GeometryError.
 */
export function getVenue(kind: VenueKind, overrides?: string | VenueOverrides): Venue {
	if (kind !== 'field' && kind !== 'arena') {
		throw new GeometryError('unknown-venue', `Unknown venue "${String(kind)}": use "field" or "arena"`, { kind });
	}
	const o: VenueOverrides = typeof overrides === 'string' ? { preset: overrides } : (overrides ?? {});
	const presetName = o.preset ?? DEFAULT_PRESET[kind];
	const presets: Record<string, VenueSpec> = kind === 'field' ? FIELD_PRESETS : ARENA_PRESETS;
	const base = Object.hasOwn(presets, presetName) ? presets[presetName] : undefined;
	if (!base) {
		throw new GeometryError(
			'unknown-preset',
			`Unknown ${kind} preset "${presetName}": use one of ${venuePresets(kind).join(', ')}`,
			{ kind, preset: presetName }
		);
	}
	const limits = SIZE_LIMITS[kind];
	const spec = { ...base } as VenueSpec;
	for (const key of ['length', 'width'] as const) {
		const v = o[key];
		if (v === undefined) continue;
		const [lo, hi] = limits[key];
		if (typeof v !== 'number' || !Number.isFinite(v) || v < lo || v > hi) {
			throw new GeometryError(
				'invalid-venue-size',
				`${kind === 'field' ? 'Field' : 'Arena'} ${key} must be between ${lo} and ${hi} yd, got ${String(v)}`,
				{ kind, key, value: v, min: lo, max: hi }
			);
		}
		spec[key] = v;
	}
	if (o.length !== undefined || o.width !== undefined) {
		const matches = spec.length === base.length && spec.width === base.width;
		if (!matches) spec.preset = 'custom';
	}
	return deriveVenue(spec);
}
