/*
 * The mark of an island page (islands/start.ts): a JSON <script> that hooks.server.ts writes into the
 * prerendered page before SvelteKit's start-up script. The entry dispatchers (scripts/locale-trees.mjs)
 * look for it to load the island instead of SvelteKit's client; the island reads the route and its
 * parameters from it (SvelteKit's client would match the address against its routes for them). A
 * data block: not run, so not in the Content-Security-Policy.
 */
export const ISLAND_MARK_ID = 'polo-island';

/**
 * The pages that are islands: SvelteKit route id to island name (its script is islands/<name>.ts):
 * the embed, which club sites load, the clinic's deck, on the projector, and the penalty pages, the
 * site's most visited. A link from an island page loads the next page as a document.
 */
export const ISLAND_ROUTES: Readonly<Record<string, string>> = {
	'/(bare)/embed/[venue=venue]/[id]': 'embed',
	'/(bare)/clinic': 'clinic',
	'/(site)/[venue=venue]/[id]': 'penalty'
};

export interface IslandMark {
	/** The island's name: its script is islands/<name>.ts. */
	island: string;
	/** The SvelteKit route id the page was prerendered from, and its parameters. */
	route: string;
	params: Record<string, string>;
	/**
	 * An island of one venue's pages: its venue's part of the animation, from the island's folder
	 * ('penalty/field.x1y2.js'), which the page fetches as it starts loading the animation
	 * (island/sceneHint.ts), so both come in one round trip.
	 */
	scene?: string;
}

/** The mark hooks.server.ts wrote into the page (its route and parameters), or null. */
export function readMark(doc: Document): IslandMark | null {
	const text = doc.getElementById(ISLAND_MARK_ID)?.textContent;
	return text ? (JSON.parse(text) as IslandMark) : null;
}

/** The mark's element: its JSON with `<` escaped, so no text can close the script early. */
export function islandMarkTag(mark: IslandMark): string {
	return `<script type="application/json" id="${ISLAND_MARK_ID}">${JSON.stringify(mark).replace(/</g, '\\u003c')}</script>`;
}

/** An island's scripts, in each language's tree under island/: its entry and the files it imports at once. */
export interface IslandFiles {
	file: string;
	imports: string[];
	/**
	 * An island of one venue's pages (src/lib/island/plans.ts): by venue, the files of its plan, which
	 * the page loads before it hydrates.
	 */
	venues?: Record<string, string[]>;
	/** An island of one venue's pages: by venue, the file of its part of the animation (animation/scene.ts), loaded on Play. */
	scenes?: Record<string, string>;
	/** Its export encoders' files (island/encoders.ts), as paths within a language's tree (island/<name>/...): the offline cache of a first visit leaves them out. */
	encoders?: string[];
}

/**
 * The module of each venue's rules, from the project's root: what island/plans.ts loads for a page of
 * one venue (its LOADERS, which must name them literally for the bundler; plans.spec holds the two
 * together). scripts/islands.mjs finds their chunks by them.
 */
export const VENUE_MODULES = { field: 'src/lib/geometry/venueField.ts', arena: 'src/lib/geometry/venueArena.ts' } as const;

/** Each venue's part of the animation (src/lib/animation/scene.ts), which island/scenes.ts loads on Play; scripts/islands.mjs checks each is a chunk of its own. */
export const VENUE_SCENES = { field: 'src/lib/animation/scenes/field.ts', arena: 'src/lib/animation/scenes/arena.ts' } as const;

/**
 * Where the build lists the islands' files (name to IslandFiles), under SvelteKit's outDir: written by
 * scripts/locale-trees.mjs once the client is built, read by hooks.server.ts when it prerenders.
 */
export const ISLANDS_MANIFEST = 'output/islands.json';
