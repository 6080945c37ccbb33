import { yd } from './vec';

/*
 * What is wrong with a position, as data: a code and its numbers. The English sentence is made here
 * (checkPosition's `message`); pages in other languages format the same code and numbers with their
 * own message templates, so no number is re-derived outside the geometry module.
 */

/** Something a player is measured against. */
export type Landmark =
	| { key: 'back-line' }
	| { key: 'yard-line'; yards: number }
	| { key: 'ball' }
	| { key: 'point-of-hit' }
	| { key: 'goal' }
	| { key: 'safety-zone' }
	| { key: 'arena-walls' }
	| { key: 'inner-line'; yards: number };

/** A line a team stays behind, as a setup draws it (HighlightLine.line): what the line is, as data. */
export type LineLandmark = Extract<Landmark, { key: 'back-line' | 'yard-line' | 'point-of-hit' }>;

/** The English label a diagram writes along a rule line: 'back line', '30-yard line', 'the point of the hit'. */
export function ruleLineLabel(l: LineLandmark): string {
	switch (l.key) {
		case 'back-line':
			return 'back line';
		case 'yard-line':
			return `${l.yards}-yard line`;
		case 'point-of-hit':
			return 'the point of the hit';
	}
}

/** Whom a rule binds, for the message. */
export type Subject = 'fouling' | 'fouled' | 'every' | 'designated-defender';

export type Detail =
	/**
	 * `d` yd in front of `line`; `who` must be behind it (need 'behind') or between the ball and the goal
	 * it defends; with `orOffField`, unless off the field (the field's "not off the field" exemption).
	 */
	| { code: 'in-front-of-line'; d: number; line: Landmark; who: Subject; need: 'behind' | 'between-ball-and-goal'; orOffField?: boolean }
	/** `d` yd from `from`; `who` must be at least `r` yd away. */
	| { code: 'too-close'; d: number; r: number; from: Landmark; who: Subject }
	/** In the goal, `d` yd inside the posts. */
	| { code: 'in-goal'; d: number; who: Subject }
	/** `d` yd outside `area`. */
	| { code: 'outside-area'; d: number; area: Landmark; who: Subject }
	/** The designated defender `d` yd off the end wall; must be within `band`. */
	| { code: 'off-end-wall'; d: number; band: number }
	| { code: 'wrong-side-of-goal' }
	| { code: 'in-front-of-goal' }
	/** `d` yd from the goal edge; must be at least `need` yd (or in the corner). */
	| { code: 'near-goal-edge'; d: number; need: number; corner: boolean }
	/** `d` yd from the goal mouth; must be within `r`. */
	| { code: 'outside-goal-arc'; d: number; r: number }
	/** In the right of way `d` yd from the ball; must be at least `r`. */
	| { code: 'in-right-of-way'; d: number; r: number };

const SUBJECT: Record<Subject, string> = {
	fouling: 'the fouling team',
	fouled: 'the fouled team',
	every: 'every player',
	'designated-defender': 'the designated defender'
};

export function landmarkEnglish(l: Landmark, possessive = false): string {
	switch (l.key) {
		case 'back-line':
			return possessive ? 'their back line' : 'the back line';
		case 'yard-line':
			return `the ${l.yards}-yard line`;
		case 'ball':
			return 'the ball';
		case 'point-of-hit':
			return 'the point of the hit';
		case 'goal':
			return 'the goal';
		case 'safety-zone':
			return 'the safety zone';
		case 'arena-walls':
			return 'the arena walls';
		case 'inner-line':
			return `the line ${l.yards} yd inside the walls`;
	}
}

/** The English sentence for a detail (the rulebook's language, which prevails). */
export function english(d: Detail): string {
	switch (d.code) {
		case 'in-front-of-line':
			return `${yd(d.d)} yd in front of ${landmarkEnglish(d.line, d.who === 'fouling' && d.line.key === 'back-line')}; ${SUBJECT[d.who]} ${d.need === 'behind' ? 'must be behind it' : 'must be between the ball and the goal it defends'}${d.orOffField ? ', or off the field' : ''}`;
		case 'too-close':
			return `${yd(d.d)} yd from ${landmarkEnglish(d.from)}; ${SUBJECT[d.who]} must be at least ${yd(d.r)} yd away`;
		case 'in-goal':
			return `in the goal, ${yd(d.d)} yd inside the posts; ${SUBJECT[d.who]} must stay outside the goal`;
		case 'outside-area':
			return `${yd(d.d)} yd outside ${landmarkEnglish(d.area)}; ${SUBJECT[d.who]} must stand inside it`;
		case 'off-end-wall':
			return `${yd(d.d)} yd off the end wall; the designated defender must be along it (within ${yd(d.band)} yd)`;
		case 'wrong-side-of-goal':
			return 'on the same side of the goal as the ball; the designated defender must be on the opposite side';
		case 'in-front-of-goal':
			return 'in front of the goal; the designated defender must be along the end wall on the side opposite the ball';
		case 'near-goal-edge':
			return `${yd(d.d)} yd from the edge of the goal; the designated defender must be ${d.corner ? 'in the corner' : `no closer to the goal than ${yd(d.need)} yd from its edge`}`;
		case 'outside-goal-arc':
			return `${yd(d.d)} yd from the goal mouth; the designated defender must be within the ${yd(d.r)} yd arc of the goal`;
		case 'in-right-of-way':
			return `in the right of way ${yd(d.d)} yd from the ball; a player in the right of way must be at least ${yd(d.r)} yd from the ball`;
	}
}
