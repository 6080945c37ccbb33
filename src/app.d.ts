// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
	namespace App {}
	/**
	 * The page's language in a client language tree: paraglide's static-locale placeholder, which
	 * scripts/locale-trees.mjs replaces by 'en', 'fr' or 'es' in each tree, so the minifier folds
	 * `(globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? locale) === 'en'` and drops the other languages'
	 * wording code (English is the geometry's own text; French and Spanish are worded from data).
	 * Undefined on the server, in the prerender and in tests, where the `locale` argument decides. A
	 * page never asks for words in another language than its own in the browser (the language switch
	 * loads the other page), as paraglide's locale-specialised messages already assume.
	 */
	var __PARAGLIDE_STATIC_LOCALE__: 'en' | 'fr' | 'es' | undefined;
}

export {};
