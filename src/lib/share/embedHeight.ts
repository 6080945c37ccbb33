/*
 * The embed's report of the height it needs (embedMessage.ts) as a plain script, run by the
 * prerendered embed page itself before (and without) SvelteKit: the embed starts its framework only
 * when a user acts on it (the gate, src/lib/island/gate.js), but the host page must fit the iframe
 * at once. It watches the embed's root, stage and diagram for the whole life of the page (hydration
 * keeps those nodes). hooks.server.ts puts it in the page's <head> with its hash in the policy.
 *
 * It speaks WordPress's protocol too (wp-includes/js/wp-embed.js): WordPress frames an embed it
 * discovered by oEmbed with `#?secret=<letters and digits>` in its address, sizes that frame on
 * `{ message: 'height', value, secret }` (clamped by WordPress to 200..1000), and sends the frame
 * `{ message: 'ready', secret }` once its own script runs, to which the height is sent again.
 */
import { HEIGHT_MESSAGE, MAX_EMBED_HEIGHT, naturalHeight } from './embedMessage';

/** The script's source (ES5, no module), for the embed of one venue and penalty. */
export function embedHeightScript(venue: string, penalty: string): string {
	const v = JSON.stringify(venue);
	const p = JSON.stringify(penalty);
	// naturalHeight is pure and uses only Math: its own source is the formula the tests check.
	return `(function () {
	if (window.parent === window) return;
	var natural = ${naturalHeight.toString()};
	var last = -1;
	var secret = (/[#&?]secret=([A-Za-z0-9]+)/.exec(window.location ? window.location.hash : '') || [])[1] || '';
	var post = function () {
		var root = document.querySelector('.embed');
		if (!root) return;
		var stage = root.querySelector('.stage');
		var svg = stage && stage.querySelector('svg[data-venue]');
		var vb = svg && svg.viewBox && svg.viewBox.baseVal;
		var aspect = vb && vb.height > 0 ? vb.width / vb.height : 0;
		var h = natural(root.scrollHeight, stage ? stage.clientHeight : 0, stage ? stage.clientWidth : 0, aspect);
		h = isFinite(h) ? Math.min(${MAX_EMBED_HEIGHT}, Math.max(0, Math.ceil(h))) : 0;
		if (Math.abs(h - last) < 1) return;
		last = h;
		try {
			window.parent.postMessage({ type: ${JSON.stringify(HEIGHT_MESSAGE)}, height: h, venue: ${v}, penalty: ${p} }, '*');
			if (secret) window.parent.postMessage({ message: 'height', value: h, secret: secret }, '*');
		} catch (e) {}
	};
	addEventListener('message', function (e) {
		var d = e.data;
		if (!secret || e.source !== window.parent || !d || d.message !== 'ready' || d.secret !== secret) return;
		last = -1;
		post();
	});
	var later = function () { requestAnimationFrame(post); };
	var watch = function () {
		var root = document.querySelector('.embed');
		if (!root) return;
		var ro = new ResizeObserver(later);
		ro.observe(root);
		var stage = root.querySelector('.stage');
		if (stage) ro.observe(stage);
		new MutationObserver(later).observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['viewBox'] });
		later();
	};
	if (document.readyState === 'loading') addEventListener('DOMContentLoaded', watch);
	else watch();
})();`;
}
