/*
 * The words that go with a drawn setup: the SVG <title> and <desc>, the venue and its markings. Pure.
 * (Which team defends which goal and where the play is are framing.ts: a diagram drawn without its
 * words, as the embed's first use, does not load these.)
 *
 * In the page's language (`locale`, default getLocale()). English is the geometry's own wording,
 * word for word. French and Spanish say the same from the setup's data: the title, summary,
 * adjustments and warnings as the penalty page words them (src/lib/i18n/setupWords.ts), the rule
 * references, the ball and players in numbers. The rule sentences themselves are not quoted there: the rule text in
 * three languages is the penalty page's to show, and would weigh on every page that draws a diagram.
 */
import type { Point, Setup } from '$lib/geometry';
import type { CitationWords } from '$lib/i18n/citationTexts';
import { semicolons } from '$lib/i18n/format';
import { setupTitle, setupSummary, adjustmentWords, warningWords } from '$lib/i18n/setupWords';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import type { PlayerMark } from './types';
import { diagramWords, type DiagramWords } from './words';

const atIn = (w: DiagramWords, p: Point) => m.dg_at({ x: w.dec(p.x), y: w.dec(p.y) }, { locale: w.locale });

/** 'Outdoor field, 300 by 160 yd, boarded', 'Arène, 100 sur 50 yards'. */
export function venueWords(setup: Pick<Setup, 'venue'>, locale?: Locale): string {
	const w = diagramWords(locale);
	const v = setup.venue;
	const size = { length: w.dec(v.length), width: w.dec(v.width) };
	const o = { locale: w.locale };
	if (v.kind === 'field') return v.boarded ? m.dg_venue_field_boarded(size, o) : m.dg_venue_field_unboarded(size, o);
	return m.dg_venue_arena(size, o);
}

/**
 * The setup's summary in `locale`: the geometry's in English; elsewhere as the penalty page words it
 * for the setup's options (src/lib/i18n/setupWords.ts).
 */
export function summaryIn(setup: Setup, locale: Locale): string {
	return setupSummary(setup, locale);
}

/** The words of a drawn setup: its SVG <title> and <desc>. */
export interface Described {
	title: string;
	desc: string;
}

/**
 * The SVG <title> and <desc>: the setup in words, in `locale` (default: the page's language). In
 * English each zone says its sentences (or their readings) where the page has their texts (`words`,
 * from its prerendered data: src/lib/i18n/citationTexts.ts); otherwise, and in other languages, their references.
 */
export function describeSetup(setup: Setup, players: readonly PlayerMark[] = [], locale?: Locale, words?: CitationWords): Described {
	const w = diagramWords(locale);
	const o = { locale: w.locale };
	const en = w.locale === 'en';
	const title = w.colon(venueWords(setup, w.locale), setupTitle(setup, w.locale));
	const parts: string[] = [summaryIn(setup, w.locale)];
	if (setup.ball) {
		// x runs from the goal line of the goal the team not hitting defends.
		const defends = setup.hitter === 'fouling' ? 'fouled' : 'fouling';
		const at = atIn(w, setup.ball);
		const sentence =
			setup.venue.kind === 'field'
				? defends === 'fouling'
					? m.dg_ball_field_fouling({ at }, o)
					: m.dg_ball_field_fouled({ at }, o)
				: defends === 'fouling'
					? m.dg_ball_arena_fouling({ at }, o)
					: m.dg_ball_arena_fouled({ at }, o);
		parts.push(sentence);
	}
	for (const a of setup.adjustments) parts.push(adjustmentWords(setup, a, w.locale));
	for (const z of setup.zones) {
		const who = z.role === 'designated-defender' ? m.dg_who_dd({}, o) : z.team === 'fouling' ? m.dg_who_fouling({}, o) : m.dg_who_fouled({}, o);
		if (z.unrestricted) parts.push(m.dg_anywhere({ who }, o));
		else {
			const said = en && words ? z.citations.map((c) => ({ ref: c.ref, text: words.reading(c) ?? words.sentence(c) })) : [];
			if (said.length && said.every((s) => s.text)) parts.push(w.colon(who, said.map((s) => w.colon(s.ref, s.text)).join(' ')));
			else parts.push(w.colon(who, [...new Set(z.citations.map((c) => w.ref(c)))].join(', ') + '.'));
		}
	}
	if (players.length) {
		for (const team of ['fouling', 'fouled'] as const) {
			const items = players
				.filter((p) => p.team === team)
				.map((p) => {
					const role = p.role === 'hitter' ? m.dg_role_hitter({}, o) : p.role === 'designated-defender' ? m.dg_role_dd({}, o) : '';
					return m.dg_player_item({ who: role ? `${p.number} ${role}` : String(p.number), at: atIn(w, p) }, o);
				});
			if (items.length) parts.push(team === 'fouling' ? m.dg_players_fouling({ list: semicolons(items, w.locale) }, o) : m.dg_players_fouled({ list: semicolons(items, w.locale) }, o));
		}
	}
	for (const x of setup.warnings) parts.push(warningWords(setup, x, w.locale));
	return { title, desc: parts.filter(Boolean).join(' ') };
}

/** The rule a venue's penalties come from, as its citations name it: 'Rule 37', 'Arena Rule 9'. */
export function ruleName(kind: 'field' | 'arena', citations: { ref: string }): string {
	return citations.ref.split(',')[0] ?? (kind === 'field' ? 'the outdoor rules' : 'the arena rules');
}

/** The lines (field) or penalty spots (arena) of a venue, in words: '30, 40 and 60-yard lines'. */
export function markingsWords(setup: Pick<Setup, 'venue'>, locale?: Locale): string {
	const w = diagramWords(locale);
	const spec = setup.venue.spec;
	const join = (ds: readonly number[]) =>
		w.locale !== 'en'
			? new Intl.ListFormat(w.locale, { type: 'conjunction' }).format(ds.map(w.dec))
			: ds.length > 1
				? `${ds.slice(0, -1).join(', ')} and ${ds[ds.length - 1]}`
				: `${ds[0] ?? ''}`;
	const o = { locale: w.locale };
	return spec.kind === 'field' ? m.dg_markings_lines({ list: join(spec.lineDistances) }, o) : m.dg_markings_spots({ list: join(spec.spotDistances) }, o);
}
