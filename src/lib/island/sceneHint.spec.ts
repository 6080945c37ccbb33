import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_MARK_ID, type IslandMark } from './mark';

// hintScene hints once per page: each test starts from a fresh module.
beforeEach(() => vi.resetModules());

/** What hintScene touches of a document (Vitest has no DOM): the mark's text, new elements, the head. */
function page(mark: IslandMark | null) {
	const head: { rel: string; href: string }[] = [];
	const doc = {
		getElementById: (id: string) => (id === ISLAND_MARK_ID && mark ? { textContent: JSON.stringify(mark) } : null),
		createElement: () => ({ rel: '', href: '' }),
		head: { append: (l: { rel: string; href: string }) => head.push(l) }
	};
	return { doc: doc as unknown as Document, head };
}
const preloads = (head: { rel: string; href: string }[]) => head.filter((l) => l.rel === 'modulepreload').map((l) => l.href);
const arena: IslandMark = { island: 'penalty', route: '/(site)/[venue=venue]/[id]', params: { venue: 'arena', id: '2' }, scene: 'penalty/arena.Ab12.js' };

describe('hintScene', () => {
	it('the mark’s scene of the page’s venue: one modulepreload, from the island folder, however often it is asked', async () => {
		const { hintScene } = await import('./sceneHint');
		const { doc, head } = page(arena);
		const entry = 'https://club.example/polo/_app/immutable/es/island/penalty/penalty.Xy9.js';
		hintScene('arena', doc, entry);
		hintScene('arena', doc, entry);
		expect(preloads(head)).toEqual(['https://club.example/polo/_app/immutable/es/island/penalty/arena.Ab12.js']);
	});

	it.each([
		['another venue than the page’s', arena, 'field'],
		['a mark without a scene (an island of both venues)', { ...arena, scene: undefined }, 'arena'],
		['a page without a mark', null, 'arena']
	] as const)('%s: nothing', async (_, mark, kind) => {
		const { hintScene } = await import('./sceneHint');
		const { doc, head } = page(mark as IslandMark | null);
		hintScene(kind, doc);
		expect(head).toEqual([]);
	});
});
