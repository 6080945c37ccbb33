import { arena9 } from '$lib/rules';
import { checkPosition, computeSetup, FIELD_MEASURES, penaltyLabel, type Citation, type Constraint, type Setup, type Team } from '$lib/geometry';
import { adjustmentWords, awardGoals, rehitWords, setupSummary, setupTitle } from '$lib/i18n/setupWords';
import { decimal, detailWords, landmarkWords, ofPhrase, playerName, teamName } from '$lib/i18n/violations';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import { foulSpot } from './scatter';
import type { ActorId, Frames, Phase, PlayerId } from './types';

/** As in the rulebook's examples: Red commits the foul, Blue is fouled. */
export const TEAM_NAMES: Record<Team, string> = { fouling: 'Red', fouled: 'Blue' };

/** Yards for captions: whole numbers without a trailing '.0'. */
export function fmt(v: number): string {
	const r = Math.round(v * 10) / 10;
	return String(Object.is(r, -0) ? 0 : r);
}

function lineName(setup: Setup, x0: number): string {
	const { venue, ball } = setup;
	if (x0 === 0 || x0 === venue.length) return venue.kind === 'field' ? 'the back line' : 'the end wall';
	if (venue.kind === 'arena' && ball && x0 === ball.x) return 'the point of the hit';
	const yards = Math.min(x0, venue.length - x0);
	return `the ${fmt(yards)}-yard line`;
}

/**
 * What a player does to satisfy one constraint, in a few words: the verb phrase after its name.
 * Keyed on the shape (the geometry's vocabulary), with the constraint id only where two rules share
 * a shape but read differently.
 */
export function movePhrase(setup: Setup, c: Constraint): string {
	const s = c.shape;
	switch (s.kind) {
		case 'min-distance':
			return `rides out to ${fmt(s.radius)} yd from the ball`;
		case 'outside-goal':
			return 'rides out of the goal';
		case 'right-of-way':
			return 'leaves the right of way';
		case 'near-segment':
			return `goes within the ${fmt(s.radius)}-yard arc of the goal`;
		case 'abs-y-at-least':
			return s.side ? 'goes along the end wall to the far side of the goal' : 'goes along the end wall, clear of the goal';
		case 'halfplane': {
			if (c.id.startsWith('bounds-')) return setup.venue.kind === 'field' ? 'comes back inside the safety zone' : 'comes back inside the arena';
			if (c.id === 'dd-wall') return 'goes to the end wall';
			if (c.id === 'fouling-goal-side-of-ball') return 'rides back between the ball and the goal it defends';
			if (s.normal.y === 0 && s.normal.x !== 0) return `rides behind ${lineName(setup, s.offset / s.normal.x)}`;
			return 'moves to a legal position';
		}
		case 'halfplane-or-off-field':
			// The nearest legal place may be off the field, which the rule exempts: say both.
			if (c.id === 'fouling-goal-side-of-ball') return 'rides back between the ball and the goal it defends, or off the field';
			return `rides behind ${lineName(setup, s.offset / s.normal.x)} or off the field`;
	}
}

/*
 * The arena's wide-shot rebound: the sentence the geometry cites (ARENA.p2Wide) says "immediately";
 * the execution passage gives the number. Read it from the rule text rather than restate it.
 */
const REBOUND_PASSAGE = arena9.find((p) => p.id === 'arena9-exec-rebound-25');
const SECONDS = REBOUND_PASSAGE ? /within (\d+(?:\.\d+)?) seconds of the rebound/.exec(REBOUND_PASSAGE.en) : null;

/** Seconds the fouling team has to play a rebound off the end wall, per the rule text (null if not found). */
export const REBOUND_WINDOW: number | null = SECONDS?.[1] ? Number(SECONDS[1]) : null;

export const REBOUND_CITATION: Citation | null = REBOUND_PASSAGE
	? { ref: 'Arena Rule 9, execution of Penalties 2, 3 and 4', rule: 'arena9', penalty: null, sentence: REBOUND_PASSAGE.en }
	: null;

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
	if (locale === 'en') return movePhrase(setup, c);
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

/** A phase's caption in the page's language (English: the timeline's own). */
export function phaseCaption(setup: Setup, frames: Frames, phase: Phase, locale: Locale): string {
	if (locale === 'en') return phase.caption;
	const o = { locale };
	const red = teamName('fouling', locale);
	const blue = teamName('fouled', locale);
	const isFieldP3 = setup.venue.kind === 'field' && setup.penalty === '3';
	const defended = isFieldP3 ? (frames.variant ?? (setup.options.defended ? 'defended' : 'undefended')) === 'defended' : false;
	const wide = frames.variant === 'wide-rebound';
	const hitter = hitterOf(frames);
	const hitterName = nameOf(frames, hitter, locale);
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
			if (wide) return m.anim_c_play_wide({ name: hitterName }, o);
			const dd = (Object.keys(frames.actors) as PlayerId[]).find((id) => frames.actors[id].role === 'designated-defender');
			if (frames.moments.contact !== undefined && dd) return m.anim_c_play_glance({ name: hitterName, dd: nameOf(frames, dd, locale) }, o);
			if (setup.award?.changeOfDirection) return m.anim_c_play_direction({ name: hitterName, team: teamName(frames.actors[hitter].team, locale) }, o);
			const play = m.anim_c_play({ name: hitterName }, o);
			if (isFieldP3) return `${play} ${defended ? m.anim_c_p3_defended({ red }, o) : m.anim_c_p3_undefended({ red }, o)}`;
			if (setup.venue.kind === 'field' && setup.penalty === '2' && setup.options.from === 'spot') return `${play} ${m.anim_c_p2_spot({ red, d: decimal(fmt(FIELD_MEASURES.p2SpotDistance), locale) }, o)}`;
			if (setup.venue.kind === 'field' && setup.penalty === '2') return `${play} ${m.anim_c_p2({ red }, o)}`;
			return play;
		}
		case 'rebound':
			return m.anim_c_rebound({ red, blue, within: within(locale) }, o);
	}
}

/**
 * The timeline's annotations in the page's language, in the same order: what each player does (with
 * what was wrong, in numbers) and why. English: the timeline's own.
 */
export function annotationWords(setup: Setup, frames: Frames, locale: Locale): { text: string; detail: string | null }[] {
	if (locale === 'en') return frames.annotations.map((a) => ({ text: a.text, detail: a.detail }));
	const isFieldP3 = setup.venue.kind === 'field' && setup.penalty === '3';
	const defended = isFieldP3 && (frames.variant ?? (setup.options.defended ? 'defended' : 'undefended')) === 'defended';
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
			const c = setup.constraints.find((k) => k.id === v.constraintId && k.citation.sentence === v.sentence);
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
		if (a.phase === 'rebound') {
			return frames.actors[id].role === 'hitter' ? { text: m.anim_a_keep_clear({ name }, o), detail: null } : { text: m.anim_a_rebound({ name, within: within(locale) }, o), detail: null };
		}
		if (frames.actors[id].role === 'hitter') return { text: m.anim_a_hit({ name }, o), detail: null };
		if (isFieldP3 && defended) return { text: m.anim_a_rides_in({ name }, o), detail: null };
		return { text: m.anim_a_stays({ name }, o), detail: null };
	});
}
