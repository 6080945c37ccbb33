/*
 * The animation as a WebM video for slides: the still parts of the live diagram (venue, zones,
 * lines, foul spot) are drawn once from a stand-alone SVG; the players and the ball are drawn on
 * top at positionsAt(frames, t), with the phase caption. Each frame is encoded with WebCodecs (VP8)
 * at its own timestamp, as fast as the machine allows, and written as WebM (webm.ts): no frame is
 * dropped however busy the computer is. Where WebCodecs is missing, a MediaRecorder records the
 * canvas in real time instead. Browser only; videoType() says whether either can work.
 */
import { phaseAt, positionsAt, PLAYER_IDS, type Frames } from '$lib/animation';
import { standaloneSvg } from './serialize';
import { fitBox, loadSvgImage } from './svgToPng';
import { muxWebm, type EncodedFrame } from './webm';

/** Seconds the last frame is held at the end of the video. */
export const HOLD_SECONDS = 1.5;

// VP8 first: every WebM player reads it and it encodes fast enough in software to keep up in real time.
const TYPES = ['video/webm;codecs=vp8', 'video/webm;codecs=vp9', 'video/webm'];

/** A WebM type MediaRecorder can record here, or null. */
function recorderType(): string | null {
	if (typeof MediaRecorder === 'undefined' || typeof HTMLCanvasElement === 'undefined' || !('captureStream' in HTMLCanvasElement.prototype)) return null;
	return TYPES.find((t) => MediaRecorder.isTypeSupported(t)) ?? null;
}

const hasWebCodecs = () => typeof VideoEncoder !== 'undefined' && typeof VideoFrame !== 'undefined';

/** How this browser can make the video: 'webcodecs', a MediaRecorder type, or null (it cannot). */
export function videoType(): string | null {
	return hasWebCodecs() ? 'webcodecs' : recorderType();
}

interface Look {
	fill: string;
	stroke: string;
	strokeWidth: number;
	dash: number[];
}

interface PlayerLook {
	shape: Look;
	ring: Look | null;
	ringR: number;
	number: { fill: string; font: string };
}

function look(el: Element | null, fallback: Look): Look {
	if (!el) return fallback;
	const cs = getComputedStyle(el);
	const dash = cs.strokeDasharray && cs.strokeDasharray !== 'none' ? cs.strokeDasharray.split(/[ ,]+/).map(parseFloat).filter(Number.isFinite) : [];
	return { fill: cs.fill, stroke: cs.stroke, strokeWidth: parseFloat(cs.strokeWidth) || 0, dash };
}

export interface RecordOptions {
	width: number;
	height: number;
	fps?: number;
	/** 0..1 as the recording goes. */
	onprogress?: (f: number) => void;
	signal?: AbortSignal;
}

/** Draws the animation at time t on a canvas of W x H px (browser only). */
async function makeRenderer(svg: SVGSVGElement, frames: Frames, W: number, H: number): Promise<{ canvas: HTMLCanvasElement; draw: (t: number) => void }> {
	const vb = svg.viewBox.baseVal;
	const box = fitBox(vb.width, vb.height, W, H);
	const still = standaloneSvg(svg, { width: box.width, height: box.height, omit: '[data-role="player"], [data-role="ball"]' });
	const bgImage = await loadSvgImage(still.markup);
	const s = box.width / vb.width;
	const cx = (x: number) => box.x + (x - vb.x) * s;
	const cy = (y: number) => box.y + (-y - vb.y) * s;

	// How the page draws each player and the ball, read from the live diagram.
	const fallback: Look = { fill: '#888', stroke: '#fff', strokeWidth: 0.2, dash: [] };
	const anyCircle = svg.querySelector<SVGCircleElement>('[data-role="player"][data-team="fouled"] circle.shape');
	const r = (anyCircle ? parseFloat(anyCircle.getAttribute('r') ?? '') : NaN) || 2;
	const players = new Map<string, PlayerLook>();
	for (const id of PLAYER_IDS) {
		const a = frames.actors[id];
		const g = svg.querySelector(`[data-role="player"][data-team="${a.team}"][data-number="${a.number}"]`);
		const ring = g?.querySelector('.ring') ?? null;
		const num = g?.querySelector('text') ?? null;
		const ncs = num ? getComputedStyle(num) : null;
		players.set(id, {
			shape: look(g?.querySelector('.shape') ?? null, fallback),
			ring: ring ? look(ring, fallback) : null,
			ringR: ring ? parseFloat(ring.getAttribute('r') ?? '') || r * 1.75 : r * 1.75,
			number: {
				fill: ncs?.fill ?? '#fff',
				font: `${ncs?.fontWeight ?? 700} ${(parseFloat(ncs?.fontSize ?? '') || r * 1.25) * s}px ${ncs?.fontFamily ?? 'sans-serif'}`
			}
		});
	}
	const ballEl = svg.querySelector('[data-role="ball"] circle');
	const ballLook = look(ballEl, { fill: '#fff', stroke: '#000', strokeWidth: 0.2, dash: [] });
	const ballR = (ballEl ? parseFloat(ballEl.getAttribute('r') ?? '') : NaN) || 1;
	const ink = getComputedStyle(svg).getPropertyValue('--ink').trim() || '#000';
	const captionFont = `600 ${Math.round(H / 34)}px ${getComputedStyle(svg).fontFamily || 'sans-serif'}`;

	const canvas = document.createElement('canvas');
	canvas.width = W;
	canvas.height = H;
	const ctx = canvas.getContext('2d');
	if (!ctx) throw new Error('This browser cannot draw on a canvas.');

	const stroke = (l: Look) => {
		ctx.setLineDash(l.dash.map((d) => d * s));
		if (l.stroke && l.stroke !== 'none' && l.strokeWidth > 0) {
			ctx.strokeStyle = l.stroke;
			ctx.lineWidth = l.strokeWidth * s;
			ctx.stroke();
		}
		ctx.setLineDash([]);
	};

	// The still picture rasterised once: an SVG image would be drawn again from its vectors each frame.
	const back = document.createElement('canvas');
	back.width = W;
	back.height = H;
	const bctx = back.getContext('2d');
	if (!bctx) throw new Error('This browser cannot draw on a canvas.');
	bctx.fillStyle = still.background;
	bctx.fillRect(0, 0, W, H);
	bctx.drawImage(bgImage, box.x, box.y, box.width, box.height);

	function draw(t: number) {
		ctx!.drawImage(back, 0, 0);
		const pos = positionsAt(frames, t);
		for (const id of PLAYER_IDS) {
			const p = pos[id];
			const a = frames.actors[id];
			const l = players.get(id)!;
			const x = cx(p.x);
			const y = cy(p.y);
			if (l.ring) {
				ctx!.beginPath();
				ctx!.arc(x, y, l.ringR * s, 0, Math.PI * 2);
				stroke(l.ring);
			}
			ctx!.beginPath();
			if (a.team === 'fouling') {
				const d = r * 1.22 * s;
				ctx!.moveTo(x, y - d);
				ctx!.lineTo(x + d, y);
				ctx!.lineTo(x, y + d);
				ctx!.lineTo(x - d, y);
				ctx!.closePath();
			} else ctx!.arc(x, y, r * s, 0, Math.PI * 2);
			ctx!.fillStyle = l.shape.fill;
			ctx!.fill();
			stroke(l.shape);
			ctx!.fillStyle = l.number.fill;
			ctx!.font = l.number.font;
			ctx!.textAlign = 'center';
			ctx!.textBaseline = 'middle';
			ctx!.fillText(String(a.number), x, y);
		}
		const b = pos.ball;
		ctx!.beginPath();
		ctx!.arc(cx(b.x), cy(b.y), ballR * s, 0, Math.PI * 2);
		ctx!.fillStyle = ballLook.fill;
		ctx!.fill();
		stroke(ballLook);
		// The phase caption, on a band at the bottom.
		const ph = phaseAt(frames, t);
		const text = `${ph.label}: ${ph.caption}`;
		ctx!.font = captionFont;
		const size = H / 34;
		const band = size * 1.8;
		ctx!.globalAlpha = 0.82;
		ctx!.fillStyle = still.background;
		ctx!.fillRect(0, H - band, W, band);
		ctx!.globalAlpha = 1;
		ctx!.fillStyle = ink;
		ctx!.textAlign = 'center';
		ctx!.textBaseline = 'middle';
		ctx!.fillText(text, W / 2, H - band / 2, W - size * 2);
	}

	return { canvas, draw };
}

/** The animation of `frames` over the diagram `svg` as a WebM video (browser only). */
export async function recordWebm(svg: SVGSVGElement, frames: Frames, o: RecordOptions): Promise<Blob> {
	const { canvas, draw } = await makeRenderer(svg, frames, o.width, o.height);
	if (hasWebCodecs()) {
		try {
			return await encodeFrames(canvas, draw, frames.duration, o);
		} catch (e) {
			if ((e as Error).name === 'AbortError' || !recorderType()) throw e;
			// An encoder this browser cannot configure: record in real time instead.
		}
	}
	return recordRealTime(canvas, draw, frames.duration, o);
}

/** WebCodecs encoders tried in order: VP9 in real-time mode is several times faster than VP8 in software. */
const ENCODERS = [
	{ codec: 'vp09.00.40.08', codecId: 'V_VP9' },
	{ codec: 'vp8', codecId: 'V_VP8' }
] as const;

/** Every frame encoded at its own timestamp with WebCodecs, then written as WebM. */
async function encodeFrames(canvas: HTMLCanvasElement, draw: (t: number) => void, duration: number, o: RecordOptions): Promise<Blob> {
	const fps = o.fps ?? 30;
	let chosen: { config: VideoEncoderConfig; codecId: string } | null = null;
	for (const e of ENCODERS) {
		const config: VideoEncoderConfig = { codec: e.codec, width: o.width, height: o.height, bitrate: 8_000_000, framerate: fps, latencyMode: 'realtime' };
		if ((await VideoEncoder.isConfigSupported(config)).supported) {
			chosen = { config, codecId: e.codecId };
			break;
		}
	}
	if (!chosen) throw new Error('This browser cannot encode WebM video.');
	const out: EncodedFrame[] = [];
	let failure: Error | null = null;
	const encoder = new VideoEncoder({
		output: (chunk) => {
			const data = new Uint8Array(chunk.byteLength);
			chunk.copyTo(data);
			out.push({ data, timeMs: chunk.timestamp / 1000, key: chunk.type === 'key' });
		},
		error: (e) => (failure = e instanceof Error ? e : new Error(String(e)))
	});
	encoder.configure(chosen.config);
	// The animation, then its last frame once: the file's duration holds it for HOLD_SECONDS.
	const count = Math.round(duration * fps);
	const totalMs = (duration + HOLD_SECONDS) * 1000;
	try {
		for (let i = 0; i <= count; i++) {
			if (o.signal?.aborted) throw new DOMException('Recording stopped.', 'AbortError');
			if (failure) throw failure;
			draw(Math.min(i / fps, duration));
			const frame = new VideoFrame(canvas, { timestamp: Math.round((i * 1_000_000) / fps) });
			encoder.encode(frame, { keyFrame: i % (fps * 2) === 0 });
			frame.close();
			// Let the encoder catch up rather than queue every frame in memory.
			while (encoder.encodeQueueSize > 4) await new Promise((r) => setTimeout(r, 5));
			if (i % 10 === 0) {
				o.onprogress?.(i / count);
				await new Promise((r) => setTimeout(r, 0));
			}
		}
		await encoder.flush();
	} finally {
		if (encoder.state !== 'closed') encoder.close();
	}
	if (failure) throw failure;
	o.onprogress?.(1);
	out.sort((a, b) => a.timeMs - b.timeMs);
	const bytes = muxWebm({ width: o.width, height: o.height, codecId: chosen.codecId }, out, totalMs);
	return new Blob([bytes as BlobPart], { type: 'video/webm' });
}

/** The canvas recorded by a MediaRecorder as the animation plays in real time. */
async function recordRealTime(canvas: HTMLCanvasElement, draw: (t: number) => void, duration: number, o: RecordOptions): Promise<Blob> {
	const type = recorderType();
	if (!type) throw new Error('This browser cannot record video.');
	const fps = o.fps ?? 30;
	const { width: W, height: H } = o;
	draw(0);
	const stream = canvas.captureStream(fps);
	const rec = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: Math.round(W * H * fps * 0.12) });
	const chunks: Blob[] = [];
	rec.ondataavailable = (e) => {
		if (e.data.size) chunks.push(e.data);
	};
	const done = new Promise<void>((ok, fail) => {
		rec.onstop = () => ok();
		rec.onerror = () => fail(new Error('The recording failed.'));
	});
	const total = duration + HOLD_SECONDS;
	rec.start(250);
	const start = performance.now();
	await new Promise<void>((ok) => {
		const tick = () => {
			const t = (performance.now() - start) / 1000;
			if (o.signal?.aborted || t >= total) return ok();
			draw(Math.min(t, duration));
			o.onprogress?.(t / total);
			requestAnimationFrame(tick);
		};
		requestAnimationFrame(tick);
	});
	rec.requestData();
	rec.stop();
	await done;
	for (const tr of stream.getTracks()) tr.stop();
	if (o.signal?.aborted) throw new DOMException('Recording stopped.', 'AbortError');
	o.onprogress?.(1);
	const blob = new Blob(chunks, { type: 'video/webm' });
	if (!blob.size) throw new Error('the browser recorded nothing (is the tab hidden?).');
	return blob;
}
