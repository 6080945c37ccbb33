import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitInside, frameBoxes, frameLayout, type Box, type FrameText, type TextBlock } from './layout';
import type { Measure } from './wrap';

const measure: Measure = (t, size, weight) => t.length * size * (weight >= 700 ? 0.58 : 0.52);
const SIZES = [
	[1920, 1080],
	[1280, 720],
	[3840, 2160],
	[960, 540]
] as const;

const inside = (a: Box, b: Box) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.width <= b.x + b.width + 0.5 && a.y + a.height <= b.y + b.height + 0.5;
const apart = (a: Box, b: Box) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
const blockBox = (t: TextBlock): Box => ({ x: t.x, y: t.y, width: t.width, height: t.lines.length * t.lineHeight });

const TEXT: FrameText = {
	title: 'Penalty 5.a: free hit from the spot',
	subtitle: 'Outdoor field, 300 by 160 yd, boarded',
	legend: [
		{ kind: 'fouling', text: 'Fouling team (diamonds): Red' },
		{ kind: 'fouled', text: 'Fouled team (circles): Blue' },
		{ kind: 'fouling-zone', text: 'Where the fouling team may stand' },
		{ kind: 'ball', text: 'Ball' },
		{ kind: 'symbols', text: 'Players and ball are symbols, not to scale; the ground and every distance are to scale' }
	],
	source: 'Polo penalties · Rule 37, Penalty 5.a · https://polo.example/field/5a?foul=110,78',
	phases: [
		{ label: 'The foul', caption: 'Red fouls Blue 40 yd from the goal.', start: 0, end: 2 },
		{ label: 'The whistle', caption: 'Whistle: Penalty 5.a.', start: 2, end: 3.5 },
		{ label: 'The line-up', caption: 'A free hit from the spot: the fouling team at least 30 yd from the ball, the fouled team anywhere, the hitter at the ball. '.repeat(2), start: 3.5, end: 8 },
		{ label: 'Play', caption: '“Play”: Blue 1 hits toward the goal.', start: 8, end: 12 }
	]
};

describe('frameBoxes', () => {
	it.each(SIZES.flatMap(([w, h]) => [true, false].flatMap((caption) => [true, false].map((chrome) => [w, h, caption, chrome] as const))))(
		'%i x %i (caption %s, chrome %s): every box inside the frame, none over another',
		(w, h, caption, chrome) => {
			const b = frameBoxes(w, h, { caption, chrome });
			const frame = { x: 0, y: 0, width: w, height: h };
			const boxes = [b.title, b.diagram, b.legend, b.caption, b.source].filter((x): x is Box => !!x);
			expect(boxes).toHaveLength(1 + (caption ? 1 : 0) + (chrome ? 3 : 0));
			for (const x of boxes) expect(inside(x, frame)).toBe(true);
			for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(apart(boxes[i]!, boxes[j]!)).toBe(true);
		}
	);
	it('puts the caption band under the diagram, never across it', () => {
		const b = frameBoxes(1920, 1080, { caption: true });
		expect(b.caption!.y).toBeGreaterThanOrEqual(b.diagram.y + b.diagram.height);
		expect(b.caption!.x).toBe(b.diagram.x);
		expect(b.caption!.width).toBe(b.diagram.width);
	});
	it('scales with the frame: 4K is twice Full HD', () => {
		const a = frameBoxes(1920, 1080, { caption: true });
		const b = frameBoxes(3840, 2160, { caption: true });
		expect(Math.abs(b.diagram.width - 2 * a.diagram.width)).toBeLessThanOrEqual(2);
		expect(Math.abs(b.caption!.height - 2 * a.caption!.height)).toBeLessThanOrEqual(2);
	});
});

describe('fitInside', () => {
	it.each([
		[2, { x: 0, y: 0, width: 1000, height: 300 }, { x: 200, y: 0, width: 600, height: 300 }],
		[2, { x: 10, y: 10, width: 400, height: 400 }, { x: 10, y: 110, width: 400, height: 200 }],
		[0, { x: 0, y: 0, width: 10, height: 10 }, { x: 0, y: 0, width: 10, height: 10 }]
	])('aspect %d in %o', (aspect, area, want) => {
		expect(fitInside(aspect, area)).toEqual(want);
	});
});

describe('frameLayout', () => {
	it.each(SIZES)('%i x %i: every text block inside its box, the diagram inside its own', (w, h) => {
		const l = frameLayout(w, h, 1.9, TEXT, measure);
		expect(inside(l.diagram, l.boxes.diagram)).toBe(true);
		expect(inside(blockBox(l.title!), l.boxes.title!)).toBe(true);
		expect(inside(blockBox(l.subtitle!), l.boxes.title!)).toBe(true);
		expect(inside(blockBox(l.source!), l.boxes.source!)).toBe(true);
		for (const it of l.legend) {
			expect(inside(blockBox(it.text), l.boxes.legend!)).toBe(true);
			expect(inside(it.icon, l.boxes.legend!)).toBe(true);
		}
		const c = l.caption!;
		expect(c.captions).toHaveLength(4);
		for (const t of c.captions) expect(inside(blockBox(t), c.band)).toBe(true);
		for (const p of c.phases) expect(inside(blockBox(p.text), c.band)).toBe(true);
		// One size for every caption.
		expect(new Set(c.captions.map((t) => t.size)).size).toBe(1);
		expect(c.captions[2]!.lines.join(' ')).toBe(TEXT.phases![2]!.caption.trim());
	});

	it('words each caption once, in its own band, and the phase names once, in the strip', () => {
		const l = frameLayout(1920, 1080, 1.9, TEXT, measure);
		const c = l.caption!;
		expect(c.phases.map((p) => p.text.lines.join(' '))).toEqual(TEXT.phases!.map((p) => p.label));
		// The caption is the animation's words as given: no label put before it ('The whistle: Whistle: ...').
		for (const [i, t] of c.captions.entries()) expect(t.lines.join(' ')).toBe(TEXT.phases![i]!.caption.trim());
	});

	it('a bare frame is the diagram and its band alone', () => {
		const l = frameLayout(1280, 720, 1.9, TEXT, measure, { chrome: false });
		expect(l.title).toBeNull();
		expect(l.source).toBeNull();
		expect(l.legend).toEqual([]);
		expect(l.caption).not.toBeNull();
	});

	it('never sets text wider than its box, whatever the words', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 300 }), fc.array(fc.string({ minLength: 1, maxLength: 120 }), { minLength: 1, maxLength: 16 }), (title, legend) => {
				const l = frameLayout(1920, 1080, 1.8, { title, subtitle: title, legend: legend.map((text, i) => ({ kind: String(i), text })), source: title }, measure);
				for (const t of [l.title, l.subtitle, l.source, ...l.legend.map((x) => x.text)].filter((x) => x !== null)) {
					for (const line of t.lines) expect(measure(line, t.size, t.weight)).toBeLessThanOrEqual(1920);
					expect(Number.isFinite(t.size) && t.size > 0).toBe(true);
				}
			}),
			{ numRuns: 60 }
		);
	});
});
