import {
	afterHit,
	ARENA_CITATIONS,
	ARENA_MEASURES,
	basePenalty,
	checkPosition,
	computeSetup,
	FIELD_MEASURES,
	outcomeSetup,
	penaltyLabel,
	type Constraint,
	type Setup
} from '$lib/geometry';
import { adjustmentWords, awardGoals, rehitWords, setupSummary, setupTitle } from '$lib/i18n/setupWords';
import { detailWords, landmarkWords, ofPhrase } from '$lib/i18n/violations';
import { decimal, playerName, teamName, ydIn } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
// Through the module's index, which the animation's own chunk is: this wording (French and Spanish only)
// then shares its English words and the foul's scatter with it instead of a chunk of their own.
import { fmt, foulSpot, movePhrase, REBOUND_WINDOW } from './index';
import { positionsAt } from './positions';
import type { ActorId, Frames, Phase, PlayerId } from './types';

/*
 * The captions in French and Spanish, worded from the setup and the timeline (the timeline's own
 * captions and annotations are the English ones, shown as they are on English pages). Same choices as
 * frames.ts makes, from the same data: the phase, the variant, the actors and where they start.
 */

function lineNameIn(setup: Setup, x0: number, locale: Locale): string {
	const { venue, ball } = setup;
	if (x0 === 0 || x0 === venue.length) return venue.kind === 'field' ? landmarkWords({ key: 'back-line' }, locale) : m.ex_lm_end_wall({}, { locale });
	if (venue.kind === 'arena' && ball && x0 === ball.x) return landmarkWords({ key: 'point-of-hit' }, locale);
	return landmarkWords({ key: 'yard-line', yards: Number(fmt(Math.min(x0, venue.length - x0))) }, locale);
}

/** movePhrase in the page's language: 'recule derrière la ligne des 30 yards'. */
export function movePhraseIn(setup: Setup, c: Constraint, locale: Locale): string {
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en') return movePhrase(setup, c);
	const o = { locale };
	const s = c.shape;
	switch (s.kind) {
		case 'min-distance':
			return m.anim_mv_ride_out({ r: decimal(fmt(s.radius), locale) }, o);
		case 'outside-goal':
			return m.anim_mv_out_goal({}, o);
		case 'right-of-way':
			return m.anim_mv_leave_row({}, o);
		case 'near-segment':
			return m.anim_mv_arc({ r: decimal(fmt(s.radius), locale) }, o);
		case 'abs-y-at-least':
			return s.side ? m.anim_mv_wall_far({}, o) : m.anim_mv_wall_clear({}, o);
		case 'halfplane': {
			if (c.id.startsWith('bounds-')) return setup.venue.kind === 'field' ? m.anim_mv_inside_safety({}, o) : m.anim_mv_inside_arena({}, o);
			if (c.id === 'dd-wall') return m.anim_mv_to_wall({}, o);
			if (c.id === 'fouling-goal-side-of-ball') return m.anim_mv_between({}, o);
			if (s.normal.y === 0 && s.normal.x !== 0) {
				const line = lineNameIn(setup, s.offset / s.normal.x, locale);
				return m.anim_mv_behind({ line: locale === 'es' ? ofPhrase(line, locale) : line }, o);
			}
			return m.anim_mv_legal({}, o);
		}
		case 'halfplane-or-off-field': {
			if (c.id === 'fouling-goal-side-of-ball') return m.anim_mv_between_or_off({}, o);
			const line = lineNameIn(setup, s.offset / s.normal.x, locale);
			return m.anim_mv_behind_or_off({ line: locale === 'es' ? ofPhrase(line, locale) : line }, o);
		}
	}
}

const within = (locale: Locale) => (REBOUND_WINDOW !== null ? m.anim_within({ n: decimal(fmt(REBOUND_WINDOW), locale) }, { locale }) : m.anim_immediately({}, { locale }));

function hitterOf(frames: Frames): PlayerId {
	return (Object.keys(frames.actors) as PlayerId[]).find((id) => frames.actors[id].role === 'hitter') ?? 'fouled-1';
}

const nameOf = (frames: Frames, id: PlayerId, locale: Locale) => playerName(frames.actors[id].team, frames.actors[id].number, locale);

/** Whether the field P3 shown is defended: its variant, or the setup's own option. */
function fieldP3Defended(setup: Setup, frames: Frames): boolean {
	const v = frames.variant;
	if (v === 'defended' || v === 'undefended') return v === 'defended';
	return Boolean(setup.options.defended);
}

const ddOf = (frames: Frames) => (Object.keys(frames.actors) as PlayerId[]).find((id) => frames.actors[id].role === 'designated-defender');

/** The point a shot hit out of play left the arena: where the timeline has the ball then. */
function outPoint(frames: Frames) {
	return frames.moments.out !== undefined ? positionsAt(frames, frames.moments.out).ball : null;
}

/** What a goal on this hit counts, in the page's language (the criterion named, never decided). */
function pointsIn(setup: Setup, frames: Frames, locale: Locale): string {
	if (frames.moments.goal === undefined || setup.venue.kind !== 'arena') return '';
	const p = afterHit(setup).find((x) => x.id === 'goal')?.points;
	if (!p) return '';
	const o = { locale };
	if (p.two === 'opportunity') return m.anim_c_points_opportunity({}, o);
	if (p.one && p.two) return m.anim_c_points_one_two({ rule: p.two }, o);
	if (p.one) return m.anim_c_points_one({}, o);
	if (p.two) return m.anim_c_points_two({ rule: p.two }, o);
	return '';
}

/** Where an outcome free hit was moved (to 5 yd from the wall, to the centre line), in the page's language. */
function movedIn(setup: Setup, next: Setup | null, locale: Locale): string {
	if (!next || next === setup) return '';
	const o = { locale };
	return next.adjustments
		.map((a) => {
			if (a.citations.some((c) => c.id === ARENA_CITATIONS.p5aOutCentre.id)) return m.anim_c_moved_centre({}, o);
			const v = setup.venue;
			const d = Math.min(a.from.x, v.length - a.from.x, v.width / 2 - Math.abs(a.from.y));
			const r = a.citations.some((c) => c.id === ARENA_CITATIONS.execMissed.id) ? ARENA_MEASURES.missedFromWall : ARENA_MEASURES.outOfPlayFromWall;
			return d < 0.05 ? m.anim_c_moved_at_wall({ r: decimal(fmt(r), locale) }, o) : m.anim_c_moved_wall({ d: ydIn(d, locale), r: decimal(fmt(r), locale) }, o);
		})
		.join(' ');
}

/** A phase's caption in the page's language (English: the timeline's own). */
export function phaseCaption(setup: Setup, frames: Frames, phase: Phase, locale: Locale): string {
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en') return phase.caption;
	const o = { locale };
	const red = teamName('fouling', locale);
	const blue = teamName('fouled', locale);
	const isFieldP3 = setup.venue.kind === 'field' && setup.penalty === '3';
	const defended = isFieldP3 && fieldP3Defended(setup, frames);
	const variant = frames.variant;
	const rebound = variant === 'wide-rebound' || variant === 'rebound-late' || variant === 'rebound-affected';
	const hitter = hitterOf(frames);
	const hitterName = nameOf(frames, hitter, locale);
	const dd = ddOf(frames);
	const ddName = dd ? nameOf(frames, dd, locale) : red;
	const rider = variant === 'entered-early' ? frames.annotations.find((a) => a.key === 'enters-early' || a.key === 'enters-posts')?.actor : undefined;
	const riderName = rider && rider !== 'ball' ? nameOf(frames, rider, locale) : red;
	switch (phase.id) {
		case 'foul': {
			const foul = foulSpot(setup);
			if (setup.award) return setup.venue.kind === 'field' ? m.anim_c_foul_award_field({ red }, o) : m.anim_c_foul_award({ red }, o);
			if (setup.venue.kind === 'field' && setup.penalty === '6') return m.anim_c_safety({ red, d: decimal(fmt(Math.abs(foul.y)), locale) }, o);
			if (setup.rehit) return m.anim_c_rehit({ p: penaltyLabel(setup.rehit.original) }, o);
			return m.anim_c_foul({ red, blue, d: decimal(fmt(Math.hypot(foul.x, foul.y)), locale) }, o);
		}
		case 'whistle': {
			let whistle: string;
			if (setup.award) {
				const goals = setup.award.goals === '1' ? m.anim_goals_one({}, o) : m.anim_goals_n({ n: awardGoals(setup.award, locale) }, o);
				whistle = m.anim_c_award({ blue, goals, direction: setup.award.changeOfDirection ? m.anim_c_direction({ blue }, o) : '' }, o);
			} else if (setup.rehit) {
				whistle = rehitWords(setup, locale);
			} else {
				whistle = m.anim_c_whistle({ title: setupTitle(setup, locale) }, o);
			}
			return [whistle, ...setup.adjustments.map((a) => adjustmentWords(setup, a, locale))].join(' ');
		}
		case 'lineup': {
			// The defended P3 lines up as the undefended one; only the summary's last words differ.
			if (isFieldP3 && defended !== Boolean(setup.options.defended)) {
				return setupSummary(computeSetup({ venue: setup.venue, penalty: setup.penalty, foul: setup.foul, options: { ...setup.options, defended } }), locale);
			}
			return setupSummary(setup, locale);
		}
		case 'play': {
			if (rebound) return m.anim_c_play_wide({ name: hitterName }, o);
			if (variant === 'out-of-play') return m.anim_c_play_out({ name: hitterName }, o);
			if (variant === 'missed' || variant === 'clean-miss') return m.anim_c_play_miss({ name: hitterName }, o);
			if (variant === 'blocked') return m.anim_c_play_blocked({ name: hitterName, dd: ddName }, o);
			if (variant === 'entered-early') return defended ? m.anim_c_play_entered_posts({ rider: riderName, name: hitterName }, o) : m.anim_c_play_entered({ rider: riderName, name: hitterName }, o);
			if (frames.moments.contact !== undefined && dd) return m.anim_c_play_glance({ name: hitterName, dd: ddName }, o);
			if (setup.award?.changeOfDirection) return m.anim_c_play_direction({ name: hitterName, team: teamName(frames.actors[hitter].team, locale) }, o);
			const play = m.anim_c_play({ name: hitterName }, o);
			if (isFieldP3) {
				return defended
					? `${play} ${m.anim_c_p3_defended({ red }, o)} ${m.anim_c_p3_touch_defended({ red, blue }, o)}`
					: `${play} ${m.anim_c_p3_undefended({ red }, o)} ${m.anim_c_p3_touch_undefended({ blue }, o)}`;
			}
			if (setup.venue.kind === 'field' && setup.penalty === '2' && setup.options.from === 'spot') return `${play} ${m.anim_c_p2_spot({ red, d: decimal(fmt(FIELD_MEASURES.p2SpotDistance), locale) }, o)}`;
			if (setup.venue.kind === 'field' && setup.penalty === '2') return `${play} ${m.anim_c_p2({ red }, o)}`;
			const points = pointsIn(setup, frames, locale);
			return points ? `${play} ${points}` : play;
		}
		case 'rebound':
			if (variant === 'rebound-late') return m.anim_c_rebound_late({ red, n: decimal(fmt(ARENA_MEASURES.reboundSeconds), locale) }, o);
			if (variant === 'rebound-affected') return m.anim_c_rebound_affected({ dd: ddName, name: hitterName, r: decimal(fmt(ARENA_MEASURES.reboundRadius), locale) }, o);
			return m.anim_c_rebound({ red, blue, within: within(locale) }, o);
		case 'outcome': {
			switch (variant) {
				case 'rebound-late':
					return m.anim_c_out_late({ red, blue, n: decimal(fmt(ARENA_MEASURES.reboundSeconds), locale), p: penaltyLabel(basePenalty(setup)) }, o);
				case 'rebound-affected':
					return m.anim_c_out_affected({ red, blue }, o);
				case 'out-of-play': {
					const at = outPoint(frames);
					const next = at ? outcomeSetup(setup, 'out-of-play', at) : null;
					return [m.anim_c_out_out({ red, r: decimal(fmt(ARENA_MEASURES.outOfPlayFromWall), locale) }, o), movedIn(setup, next, locale)].filter(Boolean).join(' ');
				}
				case 'missed': {
					const next = outcomeSetup(setup, 'missed', setup.ball ?? undefined);
					return [m.anim_c_out_missed({ red, name: hitterName, r: decimal(fmt(ARENA_MEASURES.missedFromWall), locale) }, o), movedIn(setup, next, locale)].filter(Boolean).join(' ');
				}
				case 'clean-miss':
					return m.anim_c_out_clean_miss({ name: hitterName }, o);
				case 'blocked':
					return m.anim_c_out_blocked({ dd: ddName }, o);
				default:
					return m.anim_c_out_entered({ red, blue }, o);
			}
		}
	}
}

/**
 * The timeline's annotations in the page's language, in the same order: what each player does (with
 * what was wrong, in numbers) and why. English: the timeline's own.
 */
export function annotationWords(setup: Setup, frames: Frames, locale: Locale): { text: string; detail: string | null }[] {
	if ((globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en') return frames.annotations.map((a) => ({ text: a.text, detail: a.detail }));
	const isFieldP3 = setup.venue.kind === 'field' && setup.penalty === '3';
	const defended = isFieldP3 && fieldP3Defended(setup, frames);
	/** Each actor's line-up moves, in frames.ts's order: its violations where it starts, worst first. */
	const moves = new Map<ActorId, { text: string; detail: string }[]>();
	const lineupMoves = (id: PlayerId) => {
		const known = moves.get(id);
		if (known) return known;
		const a = frames.actors[id];
		const start = frames.tracks[id][0]!;
		const name = a.role === 'designated-defender' ? m.anim_a_dd({ name: nameOf(frames, id, locale) }, { locale }) : nameOf(frames, id, locale);
		const out: { text: string; detail: string }[] = [];
		const violations = checkPosition(setup, { team: a.team, role: a.role }, { x: start.x, y: start.y }).violations.slice().sort((p, q) => q.by - p.by);
		for (const v of violations) {
			const c = setup.constraints.find((k) => k.id === v.constraintId && k.citation.id === v.citation.id);
			if (c) out.push({ text: `${name} ${movePhraseIn(setup, c, locale)}`, detail: detailWords(v.detail, locale) });
		}
		moves.set(id, out);
		return out;
	};
	const seen = new Map<ActorId, number>();
	return frames.annotations.map((a) => {
		if (a.actor === 'ball') return { text: a.text, detail: a.detail };
		const id = a.actor;
		const name = nameOf(frames, id, locale);
		const o = { locale };
		if (a.phase === 'lineup') {
			const k = seen.get(id) ?? 0;
			seen.set(id, k + 1);
			return lineupMoves(id)[k] ?? { text: a.text, detail: a.detail };
		}
		if (a.key) return { text: keyedWords(a.key, name, locale), detail: null };
		if (a.phase === 'rebound') {
			return frames.actors[id].role === 'hitter' ? { text: m.anim_a_keep_clear({ name }, o), detail: null } : { text: m.anim_a_rebound({ name, within: within(locale) }, o), detail: null };
		}
		if (frames.actors[id].role === 'hitter') return { text: m.anim_a_hit({ name }, o), detail: null };
		if (isFieldP3 && defended) return { text: m.anim_a_rides_in({ name }, o), detail: null };
		return { text: m.anim_a_stays({ name }, o), detail: null };
	});
}

/** The annotations after the hit, by their key (frames.ts), in the page's language. */
function keyedWords(key: string, name: string, locale: Locale): string {
	const o = { locale };
	switch (key) {
		case 'misses':
			return m.anim_a_misses({ name }, o);
		case 'enters-early':
			return m.anim_a_enters_early({ name }, o);
		case 'enters-posts':
			return m.anim_a_enters_posts({ name }, o);
		case 'blocks':
			return m.anim_a_blocks({ name }, o);
		case 'rebound-not-played':
			return m.anim_a_not_played({ name, within: within(locale) }, o);
		case 'rebound-affects':
			return m.anim_a_affects({ name, r: decimal(fmt(ARENA_MEASURES.reboundRadius), locale) }, o);
		case 'free-hit':
			return m.anim_a_free_hit({ name }, o);
		default:
			return name;
	}
}
