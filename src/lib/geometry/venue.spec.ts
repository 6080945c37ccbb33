import { describe, expect, it } from 'vitest';
import { GeometryError } from './errors';
import { ARENA_PRESETS, FIELD_PRESETS, getVenue, SIZE_LIMITS, venuePresets } from './venue';

describe('getVenue', () => {
	it.each([
		// [kind, overrides, length, width, goalWidth, preset]
		['field', undefined, 300, 160, 8, 'boarded'],
		['field', 'unboarded', 300, 200, 8, 'unboarded'],
		['field', { length: 280, width: 150 }, 280, 150, 8, 'custom'],
		['arena', undefined, 100, 50, 10 / 3, 'standard'],
		['arena', 'small', 60, 22, 10 / 3, 'small'],
		['arena', { length: 80, width: 40 }, 80, 40, 10 / 3, 'custom'],
		['arena', { preset: 'standard', length: 100 }, 100, 50, 10 / 3, 'standard']
	] as const)('getVenue(%s, %j) is %d x %d yd with a %d yd goal', (kind, o, length, width, goalWidth, preset) => {
		const v = getVenue(kind, o);
		expect(v.length).toBe(length);
		expect(v.width).toBe(width);
		expect(v.goalWidth).toBeCloseTo(goalWidth, 9);
		expect(v.preset).toBe(preset);
		expect(v.bounds).toEqual({ minX: 0, maxX: length, minY: -width / 2, maxY: width / 2 });
		expect(v.centre).toEqual({ x: length / 2, y: 0 });
	});

	it('draws the field safety zone 10 yd beyond the sides and 30 yd beyond the back lines', () => {
		const v = getVenue('field');
		expect(v.surround).toEqual({ minX: -30, maxX: 330, minY: -90, maxY: 90 });
	});

	it('has the 30, 40 and 60 yd lines from each back line and the centre line on the field', () => {
		const v = getVenue('field');
		expect(v.lines.map((l) => l.x)).toEqual([0, 30, 40, 60, 150, 240, 260, 270, 300]);
	});

	it('has the 15 and 25 yd spots in front of each goal centre and the centre spot in the arena', () => {
		const v = getVenue('arena');
		expect(v.spots.map((s) => [s.x, s.y]).sort((a, b) => a[0]! - b[0]!)).toEqual([
			[15, 0],
			[25, 0],
			[50, 0],
			[75, 0],
			[85, 0]
		]);
		expect(v.surround).toEqual(v.bounds);
	});

	it.each([
		// [kind, overrides, the dimensions' yards in order: length, width, then the field's lines and goal or the arena's spots]
		['field', undefined, [300, 160, 30, 40, 60, 8]],
		['field', { length: 280.5, width: 150 }, [280.5, 150, 30, 40, 60, 8]],
		['arena', undefined, [100, 50, 15, 25]],
		['arena', 'small', [60, 22, 15, 25]]
	] as const)('getVenue(%s, %j).dimensions state their yards as a number and as the label', (kind, o, yards) => {
		const v = getVenue(kind, o);
		expect(v.dimensions.map((d) => d.yards)).toEqual(yards);
		for (const d of v.dimensions) expect(d.label).toBe(`${d.yards} yd`);
	});

	it('getVenue(arena) gives the spots their yards from the nearer end wall, the centre half the length', () => {
		expect(getVenue('arena').spots.map((s) => [s.x, s.kind, s.yards])).toEqual([
			[50, 'centre', 50],
			[15, 'penalty', 15],
			[85, 'penalty', 15],
			[25, 'penalty', 25],
			[75, 'penalty', 25]
		]);
		expect(getVenue('field').spots).toEqual([{ x: 150, y: 0, kind: 'centre', yards: 150, label: 'centre' }]);
	});

	it('puts the goal posts 8 yd apart on the field and the arena goal 10 ft wide', () => {
		const f = getVenue('field').goals[0].posts;
		expect(f[1].y - f[0].y).toBe(8);
		const a = getVenue('arena').goals[1].posts;
		expect((a[1].y - a[0].y) * 3).toBeCloseTo(10, 9);
	});

	it('has a small-arena preset whose corner is less than 10 yd from the goal edge', () => {
		const v = getVenue('arena', 'small');
		expect(v.width / 2 - v.goalWidth / 2).toBeLessThan(10);
		const s = getVenue('arena');
		expect(s.width / 2 - s.goalWidth / 2).toBeGreaterThan(10);
	});

	it.each([
		['field', { length: 100 }, 'invalid-venue-size'],
		['field', { width: 1e9 }, 'invalid-venue-size'],
		['arena', { length: Number.NaN }, 'invalid-venue-size'],
		['arena', { width: -50 }, 'invalid-venue-size'],
		['arena', { width: Infinity }, 'invalid-venue-size'],
		['arena', 'huge', 'unknown-preset'],
		['field', '__proto__', 'unknown-preset'],
		['court', undefined, 'unknown-venue']
	] as const)('getVenue(%s, %j) throws %s', (kind, o, code) => {
		try {
			getVenue(kind as 'field', o as never);
			expect.unreachable();
		} catch (e) {
			expect(e).toBeInstanceOf(GeometryError);
			expect((e as GeometryError).code).toBe(code);
			expect((e as GeometryError).message.length).toBeGreaterThan(10);
		}
	});

	it('accepts every size at the limits', () => {
		for (const kind of ['field', 'arena'] as const) {
			for (const length of SIZE_LIMITS[kind].length) {
				for (const width of SIZE_LIMITS[kind].width) {
					expect(getVenue(kind, { length, width }).length).toBe(length);
				}
			}
		}
	});

	it('lists the presets', () => {
		expect(venuePresets('field')).toEqual(Object.keys(FIELD_PRESETS));
		expect(venuePresets('arena')).toEqual(Object.keys(ARENA_PRESETS));
	});
});
