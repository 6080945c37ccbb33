import { renderIsland } from '$lib/island/render';
import type { PageLoad } from './$types';

// The home page of each language is a folder, as paraglide links it: /, /fr/, /es/ (build/fr/index.html).
export const trailingSlash = 'always';

/** The content, rendered when prerendering (Island.svelte): no code of it reaches a first visit. */
export const load: PageLoad = async () => ({ html: await renderIsland(() => import('./_components/Home.svelte'), {}) });
