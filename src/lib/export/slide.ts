/*
 * What an export needs to know of a diagram, whoever draws it (the penalty page, an embed, a clinic
 * slide, a deck slide rendered off-screen): the words around the picture (title, subtitle, legend,
 * source line, the rule sentence and speaker notes for a deck), the diagram's <svg> as drawn, and
 * the animation's timeline with its captions worded once, as the page's caption words them.
 * Types and one pure helper; building one is fromView.ts's.
 */
import type { Frames } from '$lib/animation';
import type { TeamColours } from '$lib/diagram/colours';
import type { VenueKind } from '$lib/geometry';
import type { Locale } from '$lib/paraglide/runtime';
import type { LegendEntry } from '$lib/view/legend';

export interface SourceLine {
	/** The site's name. */
	site: string;
	/** The rule drawn: 'Rule 37, Penalty 5.a'. */
	rule: string;
	/** The page that draws this diagram in this state, absolute. */
	link: string;
}

/** One phase of the animation as the exports word it: the strip's label and the caption under it. */
export interface PhaseWords {
	label: string;
	caption: string;
	/** Seconds. */
	start: number;
	end: number;
}

export interface ExportAnimation {
	frames: Frames;
	/** frames.phases in words (same order). */
	phases: PhaseWords[];
}

export interface ExportSlide {
	kind: VenueKind;
	id: string;
	locale: Locale;
	title: string;
	subtitle: string | null;
	legend: LegendEntry[];
	/** The colour each team is drawn in (the legend's icons follow it). */
	colours: TeamColours;
	source: SourceLine;
	/** The rule sentence behind the slide (a deck slide's), English original. */
	rule?: string | null;
	/** Speaker notes (a deck slide's). */
	notes?: string | null;
	/** Words beside the diagram instead of a legend (a worked example's own text); null: the legend. */
	aside?: string | null;
	/** What the slide says instead of a diagram, for a penalty that places nobody; null: the diagram. */
	statement?: string | null;
	/** The diagram's <svg> as drawn now, in the document (its styles are read); null: none. */
	diagram: () => SVGSVGElement | null | Promise<SVGSVGElement | null>;
	/**
	 * The animation, loaded if need be; absent: the slide has none (nothing placed). Rejects with an
	 * Error whose message says why there is none (offline, or positions it cannot start from).
	 */
	animation?: (() => Promise<ExportAnimation>) | null;
}

/** 'Polo penalties · Rule 37, Penalty 5.a · https://…': the source line under every picture. */
export function sourceText(s: SourceLine): string {
	return [s.site, s.rule, s.link].filter(Boolean).join(' · ');
}
