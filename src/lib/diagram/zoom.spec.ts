/*
 * attachZoom with d3-zoom and d3-transition on a fake element (the tests run without a DOM): a
 * smooth show() runs to its end even when the element changes size while it runs (sync), as the
 * clinic's "Zoom on the play" must when its footer or the screen changes (issue: a resize stopped
 * Z midway). d3's timer runs on the real clock: the tests wait for states, never for a time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeView, sameView, type ViewRect } from './view';
import { attachZoom } from './zoom';

const HOME = { minX: -30, maxX: 330, minY: -100, maxY: 100 };
const PLAY: ViewRect = { cx: 110, cy: 0, w: 90 };

/** An element d3 can listen on, with a size the test changes (CSS px). */
function element(width: number) {
	const style = { setProperty() {}, removeProperty() {}, getPropertyValue: () => '' };
	return Object.assign(new EventTarget(), { clientWidth: width, clientHeight: (width * 200) / 360, style }) as unknown as HTMLElement & { clientWidth: number; clientHeight: number };
}

function harness(width = 1000, reduced = false) {
	const el = element(width);
	const views: ViewRect[] = [];
	const c = attachZoom(el, { home: () => HOME, onview: (v) => void views.push(v), reducedMotion: () => reduced });
	c.sync(homeView(HOME));
	const last = () => views.at(-1) ?? null;
	/** The element takes another width, and the diagram tells d3 the view it shows (Diagram's resync). */
	const resize = (w: number) => {
		el.clientWidth = w;
		el.clientHeight = (w * 200) / 360;
		c.sync(last() ?? homeView(HOME));
	};
	return { el, c, views, last, resize };
}

const midway = (v: ViewRect | null) => !!v && v.w < homeView(HOME).w - 5 && v.w > PLAY.w + 5;

beforeEach(() => {
	// d3-zoom asks the navigator whether touch exists; Node 20 has none.
	vi.stubGlobal('navigator', { maxTouchPoints: 0 });
});
afterEach(() => vi.unstubAllGlobals());

describe('attachZoom', () => {
	it.each([
		{ what: 'narrower', to: 700 },
		{ what: 'wider', to: 1400 }
	])('show(view, smooth) runs to its view when the element gets $what while it runs (sync)', async ({ to }) => {
		const h = harness();
		h.c.show(PLAY, true);
		await vi.waitFor(() => expect(midway(h.last()), 'midway').toBe(true), { timeout: 5000, interval: 5 });
		h.resize(to);
		await vi.waitFor(() => expect(sameView(h.last()!, PLAY, 1e-3), `at ${JSON.stringify(h.last())}`).toBe(true), { timeout: 5000, interval: 20 });
		h.c.destroy();
	});

	it('sync with no smooth zoom under way shows the view it is given and starts none', () => {
		const h = harness();
		h.c.show(PLAY, false);
		expect(sameView(h.last()!, PLAY, 1e-3)).toBe(true);
		h.resize(700);
		// d3-transition keeps a node's scheduled transitions in __transition, and deletes it once none is left.
		expect('__transition' in h.el, 'a transition scheduled').toBe(false);
		h.c.destroy();
	});

	it('a smooth zoom replaced by a view without motion is not resumed by a later sync', async () => {
		const h = harness();
		h.c.show(PLAY, true);
		await vi.waitFor(() => expect(midway(h.last())).toBe(true), { timeout: 5000, interval: 5 });
		const other: ViewRect = { cx: 200, cy: 0, w: 150 };
		h.c.show(other, false);
		h.resize(800);
		expect('__transition' in h.el, 'a transition scheduled').toBe(false);
		h.c.destroy();
	});
});
