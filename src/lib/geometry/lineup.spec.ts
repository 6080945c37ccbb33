import { describe, expect, it } from 'vitest';
import { phoneCrop } from '$lib/diagram/crop';
import { playArea } from '$lib/diagram/framing';
import { MARKER_REACH } from '$lib/diagram/labels';
import { LINEUP_SPACING, standardLineup, type LineupPlayer } from './lineup';
import { hasPlacement, penaltyIds } from './penalties';
import { checkPosition, computeSetup } from './setup';
import type { VenueKind } from './types';

const KINDS: VenueKind[] = ['field', 'arena'];
const standard = KINDS.flatMap((kind) => penaltyIds(kind).filter((id) => hasPlacement(kind, id)).map((id) => [kind, id] as const));
/** The narrowest screen the site is made for, CSS px. */
const NARROWEST_PX = 360;
/**
 * Setups whose close-up is (nearly) the whole venue: the play runs from the ball to the far goal,
 * a marker is 10 yd there, and no plausible line-up stands 25 yd apart; the diagram keeps their
 * markers apart (declutter.ts, overlap.spec.ts measures it).
 */
const WHOLE_VENUE_CLOSE_UP = new Set(['field 1']);
/** A marker's radius, yards, on the view a phone opens on (the close-up on the play) at NARROWEST_PX, by the diagram's own framing. */
const closeUpMarker = (setup: ReturnType<typeof computeSetup>, players: LineupPlayer[]) =>
	phoneCrop(setup.venue, setup.venue.surround, true, playArea(setup, players), setup.venue.surround, 1, NARROWEST_PX).glyph;

const reachOf = (p: LineupPlayer) => (p.role === 'designated-defender' ? MARKER_REACH.ring : p.team === 'fouling' ? MARKER_REACH.diamond : MARKER_REACH.circle);
/** How far apart two players stand as their markers' boxes see it: the larger of the x and y distances. */
const apart = (a: LineupPlayer, b: LineupPlayer) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

describe('standardLineup', () => {
	it.each(standard)('standardLineup, %s %s: 8 players, each legal by checkPosition, in the venue', (kind, id) => {
		const setup = computeSetup({ venue: kind, penalty: id });
		const players = standardLineup(setup);
		expect(players).toHaveLength(8);
		const s = setup.venue.surround;
		for (const p of players) {
			expect(checkPosition(setup, { team: p.team, role: p.role }, p).violations, `${p.team} ${p.number}`).toEqual([]);
			expect(p.x >= s.minX && p.x <= s.maxX && p.y >= s.minY && p.y <= s.maxY).toBe(true);
		}
	});

	it.each(standard)('standardLineup, %s %s: a marker apart on a phone (the close-up on the play at 360 px)', (kind, id) => {
		const setup = computeSetup({ venue: kind, penalty: id });
		const players = standardLineup(setup);
		const radius = closeUpMarker(setup, players);
		if (WHOLE_VENUE_CLOSE_UP.has(`${kind} ${id}`)) return expect(radius * 2 * MARKER_REACH.diamond, 'the close-up is the whole venue').toBeGreaterThan(LINEUP_SPACING[kind] * 1.3);
		for (const a of players)
			for (const b of players) if (a !== b) expect(apart(a, b), `${a.team} ${a.number} and ${b.team} ${b.number}`).toBeGreaterThanOrEqual((reachOf(a) + reachOf(b)) * radius);
	});

	it.each(standard)('standardLineup, %s %s: plausible: the hitter behind the ball, team-mates within reach of the play', (kind, id) => {
		const setup = computeSetup({ venue: kind, penalty: id });
		const players = standardLineup(setup);
		const hitter = players.find((p) => p.role === 'hitter')!;
		const ball = setup.ball!;
		expect(Math.hypot(hitter.x - ball.x, hitter.y - ball.y)).toBeLessThanOrEqual(4);
		// Nobody is sent to the far end: everyone stays within the venue's width of the ball or the goal attacked.
		const goal = { x: setup.attackGoalX!, y: 0 };
		for (const p of players) expect(Math.min(Math.hypot(p.x - ball.x, p.y - ball.y), Math.hypot(p.x - goal.x, p.y - goal.y))).toBeLessThanOrEqual(setup.venue.width);
	});

	it('LINEUP_SPACING is no more than a close-up marker needs (two diamonds, with room for the close-up it widens)', () => {
		for (const kind of KINDS) {
			let need = 0;
			for (const [k, id] of standard) {
				if (k !== kind || WHOLE_VENUE_CLOSE_UP.has(`${k} ${id}`)) continue;
				const setup = computeSetup({ venue: kind, penalty: id });
				need = Math.max(need, 2 * MARKER_REACH.diamond * closeUpMarker(setup, standardLineup(setup)));
			}
			expect(LINEUP_SPACING[kind]).toBeLessThanOrEqual(need * 1.3);
		}
	});
});
