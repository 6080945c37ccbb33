/*
 * The animation's words in French and Spanish (text.ts, labels.ts): for every penalty that lines up and
 * each of its outcomes, every phase caption and every annotation is worded, with no English and no
 * placeholder left; English is the timeline's own, and the lines follow the timeline's order.
 */
import { describe, expect, it } from 'vitest';
import { computeSetup, getVenue, penaltyIds, standardLineup, type VenueKind } from '$lib/geometry';
import { framesFor, variantsFor } from './index';
import { phaseLabel, variantLabel } from './labels';
import { annotationWords, phaseCaption } from './text';

const ENGLISH = /\b(the|from|rides|goes|takes|must|yd from|Whistle|Play:|fouls)\b/;

describe('animation words', () => {
	for (const kind of ['field', 'arena'] as VenueKind[]) {
		it(`${kind}: captions, labels and annotations of every outcome, in every language`, () => {
			for (const id of penaltyIds(kind)) {
				const setup = computeSetup({ venue: getVenue(kind), penalty: id });
				if (!setup.placement) continue;
				// From a scramble, and from a setup with one player in a wrong place (annotated moves).
				const lineup = standardLineup(setup);
				const start = Object.fromEntries(lineup.map((p) => [`${p.team}-${p.number}`, { x: p.x, y: p.y }]));
				const red1 = lineup.find((p) => p.team === 'fouling' && p.number === 1)!;
				start['fouling-1'] = { x: setup.ball!.x + (kind === 'field' ? 4 : 1), y: setup.ball!.y + 1 };
				expect(red1).toBeDefined();
				for (const v of variantsFor(setup)) {
					for (const opts of [{ variant: v.id }, { variant: v.id, start }]) {
						const frames = framesFor(setup, opts);
						expect(annotationWords(setup, frames, 'en')).toEqual(frames.annotations.map((a) => ({ text: a.text, detail: a.detail })));
						for (const locale of ['fr', 'es'] as const) {
							const what = `${kind} ${id} ${v.id} ${locale}`;
							expect(variantLabel(v, locale), what).not.toBe(variantLabel(v, 'en'));
							for (const phase of frames.phases) {
								expect(phaseCaption(setup, frames, phase, 'en')).toBe(phase.caption);
								const c = phaseCaption(setup, frames, phase, locale);
								expect(c, `${what} ${phase.id}: ${c}`).not.toMatch(ENGLISH);
								expect(c).not.toMatch(/[{}]/);
								expect(phaseLabel(phase, locale)).not.toBe(phase.label);
							}
							const words = annotationWords(setup, frames, locale);
							expect(words).toHaveLength(frames.annotations.length);
							words.forEach((w, i) => {
								const a = frames.annotations[i]!;
								expect(w.text, `${what}: ${w.text}`).not.toMatch(ENGLISH);
								expect(w.text).not.toBe(a.text);
								expect(Boolean(w.detail)).toBe(Boolean(a.detail));
								if (w.detail) expect(w.detail).not.toMatch(ENGLISH);
								// The actor's number is kept.
								expect(w.text).toContain(a.text.match(/\b[1-4]\b/)?.[0] ?? '');
							});
						}
					}
				}
			}
		});
	}
});
