/*
 * The export encoders' files (issue 17: the offline cache of a first visit): the video, GIF, PPTX and
 * zip makers, with the libraries only they load (mediabunny, gifenc, pptxgenjs, fflate), are about a
 * third of a language's scripts and serve a download, which few visits make. A first visit does not
 * cache them (offline.ts: `exports:<locale>`); the service worker caches each as it is used, and
 * "Save for offline" takes them all. The build finds them in its chunk graphs (scripts/
 * offline-manifest.mjs: SvelteKit's client's manifest; scripts/islands.mjs: each island's chunks).
 */

/** The modules loaded to make an export file (each a dynamic import of its own). */
export const ENCODER_MODULES: readonly string[] = ['src/lib/export/video.ts', 'src/lib/export/gif.ts', 'src/lib/export/pptx.ts', 'src/lib/export/zip.ts'];

/** A built chunk: its file, the files it imports statically, whether it loads on its own (an entry or a dynamic import's), whether it is an encoder's. */
export interface ChunkNode {
	file: string;
	imports: readonly string[];
	root: boolean;
	encoder: boolean;
}

/** Every file reached from `from` by static imports (itself included). */
function reach(from: readonly ChunkNode[], byFile: ReadonlyMap<string, ChunkNode>): Set<string> {
	const seen = new Set<string>();
	const todo = from.map((n) => n.file);
	while (todo.length) {
		const f = todo.pop()!;
		if (seen.has(f)) continue;
		seen.add(f);
		todo.push(...(byFile.get(f)?.imports ?? []));
	}
	return seen;
}

/** The files only the encoders load: reached from an encoder's chunk, and from no other chunk that loads on its own. */
export function encoderFiles(nodes: readonly ChunkNode[]): string[] {
	const byFile = new Map(nodes.map((n) => [n.file, n]));
	const encoders = reach(
		nodes.filter((n) => n.encoder),
		byFile
	);
	const others = reach(
		nodes.filter((n) => n.root && !n.encoder),
		byFile
	);
	return [...encoders].filter((f) => !others.has(f)).sort();
}
