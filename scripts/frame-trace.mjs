/*
 * The work of each animation frame, read from a Chrome trace (Playwright's browser.startTracing with
 * TRACE_CATEGORIES): the AnimationFrame::Render spans of the renderer's main thread, from the start
 * of a frame's rendering update (its requestAnimationFrame callbacks, where the animation moves the
 * players) to the end of its style, layout and paint: the renderStart -> renderEnd span that the
 * Long Animation Frames API reports, here for every frame. Shared by scripts/bench.mjs and
 * tests/e2e/animation.spec.ts.
 */

export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame'];

/**
 * Durations (ms) of the AnimationFrame::Render spans of the renderer main thread that drew most of
 * them. A span's id is the address of a frame object, which Chrome reuses: each begin is paired with
 * the next end of the same id, in time order.
 * @param {Array<{ name: string, ph: string, ts: number, pid: number, tid: number, id?: string, id2?: { local?: string, global?: string } }>} events
 * @returns {number[]}
 */
export function renderDurations(events) {
	const open = new Map();
	const done = [];
	const spans = events.filter((e) => e.name === 'AnimationFrame::Render' && (e.ph === 'b' || e.ph === 'e')).sort((a, b) => a.ts - b.ts);
	for (const e of spans) {
		const key = `${e.pid}:${e.tid}:${e.id2?.local ?? e.id2?.global ?? e.id}`;
		if (e.ph === 'b') open.set(key, e.ts);
		else if (open.has(key)) {
			done.push({ pid: e.pid, ms: (e.ts - open.get(key)) / 1000 });
			open.delete(key);
		}
	}
	const byPid = new Map();
	for (const s of done) byPid.set(s.pid, (byPid.get(s.pid) ?? 0) + 1);
	const pid = [...byPid.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
	return done.filter((s) => s.pid === pid).map((s) => s.ms);
}
