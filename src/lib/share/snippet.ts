/*
 * What the Embed dialog offers to copy: the embed URL for the current state, an <iframe> snippet
 * (with a one-line listener that fits the iframe's height to its content), and the same diagram as
 * the <polo-penalty> web component. Pure: the site root (an absolute URL ending in '/') is given.
 *
 * Query of /embed/{venue}/{id}: the penalty page's state (foul, from, defended, alt9, orig, preset,
 * dims, theme, zoom), its view (moved players pos=, the animation's variant= and frame t=) plus
 * controls=0|1 (default 1) and autoplay=1. The language is the path's: /fr/embed/..., /es/embed/...
 */
import type { VenueKind } from '$lib/geometry';
import { HEIGHT_MESSAGE } from './embedMessage';

export interface EmbedOptions {
	/** Show the diagram's controls (foul spot, options); default true. */
	controls?: boolean;
	/** Start the animation on load. */
	autoplay?: boolean;
	/** Language of the embed (its path: /fr/embed/...); the web component's lang attribute. */
	lang?: 'en' | 'fr' | 'es';
	/** Colour theme; undefined: the one in `search`, else the visitor's system theme. */
	theme?: 'light' | 'dark' | 'contrast';
}

/** Query keys of the penalty page's state that an embed and the web component accept. */
export const STATE_KEYS = ['foul', 'from', 'defended', 'alt9', 'orig', 'preset', 'dims', 'theme', 'zoom', 'pos', 'variant', 't'] as const;
/** Attributes <polo-penalty> observes (static/polo-penalty.js keeps the same list). */
export const COMPONENT_ATTRIBUTES = ['venue', 'penalty', 'lang', 'controls', 'autoplay', ...STATE_KEYS] as const;

/** Escapes a value for a double-quoted HTML attribute. */
export function escapeAttr(s: string): string {
	return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The state's query parameters (known keys only, in a fixed order) plus the embed's own. */
export function embedParams(search: string, opts: EmbedOptions = {}): URLSearchParams {
	const given = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
	const out = new URLSearchParams();
	for (const k of STATE_KEYS) {
		const v = given.get(k);
		if (v !== null && v !== '') out.set(k, v);
	}
	if (opts.theme) out.set('theme', opts.theme);
	if (opts.controls === false) out.set('controls', '0');
	if (opts.autoplay) out.set('autoplay', '1');
	return out;
}

/** The query string as written in URLs: commas, and pos='s ':' and ';', kept readable. */
function queryString(p: URLSearchParams): string {
	const s = p.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':').replace(/%3B/gi, ';');
	return s ? `?${s}` : '';
}

/** Absolute URL of the embed page in its language; `root` is the site's root URL, ending in '/'. */
export function embedUrl(root: string, kind: VenueKind, id: string, search = '', opts: EmbedOptions = {}): string {
	const base = root.endsWith('/') ? root : `${root}/`;
	const lang = opts.lang && opts.lang !== 'en' ? `${opts.lang}/` : '';
	return `${base}${lang}embed/${kind}/${encodeURIComponent(id)}${queryString(embedParams(search, opts))}`;
}

/** A script a host page adds once: fits every embedded diagram's iframe to its content. */
export function resizeListener(): string {
	return (
		`<script>addEventListener('message',function(e){var d=e.data;if(!d||d.type!=='${HEIGHT_MESSAGE}'||!(d.height>0))return;` +
		`document.querySelectorAll('iframe').forEach(function(f){if(f.contentWindow===e.source)f.style.height=d.height+'px'})});</script>`
	);
}

/** The iframe snippet: full width, 16:10 until the embed reports its height. */
export function iframeSnippet(url: string, title: string, withListener = true): string {
	const iframe = `<iframe src="${escapeAttr(url)}" title="${escapeAttr(title)}" loading="lazy" style="display:block;width:100%;aspect-ratio:16/10;border:0"></iframe>`;
	return withListener ? `${iframe}\n${resizeListener()}` : iframe;
}

/** The web component snippet: the script once per page, then one element per diagram. */
export function componentSnippet(root: string, kind: VenueKind, id: string, search = '', opts: EmbedOptions = {}): string {
	const base = root.endsWith('/') ? root : `${root}/`;
	const attrs: string[] = [`venue="${kind}"`, `penalty="${escapeAttr(id)}"`];
	for (const [k, v] of embedParams(search, opts)) attrs.push(`${k}="${escapeAttr(v)}"`);
	if (opts.lang && opts.lang !== 'en') attrs.push(`lang="${opts.lang}"`);
	return `<script src="${escapeAttr(base)}polo-penalty.js" defer></script>\n<polo-penalty ${attrs.join(' ')}></polo-penalty>`;
}
