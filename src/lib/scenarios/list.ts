/*
 * The scenario library: every worked example of the rule data (Rule 37, Rule 35, Arena Rule 9) read as a
 * situation on a venue and the penalty that results, so a page can draw both.
 *
 * Positions are in yards in the attack frame of the geometry module: the origin is the centre of the goal
 * line of the goal the FOULING team defends; x runs into the playing area, y across it (+y is the right-hand
 * side of a player riding toward x = 0, the way the fouled team attacks). They are read from the example text
 * on the default venue (field 300 x 160 yd, arena 100 x 50 yd); where the text gives no number, the caption
 * says what was assumed.
 *
 * The scenarios only, without their examples' texts (./scenarios.ts adds those): the clinic's deck
 * imports this module, so that its first use does not load the rule sets the examples are cut from.
 */
import type { Point, SetupOptions, VenueKind } from '$lib/geometry';

export type TeamName = 'Blue' | 'Red' | 'White';

/** A player the example names, drawn on the situation diagram. */
export interface ScenarioPerson {
	/** As the English example writes it: 'Red #2', 'Blue No. 1' (shown in the page's language: ./names.ts). */
	label: string;
	team: 'fouling' | 'fouled';
	at: Point;
}

/** The movements the examples describe; each is a message `scen_arrow_<key>` (messages/*.json). */
export const ARROW_KEYS = [
	'run-to-goal',
	'tailed-back-shot',
	'down-right-boards',
	'carries-to-goal',
	'neck-shot-corner',
	'from-midfield-40',
	'shot-wide-right',
	'kicked-by-horse',
	'kicked-again'
] as const;
export type ArrowKey = (typeof ARROW_KEYS)[number];

/** A movement the example describes (a run, a shot), drawn as an arrow on the situation diagram. */
export interface ScenarioArrow {
	from: Point;
	to: Point;
	label: ArrowKey;
}

export interface Scenario {
	/** URL slug: /scenarios/{id}. */
	id: string;
	/** The example's id in the rule data (src/lib/rules/examples.ts). */
	exampleRef: string;
	venue: VenueKind;
	/** The resulting penalty drawn; null when the outcome is only a card (7-10) or offsetting fouls. */
	penalty: string | null;
	options?: SetupOptions;
	/**
	 * The animation variant of the resulting penalty that shows what the example describes after the hit
	 * (the rebound off the designated defender treated as off the wall, a goal off her horse), if any.
	 */
	variant?: string;
	/** Where the foul happened (the situation), attack frame, yards. Absent when the example does not say. */
	foul?: Point;
	/** Further penalties the example names as alternatives or follow-ups, shown as links. */
	others?: string[];
	/** Cards (7-10) the example also awards or considers. */
	sanctions?: string[];
	teams: { fouling: TeamName; fouled: TeamName };
	people?: ScenarioPerson[];
	arrows?: ScenarioArrow[];
}
// A scenario's title (for lists) and caption (how the example is read onto the diagram) are messages
// `scen_title_<id>` and `scen_caption_<id>` (id with '-' as '_'), read on the server: ./text.server.ts.

/**
 * Examples with nothing to place on a venue. Their title and the reason are messages `scen_nd_title_<ref>`
 * and `scen_nd_reason_<ref>`.
 */
export interface NoDiagram {
	exampleRef: string;
}

const BLUE_FOULED = { fouling: 'Red', fouled: 'Blue' } as const;
const RED_FOULED = { fouling: 'Blue', fouled: 'Red' } as const;

/** Arena designated-defender examples: Blue's Penalty 3, Red No. 3 along the end wall to the right. */
const ARENA_GOAL_HALF = 5 / 3;
const ddPeople = (proper: boolean): ScenarioPerson[] => [
	{ label: 'Blue No. 1', team: 'fouled', at: { x: 27, y: 0 } },
	{ label: 'Red No. 3', team: 'fouling', at: { x: 1, y: proper ? ARENA_GOAL_HALF + 10 + 1 : ARENA_GOAL_HALF + 5 } }
];
const ddShank: ScenarioArrow[] = [{ from: { x: 25, y: 0 }, to: { x: 2.5, y: 11 }, label: 'shot-wide-right' }];

export const scenarios: Scenario[] = [
	{
		id: 'rule37-p7-examples-1',
		exampleRef: 'rule37-p7-examples-1',
		venue: 'field',
		penalty: '2',
		sanctions: ['7'],
		teams: BLUE_FOULED
	},
	{
		id: 'rule35-two-principles-examples-1',
		exampleRef: 'rule35-two-principles-examples-1',
		venue: 'field',
		penalty: '3',
		foul: { x: 155, y: 0 },
		teams: BLUE_FOULED,
		people: [
			{ label: 'Blue', team: 'fouled', at: { x: 155, y: 0 } },
			{ label: 'Red', team: 'fouling', at: { x: 158, y: -5 } }
		],
		arrows: [{ from: { x: 190, y: 0 }, to: { x: 158, y: 0 }, label: 'run-to-goal' }]
	},
	{
		id: 'rule35-two-principles-examples-2',
		exampleRef: 'rule35-two-principles-examples-2',
		venue: 'field',
		penalty: '5b',
		foul: { x: 295, y: 2 },
		teams: RED_FOULED,
		people: [
			{ label: 'Red #4', team: 'fouled', at: { x: 295, y: 2 } },
			{ label: 'Blue #2', team: 'fouling', at: { x: 289, y: 8 } }
		]
	},
	{
		id: 'rule35-two-principles-examples-3',
		exampleRef: 'rule35-two-principles-examples-3',
		venue: 'field',
		penalty: '3',
		others: ['2'],
		foul: { x: 75, y: 0 },
		teams: RED_FOULED,
		people: [
			{ label: 'Red #3', team: 'fouled', at: { x: 75, y: 0 } },
			{ label: 'Blue #2', team: 'fouling', at: { x: 75, y: 6 } },
			{ label: 'Blue #3', team: 'fouling', at: { x: 75, y: -6 } }
		],
		arrows: [{ from: { x: 105, y: 0 }, to: { x: 78, y: 0 }, label: 'run-to-goal' }]
	},
	{
		id: 'rule35-four-factors-example-1',
		exampleRef: 'rule35-four-factors-example-1',
		venue: 'field',
		penalty: '5b',
		others: ['4'],
		foul: { x: 235, y: 35 },
		teams: BLUE_FOULED,
		people: [
			{ label: 'Blue #3', team: 'fouled', at: { x: 235, y: 35 } },
			{ label: 'Red #2', team: 'fouling', at: { x: 228, y: 40 } },
			{ label: 'Blue #4', team: 'fouled', at: { x: 270, y: 10 } }
		],
		arrows: [{ from: { x: 270, y: 10 }, to: { x: 238, y: 33 }, label: 'tailed-back-shot' }]
	},
	{
		id: 'rule35-both-teams-examples-1',
		exampleRef: 'rule35-both-teams-examples-1',
		venue: 'field',
		penalty: '2',
		others: ['3'],
		sanctions: ['10'],
		foul: { x: 50, y: 0 },
		teams: BLUE_FOULED,
		people: [
			{ label: 'Blue', team: 'fouled', at: { x: 50, y: 0 } },
			{ label: 'Red', team: 'fouling', at: { x: 53, y: 5 } }
		]
	},
	{
		id: 'rule35-both-teams-examples-2',
		exampleRef: 'rule35-both-teams-examples-2',
		venue: 'field',
		penalty: null,
		sanctions: ['10'],
		foul: { x: 150, y: 74 },
		teams: BLUE_FOULED,
		people: [
			{ label: 'Blue', team: 'fouled', at: { x: 150, y: 74 } },
			{ label: 'Red', team: 'fouling', at: { x: 146, y: 66 } }
		],
		arrows: [{ from: { x: 185, y: 74 }, to: { x: 153, y: 74 }, label: 'down-right-boards' }]
	},
	{
		id: 'rule35-both-teams-examples-4',
		exampleRef: 'rule35-both-teams-examples-4',
		venue: 'field',
		penalty: '4',
		others: ['3', '2'],
		sanctions: ['10'],
		teams: BLUE_FOULED
	},
	{
		id: 'rule35-both-teams-examples-5',
		exampleRef: 'rule35-both-teams-examples-5',
		venue: 'field',
		penalty: '2',
		others: ['5b'],
		teams: BLUE_FOULED
	},
	{
		id: 'rule35-p1-examples-1',
		exampleRef: 'rule35-p1-examples-1',
		venue: 'field',
		penalty: '1',
		foul: { x: 30, y: 0 },
		teams: RED_FOULED,
		people: [
			{ label: 'Red', team: 'fouled', at: { x: 30, y: 0 } },
			{ label: 'Blue', team: 'fouling', at: { x: 31, y: -5 } }
		],
		arrows: [{ from: { x: 70, y: 0 }, to: { x: 33, y: 0 }, label: 'carries-to-goal' }]
	},
	{
		id: 'rule35-p1-examples-2',
		exampleRef: 'rule35-p1-examples-2',
		venue: 'field',
		penalty: '1',
		foul: { x: 15, y: 3 },
		teams: BLUE_FOULED,
		people: [
			{ label: 'Blue', team: 'fouled', at: { x: 15, y: 3 } },
			{ label: 'Red', team: 'fouling', at: { x: 17, y: 9 } }
		]
	},
	{
		id: 'rule35-p1-examples-3',
		exampleRef: 'rule35-p1-examples-3',
		venue: 'field',
		penalty: '1',
		foul: { x: 12, y: -6 },
		teams: BLUE_FOULED,
		people: [
			{ label: 'Blue #2', team: 'fouled', at: { x: 12, y: -6 } },
			{ label: 'Red #4', team: 'fouling', at: { x: 10, y: -12 } },
			{ label: 'Blue #1', team: 'fouled', at: { x: 6, y: -30 } }
		]
	},
	{
		id: 'rule35-p5-examples-1',
		exampleRef: 'rule35-p5-examples-1',
		venue: 'field',
		penalty: '5a',
		foul: { x: 295, y: 0 },
		teams: BLUE_FOULED,
		people: [
			{ label: 'Blue', team: 'fouled', at: { x: 295, y: 0 } },
			{ label: 'Red', team: 'fouling', at: { x: 291, y: 5 } }
		]
	},
	{
		id: 'rule35-p5-examples-2',
		exampleRef: 'rule35-p5-examples-2',
		venue: 'field',
		penalty: '5a',
		others: ['4'],
		foul: { x: 275, y: 70 },
		teams: RED_FOULED,
		people: [
			{ label: 'Red', team: 'fouled', at: { x: 275, y: 70 } },
			{ label: 'Blue', team: 'fouling', at: { x: 279, y: 64 } }
		],
		arrows: [{ from: { x: 296, y: 3 }, to: { x: 277, y: 67 }, label: 'neck-shot-corner' }]
	},
	{
		id: 'rule35-p5-examples-3',
		exampleRef: 'rule35-p5-examples-3',
		venue: 'field',
		penalty: '4',
		others: ['2', '3'],
		foul: { x: 150 - 40, y: 0 },
		teams: BLUE_FOULED,
		people: [
			{ label: 'Blue', team: 'fouled', at: { x: 110, y: 0 } },
			{ label: 'Red', team: 'fouling', at: { x: 106, y: 6 } }
		],
		arrows: [{ from: { x: 150, y: 0 }, to: { x: 113, y: 0 }, label: 'from-midfield-40' }]
	},
	{
		id: 'rule35-severity-examples-1',
		exampleRef: 'rule35-severity-examples-1',
		venue: 'field',
		penalty: '5b',
		others: ['4', '3'],
		teams: BLUE_FOULED
	},
	{
		id: 'rule35-conduct-examples-1',
		exampleRef: 'rule35-conduct-examples-1',
		venue: 'field',
		penalty: '5a',
		others: ['5b'],
		foul: { x: 250, y: 10 },
		teams: BLUE_FOULED,
		people: [
			{ label: 'Blue #4', team: 'fouled', at: { x: 250, y: 10 } },
			{ label: 'Red No. 1', team: 'fouling', at: { x: 246, y: 16 } }
		]
	},
	{
		id: 'rule35-conduct-examples-2',
		exampleRef: 'rule35-conduct-examples-2',
		venue: 'field',
		penalty: '4',
		others: ['3'],
		teams: RED_FOULED
	},
	{
		id: 'rule35-conduct-examples-4',
		exampleRef: 'rule35-conduct-examples-4',
		venue: 'field',
		penalty: '5a',
		others: ['5b'],
		foul: { x: 288, y: 78 },
		teams: RED_FOULED,
		people: [
			{ label: 'Red #3', team: 'fouled', at: { x: 288, y: 78 } },
			{ label: 'Blue #3', team: 'fouling', at: { x: 284, y: 72 } }
		]
	},
	{
		id: 'rule35-conduct-examples-5',
		exampleRef: 'rule35-conduct-examples-5',
		venue: 'field',
		penalty: '5a',
		others: ['4'],
		foul: { x: 150 + 20, y: 0 },
		teams: RED_FOULED,
		people: [{ label: 'Blue #3', team: 'fouling', at: { x: 170, y: 6 } }]
	},
	{
		id: 'arena9-p5a-examples-1',
		exampleRef: 'arena9-p5a-examples-1',
		venue: 'arena',
		penalty: '5a',
		foul: { x: 100 - 5 / 3, y: 0 },
		teams: RED_FOULED,
		people: [
			{ label: 'Red #3', team: 'fouled', at: { x: 96, y: 4 } },
			{ label: 'Blue #2', team: 'fouling', at: { x: 93, y: -3 } },
			{ label: 'Blue #1', team: 'fouling', at: { x: 88, y: -8 } }
		]
	},
	{
		id: 'arena9-alt9-examples-1',
		exampleRef: 'arena9-alt9-examples-1',
		venue: 'arena',
		penalty: '3',
		options: { alternativeRule9: true },
		foul: { x: 32, y: 6 },
		teams: BLUE_FOULED,
		people: [
			{ label: 'Blue #2', team: 'fouled', at: { x: 32, y: 6 } },
			{ label: 'Red', team: 'fouling', at: { x: 8, y: 0 } }
		]
	},
	{
		id: 'arena9-exec-designated-defender-examples-1',
		exampleRef: 'arena9-exec-designated-defender-examples-1',
		venue: 'arena',
		penalty: '3',
		// "the rebounding ball is treated as if it has rebounded off the wall"
		variant: 'wide-rebound',
		teams: BLUE_FOULED,
		people: ddPeople(true),
		arrows: ddShank
	},
	{
		id: 'arena9-exec-designated-defender-examples-2',
		exampleRef: 'arena9-exec-designated-defender-examples-2',
		venue: 'arena',
		penalty: '6a',
		options: { original: '3' },
		others: ['3'],
		teams: BLUE_FOULED,
		people: ddPeople(false),
		arrows: ddShank
	},
	{
		id: 'arena9-exec-designated-defender-examples-3',
		exampleRef: 'arena9-exec-designated-defender-examples-3',
		venue: 'arena',
		penalty: '6a',
		options: { original: '3' },
		others: ['3'],
		teams: BLUE_FOULED,
		people: ddPeople(true),
		arrows: ddShank
	},
	{
		id: 'arena9-exec-designated-defender-examples-4',
		exampleRef: 'arena9-exec-designated-defender-examples-4',
		venue: 'arena',
		penalty: '6a',
		options: { original: '3' },
		others: ['3'],
		teams: BLUE_FOULED,
		people: ddPeople(true),
		arrows: ddShank
	},
	{
		id: 'arena9-exec-designated-defender-examples-5',
		exampleRef: 'arena9-exec-designated-defender-examples-5',
		venue: 'arena',
		penalty: '6a',
		options: { original: '3' },
		others: ['3'],
		teams: BLUE_FOULED,
		people: ddPeople(true),
		arrows: ddShank
	},
	{
		id: 'arena9-exec-designated-defender-examples-6',
		exampleRef: 'arena9-exec-designated-defender-examples-6',
		venue: 'arena',
		penalty: '3',
		// "rebounding directly into the goal. The goal counts for Blue"
		variant: 'goal',
		teams: BLUE_FOULED,
		people: ddPeople(true),
		arrows: ddShank
	},
	{
		id: 'arena9-exec-approach-examples-1',
		exampleRef: 'arena9-exec-approach-examples-1',
		venue: 'arena',
		penalty: '2',
		teams: RED_FOULED,
		people: [{ label: 'Red #1', team: 'fouled', at: { x: 19, y: 0 } }],
		arrows: [{ from: { x: 15, y: 0 }, to: { x: 9, y: 0 }, label: 'kicked-by-horse' }]
	},
	{
		id: 'arena9-exec-approach-examples-2',
		exampleRef: 'arena9-exec-approach-examples-2',
		venue: 'arena',
		penalty: '6b',
		options: { original: '2' },
		others: ['2'],
		teams: RED_FOULED,
		people: [{ label: 'Red #1', team: 'fouled', at: { x: 19, y: 0 } }],
		arrows: [{ from: { x: 15, y: 0 }, to: { x: 9, y: 0 }, label: 'kicked-again' }]
	}
];

export const NO_DIAGRAM: NoDiagram[] = [
	{ exampleRef: 'rule37-p7-examples-2' },
	{ exampleRef: 'rule35-both-teams-examples-3' },
	{ exampleRef: 'rule35-severity-examples-2' },
	{ exampleRef: 'rule35-conduct-examples-3' },
	{ exampleRef: 'rule35-conduct-examples-6' }
];

const scenarioById = new Map(scenarios.map((s) => [s.id, s]));

export function scenarioFor(id: string): Scenario | undefined {
	return scenarioById.get(id);
}
