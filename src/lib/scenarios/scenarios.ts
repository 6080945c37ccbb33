/*
 * The scenario library: every worked example of the rule data (Rule 37, Rule 35, Arena Rule 9) read as a
 * situation on a venue and the penalty that results, so a page can draw both.
 *
 * Positions are in yards in the attack frame of the geometry module: the origin is the centre of the goal
 * line of the goal the FOULING team defends; x runs into the playing area, y across it (+y is the right-hand
 * side of a player riding toward x = 0, the way the fouled team attacks). They are read from the example text
 * on the default venue (field 300 x 160 yd, arena 100 x 50 yd); where the text gives no number, the caption
 * says what was assumed.
 */
import type { Point, SetupOptions, VenueKind } from '$lib/geometry';
import { examples, type Example } from '../rules/examples';

export type TeamName = 'Blue' | 'Red' | 'White';

/** A player the example names, drawn on the situation diagram. */
export interface ScenarioPerson {
	/** As the example writes it: 'Red #2', 'Blue No. 1'. */
	label: string;
	team: 'fouling' | 'fouled';
	at: Point;
}

/** A movement the example describes (a run, a shot), drawn as an arrow on the situation diagram. */
export interface ScenarioArrow {
	from: Point;
	to: Point;
	label: string;
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
	/** Where the foul happened (the situation), attack frame, yards. Absent when the example does not say. */
	foul?: Point;
	/** Further penalties the example names as alternatives or follow-ups, shown as links. */
	others?: string[];
	/** Cards (7-10) the example also awards or considers. */
	sanctions?: string[];
	teams: { fouling: TeamName; fouled: TeamName };
	people?: ScenarioPerson[];
	arrows?: ScenarioArrow[];
	/** Short English title for lists. */
	title: string;
	/** How the example is read onto the diagram, in English. */
	caption: string;
}

/** Examples with nothing to place on a venue, and why. */
export interface NoDiagram {
	exampleRef: string;
	title: string;
	reason: string;
}

const BLUE_FOULED = { fouling: 'Red', fouled: 'Blue' } as const;
const RED_FOULED = { fouling: 'Blue', fouled: 'Red' } as const;

/** Arena designated-defender examples: Blue's Penalty 3, Red No. 3 along the end wall to the right. */
const ARENA_GOAL_HALF = 5 / 3;
const ddPeople = (proper: boolean): ScenarioPerson[] => [
	{ label: 'Blue No. 1', team: 'fouled', at: { x: 27, y: 0 } },
	{ label: 'Red No. 3', team: 'fouling', at: { x: 1, y: proper ? ARENA_GOAL_HALF + 10 + 1 : ARENA_GOAL_HALF + 5 } }
];
const ddShank: ScenarioArrow[] = [{ from: { x: 25, y: 0 }, to: { x: 2.5, y: 11 }, label: 'shot wide right' }];

export const scenarios: Scenario[] = [
	{
		id: 'rule37-p7-examples-1',
		exampleRef: 'rule37-p7-examples-1',
		venue: 'field',
		penalty: '2',
		sanctions: ['7'],
		teams: BLUE_FOULED,
		title: 'A broken leg after a severe-angle bump',
		caption:
			'Red #2 bumps Blue #3 at a severe angle; Blue #3 falls and breaks his leg. The example gives no place, so only the penalties are drawn: the Penalty 2 announced for dangerous riding (from the 30-yard line), and the Penalty 7 that removes a Red player.'
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
		arrows: [{ from: { x: 190, y: 0 }, to: { x: 158, y: 0 }, label: 'run to goal' }],
		title: 'A deliberate cross-hook approaching midfield',
		caption:
			'Blue runs to goal and is approaching midfield, just short of the centre (drawn 5 yards before it); Red, half a length behind on Blue’s left, tips Blue’s mallet. Minor but deliberate, with a major disadvantage: Penalty 3 from the 40-yard line.'
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
		],
		title: 'Riding into the stroke at the goal mouth',
		caption:
			'Red #4 backs the ball from the mouth of the goal Red defends (drawn 5 yards out) and Blue #2 rides into the stroke. Deep in Red’s end, the Penalty 5.b from the centre of the field moves the ball far forward.'
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
		arrows: [{ from: { x: 105, y: 0 }, to: { x: 78, y: 0 }, label: 'run to goal' }],
		title: 'A sandwich 75 yards out',
		caption:
			'Blue #2 and Blue #3 sandwich Red #3 about 75 yards out on his run to goal: a dangerous foul that stops a run to goal. Open goal Penalty 3 (drawn) or Penalty 2; a Penalty 4 is not adequate.'
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
		arrows: [{ from: { x: 270, y: 10 }, to: { x: 238, y: 33 }, label: 'tailed back-shot' }],
		title: 'Weighing all four factors',
		caption:
			'Blue #3 turns for a tailed back-shot from his #4 deep in Blue’s defending territory (drawn 85 yards from the goal Blue defends) and is hit hard by Red #2. Location says a No. 5 centre hit (drawn); Blue #3’s position and the effect on the play say Penalty 4; a clean Red team, Penalty 5.b, a Red team penalized several times for rough play, Penalty 4.'
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
		],
		title: 'A cross-hook, then a mallet swung in retaliation',
		caption:
			'Blue prepares to hit to goal from about 50 yards out and is deliberately cross-hooked by Red; Blue then swings his mallet at Red’s head. The fouls are sequential: Penalty 2 (drawn) or 3 against Red, and Blue may be ejected with a Penalty 10.'
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
		arrows: [{ from: { x: 185, y: 74 }, to: { x: 153, y: 74 }, label: 'down the right boards' }],
		title: 'Offsetting fouls on the boards at midfield',
		caption:
			'Blue carries the ball down the right boards at midfield; Red crosses, and Blue jumps his horse into Red. Foul Red for crossing, foul Blue for dangerous riding: the fouls are offsetting and the ball is thrown in where play was stopped (drawn as the foul spot). Blue may be ejected with a Penalty 10.'
	},
	{
		id: 'rule35-both-teams-examples-4',
		exampleRef: 'rule35-both-teams-examples-4',
		venue: 'field',
		penalty: '4',
		others: ['3', '2'],
		sanctions: ['10'],
		teams: BLUE_FOULED,
		title: 'Riding hard into a waiting player',
		caption:
			'Red #3 leaves the line of the ball and rides hard into Blue #2, knocking horse and rider down. The example gives no place: Penalty 4 (drawn), 3 or 2 against Red for dangerous riding, and a Penalty 10 to consider.'
	},
	{
		id: 'rule35-both-teams-examples-5',
		exampleRef: 'rule35-both-teams-examples-5',
		venue: 'field',
		penalty: '2',
		others: ['5b'],
		teams: BLUE_FOULED,
		title: 'Arguing a Penalty 2',
		caption:
			'A Penalty 2 is announced against Red and the Red captain argues loudly. The ball cannot move forward from a Penalty 2, so the Rule 33 foul becomes a Penalty 5.b after the Penalty 2 is taken (or a re-hit if it is missed).'
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
		arrows: [{ from: { x: 70, y: 0 }, to: { x: 33, y: 0 }, label: 'carries the ball to goal' }],
		title: 'A cross-hook behind the back on the 30',
		caption:
			'Red crosses the 30-yard line about to tap the ball through the goal; Blue, riding on his left, reaches behind Red’s back and cross-hooks him. Not necessarily dangerous, but a deliberate attempt to prevent a goal: Penalty 1, a goal to Red and a Penalty 5.b the other way.'
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
		],
		title: 'A hard bump as the goal is imminent',
		caption:
			'As Blue approaches the goal (the example gives no distance; drawn 15 yards out), Red knocks him off the ball with a hard bump and the ball rolls through. The field goal does not count; Penalty 1 awards the goal and a Penalty 5.b going the other way.'
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
		],
		title: 'Crossing to save a sure goal',
		caption:
			'Red #4 rides Blue #1 wide, nears the back line, then turns back across Blue #2, who has a sure goal (drawn 12 yards out), and saves it. A deliberate foul to prevent a goal: Penalty 1; a Penalty 2 would not be enough.'
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
		],
		title: 'Riding over the ball at the goal mouth',
		caption:
			'Blue backs the ball from the mouth of the goal Blue defends (drawn 5 yards out) and Red rides over the ball. Inadvertent and not dangerous: Penalty 5.a from the spot.'
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
		arrows: [{ from: { x: 296, y: 3 }, to: { x: 277, y: 67 }, label: 'neck shot to the corner' }],
		title: 'Fencing for the ball in the corner',
		caption:
			'Red clears the ball from the goal Red defends to the corner; Blue, fencing for the ball, inadvertently cross-hooks Red. Penalty 5.a from the point of the infraction, deep in Red’s end. Had Red fouled Blue there, in front of the goal Red defends, Penalty 4.'
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
		arrows: [{ from: { x: 150, y: 0 }, to: { x: 113, y: 0 }, label: '40 yards from mid-field' }],
		title: 'A cross on a clear field',
		caption:
			'Blue has carried the ball 40 yards from midfield with a clear field and is crossed by Red. At least a Penalty 4 (drawn), or a Penalty 2 or 3 if the cross was dangerous.'
	},
	{
		id: 'rule35-severity-examples-1',
		exampleRef: 'rule35-severity-examples-1',
		venue: 'field',
		penalty: '5b',
		others: ['4', '3'],
		teams: BLUE_FOULED,
		title: 'Full swings in the line-up',
		caption:
			'Red #1 takes a full swing in the line-up and hits an opponent’s horse: Penalty 5.b (drawn). As he keeps doing it, the penalty moves to a Penalty 4, or if necessary a Penalty 3.'
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
		],
		title: 'A yellow card moves the ball to midfield',
		caption:
			'Blue #4, on the right of way, goes to back the ball in Blue’s end (drawn 50 yards from the goal Blue defends) and Red No. 1 crosses him: Penalty 5.a. Red #3 insults the umpire: a yellow card, and the ball is advanced one degree to mid field (Penalty 5.b).'
	},
	{
		id: 'rule35-conduct-examples-2',
		exampleRef: 'rule35-conduct-examples-2',
		venue: 'field',
		penalty: '4',
		others: ['3'],
		teams: RED_FOULED,
		title: 'Arguing a Penalty 4',
		caption:
			'Blue #3 crosses Red #2: Penalty 4 against Blue (drawn). Blue #3 argues loudly: a yellow card, and the ball moves to a Penalty 3. The example gives no place; neither penalty needs one.'
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
		],
		title: 'A crossing foul in the far corner',
		caption:
			'Red #3 carries the ball along the side boards in the far corner near the goal Red defends; Blue #3 crosses him: Penalty 5.a, the ball 5 yards in from the boards. Blue #3 argues: a yellow card, and the ball goes to centre field for a Penalty 5.b.'
	},
	{
		id: 'rule35-conduct-examples-5',
		exampleRef: 'rule35-conduct-examples-5',
		venue: 'field',
		penalty: '5a',
		others: ['4'],
		foul: { x: 150 + 20, y: 0 },
		teams: RED_FOULED,
		people: [{ label: 'Blue #3', team: 'fouling', at: { x: 170, y: 6 } }],
		title: 'Twenty yards from the centre line',
		caption:
			'The umpires call a crossing foul on Blue #3 in Red’s end, 20 yards from the centre line: Penalty 5.a. Blue #3 argues: a 5.b from the centre would only move the ball 20 yards, not enough, so a Penalty 4.'
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
		],
		title: 'Running over the ball at the goal mouth',
		caption:
			'Blue #1’s shot is hooked and the ball stops five feet from the mouth of the goal Red defends; Blue #2 runs over it as Red #3 comes to clear it. Penalty 5.a against Blue from the point of the infraction, but not less than five yards from the wall.'
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
		],
		title: 'Alternative Rule 9: the Penalty 3 from the spot',
		caption:
			'Blue #2 is fouled outside the 25-yard line (drawn 32 yards from the goal) with only one defender back. The umpires award a Penalty 3; Blue chooses to take it from the spot, lined up as a Penalty 5.a, for a 2-point opportunity.'
	},
	{
		id: 'arena9-exec-designated-defender-examples-1',
		exampleRef: 'arena9-exec-designated-defender-examples-1',
		venue: 'arena',
		penalty: '3',
		teams: BLUE_FOULED,
		people: ddPeople(true),
		arrows: ddShank,
		title: 'The shot hits a properly placed defender’s arm',
		caption:
			'Red No. 3, Red’s designated defender, is properly placed along the end wall to the right, 10 yards or more from the edge of the goal. The shank hits her arm: the rebound counts as off the wall, and only Red may play it, at once.'
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
		arrows: ddShank,
		title: 'The shot hits a defender placed too close',
		caption:
			'Red No. 3 stands closer to the goal than 10 yards from its edge (drawn 5 yards). The shank hits her: Blue gets a re-hit, the Penalty 6.a for the fouling team’s failure to carry out the Penalty 3.'
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
		arrows: ddShank,
		title: 'The defender hits the ball out of the air',
		caption:
			'Red No. 3 is properly placed but hits the lofted shank forward before it rebounds from the end wall: Blue gets a re-hit (Penalty 6.a, drawn lined up as the Penalty 3).'
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
		arrows: ddShank,
		title: 'The defender swings at the ball and misses',
		caption: 'Red No. 3 swings at the lofted shank and misses, before it hits the end wall: Blue gets a re-hit (Penalty 6.a).'
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
		arrows: ddShank,
		title: 'A header from the designated defender',
		caption: 'Red No. 3 knocks the lofted shank down with her helmet, directing the ball: Blue gets a re-hit (Penalty 6.a).'
	},
	{
		id: 'arena9-exec-designated-defender-examples-6',
		exampleRef: 'arena9-exec-designated-defender-examples-6',
		venue: 'arena',
		penalty: '3',
		teams: BLUE_FOULED,
		people: ddPeople(true),
		arrows: ddShank,
		title: 'Off the defender’s horse and into the goal',
		caption: 'The shank hits properly placed Red No. 3’s horse and rebounds straight into the goal: the goal counts for Blue.'
	},
	{
		id: 'arena9-exec-approach-examples-1',
		exampleRef: 'arena9-exec-approach-examples-1',
		venue: 'arena',
		penalty: '2',
		teams: RED_FOULED,
		people: [{ label: 'Red #1', team: 'fouled', at: { x: 19, y: 0 } }],
		arrows: [{ from: { x: 15, y: 0 }, to: { x: 9, y: 0 }, label: 'kicked by the horse' }],
		title: 'A skittish horse kicks the ball: second approach',
		caption:
			'On Red’s Penalty 2, Red #1’s horse runs over the ball and kicks it several yards toward the goal, without a hit or hit at. The ball goes back on the 15-yard line and Red has a second approach.'
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
		arrows: [{ from: { x: 15, y: 0 }, to: { x: 9, y: 0 }, label: 'kicked again' }],
		title: 'Two approaches used: the ball goes to the other team',
		caption:
			'The same thing happens on Red #1’s second approach: Red has had its two approaches, and the other team gets a free hit, which the example calls a Penalty 5.a and the two-approaches rule a Penalty 6.b (drawn: from the original spot, lined up as a 5.a).'
	}
];

export const NO_DIAGRAM: NoDiagram[] = [
	{
		exampleRef: 'rule37-p7-examples-2',
		title: 'Blurred vision after play resumed',
		reason: 'No penalty results: once play has resumed after the injury, Penalty 7 cannot be exacted and Rule 21.d applies. Nothing to place.'
	},
	{
		exampleRef: 'rule35-both-teams-examples-3',
		title: 'A mallet twirl offsets the foul',
		reason: 'Offsetting fouls: the ball is thrown in where play was stopped, and the example does not say where that is.'
	},
	{
		exampleRef: 'rule35-severity-examples-2',
		title: 'A team that keeps riding dangerously',
		reason: 'About a pattern of fouls over a game: no single foul, place or penalty to draw.'
	},
	{
		exampleRef: 'rule35-conduct-examples-3',
		title: 'Abuse of the umpire: immediate ejection',
		reason: 'A red card for conduct (Rule 33.b(2)(a)): no foul spot and no ball placement.'
	},
	{
		exampleRef: 'rule35-conduct-examples-6',
		title: 'Yellow, yellow, red over three periods',
		reason: 'Cards over three periods (Rule 33.b): no foul spot and no ball placement.'
	}
];

const scenarioById = new Map(scenarios.map((s) => [s.id, s]));
const exampleById = new Map(examples.map((e) => [e.id, e]));

export function scenarioFor(id: string): Scenario | undefined {
	return scenarioById.get(id);
}

export function exampleOf(s: Pick<Scenario, 'exampleRef'> | NoDiagram): Example | undefined {
	return exampleById.get(s.exampleRef);
}

/** The scenario drawn for an example, if any (examples.ts id). */
export function scenarioForExample(exampleId: string): Scenario | undefined {
	return scenarios.find((s) => s.exampleRef === exampleId);
}

export interface LibraryEntry {
	example: Example;
	scenario: Scenario | null;
	noDiagram: NoDiagram | null;
}

/** Every example of the rule data in seed order, with its scenario or its no-diagram reason. */
export function library(): LibraryEntry[] {
	return examples.map((example) => ({
		example,
		scenario: scenarios.find((s) => s.exampleRef === example.id) ?? null,
		noDiagram: NO_DIAGRAM.find((n) => n.exampleRef === example.id) ?? null
	}));
}
