import { describe, expect, it } from 'vitest';
import { deLocalizeResolved, localizeResolved, splitResolved } from './href';

describe('localized hrefs from resolve()', () => {
	it('keeps the relative prefix SvelteKit writes while prerendering', () => {
		expect(localizeResolved('./field/5a', 'fr', '')).toBe('./fr/field/5a');
		expect(localizeResolved('../../field/5a', 'es', '')).toBe('../../es/field/5a');
		expect(localizeResolved('./', 'fr', '')).toBe('./fr/');
		expect(localizeResolved('..', 'fr', '')).toBe('../fr/');
		expect(localizeResolved('./rule-35', 'en', '')).toBe('./rule-35');
	});

	it('keeps an absolute base path, the query and the hash', () => {
		expect(localizeResolved('/field/5a?foul=110,75#rule', 'fr', '')).toBe('/fr/field/5a?foul=110,75#rule');
		expect(localizeResolved('/polo/field/5a', 'es', '/polo')).toBe('/polo/es/field/5a');
		expect(localizeResolved('/polo', 'fr', '/polo')).toBe('/polo/fr/');
		expect(splitResolved('/polonium/x', '/polo')).toEqual({ prefix: '', path: '/polonium/x' });
	});

	it('leaves other links alone and undoes the locale', () => {
		expect(localizeResolved('#main', 'fr', '')).toBe('#main');
		expect(localizeResolved('https://uspolo.org/', 'fr', '')).toBe('https://uspolo.org/');
		expect(deLocalizeResolved('/fr/field/5a', '')).toBe('/field/5a');
		expect(deLocalizeResolved('../es/scenarios', '')).toBe('../scenarios');
	});
});
