/*
 * 'Set it up' as the user has it: the task (a penalty and a foul spot, from the seed), the ball and
 * the players put on the ground so far, the item selected, the grade once submitted, and the part
 * of the venue on screen. Items are put by a tap on the diagram (the selection goes there, then the
 * next one waiting is selected), dragged or moved with the arrow keys (MoveController, the same as
 * the penalty page's checker; a player still waiting is dragged from its row, BenchMarks), nudged
 * with the on-screen arrows or typed in yards. The placements live in the URL (pos=). Two fingers
 * are a pinch, never a drag: a second finger gives up the drag the first began, and the drill is
 * back as it was before that drag (MoveController's oncancel), while the diagram zooms.
 */
import type { MarkInteraction, PlayerMark } from '$lib/diagram/types';
import type { ViewRect } from '$lib/diagram/view';
import { playBox } from '$lib/diagram/frame';
import { nearestLegal, type Point, type Rect } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import { formatYards } from '$lib/url/state';
import { ARROWS, KEY_BIG_STEP, KEY_STEP, MoveController } from '$lib/view/moves.svelte';
import type { ZoomAsk } from '$lib/view/penalty.svelte';
import { DrillState, type DrillDeps } from './drill.svelte';
import { clampTo, insideRect, PHONE_ASPECT, WIDE_ASPECT, type LegalSpot, type MarkKind } from './page';
import { gradeSetup, setItUpTask, type SetItUpTask, type SetupGrade } from './setItUp';
import { decodePositions, encodePositions } from './url';
import { at, keyName, playerName } from './words';

/** 'Zoom on the play': room round what is placed, and the narrowest view, yards (a UI size, not a rule distance). */
export const ZOOM_PAD = 12;
export const ZOOM_MIN_WIDTH = 60;
/**
 * A phone opens on the foul and the goal attacked where both fit this wide (yards), else on the
 * foul alone this wide: the whole field would draw its markers 25 yd across.
 */
export const PHONE_VIEW_WIDTH = 120;

type Key = string;

/** Whether the element focused now was reached from the keyboard (:focus-visible), not by a pointer or a finger. */
function keyboardFocus(): boolean {
	const el = typeof document === 'undefined' ? null : document.activeElement;
	return !!el?.matches?.(':focus-visible');
}

export class SetupDrill extends DrillState {
	readonly kindOfDrill = 'setup' as const;

	ball = $state<Point | null>(null);
	/** Players put on the ground, by key ('fouling-2'), yards. */
	placed = $state<Record<Key, Point>>({});
	/** 'ball', a player key, or null. */
	selected = $state<Key | null>('ball');
	grade = $state<SetupGrade | null>(null);
	gradedScore = $state(0);
	/** Something moved since the last submission. */
	stale = $state(false);
	/** The waiting player being dragged onto the ground (it keeps its place under the diagram meanwhile). */
	inHand = $state<Key | null>(null);
	/** The on-screen arrows (and the arrow keys on the list) step 5 yd. */
	bigSteps = $state(false);
	/** The view asked for or on screen; null: the whole venue. */
	zoom = $state<ZoomAsk>(null);
	/** Animate the next change of `zoom` (a button's). */
	smooth = $state(false);
	readonly moves: MoveController;

	readonly task: SetItUpTask = $derived(setItUpTask(this.ref.seed, { venue: this.ref.venue, penalty: this.ref.penalty }));
	protected readonly scenario = $derived(this.task);
	readonly surround: Rect = $derived(this.setup.venue.surround);
	readonly items: Key[] = $derived(['ball', ...this.task.roster.map((r) => r.key)]);
	readonly onGround: PlayerMark[] = $derived(this.task.roster.filter((r) => this.placed[r.key]).map((r) => ({ team: r.team, number: r.number, role: r.role, ...this.placed[r.key]! })));
	/** The players still waiting to be placed (and the one being dragged from among them), in roster order. */
	readonly waiting = $derived(this.task.roster.filter((r) => !this.placed[r.key] || r.key === this.inHand));
	readonly hitter = $derived(this.task.roster.find((r) => r.role === 'hitter'));
	readonly defender = $derived(this.task.roster.find((r) => r.role === 'designated-defender'));
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- derived anew on each change, never mutated
	readonly violators = $derived(new Set(this.grade?.violations.map((v) => v.key) ?? []));
	readonly flags: Record<Key, MarkKind> = $derived.by(() => {
		const f: Record<Key, MarkKind> = {};
		if (!this.grade) return f;
		for (const k of this.violators) if (this.placed[k]) f[k] = 'violation';
		if (!this.grade.ballOk && this.ball) f.ball = 'violation';
		return f;
	});
	readonly legalSpots: LegalSpot[] = $derived.by(() => {
		const g = this.grade;
		if (!g) return [];
		const out: LegalSpot[] = [];
		if (!g.ballOk && this.setup.ball) out.push({ key: 'ball', team: null, from: this.ball ?? this.task.foul, to: this.setup.ball });
		for (const v of g.violations) {
			const p = this.placed[v.key];
			if (p) out.push({ key: v.key, team: v.team, from: p, to: nearestLegal(this.setup, { team: v.team, role: v.role }, p) });
		}
		return out;
	});
	readonly selectedPos: Point | null = $derived(this.selected ? this.positionOf(this.selected) : null);
	/** The yards in the typed fields: the selection's (the foul spot while it waits), set again as it moves. */
	typedX = $state<number | null>(null);
	typedY = $state<number | null>(null);
	readonly search = $derived.by(() => {
		const pos = encodePositions(this.placedList(), this.ball);
		// encodePositions writes only letters, digits, '.', '-', ',', ':' and ';', all safe in a query.
		return `${this.refSearch}${pos ? `&pos=${pos}` : ''}`;
	});
	readonly interact: MarkInteraction = $derived({
		playerLabel: (p) => m.dr_setup_selected_at({ name: playerName(p), where: at(p) }),
		ballLabel: this.ball ? m.dr_setup_selected_at({ name: m.dr_mk_ball(), where: at(this.ball) }) : null,
		describedBy: 'setup-how',
		selected: this.selected,
		onpointerdown: (e, key) => {
			this.#grab = null;
			this.#keep();
			this.moves.down(e, key);
		},
		onkeydown: (e, key) => {
			this.#grab = null;
			this.moves.key(e, key);
		},
		// Focus selects what the keyboard reaches (Tab). A press selects through the mover (onstart);
		// the focus a tap brings comes after it, from the mouse events a phone makes of the tap, on the
		// mark the tap has just put under the finger: it must not take the selection back from the
		// next item (issue 33: five taps placed the ball five times).
		onfocus: (key) => {
			if (keyboardFocus()) this.select(key);
		}
	});
	readonly graded = $derived(this.grade !== null);

	/** A waiting player taken from under the diagram: where the drag began, yards. */
	#grab: { key: Key; at: Point } | null = null;
	#toYards: (x: number, y: number) => Point | null;
	/** What the last tap changed, for a double tap (which zooms) to take back. */
	#beforeTap: { key: Key; was: Point | null; selected: Key | null } | null = null;
	/** The task whose first submission has been recorded. */
	#recordedFor: string | null = null;
	/** The phone's first close-up (not a view the user chose): it widens to show what a tap puts outside it. */
	#autoArea: Rect | null = null;
	/** What a drag may change, as it was when the drag under way began: a drag given up (a pinch) puts it back. */
	#before: Pick<SetupDrill, 'ball' | 'placed' | 'stale' | 'selected' | 'status' | 'notices'> | null = null;

	/** `toYards`: the diagram's client px -> yards, once it is drawn. */
	constructor(deps: DrillDeps, toYards: () => ((x: number, y: number) => Point | null) | null, frame?: Pick<ConstructorParameters<typeof MoveController>[0], 'frame' | 'cancelFrame'>) {
		super(deps);
		this.#toYards = (x, y) => toYards()?.(x, y) ?? null;
		this.moves = new MoveController({
			toYards: this.#toYards,
			position: (key) => this.positionOf(key) ?? (this.#grab?.key === key ? this.#grab.at : null),
			onstart: (key) => this.select(key),
			onmove: (key, p, final) => this.#moved(key, p, final),
			oncancel: () => this.#giveUp(),
			...frame
		});
	}

	/** Keeps what a drag about to begin may change (a press on a mark, on the ground or waiting). */
	#keep(): void {
		this.#before = { ball: this.ball, placed: this.placed, stale: this.stale, selected: this.selected, status: this.status, notices: this.notices };
	}

	/** The drag was given up (a second finger: a pinch): the drill as it was before it, the player taken from the row back there. */
	#giveUp(): void {
		const b = this.#before;
		this.#before = null;
		this.#grab = null;
		this.inHand = null;
		if (!b) return;
		this.ball = b.ball;
		this.placed = b.placed;
		this.stale = b.stale;
		this.notices = b.notices;
		this.#selectOnly(b.selected);
		this.status = b.status;
	}

	override get rest(): boolean {
		return this.moves.dragging === null;
	}

	/** Where an item is on the ground; null while it waits. */
	positionOf(key: Key): Point | null {
		return key === 'ball' ? this.ball : (this.placed[key] ?? null);
	}

	/** The typed fields show where the selection is now (what the user typed is put, or replaced by a move). */
	#retype(): void {
		const p = this.selected ? (this.positionOf(this.selected) ?? this.task.foul) : null;
		this.typedX = p ? Number(formatYards(p.x)) : null;
		this.typedY = p ? Number(formatYards(p.y)) : null;
	}

	/**
	 * The handling of the players waiting under the diagram (WaitingTray): a press selects one, a
	 * drag takes it onto the ground under the pointer, an arrow key puts it next to the foul spot.
	 */
	readonly waitingInteraction: MarkInteraction = $derived({
		...this.interact,
		playerLabel: (p) => m.dr_waiting({ name: playerName(p) }),
		ballLabel: null,
		onpointerdown: (e, key) => {
			const at = this.#toYards(e.clientX, e.clientY);
			this.#grab = at ? { key, at } : null;
			this.inHand = this.#grab ? key : null;
			this.#keep();
			this.moves.down(e, key);
		},
		onkeydown: (e, key) => {
			this.#grab = { key, at: this.task.foul };
			this.moves.key(e, key);
		}
	});

	/** Reads the task and any placements from the URL (on arrival and after 'Next task'). */
	protected newWords(title: string, venue: string): string {
		return m.dr_setup_new({ title, venue });
	}

	load(params: URLSearchParams, phone = false): void {
		this.loadRef(params, phone);
		const decoded = decodePositions(params.get('pos'));
		const msgs = [...this.notices, ...decoded.notices];
		// `task` follows `ref` at once: the surround below is the new task's.
		const s = this.surround;
		const outside = (who: string, p: Point) => (this.kind === 'field' ? m.dr_setup_outside_field({ who, p: at(p) }) : m.dr_setup_outside_arena({ who, p: at(p) }));
		let ball: Point | null = null;
		if (decoded.ball) {
			if (insideRect(decoded.ball, s)) ball = decoded.ball;
			else msgs.push(outside(m.dr_mk_ball(), decoded.ball));
		}
		const placed: Record<Key, Point> = {};
		for (const p of decoded.positions) {
			if (insideRect(p, s)) placed[p.key] = { x: p.x, y: p.y };
			else msgs.push(outside(keyName(p.key), p));
		}
		this.ball = ball;
		this.placed = placed;
		this.notices = msgs;
		this.grade = null;
		this.stale = false;
		this.smooth = false;
		this.#autoArea = phone ? this.phoneArea() : null;
		this.zoom = this.#autoArea ? { area: this.#autoArea } : null;
		this.#selectOnly(this.firstWaiting() ?? 'ball');
		this.#beforeTap = null;
	}

	/** A phone's first view: the foul and the goal attacked where they fit, else round the foul. */
	phoneArea(): Rect {
		const f = this.task.foul;
		const g = this.setup.attackGoalX;
		const both = g !== null ? playBox([f, { x: g, y: 0 }], this.surround, ZOOM_PAD, PHONE_ASPECT, ZOOM_MIN_WIDTH) : null;
		if (both && both.maxX - both.minX <= PHONE_VIEW_WIDTH) return both;
		return playBox([f], this.surround, ZOOM_PAD, PHONE_ASPECT, PHONE_VIEW_WIDTH);
	}

	firstWaiting(): Key | null {
		return this.items.find((k) => !this.positionOf(k)) ?? null;
	}

	select(key: Key): void {
		this.selected = key;
		this.#retype();
		const p = this.positionOf(key);
		this.status = m.dr_setup_selected_at({ name: this.nameOf(key), where: p ? at(p) : m.dr_setup_not_placed() });
	}

	nameOf(key: Key): string {
		return key === 'ball' ? m.dr_mk_ball() : keyName(key);
	}

	/**
	 * Puts the ball or a player at a point (kept inside the surround, to a tenth of a yard), and
	 * says where once it rests (`final`: a tap, a key, the end of a drag).
	 */
	place(key: Key, p: Point, final = true): void {
		const q = clampTo(p, this.surround);
		if (key === 'ball') this.ball = q;
		else this.placed = { ...this.placed, [key]: q };
		if (this.grade) this.stale = true;
		if (key === this.selected) this.#retype();
		if (!final) return;
		this.notices = [];
		this.status = m.dr_setup_selected_at({ name: this.nameOf(key), where: at(q) });
	}

	/** Back to waiting (a waiting player dropped off the ground). */
	unplace(key: Key): void {
		if (key === 'ball') this.ball = null;
		else {
			const { [key]: _gone, ...rest } = this.placed;
			this.placed = rest;
		}
		if (key === this.selected) this.#retype();
	}

	#moved(key: Key, p: Point, final: boolean) {
		const fromRow = this.#grab?.key === key;
		if (final) {
			this.#grab = null;
			this.inHand = null;
		}
		// A player taken from under the diagram and let go off the ground goes back to wait.
		if (final && fromRow && !insideRect(p, this.surround)) return this.unplace(key);
		this.place(key, p, final);
	}

	/**
	 * A tap on the ground puts the selection there; one still waiting to be placed hands the
	 * selection on to the next one waiting. (A tap on a mark selects it: the marks take it.)
	 */
	pick(p: Point): void {
		if (!this.ready) return;
		const key = this.selected;
		if (!key) {
			this.notices = [m.dr_setup_select_first()];
			return;
		}
		const was = this.positionOf(key);
		this.#beforeTap = { key, was, selected: key };
		this.place(key, p);
		if (!was) this.#selectOnly(this.firstWaiting() ?? key);
		// A tap made on the whole venue before the page ran, replayed outside the phone's close-up.
		if (this.#autoArea && !insideRect(p, this.#autoArea)) {
			this.#autoArea = playBox([this.task.foul, p], this.surround, ZOOM_PAD, PHONE_ASPECT, ZOOM_MIN_WIDTH);
			this.zoom = { area: this.#autoArea };
		}
	}

	/** Selects without announcing it (the next item waiting, after a tap put one). */
	#selectOnly(key: Key | null): void {
		this.selected = key;
		this.#retype();
	}

	/** The first tap of a double tap (which zooms) put something: take it back. */
	unpick(): void {
		const b = this.#beforeTap;
		this.#beforeTap = null;
		if (!b) return;
		if (b.was) this.place(b.key, b.was);
		else this.unplace(b.key);
		this.#selectOnly(b.selected);
	}

	/** Moves the selection by yards (the on-screen arrows); one still waiting starts from the foul spot. */
	nudge(dx: number, dy: number): void {
		const key = this.selected;
		if (!key) {
			this.notices = [m.dr_setup_select_first()];
			return;
		}
		const from = this.positionOf(key) ?? this.task.foul;
		this.place(key, { x: from.x + dx, y: from.y + dy });
	}

	/** The step of the on-screen arrows, yards. */
	get step(): number {
		return this.bigSteps ? KEY_BIG_STEP : KEY_STEP;
	}

	/** The arrow keys on the list of items move the selection (Shift or 'Steps of 5 yd': bigger steps). */
	listKey(e: KeyboardEvent): void {
		const d = ARROWS[e.key];
		if (!d || e.altKey || e.ctrlKey || e.metaKey || !this.selected || !this.ready) return;
		e.preventDefault();
		const k = e.shiftKey ? KEY_BIG_STEP : this.step;
		this.nudge(d[0] * k, d[1] * k);
	}

	/** 'Put it there': the typed yards. */
	putTyped(): void {
		const key = this.selected;
		if (!key) {
			this.notices = [m.dr_setup_select_first()];
			return;
		}
		const x = this.typedX;
		const y = this.typedY;
		if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) return;
		this.place(key, { x, y });
	}

	placedList() {
		return this.task.roster.filter((r) => this.placed[r.key]).map((r) => ({ team: r.team, number: r.number, ...this.placed[r.key]! }));
	}

	/** Grades what is placed; a task's first submission on this page is kept in the scores. */
	submit(): void {
		if (!this.ready) return;
		const g = gradeSetup(this.task, this.ball, this.placedList());
		const n = this.task.roster.length;
		const good = (g.ballOk ? 1 : 0) + (n - g.missing.length - g.violations.length);
		this.gradedScore = Math.round((100 * good) / (n + 1));
		this.grade = g;
		this.stale = false;
		const id = `${this.ref.seed}:${this.kind}:${this.penalty}`;
		if (this.#recordedFor !== id) {
			this.record(this.gradedScore);
			this.#recordedFor = id;
		}
	}

	/** Everything back to waiting. */
	restart(): void {
		this.ball = null;
		this.placed = {};
		this.grade = null;
		this.stale = false;
		this.showLegal = false;
		this.#selectOnly('ball');
		this.notices = [];
	}

	/** 'Zoom on the play' (what is placed, and the foul) and back to the whole venue. */
	toggleZoom(): void {
		this.smooth = true;
		this.#autoArea = null;
		if (this.zoom) {
			this.zoom = null;
			return;
		}
		const pts = [this.task.foul, ...(this.ball ? [this.ball] : []), ...Object.values(this.placed)];
		this.zoom = { area: playBox(pts, this.surround, ZOOM_PAD, this.phone ? PHONE_ASPECT : WIDE_ASPECT, ZOOM_MIN_WIDTH) };
	}

	/** The view the diagram shows now (after a gesture, or a zoom asked for); null: the whole venue. */
	showing(view: ViewRect | null): void {
		// The close-up asked for, once fitted, is still the automatic one; a gesture makes it the user's.
		if (!(this.zoom && 'area' in this.zoom)) this.#autoArea = null;
		this.zoom = view;
	}
}
