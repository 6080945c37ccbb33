/*
 * The animation as a video file for slides, every frame encoded at its own timestamp (as fast as
 * the machine allows, none dropped however busy it is) with WebCodecs and written by mediabunny:
 * MP4 with H.264, or WebM (VP9, else VP8) where H.264 cannot be encoded. The last frame is held
 * HOLD_SECONDS. Browser only.
 */
import { BufferTarget, CanvasSource, canEncodeVideo, Mp4OutputFormat, Output, QUALITY_HIGH, WebMOutputFormat, type VideoCodec } from 'mediabunny';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import type { Renderer } from './render';
import { aborted, breathe, HOLD_SECONDS } from './steps';
import type { VideoFormat } from './support';

export interface EncodeOptions {
	format: VideoFormat;
	fps?: number;
	locale: Locale;
	signal?: AbortSignal;
	/** 0..1 as the frames are encoded. */
	onprogress?: (f: number) => void;
}

async function codecFor(format: VideoFormat, width: number, height: number): Promise<VideoCodec | null> {
	const tried: VideoCodec[] = format === 'mp4' ? ['avc'] : ['vp9', 'vp8'];
	for (const c of tried) if (await canEncodeVideo(c, { width, height, quality: QUALITY_HIGH })) return c;
	return null;
}

/** Every frame of `r` encoded into an MP4 or WebM file. */
export async function encodeVideo(r: Renderer, o: EncodeOptions): Promise<Blob> {
	const { width, height } = r.canvas;
	const fps = o.fps ?? 30;
	const codec = await codecFor(o.format, width, height);
	if (!codec) throw new Error(m.xp_no_encoder({ codec: o.format === 'mp4' ? 'H.264' : 'VP9/VP8', w: width, h: height }, { locale: o.locale }));
	const output = new Output({ format: o.format === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(), target: new BufferTarget() });
	const source = new CanvasSource(r.canvas, { codec, quality: QUALITY_HIGH, keyFrameInterval: 2 });
	output.addVideoTrack(source, { frameRate: fps });
	await output.start();
	const count = Math.round(r.duration * fps);
	try {
		for (let i = 0; i <= count; i++) {
			if (o.signal?.aborted) throw aborted();
			r.draw(Math.min(i / fps, r.duration));
			// The last frame lasts HOLD_SECONDS: the file ends on the situation the animation reaches.
			await source.add(i / fps, i === count ? HOLD_SECONDS : 1 / fps);
			if (i % 6 === 0) {
				o.onprogress?.(i / count);
				await breathe();
			}
		}
		await output.finalize();
	} catch (e) {
		if (output.state !== 'finalized') await output.cancel();
		throw e;
	}
	o.onprogress?.(1);
	const buffer = output.target.buffer;
	if (!buffer) throw new Error('the video could not be written.');
	return new Blob([buffer], { type: o.format === 'mp4' ? 'video/mp4' : 'video/webm' });
}
