/*
 * A deck as a link: the deck's words and every slide's venue, penalty, scenario, query, title and
 * notes, written as a short JSON array, compressed (zlib's deflate, the browser's own
 * CompressionStream: no library) and written in base64url, so that it is one query value
 * (`/deck?d=CODE`, `/clinic?d=CODE`) of letters, digits, '-' and '_'. The first character is the
 * format's version: 'C' compressed with zlib's Adler-32 checksum, 'B' as is (a tiny deck
 * compresses to more than itself), 'A' (read only: links made before 'C') raw deflate. Raw deflate
 * has no checksum: a link damaged by one character (cut by a mail program, mistyped) could unpack
 * to another valid deck, shown as if it were the one sent; the checksum makes it "damaged".
 * Slide keys are not shared: the deck that opens makes its own.
 *
 * A 30-slide deck (each with a foul spot, a moved player, a view and a title) is about 1,100
 * characters (codec.spec.ts measures it); what a link may hold is bounded by MAX_CODE, and what it
 * may unpack to by MAX_JSON, so that a link cannot make a page unusable.
 */
import { checkDeck, type CheckedDeck } from './valid';
import type { DeckSlide, DeckState } from './types';

/** Longest code read (the clinic's parseDeck uses the same bound). */
export const MAX_CODE = 12_000;
/** Most bytes a code may unpack to: DECK_LIMITS' worst case is far more than any real deck. */
const MAX_JSON = 400_000;

const CHECKED = 'C';
const PLAIN = 'B';
const RAW = 'A';
const CODE = /^[A-Za-z0-9_-]+$/;

export type DecodeResult = ({ ok: true } & CheckedDeck) | { ok: false; reason: 'version' | 'corrupt' };

type Row = [string, string?, string?, string?, string?];

function row(s: DeckSlide): Row {
	const r: Row = [`${s.venue === 'field' ? 'f' : 'a'}${s.penalty ?? ''}`, s.scenario ?? '', s.search.replace(/^\?/, ''), s.title, s.notes];
	while (r.length > 1 && r[r.length - 1] === '') r.pop();
	return r;
}

function unrow(r: unknown): unknown {
	if (!Array.isArray(r) || typeof r[0] !== 'string' || r.length > 5) return null;
	const [vp, scenario = '', search = '', title = '', notes = ''] = r as unknown[];
	const head = vp as string;
	const venue = head[0] === 'f' ? 'field' : head[0] === 'a' ? 'arena' : null;
	const penalty = head.slice(1);
	return { venue, penalty: penalty === '' ? null : penalty, scenario: scenario === '' ? null : scenario, search: search === '' ? '' : `?${search}`, title, notes };
}

function toBase64Url(bytes: Uint8Array): string {
	let bin = '';
	for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
	return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): Uint8Array | null {
	if (s.length % 4 === 1) return null;
	const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
	const out = new Uint8Array(bin.length);
	for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
	return out;
}

async function pipe(bytes: Uint8Array, through: CompressionStream | DecompressionStream, limit = Infinity): Promise<Uint8Array | null> {
	const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(through).getReader();
	const parts: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.length;
		if (size > limit) {
			await reader.cancel();
			return null;
		}
		parts.push(value);
	}
	const out = new Uint8Array(size);
	let at = 0;
	for (const p of parts) {
		out.set(p, at);
		at += p.length;
	}
	return out;
}

/** The deck as a link's value. */
export async function encodeDeck(deck: DeckState): Promise<string> {
	const json = new TextEncoder().encode(JSON.stringify([deck.title, ...deck.slides.map(row)]));
	const packed = (await pipe(json, new CompressionStream('deflate')))!;
	return packed.length < json.length ? CHECKED + toBase64Url(packed) : PLAIN + toBase64Url(json);
}

/**
 * A link's value as a deck; never throws. `version`: a format this site does not know (a newer
 * site's link); `corrupt`: not a deck (cut short, edited, not one of ours).
 */
export async function decodeDeck(code: string): Promise<DecodeResult> {
	if (code.length < 2 || code.length > MAX_CODE || !CODE.test(code)) return { ok: false, reason: 'corrupt' };
	if (code[0] !== CHECKED && code[0] !== PLAIN && code[0] !== RAW) return { ok: false, reason: 'version' };
	const bytes = fromBase64Url(code.slice(1));
	if (!bytes) return { ok: false, reason: 'corrupt' };
	let json: Uint8Array | null = bytes;
	let data: unknown;
	// The streams and JSON.parse report a damaged input only by failing: that is the answer here.
	try {
		if (code[0] !== PLAIN) json = await pipe(bytes, new DecompressionStream(code[0] === CHECKED ? 'deflate' : 'deflate-raw'), MAX_JSON);
		if (!json) return { ok: false, reason: 'corrupt' };
		data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
	} catch {
		return { ok: false, reason: 'corrupt' };
	}
	if (!Array.isArray(data) || typeof data[0] !== 'string') return { ok: false, reason: 'corrupt' };
	const checked = checkDeck({ title: data[0], slides: data.slice(1).map(unrow) });
	if (!checked) return { ok: false, reason: 'corrupt' };
	return { ok: true, ...checked };
}
