/*
 * Which choices a penalty offers, found by asking computeSetup (never by listing penalty numbers
 * here), and how to word them with the distances the geometry module uses.
 */
import {
	ARENA_MEASURES,
	computeSetup,
	defaultFoul,
	FIELD_MEASURES,
	isGeometryError,
	PENALTY_TITLES,
	penaltyLabel,
	type Original,
	type Point,
	type Setup,
	type SetupOptions,
	type Venue
} from '$lib/geometry';
import { ORIGINALS, round1 } from './state';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import { penaltyTitle } from '$lib/i18n/penalties';

export interface OptionChoices {
	/** The hit from the line/spot or from the spot of the foul. */
	from: null | { lineLabel: string; spotLabel: string; hint: string; exampleFoul: Point };
	defended: null | { label: string; hint: string };
	alternativeRule9: null | { label: string; hint: string; exampleFoul: Point };
	/** Arena 6a-6d: the penalties this one may follow, and the one assumed by default. */
	original: null | { label: string; choices: { value: Original; label: string }[]; fallback: Original };
}

function tryCompute(venue: Venue, penalty: string, options: SetupOptions, foul?: Point): Setup | null {
	try {
		return computeSetup({ venue, penalty, options, ...(foul ? { foul } : {}) });
	} catch (e) {
		if (isGeometryError(e)) return null;
		throw e;
	}
}

const roundPoint = (p: Point): Point => ({ x: round1(p.x), y: round1(p.y) });

/** The options this penalty has on this venue, with their wording (in `locale`, English by default). */
export function optionChoices(venue: Venue, penalty: string, locale: Locale = 'en'): OptionChoices {
	const o = { locale };
	const out: OptionChoices = { from: null, defended: null, alternativeRule9: null, original: null };
	const plain = tryCompute(venue, penalty, {});
	if (!plain || !plain.placement) return out;

	const spotFoul = roundPoint(defaultFoul(venue, penalty, { from: 'spot' }));
	if (tryCompute(venue, penalty, { from: 'spot' }, spotFoul)) {
		const line = tryCompute(venue, penalty, { from: 'line' });
		const at = line?.ball?.x ?? 0;
		out.from =
			venue.kind === 'field'
				? {
						lineLabel: m.url_opt_line_field({ at }, o),
						spotLabel: m.url_opt_spot_field({}, o),
						hint: m.url_opt_hint_field({ d: FIELD_MEASURES.p2SpotDistance }, o),
						exampleFoul: spotFoul
					}
				: {
						lineLabel: m.url_opt_line_arena({ at }, o),
						spotLabel: m.url_opt_spot_arena({ spot: ARENA_MEASURES.p2Spot }, o),
						hint: m.url_opt_hint_arena({ spot: ARENA_MEASURES.p2Spot }, o),
						exampleFoul: spotFoul
					};
	}
	if (tryCompute(venue, penalty, { defended: true })) {
		out.defended = {
			label: m.url_opt_defended({}, o),
			hint: m.url_opt_defended_hint({}, o)
		};
	}
	const altFoul = roundPoint(defaultFoul(venue, penalty, { alternativeRule9: true }));
	if (tryCompute(venue, penalty, { alternativeRule9: true }, altFoul)) {
		out.alternativeRule9 = {
			label: m.url_opt_alt9({}, o),
			hint: m.url_opt_alt9_hint({ d: ARENA_MEASURES.alt9From }, o),
			exampleFoul: altFoul
		};
	}
	const originals = ORIGINALS.filter((o) => tryCompute(venue, penalty, { original: o }));
	if (originals.length) {
		out.original = {
			label: m.url_opt_original({}, o),
			choices: originals.map((v) => ({
				value: v,
				label: locale === 'en' ? (PENALTY_TITLES[venue.kind][v] ?? `Penalty ${penaltyLabel(v)}`) : penaltyTitle(venue.kind, v, locale)
			})),
			fallback: (plain.options.original ?? originals[0]!) as Original
		};
	}
	return out;
}

/**
 * How a click on the diagram is read for this setup: 'crossing' where the geometry module keeps
 * only where the ball crossed the back line (it moves the foul onto that line), else 'foul'; and
 * whether moving the foul spot moves the ball at all. Found by moving the foul a little and asking
 * computeSetup again.
 */
export function foulMeaning(setup: Setup): { kind: 'foul' | 'crossing'; movesBall: boolean } {
	const foul = setup.foul;
	if (!setup.placement || !foul || !setup.ball) return { kind: 'foul', movesBall: false };
	const c = setup.venue.centre;
	const toward = (d: number): Point => ({
		x: round1(foul.x + Math.sign(c.x - foul.x || 1) * d),
		y: round1(foul.y + Math.sign(c.y - foul.y || 1) * d)
	});
	const probes = [toward(3), toward(1), { x: round1((foul.x + c.x) / 2), y: round1((foul.y + c.y) / 2) }];
	const found = probes
		.map((q) => ({ q, s: tryCompute(setup.venue, setup.penalty, setup.options, q) }))
		.filter((r): r is { q: Point; s: Setup } => !!r.s?.foul && !!r.s.ball);
	if (found.length) {
		const { q, s } = found[0]!;
		const crossing = Math.abs(s.foul!.x - q.x) > 1e-9 || Math.abs(s.foul!.y - q.y) > 1e-9;
		const ball = setup.ball;
		const movesBall = found.some((r) => Math.abs(r.s.ball!.x - ball.x) > 1e-9 || Math.abs(r.s.ball!.y - ball.y) > 1e-9);
		return { kind: crossing ? 'crossing' : 'foul', movesBall };
	}
	return { kind: 'foul', movesBall: false };
}
