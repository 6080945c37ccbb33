/*
 * Which video files this browser can make, asked of WebCodecs without loading the encoders: MP4
 * (H.264) where an H.264 encoder exists, WebM (VP9, else VP8) otherwise. The GIF needs only a
 * canvas. Browser only; never throws.
 */
export type VideoFormat = 'mp4' | 'webm';

const CODECS: Record<VideoFormat, (w: number, h: number) => string[]> = {
	// High profile; level 4.0 for 1080p, 3.1 for 720p (what Chromium offers at those sizes).
	mp4: (w, h) => [w * h > 1280 * 720 ? 'avc1.640028' : 'avc1.64001f', 'avc1.42001f'],
	webm: () => ['vp09.00.40.08', 'vp8']
};

async function supported(codec: string, width: number, height: number): Promise<boolean> {
	try {
		const r = await VideoEncoder.isConfigSupported({ codec, width, height, bitrate: 8_000_000, framerate: 30, ...(codec.startsWith('avc') ? { avc: { format: 'avc' } } : {}) });
		return r.supported === true;
	} catch {
		// isConfigSupported rejects a config it cannot parse: this browser cannot encode it.
		return false;
	}
}

/** The video format offered at width x height: MP4 where H.264 can be encoded, else WebM, else null. */
export async function videoFormat(width: number, height: number): Promise<VideoFormat | null> {
	if (typeof VideoEncoder === 'undefined' || typeof VideoFrame === 'undefined') return null;
	for (const f of ['mp4', 'webm'] as const) {
		for (const c of CODECS[f](width, height)) if (await supported(c, width, height)) return f;
	}
	return null;
}
