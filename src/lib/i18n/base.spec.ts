import { describe, expect, it } from 'vitest';
import { stripBase, urlWithoutBase } from './base';

describe('stripBase', () => {
	it.each([
		['/fr/field/5a', '', '/fr/field/5a'],
		['/polo/fr/field/5a', '/polo', '/fr/field/5a'],
		['/polo', '/polo', '/'],
		['/polo/', '/polo', '/'],
		['/polopony/fr/', '/polo', null],
		['/fr/field/5a', '/polo', null]
	])('stripBase(%s, %s) = %s', (path, base, want) => {
		expect(stripBase(path, base)).toBe(want);
	});
});

describe('urlWithoutBase', () => {
	it('keeps the query and the hash', () => {
		expect(urlWithoutBase(new URL('http://x.test/polo/es/arena/4?foul=3,4#rule'), '/polo')?.href).toBe('http://x.test/es/arena/4?foul=3,4#rule');
	});
	it('is null outside the base', () => {
		expect(urlWithoutBase(new URL('http://x.test/other/es/'), '/polo')).toBeNull();
	});
});
