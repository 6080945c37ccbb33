import { describe, expect, it } from 'vitest';
import { scenarios } from '$lib/scenarios/scenarios';
import { decodeDeck } from './codec';
import { penaltySlide, scenarioSearch, scenarioSlide, slideColours, slideDraws, slideNames, slideQuery, slideScenario, slideSearch } from './slide';

describe('slideSearch', () => {
	it.each([
		['', ''],
		['?', ''],
		['?foul=110,78', '?foul=110,78'],
		['foul=110,78&theme=dark', '?foul=110,78'],
		['?theme=contrast&zoom=1', ''],
		['?foul=150,60&pos=fouling-1:12.5,-3&view=110,70,60&variant=goal&t=5.2', '?foul=150,60&pos=fouling-1:12.5,-3&view=110,70,60&variant=goal&t=5.2']
	])('%s -> %s', (given, want) => {
		expect(slideSearch(given)).toBe(want);
	});
});

describe('penaltySlide', () => {
	it('keeps the page query without its theme, no title or notes', () => {
		const s = penaltySlide('field', '5a', '?foul=110,78&theme=dark', 'k1');
		expect(s).toEqual({ key: 'k1', venue: 'field', penalty: '5a', scenario: null, search: '?foul=110,78', title: '', notes: '' });
		expect(slideDraws(s)).toBe(true);
		expect(slideColours(s)).toEqual({ fouling: 'red', fouled: 'blue' });
		expect(slideNames(s, 'en')).toBeUndefined();
	});
});

describe('scenarioSlide', () => {
	it('is undefined for an unknown scenario', () => {
		expect(scenarioSlide('no-such-scenario')).toBeUndefined();
	});
	it.each(scenarios.map((s) => [s.id, s] as const))('%s: the scenario venue, penalty, foul and options', (id, sc) => {
		const s = scenarioSlide(id, '', 'k')!;
		expect(s.venue).toBe(sc.venue);
		expect(s.penalty).toBe(sc.penalty);
		const q = slideQuery(s);
		expect(`?${q.toString().replace(/%2C/g, ',')}`.replace(/^\?$/, '')).toBe(scenarioSearch(sc));
		expect(slideDraws(s)).toBe(sc.penalty !== null);
		const colours = slideColours(s);
		expect(colours.fouling === 'blue').toBe(sc.teams.fouling === 'Blue' || sc.teams.fouled === 'Red');
		expect(slideNames(s, 'fr')).toBeDefined();
	});
	it("the user's own query replaces the scenario's value for the same key", () => {
		const sc = scenarios.find((s) => s.foul)!;
		const s = scenarioSlide(sc.id, '?foul=1,2&view=50,0,40', 'k')!;
		const q = slideQuery(s);
		expect(q.get('foul')).toBe('1,2');
		expect(q.getAll('foul')).toHaveLength(1);
		expect(q.get('view')).toBe('50,0,40');
	});
});

describe('a worked example from an old shared link', () => {
	const code = async (rows: unknown[]) => {
		const json = new TextEncoder().encode(JSON.stringify(rows));
		const packed = new Uint8Array(await new Response(new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
		return 'A' + Buffer.from(packed).toString('base64url');
	};

	it('decodes (format A) to a slide that shows its scenario: the example, its situation, its penalty', async () => {
		const sc = scenarios.find((s) => s.penalty !== null && (s.people?.length ?? 0) > 0)!;
		const r = await decodeDeck(await code(['Old deck', [`${sc.venue === 'field' ? 'f' : 'a'}${sc.penalty}`, sc.id]]));
		expect(r.ok).toBe(true);
		const slide = r.ok ? r.deck.slides[0]! : null;
		expect(slide && slideScenario(slide)?.id).toBe(sc.id);
		expect(slide && slideDraws(slide)).toBe(true);
	});

	it('keeps a slide whose example this site does not know: its penalty is drawn, the scenario is undefined (the clinic leaves it out with a notice: clinic/own.ts presentable)', async () => {
		const r = await decodeDeck(await code(['Old deck', ['f2', 'no-such-example']]));
		expect(r.ok).toBe(true);
		const slide = r.ok ? r.deck.slides[0]! : null;
		expect(slide?.scenario).toBe('no-such-example');
		expect(slide && slideScenario(slide)).toBeUndefined();
		expect(slide && slideDraws(slide)).toBe(true);
	});
});
