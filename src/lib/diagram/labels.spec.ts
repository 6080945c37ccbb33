import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getVenue, type LineLandmark } from '$lib/geometry';
import type { Locale } from '$lib/paraglide/runtime';
import { marginsFor, textWidth } from './frame';
import { boxesOverlap, boxGap, drawnAt, firstClear, FOUL_LABEL_GAP_PX, foulCrossBox, foulDrawn, foulLabelAt, foulMark, type MarkerAt, markerBoxes, markersAtRest, restingBoxes, rowY, venueLabels } from './labels';
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
		expect(diagramWords('fr').foulLabel('foul')).toBe('faute');
		expect(diagramWords('fr').foulLabel({ text: 'Foul by Red 2' })).toBe('Foul by Red 2');
		expect(diagramWords('es').player('fouling', 3, 'designated-defender')).toBe('Equipo infractor, jugador 3 (defensor designado)');
		expect(diagramWords('en').playerAt(diagramWords('en').player('fouled', 1, 'hitter'), 12.5, -3)).toBe('Fouled team, player 1 (hitter): 12.5, -3 yd');
	});

	it.each(['en', 'fr', 'es'] as const)('venueLabels(%s) words every label from the numbers: garbled English labels change nothing', (locale) => {
		// Were a label worded from the venue's English text ('100 yd', '15'), this would draw the garble.
		for (const venue of [getVenue('field'), getVenue('arena'), getVenue('arena', 'small'), getVenue('field', { length: 280.5, width: 150 })]) {
			const garbled = {
				...venue,
				lines: venue.lines.map((l) => ({ ...l, label: 'GARBLE' })),
				spots: venue.spots.map((s) => ({ ...s, label: 'GARBLE' })),
				dimensions: venue.dimensions.map((d) => ({ ...d, label: 'GARBLE yd' }))
			};
			const texts = (v: typeof venue) => {
				const l = venueLabels(v, v.surround, 1.4, 2, diagramWords(locale));
				return [...l.labels.map((x) => x.text), ...l.dimensions.map((d) => d.label.text)];
			};
			expect(texts(garbled)).toEqual(texts(venue));
			expect(texts(venue).join(' ')).not.toContain('GARBLE');
		}
	});
});

describe('ruleLine', () => {
	it.each([
		['en', { key: 'yard-line', yards: 30 }, '30-yard line'],
		['en', { key: 'yard-line', yards: 15 }, '15-yard line'],
		['en', { key: 'back-line' }, 'back line'],
		['en', { key: 'point-of-hit' }, 'the point of the hit'],
		['fr', { key: 'yard-line', yards: 40 }, 'ligne des 40 yards'],
		['fr', { key: 'yard-line', yards: 12.5 }, 'ligne des 12,5 yards'],
		['fr', { key: 'back-line' }, 'ligne de fond'],
		['fr', { key: 'point-of-hit' }, 'le point de frappe'],
		['es', { key: 'yard-line', yards: 30 }, 'línea de 30 yardas'],
		['es', { key: 'back-line' }, 'línea de fondo'],
		['es', { key: 'point-of-hit' }, 'el punto del tiro']
	] as const satisfies readonly (readonly [Locale, LineLandmark, string])[])('%s %o: %s', (locale, line, text) => {
		expect(diagramWords(locale).ruleLine(line)).toBe(text);
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

	/** A phone's close-up (7.5 px a yard) and a whole field on a laptop (2 px a yard). */
	const phone = { font: 14 / 7.5, player: 14 / 7.5, ball: (14 * 0.42) / 7.5, pxPerYard: 7.5 };
	const laptop = { font: 20 / 2, player: 16 / 2, ball: (16 * 0.42) / 2, pxPerYard: 2 };
	const view = { minX: -20, maxX: 320, minY: -110, maxY: 110 };

	it.each([
		['nobody near', phone, { x: 40, y: 23 }, { x: 40, y: 20 }, []],
		['the ball 3 yd away on a phone (arena 5.a)', phone, { x: 40, y: 23 }, { x: 40, y: 20 }, [{ x: 38, y: 20, team: 'fouled' as const }]],
		['the ball 4 yd away on a whole field (field 5.a at the boards)', laptop, { x: 150, y: 79 }, { x: 150, y: 75 }, [{ x: 147, y: 75, team: 'fouled' as const }]],
		['a player on the spot', phone, { x: 40, y: 23 }, null, [{ x: 40, y: 23, team: 'fouling' as const }]]
	])('foulMark, %s: its label beside the cross (within FOUL_LABEL_GAP_PX), off the markers drawn off it', (_, sizes, foul, ball, players) => {
		const markers = drawnAt(markersAtRest(players as MarkerAt[], ball, sizes, true, foul));
		const fm = foulMark({ foul, ball, text: 'foul', sizes, markers, view, reserved: [] });
		const cross = foulCrossBox(foul, sizes);
		// The markers' shapes (no air): off the cross with its air.
		const air = 2 / sizes.pxPerYard;
		for (const m of markerBoxes(markers, null, sizes)) expect(boxesOverlap({ ...m, w: m.w - 2 * air, h: m.h - 2 * air }, cross), 'a marker on the cross').toBe(false);
		expect(fm.box, 'a label').not.toBeNull();
		expect(fm.label!.x + foul.x).toBeCloseTo(fm.box!.x, 9);
		expect(boxGap(fm.box!, { ...cross, w: fm.k * 2, h: fm.k * 2 }) * sizes.pxPerYard).toBeLessThanOrEqual(FOUL_LABEL_GAP_PX + 1e-6);
		expect(boxesOverlap(fm.box!, { ...cross, w: fm.k * 2, h: fm.k * 2 })).toBe(false);
	});

	it('foulMark: a label with no place near its cross is left out, never placed far away', () => {
		// Players all round the spot, two rings deep: no place within 20 px.
		const ring = (r: number) => Array.from({ length: 12 }, (_, i) => ({ x: 40 + r * Math.cos((i * Math.PI) / 6), y: 10 + r * Math.sin((i * Math.PI) / 6), team: 'fouled' as const }));
		const markers = drawnAt(markersAtRest([...ring(3.5), ...ring(6.5)], null, phone, false, { x: 40, y: 10 }));
		const fm = foulMark({ foul: { x: 40, y: 10 }, ball: null, text: 'foul', sizes: phone, markers, view, reserved: [] });
		expect(fm.label).toBeNull();
		expect(fm.box).toBeNull();
	});

	it.each([
		['shown', { x: 10, y: 5 }, { x: 10, y: 0 }, true, { x: 10, y: 5 }],
		['not asked for', { x: 10, y: 5 }, { x: 10, y: 0 }, false, null],
		['under the ball', { x: 10, y: 0.3 }, { x: 10, y: 0 }, true, null],
		['no ball', { x: 10, y: 5 }, null, true, { x: 10, y: 5 }],
		['none', null, { x: 10, y: 0 }, true, null]
	])('foulDrawn: %s', (_, foul, ball, show, want) => {
		expect(foulDrawn(foul, ball, show)).toEqual(want);
	});

	it('the label is never over a marker, the ball or the cross, and never further than FOUL_LABEL_GAP_PX from it (fast-check)', () => {
		const pt = (x0: number, x1: number, y0: number, y1: number) => fc.record({ x: fc.double({ min: x0, max: x1, noNaN: true }), y: fc.double({ min: y0, max: y1, noNaN: true }) });
		fc.assert(
			fc.property(
				fc.array(fc.record({ at: pt(0, 100, -50, 50), team: fc.constantFrom('fouling' as const, 'fouled' as const) }), { maxLength: 8 }),
				pt(5, 95, -45, 45),
				pt(0, 100, -50, 50),
				fc.double({ min: 2, max: 25, noNaN: true }),
				fc.constantFrom('foul', 'el foul', 'franchi ici'),
				(people, foul, ball, pxPerYard, text) => {
					const sizes = { font: 14 / pxPerYard, player: 14 / pxPerYard, ball: 6 / pxPerYard, pxPerYard };
					const markers = drawnAt(markersAtRest(people.map((p) => ({ ...p.at, team: p.team })), ball, sizes, true, foul));
					const fm = foulMark({ foul, ball, text, sizes, markers, view: { minX: -10, maxX: 110, minY: -60, maxY: 60 }, reserved: [] });
					const cross = { x: foul.x, y: -foul.y, w: fm.k * 2, h: fm.k * 2 };
					if (!fm.box) return;
					for (const m of markerBoxes(markers, ball, sizes)) expect(boxesOverlap(fm.box, m)).toBe(false);
					expect(boxesOverlap(fm.box, cross)).toBe(false);
					expect(boxGap(fm.box, cross) * pxPerYard).toBeLessThanOrEqual(FOUL_LABEL_GAP_PX + 1e-6);
				}
			),
			{ numRuns: 300 }
		);
	});
});

describe('restingBoxes', () => {
	const field = getVenue('field');
	/** Field 5.a with a foul at the boards on a 1280 px laptop: the whole field, about 2 px a yard. */
	const sizes = { font: 20 / 2, player: 16 / 2, ball: (16 * 0.42) / 2, pxPerYard: 2 };
	it('holds the foul cross on its spot: a venue label under it moves or is left out', () => {
		const foul = { x: 150, y: 79 };
		const area = field.surround;
		const free = venueLabels(field, area, sizes.font, 2).labels.find((l) => l.id === 'line-150');
		const keep = restingBoxes({ players: [], ball: null, foul, spread: true }, sizes);
		expect(keep).toEqual([foulCrossBox(foul, sizes)]);
		const after = venueLabels(field, area, sizes.font, 2, diagramWords(), keep).labels.find((l) => l.id === 'line-150');
		expect(free).toBeDefined();
		if (after) expect(boxesOverlap({ x: after.x, y: after.y, w: textWidth(after.text, sizes.font), h: sizes.font * 1.2 }, keep[0]!)).toBe(false);
	});
	it('no venue label over a marker or the foul cross, wherever they stand (fast-check)', () => {
		fc.assert(
			fc.property(
				fc.array(fc.record({ x: fc.double({ min: -20, max: 320, noNaN: true }), y: fc.double({ min: -100, max: 100, noNaN: true }), team: fc.constantFrom('fouling' as const, 'fouled' as const) }), { maxLength: 8 }),
				fc.record({ x: fc.double({ min: 0, max: 300, noNaN: true }), y: fc.double({ min: -100, max: 100, noNaN: true }) }),
				fc.double({ min: 1.5, max: 12, noNaN: true }),
				(players, foul, pxPerYard) => {
					const s = { font: 16 / pxPerYard, player: 14 / pxPerYard, ball: 6 / pxPerYard, pxPerYard };
					const keep = restingBoxes({ players, ball: null, foul, spread: true }, s);
					const l = venueLabels(field, field.surround, s.font, 2, diagramWords(), keep);
					for (const x of l.labels) {
						const f = x.kind === 'goal' || x.kind === 'zone' ? s.font * 0.85 : s.font;
						const b = { x: x.x, y: x.y, w: textWidth(x.text, f), h: f * 1.2 };
						for (const k of keep) expect(boxesOverlap(b, k), x.text).toBe(false);
					}
				}
			),
			{ numRuns: 200 }
		);
	});
});

describe('firstClear', () => {
	const O = { x: 0, y: 0, w: 2, h: 2 };
	it.each([
		['nothing in the way: the first', [{ x: 10, y: 0, w: 2, h: 1 }], [O], 0, 0],
		['the first covered: the second', [{ x: 0.5, y: 0, w: 2, h: 1 }, { x: 5, y: 0, w: 2, h: 1 }], [O], 0, 1],
		['every one covered: none', [{ x: 0.5, y: 0, w: 2, h: 1 }, { x: -0.5, y: 0.5, w: 2, h: 1 }], [O], 0, -1],
		['touching edges do not overlap', [{ x: 2, y: 0, w: 2, h: 2 }], [O], 0, 0],
		['but they do with air between them', [{ x: 2, y: 0, w: 2, h: 2 }], [O], 0.1, -1],
		['no candidates: none', [], [O], 0, -1]
	])('%s', (_, cands, obstacles, gap, want) => {
		expect(firstClear(cands, obstacles, gap)).toBe(want);
	});

	it('returns the first candidate clear of every obstacle, -1 only where none is (fast-check)', () => {
		const box = fc.record({ x: fc.double({ min: -20, max: 20, noNaN: true }), y: fc.double({ min: -20, max: 20, noNaN: true }), w: fc.double({ min: 0.1, max: 8, noNaN: true }), h: fc.double({ min: 0.1, max: 8, noNaN: true }) });
		fc.assert(
			fc.property(fc.array(box, { maxLength: 12 }), fc.array(box, { maxLength: 12 }), (cands, obstacles) => {
				const i = firstClear(cands, obstacles);
				const clear = cands.map((c) => obstacles.every((o) => !boxesOverlap(c, o)));
				if (i < 0) expect(clear.some(Boolean)).toBe(false);
				else {
					expect(clear[i]).toBe(true);
					expect(clear.slice(0, i).some(Boolean)).toBe(false);
				}
			})
		);
	});
});

describe('markerBoxes', () => {
	const sizes = { player: 2, ball: 0.8, pxPerYard: 10 };
	it.each([
		['a fouled player: its circle', { x: 5, y: 3, team: 'fouled' as const, role: 'hitter' }, 2],
		['a fouling player: its diamond', { x: 5, y: 3, team: 'fouling' as const, role: 'player' }, 2.44],
		['the designated defender: its ring', { x: 5, y: 3, team: 'fouling' as const, role: 'designated-defender' }, 3.5]
	])('%s, with 2 px of air, in SVG units (y down)', (_, m, half) => {
		const [b] = markerBoxes([m], null, sizes);
		expect(b).toEqual({ x: 5, y: -3, w: expect.closeTo(2 * (half + 0.2)), h: expect.closeTo(2 * (half + 0.2)) });
	});
	it('the ball with its edge', () => {
		const b = markerBoxes([], { x: 1, y: 0 }, sizes);
		expect(b).toHaveLength(1);
		expect(b[0]!.w).toBeCloseTo(2 * (0.8 + 0.15 + 0.2));
	});
	it('markersAtRest draws the hitter off the ball, drawnAt adds the shift', () => {
		const [p] = markersAtRest([{ x: 0, y: 0, team: 'fouled' as const }], { x: 0, y: 0 }, sizes, false);
		expect(p!.shift!.x).toBeLessThan(0);
		expect(drawnAt([p!])[0]!.x).toBeCloseTo(p!.shift!.x);
	});
});

describe('venue labels keep clear of the markers', () => {
	const arena = getVenue('arena');
	const field = getVenue('field');
	/** A phone's close-up: 14 px labels and markers at about 7.5 px a yard. */
	const font = 14 / 7.5;
	const sizes = { player: 14 / 7.5, ball: (14 * 0.42) / 7.5, pxPerYard: 7.5 };
	const label = (l: ReturnType<typeof venueLabels>, id: string) => l.labels.find((x) => x.id === id);
	const inked = (l: { x: number; y: number; text: string; kind: string }) => {
		const f = l.kind === 'goal' || l.kind === 'zone' ? font * 0.85 : font;
		return { x: l.x, y: l.y, w: textWidth(l.text, f), h: f * 1.2 };
	};

	it.each([
		// Arena 5.a on a phone: a fouling player against the wall under "15 yd" and "25 yd".
		['a spot label over a player at the wall goes up a row', arena, { minX: -2, maxX: 48, minY: -5, maxY: 25 }, [{ x: 19, y: 24, team: 'fouling' as const }], 'spot-15', 'row 1'],
		['with two rows taken, it slides along its row', arena, { minX: -2, maxX: 48, minY: -5, maxY: 25 }, [{ x: 19, y: 24, team: 'fouling' as const }, { x: 19, y: 27.6, team: 'fouling' as const }], 'spot-15', 'slid'],
		// Field 5.a on a 360 px phone: the hitter at the boards, in the safety zone's strip.
		['the safety zone label moves along its strip', field, { minX: 120, maxX: 170, minY: 50, maxY: 90 }, [{ x: 160, y: 85, team: 'fouled' as const }], 'safety', 'moved']
	])('%s', (_, venue, area, markers, id, how) => {
		const free = venueLabels(venue, area, font, 2);
		const keep = markerBoxes(markers, null, sizes);
		const l = venueLabels(venue, area, font, 2, diagramWords(), keep);
		const before = label(free, id)!;
		const after = label(l, id)!;
		expect(before, 'placed without markers').toBeDefined();
		expect(after, 'still placed').toBeDefined();
		for (const k of keep) expect(boxesOverlap(inked(after), k), `${after.text} over a marker`).toBe(false);
		if (how === 'row 1') expect(after.y).toBeCloseTo(rowY(area, font, 1));
		if (how === 'slid') expect(Math.abs(after.x - before.x)).toBeGreaterThan(0.5);
		if (how === 'moved') expect(after.x).not.toBeCloseTo(before.x);
		// Its tick still reaches the text.
		const tick = l.ticks.find((t) => Math.abs(t.x1 - (id === 'spot-15' ? 15 : 0)) < 1e-9);
		if (id === 'spot-15') expect(Math.abs(tick!.x1 - after.x)).toBeLessThanOrEqual(textWidth(after.text, font) / 2);
	});

	it('a label with no clear place is left out, never drawn over a player', () => {
		const area = { minX: -2, maxX: 48, minY: -5, maxY: 25 };
		// A wall of markers over every row above the area and over the row below it.
		const wall = Array.from({ length: 40 }, (_, i) => [{ x: -2 + i * 1.3, y: 26 }, { x: -2 + i * 1.3, y: 29 }, { x: -2 + i * 1.3, y: -7 }]).flat();
		const l = venueLabels(arena, area, font, 2, diagramWords(), markerBoxes(wall, null, sizes));
		expect(l.labels.filter((x) => x.kind === 'spot')).toEqual([]);
		expect(l.ticks).toEqual([]);
	});

	it('no label over a marker or another label, wherever the players stand, in en, fr and es (fast-check)', () => {
		const point = (v: typeof arena) => fc.record({ x: fc.double({ min: v.surround.minX, max: v.surround.maxX, noNaN: true }), y: fc.double({ min: v.surround.minY, max: v.surround.maxY, noNaN: true }), team: fc.constantFrom('fouling' as const, 'fouled' as const) });
		for (const venue of [arena, field]) {
			fc.assert(
				fc.property(
					fc.array(point(venue), { minLength: 1, maxLength: 9 }),
					fc.double({ min: 0, max: 0.8, noNaN: true }),
					fc.constantFrom('en' as const, 'fr' as const, 'es' as const),
					fc.double({ min: 3, max: 25, noNaN: true }),
					(players, at, locale, pxPerYard) => {
						// A view of a third of the venue (a phone's close-up) to the whole of it, at phone to projector scale.
						const len = venue.surround.maxX - venue.surround.minX;
						const w = len * (0.3 + at * 0.7);
						const minX = venue.surround.minX + (len - w) * at;
						const area = { minX, maxX: minX + w, minY: venue.surround.minY, maxY: venue.surround.maxY };
						const s = { player: 14 / pxPerYard, ball: 6 / pxPerYard, pxPerYard };
						const f = 14 / pxPerYard;
						const keep = markerBoxes(players, players[0]!, s);
						const l = venueLabels(venue, area, f, 2, diagramWords(locale), keep);
						const boxes = l.labels.map((x) => {
							const ff = x.kind === 'goal' || x.kind === 'zone' ? f * 0.85 : f;
							return { x: x.x, y: x.y, w: textWidth(x.text, ff), h: ff, text: x.text };
						});
						// Over a marker: the text's line box (1.2 fonts); over another label: the text (rows touch).
						for (const b of boxes) for (const k of keep) expect(boxesOverlap({ ...b, h: b.h * 1.2 }, k), b.text).toBe(false);
						for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(boxesOverlap(boxes[i]!, boxes[j]!), `${boxes[i]!.text} / ${boxes[j]!.text}`).toBe(false);
					}
				),
				{ numRuns: 200 }
			);
		}
	});
});

describe('the foul label keeps clear of the markers as drawn', () => {
	it('never over a marker box it is given (fast-check)', () => {
		const area = { minX: 0, maxX: 60, minY: -30, maxY: 30 };
		fc.assert(
			fc.property(fc.array(fc.record({ x: fc.double({ min: 0, max: 60, noNaN: true }), y: fc.double({ min: -30, max: 30, noNaN: true }) }), { maxLength: 8 }), fc.record({ x: fc.double({ min: 5, max: 55, noNaN: true }), y: fc.double({ min: -25, max: 25, noNaN: true }) }), (players, at) => {
				const sizes = { player: 2, ball: 0.8, pxPerYard: 8 };
				const markers = markerBoxes(players.map((p) => ({ ...p, team: 'fouling' as const })), null, sizes);
				const p = foulLabelAt({ at, away: null, width: 6, font: 1.6, glyph: 1, area, avoid: players, clear: 2.4, markers });
				if (!p) return;
				const box = { x: at.x + p.x, y: -at.y + p.y, w: 6, h: 1.6 * 1.2 };
				for (const m of markers) expect(boxesOverlap(box, m)).toBe(false);
			})
		);
	});
});
