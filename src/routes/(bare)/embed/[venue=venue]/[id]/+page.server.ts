import { citationTexts } from '$lib/i18n/citationTexts.server';
import { getLocale } from '$lib/paraglide/runtime';
import type { PageServerLoad } from './$types';

/**
 * The texts of the rule sentences this penalty can cite, in the page's data (the diagram's
 * description words them): no script carries them. An unknown penalty gets none; +page.ts 404s.
 */
export const load: PageServerLoad = ({ params }) => ({ citations: citationTexts(params.venue === 'arena' ? 'arena' : 'field', params.id, getLocale()) });
