import type { Reroute } from '@sveltejs/kit';
import { deLocalizeUrl } from '$lib/paraglide/runtime';

// /fr/field/2 and /es/field/2 are the same route as /field/2, rendered in their language.
export const reroute: Reroute = (request) => deLocalizeUrl(request.url).pathname;
