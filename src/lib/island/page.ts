/*
 * A prerendered page made to start on intent (applied in hooks.server.ts), without touching the
 * text of SvelteKit's start-up script:
 * - its opening tag becomes <script type="text/x-polo-start" data-preload="...">: the browser does
 *   not run a script of an unknown type, and the text stays byte-identical, so its hash (already in
 *   the Content-Security-Policy SvelteKit wrote) still allows the copy the gate inserts (gate.js);
 * - the <link rel="modulepreload"> tags go (they would fetch the framework on a first visit); their
 *   addresses ride on the inert script (data-preload) and the gate preloads them when it starts;
 * - our own inline scripts (the gate, the embed's height report) go right after the policy <meta>,
 *   before the style sheets (a script after a sheet waits for it), with their hashes in the policy.
 * Anything unexpected (no policy, no start-up script or several) throws: the prerender, and so the
 * build, fails with the reason instead of shipping a page that would silently behave otherwise.
 */
import { createHash } from 'node:crypto';
import { islandMarkTag, type IslandMark } from './mark';

/** The type that keeps SvelteKit's start-up script from running (gate.js looks for it). */
export const START_TYPE = 'text/x-polo-start';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const CSP_META = /<meta http-equiv="content-security-policy" content="([^"]*)">/gi;

/** The page's one policy <meta>, or an error naming the page. */
function policyMeta(html: string, where: string) {
	const metas = [...html.matchAll(CSP_META)];
	if (metas.length !== 1 || metas[0]?.index === undefined) throw new Error(`${where}: expected one Content-Security-Policy <meta>, found ${metas.length}`);
	return { tag: metas[0][0], policy: metas[0][1] ?? '', index: metas[0].index };
}

/**
 * The page with SvelteKit's start-up script inert (see above). Throws unless the body holds
 * exactly one inline script without attributes (SvelteKit's: the site writes none of its own)
 * whose hash the policy lists. `preloadsFor` maps the preloads' addresses (to the page's language's
 * scripts: trees.ts).
 */
export function inertStart(html: string, where: string, preloadsFor: (hrefs: string[]) => string[] = (h) => h): string {
	const body = html.search(/<body[\s>]/);
	if (body < 0) throw new Error(`${where}: no <body>`);
	const found = [...html.slice(body).matchAll(/<script>([\s\S]*?)<\/script>/g)];
	if (found.length !== 1) {
		throw new Error(`${where}: expected exactly one inline SvelteKit start-up <script> in the body, found ${found.length} (src/lib/island/page.ts)`);
	}
	const script = found[0]!;
	const text = script[1] ?? '';
	if (!policyMeta(html, where).policy.includes(hash(text))) throw new Error(`${where}: the start-up script's hash is not in the page's policy`);
	const preloads: string[] = [];
	const at = body + (script.index ?? 0);
	const head = html.slice(0, at).replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g, (tag) => {
		const href = /\bhref="([^"]*)"/.exec(tag)?.[1];
		if (href) preloads.push(href);
		return '';
	});
	const open = `<script type="${START_TYPE}" data-preload="${preloadsFor(preloads).join(' ')}">`;
	return `${head}${open}${text}</script>${html.slice(at + script[0].length)}`;
}

/**
 * An inline script's source as shipped: without its comments (the gate is commented for its
 * readers, not for every visitor) and indentation. Only whole-line comments go (`//` lines and
 * `/* ... *\/` blocks that start a line): code is untouched, so a source must keep no template
 * literal spanning lines and no comment after code.
 */
export function compactScript(source: string): string {
	const out: string[] = [];
	let inBlock = false;
	for (const raw of source.split('\n')) {
		const line = raw.trim();
		if (inBlock || line.startsWith('/*')) {
			inBlock = !line.endsWith('*/');
			continue;
		}
		if (line && !line.startsWith('//')) out.push(line);
	}
	return out.join('\n');
}

/** The page with `scripts` (their text as given) right after its policy <meta>, and their hashes in it. */
export function withInlineScripts(html: string, scripts: string[], where: string): string {
	const meta = policyMeta(html, where);
	const directives = meta.policy.split(';');
	const i = directives.findIndex((d) => d.trim().startsWith('script-src '));
	if (i < 0) throw new Error(`${where}: the policy has no script-src`);
	directives[i] = `${directives[i]!.trimEnd()} ${scripts.map(hash).join(' ')}`;
	const tag = meta.tag.replace(meta.policy, () => directives.join(';'));
	const tags = scripts.map((s) => `<script>${s}</script>`).join('');
	return `${html.slice(0, meta.index)}${tag}${tags}${html.slice(meta.index + meta.tag.length)}`;
}

/** The page with an island's mark (mark.ts) right before its inert start-up script (inertStart's). */
export function withIslandMark(html: string, mark: IslandMark, where: string): string {
	const at = html.indexOf(`<script type="${START_TYPE}"`);
	if (at < 0) throw new Error(`${where}: no inert start-up script to mark as an island`);
	return `${html.slice(0, at)}${islandMarkTag(mark)}${html.slice(at)}`;
}
