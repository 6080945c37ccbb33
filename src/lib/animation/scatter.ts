import { dist, type Point, type Rect, type Setup } from '$lib/geometry';
import { PLAYER_IDS, type PlayerId } from './types';

/*
 * The in-play picture at the moment of the foul: the 8 players around the foul spot as play was
 * running, before anybody lines up. Cosmetic, but deterministic: the same setup and foul always
 * give the same picture, so an animation, a test and a screenshot agree.
 */

/** Players closer than this read as one blob on the diagram; tests ask for at least 3 yd. */
export const SCATTER_GAP = 4;
/** Nobody stands on the ball itself. */
const BALL_GAP = 2;
/** Stay this far inside the playing area, so a rider is drawn whole. */
const EDGE = 1.5;
/** Random nudge around each template spot, in yards at field scale. */
const JITTER = 3;

/*
 * Field-scale offsets from the foul spot. At the foul the fouled team attacks the goal at x = 0,
 * so its players are around and behind the ball (+x) with one ahead, and the fouling team is
 * goal-side (-x), one of them alongside the fouled player.
 */
const TEMPLATE: Record<PlayerId, Point> = {
	'fouled-1': { x: 4, y: 1 },
	'fouling-2': { x: 6, y: -4 },
	'fouled-2': { x: -17, y: 12 },
	'fouling-1': { x: -12, y: -11 },
	'fouled-3': { x: 14, y: -14 },
	'fouling-3': { x: -26, y: 6 },
	'fouled-4': { x: 32, y: 7 },
	'fouling-4': { x: -42, y: -4 }
};

const PLACEMENT_ORDER = Object.keys(TEMPLATE) as PlayerId[];

/** FNV-1a: a stable 32-bit seed from the setup's identity. */
function hash(s: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < s.length; i++) {
		h ^= s.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	return h >>> 0;
}

/** mulberry32: tiny, fast, and the same on every JavaScript engine. */
function rng(seed: number): () => number {
	let a = seed;
	return () => {
		a = (a + 0x6d2b79f5) | 0;
		let t = Math.imul(a ^ (a >>> 15), 1 | a);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

function inset(r: Rect, d: number): Rect {
	return { minX: r.minX + d, maxX: r.maxX - d, minY: r.minY + d, maxY: r.maxY - d };
}

const within = (v: number, lo: number, hi: number) => v >= lo && v <= hi;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Where the foul happened, as the animation shows it (field P6: where the ball crossed the back line). */
export function foulSpot(setup: Setup): Point {
	return setup.foul ?? setup.ball ?? setup.venue.centre;
}

/**
 * The plausible in-play positions of the 8 players at the foul: inside the playing area, at least
 * SCATTER_GAP apart and off the ball. A pure function of the setup (venue, penalty, options, foul).
 */
export function inPlayScatter(setup: Setup): Record<PlayerId, Point> {
	const venue = setup.venue;
	const foul = foulSpot(setup);
	const key = `${venue.kind}:${venue.length}x${venue.width}:${setup.penalty}:${foul.x},${foul.y}:${JSON.stringify(setup.options)}`;
	const random = rng(hash(key));
	// Arena players ride closer together: shrink the field template to the venue's width.
	const k = clamp(venue.width / 80, 0.25, 1);
	const box = inset(venue.bounds, EDGE);

	const placed: Point[] = [];
	const out = {} as Record<PlayerId, Point>;
	const ok = (p: Point) =>
		within(p.x, box.minX, box.maxX) &&
		within(p.y, box.minY, box.maxY) &&
		dist(p, foul) >= BALL_GAP &&
		placed.every((q) => dist(p, q) >= SCATTER_GAP);

	for (const id of PLACEMENT_ORDER) {
		const t = TEMPLATE[id];
		const j = JITTER * Math.max(k, 0.5);
		let dx = t.x * k + (random() * 2 - 1) * j;
		let dy = t.y * k + (random() * 2 - 1) * j;
		// Near a back line or the boards the play runs the other way: mirror rather than pile up.
		if (!within(foul.x + dx, box.minX, box.maxX)) dx = -dx;
		if (!within(foul.y + dy, box.minY, box.maxY)) dy = -dy;
		const wanted = { x: clamp(foul.x + dx, box.minX, box.maxX), y: clamp(foul.y + dy, box.minY, box.maxY) };
		const p = ok(wanted) ? wanted : nearestFree(wanted, box, ok);
		placed.push(p);
		out[id] = p;
	}
	return Object.fromEntries(PLAYER_IDS.map((id) => [id, out[id]])) as Record<PlayerId, Point>;
}

/** Rings of growing radius around `from`, then the whole box: the first free point. */
function nearestFree(from: Point, box: Rect, ok: (p: Point) => boolean): Point {
	const reach = Math.hypot(box.maxX - box.minX, box.maxY - box.minY);
	for (let r = 1; r <= reach; r++) {
		const n = Math.ceil(2 * Math.PI * r);
		for (let i = 0; i < n; i++) {
			const a = (2 * Math.PI * i) / n + r;
			const p = { x: from.x + r * Math.cos(a), y: from.y + r * Math.sin(a) };
			if (ok(p)) return p;
		}
	}
	for (let x = box.minX; x <= box.maxX; x++) {
		for (let y = box.minY; y <= box.maxY; y++) if (ok({ x, y })) return { x, y };
	}
	// Unreachable for any venue within SIZE_LIMITS: 8 riders always fit.
	return from;
}
