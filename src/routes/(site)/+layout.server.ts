import { getLocale } from '$lib/paraglide/runtime';
import { penaltyShare } from '$lib/share/pages.server';
import type { LayoutServerLoad } from './$types';

/**
 * A penalty page's title and description for its link preview (the layout's SharePreview), worded
 * when the page is prerendered as its oEmbed answer and picture word them; other pages use the
 * site's own words.
 */
export const load: LayoutServerLoad = ({ route, params }) => {
	if (route.id !== '/(site)/[venue=venue]/[id]' || !params.venue || !params.id) return { share: null };
	const share = penaltyShare(params.venue, params.id, getLocale());
	return { share: share ? { title: share.title, description: share.description } : null };
};
