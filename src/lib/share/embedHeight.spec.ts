import { describe, expect, it } from 'vitest';
import { embedHeightScript } from './embedHeight';
import { HEIGHT_MESSAGE, MAX_EMBED_HEIGHT } from './embedMessage';

describe('embedHeightScript', () => {
	it('is valid JavaScript that names the message, the cap and this embed', () => {
		const s = embedHeightScript('arena', '4');
		expect(() => new Function(s)).not.toThrow();
		expect(s).toContain(JSON.stringify(HEIGHT_MESSAGE));
		expect(s).toContain(String(MAX_EMBED_HEIGHT));
		expect(s).toContain('venue: "arena", penalty: "4"');
	});

	it('posts the height the embed needs to its parent, capped, and nothing when it is not in a frame', () => {
		const posted: unknown[] = [];
		const frames: (() => void)[] = [];
		const root = {
			scrollHeight: 700,
			querySelector: () => stage
		};
		const stage = { clientHeight: 400, clientWidth: 600, querySelector: () => ({ viewBox: { baseVal: { width: 300, height: 150 } } }) };
		const run = (inFrame: boolean) => {
			const win = { parent: inFrame ? { postMessage: (m: unknown) => posted.push(m) } : null };
			if (!inFrame) win.parent = win as never;
			new Function('window', 'document', 'requestAnimationFrame', 'ResizeObserver', 'MutationObserver', 'addEventListener', embedHeightScript('field', '2'))(
				win,
				{ readyState: 'complete', querySelector: () => root },
				(f: () => void) => frames.push(f),
				class {
					observe() {}
				},
				class {
					observe() {}
				},
				() => {}
			);
			for (const f of frames.splice(0)) f();
		};
		run(false);
		expect(posted).toEqual([]);
		run(true);
		// Everything but the diagram (700 - 400) plus the diagram at full width (600 / 2).
		expect(posted).toEqual([{ type: HEIGHT_MESSAGE, height: 600, venue: 'field', penalty: '2' }]);
		root.scrollHeight = 1e9;
		run(true);
		expect(posted.at(-1)).toMatchObject({ height: MAX_EMBED_HEIGHT });
	});

	it("answers WordPress's height protocol when its address carries #?secret=, again on WordPress's ready, and ignores other secrets", () => {
		const posted: unknown[] = [];
		const listeners: ((e: { data: unknown; source: unknown }) => void)[] = [];
		const frames: (() => void)[] = [];
		const stage = { clientHeight: 400, clientWidth: 600, querySelector: () => ({ viewBox: { baseVal: { width: 300, height: 150 } } }) };
		const root = { scrollHeight: 700, querySelector: () => stage };
		const parent = { postMessage: (m: unknown) => posted.push(m) };
		const run = (hash: string) => {
			new Function('window', 'document', 'requestAnimationFrame', 'ResizeObserver', 'MutationObserver', 'addEventListener', embedHeightScript('field', '2'))(
				{ parent, location: { hash } },
				{ readyState: 'complete', querySelector: () => root },
				(f: () => void) => frames.push(f),
				class {
					observe() {}
				},
				class {
					observe() {}
				},
				(type: string, f: (e: { data: unknown; source: unknown }) => void) => type === 'message' && listeners.push(f)
			);
			for (const f of frames.splice(0)) f();
		};
		run('');
		expect(posted).toEqual([{ type: HEIGHT_MESSAGE, height: 600, venue: 'field', penalty: '2' }]);
		posted.length = 0;
		listeners.length = 0;
		run('#?secret=Ab12Cd34Ef');
		expect(posted).toEqual([
			{ type: HEIGHT_MESSAGE, height: 600, venue: 'field', penalty: '2' },
			{ message: 'height', value: 600, secret: 'Ab12Cd34Ef' }
		]);
		posted.length = 0;
		for (const f of listeners) f({ data: { message: 'ready', secret: 'other' }, source: parent });
		for (const f of listeners) f({ data: { message: 'ready', secret: 'Ab12Cd34Ef' }, source: {} });
		expect(posted).toEqual([]);
		for (const f of listeners) f({ data: { message: 'ready', secret: 'Ab12Cd34Ef' }, source: parent });
		expect(posted).toContainEqual({ message: 'height', value: 600, secret: 'Ab12Cd34Ef' });
	});
});
