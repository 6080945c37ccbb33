import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { build, minifySync } from 'vite';
import { LOCALE_EXPRESSION, LOCALE_PLACEHOLDER, dispatcher, exportedNames, specialise, withoutMessageWrappers, withoutOverrideWarning } from '../../../scripts/locale-trees.mjs';
// paraglide's compiler internals (not in its package exports): the tests hold the build to what it writes.
import { perLocaleBuildStaticLocaleExpression } from '../../../node_modules/@inlang/paraglide-js/dist/compiler/per-locale-build.js';
import { compileBundle } from '../../../node_modules/@inlang/paraglide-js/dist/compiler/compile-bundle.js';
import { islandPreloads, treePreloads, withTreePreloads } from './trees';

const TEXT = { en: 'Free hit', fr: 'Coup franc', es: 'Tiro libre' } as const;
const settings = { baseLocale: 'en', locales: ['en', 'fr', 'es'] };

/** One message compiled by paraglide as vite.config.ts asks, bundled and minified as a chunk is. */
function compiledChunk(): string {
	const bundle = {
		id: 'free_hit',
		declarations: [{ type: 'input-variable', name: 'd' }],
		messages: Object.entries(TEXT).map(([locale, value]) => ({
			id: `free_hit_${locale}`,
			bundleId: 'free_hit',
			locale,
			selectors: [],
			variants: [{ id: `v_${locale}`, messageId: `free_hit_${locale}`, matches: [], pattern: [{ type: 'text', value: `${value} ` }, { type: 'expression', arg: { type: 'variable-reference', name: 'd' } }] }]
		}))
	};
	const out = compileBundle({
		bundle: bundle as never,
		fallbackMap: { en: undefined, fr: undefined, es: undefined },
		messageReferenceExpression: (locale: string, id: string) => `${locale}_${id}`,
		settings: settings as never,
		experimentalStaticLocale: LOCALE_EXPRESSION
	});
	const fns = Object.entries(out.messages)
		.map(([locale, c]) => `const ${locale}_free_hit = ${(c as { code: string }).code};`)
		.join('\n');
	const source = `const getLocale = () => 'en';\n${fns}\n${withoutOverrideWarning(out.bundle.code)}`;
	return minifySync('chunk.js', source, { module: true, compress: true, mangle: true }).code;
}

describe('LOCALE_EXPRESSION', () => {
	it("is paraglide's own expression for a locale-specialised client (written raw, not wrapped in assertIsLocale)", () => {
		expect(LOCALE_EXPRESSION).toBe(perLocaleBuildStaticLocaleExpression);
	});
});

describe('withoutOverrideWarning', () => {
	it('drops the warning paraglide writes into every message, and nothing else', () => {
		const out = compileBundle({
			bundle: { id: 'x', declarations: [], messages: [{ id: 'x_en', bundleId: 'x', locale: 'en', selectors: [], variants: [{ id: 'v', messageId: 'x_en', matches: [], pattern: [{ type: 'text', value: 'x' }] }] }] } as never,
			fallbackMap: { en: undefined },
			messageReferenceExpression: (l: string, id: string) => `${l}_${id}`,
			settings: { baseLocale: 'en', locales: ['en'] } as never,
			experimentalStaticLocale: LOCALE_EXPRESSION
		}).bundle.code;
		expect(out).toContain('console.warn');
		const stripped = withoutOverrideWarning(out);
		expect(stripped).not.toContain('console.warn');
		expect(stripped).toContain(LOCALE_EXPRESSION);
		expect(stripped.split('\n')).toEqual(out.split('\n').filter((line: string) => !line.includes('console.warn')));
	});
});

describe('specialise', () => {
	const chunk = compiledChunk();

	it('the bundled chunk still carries every language and the placeholder', () => {
		expect(chunk).toContain(LOCALE_PLACEHOLDER);
		for (const t of Object.values(TEXT)) expect(chunk).toContain(t);
		expect(chunk).not.toContain('console.warn');
	});

	it.each(Object.keys(TEXT) as (keyof typeof TEXT)[])('keeps only the %s words, and the message still answers in them', async (locale) => {
		const code = specialise(chunk, locale);
		for (const [l, t] of Object.entries(TEXT)) (l === locale ? expect(code) : expect(code).not).toContain(t);
		expect(code).not.toContain(LOCALE_PLACEHOLDER);
		const mod = await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`);
		// Asked for another language, a tree answers in its own (the site never asks: see locale-trees.mjs).
		expect(mod.free_hit({ d: 5 })).toBe(`${TEXT[locale]} 5`);
		expect(mod.free_hit({ d: 5 }, { locale: 'es' })).toBe(`${TEXT[locale]} 5`);
	});

	it.each(Object.keys(TEXT) as (keyof typeof TEXT)[])("leaves no dispatcher around the %s message: the export is the language's own function", async (locale) => {
		const code = specialise(chunk, locale);
		expect(code).not.toMatch(/=>\s*[\w$]+\([\w$]+\)\)/);
		const mod = await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`);
		expect(mod.free_hit()).toBe(`${TEXT[locale]} undefined`);
	});

	it("carries the language through a variable: paraglide's getLocale keeps none of its strategy", async () => {
		// The project's paraglide runtime (compiled with the placeholder as its static locale), bundled and
		// minified as the island build does: Vite's minifier alone kept getLocale's URL and cookie strategy
		// and its errors behind `if (staticLocale !== undefined) return staticLocale`.
		const dir = mkdtempSync(join(tmpdir(), 'runtime-'));
		onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
		const entry = join(dir, 'entry.js');
		writeFileSync(entry, `import { getLocale } from ${JSON.stringify(join(process.cwd(), 'src/lib/paraglide/runtime.js'))};\nexport const locale = () => getLocale();\n`);
		const out = await build({
			configFile: false,
			logLevel: 'silent',
			build: { write: false, minify: true, lib: { entry, formats: ['es'], fileName: 'chunk' } }
		});
		// write: false gives the output (not a watcher).
		const chunk = ((Array.isArray(out) ? out[0]! : out) as { output: { code: string }[] }).output[0]!.code;
		expect(chunk).toContain(LOCALE_PLACEHOLDER);
		expect(chunk).toContain('No locale found');
		for (const locale of ['en', 'fr'] as const) {
			const code = specialise(chunk, locale);
			expect(code).not.toContain('No locale found');
			expect(code).not.toContain('cannot switch away');
			const mod = await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`);
			expect(mod.locale()).toBe(locale);
		}
	});

	it('points the style sheets one folder up, to the shared assets', () => {
		const code = 'const d=["../nodes/1.js","../assets/1.css"];export{d};';
		expect(specialise(code, 'fr')).toBe('const d=["../nodes/1.js","../../assets/1.css"];export{d};');
	});

	it('points the style sheets of a dynamic import\'s comma-joined preload list there too', () => {
		// What Vite writes for an import() (`n.f||=` list): the export menu's code failed to preload its CSS.
		const code = 'const f=`./a.js,../assets/diagram.css,./b.js,../assets/penalty.css`;export{f};';
		expect(specialise(code, 'en')).toBe('const f=`./a.js,../../assets/diagram.css,./b.js,../../assets/penalty.css`;export{f};');
	});

	it("points an island's style sheets, two folders down (island/<name>/), one folder up too", () => {
		const code = 'const d=["./dialog.js","../../assets/EmbedDialog.css"];export{d};';
		expect(specialise(code, 'es', 'island/penalty/penalty.js')).toBe('const d=["./dialog.js","../../../assets/EmbedDialog.css"];export{d};');
	});
});

describe('withoutMessageWrappers', () => {
	it.each([
		// What the minifier writes for a message with inputs, and for one without.
		['var a=e=>`Free hit ${e?.d}`,b=((e,t={})=>a(e));export{b as free_hit};', 'var a=e=>`Free hit ${e?.d}`,b=a;export{b as free_hit};'],
		['var Ze=()=>`The ball`,Qe=((e={},t={})=>Ze(e));', 'var Ze=()=>`The ball`,Qe=Ze;'],
		// Anything else stays: two arguments passed on, another argument, a body that does more.
		['var b=((e,t={})=>a(e,t));', 'var b=((e,t={})=>a(e,t));'],
		['var b=((e,t={})=>a(t));', 'var b=((e,t={})=>a(t));'],
		['var b=((e,t={})=>a(e)+1);', 'var b=((e,t={})=>a(e)+1);'],
		// A function not declared before in the chunk (an import, maybe not yet initialised), or one of two parameters.
		['import{a}from"./x.js";var b=((e,t={})=>a(e));', 'import{a}from"./x.js";var b=((e,t={})=>a(e));'],
		['var b=((e,t={})=>a(e)),a=e=>e;', 'var b=((e,t={})=>a(e)),a=e=>e;'],
		['var a=(e,n)=>e+n,b=((e,t={})=>a(e));', 'var a=(e,n)=>e+n,b=((e,t={})=>a(e));'],
		['var $a=e=>`x`,b=((e,t={})=>$a(e));', 'var $a=e=>`x`,b=$a;']
	])('%s', (code, out) => {
		expect(withoutMessageWrappers(code)).toBe(out);
	});
});

describe('exportedNames', () => {
	it.each([
		['export{s as load_css,i as start}from"../chunks/B.js";', ['load_css', 'start']],
		['const a=1,b=2;export{a as decode,b as nodes}', ['decode', 'nodes']],
		['export const x=1;export default 2;', ['x', 'default']]
	])('%s', (code, names) => {
		expect(exportedNames(code)).toEqual(names);
	});
});

describe('dispatcher', () => {
	const dir = mkdtempSync(join(tmpdir(), 'trees-'));
	afterAll(() => rmSync(dir, { recursive: true, force: true }));
	// A site under /polo: <dir>/polo/_app/immutable/entry/start.js and one tree per language.
	const immutable = join(dir, 'polo', '_app', 'immutable');
	mkdirSync(join(immutable, 'entry'), { recursive: true });
	for (const l of ['en', 'fr', 'es']) {
		mkdirSync(join(immutable, l, 'entry'), { recursive: true });
		writeFileSync(join(immutable, l, 'entry', 'start.js'), `export const start = () => ${JSON.stringify(l)}; export const load_css = 1;`);
	}
	let n = 0;
	/** The dispatcher as the page at `path` imports it (a fresh copy: modules are cached by address). */
	async function startAt(path: string) {
		const file = join(immutable, 'entry', `start${++n}.js`);
		writeFileSync(file, dispatcher({ file: 'entry/start.js', exports: ['load_css', 'start'], locales: ['en', 'fr', 'es'], baseLocale: 'en', depth: 3 }));
		const root = pathToFileURL(join(dir, 'polo')).pathname;
		(globalThis as { location?: unknown }).location = { pathname: root + path };
		try {
			return await import(/* @vite-ignore */ pathToFileURL(file).href);
		} finally {
			delete (globalThis as { location?: unknown }).location;
		}
	}

	it.each([
		['/fr/field/5a', 'fr'],
		['/es', 'es'],
		['/es/', 'es'],
		['/field/5a', 'en'],
		['/', 'en'],
		['/french/x', 'en'],
		['/frx', 'en']
	])('%s loads the %s tree', async (path, locale) => {
		const mod = await startAt(path);
		expect(mod.start()).toBe(locale);
		expect(mod.load_css).toBe(1);
	});

	describe('on an island page (its mark names an island)', () => {
		const islands = { embed: { file: 'embed.H.js', imports: [] } };
		for (const l of ['en', 'fr', 'es']) {
			mkdirSync(join(immutable, l, 'island'), { recursive: true });
			writeFileSync(join(immutable, l, 'island', 'embed.H.js'), `export const start = () => "island ${l}"; export const load_css = 2;`);
			writeFileSync(join(immutable, l, 'entry', 'app.js'), `export const nodes = ${JSON.stringify(l)};`);
		}
		/** The `island` dispatcher of `file` imported by the page at `path` whose mark is `mark` (null: none). */
		async function dispatchedAt(path: string, island: 'start' | 'app', mark: string | null) {
			const file = join(immutable, 'entry', `${island}${++n}.js`);
			const exports = island === 'start' ? ['load_css', 'start'] : ['nodes'];
			writeFileSync(file, dispatcher({ file: `entry/${island}.js`, exports, locales: ['en', 'fr', 'es'], baseLocale: 'en', depth: 3, islands, island }));
			const g = globalThis as { location?: unknown; document?: unknown };
			g.location = { pathname: pathToFileURL(join(dir, 'polo')).pathname + path };
			g.document = { getElementById: (id: string) => (id === 'polo-island' && mark !== null ? { textContent: mark } : null) };
			try {
				return await import(/* @vite-ignore */ pathToFileURL(file).href);
			} finally {
				delete g.location;
				delete g.document;
			}
		}

		it.each([
			['/fr/embed/field/2', 'fr'],
			['/embed/arena/4', 'en']
		])('%s: the start entry is the island of the %s tree, and the app entry loads nothing', async (path, locale) => {
			const start = await dispatchedAt(path, 'start', '{"island":"embed"}');
			expect(start.start()).toBe(`island ${locale}`);
			expect(start.load_css).toBe(2);
			expect((await dispatchedAt(path, 'app', '{"island":"embed"}')).nodes).toBeUndefined();
		});

		it.each([
			['no mark', null],
			['a mark naming no island built', '{"island":"clinic"}']
		])('with %s, SvelteKit\'s client of the tree as before', async (_name, mark) => {
			expect((await dispatchedAt('/es/field/2', 'start', mark)).start()).toBe('es');
			expect((await dispatchedAt('/es/field/2', 'app', mark)).nodes).toBe('es');
		});
	});
});

describe('treePreloads', () => {
	it('keeps the entry dispatchers, adds their twins, and points every other script at the tree', () => {
		expect(
			treePreloads(['../../_app/immutable/entry/start.A.js', '../../_app/immutable/chunks/B.js', '../../_app/immutable/nodes/7.C.js', '../../other.js'], 'fr')
		).toEqual([
			'../../_app/immutable/entry/start.A.js',
			'../../_app/immutable/fr/entry/start.A.js',
			'../../_app/immutable/fr/chunks/B.js',
			'../../_app/immutable/fr/nodes/7.C.js',
			'../../other.js'
		]);
	});

	it('rewrites the <link rel="modulepreload"> tags of a page that starts at once', () => {
		const html = '<head><link href="./_app/immutable/chunks/B.js" rel="modulepreload"><link rel="stylesheet" href="./_app/immutable/assets/a.css"></head>';
		expect(withTreePreloads(html, 'es')).toBe(
			'<head><link href="./_app/immutable/es/chunks/B.js" rel="modulepreload"><link rel="stylesheet" href="./_app/immutable/assets/a.css"></head>'
		);
	});
});

describe('islandPreloads', () => {
	const island = { file: 'embed.H.js', imports: ['runtime.R.js'] };
	it("keeps the entry dispatchers and adds the island's scripts in the page's tree, none of SvelteKit's client", () => {
		expect(islandPreloads(['../../_app/immutable/entry/start.A.js', '../../_app/immutable/chunks/B.js', '../../_app/immutable/entry/app.C.js', '../../_app/immutable/nodes/6.D.js'], 'es', island)).toEqual([
			'../../_app/immutable/entry/start.A.js',
			'../../_app/immutable/entry/app.C.js',
			'../../_app/immutable/es/island/embed.H.js',
			'../../_app/immutable/es/island/runtime.R.js'
		]);
	});

	it('leaves a list without entries as it is', () => {
		expect(islandPreloads(['../other.js'], 'fr', island)).toEqual(['../other.js']);
	});

	it("adds the plan of the page's venue, and only that one, for an island of one venue's pages", () => {
		const oneVenue = { ...island, venues: { field: ['field.F.js'], arena: ['arena.A.js', 'build.B.js'] } };
		const hrefs = ['../../_app/immutable/entry/start.A.js', '../../_app/immutable/entry/app.C.js'];
		expect(islandPreloads(hrefs, 'en', oneVenue, 'arena').slice(2)).toEqual([
			'../../_app/immutable/en/island/embed.H.js',
			'../../_app/immutable/en/island/runtime.R.js',
			'../../_app/immutable/en/island/arena.A.js',
			'../../_app/immutable/en/island/build.B.js'
		]);
		expect(islandPreloads(hrefs, 'en', oneVenue, 'field').slice(4)).toEqual(['../../_app/immutable/en/island/field.F.js']);
		// An island of pages of every venue (the clinic) has none to add.
		expect(islandPreloads(hrefs, 'en', island, 'field')).toHaveLength(4);
	});
});
