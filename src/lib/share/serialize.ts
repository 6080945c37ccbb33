/*
 * A stand-alone copy of a diagram <svg> as it is drawn now (foul spot, options, moved players,
 * theme): every element gets the presentation styles the page's CSS gives it, inline, so the file
 * looks the same in a slide program or an <img>. Needs a browser (getComputedStyle), except the
 * small pure helpers at the top.
 */

/** The style properties that change how an SVG element looks. */
export const STYLE_PROPS = [
	'display',
	'visibility',
	'opacity',
	'fill',
	'fill-opacity',
	'fill-rule',
	'stroke',
	'stroke-width',
	'stroke-opacity',
	'stroke-dasharray',
	'stroke-dashoffset',
	'stroke-linecap',
	'stroke-linejoin',
	'stroke-miterlimit',
	'paint-order',
	'font-family',
	'font-size',
	'font-weight',
	'font-style',
	'letter-spacing',
	'text-anchor',
	'dominant-baseline',
	'vector-effect'
] as const;

/** Values that are the initial ones and need not be written. */
const DEFAULTS: Record<string, string> = {
	display: 'inline',
	visibility: 'visible',
	opacity: '1',
	'fill-opacity': '1',
	'fill-rule': 'nonzero',
	'stroke-opacity': '1',
	'stroke-dasharray': 'none',
	'stroke-dashoffset': '0px',
	'stroke-linecap': 'butt',
	'stroke-linejoin': 'miter',
	'stroke-miterlimit': '4',
	'paint-order': 'normal',
	'font-style': 'normal',
	'letter-spacing': 'normal',
	'vector-effect': 'none'
};

/** `url("https://site/page?q#s1-hatch")` -> `url(#s1-hatch)`: references stay inside the file. */
export function localUrlRefs(value: string): string {
	return value.replace(/url\(\s*(['"]?)[^'")]*?(#[^'")]+)\1\s*\)/g, 'url($2)');
}

/** The inline style text for computed values, defaults left out. */
export function styleText(values: Record<string, string>): string {
	const out: string[] = [];
	for (const [k, v] of Object.entries(values)) {
		if (!v || DEFAULTS[k] === v) continue;
		out.push(`${k}:${localUrlRefs(v).replace(/;/g, '')}`);
	}
	return out.join(';');
}

export interface StandaloneOptions {
	/** Width and height attributes of the file, px; default: the on-screen size. */
	width?: number;
	height?: number;
	/** Fill the picture with the theme's background colour (default true). */
	background?: boolean;
	/** Leave out elements matching this selector (e.g. the players, for a video background). */
	omit?: string;
}

export interface Standalone {
	markup: string;
	/** viewBox width / height. */
	aspect: number;
	/** The theme's background colour, as computed. */
	background: string;
}

/**
 * A copy of `svg` as drawn now with every presentation style inline, classes gone, references kept
 * inside the copy (browser only): to nest in a composed picture or to write as a file.
 */
export function standaloneClone(svg: SVGSVGElement, o: StandaloneOptions = {}): Omit<Standalone, 'markup'> & { clone: SVGSVGElement } {
	const clone = svg.cloneNode(true) as SVGSVGElement;
	const src = [svg, ...svg.querySelectorAll('*')];
	const dst = [clone, ...clone.querySelectorAll('*')];
	for (let i = 0; i < src.length; i++) {
		const from = src[i]!;
		const to = dst[i] as Element | undefined;
		if (!to) break;
		const cs = getComputedStyle(from);
		const values: Record<string, string> = {};
		for (const p of STYLE_PROPS) values[p] = cs.getPropertyValue(p);
		if (from === svg) {
			// The root keeps only what its children inherit.
			delete values.display;
		}
		const text = styleText(values);
		if (text) to.setAttribute('style', text);
		else to.removeAttribute('style');
		to.removeAttribute('class');
		for (const a of ['fill', 'stroke', 'clip-path', 'mask', 'marker-start', 'marker-end', 'marker-mid']) {
			const v = to.getAttribute(a);
			if (v) to.setAttribute(a, localUrlRefs(v));
		}
	}
	if (o.omit) for (const el of clone.querySelectorAll(o.omit)) el.remove();
	const vb = svg.viewBox.baseVal;
	const aspect = vb && vb.width > 0 && vb.height > 0 ? vb.width / vb.height : svg.clientWidth / Math.max(1, svg.clientHeight);
	const rect = svg.getBoundingClientRect();
	const width = o.width ?? Math.round(rect.width || 960);
	const height = o.height ?? Math.round(o.width ? o.width / aspect : rect.height || width / aspect);
	clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
	clone.setAttribute('width', String(width));
	clone.setAttribute('height', String(height));
	clone.removeAttribute('role');
	const background = getComputedStyle(svg).getPropertyValue('--bg').trim() || getComputedStyle(document.body).backgroundColor || '#ffffff';
	if (o.background !== false && vb) {
		const bg = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
		bg.setAttribute('x', String(vb.x));
		bg.setAttribute('y', String(vb.y));
		bg.setAttribute('width', String(vb.width));
		bg.setAttribute('height', String(vb.height));
		bg.setAttribute('fill', background);
		const defs = clone.querySelector('defs');
		clone.insertBefore(bg, defs ? defs.nextSibling : clone.firstChild);
	}
	return { clone, aspect, background };
}

/** An SVG element as the text of a stand-alone file. */
export function svgMarkup(el: SVGSVGElement): string {
	return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(el)}`;
}

/** A stand-alone SVG document of `svg` as drawn now (browser only). */
export function standaloneSvg(svg: SVGSVGElement, o: StandaloneOptions = {}): Standalone {
	const { clone, aspect, background } = standaloneClone(svg, o);
	return { markup: svgMarkup(clone), aspect, background };
}
