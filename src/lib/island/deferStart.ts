/*
 * A whole prerendered page that starts SvelteKit only when it is used. Every page of the site is
 * prerendered with its content complete (diagrams included), so a visit that only reads needs no
 * script; on a phone (Lighthouse's throttled mobile) even SvelteKit's own start-up and the site's
 * header cost more main-thread time than the page's budget allows, and an embed inside another
 * site's page must cost (almost) nothing (issue 8: 40 KB gzip, less than SvelteKit and Svelte's
 * own runtime). The framework loads at the first sign of a user about to act, or at once when the
 * URL has a query the static markup cannot show.
 *
 * It rewrites the HTML SvelteKit prerendered (hooks.server.ts, transformPageChunk):
 * - the <link rel="modulepreload"> tags go (they would fetch the framework on load);
 * - SvelteKit's start-up script runs `start` behind a gate (INTENT_EVENTS, as the island's), which
 *   also holds the clicks (and the keys pressed outside any control: the clinic deck's arrows) made
 *   while the code loads and replays them on the same elements once the page has hydrated
 *   (hydration keeps the prerendered nodes), after telling it of the values chosen or typed
 *   meanwhile (input and change events again);
 * - the service worker (the offline cache of the whole site) is not registered by a page inside a
 *   frame: an embed in a club's page must not download the site for the host's visitor;
 * - the script's hash in the Content-Security-Policy <meta> is replaced by the new script's, so
 *   the policy stays as strict as before (no 'unsafe-inline').
 * A page whose HTML is not as expected is returned unchanged (it then simply starts at once).
 */
import { createHash } from 'node:crypto';
import { INTENT_EVENTS, WOKEN_ATTRIBUTE } from './wake';

const START_CALL = 'kit.start(app, element';
const SW_TEST = "if ('serviceWorker' in navigator";

/** The end of the call that starts at `open` (an opening parenthesis), skipping string literals. */
function matchingParen(s: string, open: number): number {
	let depth = 0;
	let quote: string | null = null;
	for (let i = open; i < s.length; i++) {
		const c = s[i];
		if (quote) {
			if (c === '\\') i++;
			else if (c === quote) quote = null;
			continue;
		}
		if (c === '"' || c === "'" || c === '`') quote = c;
		else if (c === '(') depth++;
		else if (c === ')' && --depth === 0) return i;
	}
	return -1;
}

/** The gate, as plain ES5 in the page (no module: it must run where SvelteKit's script runs). */
function gate(start: string): string {
	const types = JSON.stringify(INTENT_EVENTS);
	// Controls whose default action needs no script keep it (links, <details>, form fields); a key
	// pressed on a control keeps its own meaning too (Enter on a button clicks it: that click is held).
	const native = JSON.stringify('a[href],summary,label,select,textarea,input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit])');
	const control = JSON.stringify('a[href],button,input,select,textarea,summary,label,[role=button],[contenteditable]');
	return `(function (start) {
						var types = ${types}, held = [], started = false;
						var hold = function (e) {
							var t = e.target;
							if (!t || !t.closest) return;
							if (e.type === 'click' ? t.closest(${native}) : e.key === 'Tab' || e.altKey || e.ctrlKey || e.metaKey || t.closest(${control})) return;
							e.preventDefault();
							e.stopPropagation();
							held.push(e.type === 'click'
								? function () { t.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })); }
								: function () { t.dispatchEvent(new KeyboardEvent('keydown', { key: e.key, code: e.code, shiftKey: e.shiftKey, bubbles: true, cancelable: true })); });
						};
						var edited = [];
						var edit = function (e) {
							var t = e.target;
							if (!t || !('value' in t)) return;
							edited = edited.filter(function (x) { return x.t !== t; });
							edited.push({ t: t, value: t.value, checked: t.checked });
						};
						var release = function () {
							removeEventListener('click', hold, true);
							removeEventListener('keydown', hold, true);
							removeEventListener('input', edit, true);
							removeEventListener('change', edit, true);
							// A value chosen or typed before hydration (which may have set the control back to the
							// page's state): put it back, and tell the now-listening page of it.
							edited.splice(0).forEach(function (x) {
								var t = x.t;
								if (!t.isConnected) return;
								t.value = x.value;
								if (x.checked !== undefined) t.checked = x.checked;
								t.dispatchEvent(new Event('input', { bubbles: true }));
								t.dispatchEvent(new Event('change', { bubbles: true }));
							});
							held.splice(0).forEach(function (act) { act(); });
						};
						var go = function () {
							if (started) return;
							started = true;
							document.documentElement.setAttribute(${JSON.stringify(WOKEN_ATTRIBUTE)}, '');
							types.forEach(function (t) { removeEventListener(t, go, true); });
							start().then(release, release);
						};
						addEventListener('click', hold, true);
						addEventListener('keydown', hold, true);
						addEventListener('input', edit, true);
						addEventListener('change', edit, true);
						if (location.search.length > 1) go();
						else types.forEach(function (t) { addEventListener(t, go, { capture: true, passive: true }); });
					})(function () {
						return ${start};
					});`;
}

const hash = (script: string) => `sha256-${createHash('sha256').update(script).digest('base64')}`;

/**
 * The page's HTML with SvelteKit's start behind the gate (see above); unchanged if it cannot be
 * found. `prelude`: a script the page runs at once, before the gate (under the same hash).
 */
export function deferStart(html: string, prelude = ''): string {
	const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
	const kit = scripts.find((m) => m[1]?.includes(START_CALL));
	const body = kit?.[1];
	if (!kit || kit.index === undefined || body === undefined) return html;
	const begin = body.indexOf('Promise.all([');
	if (begin < 0) return html;
	const end = matchingParen(body, body.indexOf('(', body.indexOf('.then(', begin)));
	if (end < 0 || body.indexOf(START_CALL, begin) > end) return html;
	// The start-up expression, made to resolve once SvelteKit has hydrated the page.
	const start = body.slice(begin, end + 1).replace(START_CALL, `return ${START_CALL}`);
	const semicolon = body[end + 1] === ';' ? 1 : 0;
	// A page shown inside another site's (an embed in a club's page) does not install the offline
	// cache: that would download the whole site for the host page's visitor.
	const rest = body.slice(end + 1 + semicolon).replace(SW_TEST, `${SW_TEST} && window.parent === window`);
	const next = `${prelude ? `\n${prelude}\n` : ''}${body.slice(0, begin)}${gate(start)}${rest}`;
	const oldHash = hash(body);
	if (!html.includes(`'${oldHash}'`)) return html;
	const script = `<script>${next}</script>`;
	return (html.slice(0, kit.index) + script + html.slice(kit.index + kit[0].length))
		.replace(`'${oldHash}'`, `'${hash(next)}'`)
		.replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g, '');
}
