/*
 * The penalty page's checker, legend, settings and rule panels and the diagram's tools, as
 * Deferred.svelte takes them (island/part.ts). Here they are at hand; an island has panels.island.ts
 * in this module's place, which loads each when the user reaches for it (docs/island-entry.md).
 */
import { atHand } from '$lib/island/part';
import CheckerPanel from './CheckerPanel.svelte';
import FoulPanel from './FoulPanel.svelte';
import Legend from '$lib/view/Legend.svelte';
import OptionsPanel from './OptionsPanel.svelte';
import RulePanel from './RulePanel.svelte';
import Tools from './Tools.svelte';
import VenueSizePanel from './VenueSizePanel.svelte';

export const PANELS = {
	checker: atHand(CheckerPanel),
	foul: atHand(FoulPanel),
	legend: atHand(Legend),
	options: atHand(OptionsPanel),
	size: atHand(VenueSizePanel),
	rule: atHand(RulePanel),
	tools: atHand(Tools)
};
