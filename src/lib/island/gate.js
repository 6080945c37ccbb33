/*
 * The gate: an inline script at the top of every page's <head> (put there, and hashed into the
 * page's Content-Security-Policy, by page.ts from hooks.server.ts). It is the only script a first
 * visit runs: SvelteKit's start-up script is in the page, inert (page.ts: START_TYPE), and the gate
 * - starts it at the first sign of a user about to act (INTENT), or at once when the URL has a
 *   query the prerendered markup cannot show, by inserting a copy of it at the same place: same
 *   text, so the same hash, already in the policy; the module preloads come then too;
 * - with a query, marks the page pending until the page has applied it: <html data-pending>, and
 *   aria-busy="true" on every diagram (svg[data-venue]) as the parser inserts it, before the first
 *   paint (app.css dims it and shows a small indicator), so a wrong setup is never shown unmarked;
 * - holds what the user does before the page's code is ready (pointer, click, wheel over a
 *   diagram, keys, submits, values typed or chosen) and, when the page says it is ready
 *   (ready.ts), replays it in order on the same nodes, or on what is now at the same place; a
 *   point in a diagram is kept in the diagram's own coordinates (yards), so a layout shift while
 *   the code loads cannot move a foul spot;
 * - if the code cannot load (offline), drops the pending marks and shows the notice the layout
 *   prerendered hidden ([data-role="start-failed"]).
 * ES2017, no module, no build step: the file's text is the script (page.ts only drops its comment
 * lines). Written as a function of `window` so that gate.spec.ts can run it on a fake one.
 */
/** @typedef {{ a: number, b: number, c: number, d: number, e: number, f: number }} Matrix */
/** @typedef {{ svg: Element, up: Element[] }} Frame the diagram an event was in, and its ancestors */
/** @typedef {{ e: any, init: Record<string, any>, target: any, frame: Frame | null, at: { x: number, y: number } | null }} Held */
(/** @param {Window & typeof globalThis} win */ function (win) {
	'use strict';
	var doc = win.document;
	var root = doc.documentElement;
	// Must match ready.ts (gate.spec.ts checks it).
	var READY = 'polo:ready';
	var FAILED = 'polo:failed';
	// Must match page.ts: the inert start-up script, and where it lists the module preloads.
	var START = 'script[type="text/x-polo-start"]';
	var PRELOADS = 'data-preload';
	var DIAGRAM = 'svg[data-venue]';
	// The mark of a tap on a diagram held until the code is ready (app.css draws it).
	var TAP_PENDING = 'tap-pending';
	// Must match ready.ts: <html> has it while a press made before ready is still down.
	var PRESSED = 'data-pressed';
	var INTENT = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];
	// Clicks whose default action needs no script keep it at once: a link is followed, a <details>
	// opens, a field takes focus or opens its menu (the value chosen is put back at ready).
	// A link that carries the page's state (the language switch): prerendered with the path only, it
	// takes the address's query and hash when followed before the page's code does that itself.
	var KEEP_QUERY = 'a[data-keep-query]';
	var NATIVE_CLICK = 'a[href],summary,label,select,textarea,input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]):not([type=reset]):not([type=image])';
	// Keys a native control answers itself (Enter on a button makes a click, which is held; typing in
	// a field). [role=button] is not one: the diagram's movable players take their arrows from the page.
	var NATIVE_KEY = 'a[href],button,input,select,textarea,summary,label,[contenteditable]';
	// Keys that scroll the page by default: px per press, or a fraction of the window's height (< 1).
	/** @type {Record<string, [number, number]>} */
	var SCROLL_KEYS = { ArrowDown: [0, 40], ArrowUp: [0, -40], ArrowRight: [40, 0], ArrowLeft: [-40, 0], PageDown: [0, 0.875], PageUp: [0, -0.875], ' ': [0, 0.875], End: [0, 1e9], Home: [0, -1e9] };
	// Fields of the events replayed, copied from the user's event (absent ones are skipped).
	var FIELDS = ['bubbles', 'cancelable', 'composed', 'detail', 'screenX', 'screenY', 'clientX', 'clientY', 'ctrlKey', 'shiftKey', 'altKey', 'metaKey', 'button', 'buttons', 'pointerId', 'width', 'height', 'pressure', 'tangentialPressure', 'tiltX', 'tiltY', 'twist', 'pointerType', 'isPrimary', 'deltaX', 'deltaY', 'deltaZ', 'deltaMode', 'key', 'code', 'location', 'repeat', 'isComposing', 'keyCode', 'charCode', 'which'];

	var query = win.location.search.length > 1;
	var started = false;
	var done = false;
	/** @type {Held[]} What the user did, in order (see hold). */
	var held = [];
	/** @type {{ t: any, value: string, checked: boolean | undefined }[]} Fields edited, the last value of each. */
	var edited = [];
	/** @type {Record<number, Frame | false>} Pointers pressed while held: their later moves are part of the same gesture. */
	var down = {};
	/** @type {Element[]} Diagrams marked busy by the gate. */
	var busy = [];
	/** @type {MutationObserver | null} */
	var observer = null;

	/** @param {string} type @param {(e: any) => void} f @param {AddEventListenerOptions} [opts] */
	var on = function (type, f, opts) {
		win.addEventListener(type, f, opts);
		return function () {
			win.removeEventListener(type, f, opts);
		};
	};
	/** @type {(() => void)[]} */
	var offs = [];

	// --- Starting SvelteKit --------------------------------------------------------------------
	var intentOffs = INTENT.map(function (type) {
		return on(type, start, { capture: true, passive: true });
	});

	// Code ready before the first tap: once the page has loaded and painted, the browser starts it in
	// its idle time (at the latest IDLE_MS later), so a person who reads, then taps, finds it there.
	// A first paint never waits on a script: the start-up script is inert until then.
	var IDLE_MS = 2000;
	function whenIdle() {
		if (win.requestIdleCallback) win.requestIdleCallback(start, { timeout: IDLE_MS });
		else win.setTimeout(start, IDLE_MS);
	}
	if (doc.readyState === 'complete') whenIdle();
	else win.addEventListener('load', whenIdle, { once: true });

	function start() {
		if (started) return;
		started = true;
		intentOffs.forEach(function (off) {
			off();
		});
		// The inert script is at the end of the body: wait for the parser to reach it.
		if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run);
		else run();
	}

	function run() {
		var inert = doc.querySelector(START);
		// A page that starts by itself (the 404 fallback, the drills): nothing to start.
		if (!inert) return;
		root.setAttribute('data-started', '');
		(inert.getAttribute(PRELOADS) || '').split(' ').forEach(function (href) {
			if (!href) return;
			var link = doc.createElement('link');
			link.rel = 'modulepreload';
			link.href = href;
			doc.head.appendChild(link);
		});
		// The same text at the same place: its hash is SvelteKit's own, and document.currentScript
		// (whose parent SvelteKit hydrates) is the copy.
		var copy = doc.createElement('script');
		copy.textContent = inert.textContent;
		inert.replaceWith(copy);
	}

	// --- Pending: a query the prerendered markup does not show ------------------------------
	/** @param {Node} node */
	function markBusy(node) {
		if (node.nodeType !== 1) return;
		var el = /** @type {Element} */ (node);
		var list = el.matches(DIAGRAM) ? [el] : Array.prototype.slice.call(el.querySelectorAll(DIAGRAM));
		list.forEach(function (svg) {
			if (svg.getAttribute('aria-busy') === 'true') return;
			svg.setAttribute('aria-busy', 'true');
			busy.push(svg);
		});
	}

	function unmark() {
		if (observer) observer.disconnect();
		root.removeAttribute('data-pending');
		busy.splice(0).forEach(function (svg) {
			svg.removeAttribute('aria-busy');
		});
	}

	if (query) {
		root.setAttribute('data-pending', '');
		// Mutation records are delivered before the parser yields, so before anything is painted.
		observer = new win.MutationObserver(function (records) {
			records.forEach(function (r) {
				Array.prototype.forEach.call(r.addedNodes, markBusy);
			});
		});
		observer.observe(doc, { childList: true, subtree: true });
		start();
	}

	// --- Holding what the user does ----------------------------------------------------------
	/** An affine matrix {a..f} applied to a point. @param {Matrix} m @param {number} x @param {number} y */
	function apply(m, x, y) {
		return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
	}

	/** Client px -> the diagram's user units (yards), through its transform now. @param {any} svg @param {number} x @param {number} y */
	function toUser(svg, x, y) {
		var m = svg.getScreenCTM && svg.getScreenCTM();
		var det = m ? m.a * m.d - m.b * m.c : 0;
		if (!det) return null;
		var i = { a: m.d / det, b: -m.b / det, c: -m.c / det, d: m.a / det, e: (m.c * m.f - m.d * m.e) / det, f: (m.b * m.e - m.a * m.f) / det };
		return apply(i, x, y);
	}

	/** The diagram an event belongs to: its svg and its ancestors (to find its successor). @param {any} t @returns {Frame | null} */
	function frameOf(t) {
		var svg = t && t.closest ? t.closest(DIAGRAM) : null;
		if (!svg) return null;
		var up = [];
		for (var n = svg.parentElement; n; n = n.parentElement) up.push(n);
		return { svg: svg, up: up };
	}

	/** @param {any} e @param {Frame | null} frame */
	function hold(e, frame) {
		/** @type {Record<string, any>} */
		var init = {};
		FIELDS.forEach(function (k) {
			if (k in e) init[k] = e[k];
		});
		init.view = win;
		var at = frame && 'clientX' in e ? toUser(frame.svg, e.clientX, e.clientY) : null;
		held.push({ e: e, init: init, target: e.target, frame: frame, at: at });
		e.stopPropagation();
	}

	/** @type {HTMLElement[]} The marks of taps held on a diagram (TAP_PENDING). */
	var taps = [];
	/**
	 * A press on a diagram before the code is ready is marked at once where it was made, so a slow
	 * phone shows the tap was seen. In the page's coordinates, outside SvelteKit's root (hydration
	 * never meets it); its look is app.css's. @param {PointerEvent} e
	 */
	function markTap(e) {
		var mark = doc.createElement('div');
		mark.setAttribute('data-role', TAP_PENDING);
		mark.setAttribute('aria-hidden', 'true');
		mark.style.left = e.clientX + win.scrollX + 'px';
		mark.style.top = e.clientY + win.scrollY + 'px';
		doc.body.appendChild(mark);
		taps.push(mark);
	}

	/** @param {PointerEvent} e */
	function onPointer(e) {
		var id = e.pointerId;
		if (e.type === 'pointerdown') {
			down[id] = frameOf(e.target) || false;
			if (down[id]) markTap(e);
		}
		// A move is held only as part of a press held before (a drag): hovering passes through.
		else if (!(id in down)) return;
		var frame = down[id] || null;
		if (e.type === 'pointerup' || e.type === 'pointercancel') delete down[id];
		// A press still held when the page gets ready is a gesture under way: the page keeps the
		// view it began on (a phone's automatic close-up would move the ground under the finger).
		if (Object.keys(down).length) root.setAttribute(PRESSED, '');
		else root.removeAttribute(PRESSED);
		hold(e, frame);
	}

	/** @param {any} e */
	function onClick(e) {
		var t = e.target;
		if (!t || !t.closest) return;
		var keep = t.closest(KEEP_QUERY);
		if (keep) keep.href = (keep.getAttribute('href') || '').replace(/[?#].*$/, '') + win.location.search + win.location.hash;
		if (t.closest(NATIVE_CLICK)) return;
		e.preventDefault();
		hold(e, frameOf(t));
	}

	/** @param {any} e */
	function onWheel(e) {
		var t = e.target;
		var frame = frameOf(t);
		// Over a diagram the wheel is the diagram's (the page does not scroll under it); elsewhere it
		// scrolls the page as usual.
		if (!frame || t.closest('a[href]')) return;
		e.preventDefault();
		hold(e, frame);
	}

	/** @param {any} e */
	function onKey(e) {
		var t = e.target;
		if (e.key === 'Tab' || e.altKey || e.ctrlKey || e.metaKey || !t || !t.closest || t.closest(NATIVE_KEY)) return;
		e.preventDefault();
		hold(e, null);
	}

	/** @param {Event} e */
	function onSubmit(e) {
		e.preventDefault();
		hold(e, null);
	}

	/** @param {any} e */
	function onEdit(e) {
		var t = e.target;
		if (!t || !('value' in t)) return;
		edited = edited.filter(function (x) {
			return x.t !== t;
		});
		edited.push({ t: t, value: t.value, checked: t.checked });
	}

	var capture = { capture: true };
	['pointerdown', 'pointermove', 'pointerup', 'pointercancel'].forEach(function (type) {
		offs.push(on(type, onPointer, capture));
	});
	offs.push(on('click', onClick, capture), on('dblclick', onClick, capture), on('wheel', onWheel, { capture: true, passive: false }));
	offs.push(on('keydown', onKey, capture), on('submit', onSubmit, capture), on('input', onEdit, capture), on('change', onEdit, capture));

	// --- Replaying -----------------------------------------------------------------------------
	/** @param {Element} el */
	function shown(el) {
		var r = el.getBoundingClientRect();
		return r.width > 0 && r.height > 0;
	}

	/** The diagram now shown for a held event's: the same svg, else the one shown nearest to it. @param {Frame} frame */
	function diagramNow(frame) {
		if (frame.svg.isConnected && shown(frame.svg)) return frame.svg;
		for (var i = 0; i < frame.up.length; i++) {
			var a = frame.up[i];
			if (!a || !a.isConnected) continue;
			var svg = Array.prototype.filter.call(a.querySelectorAll(DIAGRAM), shown)[0];
			if (svg) return svg;
		}
		return null;
	}

	/** @param {Held} h */
	function replay(h) {
		var e = h.e;
		var init = h.init;
		if (e.type === 'submit') {
			var form = e.target;
			if (form.isConnected) form.requestSubmit(e.submitter && e.submitter.isConnected ? e.submitter : undefined);
			return;
		}
		var t = h.target;
		var svg = h.frame && diagramNow(h.frame);
		if (svg && h.at) {
			var m = svg.getScreenCTM();
			var p = m ? apply(m, h.at.x, h.at.y) : null;
			if (p) {
				// A click's coordinates are whole pixels (the constructor truncates them): the nearest one.
				var x = e.type === 'click' || e.type === 'dblclick' ? Math.round(p.x) : p.x;
				var y = e.type === 'click' || e.type === 'dblclick' ? Math.round(p.y) : p.y;
				init.screenX += x - init.clientX;
				init.screenY += y - init.clientY;
				init.clientX = x;
				init.clientY = y;
			}
		}
		if (h.frame && svg !== h.frame.svg) t = null;
		if (!t || !t.isConnected) {
			// Gone (or in a diagram no longer shown): whatever is now at the same place.
			t = ('clientX' in init && doc.elementFromPoint(init.clientX, init.clientY)) || svg || (e.type === 'keydown' ? doc.activeElement || doc.body : null);
		}
		if (!t) return;
		var ev = new e.constructor(e.type, init);
		t.dispatchEvent(ev);
		// Held back, the wheel or key did not scroll the page: if the page does not take it either,
		// it scrolls now, as it would have.
		if (!ev.defaultPrevented) scrollFor(e);
	}

	/** @param {any} e */
	function scrollFor(e) {
		var h = win.innerHeight;
		var x = 0;
		var y = 0;
		if (e.type === 'wheel') {
			var k = e.deltaMode === 1 ? 40 : e.deltaMode === 2 ? h : 1;
			x = e.deltaX * k;
			y = e.deltaY * k;
		} else if (e.type === 'keydown' && Object.prototype.hasOwnProperty.call(SCROLL_KEYS, e.key)) {
			var by = SCROLL_KEYS[e.key] || [0, 0];
			x = by[0];
			y = Math.abs(by[1]) < 1 ? by[1] * h : by[1];
			if (e.key === ' ' && e.shiftKey) y = -y;
		}
		if (x || y) win.scrollBy(x, y);
	}

	/** @param {boolean} ok */
	function finish(ok) {
		if (done) return;
		done = true;
		offs.concat(intentOffs).forEach(function (off) {
			off();
		});
		unmark();
		taps.splice(0).forEach(function (mark) {
			mark.remove();
		});
		if (!ok) {
			held = [];
			root.setAttribute('data-failed', '');
			var notice = /** @type {HTMLElement | null} */ (doc.querySelector('[data-role="start-failed"]'));
			if (notice) notice.hidden = false;
			return;
		}
		// A value chosen or typed before hydration (which may have set the control back): put it
		// back and tell the now-listening page of it; then what the user did, in order.
		edited.splice(0).forEach(function (x) {
			var t = x.t;
			if (!t.isConnected) return;
			t.value = x.value;
			if (x.checked !== undefined) t.checked = x.checked;
			t.dispatchEvent(new win.Event('input', { bubbles: true }));
			t.dispatchEvent(new win.Event('change', { bubbles: true }));
		});
		held.splice(0).forEach(replay);
		root.removeAttribute(PRESSED);
		root.setAttribute('data-ready', '');
	}

	// Ready: replayed after the current task, once every effect of the start has flushed. Until
	// then the gate still holds (a real event in between keeps its place after the held ones).
	doc.addEventListener(READY, function () {
		win.setTimeout(function () {
			finish(true);
		}, 0);
	});
	doc.addEventListener(FAILED, function () {
		finish(false);
	});
	// SvelteKit's start-up is `Promise.all([import(...)]).then(...)` with no catch: modules that
	// cannot load (offline) reject unhandled. Before the page is ready nothing else should.
	offs.push(
		on('unhandledrejection', function () {
			finish(false);
		})
	);
})(window);
