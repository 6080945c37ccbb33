/*
 * The embed's page data words its own setup once (+page.server.ts): its title and, for a penalty that
 * places nobody, its outcome. That holds only if nothing the user may change alters them: the venue's
 * preset or size, an option. Checked here for every penalty, size and language.
 */
import { describe, expect, it } from 'vitest';
import { citeRef, setupSummary, setupTitle } from '$lib/clinic/words';
import { hasPlacement, penaltyIds, venuePresets, type VenueKind } from '$lib/geometry';
import { resolveSetup, type ExplorerState } from '$lib/url/state';

const LOCALES = ['en', 'fr', 'es'] as const;
const KINDS: VenueKind[] = ['field', 'arena'];

/** Every state a user may give an embed that changes its venue or options (resolveSetup drops what does not apply). */
function states(kind: VenueKind): ExplorerState[] {
	const sizes: ExplorerState[] = [...venuePresets(kind).map((preset) => ({ foul: null, preset })), { foul: null, dims: kind === 'field' ? { length: 250, width: 140 } : { length: 70, width: 35 } }];
	const options: ExplorerState[] = [{ foul: null, from: 'spot' }, { foul: null, defended: true }, { foul: null, alternativeRule9: true }, { foul: null, original: '3' }];
	return [...sizes, ...options];
}

describe('resolveSetup: what the embed words once', () => {
	for (const kind of KINDS) {
		for (const id of penaltyIds(kind)) {
			it(`${kind} ${id}: the title${hasPlacement(kind, id) ? '' : ' and the outcome'} whatever the size or the options`, () => {
				for (const locale of LOCALES) {
					const opened = resolveSetup(kind, id, { foul: null }, locale).setup;
					for (const state of states(kind)) {
						const setup = resolveSetup(kind, id, state, locale).setup;
						expect(setupTitle(setup, locale), JSON.stringify(state)).toBe(setupTitle(opened, locale));
						if (hasPlacement(kind, id)) continue;
						expect(setupSummary(setup, locale), JSON.stringify(state)).toBe(setupSummary(opened, locale));
						expect(setup.outcome && citeRef(setup.outcome.citation, locale)).toBe(opened.outcome && citeRef(opened.outcome.citation, locale));
					}
				}
			});
		}
	}
});
