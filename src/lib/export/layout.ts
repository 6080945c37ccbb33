/*
 * Where everything goes on an exported picture or video frame of W x H px: the title and subtitle
 * at the top, the diagram, the legend in a column beside it, the caption band under the diagram
 * (video only: it never crosses the drawing) and the source line at the bottom. The boxes are fixed
 * proportions of the frame (frameBoxes: the tests know them without measuring); the text is set
 * into them by setText, which lowers the size rather than squash a line (wrap.ts). Pure.
 */
import { fitText, wrapLines, type Measure } from './wrap';

export interface Box {
	x: number;
	y: number;
	width: number;
	height: number;
}

export interface FrameBoxes {
	width: number;
	height: number;
	/** Title and subtitle; null for a bare frame (the diagram alone, e.g. a video inside a slide). */
	title: Box | null;
	diagram: Box;
	legend: Box | null;
	/** The caption band (video), under the diagram; null for a still. */
	caption: Box | null;
	source: Box | null;
}

export interface BoxOptions {
	/** Leave a band for the animation's captions under the diagram. */
	caption: boolean;
	/** Title, legend and source line around the diagram (default); false: the diagram (and band) alone. */
	chrome?: boolean;
}

/** The boxes of a W x H frame. */
export function frameBoxes(width: number, height: number, o: BoxOptions): FrameBoxes {
	const chrome = o.chrome !== false;
	const u = Math.min(width / 1920, height / 1080);
	const margin = Math.round(32 * u);
	const gap = Math.round(20 * u);
	const title: Box | null = chrome ? { x: margin, y: margin, width: width - 2 * margin, height: Math.round(112 * u) } : null;
	const sourceH = Math.round(40 * u);
	const source: Box | null = chrome ? { x: margin, y: height - margin - sourceH, width: width - 2 * margin, height: sourceH } : null;
	const top = title ? title.y + title.height + gap : margin;
	const bottom = source ? source.y - gap : height - margin;
	const legendW = Math.round(width * 0.25);
	const legend: Box | null = chrome ? { x: width - margin - legendW, y: top, width: legendW, height: bottom - top } : null;
	const left = margin;
	const right = legend ? legend.x - Math.round(32 * u) : width - margin;
	const captionH = o.caption ? Math.round(168 * u) : 0;
	const caption: Box | null = o.caption ? { x: left, y: bottom - captionH, width: right - left, height: captionH } : null;
	const diagram: Box = { x: left, y: top, width: right - left, height: (caption ? caption.y - gap : bottom) - top };
	return { width, height, title, diagram, legend, caption, source };
}

/** The largest box of aspect `aspect` (width / height) inside `area`, centred, pixel-snapped. */
export function fitInside(aspect: number, area: Box): Box {
	if (!(aspect > 0)) return area;
	const k = Math.min(area.width / aspect, area.height);
	const width = Math.round(aspect * k);
	const height = Math.round(k);
	return { x: Math.round(area.x + (area.width - width) / 2), y: Math.round(area.y + (area.height - height) / 2), width, height };
}

/** Lines of text at one size: `y` is the top of the first line's box; each line is `lineHeight` px. */
export interface TextBlock {
	x: number;
	y: number;
	size: number;
	weight: number;
	lineHeight: number;
	lines: string[];
	/** Widest line, px (as measured). */
	width: number;
}

export interface LegendItem {
	kind: string;
	/** The icon's box (1.5 x 1.2 em, as LegendIcon draws it). */
	icon: Box;
	text: TextBlock;
}

export interface PhaseMark {
	label: string;
	/** The phase's part of the strip, px. */
	x: number;
	width: number;
	text: TextBlock;
}

export interface CaptionLayout {
	band: Box;
	/** The timeline strip along the band's top: a bar, with each phase's label under its part. */
	bar: Box;
	phases: PhaseMark[];
	/** Each phase's caption, set in the band under the strip (same order as the phases). */
	captions: TextBlock[];
}

export interface FrameLayout {
	boxes: FrameBoxes;
	/** Where the diagram is drawn: its aspect fitted in the diagram box. */
	diagram: Box;
	title: TextBlock | null;
	subtitle: TextBlock | null;
	legend: LegendItem[];
	source: TextBlock | null;
	caption: CaptionLayout | null;
	/** What a slide says in big type in the diagram's place (a penalty that places nobody). */
	statement: TextBlock | null;
	/** Words in the legend's column instead of a legend (a worked example's text). */
	aside: TextBlock | null;
}

export interface FrameText {
	title: string;
	subtitle?: string | null;
	legend: readonly { kind: string; text: string }[];
	source: string;
	/** Said in big type instead of a diagram. */
	statement?: string | null;
	/** Set in the legend's column instead of a legend (a worked example's own words). */
	aside?: string | null;
	/** The animation's phases (label, caption, seconds): a caption band is laid out when given. */
	phases?: readonly { label: string; caption: string; start: number; end: number }[] | null;
}

const LINE = 1.25;

function block(x: number, y: number, size: number, weight: number, lines: string[], measure: Measure, lineHeight = LINE): TextBlock {
	const width = lines.reduce((w, l) => Math.max(w, measure(l, size, weight)), 0);
	return { x, y, size, weight, lineHeight: size * lineHeight, lines, width };
}

/** The legend at the largest size (from `max` down) whose items all fit the column's height. */
export function legendItems(entries: FrameText['legend'], box: Box, u: number, measure: Measure): LegendItem[] {
	const max = 25 * u;
	const min = 13 * u;
	let size = max;
	for (;;) {
		const iconW = size * 1.5;
		const textX = box.x + iconW + size * 0.5;
		const textW = box.x + box.width - textX;
		const gap = size * 0.45;
		let y = box.y;
		const items: LegendItem[] = [];
		for (const e of entries) {
			const lines = wrapLines(e.text, textW, (t) => measure(t, size, 400));
			const text = block(textX, y, size, 400, lines, measure, 1.2);
			const h = Math.max(lines.length * text.lineHeight, size * 1.2);
			items.push({ kind: e.kind, icon: { x: box.x, y: y + (text.lineHeight - size * 1.2) / 2, width: iconW, height: size * 1.2 }, text });
			y += h + gap;
		}
		if (y - gap <= box.y + box.height || size <= min) return items;
		size = Math.max(min, size * 0.95);
	}
}

function phaseStrip(phases: NonNullable<FrameText['phases']>, band: Box, u: number, measure: Measure): { bar: Box; marks: PhaseMark[]; height: number } {
	const total = Math.max(1e-6, phases.at(-1)!.end - phases[0]!.start);
	const barH = Math.max(2, Math.round(6 * u));
	const bar: Box = { x: band.x, y: band.y, width: band.width, height: barH };
	const parts = phases.map((p) => ({ x: band.x + ((p.start - phases[0]!.start) / total) * band.width, width: ((p.end - p.start) / total) * band.width }));
	// One size for every label: the largest at which each fits its part of the strip.
	let size = 22 * u;
	const min = 12 * u;
	while (size > min && phases.some((p, i) => measure(p.label, size, 700) > parts[i]!.width - 8 * u)) size = Math.max(min, size * 0.95);
	const y = band.y + barH + 4 * u;
	const marks = phases.map((p, i) => {
		const f = fitText(p.label, { max: size, min: size, width: Math.max(1, parts[i]!.width - 8 * u), lines: () => 1, weight: 700 }, measure);
		return { label: p.label, x: parts[i]!.x, width: parts[i]!.width, text: block(parts[i]!.x + 4 * u, y, size, 700, f.lines, measure) };
	});
	return { bar, marks, height: barH + 4 * u + size * LINE };
}

/** The text of a frame set into its boxes; `aspect`: the diagram's (width / height). */
export function frameLayout(width: number, height: number, aspect: number, text: FrameText, measure: Measure, o: { chrome?: boolean } = {}): FrameLayout {
	const phases = text.phases && text.phases.length ? text.phases : null;
	const boxes = frameBoxes(width, height, { caption: !!phases, ...o });
	const u = Math.min(width / 1920, height / 1080);
	let title: TextBlock | null = null;
	let subtitle: TextBlock | null = null;
	const tb = boxes.title;
	if (tb) {
		const subMax = 30 * u;
		const hasSub = !!text.subtitle;
		const room = tb.height - (hasSub ? subMax * LINE : 0);
		const tf = fitText(text.title, { max: 54 * u, min: 28 * u, width: tb.width, lines: (s) => room / (s * LINE), weight: 700 }, measure);
		title = block(tb.x, tb.y, tf.size, 700, tf.lines, measure);
		if (hasSub) {
			const top = tb.y + tf.lines.length * title.lineHeight;
			const sf = fitText(text.subtitle!, { max: subMax, min: 16 * u, width: tb.width, lines: (s) => (tb.y + tb.height - top) / (s * LINE) }, measure);
			subtitle = block(tb.x, top, sf.size, 400, sf.lines, measure);
		}
	}
	let source: TextBlock | null = null;
	const sb = boxes.source;
	if (sb) {
		const sf = fitText(text.source, { max: 21 * u, min: 12 * u, width: sb.width, lines: (s) => sb.height / (s * LINE) }, measure);
		source = block(sb.x, sb.y + Math.max(0, (sb.height - sf.lines.length * sf.size * LINE) / 2), sf.size, 400, sf.lines, measure);
	}
	let caption: CaptionLayout | null = null;
	if (phases && boxes.caption) {
		const band = boxes.caption;
		const strip = phaseStrip(phases, band, u, measure);
		const top = band.y + strip.height + 8 * u;
		const room = band.y + band.height - top;
		// One size for every caption: the text does not change size under the viewer's eyes.
		let size = 32 * u;
		const fits = (s: number) => phases.every((p) => wrapLines(p.caption, band.width, (t) => measure(t, s, 400)).length <= Math.floor(room / (s * LINE)));
		while (size > 18 * u && !fits(size)) size = Math.max(18 * u, size * 0.96);
		const captions = phases.map((p) => {
			const f = fitText(p.caption, { max: size, min: size, width: band.width, lines: (s) => room / (s * LINE) }, measure);
			return block(band.x, top, size, 400, f.lines, measure);
		});
		caption = { band, bar: strip.bar, phases: strip.marks, captions };
	}
	let statement: TextBlock | null = null;
	if (text.statement) {
		const b = boxes.diagram;
		const f = fitText(text.statement, { max: 64 * u, min: 24 * u, width: b.width, lines: (s) => b.height / (s * LINE), weight: 700 }, measure);
		const h = f.lines.length * f.size * LINE;
		statement = block(b.x, b.y + Math.max(0, (b.height - h) / 2), f.size, 700, f.lines, measure);
	}
	let aside: TextBlock | null = null;
	const ab = boxes.legend;
	if (text.aside && ab) {
		const f = fitText(text.aside, { max: 28 * u, min: 14 * u, width: ab.width, lines: (s) => ab.height / (s * LINE) }, measure);
		aside = block(ab.x, ab.y, f.size, 400, f.lines, measure);
	}
	return {
		boxes,
		statement,
		aside,
		diagram: fitInside(aspect, boxes.diagram),
		title,
		subtitle,
		legend: boxes.legend && !aside ? legendItems(text.legend, boxes.legend, u, measure) : [],
		source,
		caption
	};
}
