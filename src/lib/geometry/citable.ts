/*
 * Which sentences a penalty's page can show: those of its own setups, whatever the foul spot, the
 * options and the venue's size, of what follows the hit (every outcome, every animation variant),
 * and of the penalties it is lined up as. The prerendering writes their texts into the page
 * (src/lib/i18n/citationTexts.ts); citable.spec.ts runs the geometry over every option and a grid
 * of foul spots and checks that nothing it cites is left out.
 */
import { ARENA, EXECUTION_REF, FIELD, READINGS, RULE35_5A, VENUE_BOUNDS, type CitationId, type ReadingId } from './citations';
import { hasPlacement } from './penalties';
import type { Citation, VenueKind } from './types';

/** The group a citation belongs to: its penalty ('5a'), the arena's execution passages, or the arena's general text (Alternative Rule 9). */
const group = (c: Citation) => (c.penalty ? c.penalty.replace('.', '') : c.ref === EXECUTION_REF ? 'execution' : 'general');

const ARENA_HITS = ['5a', '5b', 'execution'];
/**
 * Besides its own: field P1 and arena P1 restart with a 5.b; an arena free hit's out of play, rebound and
 * miss are free hits lined up as a 5.a or 5.b under the execution passages; P2 and P3 offer Alternative
 * Rule 9; 6.a and 6.d re-hit 2, 3, 4, 5.a or 5.b; 6.b and 6.c are lined up as a 5.a (6.b from the spot).
 */
const ALSO: Record<VenueKind, Record<string, readonly string[]>> = {
	field: { '1': ['5b'] },
	arena: {
		// Penalty 1 resumes with a 5.b, whose outcomes follow (out of play: a free hit lined up as a 5.a).
		'1': ARENA_HITS,
		'2': [...ARENA_HITS, 'general'],
		'3': [...ARENA_HITS, 'general'],
		'4': ARENA_HITS,
		'5a': ARENA_HITS,
		'5b': ARENA_HITS,
		'6a': ['2', '3', '4', ...ARENA_HITS, 'general'],
		'6b': ['5a', 'general'],
		'6c': ['5a'],
		'6d': ['2', '3', '4', ...ARENA_HITS, 'general']
	}
};

/** The ids of every sentence `penalty` (a page id: '5a', '6d') on `kind` can cite, in the tables' order. */
export function citableIds(kind: VenueKind, penalty: string): CitationId[] {
	const groups = new Set([penalty, ...(ALSO[kind][penalty] ?? [])]);
	const pool: Citation[] = kind === 'field' ? [...Object.values(FIELD), RULE35_5A] : Object.values(ARENA);
	const ids = pool.filter((c) => groups.has(group(c))).map((c) => c.id as CitationId);
	return hasPlacement(kind, penalty) ? [...ids, VENUE_BOUNDS[kind].id as CitationId] : ids;
}

const BY_ID = /* @__PURE__ */ new Map<string, Citation>([...Object.values(FIELD), RULE35_5A, ...Object.values(ARENA), ...Object.values(VENUE_BOUNDS)].map((c) => [c.id, c]));

/** Readings an arena line-up gives another penalty's sentence (arena.ts asFoulingFreeHit, towardFoulingAttack; afterArena.ts's centre hit). */
const ARENA_FREE_HIT_READINGS: ReadingId[] = [READINGS.freeHitAs5a, READINGS.rowTowardFoulingAttack, READINGS.centreHit];

/** The ids of the readings `penalty`'s page can show: its sentences' own, and those an arena free hit gives them. */
export function citableReadings(kind: VenueKind, penalty: string): ReadingId[] {
	const own = citableIds(kind, penalty).flatMap((id) => (BY_ID.get(id)?.readingId as ReadingId | undefined) ?? []);
	const extra = kind === 'arena' && hasPlacement(kind, penalty) ? ARENA_FREE_HIT_READINGS : [];
	return [...new Set([...own, ...extra])];
}
