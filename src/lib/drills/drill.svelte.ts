/*
 * What both drill pages hold (SetupDrill and SpotDrill extend it): the drill asked for (its seed,
 * and the venue and penalty it is limited to), the notices about the URL as loaded and the last
 * action, the scores kept on the device, and the switches both pages have. The page reads its URL
 * once in onMount (`load`), synchronously, so that a tap the start-up gate replays finds the drill
 * dealt; `search` is the URL of what the page shows, which writeUrl keeps in the address bar.
 */
import { foulSpotRole, type Point, type Setup, type VenueKind } from '$lib/geometry';
import { setupTitle } from '$lib/i18n/setupWords';
import type { Locale } from '$lib/paraglide/runtime';
import { DEMO_SEED, readDrillRef, type LoadedRef } from './page';
import { randomSeed } from './random';
import type { Scenario } from './scenario';
import { loadScores, recordResult, tally, type DrillKind, type Scores, type ScoreStore } from './scores';
import { encodeDrillRef, type DrillRef } from './url';
import { venueName } from './words';

export interface DrillDeps {
	/** The page's language. */
	locale: Locale;
	/** The seed drawn before the page runs (the prerendered demo). */
	seed?: string;
	/** Where scores are kept (the browser's storage; tests pass a memory store); null: nowhere. */
	store?: () => ScoreStore | null;
	/** The clock, ms since the epoch (tests pass their own). */
	now?: () => number;
	/** A fresh seed for a drill the URL does not name (tests pass their own). */
	fresh?: () => string;
}

export abstract class DrillState {
	/** Which drill this is (the scores keep them apart). */
	abstract readonly kindOfDrill: DrillKind;
	/** The drill dealt from `ref`. */
	protected abstract readonly scenario: Scenario;
	/** The URL of what the page shows (a query); writeUrl keeps the address bar on it. */
	abstract readonly search: string;
	/** Nothing is being dragged: the URL may follow (a drill's changes are steps, written at once). */
	get rest(): boolean {
		return true;
	}
	/** Reads the drill from a query (on arrival and after 'Next'); `phone`: the page is on a phone. */
	abstract load(params: URLSearchParams, phone?: boolean): void;
	/** What the live region says once a new drill is dealt. */
	protected abstract newWords(title: string, venue: string): string;

	ref = $state<DrillRef>({ seed: DEMO_SEED });
	/** The URL has been read (in the browser): what is drawn is the URL's drill. */
	ready = $state(false);
	/** About the URL as loaded, and about the last action. */
	notices = $state<string[]>([]);
	/** What the live region says when there is no result (a new drill dealt). */
	status = $state('');
	scores = $state<Scores | null>(null);
	/** Draw the legal zones (they give the answer away). */
	showZones = $state(false);
	/** Draw the nearest legal spot of every player out of place (after checking). */
	showLegal = $state(false);
	/** The page is on a phone (read once with the URL): a squarer close-up. */
	phone = $state(false);

	readonly setup: Setup = $derived.by(() => this.scenario.setup);
	readonly kind: VenueKind = $derived.by(() => this.scenario.venueKind);
	readonly penalty: string = $derived.by(() => this.scenario.penalty);
	/** The foul spot (or where the ball crossed), yards, attack frame. */
	readonly foul: Point = $derived.by(() => this.scenario.foul);
	/** The variant in words ('from the spot'), '' where the penalty has no choice. */
	readonly variantLabel: string = $derived.by(() => this.scenario.variantLabel);
	/** Field Penalty 6: the spot is where the ball crossed the back line, not a foul. */
	readonly crossing = $derived.by(() => foulSpotRole(this.setup).kind === 'crossing');
	/** Where the goal the hitter attacks is on the diagram (as the task says it). */
	readonly attackSide: 'left' | 'right' = $derived.by(() => this.setup.attackGoalX !== null && this.setup.attackGoalX < this.setup.venue.length / 2 ? 'left' : 'right');
	readonly title = $derived.by(() => setupTitle(this.setup, this.locale));
	/** This drill's rounds on this device. */
	readonly tally = $derived.by(() => this.scores ? tally(this.scores.entries.filter((e) => e.drill === this.kindOfDrill)) : null);
	protected readonly refSearch = $derived.by(() => `?${encodeDrillRef(this.ref)}`);

	readonly locale: Locale;
	#store: () => ScoreStore | null;
	#now: () => number;
	#fresh: () => string;

	constructor(deps: DrillDeps) {
		this.locale = deps.locale;
		this.ref = { seed: deps.seed ?? DEMO_SEED };
		this.#store = deps.store ?? (() => null);
		this.#now = deps.now ?? (() => Date.now());
		this.#fresh = deps.fresh ?? randomSeed;
	}

	/** Reads the drill from a query (on arrival and after 'Next'), and the scores from the device. */
	protected loadRef(params: URLSearchParams, phone: boolean): LoadedRef {
		const loaded = readDrillRef(params, this.#fresh);
		this.ref = loaded.ref;
		this.notices = loaded.notices;
		this.phone = phone;
		this.showZones = false;
		this.showLegal = false;
		this.scores = loadScores(this.#store());
		this.ready = true;
		return loaded;
	}

	/** The query of a fresh drill, limited to a venue and penalty or not. */
	nextSearch(venue: VenueKind | undefined, penalty: string | undefined): string {
		return `?${encodeDrillRef({ seed: this.#fresh(), ...(venue ? { venue } : {}), ...(penalty ? { penalty } : {}) })}`;
	}

	/** Says which drill was dealt (after 'Next'). */
	announceNew(): void {
		this.status = this.newWords(this.title, venueName(this.kind));
	}

	/** Keeps a round's score on the device. */
	protected record(score: number): void {
		this.scores = recordResult(this.#store(), { drill: this.kindOfDrill, venue: this.kind, penalty: this.penalty, score, at: this.#now() });
	}
}
