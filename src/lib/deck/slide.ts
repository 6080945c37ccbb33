/*
 * What a deck slide draws, worked out from the slide alone (pure): the query its PenaltyView
 * reads, the colours and names of its teams, and the slides a page adds ("Add to deck"). A
 * scenario's slide draws the penalty the scenario results in, with the scenario's own foul spot,
 * options and team names; anything the user changed comes after in `search` and wins.
 */
import { DEFAULT_COLOURS, type TeamColours } from '$lib/diagram/colours';
import { scenarioColours } from '$lib/scenarios/colours';
import { isPenaltyId, type Team } from '$lib/geometry';
import type { Locale } from '$lib/paraglide/runtime';
import { teamName } from '$lib/scenarios/names';
// The scenarios without their examples' texts: a deck never shows those, and they come with the rule sets.
import { scenarioFor, type Scenario } from '$lib/scenarios/list';
import { toSearch } from '$lib/url/state';
import { newKey } from './key';
import { penaltySlide, penaltySlides, slideSearch } from './penaltySlide';
import { DECK_LIMITS, type DeckSlide } from './types';

export { newKey, penaltySlide, penaltySlides, slideSearch };

/** The scenario a slide shows, if any (a shared deck may name one that does not exist: undefined). */
export function slideScenario(slide: Pick<DeckSlide, 'scenario'>): Scenario | undefined {
	return slide.scenario === null ? undefined : scenarioFor(slide.scenario);
}

/** The scenario's own query: its foul spot and options, as the penalty page writes them. */
export function scenarioSearch(s: Scenario): string {
	return toSearch({ foul: s.foul ?? null, ...(s.options ?? {}) });
}

/**
 * The query the slide's PenaltyView loads: a penalty's own; a scenario's foul and options, each
 * replaced by the user's where the slide's own query gives it.
 */
export function slideQuery(slide: DeckSlide): URLSearchParams {
	const own = new URLSearchParams(slide.search.startsWith('?') ? slide.search.slice(1) : slide.search);
	const s = slideScenario(slide);
	if (!s) return own;
	const q = new URLSearchParams(scenarioSearch(s).slice(1));
	for (const [k, v] of own) q.set(k, v);
	return q;
}

/** The colour each team is drawn in: a scenario's text may call the fouling team Blue. */
export function slideColours(slide: DeckSlide): TeamColours {
	const s = slideScenario(slide);
	return s ? scenarioColours(s.teams) : DEFAULT_COLOURS;
}

/** What the slide's words call each team where it is not its colour's name (a scenario's White); undefined: by colour. */
export function slideNames(slide: DeckSlide, locale: Locale): Partial<Record<Team, string>> | undefined {
	const s = slideScenario(slide);
	if (!s) return undefined;
	return { fouling: teamName(s.teams.fouling, locale), fouled: teamName(s.teams.fouled, locale) };
}

/** Whether the slide draws a setup (a penalty that places players); else it states what happens. */
export function slideDraws(slide: DeckSlide): boolean {
	return slide.penalty !== null && isPenaltyId(slide.venue, slide.penalty);
}

/** The slide "Add to deck" makes on a scenario page; undefined for an unknown scenario. */
export function scenarioSlide(id: string, search = '', key: string = newKey()): DeckSlide | undefined {
	const s = scenarioFor(id);
	if (!s) return undefined;
	return { key, venue: s.venue, penalty: s.penalty, scenario: s.id, search: slideSearch(search).slice(0, DECK_LIMITS.search), title: '', notes: '' };
}
