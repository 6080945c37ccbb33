/*
 * The clinic's readability measures (issue 14), shared by readability-clinic.spec.ts (the venues'
 * slides) and deck.spec.ts (a deck of one's own): what the audience sees of a slide's diagram in
 * CSS px from getBoundingClientRect, and the targets it is held to.
 */
import { overlap } from './boxes';
import { expect, type Page } from './fixtures';
import { covered } from './labels-measure';

export { overlap };

/**
 * The projector targets: least marker across, a number's digits, the ball (CSS px); `label`: the
 * least font of every text in the diagram (its labels, the foul's, the players' numbers), 1.875 %
 * of the screen's height, the share every other text of the slide is held to (clinic-fit.spec).
 */
export const PROJECTORS = [
	{ width: 1920, height: 1080, marker: 40, number: 20, ball: 16, label: 20.25 },
	{ width: 1280, height: 720, marker: 28, number: 13, ball: 11, label: 13.5 }
] as const;
/** A venue label's most, in player numbers' heights (issue 14). */
export const LABEL_MAX = 1.5;

/** Opens the clinic and waits until its slides are the URL's. */
export async function openDeck(page: Page, path: string) {
	await page.goto(path);
	await expect(page.locator('.deck[data-ready="true"]')).toBeVisible();
}

/** What the audience sees of the slide's diagram, in CSS px (the screen's). */
export async function measure(page: Page) {
	return page.evaluate(() => {
		const box = (el: Element) => {
			const r = el.getBoundingClientRect();
			return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
		};
		const canvas = document.createElement('canvas').getContext('2d')!;
		const svg = document.querySelector<SVGSVGElement>('[data-role="slide-diagram"] svg[data-venue]');
		if (!svg) return null;
		const players = [...svg.querySelectorAll<SVGGElement>('[data-role="player"]')].map((g) => {
			const t = g.querySelector<SVGTextElement>('text.number')!;
			const cs = getComputedStyle(t);
			// The digits' ink: the number's font at its size on screen (its box times the text's scale).
			const scale = t.getScreenCTM()!.a;
			canvas.font = `${cs.fontWeight} ${parseFloat(cs.fontSize) * scale}px ${cs.fontFamily}`;
			const ink = canvas.measureText(t.textContent ?? '');
			return {
				font: parseFloat(cs.fontSize) * scale,
				team: g.dataset.team!,
				colour: g.dataset.colour ?? '',
				number: g.dataset.number!,
				shape: box(g.querySelector('.shape')!),
				text: box(t),
				digits: ink.actualBoundingBoxAscent + ink.actualBoundingBoxDescent
			};
		});
		const ballEl = svg.querySelector('[data-role="ball"]');
		const ball = ballEl ? box(ballEl.querySelector('circle') ?? ballEl) : null;
		// Every other text in the drawing: the venue's labels, the lines', the foul's; its font on
		// screen: its size times the text's scale (a rotated label's too).
		const labels = [...svg.querySelectorAll<SVGTextElement>('text')]
			.filter((t) => !t.closest('[data-role="player"]') && t.getClientRects().length && getComputedStyle(t).display !== 'none' && getComputedStyle(t).visibility !== 'hidden' && (t.textContent ?? '').trim())
			.map((t) => {
				const m = t.getScreenCTM()!;
				return { text: (t.textContent ?? '').trim(), box: box(t), font: parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b) };
			});
		const vb = svg.viewBox.baseVal;
		const deck = document.querySelector('.deck')!;
		// Everything one presses or opens, shown (not in a closed dialog or menu).
		const controls = [...deck.querySelectorAll<HTMLElement>('button, a, select, input, summary, [role="slider"]')]
			.filter((el) => el.getClientRects().length && !el.closest('dialog:not([open])') && !el.closest('svg'))
			.map((el) => ({ what: `${el.tagName.toLowerCase()} ${el.dataset.role ?? el.getAttribute('aria-label') ?? el.textContent?.trim()}`, box: box(el) }));
		const title = document.querySelector('[data-role="slide-title"]');
		const venue = document.querySelector('[data-role="slide-venue"]');
		return {
			svg: box(svg),
			view: { x: vb.x, y: vb.y, w: vb.width, h: vb.height },
			players,
			ball,
			labels,
			controls,
			title: title ? box(title) : null,
			venue: venue ? box(venue) : null,
			legend: [...document.querySelectorAll('[data-role="legend"] li')].map((li) => ({ kind: (li as HTMLElement).dataset.kind!, text: li.textContent?.trim() ?? '', icon: !!li.querySelector('svg') }))
		};
	});
}
export type Measure = NonNullable<Awaited<ReturnType<typeof measure>>>;

export const round = (n: number) => Math.round(n * 10) / 10;

/** The least sizes on a slide: marker across, the digits' height, the number's box, the ball. */
export function least(s: Measure) {
	return {
		marker: Math.min(...s.players.map((p) => Math.min(p.shape.width, p.shape.height))),
		digits: Math.min(...s.players.map((p) => p.digits)),
		numberBox: Math.min(...s.players.map((p) => p.text.height)),
		ball: s.ball ? Math.min(s.ball.width, s.ball.height) : Infinity
	};
}

export function expectReadable(s: Measure, t: (typeof PROJECTORS)[number], where: string) {
	const l = least(s);
	expect(l.marker, `${where}: least marker across`).toBeGreaterThanOrEqual(t.marker);
	expect(l.digits, `${where}: least number's digits`).toBeGreaterThanOrEqual(t.number);
	expect(l.ball, `${where}: ball`).toBeGreaterThanOrEqual(t.ball);
	if (s.ball) for (const p of s.players) expect(overlap(s.ball, p.text), `${where}: the ball over ${p.team} ${p.number}'s number`).toBe(false);
	const numberH = Math.max(...s.players.map((p) => p.text.height));
	expect(s.labels.length, `${where}: the venue's labels measured`).toBeGreaterThan(0);
	for (const lb of s.labels) expect(Math.min(lb.box.width, lb.box.height), `${where}: label "${lb.text}" vs a number ${round(numberH)} px`).toBeLessThanOrEqual(LABEL_MAX * numberH + 0.5);
	return l;
}

export function expectLegend(s: Measure, where: string) {
	const kinds = s.legend.map((e) => e.kind);
	for (const team of new Set(s.players.map((p) => p.team))) {
		const e = s.legend.find((x) => x.kind === team);
		expect(e, `${where}: the ${team} team in the legend`).toBeDefined();
		expect(e!.icon, `${where}: the ${team} team's shape and colour`).toBe(true);
		expect(e!.text.length, `${where}: the ${team} team's name`).toBeGreaterThan(3);
	}
	if (s.ball) expect(kinds, `${where}: the ball in the legend`).toContain('ball');
	expect(kinds.some((k) => ['fouling-zone', 'fouled-zone', 'free', 'exclusion'].includes(k)), `${where}: the zones in the legend`).toBe(true);
	expect(kinds, `${where}: markers are symbols, not to scale`).toContain('symbols');
}

export function expectNothingOver(s: Measure, where: string) {
	expect(s.controls.length, `${where}: the deck's controls measured`).toBeGreaterThan(3);
	for (const c of s.controls) expect(overlap(c.box, s.svg, 0.5), `${where}: ${c.what} over the diagram`).toBe(false);
	if (s.title && s.venue) expect(overlap(s.title, s.venue), `${where}: the title runs into the venue's name`).toBe(false);
}


/**
 * The diagram's own texts read from the back of the room, and clear: every label's font and every
 * player's number at least `t.label` px, no two labels over each other, no label over a marker,
 * the ball or the foul cross (covered, labels-measure.ts). Returns the least label and number fonts.
 */
export async function expectLabelsReadable(page: Page, s: Measure, t: (typeof PROJECTORS)[number], where: string) {
	for (const lb of s.labels) expect(lb.font, `${where}: label "${lb.text}" font`).toBeGreaterThanOrEqual(t.label);
	for (const p of s.players) expect(p.font, `${where}: ${p.team} ${p.number}'s number font`).toBeGreaterThanOrEqual(t.label);
	expect(await covered(page.locator('[data-role="slide-diagram"] svg[data-venue]')), `${where}: what covers what`).toEqual([]);
	return { label: Math.min(...s.labels.map((l) => l.font)), number: Math.min(...s.players.map((p) => p.font)) };
}
