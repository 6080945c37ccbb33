/*
 * One exported picture or video frame as an SVG document of W x H px: the title and subtitle, the
 * diagram as drawn (its styles inline), the legend with the same icons as the page's (LegendIcon,
 * mounted off-screen and copied with its computed styles), the source line and, for a video, the
 * caption band under the diagram. Text is set by the layout (layout.ts, measured on a canvas in the
 * page's font) and written as plain <text> lines: never stretched, never squashed. Browser only.
 */
import { mount, unmount } from 'svelte';
import { swapped, SWAPPED_CLASS } from '$lib/diagram/colours';
import { standaloneClone } from '$lib/share/serialize';
import LegendIcon from '$lib/view/LegendIcon.svelte';
import type { LegendKind } from '$lib/view/legend';
import { frameLayout, type Box, type FrameLayout, type TextBlock } from './layout';
import { sourceText, type ExportSlide, type PhaseWords } from './slide';
import type { Measure } from './wrap';

const NS = 'http://www.w3.org/2000/svg';

export interface Palette {
	bg: string;
	raised: string;
	ink: string;
	soft: string;
	border: string;
	font: string;
}

/** The theme's colours and font where `el` is drawn. */
export function paletteOf(el: Element): Palette {
	const cs = getComputedStyle(el);
	const v = (name: string, fallback: string) => cs.getPropertyValue(name).trim() || fallback;
	return {
		bg: v('--bg', '#ffffff'),
		raised: v('--bg-raised', v('--bg', '#f5f5f5')),
		ink: v('--ink', '#000000'),
		soft: v('--ink-soft', v('--ink', '#444444')),
		border: v('--border', '#999999'),
		font: cs.fontFamily || 'sans-serif'
	};
}

/** Widths measured on a canvas in `font` (the same font the SVG's text is drawn in). */
export function canvasMeasure(font: string): Measure {
	const ctx = document.createElement('canvas').getContext('2d');
	const cache = new Map<string, number>();
	return (text, size, weight) => {
		const key = `${weight}|${size}|${text}`;
		let w = cache.get(key);
		if (w === undefined) {
			if (ctx) {
				ctx.font = `${weight} ${size}px ${font}`;
				w = ctx.measureText(text).width;
			} else w = text.length * size * 0.55;
			cache.set(key, w);
		}
		return w;
	};
}

function el<K extends keyof SVGElementTagNameMap>(name: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] {
	const e = document.createElementNS(NS, name);
	for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, typeof v === 'number' ? String(Math.round(v * 100) / 100) : v);
	return e;
}

/** A block of lines as one <text>: each line a <tspan> on its own baseline, centred in its line box. */
function textEl(b: TextBlock, fill: string, font: string, role: string): SVGTextElement {
	const t = el('text', { 'font-family': font, 'font-size': b.size, 'font-weight': b.weight, fill, 'data-role': role });
	b.lines.forEach((line, i) => {
		const s = el('tspan', { x: b.x, y: b.y + i * b.lineHeight + b.lineHeight / 2 + b.size * 0.35 });
		s.textContent = line;
		t.append(s);
	});
	return t;
}

const rect = (b: Box, fill: string, extra: Record<string, string | number> = {}) => el('rect', { x: b.x, y: b.y, width: b.width, height: b.height, fill, ...extra });

/** The legend's icons as the page draws them: LegendIcon mounted off-screen, copied with its styles inline. */
export function legendIcons(kinds: readonly string[], swap: boolean): Map<string, SVGSVGElement> {
	const host = document.createElement('div');
	host.setAttribute('aria-hidden', 'true');
	if (swap) host.className = SWAPPED_CLASS;
	Object.assign(host.style, { position: 'fixed', left: '-10000px', top: '0', fontSize: '20px' });
	document.body.append(host);
	const out = new Map<string, SVGSVGElement>();
	try {
		for (const kind of new Set(kinds)) {
			const slot = document.createElement('span');
			host.append(slot);
			const c = mount(LegendIcon, { target: slot, props: { kind: kind as LegendKind } });
			const icon = slot.querySelector('svg');
			if (icon) out.set(kind, standaloneClone(icon, { background: false }).clone);
			void unmount(c);
		}
	} finally {
		host.remove();
	}
	return out;
}

export interface FrameOptions {
	width: number;
	height: number;
	/** Title, legend and source around the diagram (default true); false: the diagram (and band) alone. */
	chrome?: boolean;
	/** The animation's phases: a caption band is laid out under the diagram. */
	phases?: readonly PhaseWords[] | null;
	/** Leave out the marks an animation moves (players, ball, overlays): a video's still background. */
	still?: boolean;
}

export interface Composed {
	layout: FrameLayout;
	palette: Palette;
	/** The composed picture (for a video: everything that does not move). */
	root: SVGSVGElement;
	/** The diagram's viewBox, yards (y down), to place moving marks. */
	viewBox: { x: number; y: number; width: number; height: number };
	/** Phase i's layer of the band: every phase's label (i's in ink) and i's caption; transparent elsewhere. */
	captionLayer: (i: number) => SVGSVGElement;
}

const MOVING = '[data-role="player"], [data-role="ball"], .overlay-marks, [data-role="readout"]';

/** The frame of `slide` drawn from its diagram `svg` (in the document) at o.width x o.height px. */
export function composeFrame(slide: Pick<ExportSlide, 'title' | 'subtitle' | 'legend' | 'source' | 'colours' | 'statement' | 'aside'>, svg: SVGSVGElement | null, o: FrameOptions): Composed {
	// A slide that states what happens instead of drawing takes the page's colours.
	const palette = paletteOf(svg ?? document.body);
	const measure = canvasMeasure(palette.font);
	const vb = svg?.viewBox.baseVal;
	const viewBox = { x: vb?.x ?? 0, y: vb?.y ?? 0, width: vb?.width || 16, height: vb?.height || 9 };
	const layout = frameLayout(
		o.width,
		o.height,
		viewBox.width / viewBox.height,
		{ title: slide.title, subtitle: slide.subtitle, legend: slide.legend, source: sourceText(slide.source), statement: slide.statement ?? null, aside: slide.aside ?? null, phases: o.phases ?? null },
		measure,
		{ chrome: o.chrome !== false }
	);
	const frame = () => el('svg', { xmlns: NS, width: o.width, height: o.height, viewBox: `0 0 ${o.width} ${o.height}` });
	const root = frame();
	root.append(rect({ x: 0, y: 0, width: o.width, height: o.height }, palette.bg));
	if (layout.title) root.append(textEl(layout.title, palette.ink, palette.font, 'export-title'));
	if (layout.subtitle) root.append(textEl(layout.subtitle, palette.soft, palette.font, 'export-subtitle'));

	if (layout.statement) root.append(textEl(layout.statement, palette.ink, palette.font, 'export-statement'));
	else if (svg) {
		const { clone } = standaloneClone(svg, { background: false, ...(o.still ? { omit: MOVING } : {}) });
		const d = layout.diagram;
		for (const [k, v] of Object.entries({ x: d.x, y: d.y, width: d.width, height: d.height })) clone.setAttribute(k, String(v));
		clone.setAttribute('data-role', 'export-diagram');
		root.append(clone);
	}

	if (layout.legend.length) {
		const icons = legendIcons(
			layout.legend.map((i) => i.kind),
			swapped(slide.colours)
		);
		const g = el('g', { 'data-role': 'export-legend' });
		for (const item of layout.legend) {
			const icon = icons.get(item.kind)?.cloneNode(true) as SVGSVGElement | undefined;
			if (icon) {
				for (const [k, v] of Object.entries({ x: item.icon.x, y: item.icon.y, width: item.icon.width, height: item.icon.height })) icon.setAttribute(k, String(v));
				icon.setAttribute('overflow', 'visible');
				g.append(icon);
			}
			const t = textEl(item.text, palette.ink, palette.font, 'export-legend-item');
			t.setAttribute('data-kind', item.kind);
			g.append(t);
		}
		root.append(g);
	}
	if (layout.aside) root.append(textEl(layout.aside, palette.ink, palette.font, 'export-aside'));
	if (layout.source) root.append(textEl(layout.source, palette.soft, palette.font, 'export-source'));

	const c = layout.caption;
	if (c) {
		const g = el('g', { 'data-role': 'export-caption-band' });
		g.append(rect(c.band, palette.raised), rect(c.bar, palette.border));
		root.append(g);
	}
	const captionLayer = (i: number) => {
		const layer = frame();
		if (!c) return layer;
		c.phases.forEach((p, k) => {
			layer.append(textEl(p.text, k === i ? palette.ink : palette.soft, palette.font, k === i ? 'export-phase-current' : 'export-phase'));
			if (k > 0) layer.append(rect({ x: p.x - 1, y: c.bar.y, width: 2, height: c.bar.height * 2.5 }, palette.bg));
		});
		const t = c.captions[i];
		if (t) layer.append(textEl(t, palette.ink, palette.font, 'export-caption'));
		return layer;
	};
	return { layout, palette, root, viewBox, captionLayer };
}
