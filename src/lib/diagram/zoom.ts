/*
 * Zoom and pan of a diagram with d3-zoom: wheel and pinch zoom about the pointer, drag on empty
 * ground to pan, double-click or double-tap to zoom in, and d3's smooth zoom interpolation for a
 * zoom asked for in code ("Zoom on the play", a view from a link). d3 listens and computes the
 * transform; it writes nothing into the DOM: each change is reported as a view in yards (view.ts)
 * and the Diagram component, which Svelte draws, shows it as its viewBox.
 *
 * The behaviour is attached to the element around the <svg> (an HTML element, so that d3's pointer
 * positions are pixels of a fixed box and do not move with the viewBox they change).
 *
 * Loaded on the first zoom gesture only (interact.svelte.ts imports it then): with what it pulls
 * (d3-transition, -interpolate, -color, -selection, -dispatch, -drag, -timer) it is most of the
 * diagram's code. A double click or double tap is not d3's: interact.svelte.ts reads it (pick.ts)
 * whether d3 is there yet or not, and zooms through `scaleAt`.
 */
import { pointer, select } from 'd3-selection';
import 'd3-transition';
import { zoom as d3zoom, zoomIdentity, zoomTransform, type D3ZoomEvent, type ZoomBehavior, type ZoomTransform as D3Transform } from 'd3-zoom';
import type { Rect } from '$lib/geometry';
import { SMOOTH_MS, wakeful, wheelDelta, zoomsFrom } from './gesture';
import { clampView, MIN_VIEW_WIDTH, sameView, transformToView, viewToTransform, type ViewRect } from './view';

export interface ZoomOptions {
	/** The home view (the whole area with its margins), yards; read at each event (it follows the layout). */
	home: () => Rect;
	/** Called with each view the user or a transition shows, yards. */
	onview: (view: ViewRect) => void;
	/** The narrowest view, yards. */
	minWidth?: number;
	/** Whether motion is reduced (no smooth transitions). */
	reducedMotion?: () => boolean;
	/** Whether the diagram is awake (default: always); asleep, a wheel and one finger are the page's (gesture.ts wakeful). */
	awake?: () => boolean;
}

export interface ZoomControl {
	/** Shows `view` (smoothly: d3's interpolateZoom); reports the views passed through. */
	show(view: ViewRect, smooth: boolean): void;
	/** Zooms by `factor` about the centre of the element (keys). */
	scaleBy(factor: number): void;
	/** Zooms by `factor` about a point (client px), which stays where it is: a wheel step at once, a double tap smoothly. */
	scaleAt(factor: number, clientX: number, clientY: number, smooth: boolean): void;
	/** Tells d3 the view shown without reporting it (after a resize, or a view set in code without motion). */
	sync(view: ViewRect): void;
	destroy(): void;
}

export function attachZoom(el: HTMLElement, o: ZoomOptions): ZoomControl {
	const minWidth = o.minWidth ?? MIN_VIEW_WIDTH;
	const widthPx = () => el.clientWidth || 1;
	let quiet = false;
	let last: ViewRect | null = null;

	const behaviour: ZoomBehavior<HTMLElement, unknown> = d3zoom<HTMLElement, unknown>()
		.filter((e: Event) => {
			// A press on a player or the ball drags it, unless it brings a second finger (a pinch).
			if (!zoomsFrom(e)) return false;
			// An embed asleep: the wheel and one finger scroll the host page.
			if (!wakeful(e, o.awake?.() ?? true)) return false;
			const me = e as MouseEvent;
			// d3's default: no secondary buttons, ctrl only for the wheel (trackpad pinch).
			return (!me.ctrlKey || e.type === 'wheel') && !me.button;
		})
		.wheelDelta(wheelDelta)
		.on('zoom', (e: D3ZoomEvent<HTMLElement, unknown>) => {
			if (quiet) return;
			const v = transformToView(e.transform, o.home(), widthPx());
			if (last && sameView(last, v, 1e-6)) return;
			last = v;
			o.onview(v);
		});

	const limits = () => {
		const home = o.home();
		const w = widthPx();
		const h = el.clientHeight || (w * (home.maxY - home.minY)) / (home.maxX - home.minX);
		behaviour
			.extent([
				[0, 0],
				[w, h]
			])
			.translateExtent([
				[0, 0],
				[w, h]
			])
			.scaleExtent([1, Math.max(1, (home.maxX - home.minX) / Math.min(minWidth, home.maxX - home.minX))]);
	};
	limits();
	const selection = select(el);
	selection.call(behaviour);
	// The double click or tap is interact.svelte.ts's (it zooms through scaleAt): d3 must not zoom twice.
	selection.on('dblclick.zoom', null);

	const toTransform = (v: ViewRect) => {
		const t = viewToTransform(clampView(v, o.home(), minWidth), o.home(), widthPx());
		return zoomIdentity.translate(t.x, t.y).scale(t.k);
	};
	/** Where a smooth zoom under way is going: a second key press goes on from there, not from midway. */
	let target: D3Transform | null = null;
	/** The same, as a view: a new size while it runs (sync) goes on to it, at that size. */
	let aim: ViewRect | null = null;
	const animate = (t: D3Transform, ms: number, view: ViewRect | null) => {
		if (o.reducedMotion?.() || ms === 0) {
			target = aim = null;
			selection.call(behaviour.transform, t);
			return;
		}
		target = t;
		aim = view;
		selection
			.transition()
			.duration(ms)
			.call(behaviour.transform, t)
			.on('end interrupt', () => {
				if (target === t) target = aim = null;
			});
	};

	return {
		show(view, smooth) {
			limits();
			animate(toTransform(view), smooth ? SMOOTH_MS : 0, view);
		},
		scaleBy(factor) {
			limits();
			const base = target ?? zoomTransform(el);
			const [lo, hi] = behaviour.scaleExtent();
			const k = Math.min(hi, Math.max(lo, base.k * factor));
			// About the middle of the element: the point there stays there.
			const w = el.clientWidth;
			const h = el.clientHeight;
			const [mx, my] = base.invert([w / 2, h / 2]);
			const next = zoomIdentity.translate(w / 2 - mx * k, h / 2 - my * k).scale(k);
			const to = behaviour.constrain()(next, [[0, 0], [w, h]], behaviour.translateExtent());
			animate(to, SMOOTH_MS / 2, transformToView(to, o.home(), widthPx()));
		},
		scaleAt(factor, clientX, clientY, smooth) {
			limits();
			const p = pointer({ clientX, clientY }, el);
			if (o.reducedMotion?.() || !smooth) selection.call(behaviour.scaleBy, factor, p);
			else selection.transition().duration(SMOOTH_MS / 2).call(behaviour.scaleBy, factor, p);
		},
		sync(view) {
			// Setting the transform interrupts a smooth zoom under way: it goes on from the view shown to
			// where it was going, at the new size (a resize must not stop "Zoom on the play" midway).
			const going = aim;
			limits();
			quiet = true;
			last = clampView(view, o.home(), minWidth);
			selection.call(behaviour.transform, toTransform(view));
			quiet = false;
			if (going) animate(toTransform(going), SMOOTH_MS, going);
		},
		destroy() {
			target = aim = null;
			selection.interrupt();
			selection.on('.zoom', null);
		}
	};
}
