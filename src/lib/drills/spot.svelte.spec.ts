import { describe, expect, it } from 'vitest';
import { memoryStore } from './scores';
import { SpotDrill } from './spot.svelte';
import { generateDrill, MIN_GAP, scoreAnswer } from './spotTheFault';

function drill(query: string, phone = false) {
	const store = memoryStore();
	const d = new SpotDrill({ locale: 'en', store: () => store, now: () => 5, fresh: () => 'fresh1' });
	d.load(new URLSearchParams(query), phone);
	return { d, store };
}

/** The first seed of a family whose drill has at least `n` offenders. */
function seedWith(n: number): string {
	for (let i = 0; ; i++) if (generateDrill(`spotunit${i}`).offenders.length >= n) return `spotunit${i}`;
}

describe('SpotDrill', () => {
	it('load: the seed’s drill, nothing marked; a hostile seed gets a notice and a fresh one', () => {
		const seed = seedWith(1);
		const { d } = drill(`seed=${seed}`);
		expect(d.drill.players).toEqual(generateDrill(seed).players);
		expect(d.marked).toEqual([]);
		expect(d.search).toBe(`?seed=${seed}`);
		const bad = drill('seed=%3Cscript%3E&venue=moon').d;
		expect(bad.ref.seed).toBe('fresh1');
		expect(bad.notices).toHaveLength(2);
	});

	it.each([
		['on the player', 0, true],
		['a fingertip away', 23, true],
		['beyond a fingertip', 40, false]
	])('pick %s (%d px at 1 px a yard… or the drill’s gap)', (_, px, hits) => {
		const { d } = drill(`seed=${seedWith(1)}`);
		// Alone on the right of everyone: nobody else is nearer to the tap.
		const p = [...d.drill.players].sort((a, b) => b.x - a.x)[0]!;
		const ppy = 1;
		d.pick({ x: p.x + Math.max(px, 0), y: p.y }, ppy);
		const reach = Math.max(MIN_GAP, 24 / ppy);
		expect(d.marked.includes(p.key)).toBe(hits && px <= reach);
		d.unpick();
		expect(d.marked).toEqual([]);
	});

	it('toggle and check: the score scoreAnswer gives, the flags, one round kept; no more marking once checked', () => {
		const seed = seedWith(2);
		const { d, store } = drill(`seed=${seed}`);
		const [a, b] = d.drill.offenders;
		d.toggle(a!);
		d.toggle(b!);
		d.toggle(b!);
		expect(d.flags).toEqual({ [a!]: 'marked' });
		d.check();
		expect(d.result).toEqual(scoreAnswer(d.drill, [a!]));
		expect(d.flags[a!]).toBe('correct');
		expect(d.flags[b!]).toBe('missed');
		expect(d.summary).toContain(`${d.result!.score}%`);
		d.toggle(b!);
		expect(d.marked).toEqual([a]);
		expect(JSON.parse([...store.data.values()][0]!).entries).toEqual([expect.objectContaining({ drill: 'spot', score: d.result!.score, at: 5 })]);
		expect(d.legalSpots.map((s) => s.key)).toEqual(d.drill.offenders);
	});

	it('the close-up holds every player; the whole venue on demand', () => {
		const { d } = drill(`seed=${seedWith(0)}`, true);
		for (const p of d.drill.players) expect(p.x >= d.area.minX && p.x <= d.area.maxX && p.y >= d.area.minY && p.y <= d.area.maxY).toBe(true);
		d.whole = true;
		expect(d.area.maxX - d.area.minX).toBeGreaterThan(d.setup.venue.length);
	});
});
