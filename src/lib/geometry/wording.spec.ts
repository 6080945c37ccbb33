/*
 * ruleLineLabel, and the lines every setup draws: a line's typed value (HighlightLine.line, which
 * the pages word in their language) and its English label must say the same line, and the line must
 * stand where that value says: the pages never read the label back, so nothing else would notice.
 */
import { describe, expect, it } from 'vitest';
import { afterHit, outcomeSetup } from './after';
import { penaltyIds } from './penalties';
import type { HighlightLine } from './plan';
import type { Setup } from './setup';
import { setupsOf } from './test-cases';
import { getVenue, venuePresets, type Venue } from './venue';
import { ruleLineLabel, type LineLandmark } from './wording';

describe('ruleLineLabel', () => {
	it.each([
		[{ key: 'back-line' }, 'back line'],
		[{ key: 'yard-line', yards: 30 }, '30-yard line'],
		[{ key: 'yard-line', yards: 40 }, '40-yard line'],
		[{ key: 'yard-line', yards: 15 }, '15-yard line'],
		[{ key: 'point-of-hit' }, 'the point of the hit']
	] as const satisfies readonly (readonly [LineLandmark, string])[])('%o: %s', (line, label) => {
		expect(ruleLineLabel(line)).toBe(label);
	});
});

/** Where the line `l` names stands (x, attack frame), from the venue and the setup, not from `l.x`. */
function expectedX(l: HighlightLine, s: Setup): number | undefined {
	switch (l.line.key) {
		case 'back-line':
			return s.venue.goals[0].x;
		case 'point-of-hit':
			return s.ball?.x;
		case 'yard-line':
			return l.line.yards;
	}
}

/** The venue marks a line or penalty spot at `yards` from the goal at x = 0 (a field's lines, an arena's spots). */
function venueMarks(venue: Venue, yards: number): boolean {
	return venue.kind === 'field'
		? venue.lines.some((v) => v.kind === 'yard' && v.yards === yards && v.x === yards)
		: venue.spots.some((v) => v.kind === 'penalty' && v.x === yards);
}

const CASES = (['field', 'arena'] as const).flatMap((kind) => venuePresets(kind).flatMap((preset) => penaltyIds(kind).map((id) => [kind, preset, id] as const)));

/** Every line drawn for a case, with the setup that draws it: the setups over every option and a grid of fouls, and what the diagrams draw after the hit (a re-hit, a centre hit...). */
const drawnLines = (() => {
	const memo = new Map<string, { l: HighlightLine; s: Setup }[]>();
	return ([kind, preset, id]: (typeof CASES)[number]) => {
		const key = `${kind} ${preset} ${id}`;
		if (!memo.has(key)) {
			const setups = setupsOf(kind, id, [getVenue(kind, preset)]);
			expect(setups.length, key).toBeGreaterThan(0);
			const drawn = setups.flatMap((s) => [s, ...afterHit(s).map((a) => outcomeSetup(s, a.id))]).filter((s): s is Setup => s !== null);
			memo.set(key, drawn.flatMap((s) => s.lines.map((l) => ({ l, s }))));
		}
		return memo.get(key)!;
	};
})();

describe('computeSetup lines', () => {
	it.each(CASES)('%s %s %s: each line is labelled as its typed value says and stands where it says', (...c) => {
		for (const { l, s } of drawnLines(c)) {
			const where = `${c.join(' ')} (${s.title}) line at x ${l.x}`;
			expect(l.label, where).toBe(ruleLineLabel(l.line));
			expect(l.x, where).toBe(expectedX(l, s));
			if (l.line.key === 'yard-line') expect(venueMarks(s.venue, l.line.yards), `${where}: the venue has no ${l.line.yards}`).toBe(true);
		}
	});

	it('the setups above draw every kind of line (the checks are not vacuous)', () => {
		const kinds = new Set(CASES.flatMap((c) => drawnLines(c).map(({ l }) => l.line.key)));
		expect([...kinds].sort()).toEqual(['back-line', 'point-of-hit', 'yard-line']);
	});
});
