import { describe, expect, it } from 'vitest';
import { localUrlRefs, styleText } from './serialize';

describe('localUrlRefs', () => {
	it('keeps only the fragment of url() references', () => {
		expect(localUrlRefs('url("http://localhost:4173/field/2?foul=1,2#s1-hatch")')).toBe('url(#s1-hatch)');
		expect(localUrlRefs("url('#a')")).toBe('url(#a)');
		expect(localUrlRefs('url(#b) none')).toBe('url(#b) none');
		expect(localUrlRefs('rgb(0, 0, 0)')).toBe('rgb(0, 0, 0)');
	});
});

describe('styleText', () => {
	it('writes non-default values only', () => {
		expect(styleText({ fill: 'rgb(255, 0, 0)', opacity: '1', 'stroke-width': '0.2px', display: 'inline' })).toBe('fill:rgb(255, 0, 0);stroke-width:0.2px');
	});
	it('cannot break out of the style attribute with a semicolon', () => {
		expect(styleText({ 'font-family': 'a;b' })).toBe('font-family:ab');
	});
});
