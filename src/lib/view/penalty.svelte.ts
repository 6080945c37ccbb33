/*
 * One penalty's diagram as the user has it: the state every diagram page renders from (the
 * penalty page, the embed, a clinic slide, print). It reads the URL once, derives the setup once,
 * and holds what the user changes: the foul spot, the options and the venue size (state.ts), the
 * players moved (the checker), the animation's outcome and time (AnimationLink), and the part of
 * the venue on screen (the zoom view). `search` is the URL of all that; UrlWriter (url.svelte.ts)
 * is the only code that writes it.
 *
 * Pure of the DOM but for matchMedia (a phone's default view, the animation's reduced motion);
 * until `load` has read the URL the start-up gate shows the diagram as busy (src/lib/island).
 */
import { playArea } from '$lib/diagram/framing';
import type { PlayerMark } from '$lib/diagram/types';
import type { ViewRect } from '$lib/diagram/view';
import { foulSpotRole, standardLineup, type Point, type Rect, type VenueKind } from '$lib/geometry';
import { decimal } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import type { QueryRead, readQuery } from '$lib/url/read';
import { hasQuery, loadedReader, noQuery, type loadReader } from '$lib/url/reader';
import { formatYards, resolveSetup, round1, round1Within, toSearch, type ExplorerState } from '$lib/url/state';
import { withView, type Moved, type PlayerKey } from '$lib/url/view';
import { checkPlayers, clampTo, fixPosition, type CheckedPlayer } from './checker';
import { AnimationLink, type AnimationLinkOptions } from './animation.svelte';
import { PHONE_QUERY } from './breakpoints';

/** What the diagram is asked to show: a view, or an area to fit (the play); null: the whole venue. */
export type ZoomAsk = ViewRect | { area: Rect } | null;

export interface PenaltyViewOptions {
	/** The animation's loader and clock (tests). */
	animation?: Omit<AnimationLinkOptions, 'locale' | 'onnotice' | 'onfail'>;
	/**
	 * The address reader at hand: the pages that also render a query on the server (print, the deck,
	 * the clinic's slides). Else the one the island loaded before it started ($lib/url/reader).
	 */
	read?: typeof readQuery;
	/**
	 * Loads the reader where neither is there (the penalty page and the embed under SvelteKit's own
	 * client, as in development): kept out of this module so that a page holding the reader already
	 * does not also carry a dynamic import of it.
	 */
	loadRead?: typeof loadReader;
}

export class PenaltyView {
	/** What the user asked for (as drawn: resolveSetup drops what does not apply). */
	state = $state<ExplorerState>({ foul: null });
	/** Players the user moved, yards (0.1), attack frame. */
	moved = $state<Moved>({});
	/** The view asked for or on screen (Diagram reports it back through `zoomed`). */
	zoom = $state<ZoomAsk>(null);
	/** Animate the next change of `zoom` (a button), not a link's or a gesture's. */
	smooth = $state(false);
	/** Notices about the URL as loaded, and about the last change made in the page. */
	urlNotices = $state<string[]>([]);
	actionNotices = $state<string[]>([]);
	/** The URL's query has been applied: what is drawn is the URL's. */
	ready = $state(false);

	readonly resolved = $derived.by(() => resolveSetup(this.kind, this.id, this.state, this.locale));
	readonly setup = $derived(this.resolved.setup);
	/** The standard line-up: the play's close-up, the words and the legend follow it, not a drag. */
	readonly lineup = $derived(standardLineup(this.setup));
	/** The line-up with the user's moves, each player checked against the rules. */
	readonly checked: CheckedPlayer[] = $derived.by(() => (this.setup.placement ? checkPlayers(this.setup, this.lineup, this.moved, this.locale) : []));
	readonly players: PlayerMark[] = $derived(this.checked.map((p) => ({ team: p.team, number: p.number, role: p.role, x: p.x, y: p.y, illegal: p.illegal })));
	readonly anyMoved = $derived(Object.keys(this.moved).length > 0);
	/**
	 * The setup drawn is the page's own, as prerendered: no foul spot, option or size set and no player
	 * moved (the theme and the view change no setup). Its data's words fit it (animation/written.ts).
	 */
	readonly asOpened = $derived(!this.anyMoved && toSearch({ ...this.state, theme: undefined, zoom: undefined }) === '');
	/** How a tap on the diagram is read (the foul, or where the ball crossed) and whether it moves the ball. */
	readonly meaning = $derived(foulSpotRole(this.setup));
	/** The foul spot is drawn where the user set it, or where it moves the ball. */
	readonly foulShown = $derived(!!this.state.foul || this.setup.adjustments.length > 0 || this.meaning.movesBall);
	/** The ball may be moved where the hitter chooses the spot: from the spot, or Alternative Rule 9. */
	readonly ballMovable = $derived(this.setup.placement && !!this.setup.ball && (this.setup.options.from === 'spot' || !!this.setup.options.alternativeRule9));
	/** The part of the venue where the play is, yards (the close-up). */
	readonly playArea = $derived(this.setup.placement ? playArea(this.setup, this.lineup) : null);
	readonly zoomed = $derived(this.zoom !== null);
	readonly animation: AnimationLink;

	/** A phone's automatic close-up: the device's default, not a choice, kept out of the URL. */
	#zoomAuto = false;
	/** The whole venue chosen on a phone: written zoom=0 so that it sticks. */
	#zoomOff = false;
	/** The state before the last tap's foul, for a double tap to take back. */
	#beforePick: ExplorerState | null = null;
	readonly #read: typeof readQuery | undefined;
	readonly #loadRead: typeof loadReader | undefined;

	/**
	 * Made while a component initialises (the animation's timeline follows the setup for its life).
	 * `kind` and `id` are the route's (valid); `locale` the page's language.
	 */
	constructor(
		readonly kind: VenueKind,
		readonly id: string,
		readonly locale: Locale,
		o: PenaltyViewOptions = {}
	) {
		this.#read = o.read;
		this.#loadRead = o.loadRead;
		this.animation = new AnimationLink(
			() => ({
				setup: this.setup,
				...(this.anyMoved ? { start: Object.fromEntries(this.checked.map((p) => [p.key, { x: p.x, y: p.y }])) } : {})
			}),
			{
				...o.animation,
				locale,
				onnotice: (n) => (this.urlNotices = [...this.urlNotices, n]),
				onfail: () => (this.actionNotices = [m.ex_notice_anim_failed({}, { locale })])
			}
		);
	}

	/**
	 * Reads the URL once (the page's onMount): the setup, the moved players, the animation's outcome
	 * and time, the view. `phone`: with nothing about the view in the URL, open on the play. An address
	 * with a query is read by the reader (the option's, or the one the island loaded before it started);
	 * where neither is there yet (a page of SvelteKit's client) it is loaded first, and the page is
	 * ready once it has read.
	 */
	load(params: URLSearchParams, phone = false): void {
		if (!hasQuery(params)) return this.#apply(noQuery(), params, phone);
		const reader = this.#read ?? loadedReader()?.readQuery;
		if (reader) return this.#apply(reader(this.kind, this.id, params, this.locale), params, phone);
		const failed = () => this.#apply({ ...noQuery(), notices: [m.ex_notice_address_failed({}, { locale: this.locale })] }, params, phone);
		if (!this.#loadRead) return failed();
		this.#loadRead().then((r) => this.#apply(r.readQuery(this.kind, this.id, params, this.locale), params, phone), failed);
	}

	#apply(read: QueryRead, params: URLSearchParams, phone: boolean): void {
		const { zoom: zoomFlag, ...state } = read.state;
		this.state = state;
		this.moved = read.view.moved;
		this.urlNotices = read.notices;
		this.animation.open(read.view.variant, read.view.t);
		const zoomParam = params.get('zoom')?.trim() ?? null;
		this.#zoomOff = phone && (zoomParam === '0' || zoomParam === 'false');
		this.#zoomAuto = false;
		this.smooth = false;
		if (read.view.zoom) this.zoom = read.view.zoom;
		else if (zoomFlag) this.zoom = this.#playAsk();
		else if (phone && zoomParam === null && this.setup.placement) {
			this.#zoomAuto = true;
			this.zoom = this.#playAsk();
		} else this.zoom = null;
		this.ready = true;
	}

	/** The whole query: the setup (state.ts), then the moved players, the variant, the frame shown and the view. */
	readonly search: string = $derived.by(() => {
		const a = this.animation;
		const view = this.zoom && 'cx' in this.zoom && !this.#zoomAuto ? this.zoom : undefined;
		const base = toSearch(this.state);
		return withView(this.#zoomOff ? `${base}${base ? '&' : '?'}zoom=0` : base, {
			moved: this.moved,
			...(a.variantForUrl !== undefined ? { variant: a.variantForUrl } : {}),
			// The frame shown is written when paused on it; while playing the URL does not follow every frame.
			...(a.player.active && !a.player.playing ? { t: Math.round(a.player.t * 10) / 10 } : {}),
			...(view ? { zoom: view } : {})
		});
	});

	/** The query another penalty's link keeps: the venue size, the theme and whether the user zoomed. */
	readonly carried: string = $derived.by(() => {
		const q = toSearch({ foul: null, preset: this.state.preset, dims: this.state.dims, theme: this.state.theme, zoom: this.zoomed && !this.#zoomAuto ? true : undefined });
		return this.#zoomOff ? `${q}${q ? '&' : '?'}zoom=0` : q;
	});

	/** Applies a change of the setup (foul, options, size): the animation goes back to the setup. */
	update(next: ExplorerState, notices: string[] = []): void {
		const r = resolveSetup(this.kind, this.id, next, this.locale);
		if (this.animation.player.active) this.animation.player.rest();
		this.state = r.state;
		this.actionNotices = [...notices, ...r.notices];
		this.urlNotices = [];
	}

	/** A foul spot picked on the diagram, typed in, or where the ball was dropped, yards (attack frame). */
	pick(p: Point): void {
		const b = this.setup.venue.bounds;
		// Within half a decimetre of the edge counts as on it.
		const near = (v: number, lo: number, hi: number) => (v >= lo - 0.05 && v <= hi + 0.05 ? round1Within(v, lo, hi) : round1(v));
		let q = { x: near(p.x, b.minX, b.maxX), y: near(p.y, b.minY, b.maxY) };
		const inside = q.x >= b.minX && q.x <= b.maxX && q.y >= b.minY && q.y <= b.maxY;
		if (!inside) {
			const s = this.setup.venue.surround;
			const inSurround = q.x >= s.minX && q.x <= s.maxX && q.y >= s.minY && q.y <= s.maxY;
			// Where only the crossing of the back line counts, a tap beyond it means the crossing there.
			if (this.meaning.kind === 'crossing' && inSurround && q.y >= b.minY && q.y <= b.maxY) {
				q = { x: round1Within(Math.min(b.maxX, Math.max(b.minX, q.x)), b.minX, b.maxX), y: q.y };
			} else {
				const args = { x: this.#yd(q.x), y: this.#yd(q.y), minx: this.#yd(b.minX), maxx: this.#yd(b.maxX), maxy: this.#yd(b.maxY) };
				const lo = { locale: this.locale };
				this.actionNotices = [this.kind === 'field' ? m.ex_notice_outside_field(args, lo) : m.ex_notice_outside_arena(args, lo)];
				return;
			}
		}
		this.#beforePick = this.state;
		this.update({ ...this.state, foul: q });
	}

	/** A double tap zooms: the foul its first tap set goes back to where it was. */
	unpick(): void {
		const before = this.#beforePick;
		this.#beforePick = null;
		if (before) this.update(before);
	}

	clearFoul(): void {
		this.update({ ...this.state, foul: null });
	}

	/** An option switched on or off; where it needs a foul spot the user has not set, an example one is used. */
	setOption(next: ExplorerState, exampleFoul: Point | null, key: 'from' | 'alternativeRule9'): void {
		const r = resolveSetup(this.kind, this.id, next, this.locale);
		if (r.state[key] === next[key] || !exampleFoul) return this.update(next);
		this.update({ ...next, foul: exampleFoul }, [m.ex_notice_example_foul({ x: this.#yd(exampleFoul.x), y: this.#yd(exampleFoul.y) }, { locale: this.locale })]);
	}

	/** A player checked on the diagram, by key. */
	player(key: string): CheckedPlayer | undefined {
		return this.checked.find((p) => p.key === key);
	}

	/** A player moved (yards): kept to 0.1 yd and on the ground drawn. */
	place(key: PlayerKey, p: Point): void {
		if (this.animation.player.active) this.animation.player.rest();
		this.moved = { ...this.moved, [key]: clampTo(p, this.setup.venue.surround) };
	}

	/** The players back where they were before a drag that was given up (it became a pinch). */
	restore(moved: Moved): void {
		this.moved = moved;
	}

	/** The player moved to the nearest legal place. */
	fix(key: string): void {
		const p = this.player(key);
		if (!p) return;
		this.place(p.key, fixPosition(this.setup, p));
		this.actionNotices = [];
	}

	/** Every player back to the standard line-up. */
	reset(): void {
		if (this.animation.player.active) this.animation.player.rest();
		this.moved = {};
		this.actionNotices = [];
	}

	/** The ball dropped or nudged: where the hitter chooses the spot, that is the foul spot. */
	moveBall(p: Point): void {
		const q = clampTo(p, this.setup.venue.bounds);
		const r = resolveSetup(this.kind, this.id, { ...this.state, foul: q }, this.locale);
		if (r.state.from !== this.state.from || r.state.alternativeRule9 !== this.state.alternativeRule9) {
			this.actionNotices = [m.ex_notice_ball({ x: this.#yd(q.x), y: this.#yd(q.y), why: r.notices.join(' ') }, { locale: this.locale })];
			return;
		}
		this.pick(q);
	}

	/** "Zoom on the play" and back, with d3's smooth zoom. */
	toggleZoom(): void {
		this.smooth = true;
		this.#zoomAuto = false;
		if (this.zoomed) {
			this.zoom = null;
			this.#zoomOff = this.#phone();
		} else {
			this.zoom = this.#playAsk();
			this.#zoomOff = false;
		}
	}

	/** The view the diagram shows now (after a gesture, or a zoom asked for): null is the whole venue. */
	showing(view: ViewRect | null): void {
		const wasFit = this.zoom !== null && !('cx' in this.zoom);
		// The phone's automatic close-up, once fitted, stays automatic (not written); a gesture makes it the user's.
		if (!wasFit) this.#zoomAuto = false;
		if (view === null && !wasFit) this.#zoomOff = this.#phone();
		if (view !== null) this.#zoomOff = false;
		this.zoom = view;
	}

	#playAsk(): ZoomAsk {
		const a = this.playArea;
		return a ? { area: a } : null;
	}

	#phone(): boolean {
		return typeof matchMedia !== 'undefined' && matchMedia(PHONE_QUERY).matches;
	}

	#yd(v: number): string {
		return decimal(formatYards(v), this.locale);
	}
}
