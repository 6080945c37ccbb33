import type { ParamMatcher } from '@sveltejs/kit';

/** The two venues: /field/... and /arena/...; anything else is a 404. */
export const match = ((param: string): param is 'field' | 'arena' => param === 'field' || param === 'arena') satisfies ParamMatcher;
