import type { Reroute } from '@sveltejs/kit';
import { base } from '$app/paths';
import { deLocalizeUrl } from '$lib/paraglide/runtime';
import { urlWithoutBase } from '$lib/i18n/base';

// /fr/field/2 and /es/field/2 are the same route as /field/2, rendered in their language; under a base
// path (/polo/fr/field/2) the base is set aside while paraglide reads the prefix (see $lib/i18n/base).
export const reroute: Reroute = ({ url }) => {
	const bare = urlWithoutBase(url, base);
	if (!bare) return;
	return base + deLocalizeUrl(bare).pathname;
};
