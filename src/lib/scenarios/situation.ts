/*
 * A worked example's situation as any page draws it, in a language: its players named as the
 * example names them, its movements worded, the foul spot and its label (what SituationMarks lays
 * out), and the part of the venue that shows them (the scenario page's, the clinic's slide's and
 * the deck files'). Pure; the texts come from the messages one by one (no table of every message).
 */
import type { Point, Rect, Venue } from '$lib/geometry';
import { playBox } from '$lib/diagram/frame';
import { diagramWords } from '$lib/diagram/words';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import type { ArrowKey, Scenario } from './list';
import { personLabel } from './names';
import type { Situation } from './layout';

type Msg = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;
const ARROW: Record<ArrowKey, Msg> = {
	'run-to-goal': m.scen_arrow_run_to_goal,
	'tailed-back-shot': m.scen_arrow_tailed_back_shot,
	'down-right-boards': m.scen_arrow_down_right_boards,
	'carries-to-goal': m.scen_arrow_carries_to_goal,
	'neck-shot-corner': m.scen_arrow_neck_shot_corner,
	'from-midfield-40': m.scen_arrow_from_midfield_40,
	'shot-wide-right': m.scen_arrow_shot_wide_right,
	'kicked-by-horse': m.scen_arrow_kicked_by_horse,
	'kicked-again': m.scen_arrow_kicked_again
};

/** A movement's words in the language. */
export const arrowWords = (key: ArrowKey, locale: Locale): string => ARROW[key]({}, { locale });

/** Whether the example places anything on the venue (a foul spot or a player). */
export const hasSituation = (s: Scenario): boolean => s.foul !== undefined || (s.people?.length ?? 0) > 0;

/** The situation in `locale`: players and movements worded, the foul (or throw-in) label as the diagram words it. */
export function situationOf(s: Scenario, locale: Locale): Situation {
	return {
		people: (s.people ?? []).map((p) => ({ ...p, label: personLabel(p.label, locale) })),
		arrows: (s.arrows ?? []).map((a) => ({ ...a, label: arrowWords(a.label, locale) })),
		foul: s.foul ?? null,
		foulText: diagramWords(locale).foulLabel(s.penalty === null ? 'throw-in' : 'foul')
	};
}

/** Room around the play, and the least width shown, yards: enough of the ground to read the lines. */
const ZOOM = {
	field: { pad: 14, minWidth: 130, narrowMinWidth: 75, goalReach: 90 },
	arena: { pad: 6, minWidth: 60, narrowMinWidth: 40, goalReach: 40 }
} as const;
/** Below this width (CSS px) a diagram zooms closer, so that labels stay apart on a phone. */
export const NARROW_PX = 640;

/**
 * The ground zoomed on `points`, with the nearer goal when the play is within reach of it; null
 * for none. `widthPx`: the diagram's width on screen (0: not measured yet, as wide).
 */
export function zoomOn(venue: Venue, points: readonly Point[], widthPx = 0): Rect | null {
	if (points.length === 0) return null;
	const z = ZOOM[venue.kind];
	const narrow = widthPx > 0 && widthPx < NARROW_PX;
	const xs = points.map((p) => p.x);
	const pts = [...points];
	const reach = narrow ? z.goalReach / 2 : z.goalReach;
	if (Math.min(...xs) < reach) pts.push({ x: 0, y: 0 });
	if (venue.length - Math.max(...xs) < reach) pts.push({ x: venue.length, y: 0 });
	return playBox(pts, venue.surround, z.pad, 2, narrow ? z.narrowMinWidth : z.minWidth);
}

/** The points the situation diagram shows: the foul, the players, the movements' ends. */
export function situationPoints(s: Scenario): Point[] {
	return [...(s.foul ? [s.foul] : []), ...(s.people ?? []).map((p) => p.at), ...(s.arrows ?? []).flatMap((a) => [a.from, a.to])];
}
