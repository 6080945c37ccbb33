/*
 * The ExportSlide of a diagram drawn from a PenaltyView (the penalty page, the embed, a clinic
 * slide): the page's own words, legend and animation, so that a file says what the page says.
 * Loaded with the exports, never on a first visit.
 */
import { resolve } from '$app/paths';
import { DEFAULT_COLOURS } from '$lib/diagram/colours';
import { venueWords } from '$lib/diagram/describe';
import type { Citation, Setup } from '$lib/geometry';
import { setupTitle } from '$lib/i18n/setupWords';
import { citationRef } from '$lib/i18n/format';
import { phaseLabel } from '$lib/animation/labels';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';
import { legendEntries } from '$lib/view/legend';
import type { PenaltyView } from '$lib/view/penalty.svelte';
import type { ExportAnimation, ExportSlide } from './slide';

/** The sentence a setup is chiefly cited by: its penalty's first (the rule it is the penalty of). */
export function penaltyCitation(setup: Pick<Setup, 'citations' | 'penalty'>): Citation | null {
	const own = setup.citations.filter((c) => c.rule === 'rule37' || c.rule === 'arena9');
	return own.find((c) => c.penalty === setup.penalty) ?? own[0] ?? null;
}

/** The page drawing this view's state, absolute (in its language). */
export function pageLink(view: Pick<PenaltyView, 'kind' | 'id' | 'locale' | 'search'>): string {
	const root = new URL(resolve('/'), location.href).href;
	const lang = view.locale === 'en' ? '' : `${view.locale}/`;
	return `${root}${lang}${view.kind}/${encodeURIComponent(view.id)}${view.search}`;
}

/** The animation of `view` with each phase worded as the page's caption words it (AnimationCaption). */
export async function viewAnimation(view: PenaltyView): Promise<ExportAnimation> {
	const lo = { locale: view.locale };
	const mod = await view.animation.load();
	if (!mod) throw new Error(m.xp_anim_offline({}, lo));
	const frames = view.animation.frames;
	if (!frames) throw new Error(m.xp_anim_start({}, lo));
	const text = await import('$lib/animation/text');
	const setup = view.setup;
	const locale: Locale = view.locale;
	return {
		frames,
		phases: frames.phases.map((p) => ({ label: phaseLabel(p, locale), caption: text.phaseCaption(setup, frames, p, locale), start: p.start, end: p.end }))
	};
}

/** The slide of a diagram drawn from `view`, whose <svg> `svg` gives. */
export function slideFromView(view: PenaltyView, svg: () => SVGSVGElement | null): ExportSlide {
	const { setup, locale } = view;
	const lo = { locale };
	const cite = penaltyCitation(setup);
	return {
		kind: view.kind,
		id: view.id,
		locale,
		title: setupTitle(setup, locale),
		subtitle: venueWords(setup, locale),
		legend: legendEntries(setup, view.players, locale, { showFoul: view.foulShown }),
		colours: DEFAULT_COLOURS,
		source: { site: m.site_name({}, lo), rule: cite ? citationRef(cite, locale) : '', link: pageLink(view) },
		diagram: svg,
		animation: setup.placement ? () => viewAnimation(view) : null
	};
}
