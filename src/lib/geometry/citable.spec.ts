/*
 * citableIds: a page carries the texts of the sentences its penalty can cite (citable.ts). The
 * geometry is run over every option, a grid of foul spots and both arena sizes, every outcome and
 * every animation variant; everything it cites must be in the page's list, and every reading it
 * gives in citableReadings.
 */
import { describe, expect, it } from 'vitest';
import { framesFor, variantsFor } from '$lib/animation/frames';
import { afterHit, outcomeSetup } from './after';
import { citableIds, citableReadings } from './citable';
import { ARENA, FIELD, RULE35_5A, VENUE_BOUNDS } from './citations';
import { penaltyIds } from './penalties';
import { SENTENCES } from './sentences';
import { setupsOf } from './test-cases';
import type { Citation } from './types';

/** Every citation found anywhere in `o` (a setup, an outcome, frames). */
function citationsIn(o: unknown, out: Citation[] = [], seen = new Set<unknown>()): Citation[] {
	if (!o || typeof o !== 'object' || seen.has(o)) return out;
	seen.add(o);
	const r = o as Record<string, unknown>;
	if (typeof r.id === 'string' && typeof r.ref === 'string' && typeof r.rule === 'string') out.push(r as unknown as Citation);
	for (const v of Object.values(r)) citationsIn(v, out, seen);
	return out;
}

describe('citableIds', () => {
	it.each((['field', 'arena'] as const).flatMap((kind) => penaltyIds(kind).map((id) => [kind, id] as const)))('%s %s: every sentence its setups, outcomes and animations cite is listed', (kind, id) => {
		const ids = new Set<string>(citableIds(kind, id));
		const readings = new Set<string>(citableReadings(kind, id));
		const setups = setupsOf(kind, id);
		expect(setups.length).toBeGreaterThan(0);
		const cited: Citation[] = [];
		setups.forEach((s, i) => {
			citationsIn(s, cited);
			for (const a of afterHit(s)) citationsIn([a, outcomeSetup(s, a.id)], cited);
			// The animation of the default spot and of some others (each costs a timeline).
			if (i % 9 === 0) for (const v of variantsFor(s)) citationsIn(framesFor(s, { variant: v.id }), cited);
		});
		for (const c of cited) {
			expect(ids.has(c.id), `${kind} ${id} cites ${c.id}`).toBe(true);
			if (c.readingId) expect(readings.has(c.readingId), `${kind} ${id} reads ${c.id} as ${c.readingId}`).toBe(true);
		}
	});

	it('lists only sentences that exist, once each', () => {
		for (const kind of ['field', 'arena'] as const)
			for (const id of penaltyIds(kind)) {
				const ids = citableIds(kind, id);
				expect(new Set(ids).size).toBe(ids.length);
				for (const c of ids) expect(SENTENCES[c].length, c).toBeGreaterThan(10);
			}
	});

	it('gives a penalty its own sentences, not another venue\'s', () => {
		expect(citableIds('field', '5a')).toEqual(['field.p5aBall', 'field.p5aDistance', 'field.p5aFouled', 'rule35.p5a', 'venue.field']);
		expect(citableIds('field', '9')).toEqual(['field.p9Both', 'field.p9']);
		expect(citableIds('arena', '4').every((c) => c.startsWith('arena.') || c === 'venue.arena')).toBe(true);
		expect(citableIds('arena', '7')).not.toContain('venue.arena');
	});
});

describe('the sentence table', () => {
	it('has a sentence for every citation the geometry makes, and no other', () => {
		const all = [...Object.values(FIELD), RULE35_5A, ...Object.values(ARENA), ...Object.values(VENUE_BOUNDS)];
		expect(Object.keys(SENTENCES).sort()).toEqual(all.map((c) => c.id).sort());
	});
});
