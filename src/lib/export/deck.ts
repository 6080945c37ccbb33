/*
 * A deck's slides (src/lib/deck DeckState) for its files (PowerPoint, ZIP of pictures): each slide
 * drawn off-screen by the deck's renderSlideSvg, in the slide's own state and team colours, and
 * worded as the deck words it: title, legend, source line, the rule sentence it is chiefly drawn
 * from, and speaker notes (the instructor's, then what the diagram shows and the rule's passages in
 * the deck's language). One slide at a time, removed once used. Browser only.
 */
import { resolve } from '$app/paths';
import { awardText, passageHeading, setupMessages, setupSummary } from '$lib/clinic/words';
import { venueWords } from '$lib/diagram/describe';
import { renderSlideSvg } from '$lib/deck/render';
import { slideColours, slideDraws } from '$lib/deck/slide';
import type { DeckSlide, DeckState } from '$lib/deck/types';
import type { ScenarioTitles } from '$lib/deck/words';
import type { Setup, VenueKind } from '$lib/geometry';
import { citationRef } from '$lib/i18n/format';
// The export is loaded when asked for: it may carry the sentences, which no page's first-use script does.
import { SENTENCES } from '$lib/geometry/sentences';
import type { CitationId } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import { passagesFor, text } from '$lib/rules';
import { DECK_DRAW, EXPORT_LABEL_PX, EXPORT_MARKER_PX } from './framing';
import { penaltyCitation, viewAnimation } from './fromView';
import type { ExportSlide } from './slide';


export interface DeckOptions {
	/** The language of the deck's words (titles, legend, notes). */
	locale: Locale;
	/** Scenario titles in `locale`, for scenario slides without a title of their own. */
	scenarioTitles?: ScenarioTitles;
}

export interface DeckSlideFile {
	slide: ExportSlide;
	/** A worked example's own page before its result: its words and situation diagram; null for a penalty slide. */
	example: ExportSlide | null;
	/** Removes the off-screen drawing. */
	dispose: () => void;
}

/** The page a slide was made from, absolute, in the deck's language. */
export function slideLink(slide: Pick<DeckSlide, 'venue' | 'penalty' | 'scenario' | 'search'>, locale: Locale): string {
	const root = new URL(resolve('/'), location.href).href;
	const lang = locale === 'en' ? '' : `${locale}/`;
	if (slide.scenario !== null) return `${root}${lang}scenarios/${encodeURIComponent(slide.scenario)}${slide.search}`;
	return `${root}${lang}${slide.venue}/${encodeURIComponent(slide.penalty ?? '')}${slide.search}`;
}

/** What the diagram shows, then the rule's passages (heading, text), in `locale`. */
export function setupNotes(setup: Setup, kind: VenueKind, locale: Locale): string {
	const parts = [setupSummary(setup, locale), ...(setup.award ? [awardText(setup, locale)] : []), ...setupMessages(setup, locale)];
	for (const p of passagesFor(kind, setup.penalty)) parts.push(`${passageHeading(p, kind, locale).text}\n${text(p, locale)}`);
	return parts.filter(Boolean).join('\n\n');
}

/** Slide `slide` of a deck drawn off-screen and worded for its files. */
export async function deckSlideFile(slide: DeckSlide, o: DeckOptions): Promise<DeckSlideFile> {
	const { locale } = o;
	const r = await renderSlideSvg(slide, { ...DECK_DRAW, locale, markerPx: EXPORT_MARKER_PX, labelPx: EXPORT_LABEL_PX, play: true, ...(o.scenarioTitles ? { scenarioTitles: o.scenarioTitles } : {}) });
	const draws = slideDraws(slide) && r.svg !== null;
	const setup = r.view.setup;
	// A penalty that places nobody is still the penalty of a rule sentence; a scenario ending in a card has none here.
	const cite = slide.penalty !== null ? penaltyCitation(setup) : null;
	const own = slide.notes.trim();
	const notes = draws ? [own, setupNotes(setup, slide.venue, locale)].filter(Boolean).join('\n\n') : own;
	const svg = r.svg;
	const out: ExportSlide = {
		kind: slide.venue,
		id: slide.penalty ?? slide.scenario ?? '',
		locale,
		title: r.title,
		subtitle: draws ? venueWords(setup, locale) : null,
		legend: r.legend,
		colours: slideColours(slide),
		source: { site: m.site_name({}, { locale }), rule: cite ? citationRef(cite, locale) : '', link: slideLink(slide, locale) },
		rule: cite ? SENTENCES[cite.id as CitationId] : null,
		notes: [notes, ...r.notices].filter(Boolean).join('\n\n'),
		statement: draws ? null : slide.penalty !== null ? setupSummary(setup, locale) : own || r.title,
		diagram: () => svg,
		animation: draws && setup.placement ? () => viewAnimation(r.view) : null
	};
	const ex = r.example;
	const example: ExportSlide | null = ex
		? {
				...out,
				id: slide.scenario ?? out.id,
				subtitle: m.scen_situation({}, { locale }),
				legend: [],
				source: { ...out.source, rule: '' },
				rule: null,
				notes: own || null,
				aside: ex.svg ? ex.text : null,
				statement: ex.svg ? null : ex.text || r.title,
				diagram: () => ex.svg,
				animation: null
			}
		: null;
	// After the example, the result is named as such (its own notes follow).
	if (example) {
		out.subtitle = out.subtitle ? `${m.scen_result_h({}, { locale })} · ${out.subtitle}` : m.scen_result_h({}, { locale });
		out.notes = [draws ? setupNotes(setup, slide.venue, locale) : '', ...r.notices].filter(Boolean).join('\n\n') || null;
	}
	return { slide: out, example, dispose: r.dispose };
}

/** The deck's slides one at a time, each disposed before the next is drawn; a worked example gives two (its words and situation, then its result). */
export async function eachDeckSlide(deck: DeckState, o: DeckOptions, use: (s: ExportSlide, i: number) => Promise<void>): Promise<void> {
	for (let i = 0; i < deck.slides.length; i++) {
		const f = await deckSlideFile(deck.slides[i]!, o);
		try {
			if (f.example) await use(f.example, i);
			await use(f.slide, i);
		} finally {
			f.dispose();
		}
	}
}
