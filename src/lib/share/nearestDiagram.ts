/*
 * The diagram a control under it belongs to, found from the control itself, so that a row of tools
 * needs only the view it acts on (not a getter of the page's <svg> handed down through every
 * component): the first drawn diagram in the nearest enclosing element that holds one.
 */

/** The <svg data-venue> nearest around `el` (its closest ancestor holding one; the first there), or null. */
export function nearestDiagram(el: Element | null | undefined): SVGSVGElement | null {
	for (let at = el?.parentElement; at; at = at.parentElement) {
		const svg = at.querySelector<SVGSVGElement>('svg[data-venue]');
		if (svg) return svg;
	}
	return null;
}
