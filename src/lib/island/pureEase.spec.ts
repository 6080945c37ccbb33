import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { build } from 'vite';
import { D3_EASE, pureEase, pureFactories } from '../../../scripts/pure-ease.mjs';

const require = createRequire(import.meta.url);
/** d3-ease's bundle as installed (its package exports only the bundle). */
const bundlePath = require.resolve('d3-ease');

/** Two easings imported as animation/easing.ts imports them, bundled and minified as a client build does. */
async function bundled(plugins: unknown[]): Promise<string> {
	const dir = mkdtempSync(join(tmpdir(), 'pure-ease-'));
	onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
	const entry = join(dir, 'entry.js');
	writeFileSync(entry, `import { easeQuadIn, easeCubicInOut } from ${JSON.stringify(bundlePath)};\nexport const eases = [easeQuadIn, easeCubicInOut];\n`);
	const out = await build({
		configFile: false,
		logLevel: 'silent',
		root: process.cwd(),
		plugins: plugins as never,
		build: { write: false, minify: true, lib: { entry, formats: ['es'], fileName: 'chunk' } }
	});
	return ((Array.isArray(out) ? out[0]! : out) as { output: { code: string }[] }).output[0]!.code;
}

describe('pureFactories', () => {
	it("annotates each of d3-ease's nine easing factories (poly, back, elastic: in, out, in-out)", () => {
		expect(bundlePath).toMatch(D3_EASE);
		const code = readFileSync(bundlePath, 'utf8');
		const out = pureFactories(code);
		expect(out.match(/\/\*#__PURE__\*\/\(function custom\(/g)?.length).toBe(9);
		expect(out.replaceAll('/*#__PURE__*/', '')).toBe(code);
	});

	it('leaves code without such a call as it is', () => {
		const code = 'const linear = t => +t;\nexport { linear };\n';
		expect(pureFactories(code)).toBe(code);
	});
});

describe('pureEase', () => {
	it('drops the easings nobody imports from a bundle, and keeps the imported ones working', async () => {
		const before = await bundled([]);
		const after = await bundled([pureEase()]);
		// The back easing's overshoot and the elastic's amplitude are the factories' own.
		expect(before).toContain('overshoot');
		expect(after).not.toContain('overshoot');
		expect(after).not.toContain('amplitude');
		expect(after.length).toBeLessThan(before.length);
		const mod = await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(after)}`);
		const [quadIn, cubicInOut] = mod.eases as ((u: number) => number)[];
		expect(quadIn!(0.5)).toBe(0.25);
		expect(cubicInOut!(0.25)).toBe(0.0625);
		expect(cubicInOut!(1)).toBe(1);
	});
});
