import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deferStart } from './deferStart';
import { INTENT_EVENTS, WOKEN_ATTRIBUTE } from './wake';

const hash = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`;

/** SvelteKit's start-up script as it prerenders it (kit 2.x), with a string holding a parenthesis. */
const KIT = `
				{
					__sveltekit_abc = {
						base: new URL("../..", location).pathname.slice(0, -1)
					};

					const element = document.currentScript.parentElement;

					Promise.all([
						import("../../_app/immutable/entry/start.X.js"),
						import("../../_app/immutable/entry/app.Y.js")
					]).then(([kit, app]) => {
						kit.start(app, element, {
							node_ids: [0, 2, 6],
							data: [{type:"data",data:{note:"a ) in a string"},uses:{}},null],
							form: null,
							error: null
						});
					});

					if ('serviceWorker' in navigator) {
						addEventListener('load', function () {});
					}
				}
			`;
const THEME = `(function () { var t = 1; })();`;

function page(kit = KIT) {
	return `<!doctype html><html><head>
<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' '${hash(THEME)}' '${hash(kit)}'; style-src 'self'">
<link href="../../_app/immutable/entry/start.X.js" rel="modulepreload">
<link rel="modulepreload" href="../../_app/immutable/chunks/Z.js">
<link href="../../_app/immutable/assets/a.css" rel="stylesheet">
<script>${THEME}</script>
</head><body><div style="display: contents"><div class="embed">diagram</div>
<script>${kit}</script></div></body></html>`;
}

const kitScript = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').find((s) => s.includes('kit.start'));

describe('deferStart', () => {
	const out = deferStart(page(), 'var prelude = 1;');
	const script = kitScript(out) ?? '';

	it('drops the modulepreload links and keeps the style sheets', () => {
		expect(out).not.toMatch(/modulepreload/);
		expect(out).toContain('rel="stylesheet"');
	});

	it('replaces the start-up script hash in the policy with the new script\'s, and keeps the others', () => {
		expect(out).not.toContain(hash(KIT));
		expect(out).toContain(`'${hash(script)}'`);
		expect(out).toContain(`'${hash(THEME)}'`);
		expect(out).not.toMatch(/unsafe-inline/);
	});

	it('puts the start behind the gate: the same imports, returning the start so the held clicks wait for hydration', () => {
		expect(script).toContain('import("../../_app/immutable/entry/start.X.js")');
		expect(script).toContain('return kit.start(app, element');
		expect(script).toContain('a ) in a string');
		for (const type of INTENT_EVENTS) expect(script).toContain(`"${type}"`);
		expect(script.indexOf('var prelude = 1;')).toBeLessThan(script.indexOf('kit.start'));
		// The service worker registration is still there, once, but not from inside a frame.
		expect(script.match(/serviceWorker/g)).toHaveLength(1);
		expect(script).toContain("if ('serviceWorker' in navigator && window.parent === window)");
	});

	it('is valid JavaScript', () => {
		expect(() => new Function(script)).not.toThrow();
	});

	it('runs the start only on intent, or at once for a query', () => {
		const run = (search: string, fire: string | null) => {
			const added: { type: string; f: () => void }[] = [];
			let started = 0;
			// The gate alone, with start() counted instead of importing SvelteKit.
			const gate = script.slice(script.indexOf('(function (start)'), script.indexOf('})(function () {') + 2);
			const marks: string[] = [];
			const document = { documentElement: { setAttribute: (name: string) => marks.push(name) } };
			new Function('addEventListener', 'removeEventListener', 'location', 'document', 'count', `(${gate})(function () { count(); return { then: function () {} }; });`)(
				(type: string, f: () => void) => added.push({ type, f }),
				(type: string, f: () => void) => added.splice(added.findIndex((a) => a.type === type && a.f === f) >>> 0, 1),
				{ search },
				document,
				() => (started += 1)
			);
			const count = (type: string) => added.filter((a) => a.type === type).length;
			// The intent listener of a type is the last one added for it (the holders come first).
			if (fire) added.filter((a) => a.type === fire).at(-1)?.f();
			return { listeners: { has: (type: string) => count(type) > (type === 'click' || type === 'keydown' ? 1 : 0) }, holders: count, started, marks };
		};
		// No intent: the intent listeners wait (and the click holder).
		const idle = run('', null);
		expect(idle.started).toBe(0);
		for (const type of INTENT_EVENTS) expect(idle.listeners.has(type)).toBe(true);
		// Clicks and keys are held (one holder each) while it waits.
		expect(idle.holders('click')).toBe(1);
		expect(idle.holders('keydown')).toBe(2);
		// The first intent starts it once and removes the intent listeners.
		const woken = run('', 'pointermove');
		expect(woken.started).toBe(1);
		// The page says it was woken: its islands hydrate at once (Island.svelte, pageWoken).
		expect(woken.marks).toEqual([WOKEN_ATTRIBUTE]);
		expect(idle.marks).toEqual([]);
		for (const type of INTENT_EVENTS) expect(woken.listeners.has(type)).toBe(false);
		// A query starts at once.
		const query = run('?foul=1,2', null);
		expect(query.started).toBe(1);
		for (const type of INTENT_EVENTS) expect(query.listeners.has(type)).toBe(false);
	});

	it('returns a page without SvelteKit\'s start-up, or with an unknown policy, unchanged', () => {
		const plain = '<html><body><script>var a = 1;</script></body></html>';
		expect(deferStart(plain)).toBe(plain);
		const noHash = page().replace(hash(KIT), 'sha256-other');
		expect(deferStart(noHash)).toBe(noHash);
	});
});
