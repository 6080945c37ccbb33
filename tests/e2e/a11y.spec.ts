/*
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA) on every page type, in the three languages and
 * the three themes, with no violation allowed; AAA contrast (color-contrast-enhanced) in the
 * high-contrast theme. Then the keyboard: every control of a page is reached with Tab, shows a
 * visible focus ring, and the diagrams are described in words.
 *
 * Languages: the French and Spanish pages live under /fr and /es, each checked like the English one.
 */
import { createRequire } from 'node:module';
import { expect, test, type Page } from './fixtures';

// Pages are slow to load while other builds and test runs share the machine.
test.describe.configure({ timeout: 90_000 });

// axe is injected as an inline script, which the site's Content-Security-Policy rightly blocks
// (csp.spec.ts tests the policy): these tests run with CSP bypassed.
// The service worker's first-visit caching of the whole site only slows the pages down here.
test.use({ bypassCSP: true, serviceWorkers: 'block' });

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One page of each type (path without the language prefix), and the status it should answer. */
const PAGES: { name: string; path: string; status?: number }[] = [
	{ name: 'home', path: '/' },
	{ name: 'field penalty with placement', path: '/field/5a' },
	{ name: 'field penalty without placement', path: '/field/9' },
	{ name: 'arena penalty', path: '/arena/2' },
	{ name: 'not found', path: '/field/99', status: 404 },
	{ name: 'Rule 35', path: '/rule-35' },
	{ name: 'scenarios', path: '/scenarios' },
	{ name: 'one scenario', path: '/scenarios/rule35-p5-examples-1' },
	{ name: 'drills', path: '/drills' },
	{ name: 'drill: spot the fault', path: '/drills/spot?seed=a11y&venue=field&penalty=2' },
	{ name: 'drill: set it up', path: '/drills/setup?seed=a11y&venue=arena&penalty=2' },
	{ name: 'clinic', path: '/clinic' },
	{ name: 'clinic notes', path: '/clinic/notes' },
	{ name: 'embed', path: '/embed/arena/4' },
	{ name: 'print sheets', path: '/print/field' }
];
const THEMES = ['light', 'dark', 'contrast'] as const;
const LANGUAGES = ['', '/fr', '/es'] as const;

function withQuery(path: string, query: string): string {
	return path + (path.includes('?') ? '&' : '?') + query;
}

interface AxeNode {
	target: string[];
	failureSummary?: string;
	html: string;
}
interface AxeViolation {
	id: string;
	impact: string | null;
	help: string;
	helpUrl: string;
	nodes: AxeNode[];
}

/** Runs axe in the page; `rules` limits it to those rules, else the WCAG A/AA tags. */
async function axe(page: Page, rules?: string[]): Promise<AxeViolation[]> {
	if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
	return page.evaluate(async (opts) => {
		// eslint-disable-next-line @typescript-eslint/no-explicit-any
		const axe = (window as any).axe;
		const r = await axe.run(document, { runOnly: opts.rules ? { type: 'rule', values: opts.rules } : { type: 'tag', values: opts.tags }, resultTypes: ['violations'] });
		return r.violations.map((v: AxeViolation) => ({
			id: v.id,
			impact: v.impact,
			help: v.help,
			helpUrl: v.helpUrl,
			nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary, html: n.html.slice(0, 200) }))
		}));
	}, { rules, tags: WCAG_AA });
}

/** The violations in words, one node per line, for the failure message. */
function readable(violations: AxeViolation[]): string {
	return violations
		.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n${v.nodes.map((n) => `  - ${n.target.join(' ')}\n    ${n.html}\n    ${(n.failureSummary ?? '').replace(/\n/g, '\n    ')}`).join('\n')}`)
		.join('\n\n');
}

/** Waits until the page has hydrated and applied its URL (components that say so set data-ready). */
async function settle(page: Page) {
	await page.waitForLoadState('networkidle');
	await expect(page.locator('[data-ready="false"]')).toHaveCount(0, { timeout: 15_000 });
	// Transitions and the first animation frame.
	await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

for (const prefix of LANGUAGES) {
	test.describe(`axe, ${prefix || 'English'}`, () => {
		for (const p of PAGES) {
			for (const theme of THEMES) {
				test(`${p.name} (${prefix}${p.path}), ${theme} theme`, async ({ page }) => {
					const res = await page.goto(withQuery(prefix + p.path, `theme=${theme}`));
					expect(res?.status(), 'HTTP status').toBe(p.status ?? 200);
					await settle(page);
					await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
					if (prefix) await expect(page.locator('html')).toHaveAttribute('lang', prefix.slice(1));
					const violations = await axe(page);
					expect(readable(violations), `axe WCAG A/AA violations on ${prefix}${p.path} (${theme})`).toBe('');
					if (theme === 'contrast') {
						const aaa = await axe(page, ['color-contrast-enhanced']);
						expect(readable(aaa), `AAA contrast violations on ${prefix}${p.path} (high contrast)`).toBe('');
					}
				});
			}
		}
	});
}

/** How an element and everything in it look (the styles a focus indicator changes). */
const LOOK = `(el) => [el, ...el.querySelectorAll('*')].map((n) => { const c = getComputedStyle(n); return [c.outlineStyle, c.outlineWidth, c.outlineColor, c.boxShadow, c.display, c.visibility, c.opacity, c.stroke, c.strokeWidth, c.fill, c.backgroundColor, c.borderColor, c.color, c.textDecorationLine].join('|'); }).join(';')`;

/**
 * What Tab reaches: every focusable control, in order, and whether focus shows (an outline, a
 * shadow, or a drawn focus ring such as an SVG player's): its look while focused is compared with
 * its look once blurred (blurring keeps the browser's place in the Tab order) and, where focus also
 * selected it (a selected player keeps its ring), with its look on the page loaded afresh.
 */
async function tabThrough(page: Page, path: string, max = 400) {
	const seen: { key: string; focused: string; blurred: string; label: string }[] = [];
	for (let i = 0; i < max; i++) {
		await page.keyboard.press('Tab');
		const f = await page.evaluate((lookSrc) => {
			const look = (0, eval)(lookSrc) as (el: Element) => string;
			const el = document.activeElement as HTMLElement | null;
			if (!el || el === document.body) return null;
			const path: string[] = [];
			for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) path.unshift(String(Array.prototype.indexOf.call(n.parentElement?.children ?? [], n)));
			const label = (el.getAttribute('aria-label') ?? el.getAttribute('data-role') ?? el.textContent ?? el.getAttribute('name') ?? el.tagName).trim().replace(/\s+/g, ' ').slice(0, 60);
			const focused = look(el);
			el.blur();
			return { key: path.join('/'), focused, blurred: look(el), label: `${el.tagName.toLowerCase()} "${label}"` };
		}, LOOK);
		if (!f) continue;
		if (seen.some((s) => s.key === f.key)) break;
		seen.push(f);
	}
	const doubtful = seen.filter((s) => s.focused === s.blurred);
	let fresh: (string | null)[] = [];
	if (doubtful.length) {
		await page.goto(path);
		await settle(page);
		fresh = await page.evaluate(
			([lookSrc, keys]) => {
				const look = (0, eval)(lookSrc as string) as (el: Element) => string;
				return (keys as string[]).map((k) => {
					let n: Element | undefined = document.body;
					for (const i of k.split('/')) n = n?.children[Number(i)];
					return n ? look(n) : null;
				});
			},
			[LOOK, doubtful.map((s) => s.key)] as const
		);
	}
	return seen.map((s) => {
		const j = doubtful.indexOf(s);
		return { label: s.label, visible: j < 0 || (fresh[j] !== null && fresh[j] !== s.focused) };
	});
}

/** Every enabled, visible control that Tab should reach. */
async function controls(page: Page) {
	return page.evaluate(() => {
		const sel = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
		return [...document.querySelectorAll<HTMLElement>(sel)]
			.filter((el) => {
				const r = el.getBoundingClientRect();
				const cs = getComputedStyle(el);
				// Off-screen until focused (the skip link) still counts; invisible or inside a closed <details> does not.
				return cs.visibility !== 'hidden' && cs.display !== 'none' && (r.width > 0 || r.height > 0 || el.matches('.skip, .visually-hidden')) && !el.closest('details:not([open]) > :not(summary)') && !el.closest('[inert], [aria-hidden="true"]');
			})
			.map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`);
	});
}

test.describe('keyboard and words', () => {
	for (const path of ['/', '/field/5a', '/arena/2', '/field/9', '/drills/spot?seed=a11y&venue=field&penalty=2', '/embed/arena/4']) {
		test(`${path}: Tab reaches every control, each with a visible focus ring`, async ({ page }) => {
			await page.goto(path);
			await settle(page);
			const reached = await tabThrough(page, path);
			const hidden = reached.filter((r) => !r.visible);
			expect(hidden.map((h) => h.label), 'focused without a visible focus ring').toEqual([]);
			const all = await controls(page);
			// Roving-tabindex groups (radio buttons) are one Tab stop; everything else is its own.
			expect(reached.length, `Tab stops (${reached.length}) vs controls (${all.length}):\n${reached.map((r) => r.label).join('\n')}`).toBeGreaterThanOrEqual(Math.min(all.length, 400) - (await page.locator('input[type="radio"]').count()));
		});
	}

	test('every diagram is described in words', async ({ page }) => {
		for (const path of ['/field/5a', '/arena/2', '/embed/arena/4', '/scenarios/rule35-p5-examples-1', '/drills/spot?seed=a11y&venue=field&penalty=2']) {
			await page.goto(path);
			await settle(page);
			const svgs = page.locator('svg[data-venue]');
			expect(await svgs.count(), `${path}: a diagram`).toBeGreaterThan(0);
			for (const svg of await svgs.all()) {
				const name = await svg.evaluate((el) => {
					const title = el.querySelector(':scope > title')?.textContent ?? '';
					const labelled = (el.getAttribute('aria-labelledby') ?? '')
						.split(/\s+/)
						.map((id) => document.getElementById(id)?.textContent ?? '')
						.join(' ');
					const desc = el.querySelector(':scope > desc')?.textContent ?? '';
					const described = (el.getAttribute('aria-describedby') ?? '')
						.split(/\s+/)
						.map((id) => document.getElementById(id)?.textContent ?? '')
						.join(' ');
					return { role: el.getAttribute('role'), name: `${el.getAttribute('aria-label') ?? ''} ${title} ${labelled}`.trim(), desc: `${desc} ${described}`.trim() };
				});
				// An image, or a labelled group where the diagram holds controls (movable players).
				expect(['img', 'group'], `${path}: the diagram is an image or a labelled group`).toContain(name.role);
				expect(name.name.length, `${path}: the diagram has a name`).toBeGreaterThan(3);
				expect(name.desc.length, `${path}: the diagram is described in words (${name.name})`).toBeGreaterThan(40);
			}
		}
	});

	test('colour is never the only signal: the teams differ in shape and are named in words', async ({ page }) => {
		for (const path of ['/field/5a', '/arena/2']) {
			await page.goto(path);
			await settle(page);
			const shapes = await page.locator('svg[data-venue] [data-role="player"]').evaluateAll((els) =>
				els.map((g) => ({ team: g.getAttribute('data-team'), shape: g.querySelector('.shape')?.tagName ?? '', text: g.querySelector('text')?.textContent ?? '', title: g.querySelector('title')?.textContent ?? '' }))
			);
			expect(shapes.length, `${path}: players drawn`).toBeGreaterThan(0);
			const shapeOf = (team: string) => new Set(shapes.filter((s) => s.team === team).map((s) => s.shape));
			const [fouling, fouled] = [shapeOf('fouling'), shapeOf('fouled')];
			expect([...fouling].filter((s) => fouled.has(s)), `${path}: a shape both teams use`).toEqual([]);
			for (const s of shapes) {
				expect(s.text.trim(), `${path}: every player shows its number`).not.toBe('');
				expect(s.title, `${path}: every player is named with its team`).toMatch(/fouling|fouled/i);
			}
		}
	});
});
