import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { penaltyIds } from '$lib/geometry';
import { scenarios } from '$lib/scenarios/scenarios';
import { decodeDeck, encodeDeck, MAX_CODE } from './codec';
import { DECK_LIMITS, type DeckSlide, type DeckState } from './types';

const bare = (d: DeckState) => ({ title: d.title, slides: d.slides.map(({ key: _key, ...rest }) => rest) });

/** A clinic's 30 slides as a user makes them: each with a foul spot, a moved player, a view, and a title. */
function clinicDeck(n = 30): DeckState {
	const field = penaltyIds('field');
	const arena = penaltyIds('arena');
	const slides: DeckSlide[] = [];
	for (let i = 0; i < n; i++) {
		const k = i % 3;
		const x = 40 + ((i * 37) % 200) + 0.5;
		const y = ((i * 23) % 70) - 35 + 0.3;
		if (k === 2) {
			const sc = scenarios[i % scenarios.length]!;
			slides.push({ key: `s${i}`, venue: sc.venue, penalty: sc.penalty, scenario: sc.id, search: `?view=${x},${y},60`, title: `Worked example ${i + 1}`, notes: '' });
		} else {
			const venue = k === 0 ? 'field' : 'arena';
			const ids = venue === 'field' ? field : arena;
			const px = venue === 'field' ? x : x / 3;
			slides.push({
				key: `s${i}`,
				venue,
				penalty: ids[i % ids.length]!,
				scenario: null,
				search: `?foul=${px},${y / 2}&pos=r${(i % 4) + 1}:${px - 12.4},${(y / 3).toFixed(1)}&view=${px},0,${venue === 'field' ? 120 : 45}`,
				title: `Slide ${i + 1}: set up ${i % 2 ? 'wrongly' : 'right'}`,
				notes: ''
			});
		}
	}
	return { title: 'Umpire clinic, spring', slides };
}

describe('encodeDeck', () => {
	it('a 30-slide clinic deck fits in 2,000 characters of a link', async () => {
		const deck = clinicDeck(30);
		const code = await encodeDeck(deck);
		console.info(`30-slide deck: ${code.length} characters (JSON ${JSON.stringify(deck).length})`);
		expect(code.length).toBeLessThanOrEqual(2000 - '/deck?d='.length - 40);
		expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
	});

	it('a deck of one slide is a short code', async () => {
		const code = await encodeDeck({ title: '', slides: [{ key: 'k', venue: 'field', penalty: '2', scenario: null, search: '', title: '', notes: '' }] });
		expect(code.length).toBeLessThan(20);
		expect((await decodeDeck(code)).ok).toBe(true);
	});
});

const slideArb = fc
	.record({
		venue: fc.constantFrom('field' as const, 'arena' as const),
		penalty: fc.option(fc.stringMatching(/^[0-9][a-z]?$/), { nil: null }),
		scenario: fc.option(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/), { nil: null }),
		search: fc.oneof(fc.constant(''), fc.string({ minLength: 1, maxLength: 80, unit: 'binary' }).map((s) => `?${s}`)),
		title: fc.string({ maxLength: 60, unit: 'binary' }),
		notes: fc.string({ maxLength: 200, unit: 'binary' })
	})
	.filter((s) => s.penalty !== null || s.scenario !== null);

describe('decodeDeck', () => {
	it('gives back every deck encodeDeck wrote (fast-check round trip)', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ maxLength: 40, unit: 'binary' }), fc.array(slideArb, { maxLength: 12 }), async (title, raw) => {
				const deck: DeckState = { title, slides: raw.map((s, i) => ({ key: `k${i}`, ...s })) };
				const r = await decodeDeck(await encodeDeck(deck));
				expect(r.ok).toBe(true);
				if (!r.ok) return;
				expect(bare(r.deck)).toEqual(bare(deck));
				expect(r.dropped).toBe(0);
				expect(new Set(r.deck.slides.map((s) => s.key)).size).toBe(deck.slides.length);
			}),
			{ numRuns: 200 }
		);
	});

	it('never throws on any string, and says corrupt or version (fast-check)', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ maxLength: 300 }), async (code) => {
				const r = await decodeDeck(code);
				if (!r.ok) expect(['corrupt', 'version']).toContain(r.reason);
			}),
			{ numRuns: 300 }
		);
	});

	it('says a good code cut short or with a character changed is damaged, never another deck (every place, every kind of character)', async () => {
		const deck = clinicDeck(8);
		const good = await encodeDeck(deck);
		expect(good[0]).toBe('C');
		// Every cut and every change, not a sample: a deck that decodes wrongly must not depend on luck.
		for (let at = 0; at < good.length; at++) {
			expect(await decodeDeck(good.slice(0, at)), `cut at ${at}`).toMatchObject({ ok: false });
			for (const ch of 'AZaz09-_') {
				const edited = await decodeDeck(good.slice(0, at) + ch + good.slice(at + 1));
				// The same character, or one whose changed bits are base64's padding: the same deck.
				if (edited.ok) expect(bare(edited.deck), `${ch} at ${at}`).toEqual(bare(deck));
			}
		}
	});

	it('still opens links written before the checksum (raw deflate, version A)', async () => {
		const deck = clinicDeck(3);
		const json = new TextEncoder().encode(JSON.stringify([deck.title, ...deck.slides.map((s) => [`${s.venue[0]}${s.penalty ?? ''}`, s.scenario ?? '', s.search.slice(1), s.title])]));
		const packed = new Uint8Array(await new Response(new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
		const r = await decodeDeck('A' + Buffer.from(packed).toString('base64url'));
		expect(r.ok && bare(r.deck)).toEqual(bare(deck));
	});

	it.each([
		['', 'corrupt'],
		['A', 'corrupt'],
		['A!!!', 'corrupt'],
		['Zabc', 'version'],
		['AAAAA', 'corrupt'],
		['B' + Buffer.from('{"title":1}').toString('base64url'), 'corrupt'],
		['B' + Buffer.from('["t",["x5a"]]').toString('base64url'), null],
		['A'.padEnd(MAX_CODE + 1, 'A'), 'corrupt']
	])('%s -> %s', async (code, reason) => {
		const r = await decodeDeck(code);
		if (reason === null) {
			// A row that is not a slide is dropped, and said so.
			expect(r).toMatchObject({ ok: true, dropped: 1 });
		} else expect(r).toMatchObject({ ok: false, reason });
	});

	it('keeps at most DECK_LIMITS.slides slides and counts the rest', async () => {
		const many: DeckState = { title: '', slides: Array.from({ length: DECK_LIMITS.slides + 5 }, (_, i) => ({ key: `k${i}`, venue: 'field' as const, penalty: '2', scenario: null, search: '', title: '', notes: '' })) };
		const r = await decodeDeck(await encodeDeck(many));
		expect(r).toMatchObject({ ok: true, dropped: 5 });
		if (r.ok) expect(r.deck.slides).toHaveLength(DECK_LIMITS.slides);
	});

	it('a bomb (a short code unpacking to megabytes) is corrupt, not a frozen page', async () => {
		const huge = new TextEncoder().encode(`["${'x'.repeat(2_000_000)}"]`);
		const packed = new Uint8Array(await new Response(new Blob([huge]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
		const code = 'A' + Buffer.from(packed).toString('base64url');
		expect(code.length).toBeLessThan(MAX_CODE);
		expect(await decodeDeck(code)).toEqual({ ok: false, reason: 'corrupt' });
	});
});
