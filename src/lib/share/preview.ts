/*
 * A penalty's link-preview picture (og:image, the oEmbed thumbnail): an SVG document of 1200 x 630
 * px, drawn at build time from the geometry's setup (the venue, each team's zone, the ball and the
 * standard line-up) with the title above and the legend's words beside it, then turned into a PNG by
 * a plain SVG renderer (src/routes/og). The words are large enough to read where a chat shows the
 * picture about 400 px wide: the title 56 px (18 there), the legend 32 px (11 there). Colours are the
 * light theme's (src/themes/light.css, read by the route). Pure: no DOM, no fonts measured.
 */
import type { LineupPlayer, Rect, Setup } from '$lib/geometry';
import { num, polygonsPath } from '$lib/diagram/frame';
import type { LegendEntry, LegendKind } from '$lib/view/legend';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** The light theme's colours the picture uses (custom property name without "--" -> value). */
export type PreviewPalette = Record<'bg' | 'ink' | 'ink-soft' | 'grass' | 'line' | 'red' | 'red-strong' | 'blue' | 'blue-strong' | 'ball' | 'ball-edge', string>;

/** The custom properties of a theme's CSS text (`--name: value;`), for the palette. */
export function paletteFromCss(css: string): PreviewPalette {
	const out: Record<string, string> = {};
	for (const m of css.matchAll(/--([a-z-]+)\s*:\s*([^;]+);/g)) out[m[1]!] ??= m[2]!.trim();
	return out as PreviewPalette;
}

export interface PreviewInput {
	setup: Setup;
	players: readonly LineupPlayer[];
	/** The page's heading (the penalty's title) and the site's name, for the foot. */
	title: string;
	site: string;
	/** The legend's entries (legendEntries); those the picture shows are picked here. */
	legend: readonly LegendEntry[];
	/** For a penalty that places nobody: what happens, said where the legend would be. */
	outcome?: string;
	palette: PreviewPalette;
}

const PAD = 40;
const TITLE_FONT = 56;
const LEGEND_FONT = 32;
const FOOT_FONT = 26;
/** DejaVu Sans and its kin: the mean advance of a letter, in ems, with room to spare. */
const EM = 0.6;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
/** The legend entries the picture shows, in this order: the teams, their zones, the ball. */
const SHOWN: LegendKind[] = ['fouling', 'fouled', 'fouling-zone', 'fouled-zone', 'free', 'ball'];

/** XML text. */
export function xml(s: string): string {
	return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `text` cut into lines of at most `width` px at `font` px (words kept whole), at most `max` lines, the last cut with an ellipsis. */
export function wrapText(text: string, width: number, font: number, max: number): string[] {
	const per = Math.max(4, Math.floor(width / (font * EM)));
	const lines: string[] = [];
	let line = '';
	for (const word of text.split(/\s+/).filter(Boolean)) {
		const next = line ? `${line} ${word}` : word;
		if (next.length <= per || !line) line = next;
		else {
			lines.push(line);
			line = word;
		}
	}
	if (line) lines.push(line);
	if (lines.length <= max) return lines;
	const kept = lines.slice(0, max);
	const last = kept[max - 1]!;
	kept[max - 1] = `${last.length + 1 > per ? last.slice(0, per - 1).trimEnd() : last}…`;
	return kept;
}

function textLines(lines: readonly string[], x: number, y: number, font: number, fill: string, weight = 'normal'): string {
	return lines.map((t, i) => `<text x="${x}" y="${num(y + i * font * 1.2)}" font-size="${font}" font-weight="${weight}" fill="${fill}">${xml(t)}</text>`).join('');
}

/** The venue drawn into `box` (px), to scale: grass, the playing area's outline, the lines, the goals, zones, ball and players. */
function diagram(i: PreviewInput, box: Rect): { svg: string; height: number } {
	const { setup, palette: c } = i;
	const s = setup.venue.surround;
	const wy = s.maxX - s.minX;
	const hy = s.maxY - s.minY;
	const k = Math.min((box.maxX - box.minX) / wy, (box.maxY - box.minY) / hy);
	const px = (v: number) => num(v / k);
	const b = setup.venue.bounds;
	const zones = setup.zones
		.map((z, n) => {
			const id = `z${n}`;
			const parts = polygonsPath(z.parts);
			const dd = z.role === 'designated-defender';
			const strong = z.team === 'fouling' ? c['red-strong'] : c['blue-strong'];
			const colour = z.team === 'fouling' ? c.red : c.blue;
			const paint = z.unrestricted
				? `<path d="${parts}" fill="none" stroke="${strong}" stroke-width="${px(3)}" stroke-dasharray="${px(10)} ${px(6)}"/>`
				: `<path d="${parts}" fill="${colour}" fill-opacity="${dd ? 0.42 : z.team === 'fouling' ? 0.14 : 0.22}"/>` +
					(z.team === 'fouling' ? `<path d="${parts}" fill="url(#hatch)"/>` : '') +
					`<path d="${parts}" fill="none" stroke="${strong}" stroke-width="${px(2)}"/>`;
			const mask = `<mask id="${id}" maskUnits="userSpaceOnUse" x="${num(s.minX)}" y="${num(-s.maxY)}" width="${num(wy)}" height="${num(hy)}"><path d="${parts}" fill="white"/>${z.holes.map((h) => `<path d="${polygonsPath([h])}" fill="black"/>`).join('')}</mask>`;
			return `${mask}<g mask="url(#${id})">${paint}</g>`;
		})
		.join('');
	const lines = setup.venue.lines.map((l) => `<line x1="${num(l.x)}" y1="${num(-b.maxY)}" x2="${num(l.x)}" y2="${num(-b.minY)}" stroke="${c.line}" stroke-width="${px(l.kind === 'yard' ? 1.5 : 2.5)}"/>`).join('');
	const posts = setup.venue.goals.flatMap((g) => g.posts).map((p) => `<circle cx="${num(p.x)}" cy="${num(-p.y)}" r="${px(5)}" fill="${c.ink}"/>`).join('');
	const r = 15;
	const players = i.players
		.map((p) => {
			const fill = p.team === 'fouling' ? c.red : c.blue;
			const edge = p.team === 'fouling' ? c['red-strong'] : c['blue-strong'];
			const at = `${num(p.x)},${num(-p.y)}`;
			const shape =
				p.team === 'fouling'
					? `<path transform="translate(${at})" d="M0 ${px(-r * 1.25)}L${px(r * 1.25)} 0L0 ${px(r * 1.25)}L${px(-r * 1.25)} 0Z" fill="${fill}" stroke="${edge}" stroke-width="${px(2)}"/>`
					: `<circle cx="${num(p.x)}" cy="${num(-p.y)}" r="${px(r)}" fill="${fill}" stroke="${edge}" stroke-width="${px(2)}"/>`;
			return shape;
		})
		.join('');
	const ball = setup.ball ? `<circle cx="${num(setup.ball.x)}" cy="${num(-setup.ball.y)}" r="${px(9)}" fill="${c.ball}" stroke="${c['ball-edge']}" stroke-width="${px(3)}"/>` : '';
	const width = wy * k;
	const height = hy * k;
	const svg =
		`<svg x="${num(box.minX)}" y="${num(box.minY)}" width="${num(width)}" height="${num(height)}" viewBox="${num(s.minX)} ${num(-s.maxY)} ${num(wy)} ${num(hy)}">` +
		`<defs><pattern id="hatch" patternUnits="userSpaceOnUse" width="${px(12)}" height="${px(12)}" patternTransform="rotate(45)"><rect width="${px(3)}" height="${px(12)}" fill="${c.red}" fill-opacity="0.55"/></pattern></defs>` +
		`<rect x="${num(s.minX)}" y="${num(-s.maxY)}" width="${num(wy)}" height="${num(hy)}" fill="${c.grass}"/>` +
		`<rect x="${num(b.minX)}" y="${num(-b.maxY)}" width="${num(b.maxX - b.minX)}" height="${num(b.maxY - b.minY)}" fill="none" stroke="${c.line}" stroke-width="${px(3)}"/>` +
		lines +
		zones +
		posts +
		players +
		ball +
		`</svg>`;
	return { svg, height };
}

/** A legend entry's symbol, `size` px, its top left at x, y. */
function swatch(kind: LegendKind, x: number, y: number, size: number, c: PreviewPalette): string {
	const cx = num(x + size / 2);
	const cy = num(y + size / 2);
	const h = size / 2;
	switch (kind) {
		case 'fouling':
			return `<path d="M${cx} ${num(y)}L${num(x + size)} ${cy}L${cx} ${num(y + size)}L${num(x)} ${cy}Z" fill="${c.red}" stroke="${c['red-strong']}" stroke-width="2"/>`;
		case 'fouled':
			return `<circle cx="${cx}" cy="${cy}" r="${num(h * 0.9)}" fill="${c.blue}" stroke="${c['blue-strong']}" stroke-width="2"/>`;
		case 'fouling-zone':
			return `<rect x="${num(x)}" y="${num(y)}" width="${size}" height="${size}" fill="${c.red}" fill-opacity="0.14" stroke="${c['red-strong']}" stroke-width="2"/><path d="M${num(x)} ${num(y + size)}L${num(x + size)} ${num(y)}M${num(x)} ${num(y + size / 2)}L${num(x + size / 2)} ${num(y)}M${num(x + size / 2)} ${num(y + size)}L${num(x + size)} ${num(y + size / 2)}" stroke="${c.red}" stroke-width="3"/>`;
		case 'fouled-zone':
			return `<rect x="${num(x)}" y="${num(y)}" width="${size}" height="${size}" fill="${c.blue}" fill-opacity="0.22" stroke="${c['blue-strong']}" stroke-width="2"/>`;
		case 'free':
			return `<rect x="${num(x)}" y="${num(y)}" width="${size}" height="${size}" fill="none" stroke="${c['blue-strong']}" stroke-width="3" stroke-dasharray="6 4"/>`;
		default:
			return `<circle cx="${cx}" cy="${cy}" r="${num(h * 0.6)}" fill="${c.ball}" stroke="${c['ball-edge']}" stroke-width="3"/>`;
	}
}

/** The picture as an SVG document. */
export function previewSvg(i: PreviewInput): string {
	const c = i.palette;
	const title = wrapText(i.title, PREVIEW_WIDTH - 2 * PAD, TITLE_FONT, 2);
	const top = PAD + title.length * TITLE_FONT * 1.2 + 16;
	const foot = PREVIEW_HEIGHT - PAD + FOOT_FONT * 0.2;
	const side = { minX: 700, maxX: PREVIEW_WIDTH - PAD };
	const drawn = diagram(i, { minX: PAD, maxX: side.minX - 30, minY: top, maxY: foot - FOOT_FONT - 16 });
	let words = '';
	let y = top;
	const legendWidth = side.maxX - side.minX - LEGEND_FONT * 1.4;
	if (i.outcome) {
		words = textLines(wrapText(i.outcome, side.maxX - side.minX, LEGEND_FONT, 8), side.minX, y + LEGEND_FONT, LEGEND_FONT, c.ink);
	} else {
		for (const e of SHOWN.flatMap((k) => i.legend.filter((l) => l.kind === k))) {
			const lines = wrapText(e.text, legendWidth, LEGEND_FONT, 3);
			if (y + lines.length * LEGEND_FONT * 1.2 > foot - FOOT_FONT - 16) break;
			words += swatch(e.kind, side.minX, y + 4, LEGEND_FONT, c) + textLines(lines, side.minX + LEGEND_FONT * 1.4, y + LEGEND_FONT * 0.95, LEGEND_FONT, c.ink);
			y += lines.length * LEGEND_FONT * 1.2 + 14;
		}
	}
	return (
		`<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}" font-family="${xml(FONT)}">` +
		`<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="${c.bg}"/>` +
		`<rect width="${PREVIEW_WIDTH}" height="12" fill="${c.red}"/><rect y="12" width="${PREVIEW_WIDTH}" height="6" fill="${c.blue}"/>` +
		textLines(title, PAD, PAD + TITLE_FONT * 0.9 + 10, TITLE_FONT, c.ink, 'bold') +
		drawn.svg +
		words +
		`<text x="${PREVIEW_WIDTH - PAD}" y="${num(foot)}" font-size="${FOOT_FONT}" fill="${c['ink-soft']}" text-anchor="end">${xml(i.site)}</text>` +
		`</svg>`
	);
}
