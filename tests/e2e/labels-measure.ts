/*
 * What covers what on a diagram, and where the foul mark is, measured on the rendered page
 * (getBoundingClientRect of the glyphs and texts at the viewport the test runs at). Shared by
 * readability-penalty.spec.ts and readability-labels.spec.ts.
 */
import type { Locator } from '@playwright/test';

/** The most air between the foul cross and its label on screen, CSS px. */
export { FOUL_LABEL_GAP_PX } from '../../src/lib/diagram/labels';

/**
 * What covers a player on screen: the ball over a number, the foul cross or a text label over a
 * marker; and what covers a label: the ball, the foul cross or another label. Each as "what/whose"
 * (e.g. "ball/fouled 1", "\"15 yd\"/fouling 3", "\"centre\"/foul cross"), by the boxes drawn (more
 * than 2 px² shared). Players are [data-role="player"] (their .shape and .number) and a scenario's
 * [data-role="person"]; texts inside a player are its number.
 */
export async function covered(svg: Locator): Promise<string[]> {
	return svg.evaluate((svg) => {
		const shared = (a: DOMRect, b: DOMRect) =>
			Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
		const players = [...svg.querySelectorAll<SVGGElement>('[data-role="player"], [data-role="person"]')].map((p) => ({
			who: `${p.dataset.team} ${p.dataset.number ?? p.querySelector('title')?.textContent ?? ''}`.trim(),
			shape: p.querySelector('.shape')!.getBoundingClientRect(),
			number: p.querySelector('.number')?.getBoundingClientRect() ?? null
		}));
		const out: string[] = [];
		const ball = svg.querySelector('[data-role="ball"] .dot')?.getBoundingClientRect();
		const cross = svg.querySelector('[data-role="foul"] path')?.getBoundingClientRect();
		const labels = [...svg.querySelectorAll<SVGTextElement>('text')]
			.filter((t) => !t.closest('[data-role="player"]') && t.getBoundingClientRect().width > 0)
			.map((t) => ({ text: t.textContent!.trim(), box: t.getBoundingClientRect() }));
		for (const p of players) {
			if (ball && p.number && shared(ball, p.number) > 2) out.push(`ball/${p.who}`);
			if (cross && shared(cross, p.shape) > 2) out.push(`foul cross/${p.who}`);
			for (const t of labels) if (shared(t.box, p.shape) > 2) out.push(`"${t.text}"/${p.who}`);
		}
		labels.forEach((t, i) => {
			if (ball && shared(t.box, ball) > 2) out.push(`"${t.text}"/ball`);
			if (cross && shared(t.box, cross) > 2) out.push(`"${t.text}"/foul cross`);
			for (const u of labels.slice(i + 1)) if (shared(t.box, u.box) > 2) out.push(`"${t.text}"/"${u.text}"`);
		});
		return out;
	});
}

export interface FoulSeen {
	/** The cross's centre (its path's box, SVG user units of the root svg) and the foul spot mapped to them (x, -y). */
	centre: { x: number; y: number };
	spot: { x: number; y: number };
	/** CSS px per yard on screen. */
	pxPerYard: number;
	/** Air between the label's box and a box of the cross's size centred on the spot, CSS px; null: no label. */
	gap: number | null;
	/** The cross's box and the label's, CSS px (client). */
	cross: { left: number; top: number; width: number; height: number };
	label: string | null;
}

/** The foul mark of the diagram `svg` as drawn: the cross's centre against its spot, and its label's distance. */
export async function foulSeen(svg: Locator): Promise<FoulSeen> {
	return svg.evaluate((svg: SVGSVGElement) => {
		const foul = svg.querySelector<SVGGElement>('[data-role="foul"]')!;
		const path = foul.querySelector<SVGPathElement>('path')!;
		// The path's own box through its transform into the root svg's user units (the viewBox's).
		const toRoot = svg.getScreenCTM()!.inverse().multiply(path.getScreenCTM()!);
		const bb = path.getBBox();
		const c = new DOMPoint(bb.x + bb.width / 2, bb.y + bb.height / 2).matrixTransform(toRoot);
		const pxPerYard = svg.getScreenCTM()!.a;
		const spot = { x: Number(foul.dataset.x), y: -Number(foul.dataset.y) };
		const onScreen = new DOMPoint(spot.x, spot.y).matrixTransform(svg.getScreenCTM()!);
		const box = path.getBoundingClientRect();
		// The cross as it belongs: its size, centred on the spot.
		const want = { left: onScreen.x - box.width / 2, right: onScreen.x + box.width / 2, top: onScreen.y - box.height / 2, bottom: onScreen.y + box.height / 2 };
		const text = foul.querySelector('text');
		const l = text && text.getBoundingClientRect().width > 0 ? text.getBoundingClientRect() : null;
		const gap = l ? Math.hypot(Math.max(0, l.left - want.right, want.left - l.right), Math.max(0, l.top - want.bottom, want.top - l.bottom)) : null;
		return {
			centre: { x: c.x, y: c.y },
			spot,
			pxPerYard,
			gap,
			cross: { left: box.left, top: box.top, width: box.width, height: box.height },
			label: text?.textContent?.trim() ?? null
		};
	});
}

export interface CrossSeen {
	/** The players the cross is painted over (it comes after them), each "team label": the cross hides them. */
	over: string[];
	/** The player standing on the spot: the nearest whose marker holds the cross's centre; null: none. */
	onSpot: string | null;
	/** Whether something else is painted over that player at its centre. */
	hidden: boolean;
	/** How many of the cross's four arm ends are in sight (nothing painted over them); null: no cross. */
	arms: number | null;
}

/**
 * A situation diagram's foul cross against a scenario's players ([data-role="person"]), as painted:
 * whether the cross is drawn over a player it meets (hiding its colour and shape), whether the
 * player on the spot is in sight at its centre, and how many of the cross's arm ends show (2 px
 * inside each end of its path, the topmost element there). The diagram must be on screen (scrolled
 * into view).
 */
export async function crossSeen(svg: Locator): Promise<CrossSeen> {
	return svg.evaluate((svg) => {
		const cross = svg.querySelector<SVGPathElement>('[data-role="foul"] path');
		const out: CrossSeen = { over: [], onSpot: null, hidden: false, arms: null };
		if (!cross) return out;
		const c = cross.getBoundingClientRect();
		const meet = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
		const centre = { x: (c.left + c.right) / 2, y: (c.top + c.bottom) / 2 };
		let nearest = Infinity;
		for (const p of svg.querySelectorAll<SVGGElement>('[data-role="person"]')) {
			const who = `${p.dataset.team} ${p.querySelector('title')?.textContent ?? ''}`.trim();
			const s = p.querySelector('.shape')!.getBoundingClientRect();
			if (meet(c, s) && cross.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_PRECEDING) out.over.push(who);
			const mid = { x: (s.left + s.right) / 2, y: (s.top + s.bottom) / 2 };
			const d = Math.hypot(mid.x - centre.x, mid.y - centre.y);
			if (d < s.width / 2 && d < nearest) {
				nearest = d;
				out.onSpot = who;
				out.hidden = !p.contains(document.elementFromPoint(mid.x, mid.y));
			}
		}
		const ends = [
			[c.left + 2, c.top + 2],
			[c.right - 2, c.top + 2],
			[c.left + 2, c.bottom - 2],
			[c.right - 2, c.bottom - 2]
		];
		out.arms = ends.filter(([x, y]) => document.elementFromPoint(x!, y!) === cross).length;
		return out;
	});
}
