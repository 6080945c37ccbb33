import { describe, expect, it } from 'vitest';
import { sheetPreload, type SheetDocument, type SheetLink } from './sheets';

const CHUNK = 'https://site.test/_app/immutable/en/island/penalty/penalty.abc.js';

/** A document with `linked` sheets already in its head; the links the loader adds are kept. */
function fakeDocument(linked: string[] = []) {
	const added: SheetLink[] = [];
	const doc: SheetDocument = {
		querySelectorAll: () => [...linked.map((href) => ({ href })), ...added],
		createElement: () => {
			const link: SheetLink = { rel: '', href: '', onload: null, onerror: null, remove: () => added.splice(added.indexOf(link), 1) };
			return link;
		},
		head: { appendChild: (link) => added.push(link) }
	};
	return { doc, added };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('sheetPreload', () => {
	it('runs the import at once when it has no sheet (or only scripts)', async () => {
		const { doc, added } = fakeDocument();
		const preload = sheetPreload(() => doc);
		expect(await preload(async () => 'chunk')).toBe('chunk');
		expect(await preload(async () => 'chunk', ['./zoom.js'], CHUNK)).toBe('chunk');
		expect(added).toEqual([]);
	});

	it("links the sheet from the importing chunk's address and runs the import once it has loaded", async () => {
		const { doc, added } = fakeDocument();
		const preload = sheetPreload(() => doc);
		let ran = false;
		const done = preload(async () => (ran = true), ['../../../assets/EmbedDialog.x.css'], CHUNK);
		await settle();
		expect(added.map((l) => [l.rel, l.href])).toEqual([['stylesheet', 'https://site.test/_app/immutable/assets/EmbedDialog.x.css']]);
		expect(ran).toBe(false);
		added[0]!.onload!();
		await done;
		expect(ran).toBe(true);
	});

	it('adds no link for a sheet the page links already, nor twice for two imports at once', async () => {
		const { doc, added } = fakeDocument(['https://site.test/_app/immutable/assets/penalty.y.css']);
		const preload = sheetPreload(() => doc);
		await preload(async () => 1, ['../../../assets/penalty.y.css'], CHUNK);
		expect(added).toEqual([]);
		const a = preload(async () => 'a', ['../../../assets/Export.z.css'], CHUNK);
		const b = preload(async () => 'b', ['../../../assets/Export.z.css'], CHUNK);
		expect(added).toHaveLength(1);
		added[0]!.onload!();
		expect(await Promise.all([a, b])).toEqual(['a', 'b']);
	});

	it('rejects when the sheet fails, and a later import tries again', async () => {
		const { doc, added } = fakeDocument();
		const preload = sheetPreload(() => doc);
		const first = preload(async () => 'never', ['../../../assets/Export.z.css'], CHUNK);
		added[0]!.onerror!();
		await expect(first).rejects.toThrow(/Export\.z\.css/);
		expect(added, 'the failed link is gone').toEqual([]);
		const second = preload(async () => 'ok', ['../../../assets/Export.z.css'], CHUNK);
		expect(added).toHaveLength(1);
		added[0]!.onload!();
		expect(await second).toBe('ok');
	});
});
