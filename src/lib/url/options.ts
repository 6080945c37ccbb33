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

/** The options this penalty has on this venue, with their wording. */
export function optionChoices(venue: Venue, penalty: string): OptionChoices {
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
						lineLabel: `From the centre of the ${at}-yard line`,
						spotLabel: 'From the spot of the foul',
						hint: `The fouled team chooses. From the spot: no fouling player within ${FIELD_MEASURES.p2SpotDistance} yd of the ball.`,
						exampleFoul: spotFoul
					}
				: {
						lineLabel: `From the ${at}-yard spot`,
						spotLabel: `Fouled inside the ${ARENA_MEASURES.p2Spot}: from the spot of the foul`,
						hint: `Only for a foul less than ${ARENA_MEASURES.p2Spot} yd from the goal; everybody else behind the ${ARENA_MEASURES.p2Spot}-yard line.`,
						exampleFoul: spotFoul
					};
	}
	if (tryCompute(venue, penalty, { defended: true })) {
		out.defended = {
			label: 'Defended',
			hint: 'Once the ball is in play the fouling team may ride in from behind the back line, except between the posts.'
		};
	}
	const altFoul = roundPoint(defaultFoul(venue, penalty, { alternativeRule9: true }));
	if (tryCompute(venue, penalty, { alternativeRule9: true }, altFoul)) {
		out.alternativeRule9 = {
			label: 'Alternative Rule 9: from the spot of the foul',
			hint: `For a foul ${ARENA_MEASURES.alt9From} yd or more from the goal: lined up as a Penalty 5.a, for a 2-point opportunity.`,
			exampleFoul: altFoul
		};
	}
	const originals = ORIGINALS.filter((o) => tryCompute(venue, penalty, { original: o }));
	if (originals.length) {
		out.original = {
			label: 'The penalty that was carried out wrongly',
			choices: originals.map((o) => ({ value: o, label: PENALTY_TITLES[venue.kind][o] ?? `Penalty ${penaltyLabel(o)}` })),
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
