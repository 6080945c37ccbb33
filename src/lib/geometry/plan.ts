import type { Constraint } from './constraints';
import type { Venue } from './venue';
import type { Citation, Point, Team } from './types';
import { ruleLineLabel, type LineLandmark } from './wording';

export type Original = '2' | '3' | '4' | '5a' | '5b';

export interface SetupOptions {
	/** Field P2: from the 30-yard line or the spot. Arena P2 fouled inside the 15: from the 15 or the spot. */
	from?: 'line' | 'spot';
	/** Field P3: defended (once the ball is in play the fouling team may enter, except between the posts). */
	defended?: boolean;
	/** Arena P2/P3 fouled outside the 25: taken from the spot under Alternative Rule 9. */
	alternativeRule9?: boolean;
	/** Arena 6a-6d: the penalty that was carried out wrongly. */
	original?: Original;
}

export interface Exclusion {
	center: Point;
	/** Yards. */
	radius: number;
	teams: Team[];
	label: string;
	citation: Citation;
}

export interface RightOfWay {
	from: Point;
	to: Point;
	halfWidth: number;
	clearRadius: number;
	citation: Citation;
}

export interface Adjustment {
	from: Point;
	to: Point;
	message: string;
	citations: Citation[];
}

export interface Warning {
	message: string;
	citation: Citation;
}

export interface Award {
	/** '1' on the field; '1 or 2' in the arena (Rule 6.a(2)). */
	goals: string;
	/** The restart. */
	restart: '5b';
	/** Field P1: the fouled team then attacks the other goal (x = length). */
	changeOfDirection: boolean;
	citations: Citation[];
}

export interface Rehit {
	/** The team that hits again. */
	team: Team;
	original: Original;
	message: string;
	citation: Citation;
}

export interface Outcome {
	text: string;
	citation: Citation;
	/** Further sentences of the penalty's text that the card states too (an exception, both teams at fault). */
	also?: OutcomeLine[];
}

export interface OutcomeLine {
	/** Stable id, for the words in other languages (src/lib/i18n/setupWords.ts). */
	id: string;
	text: string;
	citation: Citation;
}

/** A line a team must stay behind, drawn across the venue. */
export interface HighlightLine {
	/** Yards from the goal line at x = 0 (attack frame). */
	x: number;
	/** What the line is: the pages word it from this, in their language (never from `label`). */
	line: LineLandmark;
	/** The English label, ruleLineLabel(line). */
	label: string;
	citation: Citation;
}

/** The line at `x` that `line` names, with its English label made from it (so the two cannot differ). */
export function highlightLine(x: number, line: LineLandmark, citation: Citation): HighlightLine {
	return { x, line, label: ruleLineLabel(line), citation };
}

/** What a penalty places; computeSetup adds the zones and the shared bounds. */
export interface Plan {
	ball: Point | null;
	ballCitations: Citation[];
	hitter: Team | null;
	/** x of the goal the hitting team attacks. */
	attackGoalX: number | null;
	constraints: Constraint[];
	hasDesignatedDefender: boolean;
	exclusions: Exclusion[];
	rightOfWay: RightOfWay | null;
	lines: HighlightLine[];
	adjustments: Adjustment[];
	warnings: Warning[];
	notes: Citation[];
	award: Award | null;
	rehit: Rehit | null;
	outcome: Outcome | null;
	/** One short sentence describing the setup. */
	summary: string;
	/** Options after defaults, as applied. */
	options: SetupOptions;
	/** The foul spot used (given or default), or null where the penalty has no placement. */
	foul: Point | null;
}

export interface PlanInput {
	venue: Venue;
	penalty: string;
	foul: Point;
	foulGiven: boolean;
	options: SetupOptions;
}

export function emptyPlan(partial: Partial<Plan> & Pick<Plan, 'summary'>): Plan {
	return {
		ball: null,
		ballCitations: [],
		hitter: null,
		attackGoalX: null,
		constraints: [],
		hasDesignatedDefender: false,
		exclusions: [],
		rightOfWay: null,
		lines: [],
		adjustments: [],
		warnings: [],
		notes: [],
		award: null,
		rehit: null,
		outcome: null,
		options: {},
		foul: null,
		...partial
	};
}
