import { base } from '$app/paths';
import { extractLocaleFromUrl, overwriteGetLocale, baseLocale } from '$lib/paraglide/runtime';
import { urlWithoutBase } from '$lib/i18n/base';

// In the browser paraglide reads the language from location; under a base path (/polo/fr/...) it must
// read it without the base, or a French page hydrates in English. At the root nothing changes.
if (base) {
	overwriteGetLocale(() => {
		const bare = urlWithoutBase(new URL(location.href), base);
		return (bare && extractLocaleFromUrl(bare)) || baseLocale;
	});
}
