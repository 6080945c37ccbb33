/*
 * The animation drawn frame by frame on a canvas, for the video and the GIF: the composed still
 * (title, venue, zones, legend, source, the caption band; compose.ts) rasterised once; each phase's
 * band layer (its label in ink, its caption) rasterised once; then at each instant the players, the
 * ball and the overlays at positionsAt(frames, t), clipped to the diagram, and the timeline's
 * progress. The marks look as the page draws them (styles read from the live diagram). Browser only.
 */
import { overlaysAt } from '$lib/animation/overlays';
import { phaseIndexAt, positionsAt } from '$lib/animation/positions';
import { PLAYER_IDS } from '$lib/animation/types';
import { composeFrame } from './compose';
import { canvas2d, diagramOf, drawSvg } from './picture';
import type { ExportAnimation, ExportSlide } from './slide';

interface Look {
	fill: string;
	stroke: string;
	strokeWidth: number;
	dash: number[];
}

function look(el: Element | null | undefined, fallback: Look): Look {
	if (!el) return fallback;
	const cs = getComputedStyle(el);
	const dash = cs.strokeDasharray && cs.strokeDasharray !== 'none' ? cs.strokeDasharray.split(/[ ,]+/).map(parseFloat).filter(Number.isFinite) : [];
	return { fill: cs.fill, stroke: cs.stroke, strokeWidth: parseFloat(cs.strokeWidth) || 0, dash };
}

export interface Renderer {
	canvas: HTMLCanvasElement;
	ctx: CanvasRenderingContext2D;
	/** Seconds. */
	duration: number;
	/** Draws the frame at t seconds. */
	draw: (t: number) => void;
}

export interface RendererOptions {
	width: number;
	height: number;
	/** Title, legend and source around the diagram (default true); false: the diagram and band only. */
	chrome?: boolean;
	/** The frames are read back (the GIF): a canvas made for getImageData. */
	readback?: boolean;
}

/** Draws `anim` over the slide's diagram on a canvas of o.width x o.height px. */
export async function animationRenderer(slide: ExportSlide, anim: ExportAnimation, o: RendererOptions): Promise<Renderer> {
	const svg = await diagramOf(slide);
	const { frames } = anim;
	const W = o.width;
	const H = o.height;
	const composed = composeFrame(slide, svg, { width: W, height: H, chrome: o.chrome !== false, phases: anim.phases, still: true });
	const { layout, palette, viewBox: vb } = composed;
	const back = canvas2d(W, H, slide.locale);
	await drawSvg(back.ctx, composed.root, W, H);
	const layers: HTMLCanvasElement[] = [];
	for (let i = 0; i < anim.phases.length; i++) {
		const l = canvas2d(W, H, slide.locale);
		await drawSvg(l.ctx, composed.captionLayer(i), W, H);
		layers.push(l.canvas);
	}

	const d = layout.diagram;
	const s = d.width / vb.width;
	const cx = (x: number) => d.x + (x - vb.x) * s;
	const cy = (y: number) => d.y + (-y - vb.y) * s;

	// How the page draws each player and the ball, read from the live diagram.
	const fallback: Look = { fill: palette.soft, stroke: palette.bg, strokeWidth: 0.2, dash: [] };
	// The marker radius in yards (a circle's; a diamond's half-diagonal is 1.22 of it, as PlayerMarks draws).
	const r = parseFloat(svg.querySelector('[data-role="player"][data-team="fouled"] circle.shape')?.getAttribute('r') ?? '') || 2;
	const players = PLAYER_IDS.map((id) => {
		const a = frames.actors[id];
		const g = svg.querySelector(`[data-role="player"][data-team="${a.team}"][data-number="${a.number}"]`);
		const ring = g?.querySelector('.ring');
		const num = g?.querySelector('text');
		const ncs = num ? getComputedStyle(num) : null;
		return {
			id,
			a,
			shape: look(g?.querySelector('.shape'), fallback),
			ring: ring ? look(ring, fallback) : null,
			ringR: ring ? parseFloat(ring.getAttribute('r') ?? '') || r * 1.75 : r * 1.75,
			numberFill: ncs?.fill ?? palette.bg,
			numberFont: `${ncs?.fontWeight ?? 700} ${(parseFloat(ncs?.fontSize ?? '') || r * 1.25) * s}px ${ncs?.fontFamily ?? palette.font}`
		};
	});
	const ballEl = svg.querySelector('[data-role="ball"] circle');
	const ballLook = look(ballEl, { fill: '#fff', stroke: '#000', strokeWidth: 0.2, dash: [] });
	const ballR = (ballEl ? parseFloat(ballEl.getAttribute('r') ?? '') : NaN) || 1;
	const css = getComputedStyle(svg);
	const px = parseFloat(css.getPropertyValue('--px')) || r / 14;
	const circleLook: Look = { fill: css.getPropertyValue('--fouled-zone').trim() || 'transparent', stroke: css.getPropertyValue('--fouled-strong').trim() || palette.ink, strokeWidth: px * 3, dash: [px * 6, px * 4] };

	const { canvas, ctx } = canvas2d(W, H, slide.locale, o.readback ? { willReadFrequently: true } : {});
	const stroke = (l: Look) => {
		ctx.setLineDash(l.dash.map((x) => x * s));
		if (l.stroke && l.stroke !== 'none' && l.strokeWidth > 0) {
			ctx.strokeStyle = l.stroke;
			ctx.lineWidth = l.strokeWidth * s;
			ctx.stroke();
		}
		ctx.setLineDash([]);
	};

	function draw(t: number) {
		ctx.drawImage(back.canvas, 0, 0);
		ctx.save();
		ctx.beginPath();
		ctx.rect(d.x, d.y, d.width, d.height);
		ctx.clip();
		for (const ov of overlaysAt(frames, t)) {
			if (ov.kind === 'circle') {
				ctx.beginPath();
				ctx.arc(cx(ov.x), cy(ov.y), ov.r * s, 0, Math.PI * 2);
				ctx.globalAlpha = 0.25;
				ctx.fillStyle = circleLook.fill;
				ctx.fill();
				ctx.globalAlpha = 1;
				stroke(circleLook);
			} else {
				ctx.font = `700 ${r * 1.6 * s}px ${palette.font}`;
				ctx.textAlign = 'center';
				ctx.textBaseline = 'middle';
				ctx.lineWidth = px * 4 * s;
				ctx.lineJoin = 'round';
				ctx.strokeStyle = palette.bg;
				ctx.strokeText(ov.text, cx(ov.x), cy(ov.y));
				ctx.fillStyle = palette.ink;
				ctx.fillText(ov.text, cx(ov.x), cy(ov.y));
			}
		}
		const pos = positionsAt(frames, t);
		for (const p of players) {
			const at = pos[p.id];
			const x = cx(at.x);
			const y = cy(at.y);
			if (p.ring) {
				ctx.beginPath();
				ctx.arc(x, y, p.ringR * s, 0, Math.PI * 2);
				stroke(p.ring);
			}
			ctx.beginPath();
			if (p.a.team === 'fouling') {
				const k = r * 1.22 * s;
				ctx.moveTo(x, y - k);
				ctx.lineTo(x + k, y);
				ctx.lineTo(x, y + k);
				ctx.lineTo(x - k, y);
				ctx.closePath();
			} else ctx.arc(x, y, r * s, 0, Math.PI * 2);
			ctx.fillStyle = p.shape.fill;
			ctx.fill();
			stroke(p.shape);
			ctx.fillStyle = p.numberFill;
			ctx.font = p.numberFont;
			ctx.textAlign = 'center';
			ctx.textBaseline = 'middle';
			// No maxWidth: a canvas squeezes text to fit one, and a number must never be squashed.
			ctx.fillText(String(p.a.number), x, y);
		}
		const b = pos.ball;
		ctx.beginPath();
		ctx.arc(cx(b.x), cy(b.y), ballR * s, 0, Math.PI * 2);
		ctx.fillStyle = ballLook.fill;
		ctx.fill();
		stroke(ballLook);
		ctx.restore();
		const c = layout.caption;
		if (c) {
			const f = Math.min(1, Math.max(0, t / frames.duration));
			ctx.fillStyle = palette.ink;
			ctx.fillRect(c.bar.x, c.bar.y, c.bar.width * f, c.bar.height);
			const layer = layers[phaseIndexAt(frames, t)];
			if (layer) ctx.drawImage(layer, 0, 0);
		}
	}
	return { canvas, ctx, duration: frames.duration, draw };
}
