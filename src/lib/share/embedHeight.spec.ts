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
});
