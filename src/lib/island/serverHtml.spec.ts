import { describe, expect, it } from 'vitest';
import { computeSetup } from '$lib/geometry';
import FoulPanel from '../../routes/(site)/[venue=venue]/[id]/_components/FoulPanel.svelte';
import { KEEP_SERVER_NODES, serverHtml } from './serverHtml';

describe('serverHtml', () => {
	it("renders the part on the server as a root of its own, which Svelte's hydrate() can take later", () => {
		const html = serverHtml(FoulPanel, { setup: computeSetup({ venue: 'field', penalty: '5a' }), foul: { x: 90, y: -20 } });
		// hydrate() looks for the root's opening comment among the box's children (render.js).
		expect(html.startsWith('<!--[-->')).toBe(true);
		expect(html.endsWith('<!--]-->')).toBe(true);
		expect(html).toContain('data-role="foul-panel"');
		expect(html).toMatch(/data-role="foul-x"[^>]*value="90"|value="90"[^>]*data-role="foul-x"/);
	});

	it('reads the props\' getters as they are when it renders', () => {
		let foul = { x: 10, y: 5 };
		const props = { setup: computeSetup({ venue: 'field', penalty: '5a' }), get foul() { return foul; } };
		expect(serverHtml(FoulPanel, props)).toContain('value="10"');
		foul = { x: 12, y: 5 };
		expect(serverHtml(FoulPanel, props)).toContain('value="12"');
	});

	it("gives {@html} text that is not empty where there is no component (an island): it then keeps the server's nodes", () => {
		expect(serverHtml(null, {})).toBe(KEEP_SERVER_NODES);
		expect(KEEP_SERVER_NODES.length).toBeGreaterThan(0);
	});
});
