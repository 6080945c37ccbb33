/*
 * The penalty page's view of a setup in the URL, beside the setup itself (state.ts):
 *   pos=r1:12.5,-3;b3:40,0   players moved in the setup checker (yards, attack frame, 0.1 yd),
 *                            the compact form of src/lib/drills/url.ts; only the players moved
 *   variant=wide-rebound     the animation's outcome, where it has more than one (not the default)
 *   t=5.2                    the animation shown paused at 5.2 s (one decimal); absent: the setup
 *   view=110,70,60           the part of the venue on screen: its centre and width, yards (attack
 *                            frame, 0.1 yd); the height follows from the diagram's shape; absent:
 *                            the page's default (the whole venue; a phone's close-up of the play)
 *
 * Kept apart from ExplorerState so that the pages sharing state.ts (embed, clinic) and the query a
 * penalty carries to the next one are unchanged: a moved player or a frame belongs to this page.
 * Pure; never throws: a malformed value is dropped with a notice.
 *
 * Read by parseView (./parseView.ts, loaded only where the address has a query); pos= is read by
 * decodePositions (./positions.ts, shared with the drills). Writing is the one-line format of
 * encodePositions, done here (a unit test keeps the two equal).
 */
import type { Point, Team } from '$lib/geometry';
import type { ViewRect } from '$lib/diagram/view';

/** A player's key, as the animation module names it: 'fouling-3'. */
export type PlayerKey = `${Team}-${1 | 2 | 3 | 4}`;

/** Players moved by the user, yards (0.1), attack frame. */
export type Moved = Partial<Record<PlayerKey, Point>>;

export interface View {
	moved: Moved;
	/** The animation variant asked for; validated by the page against variantsFor(setup). */
	variant?: string;
	/** Seconds, one decimal; absent: the setup is shown. */
	t?: number;
	/** The part of the venue on screen, yards; absent: the page's default view. */
	zoom?: ViewRect;
}

/** Tenths of a yard (or of a second), without -0. */
export function tenth(v: number): number {
	const r = Math.round(v * 10) / 10;
	return Object.is(r, -0) ? 0 : r;
}

export const playerKey = (team: Team, number: number): PlayerKey => `${team}-${number}` as PlayerKey;

/** The view in URL form: 'CX,CY,W', yards to 0.1. */
export function formatZoom(v: ViewRect): string {
	return `${tenth(v.cx)},${tenth(v.cy)},${tenth(v.w)}`;
}

/** No venue comes near this: the limit encodePositions keeps to. */
const POSITION_LIMIT = 1000;

/**
 * The moved players in URL form ('' when none): encodePositions' 'r1:12.5,-3;b3:40,0' (r = fouling,
 * b = fouled, yards to 0.1), in team and number order so that a URL is canonical.
 */
export function formatMoved(moved: Moved): string {
	return (Object.entries(moved) as [PlayerKey, Point | undefined][])
		.filter((e): e is [PlayerKey, Point] => !!e[1] && [e[1].x, e[1].y].every((v) => Number.isFinite(v) && Math.abs(v) <= POSITION_LIMIT))
		.map(([key, p]) => {
			const [team, n] = key.split('-') as [Team, string];
			return { team, number: Number(n), x: p.x, y: p.y };
		})
		.sort((a, b) => (a.team === b.team ? a.number - b.number : a.team === 'fouling' ? -1 : 1))
		.map((p) => `${p.team === 'fouling' ? 'r' : 'b'}${p.number}:${tenth(p.x)},${tenth(p.y)}`)
		.join(';');
}

/**
 * Appends the view to a query string from toSearch ('' or '?…'): pos, variant, t, view in that
 * order, each only when set. ',' ':' and ';' are left readable (they are valid in a query).
 */
export function withView(search: string, view: View): string {
	const parts: string[] = [];
	const pos = formatMoved(view.moved);
	if (pos) parts.push(`pos=${encodeURIComponent(pos).replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%3B/g, ';')}`);
	if (view.variant) parts.push(`variant=${encodeURIComponent(view.variant)}`);
	if (view.t !== undefined) parts.push(`t=${tenth(view.t)}`);
	if (view.zoom) parts.push(`view=${formatZoom(view.zoom)}`);
	if (!parts.length) return search;
	return search ? `${search}&${parts.join('&')}` : `?${parts.join('&')}`;
}
