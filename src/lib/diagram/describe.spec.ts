import { describe, expect, it } from 'vitest';
import { computeSetup, getVenue, penaltyIds, standardLineup, type Point, type SetupOptions, type Venue, type VenueKind } from '$lib/geometry';
import { diagramWords } from './words';
import { describeSetup, markingsWords, summaryIn, venueWords } from './describe';
import { goalTeams, playArea } from './framing';
import { SENTENCES } from '$lib/geometry/sentences';
import { wordsOf } from '$lib/i18n/citationTexts';
import { READING_MESSAGES } from '$lib/i18n/readings';

/** The texts an English page carries (its prerendered data: every sentence here). */
const words = wordsOf(() => ({ sentences: SENTENCES, readings: Object.fromEntries(Object.entries(READING_MESSAGES).map(([id, msg]) => [id, msg({}, { locale: 'en' })])) }));

describe('describeSetup', () => {
	it('says the venue, the penalty, the ball and where each team must be', () => {
		const setup = computeSetup({ venue: 'field', penalty: '5a', foul: { x: 120, y: 78 } });
		const { title, desc } = describeSetup(setup, standardLineup(setup));
		expect(title).toContain('Outdoor field, 300 by 160 yd');
		expect(title).toContain(setup.title);
		expect(desc).toContain(setup.summary);
		expect(desc).toContain(`(${setup.ball!.x}, ${setup.ball!.y}) yd`);
		expect(desc).toContain(setup.adjustments[0]!.message);
		expect(desc).toContain('The fouled team may stand anywhere');
		expect(desc).toContain('Fouling team players');
	});
});

describe('goalTeams', () => {
	it('the fouling team defends the goal the hitter attacks', () => {
		const s = computeSetup({ venue: 'field', penalty: '2' });
		expect(goalTeams(s)).toEqual([
			{ x: 0, team: 'fouling' },
			{ x: 300, team: 'fouled' }
		]);
		const p1 = computeSetup({ venue: 'field', penalty: '1' });
		expect(goalTeams(p1)[0]).toEqual({ x: 300, team: 'fouling' });
		expect(goalTeams(computeSetup({ venue: 'field', penalty: '9' }))).toEqual([]);
	});
});

describe('playArea', () => {
	it('holds the ball and every player, inside the venue', () => {
		for (const kind of ['field', 'arena'] as const) {
			const venue = getVenue(kind);
			for (const penalty of ['2', '5a']) {
				const s = computeSetup({ venue, penalty });
				const players = standardLineup(s);
				const a = playArea(s, players);
				for (const p of [s.ball!, ...players]) {
					expect(p.x).toBeGreaterThanOrEqual(a.minX);
					expect(p.x).toBeLessThanOrEqual(a.maxX);
					expect(p.y).toBeGreaterThanOrEqual(a.minY);
					expect(p.y).toBeLessThanOrEqual(a.maxY);
				}
				expect(a.minX).toBeGreaterThanOrEqual(venue.surround.minX);
				expect(a.maxY).toBeLessThanOrEqual(venue.surround.maxY);
			}
		}
	});
});

describe('describeSetup in three languages', () => {
	const setup = computeSetup({ venue: 'field', penalty: '5a', foul: { x: 40, y: 79 } });
	const players = standardLineup(setup);

	it('English is the geometry’s own wording, word for word', () => {
		const { title, desc } = describeSetup(setup, players, 'en', words);
		expect(title).toBe(`Outdoor field, 300 by 160 yd, boarded: ${setup.title}`);
		expect(desc.startsWith(`${setup.summary} The ball is at (40, 75) yd: x from the goal line of the goal the fouling team defends, y across the field from its centre line.`)).toBe(true);
		expect(desc).toContain(setup.adjustments[0]!.message);
		expect(desc).toContain(setup.warnings[0]!.message);
		expect(desc).toContain(`The fouling team: ${setup.zones[0]!.citations[0]!.ref}: `);
		expect(desc).toContain('Fouled team players: 1 (hitter) at (');
		expect(describeSetup(setup, players, 'en', words)).toEqual(describeSetup(setup, players, undefined, words));
		// Without the page's texts (a page that carries none), the zones give their references.
		expect(describeSetup(setup, players, 'en').desc).toContain(`The fouling team: ${setup.zones[0]!.citations[0]!.ref}.`);
	});

	it('French uses the rulebook’s terms and no English sentence', () => {
		const { title, desc } = describeSetup(setup, players, 'fr');
		expect(title).toBe("Terrain extérieur, 300 sur 160 yards, avec planches : Pénalité 5.a : à l'endroit de la faute");
		expect(desc).toContain("Un coup de pénalité à l'endroit de la faute");
		expect(desc).toContain("La balle est en (40 ; 75) yards : x depuis la ligne de but du but que défend l'équipe fautive");
		expect(desc).toContain('la balle est ramenée à 5 yd des planches');
		expect(desc).toContain("L'équipe fautive : Règle 37, Pénalité 5.a.");
		expect(desc).toContain("L'équipe ayant subi la faute peut se placer n'importe où.");
		expect(desc).toContain("Joueurs de l'équipe ayant subi la faute : 1 (frappeur) en (");
		expect(desc).toContain('la Règle 35 déconseille une Pénalité 5.a à moins de 60 yd');
		expect(diagramWords('fr').yd(30)).toBe('30\u202fyd');
		expect(diagramWords('fr').centreLine).toBe('ligne centrale');
		for (const english of [setup.summary, setup.adjustments[0]!.message, 'The ball', 'team players', 'may stand']) expect(desc).not.toContain(english);
	});

	it('Spanish uses the rulebook’s terms and no English sentence', () => {
		const { title, desc } = describeSetup(setup, players, 'es');
		expect(title).toBe('Cancha al aire libre, 300 por 160 yardas, con tablas: Penal 5.a: desde el lugar del foul');
		expect(desc).toContain('Un tiro penal desde el lugar del foul');
		expect(desc).toContain('La bocha está en (40; 75) yardas: x desde la línea de gol del arco que defiende el equipo infractor');
		expect(desc).toContain('El equipo infractor: Regla 37, Penal 5.a.');
		expect(desc).toContain('El equipo que sufrió el foul puede ubicarse en cualquier lugar.');
		expect(desc).toContain('Jugadores del equipo que sufrió el foul: 1 (ejecutante) en (');
		for (const english of [setup.summary, setup.adjustments[0]!.message, 'The ball', 'team players', 'may stand']) expect(desc).not.toContain(english);
	});

	it('the arena, its designated defender and decimals with a comma', () => {
		const s = computeSetup({ venue: 'arena', penalty: '2' });
		const ps = standardLineup(s);
		const fr = describeSetup(s, ps, 'fr');
		expect(fr.title).toBe('Arène, 100 sur 50 yards : Pénalité 2 : coup franc à 15 yards');
		expect(fr.desc).toContain('Le défenseur désigné : Règle 9 d\'arène, Pénalité 2.');
		expect(fr.desc).toContain('(défenseur désigné) en (');
		expect(fr.desc).toContain("y en travers de l'arène");
		const es = describeSetup(s, ps, 'es');
		expect(es.desc).toContain('El defensor designado: Regla 9 de arena, Penal 2.');
		expect(es.desc).toContain('(defensor designado) en (');
		const small = computeSetup({ venue: getVenue('arena', { preset: 'small' } as never), penalty: '5b' });
		expect(venueWords(small, 'en')).toMatch(/^Arena, \d+(\.\d)? by \d+(\.\d)? yd$/);
		expect(venueWords({ venue: { ...small.venue, length: 60.5, width: 22 } }, 'fr')).toBe('Arène, 60,5 sur 22 yards');
		expect(describeSetup(s, ps, 'en', words).desc).toContain('The designated defender: Arena Rule 9, Penalty 2: ');
	});

	it('every penalty and option has its summary translated', () => {
		const cases: [VenueKind | Venue, string, SetupOptions, Point?][] = [];
		for (const kind of ['field', 'arena'] as const) for (const id of penaltyIds(kind)) cases.push([kind, id, {}]);
		for (const original of ['2', '3', '4', '5a', '5b'] as const) for (const id of ['6a', '6b', '6c', '6d']) if ((id === '6c') === original.startsWith('5') || id === '6a' || id === '6d') cases.push(['arena', id, { original }]);
		cases.push(
			['field', '2', { from: 'spot' }],
			['field', '3', { defended: true }],
			[getVenue('field', { preset: 'unboarded' } as never), '5a', {}],
			['arena', '2', { alternativeRule9: true }, { x: 40, y: 5 }],
			['arena', '3', { alternativeRule9: true }, { x: 40, y: 5 }],
			['arena', '2', { from: 'spot' }, { x: 9, y: 6 }],
			['arena', '6c', { original: '5a' }, { x: 80, y: 5 }]
		);
		const missing: string[] = [];
		for (const [venue, id, options, foul] of cases) {
			const s = computeSetup({ venue, penalty: id, options, foul });
			for (const locale of ['fr', 'es'] as const) {
				const text = summaryIn(s, locale);
				if (!text || /\b(the|team|from)\b/.test(text)) missing.push(`${typeof venue === 'string' ? venue : venue.kind} ${id} ${JSON.stringify(options)} ${locale}: ${s.summary} -> ${text}`);
			}
		}
		expect(missing).toEqual([]);
		expect(summaryIn(computeSetup({ venue: 'field', penalty: '3', options: { defended: true } }), 'fr')).toContain('ligne des 40 yards');
		expect(summaryIn(computeSetup({ venue: 'arena', penalty: '6d', options: { original: '5a' } }), 'es')).toBe(
			'Una repetición del tiro desde el mismo lugar, alineada como el Penal 5.a original. Un tiro libre desde el lugar del foul (a por lo menos 25 yardas del arco y 5 yardas de la pared): ambos equipos en cualquier lugar, pero ningún jugador del equipo infractor a menos de 5 yardas de la bocha y nadie en la línea de la bocha a menos de 16 yardas.'
		);
	});

	it('the markings in words', () => {
		const s = computeSetup({ venue: 'field', penalty: '2' });
		expect(markingsWords(s, 'en')).toBe('30, 40 and 60-yard lines');
		expect(markingsWords(s, 'fr')).toBe('lignes des 30, 40 et 60 yards');
		expect(markingsWords(s, 'es')).toBe('líneas de 30, 40 y 60 yardas');
	});
});
