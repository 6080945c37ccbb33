import { describe, expect, it } from 'vitest';
import { getVenue } from '$lib/geometry';
import { ARROW_KEYS, scenarios } from './list';
import { arrowWords, hasSituation, situationOf, situationPoints, zoomOn } from './situation';

describe('situationOf', () => {
	it.each(['en', 'fr', 'es'] as const)('words every player and movement in %s, keeps where the example puts them', (locale) => {
		for (const s of scenarios) {
			const sit = situationOf(s, locale);
			expect(sit.people.map((p) => p.at)).toEqual((s.people ?? []).map((p) => p.at));
			expect(sit.arrows.map((a) => a.label)).toEqual((s.arrows ?? []).map((a) => arrowWords(a.label, locale)));
			expect(sit.arrows.every((a, i) => a.label.length > 0 && a.label !== s.arrows![i]!.label)).toBe(true);
			expect(sit.foul).toEqual(s.foul ?? null);
			expect(sit.foulText.length).toBeGreaterThan(0);
		}
	});
	it('words each movement differently in French and English', () => {
		for (const k of ARROW_KEYS) expect(arrowWords(k, 'fr')).not.toBe(arrowWords(k, 'en'));
	});
});

describe('zoomOn', () => {
	it('shows every point the situation draws, inside the venue and its surround', () => {
		for (const s of scenarios.filter(hasSituation)) {
			const v = getVenue(s.venue);
			const a = zoomOn(v, situationPoints(s), 1000)!;
			for (const p of situationPoints(s)) {
				expect(p.x).toBeGreaterThanOrEqual(a.minX);
				expect(p.x).toBeLessThanOrEqual(a.maxX);
				expect(p.y).toBeGreaterThanOrEqual(a.minY);
				expect(p.y).toBeLessThanOrEqual(a.maxY);
			}
		}
	});
	it('is null with nothing to show, and closer on a phone', () => {
		const v = getVenue('field');
		expect(zoomOn(v, [])).toBeNull();
		const p = [{ x: 150, y: 0 }];
		expect(zoomOn(v, p, 390)!.maxX - zoomOn(v, p, 390)!.minX).toBeLessThan(zoomOn(v, p, 1000)!.maxX - zoomOn(v, p, 1000)!.minX);
	});
});
