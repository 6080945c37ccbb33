import { describe, expect, it } from 'vitest';
import { deckName, exportName, slug } from './exportName';

describe('exportName', () => {
	it.each([
		[exportName('field', '5a', 'svg', { lang: 'en' }), 'polo-field-penalty-5a-en.svg'],
		[exportName('arena', '4', 'png', { lang: 'fr', size: { width: 1920, height: 1080 } }), 'polo-arena-penalty-4-fr-1920x1080.png'],
		[exportName('arena', '6b', 'png', { size: { width: 3840, height: 2160 } }), 'polo-arena-penalty-6b-3840x2160.png'],
		[exportName('field', '3', 'mp4', { suffix: 'animation', lang: 'es', size: { width: 1280, height: 720 } }), 'polo-field-penalty-3-animation-es-1280x720.mp4'],
		[exportName('field', '3', 'gif', { suffix: 'animation', lang: 'en' }), 'polo-field-penalty-3-animation-en.gif']
	])('%s', (got, want) => {
		expect(got).toBe(want);
	});
	it('never lets an odd id into the file name', () => {
		expect(exportName('field', '../../etc', 'svg')).toBe('polo-field-penalty-etc.svg');
		expect(exportName('field', '', 'svg')).toBe('polo-field-penalty-x.svg');
		expect(slug('Défendu / Alt 9')).toBe('defendu-alt-9');
	});
});

describe('deckName', () => {
	it.each([
		[deckName('field', ['2', '3', '5a'], 'pptx', { lang: 'en' }), 'polo-field-deck-2-3-5a-en.pptx'],
		[deckName('arena', ['1', '2', '3', '4', '5a', '5b', '6a', '6b'], 'zip', { lang: 'fr' }), 'polo-arena-deck-1-2-3-4-5a-5b-and-2-more-fr.zip']
	])('%s', (got, want) => {
		expect(got).toBe(want);
	});
});
