/*
 * The words and the framing that go with a drawn setup: the SVG <title> and <desc>, which team
 * defends which goal, and the part of the venue where the play is (for the zoomed view). Pure.
 */
import type { Point, Rect, Setup, Team } from '$lib/geometry';
import { formatYards } from '$lib/url/state';
import { playBox } from './frame';
import type { PlayerMark } from './types';

const other = (t: Team): Team => (t === 'fouling' ? 'fouled' : 'fouling');
const at = (p: Point) => `(${formatYards(p.x)}, ${formatYards(p.y)}) yd`;

export function venueWords(setup: Pick<Setup, 'venue'>): string {
	const v = setup.venue;
	const size = `${formatYards(v.length)} by ${formatYards(v.width)} yd`;
	if (v.kind === 'field') return `Outdoor field, ${size}, ${v.boarded ? 'boarded' : 'unboarded'}`;
	return `Arena, ${size}`;
}

/** Which team defends each goal (goal line x in yards), for the setup's direction of play. */
export function goalTeams(setup: Setup): { x: number; team: Team }[] {
	if (setup.attackGoalX === null || !setup.hitter) return [];
	const [g0, g1] = setup.venue.goals;
	const attacked = Math.abs(g0.x - setup.attackGoalX) < 1e-9 ? g0 : g1;
	const own = attacked === g0 ? g1 : g0;
	return [
		{ x: attacked.x, team: other(setup.hitter) },
		{ x: own.x, team: setup.hitter }
	];
}

/** The SVG <title> and <desc>: the setup in words. */
export function describeSetup(setup: Setup, players: readonly PlayerMark[] = []): { title: string; desc: string } {
	const title = `${venueWords(setup)}: ${setup.title}`;
	const parts: string[] = [setup.summary];
	if (setup.ball) parts.push(`The ball is at ${at(setup.ball)}: x from the goal line of the goal the ${setup.hitter === 'fouling' ? 'fouled' : 'fouling'} team defends, y across the ${setup.venue.kind} from its centre line.`);
	for (const a of setup.adjustments) parts.push(a.message);
	for (const z of setup.zones) {
		const who = z.role === 'designated-defender' ? 'The designated defender' : z.team === 'fouling' ? 'The fouling team' : 'The fouled team';
		if (z.unrestricted) parts.push(`${who} may stand anywhere.`);
		else parts.push(`${who}: ${z.citations.map((c) => `${c.ref}: ${c.reading ?? c.sentence}`).join(' ')}`);
	}
	if (players.length) {
		for (const team of ['fouling', 'fouled'] as const) {
			const list = players
				.filter((p) => p.team === team)
				.map((p) => `${p.number}${p.role === 'hitter' ? ' (hitter)' : p.role === 'designated-defender' ? ' (designated defender)' : ''} at ${at(p)}`);
			if (list.length) parts.push(`${team === 'fouling' ? 'Fouling' : 'Fouled'} team players: ${list.join('; ')}.`);
		}
	}
	for (const w of setup.warnings) parts.push(w.message);
	return { title, desc: parts.join(' ') };
}

/** The part of the venue where the play is (ball, foul, players, circles, the defender's zone), `aspect` wide for tall. */
export function playArea(setup: Setup, players: readonly PlayerMark[] = [], aspect = 1.8): Rect {
	const pts: Point[] = [];
	if (setup.ball) pts.push(setup.ball);
	if (setup.foul) pts.push(setup.foul);
	for (const a of setup.adjustments) pts.push(a.from, a.to);
	pts.push(...players);
	for (const e of setup.exclusions) {
		pts.push({ x: e.center.x - e.radius, y: e.center.y - e.radius }, { x: e.center.x + e.radius, y: e.center.y + e.radius });
	}
	if (setup.rightOfWay) {
		const r = setup.rightOfWay;
		pts.push({ x: r.from.x - r.clearRadius, y: r.from.y - r.clearRadius }, { x: r.from.x + r.clearRadius, y: r.from.y + r.clearRadius });
	}
	for (const z of setup.zones) if (z.role === 'designated-defender') for (const part of z.parts) pts.push(...part);
	for (const l of setup.lines) pts.push({ x: l.x, y: setup.ball?.y ?? 0 });
	return playBox(pts, setup.venue.surround, 6, aspect, 40);
}

/** The rule a venue's penalties come from, as its citations name it: 'Rule 37', 'Arena Rule 9'. */
export function ruleName(kind: 'field' | 'arena', citations: { ref: string }): string {
	return citations.ref.split(',')[0] ?? (kind === 'field' ? 'the outdoor rules' : 'the arena rules');
}

/** The lines (field) or penalty spots (arena) of a venue, in words: '30, 40 and 60-yard lines'. */
export function markingsWords(setup: Pick<Setup, 'venue'>): string {
	const spec = setup.venue.spec;
	const list = (ds: readonly number[]) => (ds.length > 1 ? `${ds.slice(0, -1).join(', ')} and ${ds[ds.length - 1]}` : `${ds[0] ?? ''}`);
	return spec.kind === 'field' ? `${list(spec.lineDistances)}-yard lines` : `${list(spec.spotDistances)}-yard spots`;
}
