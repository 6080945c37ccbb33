/*
 * Each seed's title block (rule name, title line, summary line) and closing notice, in all three languages.
 * `fromSeed` says which language of each field is the seed's own text (word for word); the other two are
 * the site's translations.
 */
import type { Lang, RuleSet } from './types';

export type Trilingual = Record<Lang, string>;

export interface SeedMeta {
	/** the seed file name in ../shared/seeds */
	seedFile: string;
	title: Trilingual;
	subtitle: Trilingual;
	summary: Trilingual;
	notice: Trilingual;
	fromSeed: { title: Lang; subtitle: Lang; summary: Lang; notice: Lang };
}

export const seedMeta: Record<RuleSet, SeedMeta> = {
	rule37: {
		seedFile: '000_a1f0c772dc51f8a5.txt',
		title: {
			en: 'Rule 37 · USPA Rulebook 2026',
			fr: 'Règle 37 · USPA Rulebook 2026',
			es: 'Regla 37 · USPA Rulebook 2026'
		},
		subtitle: {
			en: 'Penalties',
			fr: 'Les pénalités',
			es: 'Los penales'
		},
		summary: {
			en: 'The ten USPA penalties, from a goal awarded to forfeiting the game, with where each ball is placed and where each team must stand.',
			fr: "Les dix pénalités de l'USPA, du but accordé à la perte du match par forfait, avec l'endroit où la balle est placée et la position que chaque équipe doit occuper.",
			es: 'Los diez penales de la USPA, desde el gol otorgado hasta la pérdida del partido, con el lugar donde se coloca la bocha y dónde debe ubicarse cada equipo.'
		},
		notice: {
			en: 'Translation for educational purposes. The original English text prevails.',
			fr: 'Traduction à but pédagogique. Le texte original en anglais prévaut.',
			es: 'Traducción con fines educativos. Prevalece el texto original en inglés.'
		},
		fromSeed: { title: 'fr', subtitle: 'fr', summary: 'en', notice: 'fr' }
	},
	rule35: {
		seedFile: '003_de229a7ba452acad.txt',
		title: {
			en: 'Rule 35 · USPA Rulebook 2026',
			fr: 'Règle 35 · USPA Rulebook 2026',
			es: 'Regla 35 · USPA Rulebook 2026'
		},
		subtitle: {
			en: 'Selection of penalty',
			fr: 'Choix de la pénalité',
			es: 'Elección del penal'
		},
		summary: {
			en: 'How umpires call fouls, which penalties fit which rules, and the principles for choosing among them.',
			fr: 'Comment les arbitres sifflent les fautes, quelles pénalités correspondent à quelles règles, et les principes qui guident le choix entre elles.',
			es: 'Cómo marcan los fouls los Umpires, qué penales corresponden a cada regla y los principios para elegir entre ellos.'
		},
		notice: {
			en: 'Translation for educational purposes. The original English text prevails.',
			fr: 'Traduction à but pédagogique. Le texte original en anglais prévaut.',
			es: 'Traducción con fines educativos. Prevalece el texto original en inglés.'
		},
		fromSeed: { title: 'es', subtitle: 'es', summary: 'en', notice: 'es' }
	},
	arena9: {
		seedFile: '004_1fde1d726f919eec.txt',
		title: {
			en: 'Rule 9 · USPA 2026 Arena Rules',
			fr: 'Règle 9 · USPA 2026 Arena Rules',
			es: 'Regla 9 · USPA 2026 Arena Rules'
		},
		subtitle: {
			en: 'Penalties',
			fr: 'Les pénalités',
			es: 'Los penales'
		},
		summary: {
			en: 'The nine arena penalties, from the awarded goal to forfeiture, where each is taken from and how penalty hits must be carried out.',
			fr: "Les neuf pénalités en arena, du but accordé à la perte du match par forfait : d'où chacune est tirée et comment les coups de pénalité doivent être exécutés.",
			es: 'Los nueve penales de arena, desde el gol otorgado hasta la pérdida del partido: desde dónde se ejecuta cada uno y cómo deben ejecutarse los tiros penales.'
		},
		notice: {
			en: 'Translation for educational purposes. The original English text prevails.',
			fr: 'Traduction à but pédagogique. Le texte original en anglais prévaut.',
			es: 'Traducción con fines educativos. Prevalece el texto original en inglés.'
		},
		fromSeed: { title: 'fr', subtitle: 'fr', summary: 'en', notice: 'fr' }
	}
};
