/*
 * <polo-penalty>: a USPA polo penalty diagram for any web page.
 *
 *   <script src="https://example.org/polo/polo-penalty.js" defer></script>
 *   <polo-penalty venue="arena" penalty="4" lang="fr"></polo-penalty>
 *
 * Attributes: venue (field | arena), penalty (1, 2, 5a, 6b...), lang (en | fr | es: the /fr/ or
 * /es/ embed), theme (light | dark | contrast), controls (0 | 1), autoplay (1), size ("600x400":
 * at most that size, its proportions kept on a narrower page; absent: the page's full width and
 * as tall as the diagram needs), and the penalty
 * page's state: foul ("X,Y" in yards), from, defended, alt9, orig, preset, dims, zoom, with its
 * view: pos (moved players, "r1:12.5,-3;b3:40,0"), variant (the animation's outcome), t (seconds).
 *
 * The diagram is the site's /embed/{venue}/{penalty} page in an iframe, inside a shadow root so the
 * host page's styles and this element's cannot touch each other. Without size, the iframe is as
 * tall as the diagram is for its width plus the embed's head and controls from the start (CSS
 * container units: the venue's proportions, src/lib/share/embedSize.ts), then exactly the height
 * the embed asks for (postMessage 'polo-penalty:height', see src/lib/share/embedMessage.ts). The site's
 * address is taken from this script's own URL, so it works from any host and sub-path.
 */
(function () {
	'use strict';
	if (typeof window === 'undefined' || !window.customElements || window.customElements.get('polo-penalty')) return;

	var script = document.currentScript;
	var ROOT = new URL('.', script && script.src ? script.src : location.href).href;
	var MESSAGE = 'polo-penalty:height';
	var MAX_HEIGHT = 10000;
	var STATE = ['foul', 'from', 'defended', 'alt9', 'orig', 'preset', 'dims', 'theme', 'zoom', 'pos', 'variant', 't'];
	// The frame's title (read out by screen readers) in the embed's language.
	var TITLES = {
		en: ['Polo penalties: ', { field: 'field', arena: 'arena' }, ' Penalty '],
		fr: ['Pénalités de polo : ', { field: 'terrain', arena: 'arène' }, ', Pénalité '],
		es: ['Penales de polo: ', { field: 'cancha', arena: 'arena' }, ', Penal ']
	};
	var ATTRS = ['venue', 'penalty', 'lang', 'controls', 'autoplay', 'size'].concat(STATE);
	// The diagram's width / height for each venue (homeAspect at SNIPPET_WIDTH, embedSize.ts; a
	// unit test keeps them equal) and the embed's head and controls, px (EMBED_CHROME_PX).
	var ASPECT = { field: 1.766, 'field-unboarded': 1.497, arena: 1.852, 'arena-small': 2.253 };
	var CHROME = 84;
	var SIZE = /^([1-9][0-9]{1,3})x([1-9][0-9]{1,3})$/;
	var ID = /^[0-9]{1,2}(\.?[a-d])?$/i;
	var CSS =
		':host{display:block;contain:content;max-width:100%;container-type:inline-size}' +
		':host([hidden]){display:none}' +
		'iframe{display:block;width:100%;border:0;aspect-ratio:3/2;max-height:100vh;background:transparent}' +
		'iframe.sized{aspect-ratio:auto}' +
		'.error{font:14px/1.4 system-ui,sans-serif;padding:.5em .75em;border:1px solid #c00;color:#900;background:#fff}';

	function clean(v) {
		return v == null ? '' : String(v).trim().slice(0, 64);
	}

	class PoloPenalty extends HTMLElement {
		static get observedAttributes() {
			return ATTRS;
		}

		constructor() {
			super();
			var shadow = this.attachShadow({ mode: 'open' });
			var style = document.createElement('style');
			style.textContent = CSS;
			shadow.appendChild(style);
			this._frame = null;
			this._error = null;
			this._src = '';
			this._fixed = false;
			this._onMessage = this._onMessage.bind(this);
		}

		connectedCallback() {
			window.addEventListener('message', this._onMessage);
			this._render();
		}

		disconnectedCallback() {
			window.removeEventListener('message', this._onMessage);
		}

		attributeChangedCallback() {
			if (this.isConnected) this._render();
		}

		/** The embed URL for the attributes, or null when they do not name a penalty. */
		get src() {
			var venue = clean(this.getAttribute('venue')).toLowerCase() || 'field';
			var penalty = clean(this.getAttribute('penalty')).toLowerCase().replace('.', '');
			if ((venue !== 'field' && venue !== 'arena') || !ID.test(penalty)) return null;
			var q = new URLSearchParams();
			for (var i = 0; i < STATE.length; i++) {
				var v = clean(this.getAttribute(STATE[i]));
				if (v) q.set(STATE[i], v);
			}
			var controls = clean(this.getAttribute('controls'));
			if (controls === '0' || controls === 'false') q.set('controls', '0');
			var autoplay = this.getAttribute('autoplay');
			if (autoplay !== null && autoplay !== '0' && autoplay !== 'false') q.set('autoplay', '1');
			var query = q.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':').replace(/%3B/gi, ';');
			return ROOT + this._lang() + 'embed/' + venue + '/' + encodeURIComponent(penalty) + (query ? '?' + query : '');
		}

		/** The embed's language prefix: 'fr/', 'es/' or '' (English). */
		_lang() {
			var lang = clean(this.getAttribute('lang')).toLowerCase().slice(0, 2);
			return lang === 'fr' || lang === 'es' ? lang + '/' : '';
		}

		_render() {
			var shadow = this.shadowRoot;
			var src = this.src;
			if (!src) {
				if (this._frame) {
					this._frame.remove();
					this._frame = null;
					this._src = '';
				}
				if (!this._error) {
					this._error = document.createElement('p');
					this._error.className = 'error';
					this._error.setAttribute('part', 'error');
					shadow.appendChild(this._error);
				}
				this._error.textContent = 'polo-penalty: set venue="field" or "arena" and penalty="1", "2", "5a"...';
				return;
			}
			if (this._error) {
				this._error.remove();
				this._error = null;
			}
			if (!this._frame) {
				var f = document.createElement('iframe');
				f.setAttribute('part', 'frame');
				f.setAttribute('loading', 'lazy');
				f.setAttribute('allow', 'fullscreen');
				f.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
				shadow.appendChild(f);
				this._frame = f;
			}
			var venue = src.split('/embed/')[1].split('/')[0];
			var penalty = decodeURIComponent(src.split('/embed/')[1].split('/')[1].split('?')[0]);
			var lang = this._lang().slice(0, 2) || 'en';
			var words = TITLES[lang];
			this._frame.title = words[0] + words[1][venue] + words[2] + penalty;
			this._size(venue, src !== this._src);
			if (src !== this._src) {
				this._src = src;
				this._frame.src = src;
			}
		}

		/** The iframe's size before (or instead of) the embed's height message; `reload`: a new embed URL. */
		_size(venue, reload) {
			var f = this._frame;
			var fixed = SIZE.exec(clean(this.getAttribute('size')));
			// A height the same embed has told stays until it tells another.
			if (!fixed && !this._fixed && !reload && f.classList.contains('sized')) return;
			this._fixed = !!fixed;
			f.classList.remove('sized');
			if (fixed) {
				f.style.maxWidth = fixed[1] + 'px';
				f.style.aspectRatio = fixed[1] + '/' + fixed[2];
				f.style.height = '';
				return;
			}
			f.style.maxWidth = '';
			f.style.aspectRatio = '';
			var preset = clean(this.getAttribute('preset')).toLowerCase();
			var aspect = ASPECT[venue + '-' + preset] || ASPECT[venue];
			f.style.height = 'calc(' + Math.round(100000 / aspect) / 1000 + 'cqw + ' + CHROME + 'px)';
		}

		_onMessage(e) {
			var f = this._frame;
			var d = e.data;
			if (!f || this._fixed || e.source !== f.contentWindow || !d || d.type !== MESSAGE) return;
			var h = Number(d.height);
			if (!(h > 0) || h > MAX_HEIGHT) return;
			f.classList.add('sized');
			f.style.height = Math.ceil(h) + 'px';
		}
	}

	window.customElements.define('polo-penalty', PoloPenalty);
})();
