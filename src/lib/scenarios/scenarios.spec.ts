import { describe, expect, it } from 'vitest';
import { computeSetup, getVenue, isPenaltyId, standardLineup, checkPosition } from '$lib/geometry';
import { variantsFor } from '$lib/animation';
import { passageById } from '$lib/rules';
import { examples } from '$lib/rules/examples';
import { GUIDE_EXAMPLES, locationOf } from './selector';
import { library, NO_DIAGRAM, scenarioFor, scenarios } from './scenarios';
import { personLabel } from './names';
import { noDiagramReason, noDiagramTitle, scenarioCaption, scenarioTitle } from './text.server';

const inside = (p: { x: number; y: number }, r: { minX: number; maxX: number; minY: number; maxY: number }) =>
	p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY;

describe('scenario library', () => {
	it('every example in the rule data has exactly one scenario or one explicit no-diagram reason', () => {
		for (const e of examples) {
			const n = scenarios.filter((s) => s.exampleRef === e.id).length + NO_DIAGRAM.filter((x) => x.exampleRef === e.id).length;
			expect(n, e.id).toBe(1);
		}
		for (const x of NO_DIAGRAM) for (const locale of ['en', 'fr', 'es'] as const) expect(noDiagramReason(x.exampleRef, locale).length, x.exampleRef).toBeGreaterThan(20);
		expect(library()).toHaveLength(examples.length);
	});

	it('a caption that says how far from a goal the foul is drawn says what the diagram draws', () => {
		let checked = 0;
		for (const s of scenarios) {
			const caption = scenarioCaption(s.id, 'en');
			const venue = getVenue(s.venue);
			for (const [, yards, team] of caption.matchAll(/drawn (\d+) yards from the goal (Blue|Red) defends/g)) {
				// Attack frame: the fouling team defends x = 0, the fouled team x = length.
				const side = s.teams.fouling === team ? 'fouling' : 'fouled';
				const d = side === 'fouling' ? s.foul!.x : venue.length - s.foul!.x;
				expect(d, `${s.id}: "${yards} yards from the goal ${team} defends"`).toBeCloseTo(Number(yards), 0);
				checked++;
			}
		}
		expect(checked).toBeGreaterThanOrEqual(2);
	});

	it('a scenario naming an animation variant names one its penalty has (the designated defender touched on the fly)', () => {
		const named = scenarios.filter((s) => s.variant);
		expect(named.map((s) => [s.id, s.variant])).toEqual([
			['arena9-exec-designated-defender-examples-1', 'wide-rebound'],
			['arena9-exec-designated-defender-examples-6', 'goal']
		]);
		for (const s of named) {
			const setup = computeSetup({ venue: getVenue(s.venue), penalty: s.penalty!, foul: s.foul ?? null, options: s.options });
			expect(variantsFor(setup).map((v) => v.id)).toContain(s.variant);
		}
	});

	it('offsetting fouls: "If both teams commit a foul at approximately the same time, no free hit is taken and the ball is thrown in at the point where play was stopped."', () => {
		const s = scenarioFor('rule35-both-teams-examples-2')!;
		expect(s.penalty).toBeNull();
		expect(s.foul).toBeDefined();
		expect(scenarioCaption(s.id, 'en')).toMatch(/thrown in where play was stopped \(drawn as the foul spot\)/);
	});

	it('covers the examples the issue names', () => {
		const refs = new Set(scenarios.map((s) => s.exampleRef));
		for (const id of [
			'rule35-two-principles-examples-1',
			'rule35-p1-examples-1',
			'rule37-p7-examples-1',
			'arena9-exec-designated-defender-examples-1',
			'arena9-exec-approach-examples-1',
			'arena9-exec-approach-examples-2',
			'arena9-p5a-examples-1',
			'arena9-alt9-examples-1'
		])
			expect(refs.has(id), id).toBe(true);
	});

	it('ids are unique, URL-safe, and every exampleRef is an example of the rule data', () => {
		const ids = scenarios.map((s) => s.id);
		expect(new Set(ids).size).toBe(ids.length);
		const exampleIds = new Set(examples.map((e) => e.id));
		for (const s of scenarios) {
			expect(s.id).toMatch(/^[a-z0-9-]+$/);
			expect(exampleIds.has(s.exampleRef), s.exampleRef).toBe(true);
			expect(scenarioFor(s.id)).toBe(s);
		}
	});

	it('each scenario is on the venue of its rule: the field for Rules 35 and 37, the arena for Arena Rule 9', () => {
		for (const s of scenarios) {
			const passage = passageById(examples.find((e) => e.id === s.exampleRef)!.passageId)!;
			expect(s.venue, s.id).toBe(passage.rule === 'arena9' ? 'arena' : 'field');
		}
	});

	it.each(scenarios.map((s) => [s.id, s] as const))('%s: the setup computes, the spots are inside the venue', (_id, s) => {
		const venue = getVenue(s.venue);
		if (s.foul) expect(inside(s.foul, venue.bounds), `foul ${JSON.stringify(s.foul)}`).toBe(true);
		for (const p of s.people ?? []) expect(inside(p.at, venue.surround), p.label).toBe(true);
		for (const a of s.arrows ?? []) {
			expect(inside(a.from, venue.surround)).toBe(true);
			expect(inside(a.to, venue.surround)).toBe(true);
		}
		for (const id of [s.penalty, ...(s.others ?? []), ...(s.sanctions ?? [])]) if (id !== null) expect(isPenaltyId(s.venue, id), id).toBe(true);
		for (const id of s.sanctions ?? []) expect(['7', '8', '9', '10']).toContain(id);
		// something to draw: the foul, the people, or the penalty
		expect(s.foul !== undefined || (s.people?.length ?? 0) > 0 || s.penalty !== null).toBe(true);
		if (s.penalty !== null) {
			const setup = computeSetup({ venue, penalty: s.penalty, foul: s.foul ?? null, options: s.options });
			expect(setup.placement, 'the drawn penalty places the ball').toBe(true);
			expect(setup.ball).not.toBeNull();
			const lineup = standardLineup(setup);
			expect(lineup).toHaveLength(8);
			for (const p of lineup) expect(checkPosition(setup, { team: p.team, role: p.role }, p).legal).toBe(true);
		}
		for (const id of s.others ?? []) {
			if (['7', '8', '9', '10'].includes(id)) continue;
			expect(() => computeSetup({ venue, penalty: id, foul: s.foul ?? null })).not.toThrow();
		}
	});

	it('the penalties named are the ones the example text names (6.a/6.b re-hits explained in the caption)', () => {
		for (const s of scenarios) {
			const text = examples.find((e) => e.id === s.exampleRef)!.en;
			for (const id of [s.penalty, ...(s.others ?? []), ...(s.sanctions ?? [])]) {
				if (id === null) continue;
				if (/^6[a-d]$/.test(id)) {
					expect(text, s.id).toMatch(/re-hit|Penalty 5\.a/);
					expect(scenarioCaption(s.id, 'en'), s.id).toContain(`Penalty ${id[0]}.${id[1]}`);
					expect(scenarioCaption(s.id, 'fr'), s.id).toContain(`Pénalité ${id[0]}.${id[1]}`);
					expect(scenarioCaption(s.id, 'es'), s.id).toContain(`Penal ${id[0]}.${id[1]}`);
					continue;
				}
				const label = id.replace(/^(\d)([ab])$/, '$1.$2');
				const mentioned = text.includes(`Penalty ${label}`) || text.includes(`No. ${label}`) || new RegExp(`Penalty (\\d+, )*${label.replace('.', '\\.')}\\b|Penalty \\d( or|,) (\\d or )?${label}\\b|or No\\. ${label}|Penalty \\d+, \\d+ or ${label}`).test(text) || (label === '5.b' && /center|mid field/.test(text));
				expect(mentioned, `${s.id}: ${id}`).toBe(true);
			}
		}
	});

	it('the foul spots agree with how the selector reads the same examples (location on the field)', () => {
		for (const g of GUIDE_EXAMPLES) {
			if (g.variant || !g.factors.location) continue;
			const s = scenarios.find((x) => x.exampleRef === g.exampleId);
			if (!s?.foul) continue;
			expect(locationOf(s.foul.x, getVenue(s.venue)), g.exampleId).toBe(g.factors.location);
		}
	});

	it('the arena designated defender stands where each example says: properly placed, or closer than 10 yards from the goal edge', () => {
		const venue = getVenue('arena');
		for (const s of scenarios.filter((x) => x.exampleRef.startsWith('arena9-exec-designated-defender'))) {
			const dd = s.people!.find((p) => p.label === 'Red No. 3')!;
			const setup = computeSetup({ venue, penalty: '3' });
			const legal = checkPosition(setup, { team: 'fouling', role: 'designated-defender' }, dd.at).legal;
			const text = examples.find((e) => e.id === s.exampleRef)!.en;
			expect(legal, s.id).toBe(!text.includes('not properly positioned'));
		}
	});

	it('every scenario and no-diagram example has a title and a caption or reason in each language, naming the same penalties', () => {
		const penalties = (t: string) => [...t.matchAll(/(?:Penalty|Pénalité|Penal) (\d+(?:\.[ab])?)/g)].map((x) => x[1]).sort();
		for (const s of scenarios) {
			const en = scenarioCaption(s.id, 'en');
			for (const locale of ['fr', 'es'] as const) {
				expect(scenarioTitle(s.id, locale), s.id).not.toBe(scenarioTitle(s.id, 'en'));
				expect(penalties(scenarioCaption(s.id, locale)), `${s.id} ${locale}`).toEqual(penalties(en));
			}
		}
		for (const n of NO_DIAGRAM) for (const locale of ['en', 'fr', 'es'] as const) expect(noDiagramTitle(n.exampleRef, locale).length).toBeGreaterThan(5);
	});

	it('player labels use the rulebook translation’s team names', () => {
		expect(personLabel('Red #2', 'fr')).toBe('Rouge #2');
		expect(personLabel('Red No. 3', 'fr')).toBe('Rouge n° 3');
		expect(personLabel('Blue No. 1', 'es')).toBe('Azul No. 1');
		expect(personLabel('Blue', 'es')).toBe('Azul');
		expect(personLabel('White #3', 'en')).toBe('White #3');
		// the same names as the translated example text
		for (const s of scenarios) {
			const ex = examples.find((e) => e.id === s.exampleRef)!;
			for (const p of s.people ?? []) {
				const team = p.label.split(' ')[0]!;
				if (!ex.en.includes(team)) continue;
				expect(ex.fr, `${s.id} ${p.label}`).toContain(personLabel(team, 'fr'));
				expect(ex.es, `${s.id} ${p.label}`).toContain(personLabel(team, 'es'));
			}
		}
	});
});
