import type { AfterHit, VenueAfter } from './after';
import { FIELD } from './citations';
import type { Setup } from './setup';

/*
 * What happens after the hit on the outdoor field (USPA Rule 37: the defender entering the field
 * early, the goal prevented, the one touch of Penalty 3). A module of its own, reached only through
 * the venue's rules (plans.ts): a page of the arena never loads it. The field places no new hit of its
 * own: its re-hits (entered-early) are the same setup (after.ts).
 */

/** The field's outcomes after the hit for this setup (with a placement). */
function fieldAfterHit(setup: Setup): AfterHit[] {
	const out: AfterHit[] = [];
	const p = setup.penalty;
	if (p === '2' || p === '3') {
		const [b, c] = p === '2' ? [FIELD.p2b, FIELD.p2c] : [FIELD.p3b, FIELD.p3c];
		// 2c "when taking a Penalty 2 ... a defending player has entered the field improperly, the penalty
		// shall be taken again": a Penalty 2 from either place. From the spot, a fouling player standing off
		// the field (behind the back line, beyond a side line) may not come on before the ball is hit or
		// hit at (RULE-READINGS, third pass).
		out.push({
			id: 'entered-early',
			variant: 'entered-early',
			text: 'A defender has entered the field improperly and the hit goes wide or is deflected by the fouling team: the penalty is taken again.',
			citations: [c],
			places: true
		});
		out.push({ id: 'goal-prevented', variant: 'entered-early', text: 'Had the hit scored but for the fouling team entering the field improperly, it counts as a goal for the fouled team.', citations: [b], places: false });
		if (p === '3') {
			out.push({
				id: 'one-touch',
				variant: setup.options.defended ? 'defended' : 'undefended',
				text: setup.options.defended
					? 'The fouled team may hit or hit at the ball only once until a fouling player has hit or hit at it, or it touches a goal post, a fouling player or a mount.'
					: 'The fouled team may hit or hit at the ball only once, and may not play it again or affect its course.',
				citations: [FIELD.p3OneTouch],
				places: false
			});
		}
	}
	if (p === '4') out.push({ id: 'goal-prevented', variant: null, text: 'Had the hit scored but for the fouling team’s failure to carry out the proper procedure, a goal is scored.', citations: [FIELD.p4b], places: false });
	return out;
}

/** The field's outcomes after the hit, as plans.ts gives them. */
export const fieldAfter: VenueAfter = { afterHit: fieldAfterHit, outcomeSetup: () => null };
