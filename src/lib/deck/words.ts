/*
 * A deck slide's words in the page's language: its title (the instructor's, else the scenario's
 * or the penalty's own) and what it shows.
 */
import { setupTitle } from '$lib/clinic/words';
import type { Setup } from '$lib/geometry';
import { penaltyTitle } from '$lib/i18n/penalties';
import type { Locale } from '$lib/paraglide/runtime';
import type { DeckSlide } from './types';

/** Scenario titles in one language, by scenario id (read on the server: src/lib/scenarios/text.server.ts). */
export type ScenarioTitles = Readonly<Record<string, string>>;

/**
 * The slide's title: the instructor's; else a scenario's own (where the page was given the titles)
 * or its penalty's; else the setup's title (options included), or the penalty's by id.
 */
export function slideTitle(slide: DeckSlide, locale: Locale, setup: Setup | null = null, scenarios: ScenarioTitles = {}): string {
	if (slide.title.trim()) return slide.title.trim();
	if (slide.scenario !== null && scenarios[slide.scenario]) return scenarios[slide.scenario]!;
	if (setup) return setupTitle(setup, locale);
	return slide.penalty ? penaltyTitle(slide.venue, slide.penalty, locale) : slide.scenario ?? '';
}
