// @ts-nocheck -- plain Node ESM (no types); its behaviour is held by its specs.
// The offline manifest (issue 17): every file of the built site the service worker may cache, with
// its size (raw and gzip at level 9), a hash of its content and its group (src/lib/island/offline.ts
// names the groups: the shared files, each language's scripts, pages, embeds and print sheets). The
// service worker (src/service-worker.ts) reads it to cache a first visit's language only, to copy the
// files a new build left unchanged from the old cache instead of downloading them again, and to
// download the whole site in one language for "Save for offline", whose size it says first.
//
// Written once the adapter has copied the site into its folder (the server build's closeBundle runs
// the adapter; this plugin comes after SvelteKit's), to <site>/_app/offline.json.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ENCODER_MODULES, encoderFiles } from '../src/lib/island/encoders.ts';
import { ISLANDS_MANIFEST } from '../src/lib/island/mark.ts';
import { fileGroup, MANIFEST_PATH, pageKey } from '../src/lib/island/offline.ts';

function* walk(dir) {
	for (const name of readdirSync(dir)) {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) yield* walk(path);
		else yield path;
	}
}

/**
 * The export encoders' files as paths within a language's tree (src/lib/island/encoders.ts): those of
 * SvelteKit's client, from its manifest (every language's tree has its files under the same names),
 * and the islands', which scripts/islands.mjs lists. `kitOutDir`: SvelteKit's outDir.
 */
export function encodersOf(kitOutDir) {
	const vite = JSON.parse(readFileSync(join(kitOutDir, 'output', 'client', '.vite', 'manifest.json'), 'utf8'));
	const inTree = (file) => file.replace(/^_app\/immutable\//, '');
	const nodes = Object.entries(vite).map(([key, v]) => ({
		file: inTree(v.file),
		imports: (v.imports ?? []).map((k) => inTree(vite[k].file)),
		root: !!(v.isEntry || v.isDynamicEntry),
		encoder: ENCODER_MODULES.includes(key)
	}));
	const islands = JSON.parse(readFileSync(join(kitOutDir, ISLANDS_MANIFEST), 'utf8'));
	return new Set([...encoderFiles(nodes), ...Object.values(islands).flatMap((i) => i.encoders ?? [])]);
}

/** The manifest of the site in `dir` (see src/lib/island/offline.ts: OfflineManifest); `locales` base first; `encoders` (encodersOf). */
export function offlineManifest(dir, locales, version, encoders = new Set()) {
	const files = [];
	for (const path of walk(dir)) {
		const file = relative(dir, path).split(sep).join('/');
		const group = fileGroup(file, locales, encoders);
		if (!group) continue;
		const body = readFileSync(path);
		const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
		files.push([pageKey(file), body.length, gzipSync(body, { level: 9 }).length, hash, group]);
	}
	files.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
	return { version, locales, files };
}

/** The vite plugin: `site` is the adapter's output folder (the version is SvelteKit's, from _app/version.json). */
export function offlineManifestPlugin({ site, locales, baseLocale, kitOutDir = '.svelte-kit' }) {
	let ssr = false;
	return {
		name: 'polo-offline-manifest',
		apply: 'build',
		configResolved(config) {
			ssr = !!config.build.ssr;
		},
		closeBundle: {
			sequential: true,
			order: 'post',
			handler() {
				// The adapter runs in the server build's closeBundle (SvelteKit's plugin, before this one).
				if (!ssr) return;
				const { version } = JSON.parse(readFileSync(join(site, '_app', 'version.json'), 'utf8'));
				const manifest = offlineManifest(site, [baseLocale, ...locales.filter((l) => l !== baseLocale)], version, encodersOf(kitOutDir));
				if (!manifest.files.length) throw new Error(`offline manifest: no file under ${site}`);
				if (!manifest.files.some((f) => f[4].startsWith('exports:'))) throw new Error('offline manifest: no export encoder found (island/encoders.ts ENCODER_MODULES)');
				writeFileSync(join(site, MANIFEST_PATH), JSON.stringify(manifest));
			}
		}
	};
}
