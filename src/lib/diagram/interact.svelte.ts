/*
 * What the user does to a diagram with a pointer, a finger or a key: a tap picks a point (pick.ts),
 * and on a zoomable diagram wheel, pinch, drag, double tap and the + - 0 keys zoom and pan with
 * d3-zoom (zoom.ts). This class owns when d3-zoom is loaded: not with the page (it is most of the
 * diagram's code), but on the first gesture that zooms:
 * - a wheel over the diagram (one that can zoom: not out at home), a second finger (pinch, even
 *   one landing on a player: the mover gives up a drag the first finger began, gesture.ts), a
 *   double tap or double click, a + - 0 key with the diagram focused, a view the page asks to show
 *   smoothly ("Zoom on the play"), or a press on a diagram already zoomed (it may pan);
 * - what triggered the load is not lost: the wheel steps, keys and double taps made until the module
 *   is there are applied then, in order, as d3 would have; a pinch or a pan still under way is handed
 *   to d3 (the press that began it, dispatched again), so it goes on under the fingers.
 * A view asked for without motion (a `view=` in the URL, a phone's close-up, a link) needs no d3: it
 * is the viewBox at once (Diagram derives it from the page's view until d3 runs).
 *
 * `shown` is the view on screen once d3 runs (null: home); `live` says it runs; `holding` says a
 * smooth zoom waits for the module: the diagram keeps the view it had until then.
 */
import { untrack } from 'svelte';
import type { Point, Rect } from '$lib/geometry';
import { pinching, STEP, wakeful, wheelFactor, zoomKey, zoomsFrom } from './gesture';
import { createPicker, type Picker, type PointerLike } from './pick';
import { homeView, isHome, MIN_VIEW_WIDTH, sameView, type ViewRect } from './view';
import type { ZoomControl, ZoomOptions } from './zoom';

/** The part of zoom.ts this class uses (tests pass a fake module). */
export interface ZoomModule {
	attachZoom(el: HTMLElement, o: ZoomOptions): ZoomControl;
}

export interface InteractOptions {
	/** The home view (the whole area with its margins), yards; read when needed (it follows the layout). */
	home: () => Rect;
	/** The view drawn now (yards), null: home. */
	current: () => ViewRect | null;
	/** Whether the diagram zooms (wheel, pinch, double tap, keys). */
	zoomable: () => boolean;
	/** Client px -> yards, through the diagram drawn now; null when it cannot tell. */
	toYards: (clientX: number, clientY: number) => Point | null;
	/** A tap picked this point (yards); null: the diagram is not pickable. */
	onpick: () => ((p: Point) => void) | null;
	/** The first tap of a double tap picked: take it back. */
	onunpick: () => (() => void) | null;
	/** Called with the view the user (or a smooth zoom) reached; null: home. */
	onview: () => ((view: ViewRect | null) => void) | null;
	/** Whether motion is reduced (no smooth zoom, so no module to wait for). */
	reducedMotion?: () => boolean;
	/** Whether the diagram is awake (default: always); asleep, the wheel and one finger are the page's scroll (gesture.ts wakeful). */
	awake?: () => boolean;
	/** Loads zoom.ts (tests pass their own). */
	load?: () => Promise<ZoomModule>;
	/** The clock, ms (double taps; tests pass their own). */
	now?: () => number;
}

type Action = (c: ZoomControl) => void;

/** Two views, or two homes (null), that draw the same. */
const same = (a: ViewRect | null, b: ViewRect | null) => (a === null || b === null ? a === b : sameView(a, b));

const reducedMotionQuery = () => typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export class DiagramInteraction {
	/** The view on screen while d3 runs, yards; null: home. */
	shown = $state<ViewRect | null>(null);
	/** d3-zoom is attached and reports the view. */
	live = $state(false);
	/** A smooth zoom waits for d3-zoom: the diagram keeps `shown` until it runs. */
	holding = $state(false);

	/** Pointer handlers for the <svg>: a tap picks, a double tap zooms. */
	readonly picker: Picker;

	#o: InteractOptions;
	#node: HTMLElement | null = null;
	#control: ZoomControl | null = null;
	#loading: Promise<void> | null = null;
	/** What to do once d3-zoom is there, in order. */
	#queue: Action[] = [];
	/** The press (mousedown, touchstart) of a pan or pinch under way before d3 listened. */
	#press: Event | null = null;
	#offs: (() => void)[] = [];
	/** The view drawn before d3 runs: the last one asked without waiting for it. */
	#drawn: ViewRect | null = null;

	constructor(o: InteractOptions) {
		this.#o = o;
		this.picker = createPicker({
			toYards: (x, y) => o.toYards(x, y),
			pick: (p) => o.onpick()?.(p),
			unpick: () => o.onunpick()?.(),
			double: () => o.zoomable(),
			doubled: (e) => this.#doubled(e),
			now: o.now
		});
	}

	/** The {@attach} of the element around the <svg>: listens for the gestures that load d3-zoom. */
	attach = (node: HTMLElement): (() => void) => {
		untrack(() => {
			this.#node = node;
			this.#listen(node);
		});
		return () => {
			this.#unlisten();
			this.#control?.destroy();
			this.#control = null;
			this.#node = null;
			this.#queue = [];
			this.#press = null;
			this.#drawn = this.live ? this.shown : this.#drawn;
			this.live = false;
			this.holding = false;
		};
	};

	/** A key on the focused diagram: + and - zoom about its middle, 0 shows the whole area. */
	key = (e: KeyboardEvent): void => {
		const k = zoomKey(e);
		if (k === null) return;
		e.preventDefault();
		if (k === 'home') {
			// Already home, before d3: nothing to show, nothing to load.
			if (!this.#control && !this.#loading && !this.#o.current()) return;
			this.#run((c) => c.show(homeView(this.#o.home()), true));
		} else this.#run((c) => c.scaleBy(k));
	};

	/**
	 * The page asks for another view (a button, a link, the URL); null: home. Call it before the
	 * diagram draws the change ($effect.pre). With d3 running, d3 shows it, smoothly where asked.
	 * Before d3, a view asked without motion is simply drawn (Diagram derives it); a smooth one keeps
	 * the view drawn until d3-zoom has loaded, then moves to it.
	 */
	request(asked: ViewRect | null, smooth: boolean): void {
		const show: Action = (c) => c.show(asked ?? homeView(this.#o.home()), smooth);
		if (this.#control) {
			if (!same(asked, this.#o.current())) show(this.#control);
		} else if (this.holding || (smooth && !this.#reduced() && !same(asked, this.#drawn))) {
			if (!this.holding) this.shown = this.#drawn;
			this.holding = true;
			this.#run(show);
		} else this.#drawn = asked;
	}

	/** Another width or home (a resize, another venue size): the same view, another transform. */
	resync(): void {
		this.#control?.sync(this.#o.current() ?? homeView(this.#o.home()));
	}

	// --- Loading d3-zoom ------------------------------------------------------------------------

	/** Does `action` with d3-zoom: now if it is there, else once it has loaded. */
	#run(action: Action): void {
		if (this.#control) return action(this.#control);
		this.#queue.push(action);
		this.#start();
	}

	#start(): void {
		if (this.#loading || !this.#node) return;
		const node = this.#node;
		const load = this.#o.load ?? (() => import('./zoom'));
		this.#loading = load().then(
			(mod) => {
				this.#loading = null;
				if (this.#node === node) this.#attachZoom(mod, node);
			},
			() => {
				// The module cannot come (offline): the gestures are dropped; views asked are drawn without motion.
				this.#loading = null;
				this.#queue = [];
				this.holding = false;
			}
		);
	}

	#attachZoom(mod: ZoomModule, node: HTMLElement): void {
		this.#unlisten();
		const c = mod.attachZoom(node, { home: () => this.#o.home(), onview: (v) => this.#report(v), reducedMotion: () => this.#reduced(), awake: () => this.#o.awake?.() ?? true });
		const now = this.#o.current();
		this.shown = now;
		c.sync(now ?? homeView(this.#o.home()));
		this.#control = c;
		this.live = true;
		this.holding = false;
		for (const action of this.#queue.splice(0)) action(c);
		// A pinch or a pan begun before: d3 takes it from its first press, the fingers go on moving it.
		const press = this.#press;
		this.#press = null;
		if (press) node.dispatchEvent(press);
	}

	#report(v: ViewRect): void {
		this.shown = isHome(v, this.#o.home()) ? null : v;
		this.#o.onview()?.(this.shown);
	}

	#reduced(): boolean {
		return (this.#o.reducedMotion ?? reducedMotionQuery)();
	}

	// --- The gestures that load it --------------------------------------------------------------

	#listen(node: HTMLElement): void {
		const on = <E extends Event>(target: EventTarget, type: string, f: (e: E) => void, opts?: AddEventListenerOptions) => {
			target.addEventListener(type, f as EventListener, opts);
			this.#offs.push(() => target.removeEventListener(type, f as EventListener, opts));
		};
		on<WheelEvent>(node, 'wheel', (e) => this.#wheel(e), { passive: false });
		on<Event>(node, 'touchstart', (e) => this.#pressed(e, pinching(e)), { passive: true });
		on<MouseEvent>(node, 'mousedown', (e) => !e.button && !e.ctrlKey && this.#pressed(e, false));
		// A press released before d3 came was a tap or a short drag: nothing to hand over.
		const doc: EventTarget = node.ownerDocument ?? node;
		for (const type of ['touchend', 'touchcancel', 'mouseup']) on(doc, type, () => (this.#press = null), { capture: true, passive: true });
	}

	#unlisten(): void {
		for (const off of this.#offs.splice(0)) off();
	}

	#wheel(e: WheelEvent): void {
		if (!this.#o.zoomable() || !zoomsFrom(e) || !wakeful(e, this.#o.awake?.() ?? true)) return;
		const f = wheelFactor(e);
		const now = this.#o.current();
		// As d3: a wheel that cannot zoom (out at home, in at the narrowest) is the page's scroll.
		if (!this.#loading && (f < 1 ? !now : f > 1 && !!now && now.w <= MIN_VIEW_WIDTH * (1 + 1e-6))) return;
		e.preventDefault();
		const { clientX, clientY } = e;
		this.#run((c) => c.scaleAt(f, clientX, clientY, false));
	}

	/**
	 * A press before d3: a pinch, or on a zoomed diagram a pan perhaps: load, and hand it over then.
	 * A second finger is a pinch wherever it lands, on a player too; the last press of a pinch is
	 * the one handed over (it has every finger down).
	 */
	#pressed(e: Event, pinch: boolean): void {
		if (!this.#o.zoomable() || !zoomsFrom(e) || !wakeful(e, this.#o.awake?.() ?? true) || !(pinch || this.#o.current() || this.#loading)) return;
		this.#press = e;
		this.#start();
	}

	/** A double tap or double click: zoom in about it by STEP (shift: out), smoothly. */
	#doubled(e: PointerLike): void {
		if (!this.#o.zoomable()) return;
		const { clientX, clientY } = e;
		const f = e.shiftKey ? 1 / STEP : STEP;
		this.#run((c) => c.scaleAt(f, clientX, clientY, true));
	}
}
