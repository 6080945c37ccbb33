/*
 * The readings the diagrams are drawn by ("Drawn as: ..."), in the page's language. The geometry module
 * names each reading by a stable id (READINGS in src/lib/geometry/citations.ts); its words, in every
 * language, are the messages rd_<id> (messages/rules2), looked up here by that id. The geometry stays
 * free of paraglide. Pages get them in their prerendered data (citationTexts.server.ts).
 */
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';

type Msg = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/** The message of each reading, by its id. */
export const READING_MESSAGES: Record<string, Msg> = {
	'behind-back-line': m.rd_behind_back_line,
	'p3-fouled-behind-40': m.rd_p3_fouled_behind_40,
	'p3-fouling-behind-back-line': m.rd_p3_fouling_behind_back_line,
	'behind-own-30': m.rd_behind_own_30,
	'p5a-moved-in': m.rd_p5a_moved_in,
	'p5-between-ball-and-goal': m.rd_p5_between_ball_and_goal,
	'p6-spot': m.rd_p6_spot,
	'rule35-advice': m.rd_rule35_advice,
	'behind-point-of-hit': m.rd_behind_point_of_hit,
	'dd-along-end-wall': m.rd_dd_along_end_wall,
	'five-from-hitter': m.rd_five_from_hitter,
	'p2-inside-15': m.rd_p2_inside_15,
	'p4-arc': m.rd_p4_arc,
	'p5a-arena-moved': m.rd_p5a_arena_moved,
	'row-lane': m.rd_row_lane,
	'alt9-as-5a': m.rd_alt9_as_5a,
	'free-hit-as-5a': m.rd_free_hit_as_5a,
	'row-toward-fouling-attack': m.rd_row_toward_fouling_attack,
	'out-of-play-spot': m.rd_out_of_play_spot,
	'out-of-play-centre-line': m.rd_out_of_play_centre_line,
	'rebound-count': m.rd_rebound_count,
	'centre-hit': m.rd_centre_hit,
	'missed-spot': m.rd_missed_spot,
	'points-not-decided': m.rd_points_not_decided,
};

/** A reading in `locale`, by its id (a citation's readingId); null for none. */
export function readingWords(readingId: string | undefined, locale: Locale): string | null {
	return readingId ? (READING_MESSAGES[readingId]?.({}, { locale }) ?? null) : null;
}
