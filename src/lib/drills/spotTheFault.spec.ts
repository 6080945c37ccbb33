import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPosition, dist, hasPlacement, isGeometryError } from '$lib/geometry';
import { drillPenalties, variantsFor, VENUE_KINDS } from './scenario';
import { generateDrill, MIN_GAP, scoreAnswer, type Drill } from './spotTheFault';

/** Everything issue 5 promises about a generated drill. */
function expectSound(d: Drill) {
	const { setup, players } = d;
	expect(setup.venue.kind).toBe(d.venueKind);
	expect(setup.penalty).toBe(d.penalty);
	expect(hasPlacement(d.venueKind, d.penalty)).toBe(true);

	expect(players).toHaveLength(8);
	const keys = players.map((p) => p.key);
	expect(new Set(keys).size).toBe(8);
	for (const team of ['fouling', 'fouled'] as const) {
		expect(players.filter((p) => p.team === team).map((p) => p.number)).toEqual([1, 2, 3, 4]);
	}

	expect(d.offenders.length).toBeGreaterThanOrEqual(0);
	expect(d.offenders.length).toBeLessThanOrEqual(3);
	expect(new Set(d.offenders).size).toBe(d.offenders.length);
	expect(d.offenders).toEqual(keys.filter((k) => d.offenders.includes(k)));
	expect(Object.keys(d.explanations).sort()).toEqual([...d.offenders].sort());

	const s = setup.venue.surround;
	for (const p of players) {
		expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
		const check = checkPosition(setup, { team: p.team, role: p.role }, p);
		if (d.offenders.includes(p.key)) {
			expect(check.legal, `${p.key} should be illegal`).toBe(false);
			expect(d.explanations[p.key]).toEqual(check.violations);
			// A rule is broken, not just a wall, and clearly so.
			expect(check.violations.some((v) => !/^bounds-/.test(v.constraintId))).toBe(true);
			expect(Math.max(...check.violations.map((v) => v.by))).toBeGreaterThanOrEqual(1);
			expect(p.role).not.toBe('hitter');
		} else {
			expect(check.legal, `${p.key} should be legal: ${check.violations.map((v) => v.message).join('; ')}`).toBe(true);
		}
		expect(p.x).toBeGreaterThanOrEqual(s.minX);
		expect(p.x).toBeLessThanOrEqual(s.maxX);
		expect(p.y).toBeGreaterThanOrEqual(s.minY);
		expect(p.y).toBeLessThanOrEqual(s.maxY);
		for (const q of players) if (q !== p) expect(dist(p, q), `${p.key} on ${q.key}`).toBeGreaterThanOrEqual(MIN_GAP);
		if (p.role !== 'hitter') expect(dist(p, setup.ball!), `${p.key} on the ball`).toBeGreaterThanOrEqual(MIN_GAP);
	}
}

const everyPenalty = VENUE_KINDS.flatMap((venue) => drillPenalties(venue).map((penalty) => [venue, penalty] as const));

describe('generateDrill', () => {
	it.each(everyPenalty)('%s Penalty %s: offenders illegal, everybody else legal, over many seeds and every variant', (venue, penalty) => {
		const variants = new Set<string>();
		const counts = [0, 0, 0, 0];
		for (let i = 0; i < 120; i++) {
			const d = generateDrill(`${venue}-${penalty}-${i}`, { venue, penalty });
			expectSound(d);
			variants.add(d.variant);
			counts[d.offenders.length]!++;
		}
		expect([...variants].sort()).toEqual(variantsFor(venue, penalty).map((v) => v.id).sort());
		// Every count from 0 to 3 happens on every penalty: 3 offenders always fit.
		for (const c of counts) expect(c).toBeGreaterThan(0);
	});

	it('is sound for any seed string', () => {
		fc.assert(
			fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (seed) => {
				expectSound(generateDrill(seed));
			}),
			{ numRuns: 300 }
		);
	});

	it('gives the same drill for the same seed', () => {
		fc.assert(
			fc.property(fc.string(), (seed) => {
				const a = generateDrill(seed);
				const b = generateDrill(seed);
				// The setup carries closures (each constraint's explain), so compare it as data.
				expect({ ...a, setup: null }).toEqual({ ...b, setup: null });
				expect(JSON.stringify(a)).toBe(JSON.stringify(b));
			}),
			{ numRuns: 100 }
		);
	});

	it('gives the same drill whether or not the URL also names the venue and penalty', () => {
		for (let i = 0; i < 100; i++) {
			const a = generateDrill(`u${i}`);
			const b = generateDrill(`u${i}`, { venue: a.venueKind, penalty: a.penalty });
			expect({ ...b, setup: null }).toEqual({ ...a, setup: null });
		}
	});

	it('covers every penalty of both venues, and varies, over 500 seeds', () => {
		const seen = new Set<string>();
		const layouts = new Set<string>();
		const counts = [0, 0, 0, 0];
		for (let i = 0; i < 500; i++) {
			const d = generateDrill(`seed${i}`);
			seen.add(`${d.venueKind}/${d.penalty}`);
			layouts.add(JSON.stringify(d.players));
			counts[d.offenders.length]!++;
		}
		expect([...seen].sort()).toEqual(everyPenalty.map(([v, p]) => `${v}/${p}`).sort());
		expect(layouts.size).toBe(500);
		// No offender is possible but rarer (about 15%).
		expect(counts[0]).toBeGreaterThan(25);
		expect(counts[0]).toBeLessThan(125);
		for (const c of counts.slice(1)) expect(c).toBeGreaterThan(counts[0]!);
	});

	it.each([
		[{ venue: 'field' as const, penalty: '7' }],
		[{ venue: 'arena' as const, penalty: '6' }],
		[{ venue: 'field' as const, penalty: 'x' }]
	])('refuses a penalty it cannot draw (%o)', (opts) => {
		expect(() => generateDrill('a', opts)).toThrow();
		try {
			generateDrill('a', opts);
		} catch (e) {
			expect(isGeometryError(e)).toBe(true);
		}
	});

	it('moves faults the way players get it wrong', () => {
		const ids = new Set<string>();
		for (let i = 0; i < 400; i++) {
			const d = generateDrill(`kind${i}`);
			for (const k of d.offenders) for (const v of d.explanations[k]!) ids.add(`${d.venueKind}:${v.constraintId}`);
		}
		for (const id of [
			'field:fouling-30-from-ball',
			'field:fouling-behind-30',
			'field:fouling-behind-back-line',
			'field:fouling-outside-goal',
			'field:fouled-behind-40',
			'arena:right-of-way',
			'arena:fouling-5-from-ball',
			'arena:behind-the-ball',
			'arena:dd-goal-edge',
			'arena:dd-goal-arc'
		]) {
			expect(ids, id).toContain(id);
		}
		expect([...ids].filter((id) => id.includes('bounds-'))).toEqual([]);
	});
});

describe('scoreAnswer', () => {
	const base = generateDrill('score-table', { venue: 'field', penalty: '4' });
	const [a, b, c, d] = base.players.filter((p) => p.role !== 'hitter').map((p) => p.key) as [string, string, string, string];
	const drillWith = (offenders: string[]): Drill => ({
		...base,
		offenders,
		explanations: Object.fromEntries(offenders.map((k) => [k, []]))
	});

	it.each([
		['nothing to find, nothing clicked', [], [], { correct: [], missed: [], wrong: [], score: 100, perfect: true }],
		['nothing to find, one clicked', [], [a], { correct: [], missed: [], wrong: [a], score: 0, perfect: false }],
		['one found', [a], [a], { correct: [a], missed: [], wrong: [], score: 100, perfect: true }],
		['one missed', [a], [], { correct: [], missed: [a], wrong: [], score: 0, perfect: false }],
		['half found', [a, b], [a], { correct: [a], missed: [b], wrong: [], score: 50, perfect: false }],
		['one of three right', [a, b], [a, c], { correct: [a], missed: [b], wrong: [c], score: 33, perfect: false }],
		['all three, plus one', [a, b, c], [a, b, c, d], { correct: [a, b, c], missed: [], wrong: [d], score: 75, perfect: false }],
		['duplicates and strangers ignored', [a], [a, a, 'fouling-9', 'nobody', ''], { correct: [a], missed: [], wrong: [], score: 100, perfect: true }]
	])('%s', (_name, offenders, clicked, expected) => {
		const drill = drillWith(offenders);
		const r = scoreAnswer(drill, clicked);
		expect(r).toMatchObject(expected);
		expect(r.explanations).toBe(drill.explanations);
	});

	it('clicking everybody never scores well', () => {
		const r = scoreAnswer(drillWith([a]), base.players.map((p) => p.key));
		expect(r.score).toBe(Math.round(100 / 8));
	});

	it('is perfect exactly when the clicks are the offenders, and 100 only then', () => {
		const keys = base.players.map((p) => p.key);
		fc.assert(
			fc.property(fc.subarray(keys, { maxLength: 3 }), fc.array(fc.constantFrom(...keys, 'junk')), (offenders, clicked) => {
				const r = scoreAnswer(drillWith(offenders), clicked);
				const clickedSet = new Set(clicked.filter((k) => keys.includes(k)));
				const same = clickedSet.size === offenders.length && offenders.every((k) => clickedSet.has(k));
				expect(r.perfect).toBe(same);
				expect(r.score === 100).toBe(same);
				expect(r.score).toBeGreaterThanOrEqual(0);
				expect(r.score).toBeLessThanOrEqual(100);
				expect([...r.correct, ...r.missed].sort()).toEqual([...offenders].sort());
			})
		);
	});

	it('scores a real drill answered right and wrong', () => {
		for (let i = 0; i < 50; i++) {
			const drill = generateDrill(`real${i}`);
			expect(scoreAnswer(drill, drill.offenders).perfect).toBe(true);
			const legal = drill.players.find((p) => !drill.offenders.includes(p.key))!.key;
			expect(scoreAnswer(drill, [...drill.offenders, legal]).wrong).toEqual([legal]);
		}
	});
});
