/*
 * A minimal WebM (Matroska) writer for one video track of encoded frames, enough for every browser,
 * VLC and slide programs to play: EBML header, Segment with Info (duration), Tracks (one video track)
 * and Clusters of SimpleBlocks (a new cluster at each key frame). No cues: players read it linearly.
 * Pure: bytes in, bytes out.
 */

export interface EncodedFrame {
	/** The codec's bytes for this frame. */
	data: Uint8Array;
	/** Milliseconds from the start. */
	timeMs: number;
	/** A key frame (decodable on its own). */
	key: boolean;
}

export interface WebmTrack {
	width: number;
	height: number;
	/** Matroska codec id, e.g. 'V_VP8' or 'V_VP9'. */
	codecId: string;
}

type Bytes = Uint8Array;

function concat(parts: Bytes[]): Bytes {
	const n = parts.reduce((a, p) => a + p.length, 0);
	const out = new Uint8Array(n);
	let o = 0;
	for (const p of parts) {
		out.set(p, o);
		o += p.length;
	}
	return out;
}

/** An element id as written (ids already carry their length marker). */
function id(v: number): Bytes {
	const bytes: number[] = [];
	for (let x = v; x > 0; x = Math.floor(x / 256)) bytes.unshift(x & 0xff);
	return new Uint8Array(bytes);
}

/** An EBML variable-length size: the shortest form that fits. */
export function vint(n: number): Bytes {
	if (!Number.isInteger(n) || n < 0) throw new RangeError('size must be a non-negative integer');
	for (let len = 1; len <= 8; len++) {
		// All ones is reserved (unknown size): stay below it.
		if (n < 2 ** (7 * len) - 1) {
			const out = new Uint8Array(len);
			let x = n;
			for (let i = len - 1; i >= 0; i--) {
				out[i] = x & 0xff;
				x = Math.floor(x / 256);
			}
			out[0]! |= 1 << (8 - len);
			return out;
		}
	}
	throw new RangeError('size too large');
}

function uint(n: number): Bytes {
	const bytes: number[] = [];
	let x = Math.max(0, Math.floor(n));
	do {
		bytes.unshift(x & 0xff);
		x = Math.floor(x / 256);
	} while (x > 0);
	return new Uint8Array(bytes);
}

function float64(n: number): Bytes {
	const b = new Uint8Array(8);
	new DataView(b.buffer).setFloat64(0, n);
	return b;
}

function el(elementId: number, body: Bytes | Bytes[]): Bytes {
	const data = Array.isArray(body) ? concat(body) : body;
	return concat([id(elementId), vint(data.length), data]);
}

const text = (s: string) => new TextEncoder().encode(s);

/** Matroska ids used here. */
export const IDS = {
	EBML: 0x1a45dfa3,
	Segment: 0x18538067,
	Info: 0x1549a966,
	Tracks: 0x1654ae6b,
	TrackEntry: 0xae,
	Video: 0xe0,
	Cluster: 0x1f43b675,
	Timecode: 0xe7,
	SimpleBlock: 0xa3
} as const;

/** The WebM file of `frames` (in time order) for `track`. */
export function muxWebm(track: WebmTrack, frames: readonly EncodedFrame[], durationMs?: number): Bytes {
	const header = el(IDS.EBML, [
		el(0x4286, uint(1)), // EBMLVersion
		el(0x42f7, uint(1)), // EBMLReadVersion
		el(0x42f2, uint(4)), // EBMLMaxIDLength
		el(0x42f3, uint(8)), // EBMLMaxSizeLength
		el(0x4282, text('webm')), // DocType
		el(0x4287, uint(2)), // DocTypeVersion
		el(0x4285, uint(2)) // DocTypeReadVersion
	]);
	const last = frames.length ? frames[frames.length - 1]!.timeMs : 0;
	const info = el(IDS.Info, [
		el(0x2ad7b1, uint(1_000_000)), // TimecodeScale: 1 ms
		el(0x4d80, text('polo-penalties')), // MuxingApp
		el(0x5741, text('polo-penalties')), // WritingApp
		el(0x4489, float64(durationMs ?? last)) // Duration, ms
	]);
	const tracks = el(IDS.Tracks, [
		el(IDS.TrackEntry, [
			el(0xd7, uint(1)), // TrackNumber
			el(0x73c5, uint(1)), // TrackUID
			el(0x83, uint(1)), // TrackType: video
			el(0x9c, uint(0)), // FlagLacing
			el(0x86, text(track.codecId)), // CodecID
			el(IDS.Video, [el(0xb0, uint(track.width)), el(0xba, uint(track.height))])
		])
	]);
	const clusters: Bytes[] = [];
	let blocks: Bytes[] = [];
	let start = 0;
	const flush = () => {
		if (blocks.length) clusters.push(el(IDS.Cluster, [el(IDS.Timecode, uint(start)), ...blocks]));
		blocks = [];
	};
	for (const f of frames) {
		const t = Math.max(0, Math.round(f.timeMs));
		// A block's time is a signed 16-bit offset from its cluster's: start a cluster at key frames and before it overflows.
		if (!blocks.length || f.key || t - start > 30_000) {
			flush();
			start = t;
		}
		const head = new Uint8Array(4);
		head[0] = 0x81; // track 1
		new DataView(head.buffer).setInt16(1, t - start);
		head[3] = f.key ? 0x80 : 0x00;
		blocks.push(el(IDS.SimpleBlock, [head, f.data]));
	}
	flush();
	return concat([header, el(IDS.Segment, [info, tracks, ...clusters])]);
}
