import { describe, expect, it } from 'vitest';
import { IDS, muxWebm, vint } from './webm';

/** A tiny EBML reader: [id, payload] pairs of one level. */
function readLevel(b: Uint8Array, from = 0, to = b.length): { id: number; start: number; end: number }[] {
	const out: { id: number; start: number; end: number }[] = [];
	let i = from;
	while (i < to) {
		const idLen = Math.clz32(b[i]!) - 23;
		let idv = 0;
		for (let k = 0; k < idLen; k++) idv = idv * 256 + b[i + k]!;
		i += idLen;
		const sizeLen = Math.clz32(b[i]!) - 23;
		let size = b[i]! & (0xff >> sizeLen);
		for (let k = 1; k < sizeLen; k++) size = size * 256 + b[i + k]!;
		i += sizeLen;
		out.push({ id: idv, start: i, end: i + size });
		i += size;
	}
	expect(i).toBe(to);
	return out;
}

describe('vint', () => {
	it('uses the shortest length with the marker bit', () => {
		expect(Array.from(vint(0))).toEqual([0x80]);
		expect(Array.from(vint(126))).toEqual([0xfe]);
		expect(Array.from(vint(127))).toEqual([0x40, 0x7f]);
		expect(Array.from(vint(300))).toEqual([0x41, 0x2c]);
		expect(() => vint(-1)).toThrow();
	});
});

describe('muxWebm', () => {
	const frames = [
		{ data: new Uint8Array([1, 2, 3]), timeMs: 0, key: true },
		{ data: new Uint8Array(200).fill(7), timeMs: 33.3, key: false },
		{ data: new Uint8Array([9]), timeMs: 66.7, key: false },
		{ data: new Uint8Array([4, 4]), timeMs: 2000, key: true }
	];
	const file = muxWebm({ width: 1920, height: 1080, codecId: 'V_VP8' }, frames, 2033);

	it('is an EBML document of type webm with one segment', () => {
		const top = readLevel(file);
		expect(top.map((e) => e.id)).toEqual([IDS.EBML, IDS.Segment]);
		expect(new TextDecoder().decode(file.slice(0, 40))).toContain('webm');
	});
	it('holds info, one video track and a cluster per key frame, blocks in order', () => {
		const seg = readLevel(file)[1]!;
		const parts = readLevel(file, seg.start, seg.end);
		expect(parts.map((e) => e.id)).toEqual([IDS.Info, IDS.Tracks, IDS.Cluster, IDS.Cluster]);
		const c1 = readLevel(file, parts[2]!.start, parts[2]!.end);
		expect(c1.map((e) => e.id)).toEqual([IDS.Timecode, IDS.SimpleBlock, IDS.SimpleBlock, IDS.SimpleBlock]);
		const b2 = c1[2]!;
		expect(file[b2.start]).toBe(0x81);
		expect(new DataView(file.buffer, b2.start + 1, 2).getInt16(0)).toBe(33);
		expect(file[b2.start + 3]).toBe(0);
		expect(b2.end - b2.start - 4).toBe(200);
		const c2 = readLevel(file, parts[3]!.start, parts[3]!.end);
		expect(file[c2[0]!.start]).toBe(0x07); // cluster timecode 2000 = 0x07d0
		expect(file[c2[1]!.start + 3]).toBe(0x80);
	});
});
