import { describe, expect, it } from 'vitest';
import { exportName, slug } from './exportName';

describe('exportName', () => {
	it('names a file after the venue and the penalty', () => {
		expect(exportName('field', '5a', 'svg')).toBe('polo-field-penalty-5a.svg');
		expect(exportName('arena', '4', 'png', { size: { width: 1920, height: 1080 } })).toBe('polo-arena-penalty-4-1920x1080.png');
		expect(exportName('arena', '6b', 'png', { size: { width: 3840, height: 2160 } })).toBe('polo-arena-penalty-6b-3840x2160.png');
		expect(exportName('field', '3', 'webm', { suffix: 'animation' })).toBe('polo-field-penalty-3-animation.webm');
	});
	it('never lets an odd id into the file name', () => {
		expect(exportName('field', '../../etc', 'svg')).toBe('polo-field-penalty-etc.svg');
		expect(exportName('field', '', 'svg')).toBe('polo-field-penalty-x.svg');
		expect(slug('Défendu / Alt 9')).toBe('defendu-alt-9');
	});
});
