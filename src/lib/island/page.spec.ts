import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ISLAND_MARK_ID, islandMarkTag } from './mark';
import { compactScript, inertStart, START_TYPE, withInlineScripts, withIslandMark } from './page';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

/** SvelteKit's start-up script as it prerenders it (kit 2.x); its text must come out unchanged. */
const KIT = `
				{
					__sveltekit_abc = {
						base: new URL("..", location).pathname.slice(0, -1)
					};

					const element = document.currentScript.parentElement;

					Promise.all([
						import("../_app/immutable/entry/start.X.js"),
						import("../_app/immutable/entry/app.Y.js")
					]).then(([kit, app]) => {
						kit.start(app, element, { node_ids: [0, 2], data: [null, {type:"data",data:{s:"</scr" + "ipt>"}}] });
					});
				}
			`;
const THEME = `(function () { var t = 1; })();`;

function page(body = `<script>${KIT}</script>`, policy = `default-src 'self'; script-src 'self' ${hash(THEME)} ${hash(KIT)}; style-src 'self'`) {
	return `<!doctype html><html><head>
<script>${THEME}</script>
<meta http-equiv="content-security-policy" content="${policy}">
<link href="../_app/immutable/entry/start.X.js" rel="modulepreload">
<link rel="modulepreload" href="../_app/immutable/chunks/Z.js">
<link href="../_app/immutable/assets/a.css" rel="stylesheet">
</head><body><div style="display: contents"><div class="embed">diagram</div>
<script type="application/json" data-sveltekit-fetched>{"a":1}</script>
${body}</div></body></html>`;
}

const policyOf = (html: string) => /content="([^"]*)"/.exec(html.slice(html.indexOf('content-security-policy')))?.[1] ?? '';

describe('inertStart', () => {
	const out = inertStart(page(), '/field/5a');

	it('changes only the opening tag of the start-up script: its text, and so its hash, stay', () => {
		const m = /<script type="([^"]*)" data-preload="([^"]*)">([\s\S]*?)<\/script>/.exec(out);
		expect(m?.[1]).toBe(START_TYPE);
		expect(m?.[3]).toBe(KIT);
		expect(policyOf(out)).toContain(hash(KIT));
		expect(out.replace(/<script type="[^"]*" data-preload="[^"]*">/, '<script>').replace(/<link[^>]*modulepreload[^>]*>\s*/g, '')).toBe(page().replace(/<link[^>]*modulepreload[^>]*>\s*/g, ''));
	});

	it('drops the modulepreload links, keeping their addresses on the inert script, and keeps the style sheets', () => {
		expect(out).not.toMatch(/rel="modulepreload"/);
		expect(out).toContain('data-preload="../_app/immutable/entry/start.X.js ../_app/immutable/chunks/Z.js"');
		expect(out).toContain('rel="stylesheet"');
	});

	it('throws, naming the page, unless there is exactly one start-up script whose hash the policy has', () => {
		expect(() => inertStart(page(''), '/a')).toThrow(/\/a: expected exactly one inline SvelteKit start-up <script> in the body, found 0/);
		expect(() => inertStart(page(`<script>${KIT}</script><script>var b;</script>`), '/b')).toThrow(/found 2/);
		expect(() => inertStart(page(undefined, `script-src 'self'`), '/c')).toThrow(/\/c: the start-up script's hash is not in the page's policy/);
		expect(() => inertStart(page().replace(/<meta http-equiv[^>]*>/, ''), '/d')).toThrow(/\/d: expected one Content-Security-Policy <meta>, found 0/);
	});
});

describe('withInlineScripts', () => {
	const scripts = ['var gate = 1;', 'var height = 2;'];
	const out = withInlineScripts(page(), scripts, '/embed/field/5a');

	it('puts the scripts right after the policy <meta>, before the style sheets, in order', () => {
		const meta = out.indexOf('content-security-policy');
		const at = scripts.map((s) => out.indexOf(`<script>${s}</script>`));
		expect(at[0]).toBeGreaterThan(meta);
		expect(at[1]).toBeGreaterThan(at[0]!);
		expect(at[1]).toBeLessThan(out.indexOf('rel="stylesheet"'));
	});

	it('adds their hashes to script-src and changes nothing else of the policy', () => {
		const policy = policyOf(out);
		expect(policy).toBe(`default-src 'self'; script-src 'self' ${hash(THEME)} ${hash(KIT)} ${scripts.map(hash).join(' ')}; style-src 'self'`);
		expect(policy).not.toMatch(/unsafe/);
	});

	it('throws without a policy or a script-src in it', () => {
		expect(() => withInlineScripts(page().replace(/<meta http-equiv[^>]*>/, ''), scripts, '/x')).toThrow(/\/x: expected one Content-Security-Policy <meta>/);
		expect(() => withInlineScripts(page(undefined, `default-src 'self'`), scripts, '/y')).toThrow(/\/y: the policy has no script-src/);
	});
});

describe('compactScript', () => {
	it.each([
		['comment lines and indentation go', '/*\n * head\n */\n(function () {\n\t// why\n\tvar a = 1;\n\t/** a */\n\treturn a;\n})();\n', '(function () {\nvar a = 1;\nreturn a;\n})();'],
		['a block comment inside goes whole', 'var a;\n\t/*\n\t * b\n\t */\nvar c;', 'var a;\nvar c;'],
		['code is left as it is', "var s = 'a // b';", "var s = 'a // b';"]
	])('%s', (_name, source, compact) => {
		expect(compactScript(source)).toBe(compact);
	});
});

describe('withIslandMark', () => {
	const mark = { island: 'embed', route: '/(bare)/embed/[venue=venue]/[id]', params: { venue: 'field', id: '</script><script>x' } };
	const out = withIslandMark(inertStart(page(), '/embed/field/2'), mark, '/embed/field/2');

	it('puts the mark right before the inert start-up script, as a data block whose JSON reads back', () => {
		const at = out.indexOf(`<script type="application/json" id="${ISLAND_MARK_ID}">`);
		expect(at).toBeGreaterThan(0);
		expect(out.indexOf(`<script type="${START_TYPE}"`)).toBe(at + islandMarkTag(mark).length);
		const text = /id="polo-island">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
		expect(text).not.toContain('<');
		expect(JSON.parse(text)).toEqual(mark);
	});

	it('throws, naming the page, without an inert start-up script', () => {
		expect(() => withIslandMark(page(), mark, '/z')).toThrow(/\/z: no inert start-up script/);
	});
});
