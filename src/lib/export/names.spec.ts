import { describe, expect, it } from 'vitest';
import { penaltySlide } from '$lib/deck/penaltySlide';
import { deckFileName, slideVariant } from './names';
import { zipEntryName } from './zip';

const s = (venue: 'field' | 'arena', id: string, search = '') => penaltySlide(venue, id, search, `k${id}`);

describe('deckFileName', () => {
	it.each([
		[{ title: '', slides: [s('field', '2'), s('field', '3')] }, 'pptx', 'en', 'polo-field-deck-2-3-en.pptx'],
		[{ title: 'Spring clinic: Penalty 2 & 3', slides: [s('field', '2'), s('field', '3')] }, 'pptx', 'fr', 'polo-field-deck-spring-clinic-penalty-2-3-2-3-fr.pptx'],
		[{ title: 'Clínica de árbitros', slides: [s('arena', '5a')] }, 'zip', 'es', 'polo-arena-deck-clinica-de-arbitros-5a-es.zip'],
		[{ title: 'Both', slides: [s('field', '2'), s('arena', '4')] }, 'pptx', 'en', 'polo-field-deck-both-2-4-and-arena-en.pptx'],
		[{ title: 'A very long title for the umpires clinic of the spring season 2027', slides: [s('field', '1')] }, 'pptx', 'en', 'polo-field-deck-a-very-long-title-for-the-umpires-clinic-1-en.pptx'],
		[{ title: '../..//', slides: [s('field', '1')] }, 'pptx', 'en', 'polo-field-deck-1-en.pptx']
	] as const)('%j %s %s -> %s', (deck, ext, lang, want) => {
		expect(deckFileName({ title: deck.title, slides: [...deck.slides] }, ext, lang)).toBe(want);
	});
});

describe('slideVariant and zipEntryName', () => {
	it.each([
		['', undefined, '01-polo-field-penalty-3-en-1920x1080.png'],
		['?foul=150,60&variant=goal&t=5.2', 'goal', '01-polo-field-penalty-3-goal-en-1920x1080.png'],
		['?variant=', undefined, '01-polo-field-penalty-3-en-1920x1080.png']
	])('%s -> %s', (search, variant, name) => {
		const slide = s('field', '3', search);
		expect(slideVariant(slide)).toBe(variant);
		expect(zipEntryName(0, 3, 'field', '3', 'en', slideVariant(slide))).toBe(name);
	});
});
