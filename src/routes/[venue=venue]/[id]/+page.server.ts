import { getLocale } from '$lib/paraglide/runtime';
import { penaltyRuleText } from '$lib/rules/penaltyText';
import { passageHeading } from '$lib/scenarios/text.server';
import type { PageServerLoad } from './$types';

/**
 * This penalty's rule passages in the page's language (plus the English original on /fr and /es),
 * written into the prerendered page's data: the client never loads the other passages or languages.
 * An unknown penalty gets none; +page.ts answers it with a 404.
 */
export const load: PageServerLoad = ({ params }) => {
	const venue = params.venue === 'arena' ? 'arena' : 'field';
	return { rules: penaltyRuleText(venue, params.id, getLocale(), (id) => passageHeading(id)) };
};
