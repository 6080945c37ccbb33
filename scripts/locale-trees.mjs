// @ts-nocheck -- plain Node ESM (no types); its behaviour is held by its specs.
// Only the page's language travels: the client's code is built once with every language in it, then
// specialised into one tree per language, so a French page never downloads an English or a Spanish
// string (issue 17).
//
// paraglide compiles each message as `const locale = globalThis.__PARAGLIDE_STATIC_LOCALE__ ??
// options.locale ?? getLocale(); if (locale === "fr") return fr(...) ...` (vite.config.ts sets its
// experimentalStaticLocale to that expression). The client bundle keeps the expression as it is; once
// it is written, every script under _app/immutable is copied to _app/immutable/<locale>/ with the
// expression replaced by that locale and minified again, which drops the other languages' functions
// (they are local to their chunk once bundled). The tree keeps every file name and relative import,
// so a tree is complete by itself; its style sheets stay where they were (one copy for every tree).
// On the server (the prerender) the expression is undefined: nothing changes there.
//
// SvelteKit's start-up script imports _app/immutable/entry/start.*.js and app.*.js. Those two files
// become small dispatchers that read the language from the address (its first segment after the
// site's root, as paraglide's url strategy does) and re-export the same entry of that language's
// tree; so the start-up script stays byte-identical (src/lib/island/page.ts), and the 404 page, built
// once, speaks the language of the address it is shown at. The main tree's other scripts are deleted:
// nothing loads them. hooks.server.ts points a page's preloads at its own tree (src/lib/island/trees.ts).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { minify_sync as terserSync } from 'terser';
import { minifySync } from 'vite';
import { ISLAND_MARK_ID, ISLANDS_MANIFEST } from '../src/lib/island/mark.ts';
import { buildIslands } from './islands.mjs';

/**
 * paraglide's own expression for a locale-specialised client (perLocaleBuildStaticLocaleExpression in
 * @inlang/paraglide-js/dist/compiler/per-locale-build.js): given as experimentalStaticLocale it is
 * written raw into every message (any other expression is wrapped in assertIsLocale, which throws on
 * the server). LOCALE_PLACEHOLDER is the same once minified.
 */
export const LOCALE_EXPRESSION = '/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__';
export const LOCALE_PLACEHOLDER = 'globalThis.__PARAGLIDE_STATIC_LOCALE__';

/** The folders of _app/immutable that hold scripts (assets stay shared). */
const SCRIPT_DIRS = ['entry', 'chunks', 'nodes', 'island'];

/**
 * The warning paraglide writes into every message of a locale-specialised build when `options.locale`
 * asks for another language: one sentence repeated in every message function. The site never asks a
 * message for another language than the page's in the browser (the language switch reloads the page),
 * so the client build drops it (src/lib/island/localeTrees.spec.ts checks the pattern still matches
 * what paraglide writes).
 */
const OVERRIDE_WARNING = /\n[ \t]*if \([^\n]*\) console\.warn\("Paraglide: options\.locale cannot override a locale-specialized client bundle[^\n]*"\)/g;

/** A paraglide message module's source without the override warning. */
export function withoutOverrideWarning(code) {
	return code.replace(OVERRIDE_WARNING, '');
}

/**
 * A message of one language, once minified, is two functions: the language's own
 * (`a=e=>`Free hit ${e?.d}``) and paraglide's dispatcher around it, left with one branch
 * (`b=((e={},t={})=>a(e))`; its `options` only chose the language). The dispatcher then adds
 * nothing: `b=a` answers the same for every call (the language's function reads its inputs with
 * `?.`, so no inputs reads as `{}` does), and the minifier can drop the name. About 2 KB gzip on a
 * penalty page's first use (315 messages). A pattern that no longer matches leaves the code as it was.
 */
const MESSAGE_WRAPPER = /([\w$]+)=\(\(([\w$]+)(?:=\{\})?,[\w$]+=\{\}\)=>([\w$]+)\(\2\)\)/g;

/** Minified code with each single-branch message dispatcher replaced by the function it calls. */
export function withoutMessageWrappers(code) {
	return code.replace(MESSAGE_WRAPPER, (match, name, _input, fn, offset) => {
		// Only where the called function is an arrow of at most one parameter declared before it in this
		// chunk (a message's own): `b=a` is then evaluated after `a` exists (no import still to be
		// initialised), and the `options` now passed on to it are ignored as before.
		const fnEsc = fn.replace(/\$/g, '\\$');
		const declared = new RegExp(`(?:^|[;,{}\\s])(?:var |let |const )?${fnEsc}=(?:\\(\\)|\\([\\w$]+\\)|[\\w$]+)=>`);
		return declared.test(code.slice(0, offset)) ? `${name}=${fn}` : match;
	});
}

/**
 * One chunk's code for one language: the placeholder replaced, minified again (the other languages'
 * functions become dead code and go), and its style sheet addresses pointed from the tree's folder
 * (one level deeper) back to the shared assets.
 *
 * Then terser, once: Vite's minifier folds the language in each expression but does not carry a
 * constant through a variable, so paraglide's getLocale kept its whole strategy (the URL, the
 * cookie, setLocale and their errors) behind `if (staticLocale !== undefined) return staticLocale`,
 * and every `locale === 'en'` reached through a variable stayed a test. Terser's pass drops them
 * (with the islands no longer importing hooks.client, whose overwriteGetLocale kept them alive):
 * 1.6 KB gzip less on a penalty page's first use, about 15 s more of build.
 */
export function specialise(code, locale, fileName = 'chunk.js') {
	const replaced = code.replaceAll(LOCALE_PLACEHOLDER, JSON.stringify(locale));
	if (replaced === code) return pointAssets(code, fileName);
	const once = minifySync(fileName, replaced, { module: true, compress: true, mangle: true }).code;
	const out = terserSync(withoutMessageWrappers(once), { module: true, compress: { passes: 1 }, mangle: true }).code;
	return pointAssets(out, fileName);
}

/** A chunk's style sheet addresses from its tree's folder (one level deeper than the chunk was) back to the shared assets. */
function pointAssets(out, fileName) {
	// A quoted address, or one inside the comma-joined list of a dynamic import's preloads
	// (`./a.js,../assets/b.css`, which Vite splits at run time), from the file's folder (chunks/, or
	// island/<name>/ two folders down) up to the assets.
	const up = '../'.repeat(Math.max(1, fileName.split('/').length - 1));
	return out.replaceAll(new RegExp(`(["'\`,])${up.replace(/\./g, '\\.')}assets/`, 'g'), `$1../${up}assets/`);
}

/**
 * The dispatcher that replaces an entry of the main tree: the language from the address (its first
 * segment after the site's root, found from this file's own address `depth` folders up), then the
 * same entry of that language's tree, whose exports it re-exports.
 *
 * On an island page (its mark, src/lib/island/mark.ts, names an island of `islands`: name to file in
 * the tree's island/ folder) SvelteKit's client is not loaded: the start entry (`island: 'start'`)
 * re-exports the island's `start` and `load_css` instead, and the app entry (`island: 'app'`), which
 * only SvelteKit's client reads, exports nothing (src/lib/island/islands/start.ts).
 */
export function dispatcher({ file, exports, locales, baseLocale, depth, islands = {}, island = '' }) {
	const others = locales.filter((l) => l !== baseLocale);
	const root = '../'.repeat(depth);
	const names = exports.filter((e) => e !== 'default');
	const pattern = `/^(${others.map((l) => l.replace(/[^a-z-]/gi, '')).join('|')})(\\/|$)/`;
	const own = `import(\`../\${l}/${file}\`)`;
	const files = Object.fromEntries(Object.entries(islands).map(([name, i]) => [name, i.file]));
	const load = !island
		? `const m=await ${own};`
		: [
				`const k=document.getElementById(${JSON.stringify(ISLAND_MARK_ID)}),f=k&&${JSON.stringify(files)}[JSON.parse(k.textContent).island];`,
				island === 'start' ? `const m=await (f?import(new URL(\`../\${l}/island/\${f}\`,import.meta.url).href):${own});` : `const m=f?{}:await ${own};`
			].join('');
	return [
		`const r=new URL(${JSON.stringify(root)},import.meta.url).pathname,p=location.pathname,s=p.startsWith(r)?p.slice(r.length):"",l=${pattern}.exec(s)?.[1]??${JSON.stringify(baseLocale)};`,
		load,
		names.length ? `export const{${names.join(',')}}=m;` : '',
		exports.includes('default') ? 'export default m.default;' : ''
	].join('');
}

/** The names a minified ES module exports (its `export{a as b,...}` lists and `export const` names). */
export function exportedNames(code) {
	const names = new Set();
	for (const m of code.matchAll(/export\s*\{([^}]*)\}/g)) {
		for (const part of (m[1] ?? '').split(',')) {
			const name = part.trim().split(/\s+as\s+/).pop()?.trim();
			if (name) names.add(name);
		}
	}
	for (const m of code.matchAll(/export\s+(?:const|let|var|function|class)\s+([\w$]+)/g)) names.add(m[1]);
	if (/export\s+default\b/.test(code)) names.add('default');
	return [...names];
}

function* scripts(dir) {
	if (!existsSync(dir)) return;
	for (const name of readdirSync(dir)) {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) yield* scripts(path);
		else if (name.endsWith('.js')) yield path;
	}
}

/** The message transform: paraglide's message modules without the override warning. */
function messageTransform(active) {
	return {
		name: 'polo-locale-messages',
		transform(code, id) {
			if (!active() || !id.includes('/paraglide/messages/')) return null;
			const out = withoutOverrideWarning(code);
			return out === code ? null : { code: out, map: null };
		}
	};
}

/**
 * The vite plugin: strips the override warning from the message modules of the client build, and
 * once the client is written, builds the islands (scripts/islands.mjs) into its island/ folder,
 * writes the trees, the dispatchers, and deletes the main tree's scripts. `locales` and
 * `baseLocale` come from project.inlang/settings.json; `kitOutDir` is SvelteKit's outDir (the
 * islands hydrate its generated root), and the islands' files are listed in
 * <kitOutDir>/ISLANDS_MANIFEST for hooks.server.ts (a page's preloads).
 */
export function localeTrees({ locales, baseLocale, appDir = '_app', kitOutDir = '.svelte-kit' }) {
	let outDir = '';
	let root = '';
	let ssr = true;
	return {
		...messageTransform(() => !ssr),
		name: 'polo-locale-trees',
		apply: 'build',
		configResolved(config) {
			ssr = !!config.build.ssr;
			outDir = config.build.outDir;
			root = config.root;
		},
		writeBundle: {
			sequential: true,
			async handler() {
				if (ssr) return;
				const immutable = join(outDir, appDir, 'immutable');
				const islands = await buildIslands({ root, immutable, kitOutDir: join(root, kitOutDir), plugins: [messageTransform(() => true)] });
				writeFileSync(join(root, kitOutDir, ISLANDS_MANIFEST), JSON.stringify(islands));
				const files = SCRIPT_DIRS.flatMap((d) => [...scripts(join(immutable, d))]);
				if (!files.some((f) => readFileSync(f, 'utf8').includes(LOCALE_PLACEHOLDER))) {
					throw new Error(`locale trees: no script under ${immutable} carries ${LOCALE_PLACEHOLDER} (is paraglide's experimentalStaticLocale set in vite.config.ts?)`);
				}
				for (const locale of locales) rmSync(join(immutable, locale), { recursive: true, force: true });
				for (const file of files) {
					const code = readFileSync(file, 'utf8');
					const rel = relative(immutable, file);
					for (const locale of locales) {
						const target = join(immutable, locale, rel);
						mkdirSync(dirname(target), { recursive: true });
						writeFileSync(target, specialise(code, locale, rel));
					}
					if (rel.startsWith('entry/')) {
						const island = rel.startsWith('entry/start.') ? 'start' : rel.startsWith('entry/app.') ? 'app' : '';
						writeFileSync(file, dispatcher({ file: rel, exports: exportedNames(code), locales, baseLocale, depth: rel.split('/').length + 1, islands, island }));
					} else {
						rmSync(file);
						rmSync(`${file}.map`, { force: true });
					}
				}
				rmSync(join(immutable, 'island'), { recursive: true, force: true });
			}
		}
	};
}
