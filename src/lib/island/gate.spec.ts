import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FakeElement, FakeWindow } from './fakeWindow';
import { compactScript, START_TYPE } from './page';
import { FAILED_EVENT, PRESSED_ATTRIBUTE, READY_EVENT } from './ready';

const SOURCE = readFileSync(new URL('./gate.js', import.meta.url), 'utf8');
/** The gate as pages ship it. */
const GATE = compactScript(SOURCE);

/**
 * A page as prerendered: SvelteKit's start-up script inert at the end of the body, a diagram (an
 * svg at 10 client px per yard, from (100, 50)) and a button; the gate run in it (the parser being
 * past the body unless `loading`).
 */
function page(search = '', loading = false) {
	const win = new FakeWindow(search);
	const doc = win.document;
	doc.readyState = loading ? 'loading' : 'complete';
	new Function('window', GATE)(win);
	const main = doc.body.appendChild(new FakeElement('main'));
	const stage = main.appendChild(new FakeElement('section', { class: 'stage' }));
	const holder = stage.appendChild(new FakeElement('div'));
	const svg = holder.appendChild(new FakeElement('svg', { 'data-venue': 'field' }));
	svg.box = { width: 600, height: 300 };
	svg.ctm = { a: 10, b: 0, c: 0, d: 10, e: 100, f: 50 };
	const zone = svg.appendChild(new FakeElement('path'));
	const button = main.appendChild(new FakeElement('button'));
	const link = main.appendChild(new FakeElement('a', { href: '/field/2' }));
	const notice = doc.body.appendChild(new FakeElement('p', { 'data-role': 'start-failed', hidden: '' }));
	const kit = doc.body.appendChild(new FakeElement('script', { type: START_TYPE, 'data-preload': 'a.js b.js' }));
	kit.textContent = '{ kit.start(app, element); }';
	/** The page's code says it is ready; the gate acts after the current task. */
	const ready = () => {
		doc.dispatchEvent(new win.Event(READY_EVENT));
		win.tick();
	};
	return { win, doc, html: doc.documentElement, stage, holder, svg, zone, button, link, notice, ready };
}

describe('the gate', () => {
	it('is the same script once compacted, and names the events ready.ts sends', () => {
		expect(() => new Function('window', GATE)).not.toThrow();
		expect(GATE).not.toMatch(/^\s*\/\//m);
		expect(GATE.length).toBeLessThan(SOURCE.length * 0.7);
		expect(GATE).toContain(`'${READY_EVENT}'`);
		expect(GATE).toContain(`'${PRESSED_ATTRIBUTE}'`);
		expect(GATE).toContain(`'${FAILED_EVENT}'`);
		expect(GATE).toContain(`script[type="${START_TYPE}"]`);
	});

	it('starts SvelteKit on the first intent, before idle time: a copy of its script in its place, its modules preloaded', () => {
		const p = page();
		expect(p.doc.querySelector('script')?.getAttribute('type')).toBe(START_TYPE);
		expect(p.html.hasAttribute('data-started')).toBe(false);
		p.win.fire('pointermove', p.zone, { clientX: 5, clientY: 5 });
		const scripts = p.doc.querySelectorAll('script');
		expect(scripts).toHaveLength(1);
		expect(scripts[0]!.hasAttribute('type')).toBe(false);
		expect(scripts[0]!.textContent).toBe('{ kit.start(app, element); }');
		expect(scripts[0]!.parentElement).toBe(p.doc.body);
		expect(p.doc.head.querySelectorAll('link[rel=modulepreload]').map((l) => l.getAttribute('href'))).toEqual(['a.js', 'b.js']);
		expect(p.html.hasAttribute('data-started')).toBe(true);
		// The intent listeners are gone; a second intent changes nothing.
		expect(p.win.count('focusin')).toBe(0);
		p.win.fire('keydown', p.button, { key: 'a' });
		expect(p.doc.querySelectorAll('script')).toHaveLength(1);
	});

	it('starts SvelteKit in the idle time once the page has loaded, with no intent: its code is there before the first tap', () => {
		const p = page();
		expect(p.html.hasAttribute('data-started')).toBe(false);
		p.win.idle();
		expect(p.html.hasAttribute('data-started')).toBe(true);
		expect(p.doc.querySelectorAll('script')[0]!.hasAttribute('type')).toBe(false);
		// Still loading: nothing waits for idle time before the load event.
		const q = page('', true);
		expect(q.win.idlers).toHaveLength(0);
		q.win.fire('load', null);
		expect(q.win.idlers).toHaveLength(1);
	});

	it('marks a press on a diagram at once where it was made (the page scrolled), not one elsewhere; the mark goes at ready', () => {
		const p = page();
		p.win.scrollY = 200;
		p.win.fire('pointerdown', p.button, { clientX: 20, clientY: 20, pointerId: 1 });
		p.win.fire('pointerdown', p.zone, { clientX: 150, clientY: 80, pointerId: 2, pointerType: 'touch' });
		const marks = p.doc.querySelectorAll('[data-role="tap-pending"]');
		expect(marks).toHaveLength(1);
		expect(marks[0]!.parentElement).toBe(p.doc.body);
		expect(marks[0]!.style).toEqual({ left: '150px', top: '280px' });
		p.ready();
		expect(p.doc.querySelectorAll('[data-role="tap-pending"]')).toHaveLength(0);
		// Code that cannot load takes the mark away too (the notice says why).
		const q = page();
		q.win.fire('pointerdown', q.zone, { clientX: 150, clientY: 80, pointerId: 2 });
		q.doc.dispatchEvent(new q.win.Event(FAILED_EVENT));
		expect(q.doc.querySelectorAll('[data-role="tap-pending"]')).toHaveLength(0);
	});

	it('with a query: pending at once, every diagram busy as it is parsed, started once the body is in; ready clears it', () => {
		const p = page('?foul=150,75', true);
		expect(p.html.hasAttribute('data-pending')).toBe(true);
		expect(p.svg.getAttribute('aria-busy')).toBe('true');
		const late = p.holder.appendChild(new FakeElement('svg', { 'data-venue': 'field' }));
		expect(late.getAttribute('aria-busy')).toBe('true');
		expect(p.html.hasAttribute('data-started')).toBe(false);
		p.doc.readyState = 'complete';
		p.doc.dispatchEvent(new p.win.Event('DOMContentLoaded'));
		expect(p.html.hasAttribute('data-started')).toBe(true);
		p.ready();
		expect(p.html.hasAttribute('data-pending')).toBe(false);
		expect(p.svg.hasAttribute('aria-busy')).toBe(false);
		expect(late.hasAttribute('aria-busy')).toBe(false);
		expect(p.html.hasAttribute('data-ready')).toBe(true);
	});

	it('without a query nothing is marked pending', () => {
		const p = page('');
		expect(p.html.hasAttribute('data-pending')).toBe(false);
		expect(p.svg.hasAttribute('aria-busy')).toBe(false);
	});

	it('holds a click on a diagram and replays it at the same yards through the diagram shown at ready', () => {
		const p = page();
		p.win.fire('pointermove', p.zone, { clientX: 150, clientY: 80 });
		const down = p.win.fire('pointerdown', p.zone, { clientX: 150, clientY: 80, pointerId: 3, pointerType: 'touch', isPrimary: true, button: 0, buttons: 1 });
		const click = p.win.fire('click', p.zone, { clientX: 150, clientY: 80, detail: 1, screenX: 150, screenY: 180 });
		expect(down.stopped && click.stopped && click.defaultPrevented).toBe(true);
		// Hydration replaced the diagram by one drawn at 20 px a yard from (0, 0): user point (5, 3).
		p.svg.remove();
		const now = p.holder.appendChild(new FakeElement('svg', { 'data-venue': 'field' }));
		now.box = { width: 600, height: 300 };
		now.ctm = { a: 20, b: 0, c: 0, d: 20, e: 0, f: 0 };
		const under = now.appendChild(new FakeElement('path'));
		const asked: number[][] = [];
		p.doc.atPoint = (x, y) => (asked.push([x, y]), under);
		expect(under.dispatched).toEqual([]);
		p.ready();
		expect(under.dispatched.map((e) => [e.type, e.clientX, e.clientY])).toEqual([
			['pointerdown', 100, 60],
			['click', 100, 60]
		]);
		expect(asked).toEqual([
			[100, 60],
			[100, 60]
		]);
		const [d, c] = under.dispatched;
		expect([d!.pointerId, d!.pointerType, d!.isPrimary, d!.buttons]).toEqual([3, 'touch', true, 1]);
		expect([c!.detail, c!.screenX, c!.screenY]).toEqual([1, 100, 160]);
	});

	it('replays on the same node when it is still there, and the same diagram: the point follows a layout shift', () => {
		const p = page();
		p.win.fire('pointerdown', p.zone, { clientX: 150, clientY: 80, pointerId: 1 });
		p.win.fire('click', p.zone, { clientX: 150, clientY: 80 });
		p.svg.ctm = { a: 10, b: 0, c: 0, d: 10, e: 100, f: 54.4 };
		p.ready();
		expect(p.zone.dispatched.map((e) => [e.type, e.clientX, e.clientY])).toEqual([
			['pointerdown', 150, 84.4],
			['click', 150, 84]
		]);
	});

	it('holds moves only while a press is held (a drag), then lets the later ones through', () => {
		const p = page();
		p.win.fire('pointermove', p.zone, { clientX: 120, clientY: 60, pointerId: 1 });
		p.win.fire('pointerdown', p.zone, { clientX: 120, clientY: 60, pointerId: 1 });
		const move = p.win.fire('pointermove', p.button, { clientX: 130, clientY: 60, pointerId: 1 });
		expect(move.stopped).toBe(true);
		p.ready();
		expect(p.zone.dispatched.map((e) => e.type)).toEqual(['pointerdown']);
		// The move outside the diagram still counts in its yards (the drag began there).
		expect(p.button.dispatched.map((e) => [e.type, e.clientX])).toEqual([['pointermove', 130]]);
		const after = p.win.fire('pointermove', p.zone, { clientX: 140, clientY: 60, pointerId: 1 });
		expect(after.stopped).toBe(false);
		expect(p.win.count('pointermove')).toBe(0);
	});

	it('lets links, Tab and keys in native controls through; holds other keys and replays them', () => {
		const p = page();
		const follow = p.win.fire('click', p.link, { clientX: 1, clientY: 1 });
		const tab = p.win.fire('keydown', p.button, { key: 'Tab' });
		const enter = p.win.fire('keydown', p.button, { key: 'Enter' });
		const player = p.svg.appendChild(new FakeElement('g', { role: 'button', tabindex: '0' }));
		const arrow = p.win.fire('keydown', player, { key: 'ArrowRight', shiftKey: true });
		const copy = p.win.fire('keydown', player, { key: 'c', ctrlKey: true });
		expect([follow, tab, enter, copy].map((e) => e.defaultPrevented || e.stopped)).toEqual([false, false, false, false]);
		expect(arrow.defaultPrevented && arrow.stopped).toBe(true);
		p.ready();
		expect(player.dispatched.map((e) => [e.type, e.key, e.shiftKey])).toEqual([['keydown', 'ArrowRight', true]]);
		expect(p.link.dispatched).toEqual([]);
	});

	it('gives a link that keeps the state (the language switch) the address\'s query and hash when followed before ready, and only before', () => {
		const p = page('?foul=100,60&time=2');
		p.win.location.hash = '#rule';
		const keep = p.doc.body.appendChild(new FakeElement('a', { href: '/fr/field/5a', 'data-keep-query': '' }));
		const text = keep.appendChild(new FakeElement('span'));
		const follow = p.win.fire('click', text, { clientX: 1, clientY: 1 });
		expect(follow.defaultPrevented).toBe(false);
		expect(keep.getAttribute('href')).toBe('/fr/field/5a?foul=100,60&time=2#rule');
		// Followed twice (back, then again): the query is not doubled.
		p.win.fire('click', keep, { clientX: 1, clientY: 1 });
		expect(keep.getAttribute('href')).toBe('/fr/field/5a?foul=100,60&time=2#rule');
		p.win.fire('click', p.link, { clientX: 1, clientY: 1 });
		expect(p.link.getAttribute('href')).toBe('/field/2');
		p.ready();
		// Once the page is ready the switch keeps its own links (LanguageSwitch.svelte).
		p.win.location.search = '?foul=1,1';
		keep.setAttribute('href', '/fr/field/5a');
		p.win.fire('click', keep, { clientX: 1, clientY: 1 });
		expect(keep.getAttribute('href')).toBe('/fr/field/5a');
	});

	it('holds the wheel over a diagram (the page does not scroll), not elsewhere', () => {
		const p = page();
		const over = p.win.fire('wheel', p.zone, { clientX: 150, clientY: 80, deltaX: 0, deltaY: -120, deltaMode: 0 });
		const elsewhere = p.win.fire('wheel', p.button, { clientX: 10, clientY: 500, deltaY: 120 });
		expect([over.defaultPrevented, elsewhere.defaultPrevented]).toEqual([true, false]);
		p.zone.onEvent = (e) => e.preventDefault();
		p.ready();
		expect(p.zone.dispatched.map((e) => [e.type, e.deltaY, e.deltaMode])).toEqual([['wheel', -120, 0]]);
		// The page took it (a zoom): the page does not scroll.
		expect(p.win.scrolled).toEqual([]);
	});

	it.each([
		['a wheel of 3 lines', 'wheel', { deltaX: 0, deltaY: 3, deltaMode: 1 }, [0, 120]],
		['Page Down', 'keydown', { key: 'PageDown' }, [0, 700]],
		['Shift+Space', 'keydown', { key: ' ', shiftKey: true }, [0, -700]],
		['an arrow', 'keydown', { key: 'ArrowLeft' }, [-40, 0]]
	])('%s held and left alone by the page scrolls it at ready, as it would have', (_name, type, init, by) => {
		const p = page();
		p.win.fire(type, p.zone, { clientX: 150, clientY: 80, ...init });
		p.ready();
		expect(p.win.scrolled).toEqual([by]);
	});

	it('puts back values chosen before ready and tells the page, before replaying', () => {
		const p = page();
		const select = p.stage.appendChild(new FakeElement('select'));
		select.value = 'dark';
		p.win.fire('change', select);
		select.value = 'light';
		p.ready();
		expect(select.value).toBe('dark');
		expect(select.dispatched.map((e) => e.type)).toEqual(['input', 'change']);
	});

	it('if the code cannot load: the pending marks go, the notice shows, nothing is replayed', () => {
		const p = page('?foul=1,2');
		p.win.fire('click', p.zone, { clientX: 150, clientY: 80 });
		p.win.fire('unhandledrejection', null);
		expect(p.html.hasAttribute('data-pending')).toBe(false);
		expect(p.svg.hasAttribute('aria-busy')).toBe(false);
		expect(p.notice.hidden).toBe(false);
		expect(p.html.hasAttribute('data-failed')).toBe(true);
		p.ready();
		expect(p.zone.dispatched).toEqual([]);
		expect(p.html.hasAttribute('data-ready')).toBe(false);
		// The page's own word for it (an island whose code failed) does the same.
		const q = page();
		q.doc.dispatchEvent(new q.win.Event(FAILED_EVENT));
		expect(q.notice.hidden).toBe(false);
	});
});
