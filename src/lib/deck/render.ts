/*
 * A deck slide's diagram drawn off-screen, for the exports (PPTX, ZIP of PNGs, handout, video):
 * SlideDiagram mounted into a host outside the viewport but in the document, so that the page's
 * styles apply (serialize.ts inlines them from getComputedStyle). Browser only.
 *
 *   const r = await renderSlideSvg(slide, { width: 1920, height: 1080, locale: 'fr' });
 *   ... serialize r.svg, draw r.legend beside it ...
 *   r.dispose();
 */
import { flushSync, mount, unmount } from 'svelte';
import { legendEntries, type LegendEntry } from '$lib/view/legend';
import type { Locale } from '$lib/paraglide/runtime';
import type { PenaltyView } from '$lib/view/penalty.svelte';
import type { Setup } from '$lib/geometry';
import { exampleText } from '$lib/scenarios/exampleText';
import { hasSituation } from '$lib/scenarios/situation';
import SituationDiagram from '$lib/scenarios/SituationDiagram.svelte';
import { slideColours, slideNames, slideScenario } from './slide';
import SlideDiagram from './SlideDiagram.svelte';
import type { DeckSlide } from './types';
import { slideTitle, type ScenarioTitles } from './words';

export interface RenderOptions {
	/** The picture's size, CSS px: the diagram keeps its venue's proportions within it. */
	width: number;
	height: number;
	/** The language of the diagram's words, the legend and the title. */
	locale: Locale;
	/** The theme whose colours the picture takes (data-theme); default the page's. */
	theme?: 'light' | 'dark' | 'contrast';
	/** A player marker's radius, CSS px; default the diagram's for its width. */
	markerPx?: number;
	/** The labels' font size, CSS px; default the diagram's for its width. */
	labelPx?: number;
	/** Frame the play ("Zoom on the play") unless the slide names a view of its own (the files' framing). */
	play?: boolean;
	/** Scenario titles in `locale`, for a scenario slide without a title of its own. */
	scenarioTitles?: ScenarioTitles;
}

export interface RenderedSlide {
	/** The diagram's <svg>, live in the off-screen host until dispose(); null for a slide that places no one. */
	svg: SVGSVGElement | null;
	/** The slide's title in `locale`. */
	title: string;
	/** The slide's legend entries (the marks this setup uses, in `locale`). */
	legend: LegendEntry[];
	/** A worked example's own words and situation diagram (live until dispose()); null for a penalty slide. */
	example: { text: string; svg: SVGSVGElement | null } | null;
	/** Why part of the slide's query was not drawn (a shared deck's bad value), in `locale`. */
	notices: string[];
	/** The slide's state as drawn (its setup, and its animation for a video); live until dispose(). */
	view: PenaltyView;
	/** Unmounts the diagram and removes the host. */
	dispose: () => void;
}

/** Two animation frames: the diagram measures its width (ResizeObserver) and lays out again. */
const settle = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

export async function renderSlideSvg(slide: DeckSlide, o: RenderOptions): Promise<RenderedSlide> {
	const host = document.createElement('div');
	host.setAttribute('aria-hidden', 'true');
	host.dataset.role = 'slide-render';
	if (o.theme) host.dataset.theme = o.theme;
	host.style.cssText = `position:fixed;left:-100000px;top:0;width:${o.width}px;height:${o.height}px;overflow:hidden;pointer-events:none;`;
	document.body.append(host);
	const app = mount(SlideDiagram, { target: host, props: { slide, locale: o.locale, width: o.width, height: o.height, markerPx: o.markerPx ?? null, labelPx: o.labelPx ?? null, play: o.play ?? false } });
	const scenario = slideScenario(slide);
	const title = (setup: Setup | null) => slideTitle(slide, o.locale, setup, o.scenarioTitles);
	// A worked example's situation, drawn at the same size beside it (a host of its own: the picture is the <svg> alone).
	const aside = scenario && hasSituation(scenario) ? document.createElement('div') : null;
	if (aside) {
		aside.style.cssText = `width:${o.width}px;height:${o.height}px;`;
		host.append(aside);
	}
	const situation = scenario && aside ? mount(SituationDiagram, { target: aside, props: { scenario, locale: o.locale, title: title(null), markerPx: o.markerPx ?? null, labelPx: o.labelPx ?? null, initialWidth: o.width, maxHeight: `${o.height}px` } }) : null;
	const text = scenario ? await exampleText(scenario, o.locale) : '';
	flushSync();
	await settle();
	flushSync();
	const info = app.info();
	const names = slideNames(slide, o.locale);
	const drawn = slide.penalty !== null && info.setup.placement;
	const legend = drawn ? legendEntries(info.setup, info.players, o.locale, { showFoul: info.showFoul, colours: slideColours(slide), ...(names ? { names } : {}) }) : [];
	let disposed = false;
	return {
		svg: host.querySelector<SVGSVGElement>('.slide-diagram svg[data-venue]'),
		example: scenario ? { text, svg: aside?.querySelector<SVGSVGElement>('svg[data-venue]') ?? null } : null,
		title: title(slide.penalty !== null ? info.setup : null),
		legend,
		notices: info.notices,
		view: info.view,
		dispose: () => {
			if (disposed) return;
			disposed = true;
			void unmount(app);
			if (situation) void unmount(situation);
			host.remove();
		}
	};
}
