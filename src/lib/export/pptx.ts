/*
 * A deck as a PowerPoint file (pptxgenjs), one slide per deck slide, 16:9: the title and venue as
 * text, the diagram as a 1920x1080 PNG (the animated slides' MP4 over it, the PNG its cover), the
 * legend as text beside it with the page's icons, the rule sentence it is chiefly drawn from and the
 * source line under it, and the speaker notes in the slide's notes. Text stays text (editable, never
 * squashed: the legend's size is chosen by the same layout as the pictures'). Browser only.
 */
import PptxGenJS from 'pptxgenjs';
import type { DeckState } from '$lib/deck/types';
import { m } from '$lib/paraglide/messages';
import { svgMarkup } from '$lib/share/serialize';
import { swapped } from '$lib/diagram/colours';
import { canvasMeasure, legendIcons, paletteOf } from './compose';
import { eachDeckSlide, type DeckOptions } from './deck';
import type { Work } from './job.svelte';
import { PPTX_EXAMPLE, PPTX_PICTURE } from './framing';
import { legendItems } from './layout';
import { fitText } from './wrap';
import { canvas2d, slideCanvas } from './picture';
import { animationRenderer } from './render';
import type { ExportSlide } from './slide';
import { aborted } from './steps';
import { videoFormat } from './support';

/** Where things go on a slide of 13.333 x 7.5 in (pptxgenjs LAYOUT_WIDE), inches. */
const AT = {
	title: { x: 0.45, y: 0.3, w: 12.43, h: 0.75 },
	subtitle: { x: 0.45, y: 1.02, w: 12.43, h: 0.4 },
	diagram: PPTX_PICTURE,
	exampleText: PPTX_EXAMPLE.text,
	examplePicture: PPTX_EXAMPLE.picture,
	legend: { x: 9.6, y: 1.5, w: 3.28, h: 5.0 },
	rule: { x: 0.45, y: 6.58, w: 12.43, h: 0.5 },
	source: { x: 0.45, y: 7.1, w: 12.43, h: 0.3 }
} as const;
/** The picture's pixels an inch, for measuring text in px (CSS px). */
const DPI = 96;
/** The font the slides' text is set in (Liberation Sans stands in for it with the same widths). */
const FONT = 'Arial';
/** Size of an embedded video: enough for a slide, and a deck of them stays quick to make. */
export const PPTX_VIDEO = { width: 1280, height: 720 } as const;

/** A CSS colour as pptxgenjs's 'RRGGBB'. */
function hex(css: string): string {
	const ctx = document.createElement('canvas').getContext('2d');
	if (!ctx) return '000000';
	ctx.fillStyle = '#000000';
	ctx.fillStyle = css;
	const v = String(ctx.fillStyle);
	if (v.startsWith('#')) return v.slice(1, 7).toUpperCase();
	const n = v.match(/[\d.]+/g)?.slice(0, 3).map(Number) ?? [0, 0, 0];
	return n.map((x) => Math.round(x).toString(16).padStart(2, '0')).join('').toUpperCase();
}

const dataUrl = (blob: Blob) =>
	new Promise<string>((ok, fail) => {
		const r = new FileReader();
		r.onload = () => ok(String(r.result));
		r.onerror = () => fail(r.error);
		r.readAsDataURL(blob);
	});

/** Each legend icon as a PNG data URL (the page's LegendIcon, drawn at 4x for a sharp slide). */
async function iconPngs(kinds: readonly string[], swap: boolean): Promise<Map<string, string>> {
	const out = new Map<string, string>();
	const { loadSvgImage } = await import('$lib/share/svgToPng');
	for (const [kind, svg] of legendIcons(kinds, swap)) {
		const w = 60;
		const h = 48;
		svg.setAttribute('width', String(w));
		svg.setAttribute('height', String(h));
		const img = await loadSvgImage(svgMarkup(svg));
		const { canvas, ctx } = canvas2d(w, h, 'en');
		ctx.drawImage(img, 0, 0, w, h);
		out.set(kind, canvas.toDataURL('image/png'));
	}
	return out;
}

/** The legend beside the diagram: each entry an icon and its text, at one size that fits the column. */
async function addLegend(s: PptxGenJS.Slide, slide: ExportSlide, ink: string) {
	if (!slide.legend.length) return;
	const px = (inches: number) => inches * DPI;
	const box = { x: px(AT.legend.x), y: px(AT.legend.y), width: px(AT.legend.w), height: px(AT.legend.h) };
	// The layout of the pictures, with a unit that makes its sizes 14 pt down to 7 pt.
	const items = legendItems(slide.legend, box, 0.75, canvasMeasure(FONT));
	const icons = await iconPngs(
		items.map((i) => i.kind),
		swapped(slide.colours)
	);
	for (const it of items) {
		const icon = icons.get(it.kind);
		if (icon) s.addImage({ data: icon, x: it.icon.x / DPI, y: it.icon.y / DPI, w: it.icon.width / DPI, h: it.icon.height / DPI });
		const t = it.text;
		// A little wider than measured: PowerPoint's line breaking differs from the canvas's by a few px.
		s.addText(slide.legend.find((e) => e.kind === it.kind)?.text ?? '', {
			x: t.x / DPI,
			y: t.y / DPI,
			w: (AT.legend.x + AT.legend.w) - t.x / DPI + 0.1,
			h: (t.lines.length * t.lineHeight) / DPI + 0.05,
			fontFace: FONT,
			fontSize: Math.round(t.size * 0.75 * 2) / 2,
			color: ink,
			margin: 0,
			valign: 'top',
			// The font's own line height (about 1.15 em): within the 1.2 em the layout gave each line.
			lineSpacingMultiple: 1
		});
	}
}

/** A worked example's words beside its situation, at the largest size from 18 pt down to 12 pt that fits the column. */
function addAside(s: PptxGenJS.Slide, words: string, ink: string) {
	const box = AT.exampleText;
	const f = fitText(words, { max: 24, min: 16, width: box.w * DPI - 8, lines: (px) => (box.h * DPI) / (px * 1.2) }, canvasMeasure(FONT));
	s.addText(words, { ...box, fontFace: FONT, fontSize: Math.round(f.size * 0.75 * 2) / 2, color: ink, margin: 0, valign: 'top', lineSpacingMultiple: 1 });
}

/** The deck as a .pptx file. */
export async function deckPptx(deck: DeckState, o: DeckOptions, w: Work): Promise<Blob> {
	const lo = { locale: o.locale };
	const pptx = new PptxGenJS();
	pptx.layout = 'LAYOUT_WIDE';
	pptx.title = deck.title || m.site_name({}, lo);
	pptx.author = m.site_name({}, lo);
	pptx.company = m.site_name({}, lo);
	const n = deck.slides.length;
	const video = (await videoFormat(PPTX_VIDEO.width, PPTX_VIDEO.height)) === 'mp4';
	await eachDeckSlide(deck, o, async (slide, i) => {
		if (w.signal.aborted) throw aborted();
		const part = (f: number) => w.progress((i + f) / n);
		part(0);
		const drawn = await slide.diagram();
		const palette = paletteOf(drawn ?? document.body);
		const ink = hex(palette.ink);
		const soft = hex(palette.soft);
		const s = pptx.addSlide();
		s.background = { color: hex(palette.bg) };
		s.addText(slide.title, { ...AT.title, fontFace: FONT, fontSize: 30, bold: true, color: ink, margin: 0, valign: 'top', fit: 'shrink' });
		if (slide.subtitle) s.addText(slide.subtitle, { ...AT.subtitle, fontFace: FONT, fontSize: 16, color: soft, margin: 0, valign: 'top', fit: 'shrink' });
		if (slide.statement) {
			s.addText(slide.statement, { x: AT.diagram.x, y: AT.diagram.y, w: AT.title.w, h: AT.diagram.h, fontFace: FONT, fontSize: 28, bold: true, color: ink, margin: 0, valign: 'middle', fit: 'shrink' });
		} else if (slide.aside) {
			const still = await slideCanvas(slide, { width: 1920, height: 1080 }, { chrome: false });
			s.addImage({ data: still.toDataURL('image/png'), ...AT.examplePicture, altText: slide.subtitle ? `${slide.subtitle}: ${slide.title}` : slide.title });
			addAside(s, slide.aside, ink);
		} else {
			const still = await slideCanvas(slide, { width: 1920, height: 1080 }, { chrome: false });
			const png = still.toDataURL('image/png');
			s.addImage({ data: png, ...AT.diagram, altText: slide.title });
			part(0.2);
			if (video && slide.animation) {
				const anim = await slide.animation();
				const [{ encodeVideo }] = await Promise.all([import('./video')]);
				const r = await animationRenderer(slide, anim, { ...PPTX_VIDEO, chrome: false });
				const mp4 = await encodeVideo(r, { format: 'mp4', locale: o.locale, signal: w.signal, onprogress: (f) => part(0.2 + 0.75 * f) });
				s.addMedia({ type: 'video', data: await dataUrl(mp4), extn: 'mp4', cover: png, ...AT.diagram });
			}
			await addLegend(s, slide, ink);
		}
		if (slide.rule) {
			const ref = slide.source.rule;
			s.addText(
				[
					...(ref ? [{ text: `${ref}: `, options: { bold: true } }] : []),
					{ text: `“${slide.rule}”`, options: { italic: true } }
				],
				{ ...AT.rule, fontFace: FONT, fontSize: 12, color: ink, margin: 0, valign: 'top', fit: 'shrink' }
			);
		}
		const src = slide.source;
		s.addText(
			[
				{ text: [src.site, src.rule].filter(Boolean).join(' · ') + ' · ' },
				{ text: src.link, options: { hyperlink: { url: src.link } } }
			],
			{ ...AT.source, fontFace: FONT, fontSize: 9, color: soft, margin: 0, valign: 'top', fit: 'shrink' }
		);
		if (slide.notes) s.addNotes(slide.notes);
		part(1);
	});
	if (w.signal.aborted) throw aborted();
	w.progress(null);
	const out = await pptx.write({ outputType: 'blob', compression: true });
	return out instanceof Blob ? out : new Blob([out as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' });
}
