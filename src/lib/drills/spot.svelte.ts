/*
 * 'Spot the fault' as the user has it: a line-up dealt from the seed with 0 to 3 players standing
 * where the rules forbid, the players the user marked as suspects (a tap on the diagram or their
 * buttons), and the score once checked, with every offender's violations.
 */
import { describeSetup } from '$lib/diagram/describe';
import { playArea } from '$lib/diagram/framing';
import { dist, nearestLegal, type Point, type Rect } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import { DrillState } from './drill.svelte';
import { grow, PHONE_ASPECT, PICK_PX, WIDE_ASPECT, type LegalSpot, type MarkKind } from './page';
import { generateDrill, MIN_GAP, scoreAnswer, type Drill, type ScoreResult } from './spotTheFault';
import { playerName, plural } from './words';

export class SpotDrill extends DrillState {
	readonly kindOfDrill = 'spot' as const;

	/** Keys of the players the user marked, in the order marked. */
	marked = $state<string[]>([]);
	result = $state<ScoreResult | null>(null);
	/** The whole venue rather than the close-up of the play. */
	whole = $state(false);

	readonly drill: Drill = $derived(generateDrill(this.ref.seed, { venue: this.ref.venue, penalty: this.ref.penalty }));
	protected readonly scenario = $derived(this.drill);
	readonly words = $derived(describeSetup(this.setup, this.drill.players, this.locale));
	/** The play, or the whole venue; a little wider so that a player on the edge is drawn whole (yards). */
	readonly area: Rect = $derived(grow(this.whole ? this.setup.venue.surround : playArea(this.setup, this.drill.players, this.phone ? PHONE_ASPECT : WIDE_ASPECT), MIN_GAP));
	readonly search = $derived(this.refSearch);
	readonly flags: Record<string, MarkKind> = $derived.by(() => {
		const f: Record<string, MarkKind> = {};
		const r = this.result;
		if (!r) {
			for (const k of this.marked) f[k] = 'marked';
			return f;
		}
		for (const k of r.correct) f[k] = 'correct';
		for (const k of r.missed) f[k] = 'missed';
		for (const k of r.wrong) f[k] = 'wrong';
		return f;
	});
	/** Each offender's nearest legal spot (yards). */
	readonly legalSpots: LegalSpot[] = $derived(
		this.drill.offenders.map((k) => {
			const p = this.drill.players.find((q) => q.key === k)!;
			return { key: k, team: p.team, from: { x: p.x, y: p.y }, to: nearestLegal(this.setup, { team: p.team, role: p.role }, p) };
		})
	);
	readonly summary = $derived.by(() => {
		const r = this.result;
		if (!r) return '';
		const o = this.drill.offenders.length;
		const score = m.dr_score({ n: r.score });
		if (o === 0 && r.wrong.length === 0) return `${score}. ${m.dr_spot_nobody()}`;
		const parts = [plural(o, m.dr_spot_found_one, m.dr_spot_found_other)({ c: r.correct.length, o })];
		if (r.missed.length) parts.push(m.dr_spot_missed({ n: r.missed.length }));
		let s = `${score}. ${parts.join(', ')}`;
		if (r.wrong.length) s += `; ${plural(r.wrong.length, m.dr_spot_wrong_one, m.dr_spot_wrong_other)({ n: r.wrong.length })}`;
		return `${s}.`;
	});
	readonly legalLeftAlone = $derived(this.result ? this.drill.players.filter((p) => !this.flags[p.key]).map((p) => playerName(p)) : []);

	/** The last player a tap toggled, for a double tap to take back. */
	#lastTap: string | null = null;

	/** Reads the drill from the URL (on arrival and after 'Next drill'). */
	protected newWords(title: string, venue: string): string {
		return m.dr_spot_new({ title, venue });
	}

	load(params: URLSearchParams, phone = false): void {
		this.loadRef(params, phone);
		this.marked = [];
		this.result = null;
		this.whole = false;
		this.#lastTap = null;
	}

	toggle(key: string): void {
		if (this.result || !this.ready) return;
		this.marked = this.marked.includes(key) ? this.marked.filter((k) => k !== key) : [...this.marked, key];
	}

	/** A tap on the diagram toggles the nearest player within a fingertip (`pxPerYard`: the diagram's scale now). */
	pick(p: Point, pxPerYard: number | null): void {
		if (this.result || !this.ready) return;
		const reach = Math.max(MIN_GAP, pxPerYard ? PICK_PX / pxPerYard : 0);
		let best: string | null = null;
		let bestD = Infinity;
		for (const q of this.drill.players) {
			const d = dist(p, q);
			if (d < bestD) [best, bestD] = [q.key, d];
		}
		this.#lastTap = best && bestD <= reach ? best : null;
		if (this.#lastTap) this.toggle(this.#lastTap);
	}

	/** The first tap of a double tap toggled a player: toggle it back. */
	unpick(): void {
		if (this.#lastTap) this.toggle(this.#lastTap);
		this.#lastTap = null;
	}

	/** Scores the marks and keeps the round on the device. */
	check(): void {
		if (this.result || !this.ready) return;
		const r = scoreAnswer(this.drill, this.marked);
		this.result = r;
		this.record(r.score);
	}
}
