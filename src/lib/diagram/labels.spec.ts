import { describe, expect, it } from 'vitest';
import { getVenue } from '$lib/geometry';
import { marginsFor, textWidth } from './frame';
import { boxesOverlap, foulGlyphOffset, foulLabelAt, venueLabels } from './labels';
import { diagramWords } from './words';

function overlap(a: { x: number; y: number; text: string; rotate: number }, b: typeof a, font: number) {
	const box = (l: typeof a) => {
		const w = textWidth(l.text, font);
		return l.rotate ? { x: l.x, y: l.y, w: font, h: w } : { x: l.x, y: l.y, w, h: font };
	};
	const p = box(a);
	const q = box(b);
	return Math.abs(p.x - q.x) * 2 < p.w + q.w && Math.abs(p.y - q.y) * 2 < p.h + q.h;
}

describe('venueLabels', () => {
	for (const kind of ['field', 'arena'] as const) {
		for (const font of [1.5, 5, 14]) {
			it(`${kind}, font ${font} yd: no two labels overlap`, () => {
				const venue = getVenue(kind);
				const l = venueLabels(venue, venue.surround, font);
				const all = [...l.labels, ...l.dimensions.map((d) => d.label)];
				for (let i = 0; i < all.length; i++) for (let j = i + 1; j < all.length; j++) expect(overlap(all[i]!, all[j]!, font), `${all[i]!.text} / ${all[j]!.text}`).toBe(false);
				expect(l.rows).toBeGreaterThan(0);
				expect(l.rows).toBeLessThanOrEqual(2);
			});
		}
	}

	it('labels every field line with its distance when there is room', () => {
		const venue = getVenue('field');
		const texts = venueLabels(venue, venue.surround, 5).labels.map((l) => l.text);
		for (const d of venue.spec.kind === 'field' ? venue.spec.lineDistances : []) expect(texts.filter((t) => t === `${d} yd`).length).toBe(2);
		expect(texts).toContain('centre');
	});

	it('labels the arena spots and the length and width', () => {
		const venue = getVenue('arena');
		const l = venueLabels(venue, venue.surround, 1.4);
		expect(l.labels.map((x) => x.text)).toEqual(expect.arrayContaining(['centre', '15 yd', '25 yd']));
		expect(l.dimensions.map((d) => d.label.text)).toEqual(['length 100 yd', 'width 50 yd']);
	});

	it('leaves the length out when only part of the venue is drawn', () => {
		const venue = getVenue('field');
		const l = venueLabels(venue, { minX: -30, maxX: 80, minY: -40, maxY: 40 }, 2);
		expect(l.dimensions).toEqual([]);
	});
});

describe('labels stay inside the viewBox', () => {
	it('line and spot labels near the side of a zoomed view are shifted inward, ticks still on the line', () => {
		for (const kind of ['field', 'arena'] as const) {
			const venue = getVenue(kind);
			for (const font of [1.2, 3, 6]) {
				for (let minX = venue.surround.minX; minX < venue.length; minX += 7) {
					const area = { minX, maxX: minX + 40, minY: -20, maxY: 20 };
					const m = marginsFor(font, true);
					const l = venueLabels(venue, area, font);
					for (const lb of l.labels) {
						const w = textWidth(lb.text, lb.kind === 'goal' || lb.kind === 'zone' ? font * 0.85 : font);
						expect(lb.x - w / 2, `${kind} ${minX} ${lb.text}`).toBeGreaterThanOrEqual(area.minX - m.left - 1e-9);
						expect(lb.x + w / 2, `${kind} ${minX} ${lb.text}`).toBeLessThanOrEqual(area.maxX + m.right + 1e-9);
					}
					for (const t of l.ticks) {
						expect(t.x1).toBeGreaterThanOrEqual(area.minX - 1e-9);
						expect(t.x1).toBeLessThanOrEqual(area.maxX + 1e-9);
					}
				}
			}
		}
	});

	it('labels in French and Spanish', () => {
		const venue = getVenue('field');
		const fr = venueLabels(venue, venue.surround, 3, 2, diagramWords('fr'));
		expect(fr.labels.map((l) => l.text)).toEqual(expect.arrayContaining(['ligne centrale', '30\u202fyd', 'but 8\u202fyd', 'zone de sécurité 10\u202fyd']));
		expect(fr.dimensions.map((d) => d.label.text)).toEqual(['longueur 300\u202fyd', 'largeur 160\u202fyd']);
		const es = venueLabels(getVenue('arena'), getVenue('arena').surround, 1.4, 2, diagramWords('es'));
		expect(es.labels.map((l) => l.text)).toEqual(expect.arrayContaining(['punto central', '15\u00a0yd']));
		expect(es.dimensions.map((d) => d.label.text)).toEqual(['largo 100\u00a0yd', 'ancho 50\u00a0yd']);
		expect(diagramWords('es').ruleLine('30-yard line')).toBe('línea de 30 yardas');
		expect(diagramWords('fr').ruleLine('back line')).toBe('ligne de fond');
		expect(diagramWords('fr').ruleLine('the point of the hit')).toBe('le point de frappe');
		expect(diagramWords('en').ruleLine('30-yard line')).toBe('30-yard line');
		expect(diagramWords('fr').foulLabel('foul')).toBe('faute');
		expect(diagramWords('fr').foulLabel('Foul by Red 2')).toBe('Foul by Red 2');
		expect(diagramWords('es').player('fouling', 3, 'designated-defender')).toBe('Equipo infractor, jugador 3 (defensor designado)');
		expect(diagramWords('en').playerAt(diagramWords('en').player('fouled', 1, 'hitter'), '12.5', '-3')).toBe('Fouled team, player 1 (hitter): 12.5, -3 yd');
	});
});

describe('the foul mark', () => {
	const area = { minX: 0, maxX: 100, minY: -50, maxY: 50 };

	it('its label keeps clear of the venue labels, the ball and the area edge', () => {
		const reserved = [{ x: 40, y: -46, w: 8, h: 3 }];
		const p = foulLabelAt({ at: { x: 40, y: 44 }, away: { x: 40, y: 38 }, width: 6, font: 2.4, glyph: 1, area, reserved })!;
		expect(p).not.toBeNull();
		const box = { x: 40 + p.x, y: -44 + p.y, w: 6, h: 2.4 };
		expect(boxesOverlap(box, reserved[0]!)).toBe(false);
		expect(-box.y + 1.2).toBeLessThan(area.maxY);
		// Away from the ball when there is room: the ball is below, the label goes above.
		const q = foulLabelAt({ at: { x: 50, y: 0 }, away: { x: 50, y: -3 }, width: 6, font: 2.4, glyph: 1, area })!;
		expect(q.y).toBeLessThan(0);
		expect(foulLabelAt({ at: { x: 50, y: 0 }, away: null, width: 200, font: 2.4, glyph: 1, area })).toBeNull();
	});

	it('its cross is drawn clear of the ball, the spot stays', () => {
		expect(foulGlyphOffset({ x: 10, y: 0 }, { x: 0, y: 0 }, 3)).toEqual({ x: 0, y: 0 });
		const o = foulGlyphOffset({ x: 11, y: 0 }, { x: 10, y: 0 }, 3);
		expect(o.x).toBeCloseTo(2);
		expect(o.y).toBeCloseTo(0);
		const s = foulGlyphOffset({ x: 10, y: 0 }, { x: 10, y: 0 }, 3);
		expect(Math.hypot(s.x, s.y)).toBeCloseTo(3);
		expect(foulGlyphOffset({ x: 10, y: 0 }, null, 3)).toEqual({ x: 0, y: 0 });
	});

	it.each([
		['a player on the spot', { x: 10, y: 0 }, [{ x: 10, y: 0 }]],
		['a player beside it, the ball on the other side', { x: 11, y: 0 }, [{ x: 12, y: 0.5 }]],
		['players all round', { x: 20, y: 0 }, [{ x: 22, y: 0 }, { x: 18, y: 0 }, { x: 20, y: 2 }, { x: 20, y: -2 }]]
	])('its cross is drawn clear of the players too: %s', (_, foul, players) => {
		const o = foulGlyphOffset(foul, { x: 10, y: 0 }, 3, players, 2.5);
		const at = { x: foul.x + o.x, y: foul.y + o.y };
		expect(Math.hypot(at.x - 10, at.y)).toBeGreaterThanOrEqual(3 - 1e-9);
		for (const p of players) expect(Math.hypot(at.x - p.x, at.y - p.y)).toBeGreaterThanOrEqual(2.5 - 1e-9);
		expect(Math.hypot(o.x, o.y)).toBeLessThan(12);
	});
});
