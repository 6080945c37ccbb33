/*
 * What the Embed dialog offers to copy: the embed URL for the current state, an <iframe> snippet
 * and the same diagram as the <polo-penalty> web component. Pure: the site root (an absolute URL
 * ending in '/') is given.
 *
 * Sizes. "Fits the page" (the default): the iframe is the host column's full width, its height
 * the diagram's for that width plus the embed's head and controls (embedSize.ts), in CSS alone
 * (container query units of a wrapper), then exactly what the embed asks (the one-line listener
 * after it, fed by the height message), never taller than the visitor's window. A fixed size is
 * "at most W x H": full width up to W, its proportions kept below it, so that a narrow page never
 * scrolls sideways; no listener then (the size is the host's choice).
 *
 * Query of /embed/{venue}/{id}: the penalty page's state (foul, from, defended, alt9, orig, preset,
 * dims, theme, zoom), its view (moved players pos=, the animation's variant= and frame t=) plus
 * controls=0|1 (default 1) and autoplay=1. The language is the path's: /fr/embed/..., /es/embed/...
 */
import type { VenueKind } from '$lib/geometry';
import { HEIGHT_MESSAGE } from './embedMessage';
import { EMBED_CHROME_PX, sizeKey, type FixedSize } from './embedSize';

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
export const COMPONENT_ATTRIBUTES = ['venue', 'penalty', 'lang', 'controls', 'autoplay', 'size', ...STATE_KEYS] as const;

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

/** A script a host page adds once: fits every embedded diagram that fits the page (data-polo-fit) to its content; a fixed size stays. */
export function resizeListener(): string {
	return (
		`<script>addEventListener('message',function(e){var d=e.data;if(!d||d.type!=='${HEIGHT_MESSAGE}'||!(d.height>0))return;` +
		`document.querySelectorAll('iframe[data-polo-fit]').forEach(function(f){if(f.contentWindow===e.source)f.style.height=d.height+'px'})});</script>`
	);
}

export interface IframeOptions {
	/** The diagram's width / height (homeAspect of the venue shown). */
	aspect?: number;
	/** A fixed size (at most W x H); null or absent: fits the page. */
	size?: FixedSize | null;
	/** Add the host script that applies the embed's height message (fits the page only). */
	listener?: boolean;
}

/** A number for a style: 3 decimals at most. */
const n3 = (v: number) => String(Math.round(v * 1000) / 1000);

/** The iframe's style for a size: see the header. */
export function frameStyle(aspect: number, size: FixedSize | null = null): string {
	if (size) return `display:block;width:100%;max-width:${size.width}px;aspect-ratio:${size.width}/${size.height};border:0`;
	// The aspect-ratio is the fallback of a browser without container units (the calc is then dropped).
	return `display:block;width:100%;aspect-ratio:3/2;height:calc(${n3(100 / aspect)}cqw + ${EMBED_CHROME_PX}px);max-height:100vh;border:0`;
}

/** The iframe snippet: the wrapper that measures the host's column, the iframe, and the listener. */
export function iframeSnippet(url: string, title: string, o: IframeOptions = {}): string {
	const { aspect = 16 / 9, size = null, listener = true } = o;
	const fit = size ? '' : ' data-polo-fit';
	const iframe = `<iframe src="${escapeAttr(url)}" title="${escapeAttr(title)}" loading="lazy"${fit} style="${frameStyle(aspect, size)}"></iframe>`;
	if (size) return iframe;
	const wrapped = `<div style="container-type:inline-size">${iframe}</div>`;
	return listener ? `${wrapped}\n${resizeListener()}` : wrapped;
}

/** The web component snippet: the script once per page, then one element per diagram. */
export function componentSnippet(root: string, kind: VenueKind, id: string, search = '', opts: EmbedOptions = {}, size: FixedSize | null = null): string {
	const base = root.endsWith('/') ? root : `${root}/`;
	const attrs: string[] = [`venue="${kind}"`, `penalty="${escapeAttr(id)}"`];
	for (const [k, v] of embedParams(search, opts)) attrs.push(`${k}="${escapeAttr(v)}"`);
	if (opts.lang && opts.lang !== 'en') attrs.push(`lang="${opts.lang}"`);
	if (size) attrs.push(`size="${sizeKey(size)}"`);
	return `<script src="${escapeAttr(base)}polo-penalty.js" defer></script>\n<polo-penalty ${attrs.join(' ')}></polo-penalty>`;
}
