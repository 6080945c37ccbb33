import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The events ready.ts sends on `document` (a bare EventTarget here), in order. */
let sent: string[] = [];

beforeEach(() => {
	sent = [];
	const doc = new EventTarget();
	for (const type of ['polo:ready', 'polo:failed']) doc.addEventListener(type, () => sent.push(type));
	vi.stubGlobal('document', doc);
	vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

describe('signalReady', () => {
	it('sends ready once, when the layout has signalled and nothing holds it', async () => {
		const { signalReady, holdReady } = await import('./ready');
		const release = holdReady();
		signalReady();
		expect(sent).toEqual([]);
		release();
		release();
		expect(sent).toEqual(['polo:ready']);
		signalReady();
		holdReady()();
		expect(sent).toEqual(['polo:ready']);
	});

	it('a release before the signal does not send it early', async () => {
		const { signalReady, holdReady } = await import('./ready');
		holdReady()();
		expect(sent).toEqual([]);
		signalReady();
		expect(sent).toEqual(['polo:ready']);
	});
});

describe('signalFailed', () => {
	it('tells the gate, unless the page was ready already', async () => {
		const { signalReady, signalFailed } = await import('./ready');
		signalFailed();
		expect(sent).toEqual(['polo:failed']);
		signalReady();
		signalFailed();
		expect(sent).toEqual(['polo:failed', 'polo:ready']);
	});
});
